package io.tabletop.games.copycat;

import java.util.ArrayList;
import java.util.List;

/** An office in play: its VP tokens and the workers standing in it. */
public record Office(String id, int tokens, List<Worker> workers) {

    public Office {
        workers = List.copyOf(workers);
    }

    public static Office empty(String id) {
        return new Office(id, 0, List.of());
    }

    public boolean hasWorkerOf(int seat) {
        return workers.stream().anyMatch(w -> w.seat() == seat);
    }

    public Worker workerOf(int seat) {
        return workers.stream().filter(w -> w.seat() == seat).findFirst().orElse(null);
    }

    public Office with(Worker w) {
        List<Worker> all = new ArrayList<>(workers);
        all.add(w);
        return new Office(id, tokens, all);
    }

    public Office usedBy(int seat) {
        List<Worker> all = new ArrayList<>();
        for (Worker w : workers) all.add(w.seat() == seat ? w.used() : w);
        return new Office(id, tokens, all);
    }

    /** {@code seat}'s worker here is used up for the round (its action paid into a FUNDRAISE, D18). */
    public Office spentBy(int seat) {
        List<Worker> all = new ArrayList<>();
        for (Worker w : workers) all.add(w.seat() == seat ? new Worker(seat, 2, w.elbows()) : w);
        return new Office(id, tokens, all);
    }

    public Office withTokens(int t) {
        return new Office(id, t, workers);
    }

    public Office cleared() {
        return new Office(id, tokens, List.of());
    }
}
