package io.tabletop.games.inwo.effects;

import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Attack;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.model.Contribution;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.abilities.Abilities;

/**
 * Who may oppose an attack beyond the alignment rule because a card other than the group says so: the attacking
 * Plot (Giant Kudzu: "anyone may aid its victim"), the target (Prince Charles: "all may aid him"), or a Plot played
 * on a Disaster (Earth Magic: its player's Magic groups may oppose a Disaster on a Place, even an Instant one).
 */
public final class Joining {

    private Joining() {}

    /** Interpreted: MayJoin OPPOSE for everyone (a Disaster's, a Group's own), and Earth Magic's for its player. */
    public static boolean interprets(CardDef card, Effect e) {
        if (!(e instanceof Effect.MayJoin m) || m.mode() != Effect.MayJoin.Mode.OPPOSE || m.free() || m.bonus() != 0
                || !m.attackers().matchesEverything()) return false;
        return switch (m.who()) {
            case ALL_IN_PLAY -> card.kind() == CardKind.PLOT ? card.plotKind() != null && card.plotKind().instantAttack()
                    : card.kind() == CardKind.GROUP && !m.targets().matchesEverything();
            case STRUCTURE -> earthMagic(card);
            default -> false;
        };
    }

    /** A Plot played on a Disaster whose only effect lets its player's groups matching oppose it (Earth Magic). */
    public static boolean earthMagic(CardDef d) {
        return d != null && d.kind() == CardKind.PLOT && d.plotKind() == io.tabletop.games.inwo.cards.PlotKind.PLOT
                && io.tabletop.games.inwo.plots.Costs.payable(d) && !d.effects(Effect.MayJoin.class).isEmpty()
                && d.effects().stream().allMatch(e -> e instanceof Effect.Cost
                        || e instanceof Effect.MayJoin m && m.who() == Scope.STRUCTURE && m.mode() == Effect.MayJoin.Mode.OPPOSE);
    }

    /** Whether Earth Magic fits this attack: a Disaster on a Place its MayJoin names. */
    public static boolean earthMagicFits(Abilities a, InwoState s, Attack at, CardDef d) {
        if (at.type() != AttackKind.DISASTER || at.fromHand()) return false;
        Placed t = s.player(at.owner()).placed(at.target());
        if (t == null) return false;
        return d.effects(Effect.MayJoin.class).stream().anyMatch(m -> a.matches(s, m.targets(), t, a.basePower(t), false));
    }

    /** Whether {@code g} of {@code seat} may oppose this attack because the Plot, the target or an Earth Magic says so. */
    public static boolean mayOppose(Abilities a, InwoState s, Attack at, int seat, Placed g) {
        if (g == null || g.resource() || at.fromHand()) return false;
        Placed t = s.player(at.owner()).placed(at.target());
        if (t == null || g.uid().equals(t.uid())) return false;
        if (at.plotCard() != null) {
            for (Effect.MayJoin m : a.def(at.plotCard()).effects(Effect.MayJoin.class)) {
                if (m.who() == Scope.ALL_IN_PLAY && m.mode() == Effect.MayJoin.Mode.OPPOSE && fits(a, s, m, g, t)) return true;
            }
        }
        for (Effect.MayJoin m : a.def(t.card()).effects(Effect.MayJoin.class)) {
            if (m.who() == Scope.ALL_IN_PLAY && m.mode() == Effect.MayJoin.Mode.OPPOSE && fits(a, s, m, g, t)) return true;
        }
        return earthMagicLets(a, s, at, seat, g);
    }

    /** Whether an Earth Magic {@code seat} played on this attack lets {@code g} oppose it (even an Instant one). */
    public static boolean earthMagicLets(Abilities a, InwoState s, Attack at, int seat, Placed g) {
        if (g == null || g.resource() || at.fromHand()) return false;
        Placed t = s.player(at.owner()).placed(at.target());
        if (t == null || g.uid().equals(t.uid())) return false;
        for (Contribution k : at.contributions()) {
            CardDef d = a.def(k.card());
            if (k.seat() != seat || !earthMagic(d)) continue;
            for (Effect.MayJoin m : d.effects(Effect.MayJoin.class)) if (fits(a, s, m, g, t)) return true;
        }
        return false;
    }

    private static boolean fits(Abilities a, InwoState s, Effect.MayJoin m, Placed g, Placed t) {
        return a.matches(s, m.filter(), g, a.basePower(g), false) && a.matches(s, m.targets(), t, a.basePower(t), false);
    }
}
