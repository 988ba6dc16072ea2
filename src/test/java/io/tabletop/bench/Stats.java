package io.tabletop.bench;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.LongAdder;

/**
 * What the bots measured. The measurement window is [windowStart, windowEnd] in System.nanoTime(); a request
 * counts only when it both started and finished inside it, so warm-up and the stop are left out. Live counters
 * (for the progress lines) count everything, window or not.
 */
final class Stats {

    /** The kinds of request that are timed. */
    enum Kind {
        MOVE_ACCEPTED("POST /moves 200 (accepted)"),
        MOVE_ANY("POST /moves (any status)"),
        MOVE_ACCEPTED_PASS("  of the accepted: PASS"),
        MOVE_ACCEPTED_REST("  of the accepted: not a PASS"),
        GET_STATE("GET /state (200 + 304, no wait)"),
        GET_STATE_WAIT("GET /state long-poll (incl. waiting)"),
        GET_LEGAL("GET /legal-moves"),
        GET_ANY("GET state + legal-moves"),
        LOBBY_LIST("GET /games?status=OPEN"),
        LOBBY_CREATE("POST /games"),
        LOBBY_SEAT("POST /seats"),
        LOBBY_QUICK("POST /seats (any game)"),
        LOBBY_LIVE("POST /seats/live (to the grant)"),
        SSE_OPEN("GET /events (a seat's stream, to head)"),
        BOT_WAIT("a decision waiting for a free bot");

        final String label;

        Kind(String label) {
            this.label = label;
        }
    }

    /** Counted outcomes (inside the window). */
    enum Count {
        MOVES_ACCEPTED, MOVES_POSTED, MOVES_412, MOVES_409, MOVES_422, MOVES_OTHER,
        STATE_200, STATE_304, LEGAL_EMPTY, SEAT_CONFLICTS, GAMES_CREATED, GAMES_FINISHED,
        HTTP_5XX, HTTP_UNEXPECTED, IO_ERRORS, STATE_EVENTS, STREAMS_OPENED, STREAM_RECONNECTS
    }

    volatile long windowStart = Long.MAX_VALUE;
    volatile long windowEnd = Long.MAX_VALUE;

    final LongAdder liveAccepted = new LongAdder();
    final LongAdder liveStale = new LongAdder();
    final LongAdder liveGets = new LongAdder();
    final LongAdder liveErrors = new LongAdder();
    /** POSTs of a move answered (any status), window or not: the ramp's 412 share. */
    final LongAdder livePosted = new LongAdder();
    /** Accepted POSTs' times since the last {@link #drainRamp()}: the ramp's POST p99 per 5 s. */
    private Latencies rampAccepted = new Latencies();

    private final Map<Count, LongAdder> counts = new EnumMap<>(Count.class);
    private final List<Recorder> recorders = new CopyOnWriteArrayList<>();
    /** A few examples of unexpected answers, for the report. */
    final Map<String, String> oddities = new ConcurrentHashMap<>();
    /** POSTs answered 412 in the window, by the command's type and how far the head had moved (diagnosis). */
    final Map<String, LongAdder> staleBy = new ConcurrentHashMap<>();

    Stats() {
        for (Count c : Count.values()) counts.put(c, new LongAdder());
    }

    boolean inWindow(long start, long end) {
        return start >= windowStart && end <= windowEnd;
    }

    void count(Count c, long start, long end) {
        if (inWindow(start, end)) counts.get(c).increment();
    }

    void stale(String key, long start, long end) {
        if (inWindow(start, end)) staleBy.computeIfAbsent(key, k -> new LongAdder()).increment();
    }

    /** A POST of a move answered {@code status} after {@code nanos}, for the ramp (window or not). */
    void livePost(int status, long nanos) {
        livePosted.increment();
        if (status == 200) {
            synchronized (this) {
                rampAccepted.add(nanos);
            }
        }
    }

    /** The accepted POSTs' times since the last call, sorted. */
    Latencies.Sorted drainRamp() {
        Latencies l;
        synchronized (this) {
            l = rampAccepted;
            rampAccepted = new Latencies();
        }
        return Latencies.merge(List.of(l));
    }

    void countAlways(Count c, long n) {
        counts.get(c).add(n);
    }

    long get(Count c) {
        return counts.get(c).sum();
    }

    void oddity(String key, String example) {
        if (oddities.size() < 20) oddities.putIfAbsent(key, example);
    }

    /** A bot's own latency logs. */
    Recorder recorder() {
        Recorder r = new Recorder();
        recorders.add(r);
        return r;
    }

    Latencies.Sorted merged(Kind kind) {
        List<Latencies> parts = new ArrayList<>();
        for (Recorder r : recorders) {
            synchronized (r) {
                parts.add(r.logs.get(kind).copy());
            }
        }
        return Latencies.merge(parts);
    }

    /** Lobby requests in the window: list, create, take a seat, quick join. */
    long lobbyRequests() {
        return merged(Kind.LOBBY_LIST).count() + merged(Kind.LOBBY_CREATE).count() + merged(Kind.LOBBY_SEAT).count()
                + merged(Kind.LOBBY_QUICK).count() + merged(Kind.LOBBY_LIVE).count();
    }

    /** HTTP requests the bots sent in the window (every kind that is one request; long-polls included). */
    long requests() {
        long n = 0;
        for (Kind k : new Kind[] {Kind.MOVE_ANY, Kind.GET_ANY, Kind.LOBBY_LIST, Kind.LOBBY_CREATE, Kind.LOBBY_SEAT,
                Kind.LOBBY_QUICK, Kind.LOBBY_LIVE, Kind.SSE_OPEN}) {
            n += merged(k).count();
        }
        return n;
    }

    final class Recorder {
        private final Map<Kind, Latencies> logs = new EnumMap<>(Kind.class);

        Recorder() {
            for (Kind k : Kind.values()) logs.put(k, new Latencies());
        }

        /** Synchronized: one bot thread records into its own (uncontended), the SSE players share one. */
        synchronized void record(Kind kind, long start, long end) {
            if (inWindow(start, end)) logs.get(kind).add(end - start);
        }
    }
}
