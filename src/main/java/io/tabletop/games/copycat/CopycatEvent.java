package io.tabletop.games.copycat;

import io.tabletop.engine.NullItems;
import io.tabletop.engine.Nullable;
import java.util.List;

/**
 * Facts of a Copycat game. Fields that some viewers may not see are nullable and blanked by
 * {@link CopycatRedaction}: deck orders (nobody's to see), drawn and kept cards (their owner's), a turn-order card
 * before the reveal (its owner's).
 */
public sealed interface CopycatEvent {

    /** Everything the setup decided; {@code cards} of decks, the action deck and the office stack are hidden. */
    record GameSetUp(List<Integer> bus, List<Deck> decks, List<String> street, int actionDeckSize,
                     @Nullable List<String> actionDeck, List<String> offices, int officeStackSize, @Nullable List<String> officeStack,
                     List<String> removed) implements CopycatEvent {}

    record Deck(int seat, String set, int size, @Nullable List<String> cards) {}

    record RoundStarted(int round) implements CopycatEvent {}

    /** The discard pile became the new deck, in an order nobody sees. */
    record DiscardShuffled(int seat, int size, @Nullable List<String> order) implements CopycatEvent {}

    record CardsDrawn(int seat, int count, @Nullable List<String> cards) implements CopycatEvent {}

    /** Cards set aside by Brainstorming join the hand. */
    record KeptCardsTaken(int seat, int count, @Nullable List<String> cards) implements CopycatEvent {}

    /** A card chosen for turn order, face down ({@code card} null: the hand was empty). */
    record TurnCardChosen(int seat, @Nullable String card) implements CopycatEvent {}

    /** All turn-order cards revealed together (they go to temp discard) and the new bus. */
    record TurnOrderDecided(List<Reveal> reveals, List<Integer> bus) implements CopycatEvent {}

    record Reveal(int seat, @Nullable String card, int number) {}

    record PhaseStarted(Phase phase) implements CopycatEvent {}

    record TurnStarted(int seat) implements CopycatEvent {}

    /** A card from the hand into the play area; it resolves (its first use) unless it waits for a choice. */
    record CardPlayed(int seat, String card) implements CopycatEvent {}

    /** The whole hand into the play area (P3); cards resolve one by one with {@link CardResolved}. */
    record HandLaidOut(int seat, List<String> cards) implements CopycatEvent {}

    /** A card in the play area resolves: its first use, or its second ({@code by} names the copier). */
    record CardResolved(int seat, String card, @Nullable String by) implements CopycatEvent {}

    /** A money card paid into a FUNDRAISE: it stays in the play area, used up (no further use this round, D18). */
    record CardSpent(int seat, String card) implements CopycatEvent {}

    /** A card that resolved a second time leaves the play area for temp discard. */
    record CardSetAside(int seat, String card) implements CopycatEvent {}

    record WorkerPlaced(int seat, String office, boolean elbows, int tokens) implements CopycatEvent {}

    /** An office action of {@code seat}'s worker resolves (first use, or second with Team Bonus {@code by}). */
    record OfficeActionUsed(int seat, String office, @Nullable String by) implements CopycatEvent {}

    /**
     * A yellow office whose action paid into a FUNDRAISE: used up like a spent money card, so no Team Bonus can
     * use it again in P3 (D18: each source used to pay is consumed and gives nothing in P3).
     */
    record OfficeSpent(int seat, String office) implements CopycatEvent {}

    record WorkersHired(int seat, int count) implements CopycatEvent {}

    record CardTrashed(int seat, String card) implements CopycatEvent {}

    record CardDiscarded(int seat, String card) implements CopycatEvent {}

    record CardKept(int seat, @Nullable String card) implements CopycatEvent {}

    record CoinsGained(int seat, int amount, boolean base) implements CopycatEvent {}

    record VpGained(int seat, int amount) implements CopycatEvent {}

    record PermitsGained(int seat, int count) implements CopycatEvent {}

    /** A Garden Party or Campaign Trail resolution counted (at most 2 each per round). */
    record DoublerCounted(int seat, String card, boolean coins) implements CopycatEvent {}

    record ChoiceMade(int seat, String card, CopycatCommand.Option option) implements CopycatEvent {}

    /** An effect now waits for {@code seat}'s choice (pushed on top of any other). */
    record EffectOpened(int seat, Pending effect) implements CopycatEvent {}

    /** The waiting effect changed (a count went down, coins were paid…). */
    record EffectUpdated(int seat, Pending effect) implements CopycatEvent {}

    record EffectClosed(int seat) implements CopycatEvent {}

    record PassedActions(int seat) implements CopycatEvent {}

    record BuyingStarted(int seat, int doubled) implements CopycatEvent {}

    record CardBought(int seat, String card, int slot, int price, List<String> reds) implements CopycatEvent {}

    record DoctorateBought(int seat, String card, int slot, int price, int vp, List<String> reds)
            implements CopycatEvent {}

    /** SPECIAL_BUY: gaps closed to the left, empty slots refilled from the deck ({@code drawn}). */
    record StreetClosedUp(@NullItems List<String> street, List<String> drawn) implements CopycatEvent {}

    record TurnScored(int seat, int vp, int coinsLost) implements CopycatEvent {}

    /** P4: a token on every office without a worker, cards to the discards, workers home. */
    record RoundCleanedUp(int round, List<String> tokens) implements CopycatEvent {}

    record OfficeOpened(String office) implements CopycatEvent {}

    /** P4: unsold cards of the first slots removed, the rest shifted left, the street refilled. */
    record StreetCleared(List<String> removed, @NullItems List<String> street, List<String> drawn) implements CopycatEvent {}

    /** {@code reason}: VP, DOCTORATES or LAST_ROUND (D23), or TURN_LIMIT when the turn limit ends the game. */
    record GameEnded(List<Integer> winners, String reason) implements CopycatEvent {}
}
