package io.tabletop.games.copycat;

import io.tabletop.games.copycat.CopycatEvent.*;
import java.util.ArrayList;
import java.util.List;

/** evolve: applies one fact. Pure and total over every event the decider emits; it never needs the catalogue. */
final class CopycatEvolution {

    private CopycatEvolution() {}

    static CopycatState evolve(CopycatState s, CopycatEvent event) {
        CopycatState.Changes c = s.to();
        switch (event) {
            case GameSetUp e -> {
                for (Deck d : e.decks()) c.player(d.seat(), p -> { p.deck = new ArrayList<>(d.cards()); return p; });
                c.street.clear();
                c.street.addAll(e.street());
                c.actionDeck.clear();
                c.actionDeck.addAll(e.actionDeck());
                c.offices.clear();
                e.offices().forEach(o -> c.offices.add(Office.empty(o)));
                c.officeStack.clear();
                c.officeStack.addAll(e.officeStack());
                c.removed.addAll(e.removed());
                c.bus = e.bus();
                c.phase = Phase.PLANNING;
            }
            case RoundStarted e -> {
                c.round = e.round();
                c.phase = Phase.PLANNING;
            }
            case DiscardShuffled e -> c.player(e.seat(), p -> {
                if (!p.deck.isEmpty()) throw new IllegalStateException("shuffled with cards left in the deck");
                p.deck = new ArrayList<>(e.order());
                p.discard.clear();
                return p;
            });
            case CardsDrawn e -> c.player(e.seat(), p -> {
                for (String card : e.cards()) {
                    if (p.deck.isEmpty() || !p.deck.removeFirst().equals(card)) {
                        throw new IllegalStateException("drew " + card + ", not the top of the deck");
                    }
                    p.hand.add(card);
                }
                return p;
            });
            case KeptCardsTaken e -> c.player(e.seat(), p -> {
                for (String card : e.cards()) {
                    if (!p.kept.remove(card)) throw new IllegalStateException("no kept card " + card);
                    p.hand.add(card);
                }
                return p;
            });
            case TurnCardChosen e -> c.player(e.seat(), p -> {
                if (e.card() != null) p.removeFromHand(e.card());
                p.turnCard = e.card();
                p.chosen = true;
                return p;
            });
            case TurnOrderDecided e -> {
                for (Reveal r : e.reveals()) {
                    c.player(r.seat(), p -> {
                        if (p.turnCard != null) p.tempDiscard.add(p.turnCard);
                        return p;
                    });
                }
                c.bus = e.bus();
            }
            case PhaseStarted e -> {
                c.phase = e.phase();
                c.turn = 0;
                c.turnPlaced = false;
                c.pending.clear();
            }
            case TurnStarted e -> {
                c.turns = Math.addExact(c.turns, 1);
                c.turn = s.bus().indexOf(e.seat());
                c.turnPlaced = false;
            }
            case CardPlayed e -> c.player(e.seat(), p -> {
                p.removeFromHand(e.card());
                p.playArea.add(new PlayedCard(e.card(), 0, null));
                return p;
            });
            case HandLaidOut e -> c.player(e.seat(), p -> {
                for (String card : e.cards()) {
                    p.removeFromHand(card);
                    p.playArea.add(new PlayedCard(card, 0, null));
                }
                p.step = BuyingStep.LAID_OUT;
                return p;
            });
            case CardResolved e -> c.player(e.seat(), p -> {
                p.replacePlayed(e.card(), p.playArea.stream().filter(x -> x.card().equals(e.card())).findFirst()
                        .orElseThrow().used());
                return p;
            });
            case CardSpent e -> c.player(e.seat(), p -> {
                p.replacePlayed(e.card(), new PlayedCard(e.card(), 2, null));
                return p;
            });
            case CardSetAside e -> c.player(e.seat(), p -> {
                if (!p.playArea.removeIf(x -> x.card().equals(e.card()))) {
                    throw new IllegalStateException("no " + e.card() + " in the play area");
                }
                p.tempDiscard.add(e.card());
                return p;
            });
            case WorkerPlaced e -> {
                Pending top = s.top();
                boolean extra = top != null
                        && (top.kind() == Pending.Kind.PLACE || top.kind() == Pending.Kind.PLACE_ELBOWS);
                c.turnPlaced = s.turnPlaced() || !extra;
                c.office(e.office(), o -> o.withTokens(o.tokens() - e.tokens()).with(new Worker(e.seat(), 0, e.elbows())));
                c.player(e.seat(), p -> {
                    p.placed++;
                    p.tokens = Math.addExact(p.tokens, e.tokens());
                    return p;
                });
            }
            case OfficeActionUsed e -> {
                c.office(e.office(), o -> o.usedBy(e.seat()));
                if (e.by() != null) {
                    c.player(e.seat(), p -> {
                        PlayedCard card = p.playArea.stream().filter(x -> x.card().equals(e.by())).findFirst().orElse(null);
                        if (card != null) p.replacePlayed(e.by(), card.withTarget(e.office()));
                        return p;
                    });
                }
            }
            case OfficeSpent e -> c.office(e.office(), o -> o.spentBy(e.seat()));
            case WorkersHired e -> c.player(e.seat(), p -> {
                p.temps = Math.addExact(p.temps, e.count());
                return p;
            });
            case CardTrashed e -> {
                c.player(e.seat(), p -> {
                    p.removeFromHand(e.card());
                    return p;
                });
                c.removed.add(e.card());
            }
            case CardDiscarded e -> c.player(e.seat(), p -> {
                p.removeFromHand(e.card());
                p.tempDiscard.add(e.card());
                return p;
            });
            case CardKept e -> c.player(e.seat(), p -> {
                p.removeFromHand(e.card());
                p.kept.add(e.card());
                return p;
            });
            case CoinsGained e -> c.player(e.seat(), p -> {
                p.coins = Math.addExact(p.coins, e.amount());
                if (e.base()) p.coinBase = Math.addExact(p.coinBase, e.amount());
                return p;
            });
            case VpGained e -> c.player(e.seat(), p -> {
                p.pendingVp = Math.addExact(p.pendingVp, e.amount());
                return p;
            });
            case PermitsGained e -> c.player(e.seat(), p -> {
                p.permits = Math.addExact(p.permits, e.count());
                return p;
            });
            case DoublerCounted e -> c.player(e.seat(), p -> {
                if (e.coins()) p.doubleCoins++;
                else p.doubleTokens++;
                return p;
            });
            case ChoiceMade e -> { }
            case EffectOpened e -> c.pending.add(e.effect());
            case EffectUpdated e -> c.pending.set(c.pending.size() - 1, e.effect());
            case EffectClosed e -> c.pending.removeLast();
            case PassedActions e -> c.player(e.seat(), p -> {
                p.out = true;
                return p;
            });
            case BuyingStarted e -> c.player(e.seat(), p -> {
                p.step = BuyingStep.BUYING;
                p.coins = Math.addExact(p.coins, e.doubled());
                return p;
            });
            case CardBought e -> {
                take(c, e.slot(), e.card(), e.reds());
                c.player(e.seat(), p -> {
                    p.tempDiscard.addAll(e.reds());
                    p.tempDiscard.add(e.card());
                    p.coins = Math.subtractExact(p.coins, e.price());
                    p.permits--;
                    return p;
                });
            }
            case DoctorateBought e -> {
                take(c, e.slot(), e.card(), e.reds());
                c.player(e.seat(), p -> {
                    p.tempDiscard.addAll(e.reds());
                    p.trophies.add(e.card());
                    p.coins = Math.subtractExact(p.coins, e.price());
                    p.permits--;
                    p.pendingVp = Math.addExact(p.pendingVp, e.vp());
                    return p;
                });
            }
            case StreetClosedUp e -> {
                drawFromActionDeck(c, e.drawn());
                c.street.clear();
                c.street.addAll(e.street());
            }
            case TurnScored e -> c.player(e.seat(), p -> {
                p.vp = Math.addExact(p.vp, e.vp());
                p.roundVp = e.vp();
                p.coins = 0;
                p.coinBase = 0;
                p.pendingVp = 0;
                p.permits = 0;
                p.tokens = 0;
                p.step = BuyingStep.DONE;
                return p;
            });
            case RoundCleanedUp e -> {
                for (String o : e.tokens()) c.office(o, x -> x.withTokens(x.tokens() + 1));
                for (int i = 0; i < c.offices.size(); i++) c.offices.set(i, c.offices.get(i).cleared());
                for (int seat = 0; seat < c.players.size(); seat++) {
                    c.player(seat, p -> {
                        p.playArea.forEach(x -> p.discard.add(x.card()));
                        p.playArea.clear();
                        p.discard.addAll(p.tempDiscard);
                        p.tempDiscard.clear();
                        p.turnCard = null;
                        p.chosen = false;
                        p.temps = 0;
                        p.placed = 0;
                        p.tokens = 0;
                        p.out = false;
                        p.coins = 0;
                        p.coinBase = 0;
                        p.doubleCoins = 0;
                        p.doubleTokens = 0;
                        p.pendingVp = 0;
                        p.permits = 0;
                        p.step = BuyingStep.BEFORE_LAYOUT;
                        return p;
                    });
                }
                c.pending.clear();
                c.turnPlaced = false;
            }
            case OfficeOpened e -> {
                if (c.officeStack.isEmpty() || !c.officeStack.removeFirst().equals(e.office())) {
                    throw new IllegalStateException("office " + e.office() + " is not the top of the stack");
                }
                c.offices.add(Office.empty(e.office()));
            }
            case StreetCleared e -> {
                c.removed.addAll(e.removed());
                drawFromActionDeck(c, e.drawn());
                c.street.clear();
                c.street.addAll(e.street());
            }
            case GameEnded e -> {
                c.phase = Phase.FINISHED;
                c.winners = e.winners();
                c.pending.clear();
            }
        }
        return c.build();
    }

    private static void take(CopycatState.Changes c, int slot, String card, List<String> reds) {
        if (!card.equals(c.street.get(slot - 1))) throw new IllegalStateException(card + " is not in slot " + slot);
        c.street.set(slot - 1, null);
        for (String red : reds) {
            int i = c.street.indexOf(red);
            if (i < 0) throw new IllegalStateException("red " + red + " is not on the street");
            c.street.set(i, null);
        }
    }

    private static void drawFromActionDeck(CopycatState.Changes c, List<String> drawn) {
        for (String card : drawn) {
            if (c.actionDeck.isEmpty() || !c.actionDeck.removeFirst().equals(card)) {
                throw new IllegalStateException(card + " is not the top of the action deck");
            }
        }
    }
}
