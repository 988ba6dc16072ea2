package io.tabletop.games.inwo.attack;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.PlotKind;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.Window;
import io.tabletop.games.inwo.model.WindowKind;
import java.util.ArrayList;
import java.util.List;
import io.tabletop.games.inwo.model.Attack;
import io.tabletop.games.inwo.model.Contribution;

/**
 * A Plot played with one's own agents card against a rival's Group (Faction Fight: "+5 more, and the attack is
 * Privileged"): in the attack window of his own attack on a rival's Group, after his agents card aided it, the
 * attacker plays the Plot (no target); its Cost AGENTS_CARD is that agents card. It joins the attack as a
 * {@link Contribution.Kind#PRIVILEGE} contribution carrying its bonus, so from then on the attack is Privileged
 * ({@link Privileges#privileged}) and only the two sides (and who may interfere) take part.
 */
public final class AgentsPrivilege {

    private AgentsPrivilege() {}

    // ------------------------------------------------------------------ which cards

    /** An ordinary Plot declaring Privilege, paid by an agents card, with attack bonuses on its attack. */
    public static boolean plays(CardDef d) {
        if (d == null || d.kind() != CardKind.PLOT || d.plotKind() != PlotKind.PLOT) return false;
        boolean declares = false;
        boolean agents = false;
        for (Effect e : d.effects()) {
            switch (e) {
                case Effect.Privilege p when p.mode() == Effect.Privilege.Mode.DECLARE && p.filter().matchesEverything() -> declares = true;
                case Effect.Cost c when c.kind() == Effect.Cost.Kind.AGENTS_CARD && !c.alternative() -> agents = true;
                case Effect.AttackBonus b when b.by() == Scope.TARGET && !b.target().chosenAlignment() -> { }
                default -> {
                    return false;
                }
            }
        }
        return declares && agents;
    }

    public static boolean interprets(CardDef d, Effect e) {
        return plays(d) && (e instanceof Effect.Privilege || e instanceof Effect.Cost || e instanceof Effect.AttackBonus);
    }

    // ------------------------------------------------------------------ the play

    /** The seat's own agents card aiding this attack, or null. */
    private static Contribution agents(Attack at, int seat) {
        for (Contribution c : at.contributions()) {
            if (c.kind() == Contribution.Kind.AGENT && c.seat() == seat && c.aid()) return c;
        }
        return null;
    }

    /** The Plot's bonus on this attack: its TARGET bonuses that fit the attack's type, target and attacker. */
    static int bonus(Abilities a, InwoState s, Attack at, CardDef d) {
        Placed t = s.player(at.owner()).placed(at.target());
        Placed by = at.by() == null ? null : s.player(at.attacker()).placed(at.by());
        int n = 0;
        for (Effect.AttackBonus b : d.effects(Effect.AttackBonus.class)) {
            if (b.by() != Scope.TARGET || !b.on().covers(at.type().type())) continue;
            if (t == null || !a.matches(s, b.target(), t, a.power(s, at.owner(), t), false)) continue;
            if (by != null && !a.matches(s, b.attacker(), by, a.basePower(by), false)) continue;
            n += b.amount();
        }
        return n;
    }

    public static void check(Abilities a, InwoState s, int seat, InwoCommand.PlayPlot x, CardDef d) {
        Attack at = s.attack();
        if (s.window() == null || s.window().kind() != WindowKind.ATTACK || at == null) {
            throw violation("NO_ATTACK", d.name() + " is played in your attack's window, with your agents card");
        }
        if (x.target() != null || x.helper() != null) throw violation("INVALID_TARGET", d.name() + " has no target and no helper");
        if (at.attacker() != seat) throw violation("NOT_YOURS", d.name() + " is played on your own attack");
        if (at.instant() || at.fromHand() || at.owner() == seat) {
            throw violation("INVALID_TARGET", d.name() + " is played on an attack on a rival's Group");
        }
        if (agents(at, seat) == null) throw violation("NO_AGENTS", "play your agents card for this attack first");
        for (Contribution k : at.contributions()) {
            if (k.seat() == seat && d.id().equals(k.card())) throw violation("DUPLICATE_PLOT", "no duplicate Plots in one attack");
        }
    }

    /** The Plot joins the attack: its bonus, and the privilege; the round of passes restarts. */
    public static List<InwoEvent> play(Abilities a, InwoState s, int seat, InwoCommand.PlayPlot x, CardDef d) {
        HandCard h = s.player(seat).inHand(x.card());
        Attack at = s.attack();
        List<InwoEvent> out = new ArrayList<>();
        out.add(new InwoEvent.AttackJoined(new Contribution(seat, h.uid(), h.card(), Contribution.Kind.PRIVILEGE,
                bonus(a, s, at, d), true)));
        Window w = s.window();
        out.add(new InwoEvent.PriorityMoved(new Window(w.kind(), w.eligible(), w.after(seat), 0, s.windows() + 1)));
        return out;
    }

    private static RuleViolation violation(String code, String message) {
        return new RuleViolation(code, message);
    }
}
