package io.tabletop.games.inwo;

import io.tabletop.engine.Viewer;
import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.model.InwoEvent;

/**
 * redact: what a viewer may see of one event. Deck orders are nobody's but an auditor's; drawn cards and a lead
 * chosen face down are their owner's; everything else happens in the open.
 */
final class InwoRedaction {

    private InwoRedaction() {}

    static InwoEvent redact(InwoEvent event, Viewer v) {
        boolean auditor = v instanceof Viewer.Auditor;
        return switch (event) {
            case GameSetUp e -> auditor ? e : new GameSetUp(e.basicGoal(), e.decks().stream()
                    .map(d -> new Deck(d.seat(), d.illuminati(), d.plotCount(), d.groupCount(), null, null)).toList());
            case CardsDrawn e -> v.sees(e.seat()) ? e : new CardsDrawn(e.seat(), e.plot(), e.count(), null);
            case LeadChosen e -> v.sees(e.seat()) ? e : new LeadChosen(e.seat(), null);
            case LeadsRevealed e -> e;
            case FirstPlayerRolled e -> e;
            case TurnStarted e -> e;
            case PhaseChanged e -> e;
            case CardPlaced e -> e;
            case TokensPlaced e -> e;
            case TokensSpent e -> e;
            case PlotBought e -> e;
            case AttackAnnounced e -> e;
            case AttackJoined e -> e;
            case AttackCancelled e -> e;
            case AttackCalledOff e -> e;
            case Passed e -> e;
            case PriorityMoved e -> e;
            case AttackResolved e -> e;
            case GroupCaptured e -> e;
            case GroupDestroyed e -> e;
            case Devastated e -> e;
            case Relieved e -> e;
            case CardDiscarded e -> e;
            case TopCardsDiscarded e -> e;
            case PlotPlayed e -> e;
            case NwoInPlay e -> e;
            case PlotAnnounced e -> e;
            case PlotResolved e -> e;
            case PlotCancelled e -> e;
            case CancelAnnounced e -> e;
            case WindowRestored e -> new WindowRestored(pending(e.plot(), v), e.window());
            // I7 in full: announced face up; Crop Circles' pick from its player's deck is his only
            case PlayAnnounced e -> v.sees(e.seat()) || !io.tabletop.games.inwo.choices.DrawStepPlots.targetHidden(e.card()) ? e
                    : new PlayAnnounced(e.seat(), e.uid(), e.card(), null, e.helper(), e.play(), e.window());
            case PlayStands e -> new PlayStands(e.seat(), e.uid(), e.card(), pending(e.plot(), v), e.window());
            case GroupChanged e -> e;
            case TokensGiven e -> e;
            case GroupMoved e -> e;
            case ResourceRelinked e -> e;
            case Knocked e -> e;
            case VictoryDeclared e -> e;
            case TurnEnded e -> e;
            case TurnSeized e -> e; // last cards I
            case PlayerEliminated e -> e;
            case GameEnded e -> e;
            // card flow: a card seen, taken or returned hidden is its viewers' only
            case PlotsExposed e -> e;
            case PlotsHidden e -> e;
            case CardsSeen e -> v.sees(e.viewer()) ? e : new CardsSeen(e.viewer(), e.owner(), e.where(), e.uids(), null, e.why());
            case CardTaken e -> e.shown() || v.sees(e.from()) || v.sees(e.to()) ? e
                    : new CardTaken(e.from(), e.to(), e.uid(), null, false, e.why());
            case TakenFromDiscard e -> e;
            case ReturnedToDeck e -> e.shown() || v.sees(e.seat()) ? e : new ReturnedToDeck(e.seat(), e.uid(), null, e.where(), false);
            case AbilityUsed e -> e;
            case BottomCardsDrawn e -> v.sees(e.seat()) ? e : new BottomCardsDrawn(e.seat(), e.count(), null);
            case PlotPicked e -> v.sees(e.seat()) ? e : new PlotPicked(e.seat(), e.uid(), null, -1);
            case TopCardsTaken e -> v.sees(e.to()) ? e : new TopCardsTaken(e.from(), e.to(), e.uids(), null);
            case GroupSacrificed e -> e; // modifiers aimed at a target: puppets back to hand were in play, public
            case ReturnedToHand e -> e; // r4 tokens: it was in play, public
            case PlotExpired e -> e; // r4 tokens
            // PLOTS, COSTS AND TAKEOVERS
            case PlotLinked e -> e;
            // traits, restrictions and structure: what a card in play is, public
            case TraitsChanged e -> e;
            // privilege and dice: public (the dice, and the die-roll Plot shown as it is played)
            case DiceRolled e -> e;
            case RollChanged e -> e;
            // r4 trade: the hand cards of an offer or exchange are the two players' only
            case TradeOffered e -> io.tabletop.games.inwo.trade.Trades.redact(e, v);
            case TradeAccepted e -> io.tabletop.games.inwo.trade.Trades.redact(e, v);
            case TradeClosed e -> e;
            case StopsSet e -> e;
            case GroupGiven e -> e; // it was in play
            // r4 choices: public (options are uids and words)
            case ChoiceOpened e -> v.sees(e.choice().seat()) ? e : new ChoiceOpened(io.tabletop.games.inwo.choices.Vultures.redacted(e.choice()));
            case ChoiceMade e -> e;
            case GroupSwapped e -> e;
            // r4 replay: destroyed piles are public
            case GraveMarked e -> e;
            case CardReplayed e -> e;
            // r4 takeover: the taken card was placed in the open
            case TakeoverOffered e -> e;
            case TakeoverStood e -> e;
            case PersonalitySeized e -> e; // last cards H: public
            case TakeoverCancelled e -> e;
            case CardRolled e -> e; // r4 conv: a card in play, public
            case BoostStands e -> e; // played face up
            // last cards D: a name written in secret is its namer's until it is shown
            case SecretNamed e -> v.sees(e.seat()) ? e : new SecretNamed(e.seat(), e.uid(), e.card(), null);
            case SecretRevealed e -> e;
            case PlotHeld e -> v.sees(e.seat()) ? e : new PlotHeld(e.seat(), e.group(), e.uid(), null);
            case ResourceHidden e -> v.sees(e.seat()) ? e : new ResourceHidden(e.seat(), e.warehouse(), e.uid(), null); // last cards K
            case ResourceUncovered e -> e;
            case HiddenResourcesMoved e -> v.sees(e.from()) || v.sees(e.to()) ? e : new HiddenResourcesMoved(e.from(), e.to(), e.uids(), null);
            case PlotUnheld e -> v.sees(e.seat()) || "PLAYED".equals(e.why()) ? e : new PlotUnheld(e.seat(), e.group(), e.uid(), null, e.why());
        };
    }

    /** A pending Plot given back in an event: an announced draw-step pick in it (at any depth) is its player's only. */
    private static io.tabletop.games.inwo.model.PendingPlot pending(io.tabletop.games.inwo.model.PendingPlot p, Viewer v) {
        if (p == null) return null;
        var cancels = pending(p.cancels(), v);
        boolean hide = p.announcedPlay() && !v.sees(p.seat()) && io.tabletop.games.inwo.choices.DrawStepPlots.targetHidden(p.card());
        if (!hide && cancels == p.cancels()) return p;
        return new io.tabletop.games.inwo.model.PendingPlot(p.seat(), p.uid(), p.card(), hide ? null : p.target(), p.answers(),
                cancels, p.play(), p.helper());
    }
}
