package io.tabletop.games.inwo;

import io.tabletop.games.inwo.cards.Alignment;
import io.tabletop.games.inwo.cards.AttackType;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Catalogue;
import io.tabletop.games.inwo.cards.CatalogueFile;
import io.tabletop.games.inwo.cards.Deck;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.EffectData;
import io.tabletop.games.inwo.cards.Filter;
import io.tabletop.games.inwo.cards.GroupClass;
import io.tabletop.games.inwo.cards.PlotKind;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.cards.Stat;
import io.tabletop.games.inwo.cards.StarterDeck;
import io.tabletop.games.inwo.cards.Trigger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A small catalogue for rule tests, independent of the shipped data: the handbook's example groups (New York,
 * Russia, Japan …) with their printed stats, a few Illuminati with their abilities and goals, one card of each
 * Plot family, and filler groups so that three 45-card decks can be built.
 */
final class InwoFixture {

    private InwoFixture() {}

    /**
     * A primitive from its leading components, the rest left empty (null, 0, false): the catalogue's primitives grow
     * optional components, and a rule test names only what it is about.
     */
    @SuppressWarnings("unchecked")
    static <T extends Effect> T make(Class<T> type, Object... leading) {
        var components = type.getRecordComponents();
        Object[] args = new Object[components.length];
        Class<?>[] types = new Class<?>[components.length];
        for (int i = 0; i < components.length; i++) {
            types[i] = components[i].getType();
            if (i < leading.length) args[i] = leading[i];
            else if (types[i] == int.class) args[i] = 0;
            else if (types[i] == boolean.class) args[i] = false;
        }
        try {
            return (T) type.getDeclaredConstructor(types).newInstance(args);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    static final List<CatalogueFile.Card> CARDS = new ArrayList<>();

    private static void card(String id, CardKind kind, GroupClass cls, PlotKind plot, int power, int gp, int res,
                             int arrows, List<String> al, List<String> attrs, boolean unique, Effect... effects) {
        CARDS.add(new CatalogueFile.Card(id, id.replace('-', ' '), kind, cls, plot, power, gp, res, arrows, al, attrs,
                unique, false, "", effects.length > 0, true, Arrays.stream(effects).map(EffectData::of).toList()));
    }

    private static void group(String id, GroupClass cls, int power, int gp, int res, int arrows, String al, String attrs) {
        card(id, CardKind.GROUP, cls, null, power, gp, res, arrows, split(al), split(attrs), false);
    }

    private static List<String> split(String s) {
        return s.isEmpty() ? List.of() : List.of(s.split(" "));
    }

    private static void illuminati(String id, int power, Effect... effects) {
        card(id, CardKind.ILLUMINATI, null, null, power, power, 0, 4, List.of(), List.of(), false, effects);
    }

    private static void plot(String id, PlotKind kind, Effect... effects) {
        card(id, CardKind.PLOT, null, kind, 0, 0, 0, 0, List.of(), List.of(), false, effects);
    }

    static {
        illuminati("bavarian-illuminati", 10, make(Effect.Privilege.class, Effect.Privilege.Mode.DECLARE_ONCE_PER_TURN, null),
                make(Effect.Goal.class, Effect.Goal.Kind.TOTAL_POWER, 50, null, 0, null, false));
        illuminati("the-network", 8, make(Effect.Cards.class, Effect.Cards.Action.DRAW, Deck.PLOT, Scope.PLAYER, 1, Trigger.TURN_START, null, null),
                make(Effect.Goal.class, Effect.Goal.Kind.COUNTS_DOUBLE, 0, Filter.attribute("COMPUTER").withPower(3, 0), 0, null, false));
        illuminati("servants-of-cthulhu", 9, make(Effect.AttackBonus.class, AttackType.DESTROY, Scope.STRUCTURE, 4, null, null),
                make(Effect.Cards.class, Effect.Cards.Action.DRAW, Deck.PLOT, Scope.PLAYER, 1, Trigger.ON_DESTROY, null, null),
                make(Effect.Goal.class, Effect.Goal.Kind.DESTROYED_COUNT, 8, null, 0, null, false));
        illuminati("shangri-la", 7, make(Effect.DefenceBonus.class, AttackType.ANY, Scope.STRUCTURE, null, 5, null),
                make(Effect.Restriction.class, Effect.Restriction.On.MAY_ONLY_DESTROY, Scope.STRUCTURE, Filter.alignment(Alignment.VIOLENT)));
        group("new-york", GroupClass.PLACE, 7, 0, 8, 3, "GOVERNMENT VIOLENT CRIMINAL", "COASTAL");
        group("russia", GroupClass.PLACE, 4, 0, 5, 3, "GOVERNMENT VIOLENT", "COASTAL HUGE NATION");
        group("japan", GroupClass.PLACE, 6, 4, 8, 3, "GOVERNMENT PEACEFUL", "COASTAL COMPUTER NATION");
        group("nsa", GroupClass.ORGANIZATION, 5, 2, 4, 3, "GOVERNMENT", "COMPUTER SECRET");
        group("canada", GroupClass.PLACE, 3, 0, 4, 2, "LIBERAL GOVERNMENT PEACEFUL", "COASTAL GREEN HUGE NATION");
        group("hackers", GroupClass.ORGANIZATION, 3, 2, 4, 0, "WEIRD FANATIC", "COMPUTER");
        group("wargamers", GroupClass.ORGANIZATION, 1, 0, 5, 0, "WEIRD", "COMPUTER");
        group("clone-arrangers", GroupClass.ORGANIZATION, 6, 2, 6, 2, "VIOLENT CRIMINAL", "SCIENCE SECRET");
        group("batf", GroupClass.ORGANIZATION, 3, 0, 2, 1, "GOVERNMENT VIOLENT", "");
        group("witch", GroupClass.ORGANIZATION, 3, 2, 6, 1, "VIOLENT WEIRD FANATIC", "MAGIC");
        group("straight-fanatics", GroupClass.ORGANIZATION, 4, 0, 4, 1, "STRAIGHT FANATIC", "");
        group("weird-fanatics", GroupClass.ORGANIZATION, 4, 0, 4, 1, "WEIRD FANATIC", "");
        group("evil-senator", GroupClass.PERSONALITY, 3, 0, 4, 1, "GOVERNMENT CONSERVATIVE", "");
        group("rock-star", GroupClass.PERSONALITY, 2, 0, 3, 0, "LIBERAL WEIRD", "");
        card("judges", CardKind.GROUP, GroupClass.ORGANIZATION, null, 5, 0, 6, 1, List.of("STRAIGHT"), List.of(), false,
                make(Effect.Cancel.class, Effect.Cancel.What.ACTION, Filter.alignment(Alignment.GOVERNMENT)),
                make(Effect.Cost.class, Effect.Cost.Kind.ACTION));
        card("peacekeepers", CardKind.GROUP, GroupClass.ORGANIZATION, null, 2, 0, 4, 1, List.of("PEACEFUL"), List.of(), false,
                make(Effect.MayJoin.class, Effect.MayJoin.Mode.AID, Scope.SELF, null, null, null, 5, false));
        card("untouchables", CardKind.GROUP, GroupClass.ORGANIZATION, null, 2, 0, 4, 1, List.of("CRIMINAL"), List.of(), false,
                make(Effect.Restriction.class, Effect.Restriction.On.INDESTRUCTIBLE, Scope.SELF),
                make(Effect.Restriction.class, Effect.Restriction.On.UNCAPTURABLE, Scope.SELF));
        for (int i = 1; i <= 12; i++) {
            group("filler-" + i, i % 3 == 0 ? GroupClass.PLACE : i % 3 == 1 ? GroupClass.ORGANIZATION : GroupClass.PERSONALITY,
                    2 + i % 5, i % 3, 2 + i % 4, 1 + i % 3,
                    List.of("STRAIGHT", "WEIRD", "LIBERAL", "CONSERVATIVE", "PEACEFUL", "VIOLENT").get(i % 6), "");
        }
        card("cyborg-soldiers", CardKind.RESOURCE, null, null, 0, 0, 0, 0, List.of(), List.of("GADGET"), false,
                make(Effect.StatMultiplier.class, Stat.POWER, 2, Scope.LINKED, null, Effect.StatMultiplier.Situation.ALWAYS, null, null));
        card("good-polls-charm", CardKind.RESOURCE, null, null, 0, 0, 0, 0, List.of(), List.of("ARTIFACT"), true,
                make(Effect.StatMultiplier.class, Stat.POWER_OR_RESISTANCE, 3, Scope.LINKED, null, Effect.StatMultiplier.Situation.DEFENDING, null, null));
        plot("martial-law", PlotKind.PLUS_TEN, make(Effect.Boost.class, 10, Filter.alignment(Alignment.GOVERNMENT)));
        plot("terrorist-nuke", PlotKind.PLUS_TEN, make(Effect.Boost.class, 10, Filter.alignment(Alignment.VIOLENT)));
        plot("car-bomb", PlotKind.ASSASSINATION, make(Effect.InstantAttack.class, AttackType.ASSASSINATION, 8, null,
                Filter.alignment(Alignment.VIOLENT, Alignment.CRIMINAL), 0, true));
        plot("earthquake", PlotKind.DISASTER,
                make(Effect.InstantAttack.class, AttackType.DISASTER, 12, Filter.attribute("HUGE"), null, 6, true),
                make(Effect.InstantAttack.class, AttackType.DISASTER, 16, null, null, 6, true));
        plot("mistaken-identity", PlotKind.PLOT, make(Effect.Cancel.class, Effect.Cancel.What.ASSASSINATION, null));
        plot("not-today", PlotKind.PLOT, make(Effect.Cancel.class, Effect.Cancel.What.ATTACK, null));
        plot("hoax", PlotKind.PLOT, make(Effect.Cancel.class, Effect.Cancel.What.PLOT, null));
        plot("political-correctness", PlotKind.NWO_RED, make(Effect.StatBonus.class, Stat.POWER, 3, Scope.ALL_IN_PLAY,
                Filter.alignment(Alignment.LIBERAL), null));
        plot("solidarity", PlotKind.NWO_RED, make(Effect.StatMultiplier.class, Stat.RESISTANCE, 2, Scope.ALL_IN_PLAY, null,
                Effect.StatMultiplier.Situation.ALWAYS, null, null));
        plot("reload", PlotKind.RELOAD, make(Effect.Reload.class, Filter.alignment(Alignment.VIOLENT), 5, false));
        plot("new-blood", PlotKind.POWER_UP, make(Effect.PowerUp.class, Filter.alignment(Alignment.VIOLENT), 6));
        plot("jake-day", PlotKind.REALIGN, make(Effect.Realign.class, Alignment.WEIRD));
        plot("hail-eris", PlotKind.GOAL, make(Effect.Goal.class, Effect.Goal.Kind.COUNTS_DOUBLE, 0,
                Filter.alignment(Alignment.WEIRD).withPower(3, 0), 0, null, false));
        plot("mystery-plot", PlotKind.PLOT, new Effect.Unsupported("unknown text"));
    }

    static final List<String> GROUPS = List.of("new-york", "russia", "japan", "nsa", "canada", "hackers", "wargamers",
            "clone-arrangers", "batf", "witch", "straight-fanatics", "weird-fanatics", "evil-senator", "rock-star",
            "filler-1", "filler-2", "filler-3", "filler-4");
    static final List<String> PLOTS = List.of("martial-law", "terrorist-nuke", "car-bomb", "earthquake",
            "mistaken-identity", "not-today", "hoax", "political-correctness", "solidarity", "reload", "new-blood", "jake-day",
            "hail-eris");

    /** A 45-card deck: the Illuminati, 18 groups, cyborg soldiers, 25 Plots (the families twice and more). */
    static List<String> deck(String illuminati) {
        List<String> d = new ArrayList<>();
        d.add(illuminati);
        d.addAll(GROUPS);
        d.add("cyborg-soldiers");
        for (int i = 0; d.size() < 45; i++) d.add(PLOTS.get(i % PLOTS.size()));
        return d;
    }

    static final List<StarterDeck> DECKS = List.of(
            new StarterDeck("test-bavaria", "Test Bavaria", "bavarian-illuminati", deck("bavarian-illuminati")),
            new StarterDeck("test-network", "Test Network", "the-network", deck("the-network")),
            new StarterDeck("test-cthulhu", "Test Cthulhu", "servants-of-cthulhu", deck("servants-of-cthulhu")));

    static final Catalogue CATALOGUE = Catalogue.from(new CatalogueFile("INWO test fixture", "", CARDS, DECKS));

    static final InwoRules RULES = new InwoRules(CATALOGUE);
}
