package io.tabletop.games.coup;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.fail;

import io.tabletop.engine.RuleViolation;
import io.tabletop.engine.SeededRng;
import io.tabletop.games.coup.CoupCommand.*;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Complete random games for every seat count and both variants. At every position: decide accepts a command
 * exactly when legalMoves lists it (over every command that can be written), the 15 cards are all accounted
 * for, nobody's coins go negative, and replaying the events gives the same state.
 */
class CoupRandomGamesTest {

    static Stream<Arguments> games() {
        List<Arguments> out = new ArrayList<>();
        for (int seats = 2; seats <= 6; seats++) {
            for (Variant v : Variant.values()) {
                for (int seed = 1; seed <= 8; seed++) out.add(Arguments.of(seats, v, "seed-" + seats + v + seed));
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} seats, {1}, {2}")
    @MethodSource("games")
    void randomGameEndsWithOneWinnerAndLegalMovesMatchDecide(int seats, Variant variant, String seed) {
        Map<String, Object> options = Map.of("variant", variant.name());
        CoupPlay play = CoupPlay.start(seats, seed, options);
        Random chooser = new Random(seed.hashCode());
        int moves = 0;
        while (!play.state.finished()) {
            assertThat(moves++).as("game should end").isLessThan(5_000);
            checkInvariants(play.state);
            List<Integer> awaiting = CoupPlay.RULES.awaiting(play.state);
            assertThat(awaiting).isNotEmpty();
            for (int seat = 0; seat < seats; seat++) checkLegalMovesMatchDecide(play, seat, awaiting.contains(seat));
            int seat = awaiting.get(chooser.nextInt(awaiting.size()));
            List<CoupCommand> legal = CoupPlay.RULES.legalMoves(play.state, seat);
            play.send(seat, biased(legal, chooser));
        }
        checkInvariants(play.state);
        assertThat(play.state.seatsInGame()).containsExactly(play.state.winner());
        assertThat(play.replay(seats, options)).isEqualTo(play.state);
        for (int seat = 0; seat < seats; seat++) assertThat(CoupPlay.RULES.legalMoves(play.state, seat)).isEmpty();
    }

    /** Random, but challenges and blocks a little less often so that games are varied and still end. */
    private static CoupCommand biased(List<CoupCommand> legal, Random r) {
        if (legal.contains(CoupCommand.PASS) && r.nextInt(3) > 0) return CoupCommand.PASS;
        return legal.get(r.nextInt(legal.size()));
    }

    static void checkInvariants(CoupState s) {
        int cards = s.deck().size();
        for (Player p : s.players()) {
            cards += p.hidden().size() + p.revealed().size();
            assertThat(p.coins()).isGreaterThanOrEqualTo(0);
            if (!s.inGame(p.seat())) assertThat(p.coins()).isZero();
        }
        if (s.turn() != null && s.turn().provenCard() != null) cards++;
        if (s.turn() != null && s.turn().step() instanceof Step.Exchanging x) cards += x.drawn().size();
        assertThat(cards).as("all 15 cards accounted for").isEqualTo(15);
    }

    static void checkLegalMovesMatchDecide(CoupPlay play, int seat, boolean awaited) {
        List<CoupCommand> legal = CoupPlay.RULES.legalMoves(play.state, seat);
        if (!awaited) assertThat(legal).as("seat %d is not awaited", seat).isEmpty();
        Set<CoupCommand> legalSet = new HashSet<>(legal);
        assertThat(legalSet).hasSameSizeAs(legal);
        for (CoupCommand c : everyCommand(play.state.seats())) {
            boolean accepted;
            try {
                CoupPlay.RULES.decide(play.state, seat, c, new SeededRng("probe", 1));
                accepted = true;
            } catch (RuleViolation v) {
                accepted = false;
                assertThat(v.code()).matches("[A-Z_]+");
            }
            if (accepted != legalSet.contains(c)) {
                fail("seat " + seat + " " + c + ": decide " + (accepted ? "accepts" : "refuses")
                        + " but legalMoves " + (accepted ? "omits" : "lists") + " it; state " + play.state);
            }
        }
        for (CoupCommand c : legal) {
            assertThatCode(() -> CoupPlay.RULES.decide(play.state, seat, c, new SeededRng("x", 2)))
                    .doesNotThrowAnyException();
        }
    }

    /** Every command that can be written for a table of this size (sorted KEEP lists, as legalMoves writes them). */
    static List<CoupCommand> everyCommand(int seats) {
        List<CoupCommand> all = new ArrayList<>();
        for (Action a : Action.values()) {
            List<Integer> targets = new ArrayList<>();
            targets.add(null);
            for (int t = -1; t <= seats; t++) targets.add(t);
            for (Integer t : targets) {
                all.add(new Declare(a, t, null));
                for (UnMode m : UnMode.values()) all.add(new Declare(a, t, m));
            }
        }
        all.add(CoupCommand.PASS);
        all.add(CoupCommand.CHALLENGE);
        all.add(CoupCommand.ACCEPT_BLOCK);
        all.add(new ForceExchange(true));
        all.add(new ForceExchange(false));
        for (Card c : Card.values()) {
            all.add(new Block(c));
            all.add(new Reveal(c));
            all.add(new Show(c));
        }
        List<Card> pool = new ArrayList<>();
        for (Card c : Card.values()) {
            pool.add(c);
            pool.add(c);
        }
        for (int k = 0; k <= 2; k++) {
            for (List<Card> keep : CoupLegalMoves.combinations(pool, k)) all.add(new Keep(keep));
        }
        return all;
    }
}
