package io.tabletop.games.inwo;

import io.tabletop.engine.Rng;
import io.tabletop.games.inwo.model.InwoCommand.PlayPlot;
import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.choices.DrawStepPlots;
import io.tabletop.games.inwo.choices.Vultures;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.AnnouncedPlay;
import io.tabletop.games.inwo.model.LinkedPlot;
import io.tabletop.games.inwo.plots.LinkedPlots;
import io.tabletop.games.inwo.model.PendingPlot;
import io.tabletop.games.inwo.plots.StandingBoosts;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.takeover.TakeoverCancels;
import io.tabletop.games.inwo.model.Window;
import io.tabletop.games.inwo.model.WindowKind;
import io.tabletop.games.inwo.model.InwoState;

/**
 * Ruling I7 in full (rules version 5 on): the plays that version 4 made at once — a takeover cancel, a Vultures, a +10
 * Plot standing on a group outside an attack, a Plot played as the draw step — are announced ({@link PlayAnnounced}:
 * costs paid, the card face up out of the hand) in a PLOT window of every seat, so that a cancel may answer them like
 * any announced Plot. Closed uncancelled ({@link PlayStands}): whatever the play answered comes back (a takeover's
 * window and pending takeover) and it takes effect as version 4 played it, checked against the board as it is now.
 * Cancelled: the card is discarded and what it answered comes back ({@link PlotFlow#resolveCancel}).
 */
final class AnnouncedPlays {

    private final InwoDecider decider;
    private final Abilities a;

    AnnouncedPlays(InwoDecider decider) {
        this.decider = decider;
        this.a = decider.abilities();
    }

    /** The play announced, its costs already paid: its PLOT window opens for every seat still in the game. */
    void announce(Emitter e, int seat, HandCard card, PlayPlot x, AnnouncedPlay play) {
        InwoState s = e.state;
        e.emit(new PlayAnnounced(seat, card.uid(), card.card(), x.target(), x.helper(), play,
                Window.opened(WindowKind.PLOT, s.active(), seat, s.windows() + 1)));
    }

    /** The play's window closed uncancelled: what it answered comes back, and it takes effect. */
    void resolve(Emitter e, PendingPlot pp, Rng rng) {
        int seat = pp.seat();
        HandCard card = new HandCard(pp.uid(), pp.card(), false);
        CardDef d = a.def(pp.card());
        e.emit(new PlayStands(seat, pp.uid(), pp.card(), pp.cancels(), pp.answers()));
        switch (pp.play()) {
            case TAKEOVER_CANCEL -> {
                InwoState s = e.state;
                if (s.player(s.plot().seat()).placed(s.plot().uid()) == null) { // the taken card left play meanwhile
                    e.emit(new PlotPlayed(seat, card.uid(), card.card(), s.plot().uid(), false));
                    return; // its window, given back, closes as usual
                }
                TakeoverCancels.cancelled(s, seat, card, d).forEach(e::emit);
                if (TakeoverCancels.endsTakeovers(d)) decider.turns.placeTokens(e, s.plot().seat(), false);
                return;
            }
            case DRAW_STEP -> DrawStepPlots.draw(e, a, seat, d, card, pp.target(), decider.turns.plotDraws(e.state, seat));
            case STANDING_BOOST -> stand(e, seat, card, d, pp.target());
            case VULTURES -> Vultures.taken(e, seat, card, pp.target());
            case I_LIED, PURGE, REWRITING_HISTORY -> io.tabletop.games.inwo.cardrules.LastCardsF.resolve(a, e, pp); // last cards F
            case CELEBRITY_SPOKESMAN -> io.tabletop.games.inwo.cardrules.LastCardsG.resolve(a, e, pp); // last cards G
            case SEIZE_THE_TIME -> io.tabletop.games.inwo.cardrules.SeizeTheTime.resolve(e, pp); // last cards I
        }
        decider.attacks.resume(e, seat);
    }

    /** A +10 Plot stands on its group if the player still controls it and none of its kind stands there yet. */
    private void stand(Emitter e, int seat, HandCard card, CardDef d, String group) {
        Placed g = e.state.player(seat).placed(group);
        boolean fits = g != null && StandingBoosts.fits(a, e.state, d, g);
        if (fits) for (LinkedPlot lp : LinkedPlots.on(e.state, group)) if (lp.card().equals(d.id())) fits = false;
        if (fits) StandingBoosts.play(e, seat, card, group);
        else e.emit(new PlotPlayed(seat, card.uid(), card.card(), group, false));
    }
}
