package io.tabletop.games.inwo.goals;

import io.tabletop.games.inwo.InwoState;
import io.tabletop.games.inwo.Player;
import io.tabletop.games.inwo.cards.Alignment;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.PlotKind;
import io.tabletop.games.inwo.effects.Abilities;
import io.tabletop.games.inwo.structure.HandCard;
import io.tabletop.games.inwo.structure.Placed;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Victory [WDH p.15-16]: the Basic Goal (control {@code basicGoal} groups, the Illuminati included; Devastated
 * groups don't count), the Illuminati's special goal, and Goal cards held in hand. Counting double: at most double
 * for a group and at most 3 groups counted double. Temporary bonuses never count; which Power changes do is
 * {@link GoalPower}'s (ruling I4).
 */
public final class Goals {

    private Goals() {}

    /** What a seat wins with now, or null: "BASIC", "SPECIAL", or the id of a Goal card. */
    public static String met(Abilities a, InwoState s, int seat) {
        Player p = s.player(seat);
        if (p.out() || p.root() == null) return null;
        if (count(a, s, seat, List.of()) >= s.basicGoal()) return "BASIC";
        CardDef illuminati = a.def(p.root().card());
        if (meets(a, s, seat, illuminati.effects(Effect.Goal.class))) return "SPECIAL";
        for (HandCard c : p.hand()) {
            CardDef d = a.def(c.card());
            if (d.kind() == CardKind.PLOT && d.plotKind() == PlotKind.GOAL && meets(a, s, seat, d.effects(Effect.Goal.class))) {
                return c.card();
            }
        }
        return null;
    }

    /** Groups a seat controls toward the Basic Goal, with the counting changes of {@code goals}. */
    public static int count(Abilities a, InwoState s, int seat, List<Effect.Goal> goals) {
        Player p = s.player(seat);
        int n = 0;
        int doubled = 0;
        for (Placed c : p.structure()) {
            if (c.devastated() || outOfGoals(a, p, c)) continue;
            if (c.resource()) {
                for (Effect.Goal g : goals) {
                    if (g.kind() == Effect.Goal.Kind.RESOURCES_COUNT && a.matches(g.filter(), c, 0, false)) {
                        n++;
                        break;
                    }
                }
                continue;
            }
            n++;
            if (doubled < 3 && !c.illuminati()) {
                for (Effect.Goal g : goals) {
                    if (g.kind() == Effect.Goal.Kind.COUNTS_DOUBLE
                            && a.matches(g.filter(), c, GoalPower.of(a, s, seat, c), false)) {
                        n++;
                        doubled++;
                        break;
                    }
                }
            }
        }
        return n;
    }

    /**
     * Whether {@code c} counts toward no goal because of Devastation (I2, from rules version 3: a Devastated Place and
     * every Group below it; before, only the Place was left out, and of the Basic Goal alone).
     */
    static boolean outOfGoals(Abilities a, Player p, Placed c) {
        return a.version().devastationReachesDown() && io.tabletop.games.inwo.structure.Structures.devastatedLine(p, c);
    }

    /** Destroyed cards that count for Goals (not those saying they give no Goal credit). */
    static int credited(Abilities a, List<String> destroyed) {
        int n = 0;
        for (String id : destroyed) {
            CardDef d = a.def(id);
            if (d == null || d.effects(Effect.Restriction.class).stream()
                    .noneMatch(r -> r.on() == Effect.Restriction.On.NO_GOAL_CREDIT)) n++;
        }
        return n;
    }

    private static boolean meets(Abilities a, InwoState s, int seat, List<Effect.Goal> goals) {
        if (goals.isEmpty()) return false;
        Player p = s.player(seat);
        boolean counting = false;
        int target = s.basicGoal();
        for (Effect.Goal g : goals) {
            switch (g.kind()) {
                case COUNTS_DOUBLE, RESOURCES_COUNT -> counting = true;
                case DESTROYED_COUNT -> {
                    counting = true;
                    int kills = credited(a, p.destroyed());
                    target -= kills;
                    if (g.amount() > 0 && kills >= g.amount()) return true;
                }
                case TOTAL_POWER -> {
                    int total = 0;
                    for (Player q : g.anyController() ? s.players() : List.of(p)) {
                        for (Placed c : q.structure()) {
                            if (c.resource() || outOfGoals(a, q, c)) continue;
                            int power = GoalPower.of(a, s, q.seat(), c);
                            if (a.matches(g.filter(), c, power, false)) total += power;
                        }
                    }
                    if (total < g.amount()) return false;
                    if (goals.stream().anyMatch(x -> x.kind() == Effect.Goal.Kind.EVERY_ALIGNMENT)) {
                        Set<Alignment> seen = EnumSet.noneOf(Alignment.class);
                        for (Placed c : p.structure()) if (!c.resource() && !outOfGoals(a, p, c)) seen.addAll(a.alignments(c));
                        if (!seen.containsAll(EnumSet.allOf(Alignment.class))) return false;
                    }
                    return true;
                }
                case DESTROY_AND_CONTROL -> {
                    long destroyed = p.destroyed().stream().filter(id -> credited(a, List.of(id)) == 1).map(a::def)
                            .filter(d -> g.filter().matchesEverything() || g.filter().matchesPrinted(d)).count();
                    long controlled = p.structure().stream().filter(c -> !c.resource() && !c.illuminati() && !outOfGoals(a, p, c))
                            .filter(c -> a.matches(g.second(), c, GoalPower.of(a, s, seat, c), false)).count();
                    return destroyed >= g.amount() && controlled >= g.secondAmount();
                }
                default -> { }
            }
        }
        return counting && count(a, s, seat, goals) >= target;
    }
}
