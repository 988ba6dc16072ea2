package io.tabletop.games.inwo.cards;

import static io.tabletop.games.inwo.cards.Alignment.CONSERVATIVE;
import static io.tabletop.games.inwo.cards.Alignment.CORPORATE;
import static io.tabletop.games.inwo.cards.Alignment.CRIMINAL;
import static io.tabletop.games.inwo.cards.Alignment.FANATIC;
import static io.tabletop.games.inwo.cards.Alignment.GOVERNMENT;
import static io.tabletop.games.inwo.cards.Alignment.LIBERAL;
import static io.tabletop.games.inwo.cards.Alignment.PEACEFUL;
import static io.tabletop.games.inwo.cards.Alignment.STRAIGHT;
import static io.tabletop.games.inwo.cards.Alignment.VIOLENT;
import static io.tabletop.games.inwo.cards.Alignment.WEIRD;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Every Limited card's effect as primitives, transcribed from {@code known-effects.md} (its notation: dC/dD a
 * direct bonus of the card itself, aC/aD/aCD an "any attempt" bonus of the player's Groups, act its own action …).
 * A card missing here has no effect (plain Groups); a card whose effect cannot be said carries
 * {@link Effect.Unsupported} with the reason.
 */
final class CardEffects {

    /** The Plot family (PLOT for others), a text for family Plots (null: use the paraphrase), and the effects. */
    record Entry(PlotKind plotKind, String text, List<Effect> effects) {}

    private static final Map<String, Entry> ENTRIES = new LinkedHashMap<>();

    private CardEffects() {}

    static Entry of(CardData row) {
        Entry e = ENTRIES.get(row.name());
        PlotKind kind = switch (row.type()) {
            case "Assassination" -> PlotKind.ASSASSINATION;
            case "Disaster" -> PlotKind.DISASTER;
            case "Goal" -> PlotKind.GOAL;
            case "NWOR" -> PlotKind.NWO_RED;
            case "NWOB" -> PlotKind.NWO_BLUE;
            case "NWOY" -> PlotKind.NWO_YELLOW;
            default -> e == null ? PlotKind.PLOT : e.plotKind();
        };
        List<Effect> effects = new ArrayList<>(e == null ? List.of() : e.effects());
        for (Alignment a : row.sometimes()) {
            if (e != null && effects.stream().noneMatch(x -> x instanceof Effect.ChangeTraits
                    || x instanceof Effect.Unsupported || x instanceof Effect.Special)) { // r4 conv
                throw new IllegalStateException(row.name() + " holds " + a + " sometimes but no effect says when");
            }
        }
        return new Entry(kind, e == null ? null : e.text(), effects);
    }

    /** Names of every card given an entry (to check the table against the TSV). */
    static java.util.Set<String> names() {
        return ENTRIES.keySet();
    }

    // --- vocabulary ---------------------------------------------------------------------------------------------

    private static void put(String name, Effect... effects) {
        put(name, PlotKind.PLOT, null, effects);
    }

    private static void put(String name, PlotKind kind, String text, Effect... effects) {
        if (ENTRIES.put(name, new Entry(kind, text, List.of(effects))) != null) {
            throw new IllegalStateException(name + " twice in CardEffects");
        }
    }

    static Filter any() {
        return Filter.ANY;
    }

    static Filter al(Alignment... a) {
        return Filter.alignment(a);
    }

    static Filter both(Alignment a, Alignment b) {
        return Filter.ANY.withAllAlignments(List.of(a, b));
    }

    static Filter at(String... attributes) {
        return Filter.attribute(attributes);
    }

    static Filter pers() {
        return Filter.groupClass(GroupClass.PERSONALITY);
    }

    static Filter place() {
        return Filter.groupClass(GroupClass.PLACE);
    }

    static Filter org() {
        return Filter.groupClass(GroupClass.ORGANIZATION);
    }

    static Filter illuminati() {
        return Filter.kind(CardKind.ILLUMINATI);
    }

    static Filter resource() {
        return Filter.kind(CardKind.RESOURCE);
    }

    static Filter plot() {
        return Filter.kind(CardKind.PLOT);
    }

    /** Cards by name. */
    static Filter named(String... names) {
        return Filter.cards(Arrays.stream(names).map(CardData::id).toArray(String[]::new));
    }

