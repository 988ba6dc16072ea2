package io.tabletop.games.inwo.cardrules;

import io.tabletop.games.inwo.abilities.SpecialModifiers;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.Effect;
import java.util.Set;

/**
 * Card-specific rules ({@link Effect.Special}), each a one-off of one card of the Limited set, keyed by the card's
 * id: which of them the engine plays, and in words. The rules themselves are grouped by what they do:
 * {@link SpecialModifiers} (a stat or an attack's figures: Deprogrammers, Church of Elvis, Wall Street, Comic
 * Books, Voudonistas, Rain of Frogs, Switzerland; read by the ability queries, so it sits with them),
 * {@link RolledCards} (OPEC, Bill Clinton) and {@link ExtraDraws} (Nephews of God, Flat Earthers). The engine's
 * shared queries call them with one-line hooks (marked {@code r4 conv}).
 */
public final class Specials {

    private Specials() {}

    /** The cards whose {@link Effect.Special} this engine plays. */
    public static final Set<String> PLAYED = Set.of(SpecialModifiers.DEPROGRAMMERS, SpecialModifiers.CHURCH_OF_ELVIS,
            SpecialModifiers.WALL_STREET, SpecialModifiers.COMIC_BOOKS, SpecialModifiers.VOUDONISTAS, RolledCards.OPEC,
            RolledCards.BILL_CLINTON, SpecialModifiers.RAIN_OF_FROGS, SpecialModifiers.SWITZERLAND, ExtraDraws.NEPHEWS,
            ExtraDraws.FLAT_EARTHERS);

    /** What the engine reads, in words (served with the catalogue). */
    public static final String PRIMITIVE = "Special (card-specific rules: Deprogrammers pierce the Discordian "
            + "immunity; Church of Elvis's Power by Elvis; Wall Street's Corporate/Government; Comic Books against "
            + "Weird; Voudonistas void non-Magic defences; OPEC's Power and Bill Clinton's Liberal rolled each turn; Rain of Frogs +4 per Frog God; Switzerland's +2 against the Gnomes; Nephews of God draw again on 6 or less; Flat Earthers draw by their Places)";

    public static boolean interprets(CardDef card, Effect e) {
        return e instanceof Effect.Special && PLAYED.contains(card.id())
                || ExtraDraws.FLAT_EARTHERS.equals(card.id()) && e instanceof Effect.Cost c && c.kind() == Effect.Cost.Kind.ACTION; // its ability's cost
    }
}
