package io.tabletop.games.coup;

/**
 * The current turn: who acts, what was declared, who reacted (the one reaction a turn allows), and the card set
 * aside after a won challenge. {@code paid} records that the action's cost is already paid (a challenged action
 * pays whatever the outcome).
 */
public record Turn(
        int number,
        int actor,
        Action action,
        Integer target,
        UnMode mode,
        Step step,
        Integer reactor,
        Card block,
        Card provenCard,
        Integer provenBy,
        boolean paid) {

    public static Turn start(int number, int actor) {
        return new Turn(number, actor, null, null, null, new Step.Declaring(), null, null, null, null, false);
    }

    public Turn withStep(Step next) {
        return new Turn(number, actor, action, target, mode, next, reactor, block, provenCard, provenBy, paid);
    }

    public Turn declared(Action a, Integer t, UnMode m, Step next) {
        return new Turn(number, actor, a, t, m, next, reactor, block, provenCard, provenBy, paid);
    }

    public Turn reactedBy(int seat, Card blockCard, Step next) {
        return new Turn(number, actor, action, target, mode, next, seat, blockCard, provenCard, provenBy, paid);
    }

    public Turn proven(int seat, Card card, Step next) {
        return new Turn(number, actor, action, target, mode, next, reactor, block, card, seat, paid);
    }

    public Turn provenReplaced() {
        return new Turn(number, actor, action, target, mode, step, reactor, block, null, null, paid);
    }

    public Turn markPaid() {
        return new Turn(number, actor, action, target, mode, step, reactor, block, provenCard, provenBy, true);
    }

    /** The blocking seat while a block stands (or is being answered). */
    public boolean blocked() {
        return block != null;
    }
}
