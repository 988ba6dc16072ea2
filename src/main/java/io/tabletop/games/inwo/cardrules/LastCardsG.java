package io.tabletop.games.inwo.cardrules;

import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.model.AnnouncedPlay;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.PendingPlot;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.model.Sink;
import java.util.List;
import java.util.function.IntPredicate;

/**
 * The last cards, batch G: {@link CelebritySpokesman} (announced, I7, with its own {@link AnnouncedPlay}),
 * {@link AnnualConvention} (never played with PLAY_PLOT: the game asks when one of the player's Places falls) and
 * {@link HiddenCity} (a Resource that Disasters strike). The engine calls in here with one-line hooks (marked
 * {@code last cards G}).
 */
public final class LastCardsG {

    private LastCardsG() {}

    /** Whether the Plot is one of this batch's. */
    public static boolean plays(CardDef d) {
        return d != null && (CelebritySpokesman.ID.equals(d.id()) || AnnualConvention.ID.equals(d.id()));
    }

    /** Their card-specific rules ({@link Effect.Special}), the Spokesman's Power 4 and the Hidden City's. */
    public static boolean interprets(CardDef card, Effect e) {
        if (CelebritySpokesman.ID.equals(card.id())) return CelebritySpokesman.interprets(e);
        return AnnualConvention.interprets(card, e) || HiddenCity.interprets(card, e);
    }

    /** Checks the play; {@code mayAnnounce}: the seat may announce a Plot now (own main phase, or priority). */
    public static void check(Abilities a, InwoState s, int seat, InwoCommand.PlayPlot x, CardDef d, boolean mayAnnounce,
                             IntPredicate mayTouch) {
        if (AnnualConvention.ID.equals(d.id())) AnnualConvention.check();
        else CelebritySpokesman.check(a, s, seat, x, mayAnnounce, mayTouch);
    }

    /** The announced play it opens (no cost to pay). */
    public static AnnouncedPlay pay(Sink e, int seat, InwoCommand.PlayPlot x, CardDef d) {
        if (!CelebritySpokesman.ID.equals(d.id())) throw new IllegalStateException("checked: " + d.id());
        return AnnouncedPlay.CELEBRITY_SPOKESMAN;
    }

    /** The window closed uncancelled: the play takes effect. */
    public static void resolve(Abilities a, Sink e, PendingPlot pp) {
        if (pp.play() != AnnouncedPlay.CELEBRITY_SPOKESMAN) throw new IllegalArgumentException("not a batch G play: " + pp.play());
        CelebritySpokesman.resolve(a, e, pp);
    }

    /** The plays worth checking for the hand card {@code h}. */
    public static void candidates(Abilities a, InwoState s, Player me, HandCard h, List<InwoCommand> out) {
        if (CelebritySpokesman.ID.equals(h.card())) CelebritySpokesman.candidates(a, s, me, h, out);
    }
}
