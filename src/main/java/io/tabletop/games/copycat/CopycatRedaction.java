package io.tabletop.games.copycat;

import io.tabletop.engine.Viewer;
import io.tabletop.games.copycat.CopycatEvent.*;

/**
 * redact: what a viewer may see of one event. Deck orders (setup, reshuffles) are nobody's to see but an auditor's;
 * drawn, returned-to-hand and kept cards are their owner's; a turn-order card is its owner's until the reveal event
 * shows them all.
 */
final class CopycatRedaction {

    private CopycatRedaction() {}

    static CopycatEvent redact(CopycatEvent event, Viewer v) {
        boolean auditor = v instanceof Viewer.Auditor;
        return switch (event) {
            case GameSetUp e -> auditor ? e : new GameSetUp(e.bus(), e.decks().stream()
                    .map(d -> new Deck(d.seat(), d.set(), d.size(), null)).toList(), e.street(), e.actionDeckSize(), null,
                    e.offices(), e.officeStackSize(), null, e.removed());
            case DiscardShuffled e -> auditor ? e : new DiscardShuffled(e.seat(), e.size(), null);
            case CardsDrawn e -> v.sees(e.seat()) ? e : new CardsDrawn(e.seat(), e.count(), null);
            case KeptCardsTaken e -> v.sees(e.seat()) ? e : new KeptCardsTaken(e.seat(), e.count(), null);
            case TurnCardChosen e -> v.sees(e.seat()) ? e : new TurnCardChosen(e.seat(), null);
            case CardKept e -> v.sees(e.seat()) ? e : new CardKept(e.seat(), null);
            case RoundStarted e -> e;
            case TurnOrderDecided e -> e;
            case PhaseStarted e -> e;
            case TurnStarted e -> e;
            case CardPlayed e -> e;
            case HandLaidOut e -> e;
            case CardResolved e -> e;
            case CardSpent e -> e;
            case CardSetAside e -> e;
            case WorkerPlaced e -> e;
            case OfficeActionUsed e -> e;
            case OfficeSpent e -> e;
            case WorkersHired e -> e;
            case CardTrashed e -> e;
            case CardDiscarded e -> e;
            case CoinsGained e -> e;
            case VpGained e -> e;
            case PermitsGained e -> e;
            case DoublerCounted e -> e;
            case ChoiceMade e -> e;
            case EffectOpened e -> e;
            case EffectUpdated e -> e;
            case EffectClosed e -> e;
            case PassedActions e -> e;
            case BuyingStarted e -> e;
            case CardBought e -> e;
            case DoctorateBought e -> e;
            case StreetClosedUp e -> e;
            case TurnScored e -> e;
            case RoundCleanedUp e -> e;
            case OfficeOpened e -> e;
            case StreetCleared e -> e;
            case GameEnded e -> e;
        };
    }
}
