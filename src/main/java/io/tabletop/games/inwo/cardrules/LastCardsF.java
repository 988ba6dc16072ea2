package io.tabletop.games.inwo.cardrules;

import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.model.Sink;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.AnnouncedPlay;
import io.tabletop.games.inwo.model.PendingPlot;
import io.tabletop.games.inwo.model.HandCard;
import java.util.List;
import java.util.function.IntPredicate;

/**
 * The last cards, batch F: the Plots played by their own rules ({@link ILied}, {@link Purge},
 * {@link RewritingHistory}), and Unmasked!, which is never played (see {@link #UNMASKED}). Each is announced (ruling I7: a PLOT window every seat may answer, cancels included) with
 * its own {@link AnnouncedPlay} and takes effect when the window closes uncancelled. The engine calls in here with
 * one-line hooks (marked {@code last cards F}).
 */
public final class LastCardsF {

    private LastCardsF() {}

    /** Whether the Plot is one of this batch's. */
    public static boolean plays(CardDef d) {
        return d != null && (ILied.ID.equals(d.id()) || Purge.ID.equals(d.id()) || RewritingHistory.ID.equals(d.id())
                || UNMASKED.equals(d.id()));
    }

    /** Their card-specific rule ({@link Effect.Special}) and Purge's lasting -1 on the Group it stays linked to. */
    public static boolean interprets(CardDef card, Effect e) {
        if (!plays(card)) return false;
        return e instanceof Effect.Special || Purge.ID.equals(card.id()) && Purge.linkedEffect(e);
    }

    /** Checks the play; {@code mayAnnounce}: the seat may announce a Plot now (own main phase, or priority). */
    public static void check(Abilities a, InwoState s, int seat, InwoCommand.PlayPlot x, CardDef d, boolean mayAnnounce,
                             IntPredicate mayTouch) {
        switch (d.id()) {
            case ILied.ID -> ILied.check(a, s, seat, x, mayAnnounce);
            case Purge.ID -> Purge.check(a, s, seat, x, mayAnnounce);
            case RewritingHistory.ID -> RewritingHistory.check(a, s, seat, x, mayAnnounce);
            default -> throw new io.tabletop.engine.RuleViolation("NO_ILLUMINATI_IN_HAND", "Unmasked! replaces your "
                    + "Illuminati with an Illuminati card from your hand, and a deck holds exactly one Illuminati: none is ever in a hand");
        }
    }

    /**
     * Unmasked! ("an Illuminati card from hand replaces yours"): the rules fix exactly one Illuminati per deck, played
     * at setup, so no Illuminati card ever reaches a hand. The card may be put in a deck, drawn, traded, discarded and
     * pay whatever a Plot card pays, but it is never played ({@code NO_ILLUMINATI_IN_HAND}).
     */
    public static final String UNMASKED = "unmasked";

    /** Its cost paid (events emitted); the announced play it opens. */
    public static AnnouncedPlay pay(Sink e, int seat, InwoCommand.PlayPlot x, CardDef d) {
        return switch (d.id()) {
            case ILied.ID -> AnnouncedPlay.I_LIED;
            case Purge.ID -> {
                Purge.pay(e, seat, x);
                yield AnnouncedPlay.PURGE;
            }
            case RewritingHistory.ID -> {
                RewritingHistory.pay(e, seat, x);
                yield AnnouncedPlay.REWRITING_HISTORY;
            }
            default -> throw new IllegalStateException("checked: " + d.id());
        };
    }

    /** The window closed uncancelled: the play takes effect (the card to the discard pile or linked). */
    public static void resolve(Abilities a, Sink e, PendingPlot pp) {
        switch (pp.play()) {
            case I_LIED -> ILied.resolve(a, e, pp);
            case PURGE -> Purge.resolve(a, e, pp);
            case REWRITING_HISTORY -> RewritingHistory.resolve(a, e, pp);
            default -> throw new IllegalArgumentException("not a batch F play: " + pp.play());
        }
    }

    /** The plays worth checking for the hand card {@code h}. */
    public static void candidates(Abilities a, InwoState s, Player me, HandCard h, List<InwoCommand> out) {
        switch (h.card()) {
            case ILied.ID -> ILied.candidates(s, me, h, out);
            case Purge.ID -> Purge.candidates(s, me, h, out);
            case RewritingHistory.ID -> RewritingHistory.candidates(a, s, me, h, out);
            default -> { }
        }
    }
}
