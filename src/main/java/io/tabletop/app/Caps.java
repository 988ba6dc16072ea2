package io.tabletop.app;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Caps on what callers hold open (live streams, long-polls), in two budgets that never draw on each other: seats
 * (per seat, per remote address, per instance) and spectators (per address, per game, per instance). A seat is
 * never refused because spectators crowd its game or this instance. A caller past its own caps (a seat's, an
 * address's) gets 429; past a game's or this instance's 503 (another replica may have room); both with
 * Retry-After. Admission takes a permit that the holder gives back exactly once.
 */
public final class Caps {

    /** The caps of one kind of thing; 0 or less means no cap. */
    public record Limits(int perSeat, int seatsPerAddress, int seatsPerInstance, int spectatorsPerAddress,
                         int spectatorsPerGame, int spectatorsPerInstance) {}

    private final String what;
    private final String tooManyCode;
    private final String fullCode;
    private final Limits limits;
    private final Duration retryAfter;
    private final ConcurrentHashMap<String, Integer> held = new ConcurrentHashMap<>();
    private final AtomicInteger total = new AtomicInteger();

    public Caps(String what, String tooManyCode, String fullCode, Limits limits, Duration retryAfter) {
        this.what = what;
        this.tooManyCode = tooManyCode;
        this.fullCode = fullCode;
        this.limits = limits;
        this.retryAfter = retryAfter;
    }

    /** Takes a permit for {@code caller} in {@code game}, or throws a 429/503 {@link ApiProblem} (taking nothing). */
    public Permit admit(UUID game, Caller caller) {
        List<String> taken = new ArrayList<>(3);
        // the caller's own caps first: past them it is told so (429), whatever else is full
        if (caller.spectator()) {
            String kind = "spectators' " + what;
            if (caller.address() != null && !take("Pa:" + caller.address(), limits.spectatorsPerAddress(), taken)) {
                throw refuse(true, "your address holds its maximum of " + limits.spectatorsPerAddress() + " " + kind,
                        taken);
            }
            if (!take("Pg:" + game, limits.spectatorsPerGame(), taken)) {
                throw refuse(false, "this game has its maximum of " + limits.spectatorsPerGame() + " " + kind
                        + " (its seats have a budget of their own)", taken);
            }
            if (!take("P*", limits.spectatorsPerInstance(), taken)) {
                throw refuse(false, "this instance holds its maximum of " + limits.spectatorsPerInstance() + " "
                        + kind, taken);
            }
        } else {
            if (!take("s:" + game + ":" + caller.seat(), limits.perSeat(), taken)) {
                throw refuse(true, "your seat holds its maximum of " + limits.perSeat() + " " + what
                        + " in this game; close one first", taken);
            }
            if (caller.address() != null && !take("Sa:" + caller.address(), limits.seatsPerAddress(), taken)) {
                throw refuse(true, "your address holds its maximum of " + limits.seatsPerAddress() + " seats' "
                        + what, taken);
            }
            if (!take("S*", limits.seatsPerInstance(), taken)) {
                throw refuse(false, "this instance holds its maximum of " + limits.seatsPerInstance() + " seats' "
                        + what, taken);
            }
        }
        total.incrementAndGet();
        return new Permit(taken);
    }

    /** Permits held now. */
    int held() {
        return total.get();
    }

    private boolean take(String key, int max, List<String> taken) {
        boolean[] ok = {false};
        held.compute(key, (k, n) -> {
            int now = n == null ? 0 : n;
            if (max > 0 && now >= max) return n;
            ok[0] = true;
            return now + 1;
        });
        if (ok[0]) taken.add(key);
        return ok[0];
    }

    private ApiProblem refuse(boolean callersOwn, String detail, List<String> taken) {
        taken.forEach(this::give);
        int seconds = (int) Math.max(1, Math.min(3600, retryAfter.toSeconds()));
        return callersOwn ? ApiProblem.tooManyRequests(tooManyCode, detail, seconds)
                : ApiProblem.unavailable(fullCode, detail, seconds);
    }

    private void give(String key) {
        held.computeIfPresent(key, (k, n) -> n <= 1 ? null : n - 1);
    }

    /** What one admission holds; {@link #release()} gives it back (again is a no-op). */
    public final class Permit {
        private final List<String> keys;
        private final AtomicBoolean released = new AtomicBoolean();

        private Permit(List<String> keys) {
            this.keys = keys;
        }

        public void release() {
            if (!released.compareAndSet(false, true)) return;
            keys.forEach(Caps.this::give);
            total.decrementAndGet();
        }
    }
}
