package io.tabletop.games.inwo.cardrules;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.model.Sink;
import io.tabletop.games.inwo.cards.Alignment;
import io.tabletop.games.inwo.model.Choice;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.PendingPlot;
import io.tabletop.games.inwo.model.Grave;
import io.tabletop.games.inwo.replay.Replays;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Placed;
import java.util.List;
import java.util.Set;

/**
 * Rewriting History (requires the action of the Illuminati or of a Media Group with Power 8 or more): "alter a
 * destroyed Group's alignment". Played on a destroyed Group — {@code target} the uid it had in play, as the state's
 * {@code graves} remember it (any player's destroyed pile) — with {@code helper} the acting card (its token spent at
 * once), when the player may announce a Plot. Announced (ruling I7); closed uncancelled while the Group is still in
 * its pile, the player names the change as a public {@code REWRITE} choice with the options of the Orbital Mind
 * Control Lasers ({@code ADD_X} unless it holds X's opposite, {@code REMOVE_X}, {@code REVERSE_X}); silence names the
 * first. The change is kept on its grave ({@code Grave.rewrites}) for good: a destroyed Group
 * counts by them for the goals that count destroyed Groups of an alignment (Goal cards "destroy N ... and control
 * ..."). A Group that leaves the pile (a Replay) leaves its rewritten history behind: it comes back as printed.
 * Error codes: {@code NOT_NOW}, {@code INVALID_TARGET} (no destroyed Group), {@code INVALID_HELPER}, {@code NO_TOKEN}.
 */
public final class RewritingHistory {

    private RewritingHistory() {}

    public static final String ID = "rewriting-history";

    static void check(Abilities a, InwoState s, int seat, InwoCommand.PlayPlot x, boolean mayAnnounce) {
        if (!mayAnnounce) throw violation("NOT_NOW", "Rewriting History is announced on your main phase or when you hold priority");
        if (Replays.grave(s, x.target()) == null) throw violation("INVALID_TARGET", "name a destroyed Group");
        Player me = s.player(seat);
        Placed h = x.helper() == null ? null : me.placed(x.helper());
        if (h == null || !actor(a, s, seat, h)) {
            throw violation("INVALID_HELPER", "it takes the action of your Illuminati or of a Media Group of yours with Power 8 or more");
        }
        if (h.tokens() < 1 || a.cannotAct(s, seat, h)) throw violation("NO_TOKEN", "that card cannot act");
    }

    private static boolean actor(Abilities a, InwoState s, int seat, Placed h) {
        if (h.illuminati()) return true;
        return !h.resource() && a.attributes(h).contains("MEDIA") && a.power(s, seat, h) >= 8;
    }

    static void pay(Sink e, int seat, InwoCommand.PlayPlot x) {
        e.emit(new InwoEvent.TokensSpent(seat, List.of(x.helper()), "PLOT_COST"));
    }

    static void resolve(Abilities a, Sink e, PendingPlot pp) {
        Grave g = Replays.grave(e.state(), pp.target());
        e.emit(new InwoEvent.PlotPlayed(pp.seat(), pp.uid(), pp.card(), pp.target(), false));
        if (g == null) return; // it left the pile meanwhile
        e.emit(new InwoEvent.ChoiceOpened(new Choice(Choice.Kind.REWRITE, pp.seat(), pp.seat(), ID, -1,
                MindControlLasers.options(alignments(a, g)), g.uid(), null)));
    }

    /** The alignments of a destroyed Group: rewritten, or printed. */
    public static Set<Alignment> alignments(Abilities a, Grave g) {
        return io.tabletop.games.inwo.goals.RewrittenGraves.alignments(a, g);
    }

    /** Evolution of the change named ({@code s}: the state with the choice still open). */
    public static InwoState rewritten(InwoState s, String option) {
        Choice ch = s.choice();
        if (ch == null || ch.kind() != Choice.Kind.REWRITE) return s;
        return s.withGraves(s.graves().stream().map(g -> g.uid().equals(ch.aside()) ? g.rewritten(option) : g).toList());
    }

    static void candidates(Abilities a, InwoState s, Player me, HandCard h, List<InwoCommand> out) {
        for (Grave g : s.graves()) {
            for (Placed p : me.structure()) {
                if (p.tokens() > 0 && actor(a, s, me.seat(), p)) out.add(new InwoCommand.PlayPlot(h.uid(), g.uid(), p.uid()));
            }
        }
    }

    private static RuleViolation violation(String code, String message) {
        return new RuleViolation(code, message);
    }
}
