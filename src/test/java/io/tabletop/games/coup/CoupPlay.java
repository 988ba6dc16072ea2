package io.tabletop.games.coup;

import io.tabletop.engine.Options;
import io.tabletop.engine.SeededRng;
import io.tabletop.engine.Setup;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** In-process play for tests: a state, the events so far, and a version counting batches for the Rng. */
final class CoupPlay {

    static final CoupRules RULES = new CoupRules();

    final String seed;
    CoupState state;
    final List<CoupEvent> events = new ArrayList<>();
    long version;

    CoupPlay(String seed, CoupState state) {
        this.seed = seed;
        this.state = state;
    }

    /** A dealt game with the given options (variant, firstSeat…). */
    static CoupPlay start(int seats, String seed, Map<String, ?> options) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < seats; i++) names.add("p" + i);
        Options opts = Options.validate(RULES.type().options(), options);
        CoupPlay play = new CoupPlay(seed, RULES.setup(new Setup(names, opts)));
        play.apply(RULES.start(play.state, new SeededRng(seed, 0)));
        return play;
    }

    List<CoupEvent> send(int seat, CoupCommand command) {
        List<CoupEvent> out = RULES.decide(state, seat, command, new SeededRng(seed, ++version));
        apply(out);
        return out;
    }

    void apply(List<CoupEvent> batch) {
        for (CoupEvent e : batch) {
            state = RULES.evolve(state, e);
            events.add(e);
        }
        io.tabletop.contract.DeclaredNulls.played(RULES, state, state.seats(), batch);
    }

    /** Replays all events from a fresh setup. */
    CoupState replay(int seats, Map<String, ?> options) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < seats; i++) names.add("p" + i);
        CoupState s = RULES.setup(new Setup(names, Options.validate(RULES.type().options(), options)));
        for (CoupEvent e : events) s = RULES.evolve(s, e);
        return s;
    }
}
