package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.IntFunction;
import io.tabletop.games.inwo.model.InwoCommand;

/**
 * The play loop the per-family random-games tests share: a game of {@code seats} with each seat's deck from
 * {@code deck}, the turn limit 60, a random awaited seat each step; every awaited seat has moves, every fifth step
 * {@code decide} accepts each listed move, the family's {@link Picker} chooses (and counts what it needs), the
 * {@link RulesOracle} checks token refreshes and victories from public views, and the game ends (victory,
 * elimination or the turn limit) with replay equal to the live state.
 */
final class InwoFamilyGames {

    private InwoFamilyGames() {}

    /** Chooses the move of {@code seat} among {@code legal} (the family's cards some of the time). */
    @FunctionalInterface
    interface Picker {
        InwoCommand pick(InwoPlay play, int seat, List<Integer> awaiting, List<InwoCommand> legal, Random r);
    }

    /** Checks a step's legal moves against {@code decide} (every fifth step). */
    @FunctionalInterface
    interface Check {
        void at(InwoPlay play, int seat, List<InwoCommand> legal, Random r);
    }

    /** {@code decide} accepts every listed move. */
    static final Check EVERY_LISTED_MOVE_IS_ACCEPTED = (play, seat, legal, r) -> {
        for (InwoCommand c : legal) play.rules.decide(play.state, seat, c, play.rng());
    };

    /** Plays one game to its end (seed {@code "inwo-<family>-<seats>"}) and returns it for the family's checks. */
    static InwoPlay play(String family, int seats, IntFunction<List<String>> deck, Picker picker) {
        List<List<String>> decks = new ArrayList<>();
        for (int i = 0; i < seats; i++) decks.add(deck.apply(i));
        String seed = "inwo-" + family + "-" + seats;
        InwoPlay play = InwoPlay.start(InwoRandomGamesTest.SHIPPED, decks, seed, Map.of("turnLimit", 60));
        return playOut(play, new Random(seed.hashCode()), EVERY_LISTED_MOVE_IS_ACCEPTED, picker);
    }

    /** Plays a started game to its end: the loop every INWO random-games test shares. */
    static InwoPlay playOut(InwoPlay play, Random r, Check check, Picker picker) {
        return playOut(play, r, check, 5, picker);
    }

    /** As above, checking every {@code checkEvery}-th step. */
    static InwoPlay playOut(InwoPlay play, Random r, Check check, int checkEvery, Picker picker) {
        RulesOracle oracle = play.oracle != null ? play.oracle : play.watch(); // tokens and victories, from the rules file
        int moves = 0;
        boolean instructions = play.rules.version() >= 4;
        // I6: every seat is asked in every window (so the families' answers get played), and now and then a seat
        // changes its standing instructions, which the server then plays for it
        if (instructions) for (int seat = 0; seat < play.state.seats(); seat++) play.send(seat, new InwoCommand.SetStops(List.of()));
        while (!play.state.finished()) {
            if (instructions && r.nextInt(100) == 0) {
                int seat = r.nextInt(play.state.seats());
                if (!play.state.player(seat).out()) play.send(seat, new InwoCommand.SetStops(randomStops(r)));
                if (play.state.finished()) break;
            }
            assertThat(moves++).as("the game should end").isLessThan(30_000);
            List<Integer> awaiting = play.rules.awaiting(play.state);
            assertThat(awaiting).isNotEmpty();
            int seat = awaiting.get(r.nextInt(awaiting.size()));
            List<InwoCommand> legal = play.rules.legalMoves(play.state, seat);
            assertThat(legal).as("an awaited seat has moves in %s", play.state.phase()).isNotEmpty();
            if (moves % checkEvery == 0) check.at(play, seat, legal, r);
            play.send(seat, picker.pick(play, seat, awaiting, legal, r));
        }
        assertThat(play.state.reason()).isIn("VICTORY", "ELIMINATION", "TURN_LIMIT");
        assertThat(play.replay()).isEqualTo(play.state);
        oracle.sawEveryRefresh(play.state);
        return play;
    }

    /** A random set of standing instructions. */
    static List<io.tabletop.games.inwo.model.AutoPass> randomStops(Random r) {
        List<io.tabletop.games.inwo.model.AutoPass> out = new ArrayList<>();
        for (var k : io.tabletop.games.inwo.model.AutoPass.values()) if (r.nextInt(3) == 0) out.add(k);
        return out;
    }

    /** One of {@code ours} with probability 1/{@code oneIn} when there is any, else any legal move as usual. */
    static InwoCommand sometimes(List<InwoCommand> ours, int oneIn, List<InwoCommand> legal, Random r) {
        return !ours.isEmpty() && r.nextInt(oneIn) == 0 ? ours.get(r.nextInt(ours.size())) : InwoRandomGamesTest.pick(legal, r);
    }
}
