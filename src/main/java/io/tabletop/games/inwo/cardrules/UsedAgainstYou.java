package io.tabletop.games.inwo.cardrules;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.model.Attack;
import io.tabletop.games.inwo.model.Contribution;
import io.tabletop.games.inwo.attack.Strength;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.PlotKind;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.cards.Trigger;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.plots.Costs;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.Window;
import io.tabletop.games.inwo.model.WindowKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A Plot that destroys a rival's Resource used against you (Counterspell: "a Magic Resource used against you dies"):
 * played by the defender in the window of an attack on his Group, aimed at a rival's Resource matching its Destroy
 * filter that is used in that attack — one whose removal would weaken the attack (its bonus, its linked or
 * structure-wide effect, its action spent on it). It resolves at once, like the Plots played on an attack: the
 * Resource goes to its owner's discard pile, and the attack goes on without it.
 */
public final class UsedAgainstYou {

    private UsedAgainstYou() {}

    /** The cards whose Destroy only reaches a Resource used against their player (their printed condition). */
    private static final Set<String> CARDS = Set.of("counterspell");

    private static boolean destroy(Effect e) {
        return e instanceof Effect.Destroy d && d.whose() == Scope.RIVAL && d.when() == Trigger.ALWAYS
                && d.target().kinds().equals(List.of(CardKind.RESOURCE));
    }

    /** Such a Plot: its Destroy, and costs the engine takes. */
    public static boolean plays(CardDef d) {
        if (d == null || d.kind() != CardKind.PLOT || d.plotKind() != PlotKind.PLOT || !CARDS.contains(d.id())) return false;
        if (!Costs.payable(d)) return false;
        boolean destroys = false;
        for (Effect e : d.effects()) {
            if (destroy(e)) destroys = true;
            else if (!(e instanceof Effect.Cost)) return false;
        }
        return destroys;
    }

    public static boolean interprets(CardDef d, Effect e) {
        return plays(d) && destroy(e);
    }

    /** Whether {@code r}, a Resource of {@code owner}'s, is used in the attack: the attack is weaker without it. */
    static boolean usedIn(Abilities a, InwoState s, Attack at, int owner, Placed r) {
        for (Contribution c : at.contributions()) if (c.uid().equals(r.uid()) && c.seat() == owner && c.aid()) return true;
        InwoState without = s.with(owner, p -> p.withStructure(p.structure().stream().filter(c -> !c.uid().equals(r.uid())).toList()));
        return Strength.of(a, without, at) < Strength.of(a, s, at);
    }

    public static void check(Abilities a, InwoState s, int seat, InwoCommand.PlayPlot x, CardDef d) {
        Attack at = s.attack();
        if (s.window() == null || s.window().kind() != WindowKind.ATTACK || at == null) {
            throw violation("NO_ATTACK", d.name() + " answers an attack on your Group");
        }
        if (at.fromHand() || at.defender() != seat || at.attacker() == seat) {
            throw violation("NOT_YOURS", d.name() + " is played on an attack on your own Group");
        }
        int owner = x.target() == null ? -1 : s.ownerOf(x.target());
        Placed r = owner < 0 ? null : s.player(owner).placed(x.target());
        if (r == null || owner == seat || !r.resource()) throw violation("INVALID_TARGET", d.name() + " is aimed at a rival's Resource");
        boolean fits = d.effects(Effect.Destroy.class).stream().anyMatch(y -> destroy(y) && a.matches(s, y.target(), r, a.basePower(r), false));
        if (!fits) throw violation("INVALID_TARGET", d.name() + " does not fit that Resource");
        if (!usedIn(a, s, at, owner, r)) throw violation("NOT_USED", "that Resource is not used against you in this attack");
        if (Costs.pay(a, s, seat, d, x.helper()) == null) {
            throw violation("CANNOT_PAY", "its cost cannot be paid" + (x.helper() == null ? "" : " with that group"));
        }
    }

    /** Its cost, the Plot shown, the Resource destroyed; the round of passes restarts. */
    public static List<InwoEvent> play(Abilities a, InwoState s, int seat, InwoCommand.PlayPlot x, CardDef d) {
        HandCard h = s.player(seat).inHand(x.card());
        int owner = s.ownerOf(x.target());
        Placed r = s.player(owner).placed(x.target());
        Costs.Payment pay = Costs.pay(a, s, seat, d, x.helper());
        List<InwoEvent> out = new ArrayList<>();
        if (!pay.tokens().isEmpty()) out.add(new InwoEvent.TokensSpent(seat, pay.tokens(), "PLOT_COST"));
        Player p = s.player(seat);
        if (pay.topPlots() > 0) out.add(new InwoEvent.TopCardsDiscarded(seat, true, List.copyOf(p.plotDeck().subList(0, pay.topPlots()))));
        if (pay.topGroups() > 0) out.add(new InwoEvent.TopCardsDiscarded(seat, false, List.copyOf(p.groupDeck().subList(0, pay.topGroups()))));
        out.add(new InwoEvent.PlotPlayed(seat, h.uid(), h.card(), x.target(), false));
        out.add(new InwoEvent.CardDiscarded(owner, r.uid(), r.card(), "DESTROYED_BY_PLOT"));
        Window w = s.window();
        out.add(new InwoEvent.PriorityMoved(new Window(w.kind(), w.eligible(), w.after(seat), 0, s.windows() + 1)));
        return out;
    }

    /** Attack-window candidates: each such Plot of the hand on each rival Resource, paid by each group or none. */
    public static void windowCandidates(Abilities a, InwoState s, int seat, List<InwoCommand> out) {
        Player me = s.player(seat);
        for (HandCard h : me.hand()) {
            if (!plays(a.def(h.card()))) continue;
            for (Player p : s.players()) {
                if (p.seat() == seat) continue;
                for (Placed r : p.structure()) {
                    if (!r.resource()) continue;
                    out.add(new InwoCommand.PlayPlot(h.uid(), r.uid(), null));
                    for (Placed g : me.structure()) if (!g.resource() && !g.illuminati() && g.tokens() > 0) out.add(new InwoCommand.PlayPlot(h.uid(), r.uid(), g.uid()));
                }
            }
        }
    }

    private static RuleViolation violation(String code, String message) {
        return new RuleViolation(code, message);
    }
}
