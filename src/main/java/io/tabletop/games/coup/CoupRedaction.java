package io.tabletop.games.coup;

import io.tabletop.engine.Viewer;
import io.tabletop.games.coup.CoupEvent.*;

/** redact: what a viewer may see of one event. Every event is public except the card fields blanked here. */
final class CoupRedaction {

    private CoupRedaction() {}

    static CoupEvent redact(CoupEvent event, Viewer v) {
        return switch (event) {
            case CardsDealt e -> new CardsDealt(e.firstSeat(), e.hands().stream()
                    .map(h -> v.sees(h.seat()) ? h : new Hand(h.seat(), h.count(), null)).toList(), e.deckSize());
            case CardsDrawn e -> v.sees(e.seat()) ? e : new CardsDrawn(e.seat(), e.count(), null);
            case CardsKept e -> v.sees(e.seat()) ? e : new CardsKept(e.seat(), null, e.returnedCount(), null);
            case CardShown e -> v.sees(e.seat()) || v.sees(e.to()) ? e : new CardShown(e.seat(), e.to(), null);
            case InspectedCardReplaced e -> v.sees(e.seat()) ? e
                    : new InspectedCardReplaced(e.seat(), e.inspector(), v.sees(e.inspector()) ? e.returned() : null,
                    null);
            case ProvenCardReplaced e -> v.sees(e.seat()) ? e : new ProvenCardReplaced(e.seat(), e.returned(), null);
            case TurnStarted e -> e;
            case ActionDeclared e -> e;
            case ReactionPassed e -> e;
            case ActionChallenged e -> e;
            case BlockDeclared e -> e;
            case BlockAccepted e -> e;
            case BlockChallenged e -> e;
            case ClaimProven e -> e;
            case ClaimRefuted e -> e;
            case CoinsPaid e -> e;
            case CoinsGained e -> e;
            case CoinsTaken e -> e;
            case ActionResolved e -> e;
            case EffectVoid e -> e;
            case InfluenceLost e -> e;
            case PlayerEliminated e -> e;
            case ExchangeDecided e -> e;
            case GameWon e -> e;
            case TurnLimitReached e -> e;
        };
    }
}
