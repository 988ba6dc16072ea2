package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tabletop.engine.RuleViolation;
import io.tabletop.engine.Table;
import io.tabletop.engine.TableEvent;
import io.tabletop.engine.TableState;
import io.tabletop.games.coup.CoupRules;
import io.tabletop.games.inwo.model.InwoCommand.AcceptTrade;
import io.tabletop.games.inwo.model.InwoCommand.DeclineTrade;
import io.tabletop.games.inwo.model.InwoCommand.EndTurn;
import io.tabletop.games.inwo.model.InwoCommand.OfferTrade;
import io.tabletop.games.inwo.model.InwoCommand.WithdrawTrade;
import io.tabletop.games.inwo.trade.OfferLimits;
import io.tabletop.games.inwo.model.TradeBook;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;

/**
 * The service limit on offers of gifts and trades ({@link OfferLimits}): at most so many offers per seat and turn on
 * the live path ({@link Table#moveLive}) and in the legal moves, while the rules ({@code decide}, which the audit runs)
 * accept every offer as before.
 */
class InwoOfferLimitTest {

    private static final String PER_TURN = OfferLimits.PER_TURN.name();

    /** Seat 0's main phase; seat 0 holds a Plot to offer, seat 1 one too. */
    private static final class Live {
        final Table<InwoState, InwoCommand, InwoEvent> table;
        TableState<InwoState> state;
        final String mine;
        final String theirs;

        Live(Map<String, Long> limits) {
            Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
            mine = sc.hand(0, "terrorist-nuke");
            theirs = sc.hand(1, "martial-law");
            sc.group(0, "japan", Scenario.root(0));
            sc.group(1, "canada", Scenario.root(1));
            table = new Table<>(Scenario.RULES, limits);
            state = new TableState<>(new TableEvent.GameCreated("INWO", 2, Map.of(), "", true), List.of("p0", "p1"),
                    sc.state(), 100);
        }

        List<InwoEvent> send(int seat, InwoCommand c) {
            List<InwoEvent> out = table.moveLive(state, seat, c, Scenario.dice());
            for (InwoEvent e : out) state = table.evolve(state, e);
            return out;
        }

        /** Offers and withdraws {@code n} times. */
        void cycle(int seat, String card, int n) {
            for (int i = 0; i < n; i++) {
                send(seat, new OfferTrade(1 - seat, List.of(card)));
                send(seat, new WithdrawTrade());
            }
        }

        RuleViolation refused(int seat, InwoCommand c) {
            long before = state.version();
            try {
                send(seat, c);
            } catch (RuleViolation v) {
                assertThat(state.version()).as("nothing folded").isEqualTo(before);
                return v;
            }
            throw new AssertionError(c + " was not refused");
        }
    }

    @Test
    void givenTheDefaultLimit_whenASeatOffersPastIt_thenTheLivePathRefusesTooManyOffers_butTheRulesStillAcceptIt() {
        Live g = new Live(Map.of());
        assertThat(g.table.limits().get(PER_TURN)).isEqualTo(10);
        g.cycle(0, g.mine, 10);
        OfferTrade eleventh = new OfferTrade(1, List.of(g.mine));
        RuleViolation v = g.refused(0, eleventh);
        assertThat(v.code()).isEqualTo("TOO_MANY_OFFERS");
        assertThat(v.getMessage()).contains("10");
        // not a rule: decide (what the audit and imports run) and Table.move accept it as before
        assertThat(Scenario.RULES.decide(g.state.game(), 0, eleventh, Scenario.dice()))
                .singleElement().isInstanceOf(InwoEvent.TradeOffered.class);
        assertThat(g.table.move(g.state, 0, eleventh, Scenario.dice())).hasSize(1);
    }