    static Filter or(Filter... alternatives) {
        return Filter.either(alternatives);
    }

    static Effect attack(AttackType on, Scope by, int amount, Filter target) {
        return new Effect.AttackBonus(on, by, amount, target, null);
    }

    static Effect attackBy(AttackType on, Scope by, int amount, Filter target, Filter attacker) {
        return new Effect.AttackBonus(on, by, amount, target, attacker);
    }

    /** Direct bonus to control (the card leads the attack). */
    static Effect dC(int n, Filter target) {
        return attack(AttackType.CONTROL, Scope.SELF, n, target);
    }

    static Effect dD(int n, Filter target) {
        return attack(AttackType.DESTROY, Scope.SELF, n, target);
    }

    static Effect dCD(int n, Filter target) {
        return attack(AttackType.CONTROL_OR_DESTROY, Scope.SELF, n, target);
    }

    /** "Any attempt" bonus to control: every attack led by the player's Groups. */
    static Effect aC(int n, Filter target) {
        return attack(AttackType.CONTROL, Scope.STRUCTURE, n, target);
    }

    static Effect aD(int n, Filter target) {
        return attack(AttackType.DESTROY, Scope.STRUCTURE, n, target);
    }

    static Effect aCD(int n, Filter target) {
        return attack(AttackType.CONTROL_OR_DESTROY, Scope.STRUCTURE, n, target);
    }

    static Effect def(AttackType against, Scope who, Filter filter, int n, Filter attacker) {
        return new Effect.DefenceBonus(against, who, filter, n, attacker);
    }

    static Effect stat(Stat s, int n, Scope who, Filter filter) {
        return new Effect.StatBonus(s, n, who, filter, null);
    }

    static Effect per(Stat s, int n, Scope who, Filter filter, Filter perEach) {
        return new Effect.StatBonus(s, n, who, filter, perEach);
    }

    static Effect times(Stat s, int factor, Scope who, Filter filter, Effect.StatMultiplier.Situation when) {
        return new Effect.StatMultiplier(s, factor, who, filter, when, null, null, null);
    }

    static Effect set(Stat s, int value, Scope who, Filter filter) {
        return new Effect.SetStat(s, value, who, filter, null);
    }

    static Effect globalEqualsPower(Scope who, Filter filter) {
        return new Effect.SetStat(Stat.GLOBAL_POWER, 0, who, filter, Stat.POWER);
    }

    static Effect tokens(int n, Scope who, Filter filter) {
        return new Effect.Tokens(n, who, filter, null, Trigger.ALWAYS);
    }

    static Effect cards(Effect.Cards.Action action, Deck deck, Scope whose, int count, Trigger when) {
        return new Effect.Cards(action, deck, whose, count, when, null, null);
    }

    static Effect draw(Deck deck, int count, Trigger when) {
        return cards(Effect.Cards.Action.DRAW, deck, Scope.PLAYER, count, when);
    }

    static Effect immune(Scope who, Filter from, Effect.Immunity.To to) {
        return new Effect.Immunity(who, null, from, to);
    }

    static Effect cancel(Effect.Cancel.What what, Filter source) {
        return new Effect.Cancel(what, source, null);
    }

    static Effect cancelOn(Effect.Cancel.What what, Filter target) {
        return new Effect.Cancel(what, null, target);
    }

    static Effect traits(Scope who, Filter filter, List<Alignment> add, List<Alignment> remove, boolean permanent) {
        return new Effect.ChangeTraits(who, filter, add, remove, false, null, null, permanent);
    }

    static Effect goal(Effect.Goal.Kind kind, int amount, Filter filter) {
        return new Effect.Goal(kind, amount, filter, 0, null, false);
    }

    static Effect restrict(Effect.Restriction.On on, Scope who, Filter filter) {
        return new Effect.Restriction(on, who, filter);
    }

    static Effect roll(Effect.Roll.Mode mode, int amount) {
        return new Effect.Roll(mode, amount, null);
    }

    static Effect cost(Effect.Cost.Kind kind, int minPower, Filter actor) {
        return new Effect.Cost(kind, minPower, actor, false);
    }

    static Effect orCost(Effect.Cost.Kind kind, int minPower, Filter actor) {
        return new Effect.Cost(kind, minPower, actor, true);
    }

    /** One Group's action (of Power at least p, matching actor). */
    static Effect act(int p, Filter actor) {
        return cost(Effect.Cost.Kind.ACTION, p, actor);
    }

