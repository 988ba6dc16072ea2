package io.tabletop.games.copycat;

import io.tabletop.engine.Nullable;
/**
 * An effect waiting for its player's choice, one step at a time (so that combinatorial choices never explode):
 * <ul>
 * <li>PLACE / PLACE_ELBOWS: one more placement (EXTRA_OFFICE into an empty office; ELBOWS beside another player)</li>
 * <li>EXCHANGE_COUNT ({@code count} = most) then EXCHANGE ({@code count} = still to put aside, {@code value} = total)</li>
 * <li>TRASH_FOR_WORKER: a hand card to remove for a worker</li>
 * <li>FUNDRAISE ({@code value} = coins paid so far): sources to pay, then how many cards to draw</li>
 * <li>REUSE_WORKER ({@code card} = the Team Bonus, {@code office} = a worker it may not pick again)</li>
 * <li>COPY ({@code card} = the Press Secretary), REUSE_CARD ({@code office} = the Allocation Office)</li>
 * <li>TRASH_COUNT then TRASH_FOR_COINS ({@code office}; {@code value} 1 when the coins pay a FUNDRAISE)</li>
 * <li>KEEP: hand cards to set aside (Brainstorming); CHOOSE ({@code card}): coins or VP on a second use</li>
 * <li>OFFICE_ACTION ({@code office}): a blue or purple office's action after placement, carried out or declined (D28)</li>
 * </ul>
 */
public record Pending(Kind kind, @Nullable String card, @Nullable String office, int count, int value) {

    public enum Kind {
        PLACE, PLACE_ELBOWS, EXCHANGE_COUNT, EXCHANGE, TRASH_FOR_WORKER, FUNDRAISE, REUSE_WORKER, COPY, REUSE_CARD,
        TRASH_COUNT, TRASH_FOR_COINS, KEEP, CHOOSE, OFFICE_ACTION
    }

    public static Pending of(Kind kind) {
        return new Pending(kind, null, null, 0, 0);
    }

    public Pending withCount(int n) {
        return new Pending(kind, card, office, n, value);
    }

    public Pending withValue(int v) {
        return new Pending(kind, card, office, count, v);
    }
}
