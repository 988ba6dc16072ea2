package io.tabletop.games.inwo.plots;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.model.Sink;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.PlotKind;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.Phase;
import java.util.List;
import io.tabletop.games.inwo.model.LinkedPlot;

/**
 * "+10 Plots: boost an action until it resolves, or defence until end of turn (defence only)" [WDH p.4-5]. A +10 Plot
 * its player played on the defence of his group in an attack stays on that group when the attack is over
 * ({@link InwoEvent.BoostStands}); one he plays on his own group outside an attack stands at once (the service takes
 * that in his own main phase, like exposing a Plot, so that windows' rounds of passes stay simple). Linked to the group
 * (public, in the view's {@code linked}), it adds its amount to that group's defence against every later attack (not an
 * Instant one, which +10 Plots never reach) while its player controls the group, and leaves play at the end of the turn
 * ({@link InwoEvent.PlotExpired}) or with the group.
 */
public final class StandingBoosts {

    private StandingBoosts() {}

    /** Whether this Plot, played now, stands on a group for defence (a +10 Plot with no attack open). */
    public static boolean stands(CardDef d, InwoState s) {
        return d.plotKind() == PlotKind.PLUS_TEN && s.attack() == null;
    }

    public static void check(Abilities a, InwoState s, int seat, CardDef d, InwoCommand.PlayPlot x) {
        if (!mayPlay(s, seat)) throw new RuleViolation("NOT_NOW", "a +10 Plot stands for defence from your own main phase");
        if (x.helper() != null) throw new RuleViolation("INVALID_HELPER", "a +10 Plot costs no action");
        Placed g = x.target() == null ? null : s.player(seat).placed(x.target());
        if (g == null || g.illuminati() || g.resource()) throw new RuleViolation("INVALID_TARGET", "a +10 Plot stands on one of your groups");
        if (!fits(a, s, d, g)) throw new RuleViolation("INVALID_TARGET", "the Plot does not fit that group");
        for (LinkedPlot lp : LinkedPlots.on(s, g.uid())) {
            if (lp.card().equals(d.id())) throw new RuleViolation("DUPLICATE_PLOT", "no duplicate Plots on one defence");
        }
    }

    /** In play at once, linked to the group. */
    public static void play(Sink e, int seat, HandCard card, String group) {
        e.emit(new InwoEvent.PlotPlayed(seat, card.uid(), card.card(), group, true));
        e.emit(new InwoEvent.PlotLinked(seat, card.uid(), card.card(), group));
    }

    /** What the standing +10 Plots of the group's controller add to its defence (0: none). */
    public static int defence(Abilities a, InwoState s, int owner, Placed target) {
        int sum = 0;
        for (LinkedPlot lp : on(a, s, owner, target)) sum += amount(a, lp);
        return sum;
    }

    /** The standing +10 Plots that defend the group now: those its controller played on it this turn. */
    public static List<LinkedPlot> on(Abilities a, InwoState s, int owner, Placed target) {
        if (s.linked().isEmpty() || target == null) return List.of();
        List<LinkedPlot> out = new java.util.ArrayList<>();
        for (LinkedPlot lp : LinkedPlots.on(s, target.uid())) {
            if (lp.seat() == owner && a.def(lp.card()).plotKind() == PlotKind.PLUS_TEN) out.add(lp);
        }
        return out;
    }

    /** What one standing +10 Plot adds to its group's defence. */
    public static int amount(Abilities a, LinkedPlot lp) {
        return a.def(lp.card()).effects(Effect.Boost.class).getFirst().amount();
    }

    /** After an attack: the +10 Plots its defender played on his group stay on it for the rest of the turn. */
    public static void stay(Sink e, Abilities a, io.tabletop.games.inwo.model.Attack at) {
        if (at.fromHand() || at.instant() || at.owner() < 0 || e.state().ownerOf(at.target()) != at.owner()) return;
        for (io.tabletop.games.inwo.model.Contribution c : at.contributions()) {
            if (c.kind() != io.tabletop.games.inwo.model.Contribution.Kind.PLUS_TEN || c.aid() || c.seat() != at.owner()) continue;
            if (a.def(c.card()).plotKind() != PlotKind.PLUS_TEN) continue;
            e.emit(new InwoEvent.BoostStands(c.seat(), c.uid(), c.card(), at.target()));
        }
    }

    /** Back from the discard pile it went to when played, onto its group. */
    public static InwoState evolve(InwoState s, InwoEvent.BoostStands e) {
        InwoState out = s.with(e.seat(), p -> {
            List<String> discard = new java.util.ArrayList<>(p.discard());
            int i = discard.lastIndexOf(e.card());
            if (i >= 0) discard.remove(i);
            return p.withDiscard(discard);
        });
        return LinkedPlots.link(out, new LinkedPlot(e.seat(), e.uid(), e.card(), e.group()));
    }

    /** The turn ends: every standing +10 Plot leaves play. */
    public static void expire(Sink e, Abilities a) {
        for (LinkedPlot lp : List.copyOf(e.state().linked())) {
            if (a.def(lp.card()).plotKind() == PlotKind.PLUS_TEN) e.emit(new InwoEvent.PlotExpired(lp.seat(), lp.uid(), lp.card(), lp.group()));
        }
    }

    /** The standing +10 Plots the seat may play now, one per fitting group of his. */
    public static void candidates(Abilities a, InwoState s, int seat, List<InwoCommand> out) {
        if (!mayPlay(s, seat)) return;
        Player me = s.player(seat);
        for (HandCard h : me.hand()) {
            CardDef d = a.def(h.card());
            if (d.kind() != CardKind.PLOT || d.plotKind() != PlotKind.PLUS_TEN) continue;
            for (Placed g : me.structure()) {
                if (g.illuminati() || g.resource() || !fits(a, s, d, g)) continue;
                if (LinkedPlots.on(s, g.uid()).stream().anyMatch(lp -> lp.card().equals(d.id()))) continue;
                out.add(new InwoCommand.PlayPlot(h.uid(), g.uid(), null));
            }
        }
    }

    private static boolean mayPlay(InwoState s, int seat) {
        return s.attack() == null && s.plot() == null && s.window() == null && s.phase() == Phase.MAIN && s.current() == seat;
    }

    public static boolean fits(Abilities a, InwoState s, CardDef d, Placed g) {
        Effect.Boost b = d.effects(Effect.Boost.class).getFirst();
        return a.matches(s, b.group(), g, a.basePower(g), false);
    }
}
