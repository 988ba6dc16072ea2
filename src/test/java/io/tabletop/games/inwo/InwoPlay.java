package io.tabletop.games.inwo;

import io.tabletop.engine.Options;
import io.tabletop.engine.Rng;
import io.tabletop.engine.SeededRng;
import io.tabletop.engine.Setup;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;

/** An INWO game played in process: commands decided and folded, every event kept for replays. */
final class InwoPlay {

    final InwoRules rules;
    /** Whether each batch and the views after it are held to the contract's nulls (off only where CPU is timed). */
    boolean declaredNulls = true;
    final String seed;
    final Setup setup;
    InwoState state;
    final List<InwoEvent> events = new ArrayList<>();
    long version;
    /** The rules oracle watching the game's events from now on (null: none). */
    RulesOracle oracle;

    private InwoPlay(InwoRules rules, String seed, Setup setup) {
        this.rules = rules;
        this.seed = seed;
        this.setup = setup;
    }

    static InwoPlay start(InwoRules rules, List<List<String>> decks, String seed, Map<String, ?> options) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < decks.size(); i++) names.add("p" + i);
        Options o = Options.validate(rules.type().options(), options);
        InwoPlay play = new InwoPlay(rules, seed, new Setup(names, o, decks));
        play.state = rules.setup(play.setup);
        play.apply(rules.start(play.state, new SeededRng(seed, 0)));
        return play;
    }

    Rng rng() {
        return new SeededRng(seed, version);
    }

    List<InwoEvent> send(int seat, InwoCommand c) {
        List<InwoEvent> out = rules.decide(state, seat, c, rng());
        apply(out);
        return out;
    }

    void apply(List<InwoEvent> out) {
        InwoState before = state;
        for (InwoEvent e : out) {
            state = rules.evolve(state, e);
            events.add(e);
            version++;
        }
        if (oracle != null) oracle.saw(before, out);
        if (declaredNulls) io.tabletop.contract.DeclaredNulls.played(rules, state, state.seats(), out);
    }

    /** Has a {@link RulesOracle} check every later command's events, and returns it. */
    RulesOracle watch() {
        oracle = new RulesOracle(rules);
        return oracle;
    }

    InwoState replay() {
        InwoState s = rules.setup(setup);
        for (InwoEvent e : events) s = rules.evolve(s, e);
        return s;
    }
}
