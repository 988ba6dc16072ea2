package io.tabletop.games.coup;

import io.tabletop.engine.Nullable;
import java.util.List;

/**
 * Facts of a Coup game. Fields that some seats may not see are nullable: {@link CoupRedaction} blanks them for
 * everybody who may not (the card lists of other hands, drawn and kept cards, a card shown in an inspection).
 */
public sealed interface CoupEvent {

    /** Two hidden cards to each seat; {@code cards} is visible to its owner only, {@code count} to all. */
    record CardsDealt(int firstSeat, List<Hand> hands, int deckSize) implements CoupEvent {}

    record Hand(int seat, int count, @Nullable List<Card> cards) {}

    record TurnStarted(int seat) implements CoupEvent {}

    record ActionDeclared(int seat, Action action, @Nullable Integer target, @Nullable UnMode mode) implements CoupEvent {}

    record ReactionPassed(int seat) implements CoupEvent {}

    /** {@code seat} doubts the actor's claim. */
    record ActionChallenged(int seat) implements CoupEvent {}

    record BlockDeclared(int seat, Card card) implements CoupEvent {}

    record BlockAccepted(int seat) implements CoupEvent {}

    /** The blocked actor {@code seat} doubts the blocker's claim. */
    record BlockChallenged(int seat) implements CoupEvent {}

    /** {@code seat} held the claimed card and shows it; it stays aside face up until the turn ends. */
    record ClaimProven(int seat, Card card) implements CoupEvent {}

    /** {@code seat} did not hold the claimed card. */
    record ClaimRefuted(int seat, Card card) implements CoupEvent {}

    record CoinsPaid(int seat, int amount) implements CoupEvent {}

    record CoinsGained(int seat, int amount) implements CoupEvent {}

    /** POLICE: {@code seat} takes {@code amount} (at most 2, all there is if less) from {@code from}. */
    record CoinsTaken(int seat, int from, int amount) implements CoupEvent {}

    /** The declared action takes effect now (after payment, before its effects). */
    record ActionResolved(int seat, Action action, @Nullable Integer target, @Nullable UnMode mode) implements CoupEvent {}

    /** The action's target left the game before the effect: nothing happens. */
    record EffectVoid(int seat, Action action, int target) implements CoupEvent {}

    /** A hidden card turned face up for good. */
    record InfluenceLost(int seat, Card card) implements CoupEvent {}

    /** No hidden card left; the player's coins leave the game. */
    record PlayerEliminated(int seat) implements CoupEvent {}

    /** MEDIA/UN: cards drawn from the court deck; {@code cards} visible to {@code seat} only. */
    record CardsDrawn(int seat, int count, @Nullable List<Card> cards) implements CoupEvent {}

    /** After an exchange: hidden cards kept and cards returned to the deck (which is shuffled); lists private. */
    record CardsKept(int seat, @Nullable List<Card> kept, int returnedCount, @Nullable List<Card> returned) implements CoupEvent {}

    /** UN inspection: {@code seat} shows {@code to} one hidden card; only the two of them see which. */
    record CardShown(int seat, int to, @Nullable Card card) implements CoupEvent {}

    /** UN inspection: whether the inspector {@code seat} forces {@code target} to swap the shown card. */
    record ExchangeDecided(int seat, int target, boolean exchange) implements CoupEvent {}

    /**
     * The forced swap: {@code seat} takes the deck's top card ({@code drawn}, seen by {@code seat} only) and the
     * shown card ({@code returned}, seen by {@code seat} and {@code inspector}) goes under the deck; shuffle.
     */
    record InspectedCardReplaced(int seat, int inspector, @Nullable Card returned, @Nullable Card drawn) implements CoupEvent {}

    /** After the turn: the proven card goes under the deck, the deck is shuffled, {@code seat} draws one. */
    record ProvenCardReplaced(int seat, Card returned, @Nullable Card drawn) implements CoupEvent {}

    record GameWon(int seat) implements CoupEvent {}

    /** Turn {@code turn}, the last the limit allows, ended with several players in: {@code winners} share the win. */
    record TurnLimitReached(int turn, List<Integer> winners) implements CoupEvent {}
}
