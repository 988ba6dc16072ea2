package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tabletop.engine.RuleViolation;
import io.tabletop.engine.Viewer;
import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.trade.Trades;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;

/**
 * Random games in which players offer, accept, decline and withdraw gifts and trades — the awaited seat and, at any
 * moment, seats the game is not waiting for: they end, decide equals legal moves at every position (for the
 * not-awaited seats, their trade moves), the hand cards of an offer never reach an outsider, and replay gives the
 * same state.
 */
class InwoTradeRandomGamesTest {

    @ParameterizedTest(name = "{0} seats")
    @ValueSource(ints = {2, 3, 4, 5})
    void randomGameWithTradesEndsAndLegalMovesMatchDecide(int seats) {
        List<List<String>> decks = new ArrayList<>();
        for (int i = 0; i < seats; i++) decks.add(InwoTestDecks.deck(i));
        String seed = "inwo-trade-" + seats;
        InwoPlay play = InwoPlay.start(InwoRandomGamesTest.SHIPPED, decks, seed, Map.of("turnLimit", 40));
        Random r = new Random(seed.hashCode());
        int moves = 0;
        int accepted = 0;
        int resources = 0;
        int seen = 0;
        while (!play.state.finished()) {
            assertThat(moves++).as("the game should end").isLessThan(30_000);
            List<Integer> awaiting = play.rules.awaiting(play.state);
            assertThat(awaiting).isNotEmpty();
            int seat;
            List<InwoCommand> legal;
            InwoCommand pick;
            if (r.nextInt(4) == 0) { // somebody the game is not waiting for
                seat = r.nextInt(seats);
                legal = play.rules.legalMoves(play.state, seat);
                if (awaiting.contains(seat) || legal.isEmpty()) continue;
                assertThat(legal).allMatch(Trades::handles);
                checkDecideMatches(play, seat, legal, r);
                pick = tradePick(legal, r);
            } else {
                seat = awaiting.get(r.nextInt(awaiting.size()));
                legal = play.rules.legalMoves(play.state, seat);
                assertThat(legal).as("an awaited seat has moves in %s", play.state.phase()).isNotEmpty();
                if (moves % 5 == 0) checkDecideMatches(play, seat, legal, r);
                List<InwoCommand> trades = legal.stream().filter(Trades::handles).toList();
                pick = !trades.isEmpty() && r.nextInt(5) == 0 ? tradePick(trades, r) : InwoRandomGamesTest.pick(legal, r);
            }
            List<Integer> before = play.rules.awaiting(play.state);
            var window = play.state.window();
            int from = play.events.size();
            play.send(seat, pick);
            if (Trades.handles(pick)) {
                assertThat(play.rules.awaiting(play.state)).as("a trade never changes whom the game waits for").isEqualTo(before);
                assertThat(play.state.window()).isEqualTo(window);
            }
            for (InwoEvent e : play.events.subList(from, play.events.size())) {
                if (e instanceof TradeAccepted t) {
                    accepted++;
                    resources += t.given().size() + t.taken().size();
                    for (int v = 0; v < seats; v++) {
                        if (v == t.from() || v == t.to()) continue;
                        TradeAccepted hidden = (TradeAccepted) play.rules.redact(e, Viewer.seat(v));
                        assertThat(hidden.givenHand()).isNull();
                        assertThat(hidden.takenHandCards()).isNull();
                    }
                }
                if (e instanceof TradeOffered t) {
                    for (int v = 0; v < seats; v++) {
                        if (v == t.from() || v == t.to()) continue;
                        assertThat(((TradeOffered) play.rules.redact(e, Viewer.seat(v))).handCards()).isNull();
                        seen++;
                    }
                }
            }
            for (var offer : play.state.trades().open()) {
                for (int v = 0; v < seats; v++) {
                    if (v == offer.from() || v == offer.to()) continue;
                    var view = play.rules.view(play.state, Viewer.seat(v)).trades().stream()
                            .filter(t -> t.id() == offer.id()).findFirst().orElseThrow();
                    for (String uid : view.give()) assertThat(play.state.player(offer.from()).inHand(uid)).isNull();
                }
            }
        }
        assertThat(play.state.reason()).isIn("VICTORY", "ELIMINATION", "TURN_LIMIT");
        assertThat(play.events.getLast()).as("offers end with the game: nothing after GAME_ENDED").isInstanceOf(InwoEvent.GameEnded.class);
        assertThat(play.rules.view(play.state, Viewer.SPECTATOR).trades()).isEmpty();
        assertThat(play.replay()).isEqualTo(play.state);
        assertThat(accepted).as("trades were made").isPositive();
        System.out.printf("trade games, %d seats: %d moves, %d trades, %d Resources, %d outsider views%n", seats, moves, accepted, resources, seen);
    }

    /** Mostly accept or offer; sometimes decline or withdraw. */
    static InwoCommand tradePick(List<InwoCommand> legal, Random r) {
        List<InwoCommand> accepts = legal.stream().filter(c -> c instanceof AcceptTrade).toList();
        if (!accepts.isEmpty() && r.nextInt(3) > 0) return accepts.get(r.nextInt(accepts.size()));
        List<InwoCommand> trades = legal.stream().filter(Trades::handles).toList();
        return trades.isEmpty() ? legal.get(r.nextInt(legal.size())) : trades.get(r.nextInt(trades.size()));
    }

    /** Every legal move is accepted; trade commands built from the same cards but not listed are refused. */
    static void checkDecideMatches(InwoPlay play, int seat, List<InwoCommand> legal, Random r) {
        for (InwoCommand c : legal) play.rules.decide(play.state, seat, c, play.rng());
        var a = new io.tabletop.games.inwo.abilities.Abilities(InwoTestDecks.SHIPPED);
        List<InwoCommand> candidates = new ArrayList<>(Trades.candidates(a, play.state, seat));
        // some that should be refused: offers while one is open, to oneself, answers to offers made to others
        candidates.add(new WithdrawTrade());
        for (var o : play.state.trades().open()) {
            candidates.add(new DeclineTrade(o.id()));
            candidates.add(new AcceptTrade(o.id(), List.of()));
        }
        for (var h : play.state.player(seat).hand()) candidates.add(new OfferTrade(seat, List.of(h.uid())));
        int checked = 0;
        for (InwoCommand c : candidates) {
            if (legal.contains(c) || r.nextInt(3) > 0) continue;
            assertThatThrownBy(() -> play.rules.decide(play.state, seat, c, play.rng())).as("%s", c)
                    .isInstanceOf(RuleViolation.class);
            if (++checked > 20) break;
        }
    }
}
