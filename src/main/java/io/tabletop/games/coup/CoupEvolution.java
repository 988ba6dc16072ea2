package io.tabletop.games.coup;

import io.tabletop.games.coup.CoupEvent.*;
import io.tabletop.games.coup.Step.After;
import java.util.ArrayList;
import java.util.List;

/** evolve: applies one fact to the state. Pure and total over every event the decider emits. */
final class CoupEvolution {

    private CoupEvolution() {}

    static CoupState evolve(CoupState s, CoupEvent event) {
        return switch (event) {
            case CardsDealt e -> {
                CoupState next = s;
                List<Card> dealt = new ArrayList<>();
                for (Hand h : e.hands()) {
                    next = next.withPlayer(h.seat(), p -> p.withHidden(h.cards()).withCoins(2));
                    dealt.addAll(h.cards());
                }
                yield new CoupState(next.variant(), next.players(), next.deck().without(dealt), e.firstSeat(),
                        Turn.start(1, e.firstSeat()), List.of(), s.turnLimit());
            }
            case TurnStarted e -> s.withTurn(Turn.start(s.turn().number() + 1, e.seat()));
            case ActionDeclared e -> {
                List<Integer> pending = new ArrayList<>();
                if (e.action().opensWindow()) {
                    for (int seat : s.seatsInGame()) if (seat != e.seat()) pending.add(seat);
                }
                yield s.withTurn(s.turn().declared(e.action(), e.target(), e.mode(), new Step.Reacting(pending)));
            }
            case ReactionPassed e -> {
                List<Integer> pending = new ArrayList<>(((Step.Reacting) s.turn().step()).pending());
                pending.remove(Integer.valueOf(e.seat()));
                yield s.withStep(new Step.Reacting(pending));
            }
            case ActionChallenged e -> s.withTurn(s.turn().reactedBy(e.seat(), null, new Step.Challenged()));
            case BlockDeclared e -> s.withTurn(s.turn().reactedBy(e.seat(), e.card(), new Step.AnsweringBlock()));
            case BlockAccepted e -> s.withStep(new Step.Ending());
            case BlockChallenged e -> s.withStep(new Step.Challenged());
            case ClaimProven e -> {
                Turn t = s.turn();
                boolean actorProved = e.seat() == t.actor();
                // A proven action costs the challenger an influence and then happens; a proven block costs the
                // actor one and the action stays blocked.
                Step next = actorProved
                        ? new Step.LosingInfluence(t.reactor(), After.RESOLVE)
                        : new Step.LosingInfluence(t.actor(), After.END_TURN);
                yield s.withPlayer(e.seat(), p -> p.withoutHidden(e.card()))
                        .withTurn(t.proven(e.seat(), e.card(), next));
            }
            case ClaimRefuted e -> {
                Turn t = s.turn();
                if (e.seat() == t.actor()) {
                    yield s.withStep(new Step.LosingInfluence(t.actor(), After.END_TURN));
                }
                // A bluffed block is void: the blocker loses an influence and the action goes ahead.
                yield s.withTurn(t.reactedBy(e.seat(), null, new Step.LosingInfluence(e.seat(), After.RESOLVE)));
            }
            case CoinsPaid e -> s.withPlayer(e.seat(), p -> p.withCoins(Math.subtractExact(p.coins(), e.amount())))
                    .withTurn(s.turn().markPaid());
            case CoinsGained e -> s.withPlayer(e.seat(), p -> p.withCoins(Math.addExact(p.coins(), e.amount())));
            case CoinsTaken e -> s.withPlayer(e.from(), p -> p.withCoins(Math.subtractExact(p.coins(), e.amount())))
                    .withPlayer(e.seat(), p -> p.withCoins(Math.addExact(p.coins(), e.amount())));
            case ActionResolved e -> s.withStep(switch (e.action()) {
                case PROTEST, SCANDAL -> new Step.LosingInfluence(e.target(), After.END_TURN);
                case MEDIA -> new Step.Exchanging(List.of());
                case UN -> e.mode() == UnMode.DRAW ? new Step.Exchanging(List.of()) : new Step.Showing();
                case USA, LOCAL_BUSINESS, RUSSIA, POLICE -> new Step.Ending();
            });
            case EffectVoid e -> s.withStep(new Step.Ending());
            case InfluenceLost e -> {
                CoupState next = s.withPlayer(e.seat(), p -> p.reveal(e.card()));
                if (s.turn().step() instanceof Step.LosingInfluence l && l.seat() == e.seat()) {
                    next = next.withStep(l.then() == After.RESOLVE ? new Step.Resolving() : new Step.Ending());
                }
                yield next;
            }
            case PlayerEliminated e -> s.withPlayer(e.seat(), p -> p.withCoins(0));
            case CardsDrawn e -> s.withDeck(s.deck().without(e.cards())).withStep(new Step.Exchanging(e.cards()));
            case CardsKept e -> s.withPlayer(e.seat(), p -> p.withHidden(e.kept()))
                    .withDeck(s.deck().with(e.returned()))
                    .withStep(new Step.Ending());
            case CardShown e -> s.withStep(new Step.Deciding(e.card()));
            case ExchangeDecided e -> s.withStep(new Step.Ending());
            case InspectedCardReplaced e -> s
                    .withPlayer(e.seat(), p -> p.withoutHidden(e.returned()).withHiddenAdded(e.drawn()))
                    .withDeck(s.deck().without(List.of(e.drawn())).with(List.of(e.returned())));
            case ProvenCardReplaced e -> s
                    .withPlayer(e.seat(), p -> p.withHiddenAdded(e.drawn()))
                    .withDeck(s.deck().with(List.of(e.returned())).without(List.of(e.drawn())))
                    .withTurn(s.turn().provenReplaced());
            case GameWon e -> s.won(List.of(e.seat()));
            case TurnLimitReached e -> s.won(e.winners());
        };
    }
}
