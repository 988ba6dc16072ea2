package io.tabletop.games.inwo.cards;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** Checks one effect primitive of the catalogue file: required fields present, amounts sane, named cards known. */
final class EffectCheck {

    private EffectCheck() {}

    static List<String> problems(Effect effect, Set<String> ids) {
        List<String> p = new ArrayList<>();
        switch (effect) {
            case Effect.AttackBonus e -> {
                need(p, "on", e.on(), "by", e.by());
                amount(p, "amount", e.amount(), -30, 30);
                filters(p, ids, "target", e.target(), "attacker", e.attacker());
            }
            case Effect.DefenceBonus e -> {
                need(p, "against", e.against(), "who", e.who());
                amount(p, "amount", e.amount(), -30, 30);
                filters(p, ids, "filter", e.filter(), "attacker", e.attacker());
            }
            case Effect.StatBonus e -> {
                need(p, "stat", e.stat(), "who", e.who());
                amount(p, "amount", e.amount(), -10, 10);
                filters(p, ids, "filter", e.filter(), "perEach", e.perEach());
            }
            case Effect.StatMultiplier e -> {
                need(p, "stat", e.stat(), "who", e.who(), "when", e.when());
                amount(p, "factor", e.factor(), 2, 5);
                filters(p, ids, "filter", e.filter(), "against", e.against(), "defended", e.defended());
            }
            case Effect.SetStat e -> {
                need(p, "stat", e.stat(), "who", e.who());
                amount(p, "value", e.value(), 0, 30);
                filters(p, ids, "filter", e.filter());
            }
            case Effect.AlignmentModifiers e -> {
                need(p, "who", e.who());
                for (int v : new int[] {e.controlIdentical(), e.controlOpposite(), e.destroyIdentical(),
                        e.destroyOpposite()}) {
                    amount(p, "modifier", v, -12, 12);
                }
            }
            case Effect.Roll e -> {
                need(p, "mode", e.mode());
                amount(p, "amount", e.amount(), -12, 12);
                filters(p, ids, "involving", e.involving());
            }
            case Effect.MayJoin e -> {
                need(p, "mode", e.mode(), "who", e.who());
                amount(p, "bonus", e.bonus(), 0, 20);
                filters(p, ids, "filter", e.filter(), "attackers", e.attackers(), "targets", e.targets());
            }
            case Effect.Immunity e -> {
                need(p, "who", e.who(), "to", e.to());
                filters(p, ids, "filter", e.filter(), "from", e.from());
            }
            case Effect.Restriction e -> {
                need(p, "on", e.on(), "who", e.who());
                filters(p, ids, "filter", e.filter());
            }
            case Effect.Tokens e -> {
                need(p, "who", e.who());
                if (e.count() == 0) p.add("count must not be 0");
                amount(p, "count", e.count(), -10, 3);
                filters(p, ids, "filter", e.filter(), "perEach", e.perEach());
            }
            case Effect.HandLimit e -> amount(p, "extra", e.extra(), 1, 5);
            case Effect.Cards e -> {
                need(p, "action", e.action(), "deck", e.deck(), "whose", e.whose(), "when", e.when());
                amount(p, "count", e.count(), 0, 10);
                filters(p, ids, "subject", e.subject(), "perEach", e.perEach());
            }
            case Effect.Destroy e -> {
                need(p, "whose", e.whose());
                filters(p, ids, "target", e.target());
            }
            case Effect.Replay e -> filters(p, ids, "filter", e.filter());
            case Effect.Takeover e -> {
                amount(p, "count", e.count(), 1, 5);
                filters(p, ids, "filter", e.filter());
            }
            case Effect.Reorganize e -> need(p, "when", e.when(), "who", e.who());
            case Effect.Arrows e -> {
                amount(p, "add", e.add(), 0, 3);
                amount(p, "setTo", e.setTo(), 0, 3);
                if ((e.add() == 0) == (e.setTo() == 0)) p.add("exactly one of add and setTo must be given");
                filters(p, ids, "filter", e.filter());
            }
            case Effect.Relief e -> {
                need(p, "who", e.who());
                amount(p, "factor", e.factor(), 0, 5);
                amount(p, "power", e.power(), 0, 30);
                if (e.factor() == 0 && e.power() == 0 && !e.automatic()) p.add("relieves nothing");
            }
            case Effect.ChangeTraits e -> {
                need(p, "who", e.who());
                filters(p, ids, "filter", e.filter());
                if (e.add().isEmpty() && e.remove().isEmpty() && !e.reverse() && e.addAttributes().isEmpty()
                        && e.removeAttributes().isEmpty()) {
                    p.add("changes nothing");
                }
            }
            case Effect.InstantAttack e -> {
                if (e.kind() != AttackType.ASSASSINATION && e.kind() != AttackType.DISASTER) {
                    p.add("kind must be ASSASSINATION or DISASTER");
                }
                amount(p, "power", e.power(), 1, 40);
                amount(p, "destroyMargin", e.destroyMargin(), -1, 12);
                filters(p, ids, "target", e.target(), "helper", e.helper());
            }
            case Effect.Combine e -> {
                if (e.kind() != AttackType.ASSASSINATION && e.kind() != AttackType.DISASTER) {
                    p.add("kind must be ASSASSINATION or DISASTER");
                }
            }
            case Effect.Boost e -> {
                amount(p, "amount", e.amount(), 1, 20);
                filters(p, ids, "group", e.group());
            }
            case Effect.Reload e -> {
                amount(p, "powerLimit", e.powerLimit(), 0, 20);
                filters(p, ids, "groups", e.groups());
            }
            case Effect.PowerUp e -> {
                amount(p, "to", e.to(), 1, 20);
                filters(p, ids, "group", e.group());
            }
            case Effect.Realign e -> need(p, "to", e.to());
            case Effect.Cancel e -> {
                need(p, "what", e.what());
                filters(p, ids, "source", e.source(), "target", e.target());
            }
            case Effect.Privilege e -> {
                need(p, "mode", e.mode());
                filters(p, ids, "filter", e.filter());
            }
            case Effect.Goal e -> {
                need(p, "kind", e.kind());
                amount(p, "amount", e.amount(), 0, 100);
                amount(p, "secondAmount", e.secondAmount(), 0, 100);
                filters(p, ids, "filter", e.filter(), "second", e.second());
            }
            case Effect.Cost e -> {
                need(p, "kind", e.kind());
                amount(p, "minPower", e.minPower(), 0, 20);
                filters(p, ids, "actor", e.actor());
            }
            case Effect.Unsupported e -> {
                if (e.reason() == null || e.reason().isBlank()) p.add("reason is missing");
            }
            case Effect.Special e -> { // r4 conv
                if (e.rule() == null || e.rule().isBlank()) p.add("rule is missing");
            }
        }
        return p;
    }

