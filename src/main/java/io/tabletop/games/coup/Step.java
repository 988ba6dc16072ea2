package io.tabletop.games.coup;

import java.util.List;

/**
 * Where a turn stands. The steps clients see wait for somebody's input; the transient ones ({@link Challenged},
 * {@link Resolving}, {@link Ending}) only exist between two events of one batch, never between two moves.
 */
public sealed interface Step {

    /** Client-facing name: DECLARE, REACTIONS, BLOCK_RESPONSE, LOSE_INFLUENCE, EXCHANGE, SHOW, DECIDE, FINISHED. */
    String label();

    /** Waiting for the actor's declaration. */
    record Declaring() implements Step {
        public String label() { return "DECLARE"; }
    }

    /** The reaction window: {@code pending} may still PASS, CHALLENGE or BLOCK; empty = everybody passed. */
    record Reacting(List<Integer> pending) implements Step {
        public Reacting {
            pending = List.copyOf(pending);
        }

        public String label() { return "REACTIONS"; }
    }

    /** The actor answers a block: accept it or challenge it. */
    record AnsweringBlock() implements Step {
        public String label() { return "BLOCK_RESPONSE"; }
    }

    /** {@code seat} must turn a hidden card face up; then the action resolves or the turn ends. */
    record LosingInfluence(int seat, After then) implements Step {
        public String label() { return "LOSE_INFLUENCE"; }
    }

    /** MEDIA/UN (draw): the actor chooses what to keep from hand + {@code drawn}. */
    record Exchanging(List<Card> drawn) implements Step {
        public Exchanging {
            drawn = List.copyOf(drawn);
        }

        public String label() { return "EXCHANGE"; }
    }

    /** UN (inspect): the target chooses which hidden card to show. */
    record Showing() implements Step {
        public String label() { return "SHOW"; }
    }

    /** UN (inspect): the actor has seen {@code shown} and decides whether the target must swap it. */
    record Deciding(Card shown) implements Step {
        public String label() { return "DECIDE"; }
    }

    /** A challenge was made; the next event says whether the claim held. */
    record Challenged() implements Step {
        public String label() { return "CHALLENGED"; }
    }

    /** The action takes effect next. */
    record Resolving() implements Step {
        public String label() { return "RESOLVING"; }
    }

    /** The turn is over; the proven card (if any) is replaced and the next player starts. */
    record Ending() implements Step {
        public String label() { return "ENDING"; }
    }

    record Finished() implements Step {
        public String label() { return "FINISHED"; }
    }

    /** What follows a lost influence. */
    enum After { RESOLVE, END_TURN }
}
