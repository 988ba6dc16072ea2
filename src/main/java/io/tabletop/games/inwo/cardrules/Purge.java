package io.tabletop.games.inwo.cardrules;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.model.Attack;
import io.tabletop.games.inwo.model.Sink;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.cards.Stat;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.LinkedPlot;
import io.tabletop.games.inwo.plots.LinkedPlots;
import io.tabletop.games.inwo.model.PendingPlot;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Placed;
import java.util.List;

/**
 * Purge (requires an action): "by the Illuminati: rival agents cards for it die; by a Group: Power and Global Power
 * -1, immune to copies". Played on one of the player's Groups ({@code target}; not his Illuminati, not a Resource),
 * the action paid by {@code helper}: his Illuminati or that Group itself (its token, spent at once), when he may
 * announce a Plot (his own main phase, or priority with nothing pending). Announced (ruling I7); closed uncancelled
 * while he still controls the Group:
 * <ul>
 *   <li>by the Illuminati: every agents card for that Group — a duplicate of it (same card) in a rival's hand — is
 *       discarded from that hand (event {@code CardDiscarded}, reason {@code PURGED}), face up, as the card says they
 *       die; the Plot goes to the discard pile;</li>
 *   <li>by the Group: Purge stays linked to it (event {@code PlotLinked}, like any linked Plot: it leaves play with the
 *       Group) with -1 Power and -1 Global Power (lasting: they count for goals, I4), and no agents card may be played
 *       in an attack on it, to aid or to oppose ({@code IMMUNE}).</li>
 * </ul>
 * Error codes: {@code NOT_NOW}, {@code INVALID_TARGET}, {@code INVALID_HELPER}, {@code NO_TOKEN},
 * {@code ALREADY_PURGED} (a Group bears one Purge at most).
 */
public final class Purge {

    private Purge() {}

    public static final String ID = "purge";

    /** Its lasting -1 Power / -1 Global Power on the Group it is linked to. */
    static boolean linkedEffect(Effect e) {
        return e instanceof Effect.StatBonus b && b.who() == Scope.LINKED && b.amount() == -1
                && (b.stat() == Stat.POWER || b.stat() == Stat.GLOBAL_POWER);
    }

    static void check(Abilities a, InwoState s, int seat, InwoCommand.PlayPlot x, boolean mayAnnounce) {
        if (!mayAnnounce) throw violation("NOT_NOW", "Purge is announced on your main phase or when you hold priority");
        Player me = s.player(seat);
        Placed t = x.target() == null ? null : me.placed(x.target());
        if (t == null || t.illuminati() || t.resource()) throw violation("INVALID_TARGET", "Purge is played on a Group of yours");
        Placed h = x.helper() == null ? null : me.placed(x.helper());
        if (h == null || !(h.illuminati() || h.uid().equals(t.uid()))) {
            throw violation("INVALID_HELPER", "Purge takes the action of your Illuminati or of the Group itself");
        }
        if (h.tokens() < 1 || a.cannotAct(s, seat, h)) throw violation("NO_TOKEN", "that card cannot act");
        if (!h.illuminati() && purged(s, t.uid())) throw violation("ALREADY_PURGED", "that Group bears a Purge already");
    }

    static void pay(Sink e, int seat, InwoCommand.PlayPlot x) {
        e.emit(new InwoEvent.TokensSpent(seat, List.of(x.helper()), "PLOT_COST"));
    }

    static void resolve(Abilities a, Sink e, PendingPlot pp) {
        InwoState s = e.state();
        int seat = pp.seat();
        Placed t = pp.target() == null ? null : s.player(seat).placed(pp.target());
        Placed root = s.player(seat).root();
        boolean byIlluminati = root != null && root.uid().equals(pp.helper());
        if (t == null || !byIlluminati && purged(s, t.uid())) { // gone meanwhile (or purged by another meanwhile)
            e.emit(new InwoEvent.PlotPlayed(seat, pp.uid(), pp.card(), pp.target(), false));
            return;
        }
        if (byIlluminati) {
            e.emit(new InwoEvent.PlotPlayed(seat, pp.uid(), pp.card(), pp.target(), false));
            for (Player p : s.players()) {
                if (p.seat() == seat || p.out()) continue;
                for (HandCard h : p.hand()) {
                    if (h.card().equals(t.card())) e.emit(new InwoEvent.CardDiscarded(p.seat(), h.uid(), h.card(), "PURGED"));
                }
            }
            return;
        }
        e.emit(new InwoEvent.PlotPlayed(seat, pp.uid(), pp.card(), pp.target(), true));
        e.emit(new InwoEvent.PlotLinked(seat, pp.uid(), pp.card(), t.uid()));
    }

    /** Whether a Purge is linked to the Group. */
    public static boolean purged(InwoState s, String uid) {
        for (LinkedPlot lp : LinkedPlots.on(s, uid)) if (ID.equals(lp.card())) return true;
        return false;
    }

    /** No agents card in an attack on a purged Group. */
    public static void checkAgent(InwoState s, Attack at) {
        if (at != null && at.target() != null && purged(s, at.target())) {
            throw violation("IMMUNE", "a Group purged by its own action is immune to agents cards");
        }
    }

    static void candidates(InwoState s, Player me, HandCard h, List<InwoCommand> out) {
        if (me.root() == null) return;
        for (Placed g : me.structure()) {
            if (g.illuminati() || g.resource()) continue;
            out.add(new InwoCommand.PlayPlot(h.uid(), g.uid(), me.root().uid()));
            out.add(new InwoCommand.PlayPlot(h.uid(), g.uid(), g.uid()));
        }
    }

    private static RuleViolation violation(String code, String message) {
        return new RuleViolation(code, message);
    }
}