    /** The effect a Plot family needs: +10 plots boost, reload plots reload, and so on; null when it is there. */
    static String familyProblem(PlotKind kind, List<Effect> effects) {
        Class<? extends Effect> needed = switch (kind) {
            case PLUS_TEN -> Effect.Boost.class;
            case RELOAD -> Effect.Reload.class;
            case POWER_UP -> Effect.PowerUp.class;
            case REALIGN -> Effect.Realign.class;
            case ASSASSINATION, DISASTER -> Effect.InstantAttack.class;
            case GOAL -> Effect.Goal.class;
            case PLOT, NWO_RED, NWO_BLUE, NWO_YELLOW -> null;
        };
        if (needed == null || effects.stream().anyMatch(needed::isInstance)
                || effects.stream().anyMatch(e -> e instanceof Effect.Unsupported)) {
            return null;
        }
        return "a " + kind + " plot needs a " + needed.getSimpleName() + " effect";
    }

    /** Pairs of field name and value: every value must be present. */
    private static void need(List<String> p, Object... namesAndValues) {
        for (int i = 0; i < namesAndValues.length; i += 2) {
            if (namesAndValues[i + 1] == null) p.add(namesAndValues[i] + " is missing");
        }
    }

    private static void amount(List<String> p, String field, int v, int min, int max) {
        if (v < min || v > max) p.add(field + " " + v + " is outside " + min + "-" + max);
    }

    /** Pairs of field name and filter (null filters are fine). */
    private static void filters(List<String> p, Set<String> ids, Object... namesAndFilters) {
        for (int i = 0; i < namesAndFilters.length; i += 2) {
            filter(p, (String) namesAndFilters[i], (Filter) namesAndFilters[i + 1], ids);
        }
    }

    private static void filter(List<String> p, String field, Filter f, Set<String> ids) {
        if (f == null) return;
        for (Filter alt : f.anyOf()) filter(p, field + ".anyOf", alt, ids);
        for (String id : f.cards()) {
            if (!ids.contains(id)) p.add(field + " names unknown card '" + id + "'");
        }
        for (String id : f.linkedCards()) {
            if (!ids.contains(id)) p.add(field + " names unknown card '" + id + "'");
        }
        for (String id : f.exceptCards()) {
            if (!ids.contains(id)) p.add(field + " names unknown card '" + id + "'");
        }
        if (f.maxPower() > 0 && f.minPower() > f.maxPower()) p.add(field + " has minPower above maxPower");
    }
}
