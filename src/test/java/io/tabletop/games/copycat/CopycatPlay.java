package io.tabletop.games.copycat;

import io.tabletop.app.JsonGameData;
import io.tabletop.engine.Options;
import io.tabletop.engine.SeededRng;
import io.tabletop.engine.Setup;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** In-process Copycat for tests: the shipped catalogue, a state, the events so far. */
final class CopycatPlay {

    static final Catalogue CATALOGUE = Catalogue.from(
            JsonGameData.standard().read(CopycatRules.CATALOGUE, CatalogueFile.class));
    static final CopycatRules RULES = new CopycatRules(CATALOGUE);

    final String seed;
    CopycatState state;
    final List<CopycatEvent> events = new ArrayList<>();
    long version;

    CopycatPlay(String seed, CopycatState state) {
        this.seed = seed;
        this.state = state;
    }

    static CopycatPlay start(int seats, String seed) {
        CopycatPlay play = new CopycatPlay(seed, RULES.setup(setup(seats)));
        play.apply(RULES.start(play.state, new SeededRng(seed, 0)));
        return play;
    }

    static Setup setup(int seats) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < seats; i++) names.add("p" + i);
        return new Setup(names, Options.validate(List.of(), Map.of()));
    }

    List<CopycatEvent> send(int seat, CopycatCommand command) {
        List<CopycatEvent> out = RULES.decide(state, seat, command, new SeededRng(seed, ++version));
        apply(out);
        return out;
    }

    void apply(List<CopycatEvent> batch) {
        for (CopycatEvent e : batch) {
            state = RULES.evolve(state, e);
            events.add(e);
        }
        io.tabletop.contract.DeclaredNulls.played(RULES, state, state.seats(), batch);
    }

    CopycatState replay(int seats) {
        CopycatState s = RULES.setup(setup(seats));
        for (CopycatEvent e : events) s = RULES.evolve(s, e);
        return s;
    }
}