    static Effect act() {
        return act(0, any());
    }

    static Effect il() {
        return cost(Effect.Cost.Kind.ILLUMINATI_ACTION, 0, any());
    }

    static Effect orIl() {
        return orCost(Effect.Cost.Kind.ILLUMINATI_ACTION, 0, any());
    }

    static Effect allIl() {
        return cost(Effect.Cost.Kind.ALL_ILLUMINATI_ACTIONS, 0, any());
    }

    static Effect free() {
        return cost(Effect.Cost.Kind.FREE, 0, any());
    }

    static Effect join(Effect.MayJoin.Mode mode, Filter attackers, Filter targets, int bonus) {
        return new Effect.MayJoin(mode, Scope.SELF, null, attackers, targets, bonus, false);
    }

    static Effect cardsAbout(Effect.Cards.Action action, Deck deck, Scope whose, int count, Trigger when,
                             Filter subject) {
        return new Effect.Cards(action, deck, whose, count, when, subject, null);
    }

    static Effect immuneOf(Scope who, Filter filter, Filter from, Effect.Immunity.To to) {
        return new Effect.Immunity(who, filter, from, to);
    }

    static Effect destroy(Scope whose, Filter target) {
        return new Effect.Destroy(whose, target, Trigger.ALWAYS);
    }

    static Effect tokensWhen(int n, Scope who, Filter filter, Trigger when) {
        return new Effect.Tokens(n, who, filter, null, when);
    }

    static Effect relief(Scope who, int factor, int power, boolean automatic) {
        return new Effect.Relief(who, factor, power, automatic);
    }

    static Effect orAct(int p, Filter actor) {
        return orCost(Effect.Cost.Kind.ACTION, p, actor);
    }

    static Effect discardThis() {
        return cost(Effect.Cost.Kind.DISCARD_THIS, 0, any());
    }

    static Effect replay(Filter filter, boolean killed, boolean automatic) {
        return new Effect.Replay(filter, killed, automatic);
    }

    static Effect takeover(Filter filter) {
        return new Effect.Takeover(filter, 1);
    }

    static Effect reorganize(Trigger when, Scope who) {
        return new Effect.Reorganize(when, who);
    }

    static Effect privilege(Effect.Privilege.Mode mode, Filter filter) {
        return new Effect.Privilege(mode, filter);
    }

    static Effect rollIf(Effect.Roll.Mode mode, int amount, Filter involving) {
        return new Effect.Roll(mode, amount, involving);
    }

    // privilege and dice
    /** A re-roll of the rolls that {@code when} as they stand, of {@code whose} attacks of type {@code on}. */
    static Effect reroll(Effect.Roll.Outcome when, Scope whose, AttackType on, int amount, Filter involving) {
        return new Effect.Roll(Effect.Roll.Mode.REROLL, amount, involving, when, whose, on);
    }

    static Effect attrs(Scope who, Filter filter, List<String> add, List<String> remove, boolean permanent) {
        return new Effect.ChangeTraits(who, filter, null, null, false, add, remove, permanent);
    }

    static Effect no(String reason) {
        return new Effect.Unsupported(reason);
    }

    // r4 conv
    /** A card-specific rule, played by the engine for this card's id (package special). */
    static Effect special(String rule) {
        return new Effect.Special(rule);
    }

    static Effect instant(AttackType kind, int power, Filter target, Filter helper, int destroyMargin) {
        return new Effect.InstantAttack(kind, power, target, helper, destroyMargin, true);
    }

    static String title(Alignment a) {
        String s = a.name().toLowerCase(Locale.ROOT);
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    static String title(String attribute) {
        String s = attribute.toLowerCase(Locale.ROOT);
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    // --- the cards ----------------------------------------------------------------------------------------------

    static {
        Families.registerAll();
        Illuminati.registerAll();
        Instants.registerAll();
        Organizations.registerAll();
        PersonalitiesAndPlaces.registerAll();
        Resources.registerAll();
        Plots.registerAll();
    }

    /** Registration for the family and section classes (they live in their own files to keep each short). */
    static void register(String name, PlotKind kind, String text, Effect... effects) {
        put(name, kind, text, effects);
    }

    static void register(String name, Effect... effects) {
        put(name, effects);
    }
}