    @Test
    void givenASeatAtItsLimit_thenItsLegalMovesListNoOffer_butEverythingElse_andTheOtherSeatStillOffers() {
        Live g = new Live(Map.of(PER_TURN, 2L));
        assertThat(g.table.legalMoves(g.state, 0)).anyMatch(c -> c instanceof OfferTrade);
        g.cycle(0, g.mine, 2);
        List<InwoCommand> moves = g.table.legalMoves(g.state, 0);
        assertThat(moves).noneMatch(c -> c instanceof OfferTrade).contains(new EndTurn());
        assertThat(moves).as("only offers are left out")
                .containsExactlyElementsOf(Scenario.RULES.legalMoves(g.state.game(), 0).stream()
                        .filter(c -> !(c instanceof OfferTrade)).toList());
        // per seat: seat 1 has made none
        assertThat(g.table.legalMoves(g.state, 1)).anyMatch(c -> c instanceof OfferTrade);
        g.send(1, new OfferTrade(0, List.of(g.theirs)));
        // answering is never limited: seat 0, at its limit, accepts or declines
        int id = g.state.game().trades().by(1).id();
        assertThat(g.table.legalMoves(g.state, 0)).contains(new DeclineTrade(id), new AcceptTrade(id, List.of()));
        g.send(0, new AcceptTrade(id, List.of()));
        assertThat(g.state.game().player(0).hand()).hasSize(2);
    }

    @Test
    void givenAnOpenOfferAtTheLimit_thenItsSeatMayStillWithdrawIt() {
        Live g = new Live(Map.of(PER_TURN, 1L));
        g.send(0, new OfferTrade(1, List.of(g.mine)));
        assertThat(g.table.legalMoves(g.state, 0)).contains(new WithdrawTrade());
        assertThat(g.send(0, new WithdrawTrade())).singleElement().isInstanceOf(InwoEvent.TradeClosed.class);
        assertThat(g.refused(0, new OfferTrade(1, List.of(g.mine))).code()).isEqualTo("TOO_MANY_OFFERS");
    }

    @Test
    void givenASeatAtItsLimit_whenTheNextTurnStarts_thenItMayOfferAgain() {
        Live g = new Live(Map.of(PER_TURN, 1L));
        g.cycle(0, g.mine, 1);
        g.cycle(1, g.theirs, 1);
        assertThat(g.refused(1, new OfferTrade(0, List.of(g.theirs))).code()).isEqualTo("TOO_MANY_OFFERS");
        int turn = g.state.game().turn();
        g.send(0, new EndTurn());
        while (g.state.game().window() != null) g.send(g.state.game().window().priority(), new InwoCommand.Pass());
        assertThat(g.state.game().turn()).isEqualTo(turn + 1);
        assertThat(g.table.legalMoves(g.state, 0)).anyMatch(c -> c instanceof OfferTrade);
        g.send(1, new OfferTrade(0, List.of(g.theirs)));
        assertThat(g.state.game().trades().offeredIn(turn + 1, 1)).isEqualTo(1);
    }

    @Test
    void limitsAreCheckedWhenATableIsBuilt() {
        assertThatThrownBy(() -> new Table<>(Scenario.RULES, Map.of(PER_TURN, 0L)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("from 1 to 1000");
        assertThatThrownBy(() -> new Table<>(Scenario.RULES, Map.of(PER_TURN, 1001L)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Table<>(Scenario.RULES, Map.of("max-open-offers", 3L)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("unknown limit");
        assertThatThrownBy(() -> new Table<>(new CoupRules(), Map.of(PER_TURN, 3L)))
                .as("Coup declares no limit").isInstanceOf(IllegalArgumentException.class);
        assertThat(new Table<>(new CoupRules()).limits().asMap()).isEmpty();
    }

    @Test
    void theCountIsFoldedFromTheEvents_andAnOlderSnapshotWithoutItCountsNothing() {
        Live g = new Live(Map.of());
        g.cycle(0, g.mine, 3);
        int turn = g.state.game().turn();
        assertThat(g.state.game().trades().offeredIn(turn, 0)).isEqualTo(3);
        assertThat(g.state.game().trades().offeredIn(turn, 1)).isZero();
        assertThat(g.state.game().trades().offeredIn(turn + 1, 0)).as("another turn").isZero();
        assertThat(new TradeBook(4, List.of(), turn, null).offeredIn(turn, 0)).isZero();
    }
}
