package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.versions.InwoVersion;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import io.tabletop.games.inwo.model.InwoCommand;

/**
 * Complete random INWO games for 2 to 5 seats (test catalogue): every game ends (victory, elimination or the
 * house-rule turn limit); at every position every legal move is accepted by decide and a sample of illegal ones is
 * refused; replaying the events gives the same state; under the newest rules the {@link RulesOracle} checks every
 * token refresh and every end of turn it can decide exactly against the rules file (at least 10 of each a game).
 */
class InwoRandomGamesTest {

    static Stream<Arguments> games() {
        List<Arguments> out = new ArrayList<>();
        for (int seats = 2; seats <= 5; seats++) {
            for (int n = 1; n <= 3; n++) out.add(Arguments.of(seats, "inwo-" + seats + "-" + n));
        }
        return out.stream();
    }

    static List<List<String>> decks(int seats) {
        List<List<String>> d = new ArrayList<>();
        for (int i = 0; i < seats; i++) d.add(InwoFixture.DECKS.get(i % InwoFixture.DECKS.size()).cards());
        return d;
    }

    /** Prefer doing things over passing, but pass often enough in windows that games move on. */
    static InwoCommand pick(List<InwoCommand> legal, Random r) {
        List<InwoCommand> attacks = legal.stream().filter(c -> c instanceof InwoCommand.Attack).toList();
        List<InwoCommand> plays = legal.stream().filter(c -> c instanceof PlayPlot || c instanceof Takeover
                || c instanceof PlayResource || c instanceof Aid || c instanceof Oppose || c instanceof PlayAgent).toList();
        if (legal.stream().anyMatch(c -> c instanceof Pass) && r.nextInt(4) > 0) return new Pass();
        if (!plays.isEmpty() && r.nextInt(3) == 0) return plays.get(r.nextInt(plays.size()));
        if (!attacks.isEmpty() && r.nextInt(3) > 0) return attacks.get(r.nextInt(attacks.size()));
        if (legal.contains(new Draw(true, true)) && r.nextBoolean()) return new Draw(true, true);
        if (legal.contains(new EndTurn()) && r.nextInt(3) == 0) return new EndTurn();
        return legal.get(r.nextInt(legal.size()));
    }

    @ParameterizedTest(name = "{0} seats, {1}")
    @MethodSource("games")
    void randomGameEndsAndLegalMovesMatchDecide(int seats, String seed) {
        InwoPlay play = InwoPlay.start(InwoFixture.RULES, decks(seats), seed, Map.of("turnLimit", 60));
        RulesOracle oracle = play.watch(); // tokens and victories, from the rules file
        Random r = new Random(seed.hashCode());
        int moves = 0;
        while (!play.state.finished()) {
            assertThat(moves++).as("the game should end").isLessThan(30_000);
            List<Integer> awaiting = play.rules.awaiting(play.state);
            assertThat(awaiting).as("an unfinished game awaits somebody").isNotEmpty();
            int seat = awaiting.get(r.nextInt(awaiting.size()));
            List<InwoCommand> legal = play.rules.legalMoves(play.state, seat);
            assertThat(legal).as("an awaited seat has moves in %s", play.state.phase()).isNotEmpty();
            if (moves % 7 == 0) checkDecideMatches(play, seat, legal, r);
            play.send(seat, pick(legal, r));
        }
        assertThat(play.state.reason()).isIn("VICTORY", "ELIMINATION", "TURN_LIMIT");
        assertThat(play.replay()).isEqualTo(play.state);
        assertThat(play.rules.version()).as("the newest rules").isEqualTo(InwoVersion.NEWEST.number());
        oracle.checkedAtLeast(play.state, 10);
    }

    static final InwoRules SHIPPED = new InwoRules(InwoTestDecks.SHIPPED);

    static Stream<Arguments> shipped() {
        List<Arguments> out = new ArrayList<>();
        for (int seats = 2; seats <= 5; seats++) out.add(Arguments.of(seats, "inwo-shipped-" + seats));
        return out.stream();
    }

    @ParameterizedTest(name = "{0} seats, {1}")
    @MethodSource("shipped")
    void randomGameWithTheShippedCatalogueEndsAndLegalMovesMatchDecide(int seats, String seed) {
        List<List<String>> decks = new ArrayList<>();
        for (int i = 0; i < seats; i++) decks.add(InwoTestDecks.deck(i));
        InwoPlay play = InwoPlay.start(SHIPPED, decks, seed, Map.of("turnLimit", 60));
        RulesOracle oracle = play.watch();
        InwoFamilyGames.playOut(play, new Random(seed.hashCode()), InwoFamilyGames.EVERY_LISTED_MOVE_IS_ACCEPTED,
                (g, seat, awaiting, legal, r) -> pick(legal, r));
        assertThat(play.rules.version()).as("the newest rules").isEqualTo(InwoVersion.NEWEST.number());
        oracle.checkedAtLeast(play.state, 10);
    }

    /** Every legal move is accepted; commands built from the same cards but not listed are refused. */
    static void checkDecideMatches(InwoPlay play, int seat, List<InwoCommand> legal, Random r) {
        for (InwoCommand c : legal) play.rules.decide(play.state, seat, c, play.rng());
        List<InwoCommand> candidates = InwoLegalMoves.candidates(new InwoDecider(
                new io.tabletop.games.inwo.abilities.Abilities(InwoFixture.CATALOGUE)), play.state, seat);
        int checked = 0;
        for (InwoCommand c : candidates) {
            if (legal.contains(c) || r.nextInt(4) > 0) continue;
            assertThatThrownBy(() -> play.rules.decide(play.state, seat, c, play.rng())).as("%s", c)
                    .isInstanceOf(RuleViolation.class);
            if (++checked > 20) break;
        }
        for (int other = 0; other < play.state.seats(); other++) {
            if (play.rules.awaiting(play.state).contains(other)) continue;
            assertThat(play.rules.legalMoves(play.state, other)).as("only any-time trade moves") // r4 trade
                    .allMatch(io.tabletop.games.inwo.trade.Trades::handles);
            int o = other;
            assertThatThrownBy(() -> play.rules.decide(play.state, o, new Pass(), play.rng())).isInstanceOf(RuleViolation.class);
        }
    }
}
