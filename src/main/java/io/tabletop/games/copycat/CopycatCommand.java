package io.tabletop.games.copycat;

import io.tabletop.engine.Omittable;
import io.tabletop.engine.Range;

/**
 * What a seat may send. Card ids are strings ({@code "25"}, start cards {@code "A9"}); office ids as in the
 * catalogue ({@code "B10"}, {@code "O1"}); street slots 1-11. Choices that could combine many cards are made one
 * card per command (DISCARD, TRASH, KEEP, PAY).
 */
public sealed interface CopycatCommand {

    /** Bounds far above anything a game reaches, so that no client number comes near int overflow. */
    int MAX_COUNT = 1_000;
    int MAX_DOCTORATE_VP = 10_000;

    /** P1: the hand card revealed for turn order (hidden until everybody has chosen). */
    record ChooseTurnCard(String card) implements CopycatCommand {}

    /** P2: play a blue, purple or grey card; P3 before laying out: play Brainstorming. */
    record PlayCard(String card) implements CopycatCommand {}

    /** P3 after laying out: use a grey card lying in your play area (Team Bonus, Press Secretary). */
    record Activate(String card) implements CopycatCommand {}

    /** P2: place a worker (your turn's placement, or the extra one an effect offers). */
    record PlaceWorker(String office) implements CopycatCommand {}

    /**
     * Use an office you stand in whose action you trigger yourself: Allocation Office, trash office, special buy; or
     * carry out the action of the blue or purple office you just placed on (D28; DECLINE lets it go).
     */
    record UseOffice(String office) implements CopycatCommand {}

    /** P2: no more placements this round. */
    record Pass() implements CopycatCommand {}

    /** Let the effect waiting for your choice go. */
    record Decline() implements CopycatCommand {}

    /** EXCHANGE and TRASH_FOR_COINS: how many cards (declared before choosing them). */
    record Declare(@Range(min = 0, max = MAX_COUNT, code = "INVALID_COUNT") int count) implements CopycatCommand {}

    /** EXCHANGE: one hand card to temp discard. */
    record Discard(String card) implements CopycatCommand {}

    /** TRASH_FOR_WORKER and TRASH_FOR_COINS: one hand card removed from the game. */
    record Trash(String card) implements CopycatCommand {}

    /** FUNDRAISE: pay with a money card from your hand ({@code card}) or your yellow office ({@code office}). */
    record Pay(@Omittable String card, @Omittable String office) implements CopycatCommand {}

    /** FUNDRAISE: draw this many cards (at most what you paid). */
    record Draw(@Range(min = 0, max = MAX_COUNT, code = "INVALID_COUNT") int count) implements CopycatCommand {}

    /** Team Bonus: the worker (by its office) whose action is used again. */
    record ReuseWorker(String office) implements CopycatCommand {}

    /** Press Secretary: the card in your play area resolved once more. */
    record Copy(String card) implements CopycatCommand {}

    /** Allocation Office: the card in your play area resolved a second time. */
    record Reuse(String card) implements CopycatCommand {}

    /** Brainstorming: set one hand card aside for the next round. */
    record Keep(String card) implements CopycatCommand {}

    /** Brainstorming: no more cards to set aside. */
    record Done() implements CopycatCommand {}

    /** Wife's Charity Event: coins or VP. */
    record Choose(String card, Option option) implements CopycatCommand {}

    /** P3: lay out the whole hand (D25 step 3). */
    record LayOut() implements CopycatCommand {}

    /** P3: Garden Parties add their base, then buying begins (D25 steps 5-6). */
    record StartBuying() implements CopycatCommand {}

    /** P3: buy the card in a street slot with a buy permit. */
    record Buy(@Range(min = 1, max = CopycatState.STREET, code = "INVALID_SLOT") int slot) implements CopycatCommand {}

    /** P3: buy the doctorate in a street slot, paying its surcharge and {@code vp} coins for as many VP. */
    record BuyDoctorate(@Range(min = 1, max = CopycatState.STREET, code = "INVALID_SLOT") int slot,
                        @Range(min = 1, max = MAX_DOCTORATE_VP, code = "INVALID_VP") int vp)
            implements CopycatCommand {}

    /** P3: done buying; score and hand over (D25 steps 7-8). */
    record EndTurn() implements CopycatCommand {}

    enum Option { COINS, VP }
}
