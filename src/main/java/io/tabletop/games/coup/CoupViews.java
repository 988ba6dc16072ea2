package io.tabletop.games.coup;

import io.tabletop.engine.Viewer;
import java.util.ArrayList;
import java.util.List;

/** view: the one place that decides what each viewer may see of the state. */
final class CoupViews {

    private CoupViews() {}

    static CoupView of(CoupState s, Viewer viewer) {
        List<CoupView.PlayerView> players = new ArrayList<>();
        for (Player p : s.players()) {
            boolean started = s.turn() != null;
            players.add(new CoupView.PlayerView(p.seat(), p.name(), p.coins(), p.hidden().size(), p.revealed(),
                    started && !s.inGame(p.seat()), viewer.sees(p.seat()) ? p.hidden() : null));
        }
        Turn t = s.turn();
        if (t == null) {
            return new CoupView(s.variant(), s.deck().size(), s.firstSeat(), players, null, null, s.winner(),
                    s.winners(), s.turnLimit());
        }
        List<Integer> pending = t.step() instanceof Step.Reacting r ? r.pending() : List.of();
        Integer loser = t.step() instanceof Step.LosingInfluence l ? l.seat() : null;
        CoupView.TurnView turn = new CoupView.TurnView(t.number(), t.actor(), t.step().label(), t.action(),
                t.target(), t.mode(), t.reactor(), t.block(), pending, t.provenCard(), t.provenBy(), loser);
        return new CoupView(s.variant(), s.deck().size(), s.firstSeat(), players, turn, privateView(t, viewer),
                s.winner(), s.winners(), s.turnLimit());
    }

    private static CoupView.PrivateView privateView(Turn t, Viewer viewer) {
        if (t.step() instanceof Step.Exchanging x && viewer.sees(t.actor())) {
            return new CoupView.PrivateView(x.drawn(), null);
        }
        if (t.step() instanceof Step.Deciding d && (viewer.sees(t.actor()) || viewer.sees(t.target()))) {
            return new CoupView.PrivateView(null, d.shown());
        }
        return null;
    }
}
