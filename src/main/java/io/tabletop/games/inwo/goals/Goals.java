package io.tabletop.games.inwo.goals;

import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.cards.Alignment;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.PlotKind;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.goals.GoalFigure.Measure;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Placed;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Victory [WDH p.15-16]: the Basic Goal (control {@code basicGoal} groups, the Illuminati included; Devastated
 * groups don't count), the Illuminati's special goal, and Goal cards held in hand. Counting double: at most double
 * for a group and at most 3 groups counted double. Temporary bonuses never count; which Power changes do is
 * {@link GoalPower}'s (ruling I4). Each goal is computed once, with its figures ({@link #basic}, {@link #special},
 * {@link #goalCard}): victory and the view ({@link GoalProgress}) read the same computation.
 */
public final class Goals {

    private Goals() {}

    /** What a seat wins with now, or null: "BASIC", "SPECIAL", or the id of a Goal card. */
    public static String met(Abilities a, InwoState s, int seat) {
        Player p = s.player(seat);
        if (p.out() || p.root() == null) return null;
        if (basic(a, s, seat).met()) return "BASIC";
        GoalCheck special = special(a, s, seat);
        if (special != null && special.met()) return special.goal();
        for (HandCard c : p.hand()) {
            GoalCheck card = goalCard(a, s, seat, c.card());
            if (card != null && card.met()) return card.goal();
        }
        return null;
    }

    /** The Basic Goal now: the Groups that count, against the game's number. */
    public static BasicGoal basic(Abilities a, InwoState s, int seat) {
        Tally t = tally(a, s, seat, List.of());
        return new BasicGoal(t.count(), s.basicGoal(), t.groups(), t.count() >= s.basicGoal());
    }

    /** The Illuminati's special goal now, or null if its Illuminati has none. */
    public static GoalCheck special(Abilities a, InwoState s, int seat) {
        Placed root = s.player(seat).root();
        CardDef illuminati = root == null ? null : a.def(root.card());
        if (illuminati == null || illuminati.effects(Effect.Goal.class).isEmpty()) return null;
        return check(a, s, seat, "SPECIAL", illuminati);
    }

    /** The goal of the Goal card {@code card} for its holder now, or null if it is no Goal card. */
    public static GoalCheck goalCard(Abilities a, InwoState s, int seat, String card) {
        CardDef d = a.def(card);
        if (d == null || d.kind() != CardKind.PLOT || d.plotKind() != PlotKind.GOAL || d.effects(Effect.Goal.class).isEmpty()) {
            return null;
        }
        return check(a, s, seat, card, d);
    }

    /** Groups a seat controls toward the Basic Goal, with the counting changes of {@code goals}. */
    public static int count(Abilities a, InwoState s, int seat, List<Effect.Goal> goals) {
        return tally(a, s, seat, goals).count();
    }

    /** The same with the Groups that count. */
    public static Tally tally(Abilities a, InwoState s, int seat, List<Effect.Goal> goals) {
        Player p = s.player(seat);
        List<String> groups = new ArrayList<>();
        List<String> doubled = new ArrayList<>();
        for (Placed c : p.structure()) {
            if (c.devastated() || outOfGoals(a, p, c)) continue;
            if (c.resource()) {
                for (Effect.Goal g : goals) {
                    if (g.kind() == Effect.Goal.Kind.RESOURCES_COUNT && a.matches(g.filter(), c, 0, false)) {
                        groups.add(c.uid());
                        break;
                    }
                }
                continue;
            }
            groups.add(c.uid());
            if (doubled.size() < 3 && !c.illuminati()) {
                for (Effect.Goal g : goals) {
                    if (g.kind() == Effect.Goal.Kind.COUNTS_DOUBLE
                            && a.matches(g.filter(), c, GoalPower.of(a, s, seat, c), false)) {
                        doubled.add(c.uid());
                        break;
                    }
                }
            }
        }
        return new Tally(groups.size() + doubled.size(), groups, doubled);
    }

    /**
     * What {@code c} (of {@code seat}'s) adds to its player's Power goals' totals, before a goal's own filter: 0 for a
     * Resource and for a card that counts toward no goal ({@link #outOfGoals}), else its {@link #goalPower}.
     */
    public static int powerForGoals(Abilities a, InwoState s, int seat, Placed c) {
        return inPowerGoals(a, s.player(seat), c) ? goalPower(a, s, seat, c) : 0;
    }

    /** The same, {@code power} being the card's Power now (for one who has it already). */
    static int powerForGoals(Abilities a, InwoState s, int seat, Placed c, int power) {
        return inPowerGoals(a, s.player(seat), c) ? GoalPower.of(a, c, power) : 0;
    }

    /** Whether {@code c} counts toward Power goals at all: Groups (the Illuminati included) outside a Devastated line. */
    private static boolean inPowerGoals(Abilities a, Player p, Placed c) {
        return !c.resource() && !outOfGoals(a, p, c);
    }

    /** A Group's Power as Power goals count it: printed, or as changed for good (temporary bonuses never count). */
    private static int goalPower(Abilities a, InwoState s, int seat, Placed c) {
        return GoalPower.of(a, s, seat, c);
    }

    /**
     * Whether {@code c} counts toward no goal because of Devastation (I2, from rules version 3: a Devastated Place and
     * every Group below it; before, only the Place was left out, and of the Basic Goal alone).
     */
    static boolean outOfGoals(Abilities a, Player p, Placed c) {
        return a.version().devastationReachesDown() && io.tabletop.games.inwo.abilities.Structures.devastatedLine(p, c);
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

    /**
     * The goals of {@code card} checked for {@code seat}: every figure computed; the verdict is the first goal that
     * decides (enough kills, a Power total, destroy-and-control), else the count against the Basic Goal lowered by
     * kills when one of them counts Groups.
     */
    private static GoalCheck check(Abilities a, InwoState s, int seat, String goal, CardDef card) {
        List<Effect.Goal> goals = card.effects(Effect.Goal.class);
        Player p = s.player(seat);
        List<GoalFigure> figures = new ArrayList<>();
        Boolean decided = null;
        boolean counting = false;
        int target = s.basicGoal();
        for (Effect.Goal g : goals) {
            switch (g.kind()) {
                case COUNTS_DOUBLE, RESOURCES_COUNT -> counting = true;
                case DESTROYED_COUNT -> {
                    counting = true;
                    int kills = credited(a, p.destroyed());
                    if (decided == null) target -= kills;
                    if (g.amount() > 0) {
                        figures.add(new GoalFigure(Measure.DESTROYED, kills, g.amount()));
                        if (decided == null && kills >= g.amount()) decided = true;
                    }
                }
                case TOTAL_POWER -> {
                    int total = 0;
                    for (Player q : g.anyController() ? s.players() : List.of(p)) {
                        for (Placed c : q.structure()) {
                            if (!inPowerGoals(a, q, c)) continue;
                            int power = goalPower(a, s, q.seat(), c);
                            if (a.matches(g.filter(), c, power, false)) total += power;
                        }
                    }
                    figures.add(new GoalFigure(Measure.POWER, total, g.amount()));
                    boolean met = total >= g.amount();
                    if (goals.stream().anyMatch(x -> x.kind() == Effect.Goal.Kind.EVERY_ALIGNMENT)) {
                        Set<Alignment> seen = EnumSet.noneOf(Alignment.class);
                        for (Placed c : p.structure()) if (!c.resource() && !outOfGoals(a, p, c)) seen.addAll(a.alignments(c));
                        figures.add(new GoalFigure(Measure.ALIGNMENTS, seen.size(), Alignment.values().length));
                        met = met && seen.containsAll(EnumSet.allOf(Alignment.class));
                    }
                    if (decided == null) decided = met;
                }
                case DESTROY_AND_CONTROL -> {
                    long destroyed = p.destroyed().stream().filter(id -> credited(a, List.of(id)) == 1).map(a::def)
                            .filter(d -> g.filter().matchesEverything() || g.filter().matchesPrinted(d)).count()
                            + RewrittenGraves.goalAdjustment(a, s, seat, g.filter(), id -> credited(a, List.of(id)) == 1); // last cards F
                    long controlled = p.structure().stream().filter(c -> !c.resource() && !c.illuminati() && !outOfGoals(a, p, c))
                            .filter(c -> a.matches(g.second(), c, GoalPower.of(a, s, seat, c), false)).count();
                    figures.add(new GoalFigure(Measure.DESTROYED, (int) destroyed, g.amount()));
                    figures.add(new GoalFigure(Measure.CONTROLLED, (int) controlled, g.secondAmount()));
                    if (decided == null) decided = destroyed >= g.amount() && controlled >= g.secondAmount();
                }
                default -> { }
            }
        }
        if (counting) {
            int n = count(a, s, seat, goals);
            figures.add(new GoalFigure(Measure.GROUPS, n, target));
            if (decided == null) decided = n >= target;
        }
        return new GoalCheck(goal, card.id(), decided != null && decided, figures);
    }
}
