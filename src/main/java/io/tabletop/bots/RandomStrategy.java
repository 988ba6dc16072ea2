package io.tabletop.bots;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.random.RandomGenerator;

/** Any legal move, uniformly: the baseline every heuristic must beat. One instance per game type. */
public abstract class RandomStrategy implements Strategy {

    private final String game;

    protected RandomStrategy(String game) {
        this.game = game;
    }

    @Override
    public String id() {
        return game + "_RANDOM";
    }

    @Override
    public String game() {
        return game;
    }

    @Override
    public String description() {
        return "a uniformly random legal move";
    }

    @Override
    public JsonNode choose(SeatState state, RandomGenerator rng) {
        return pick(state.moves(), rng);
    }

    static JsonNode pick(java.util.List<JsonNode> moves, RandomGenerator rng) {
        return moves.get(rng.nextInt(moves.size()));
    }

    public static final class Coup extends RandomStrategy {
        public Coup() {
            super("COUP");
        }
    }

    public static final class Copycat extends RandomStrategy {
        public Copycat() {
            super("COPYCAT");
        }
    }

    /** INWO: any legal move (a seat taken by it still brings a deck: {"bot":"INWO_RANDOM","deck":{"starter":…}}). */
    public static final class Inwo extends RandomStrategy {
        public Inwo() {
            super("INWO");
        }
    }
}
