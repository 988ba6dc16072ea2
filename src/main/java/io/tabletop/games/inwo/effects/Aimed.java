package io.tabletop.games.inwo.effects;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Attack;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.model.Contribution;
import io.tabletop.games.inwo.attack.Strength;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.PlotKind;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.cards.Stat;
import io.tabletop.games.inwo.plots.Costs;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.abilities.Abilities;

/**
 * Plots aimed at a group of an open attack, played like a +10 Plot (on one's priority in the attack window, the
 * card discarded, returned exposed if the attacking action is cancelled): a multiplier once (Currency Speculation:
 * "your Bank P or R x3"; Air Magic: "Place P x3 vs Disasters"), a defence bonus (Early Warning, Volunteer Aid: "Place
 * +10/+6 vs Disasters"), the target's Resistance set to 0 (Resistance Is Useless!: no master bonus, the position
 * bonus stays). What the Plot adds is fixed when it is played, as a contribution to the side it helps: the change
 * of the attack's strength it makes then, in the calculation order [WDH p.17] (a multiplier multiplies the stat's
 * set or printed value; only the largest multiplier applies, so one aimed multiplier per side). Volunteer Aid's
 * automatic Relief is read by {@link Reliefs#automatic}.
 */
public final class Aimed {

    private Aimed() {}

    /** An aimed Plot: an ordinary Plot whose effects are all aimed modifiers (and payable costs). */
    public static boolean plot(CardDef d) {
        if (d.kind() != CardKind.PLOT || d.plotKind() != PlotKind.PLOT || !Costs.payable(d)) return false;
        boolean modifier = false;
        for (Effect e : d.effects()) {
            if (e instanceof Effect.Cost) continue;
            if (!effect(e)) return false;
            if (e instanceof Effect.StatMultiplier || e instanceof Effect.SetStat || e instanceof Effect.DefenceBonus) modifier = true;
        }
        return modifier;
    }

    /** The effects an aimed Plot may have. */
    static boolean effect(Effect e) {
        return switch (e) {
            case Effect.StatMultiplier m -> m.who() == Scope.TARGET && m.factor() > 1 && m.stat() != Stat.GLOBAL_POWER
                    && (m.when() == Effect.StatMultiplier.Situation.DEFENDING || m.when() == Effect.StatMultiplier.Situation.ONCE);
            case Effect.SetStat x -> x.who() == Scope.TARGET && x.stat() == Stat.RESISTANCE && x.value() == 0 && x.copyOf() == null;
            case Effect.DefenceBonus d -> d.who() == Scope.TARGET && d.amount() > 0;
            case Effect.Relief r -> r.who() == Scope.TARGET && r.automatic();
            // the group it was played on dies once the attack is over, with no Goal credit (Sucked Dry and Cast Aside!)
            case Effect.Destroy x -> x.whose() == Scope.TARGET && x.when() == io.tabletop.games.inwo.cards.Trigger.ALWAYS
                    && x.target().matchesEverything();
            case Effect.Restriction r -> r.on() == Effect.Restriction.On.NO_GOAL_CREDIT && r.who() == Scope.TARGET;
            // last cards: the rival group it faces in the attack loses its tokens (Miracle Diet Plan)
            case Effect.Tokens k -> k.who() == Scope.RIVAL && k.count() < 0 && k.perEach() == null
                    && k.when() == io.tabletop.games.inwo.cards.Trigger.ALWAYS && k.filter().matchesEverything();
            default -> false;
        };
    }

    /**
     * Last cards (Miracle Diet Plan: "a rival group loses its tokens"): the rival's group the aimed group faces in the
     * attack — the target when the Plot helps the attacker, the attacking group when it helps the defender — loses
     * its action tokens as the Plot is played (nothing when that group is in a hand or the attack is Instant).
     */
    public static java.util.List<io.tabletop.games.inwo.model.InwoEvent> tokensLost(InwoState s, int seat, CardDef d, Play play) {
        if (d.effects(Effect.Tokens.class).stream().noneMatch(Aimed::effect)) return java.util.List.of();
        Attack at = s.attack();
        int owner = play.aid() ? at.owner() : at.attacker();
        String uid = play.aid() ? at.target() : at.by();
        if (owner < 0 || owner == seat || uid == null) return java.util.List.of();
        Placed g = s.player(owner).placed(uid);
        if (g == null || g.tokens() < 1) return java.util.List.of();
        return java.util.List.of(new io.tabletop.games.inwo.model.InwoEvent.TokensSpent(owner,
                java.util.Collections.nCopies(g.tokens(), g.uid()), "LOST"));
    }

    /**
     * The groups (seat, uid) that die now that the attack is over: those a Plot with Destroy TARGET was played on —
     * the attacking group for a Plot on the attacker's side, the target for one on the defender's.
     */
    public static java.util.List<java.util.Map.Entry<Integer, String>> dying(Abilities a, Attack at) {
        java.util.List<java.util.Map.Entry<Integer, String>> out = new java.util.ArrayList<>();
        for (Contribution k : at.contributions()) {
            CardDef d = a.def(k.card());
            if (d == null || d.kind() != CardKind.PLOT || !plot(d) || d.effects(Effect.Destroy.class).isEmpty()) continue;
            if (k.aid() && at.by() != null) out.add(java.util.Map.entry(at.attacker(), at.by()));
            else if (!k.aid() && !at.fromHand()) out.add(java.util.Map.entry(at.owner(), at.target()));
        }
        return out;
    }

    /** Interpreted: an effect of an aimed Plot. */
    public static boolean interprets(CardDef card, Effect e) {
        return plot(card) && (effect(e) || e instanceof Effect.Cost);
    }

