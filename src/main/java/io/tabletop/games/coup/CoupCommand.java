package io.tabletop.games.coup;

import io.tabletop.engine.Omittable;
import io.tabletop.engine.Range;
import io.tabletop.engine.Required;
import java.util.List;

/** What a seat may send. JSON names are the UPPER_SNAKE of the record names (ACCEPT_BLOCK, FORCE_EXCHANGE…). */
public sealed interface CoupCommand {

    /** Your turn: one action; {@code target} only for targeted actions; {@code mode} only (and always) for UN. */
    record Declare(@Required(code = "ACTION_REQUIRED") Action action,
                   @Omittable @Range(min = 0, max = CoupRules.MAX_SEATS - 1, code = "INVALID_TARGET") Integer target,
                   @Omittable UnMode mode) implements CoupCommand {}

    /** A reaction window: let the action (or nothing) happen. */
    record Pass() implements CoupCommand {}

    /** A reaction window: doubt the actor's claim; or, as the blocked actor, doubt the blocker's. */
    record Challenge() implements CoupCommand {}

    /** A reaction window: block the action claiming {@code card}. */
    record Block(Card card) implements CoupCommand {}

    /** Your action was blocked: let the block stand. */
    record AcceptBlock() implements CoupCommand {}

    /** You must lose an influence: the hidden card to turn face up. */
    record Reveal(Card card) implements CoupCommand {}

    /** After MEDIA or UN (draw): the cards to keep, exactly as many as your hidden cards. */
    record Keep(@Required(code = "INVALID_KEEP") List<Card> cards) implements CoupCommand {
        public Keep {
            cards = cards == null ? null : List.copyOf(cards);
        }
    }

    /** You are inspected by UN: the hidden card you show the inspector. */
    record Show(Card card) implements CoupCommand {}

    /** You inspected with UN: whether the target must swap the shown card for the deck's top card. */
    record ForceExchange(boolean exchange) implements CoupCommand {}

    Pass PASS = new Pass();
    Challenge CHALLENGE = new Challenge();
    AcceptBlock ACCEPT_BLOCK = new AcceptBlock();
}