    /** What the Plot adds: to the attacker's side ({@code aid}) or the defender's. */
    public record Play(boolean aid, int value) {}

    /**
     * Checks {@code seat} playing the aimed Plot {@code d} on {@code uid} (the attacking group or the target) with
     * {@code helper} paying its action, and returns what it adds.
     */
    public static Play check(Abilities a, InwoState s, int seat, CardDef d, String uid, String helper) {
        Attack at = s.attack();
        if (at == null) throw new RuleViolation("NO_ATTACK", "an aimed Plot is played on an attack");
        Play play = play(a, s, at, seat, d, uid);
        if (play == null) throw new RuleViolation("INVALID_TARGET", d.name() + " does not fit that group in this attack");
        for (Contribution k : at.contributions()) {
            if (k.seat() == seat && d.id().equals(k.card())) throw new RuleViolation("DUPLICATE_PLOT", "no duplicate Plots in one attack");
            if (k.aid() == play.aid() && multiplier(a.def(k.card())) && multiplier(d)) {
                throw new RuleViolation("ONE_MULTIPLIER", "multipliers do not add up: one per side");
            }
        }
        if (Costs.pay(a, s, seat, d, helper) == null) {
            throw new RuleViolation("CANNOT_PAY", "its cost cannot be paid" + (helper == null ? "" : " with that group"));
        }
        return play;
    }

    private static boolean multiplier(CardDef d) {
        return d != null && d.kind() == CardKind.PLOT && plot(d) && !d.effects(Effect.StatMultiplier.class).isEmpty();
    }

    /** What the Plot adds when aimed at {@code uid}, or null when nothing of it fits. */
    static Play play(Abilities a, InwoState s, Attack at, int seat, CardDef d, String uid) {
        if (uid == null) return null;
        boolean leader = uid.equals(at.by());
        boolean target = uid.equals(at.target());
        if (!leader && !target) return null;
        AttackKind kind = at.type();
        Placed by = at.by() == null ? null : s.player(at.attacker()).placed(at.by());
        Placed t = at.fromHand() ? null : s.player(at.owner()).placed(at.target());
        if (leader && by == null || target && !at.fromHand() && t == null) return null;
        CardDef attackerCard = at.instant() ? a.def(at.plotCard()) : a.def(by.card());
        int aid = 0;
        int defence = 0;
        boolean fits = false;
        for (Effect e : d.effects()) {
            switch (e) {
                case Effect.StatMultiplier m when leader -> {
                    // a multiplier once on your own attacking group's Power
                    if (m.when() != Effect.StatMultiplier.Situation.ONCE || seat != at.attacker()) continue;
                    if (m.stat() == Stat.RESISTANCE || !m.on().covers(kind.type())) continue;
                    if (!a.matches(s, m.filter(), by, a.basePower(by), false)) continue;
                    if (t != null && !a.matches(s, m.against(), t, a.basePower(t), false)) continue;
                    Abilities.Parts p = a.parts(s, at.attacker(), by, Stat.POWER);
                    int now = Math.max(p.multiplier(), a.attackMultiplier(s, at.attacker(), by, kind, t));
                    aid += p.base() * (Math.max(now, m.factor()) - now);
                    fits = true;
                }
                case Effect.StatMultiplier m when target && t != null -> {
                    // ONCE: the group's controller plays it; DEFENDING: anyone may (Air Magic)
                    if (m.when() == Effect.StatMultiplier.Situation.ONCE && seat != at.owner()) continue;
                    if (!m.on().covers(kind.type()) || !a.matches(s, m.filter(), t, a.basePower(t), false)) continue;
                    if (!m.against().matchesEverything() && !m.against().matchesPrinted(attackerCard)) continue;
                    Stat stat = kind == AttackKind.CONTROL ? Stat.RESISTANCE : Stat.POWER;
                    if (m.stat() != stat && m.stat() != Stat.POWER_OR_RESISTANCE) continue;
                    int dm = a.defenceMultiplier(s, at.owner(), t, kind);
                    int base;
                    int now;
                    if (at.instant()) {
                        base = at.targetPower();
                        now = dm;
                    } else {
                        Abilities.Parts p = a.parts(s, at.owner(), t, stat);
                        base = p.base();
                        now = Math.max(dm, p.multiplier());
                    }
                    int more = base * (Math.max(now, m.factor()) - now);
                    boolean destroys = kind == AttackKind.DESTROY || kind.instant() && a.version().devastationHalvesInstantAttacks(); // I3
                    if (destroys && t.devastated()) more /= 2;
                    defence += more;
                    fits = true;
                }
                case Effect.DefenceBonus b when target && t != null -> {
                    if (!b.against().covers(kind.type()) || !a.matches(s, b.filter(), t, a.basePower(t), false)) continue;
                    if (!b.attacker().matchesEverything() && !b.attacker().matchesPrinted(attackerCard)) continue;
                    defence += b.amount();
                    fits = true;
                }
                case Effect.SetStat x when target && kind == AttackKind.CONTROL -> {
                    // Resistance 0: the defence and the master's alignment bonus go; the position bonus stays
                    if (t != null && !a.matches(s, x.filter(), t, a.basePower(t), false)) continue;
                    Strength.Breakdown b = Strength.breakdown(a, s, at);
                    aid += b.defence() + b.masterAlignment();
                    fits = true;
                }
                default -> { }
            }
        }
        if (!fits) return null;
        if (aid > 0 && defence > 0) return null; // one side per Plot
        return new Play(defence == 0, defence == 0 ? aid : defence);
    }
}
