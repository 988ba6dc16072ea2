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
import static io.tabletop.games.inwo.cards.CardEffects.al;
import static io.tabletop.games.inwo.cards.CardEffects.any;
import static io.tabletop.games.inwo.cards.CardEffects.at;
import static io.tabletop.games.inwo.cards.CardEffects.attack;
import static io.tabletop.games.inwo.cards.CardEffects.both;
import static io.tabletop.games.inwo.cards.CardEffects.def;
import static io.tabletop.games.inwo.cards.CardEffects.goal;
import static io.tabletop.games.inwo.cards.CardEffects.illuminati;
import static io.tabletop.games.inwo.cards.CardEffects.instant;
import static io.tabletop.games.inwo.cards.CardEffects.named;
import static io.tabletop.games.inwo.cards.CardEffects.special;
import static io.tabletop.games.inwo.cards.CardEffects.no;
import static io.tabletop.games.inwo.cards.CardEffects.or;
import static io.tabletop.games.inwo.cards.CardEffects.pers;
import static io.tabletop.games.inwo.cards.CardEffects.place;
import static io.tabletop.games.inwo.cards.CardEffects.register;
import static io.tabletop.games.inwo.cards.CardEffects.restrict;
import static io.tabletop.games.inwo.cards.CardEffects.stat;
import static io.tabletop.games.inwo.cards.CardEffects.times;
import static io.tabletop.games.inwo.cards.CardEffects.tokens;
import static io.tabletop.games.inwo.cards.CardEffects.title;
import static io.tabletop.games.inwo.cards.CardEffects.traits;

import io.tabletop.games.inwo.cards.Effect.Goal.Kind;
import io.tabletop.games.inwo.cards.Effect.StatMultiplier.Situation;
import java.util.List;

/** Assassinations, Disasters, Goal cards and New World Order cards [WDH p.11-13, p.20; known-effects.md]. */
final class Instants {

    private Instants() {}

    static final AttackType ASSN = AttackType.ASSASSINATION;
    static final AttackType DIS = AttackType.DISASTER;

    static Filter coastal() {
        return place().withAnyAttribute(List.of("COASTAL"));
    }

    static Filter coastalHuge() {
        return coastal().withAnyOf(List.of(at("HUGE")));
    }

    static Filter notHuge(Filter f) {
        return f.withNoAttribute(List.of("HUGE"));
    }

    static void registerAll() {
        register("Car Bomb", instant(ASSN, 8, pers(), al(VIOLENT, CRIMINAL), 0));
        register("Hit and Run", instant(ASSN, 10, pers(), al(FANATIC), 0));
        register("Poison", instant(ASSN, 8, pers(), or(al(CRIMINAL), at("MAGIC")), 0));
        register("Sniper", instant(ASSN, 10, pers(), al(GOVERNMENT), 0));
        register("Withering Curse", instant(ASSN, 10, pers(), at("MAGIC"), 0));

        register("Atomic Monster",
                instant(DIS, 24, named("Japan", "California"), null, 7),
                instant(DIS, 16, coastalHuge(), null, 7),
                instant(DIS, 20, coastal(), null, 7),
                attack(AttackType.DESTROY, Scope.TARGET, 10, named("Robot Sea Monsters", "Nuclear Power Companies")));
        register("Earthquake",
                instant(DIS, 12, place().withAnyAttribute(List.of("HUGE")), null, 6),
                instant(DIS, 16, place(), null, 6));
        register("Epidemic", new Effect.InstantAttack(DIS, 14, place(), null, -1, false));
        register("Giant Kudzu",
                new Effect.InstantAttack(DIS, 30, coastal(), null, 7, false),
                new Effect.InstantAttack(DIS, 24, place(), null, 7, false),
                new Effect.MayJoin(Effect.MayJoin.Mode.OPPOSE, Scope.ALL_IN_PLAY, null, null, null, 0, false));
        register("Hurricane",
                instant(DIS, 16, coastalHuge(), null, -1),
                instant(DIS, 20, coastal(), null, -1));
        register("Meteor Strike", instant(DIS, 16, place(), null, 5));
        register("Nuclear Accident",
                instant(DIS, 14, place().withAnyAttribute(List.of("HUGE")), null, 5),
                instant(DIS, 18, place(), null, 5),
                tokens(-1, Scope.ALL_IN_PLAY, named("Nuclear Power Companies")));
        register("Plague of Demons",
                instant(DIS, 10, notHuge(place()), at("MAGIC"), 6),
                attack(AttackType.DESTROY, Scope.TARGET, 10, at("MAGIC")));
        register("Rain of Frogs",
                instant(DIS, 10, place(), null, 7),
                special("+4 Power for every Frog God the target's owner holds"));
        register("The Oregon Crud", instant(DIS, 24, notHuge(place()), null, 10));
        register("Tidal Wave",
                instant(DIS, 20, coastalHuge(), null, 11),
                instant(DIS, 24, coastal(), null, 11));
        register("Tornado", instant(DIS, 12, notHuge(place()), null, 5));
        register("Volcano", instant(DIS, 18, notHuge(place()), null, 2));

        register("Criminal Overlords", goal(Kind.COUNTS_DOUBLE, 0, both(VIOLENT, CRIMINAL)));
        register("Hail Eris!", goal(Kind.COUNTS_DOUBLE, 0, al(WEIRD).withPower(3, 0)));
        register("The Corporate Masters", goal(Kind.COUNTS_DOUBLE, 0, al(CORPORATE).withPower(4, 0)));
        register("Power For Its Own Sake", goal(Kind.TOTAL_POWER, 50, any()));
        register("Fratricide", goal(Kind.DESTROY_AND_CONTROL, 2, illuminati()));
        destroyAndControl("Kill For Peace!", 2, VIOLENT, 6, PEACEFUL);
        destroyAndControl("Let Them Eat Cake!", 3, LIBERAL, 5, CONSERVATIVE);
        destroyAndControl("Power To The People", 4, CONSERVATIVE, 4, LIBERAL);
        destroyAndControl("The Hand of Madness", 5, PEACEFUL, 3, VIOLENT);
        destroyAndControl("Up Against The Wall!", 6, GOVERNMENT, 1, VIOLENT);

        register("A Thousand Points of Light", new Effect.AlignmentModifiers(Scope.ALL_IN_PLAY, 4, 0, -4, 0));
        register("Chicken In Every Pot",
                stat(Stat.POWER, 2, Scope.ALL_IN_PLAY, or(at("BANK"), coastal())),
                stat(Stat.POWER, -1, Scope.ALL_IN_PLAY, al(VIOLENT)));
        register("Energy Crisis",
                stat(Stat.POWER, -2, Scope.ALL_IN_PLAY, al(CORPORATE)),
                stat(Stat.POWER, -1, Scope.ALL_IN_PLAY, at("GREEN")),
                stat(Stat.RESISTANCE, -1, Scope.ALL_IN_PLAY, at("GREEN")));
        register("Fear and Loathing", new Effect.AlignmentModifiers(Scope.ALL_IN_PLAY, 8, -8, -8, 8));
        register("World Hunger",
                restrict(Effect.Restriction.On.CANNOT_ACT, Scope.ALL_IN_PLAY, at("GREEN")),
                stat(Stat.POWER, -2, Scope.ALL_IN_PLAY, or(al(LIBERAL), at("NATION"))));
        register("Gun Control",
                stat(Stat.POWER, 3, Scope.ALL_IN_PLAY, both(VIOLENT, GOVERNMENT)),
                stat(Stat.POWER, 1, Scope.ALL_IN_PLAY, al(CRIMINAL)));
        register("Peace In Our Time",
                stat(Stat.POWER, 1, Scope.ALL_IN_PLAY, al(PEACEFUL)),
                def(AttackType.DESTROY, Scope.ALL_IN_PLAY, al(PEACEFUL), 2, any()),
                stat(Stat.RESISTANCE, 3, Scope.ALL_IN_PLAY, al(PEACEFUL)),
                stat(Stat.POWER, -1, Scope.ALL_IN_PLAY, al(VIOLENT, CRIMINAL)));
        register("Political Correctness",
                stat(Stat.POWER, 3, Scope.ALL_IN_PLAY, al(LIBERAL)),
                traits(Scope.ALL_IN_PLAY, al(CONSERVATIVE).withPower(0, 1), List.of(CRIMINAL), List.of(), false));
        register("Solidarity", times(Stat.RESISTANCE, 2, Scope.ALL_IN_PLAY, any(), Situation.ALWAYS));
        // last cards F (cardrules/TaxReform): the I.R.S.'s tax reaches every rival's deck; +10 to defend
        register("Tax Reform", special("the I.R.S. (whoever controls it) taxes the top Plot of every rival's deck"),
                def(AttackType.ANY, Scope.ALL_IN_PLAY, named("I.R.S."), 10, null));
        register("Bigger Business",
                stat(Stat.POWER, 2, Scope.ALL_IN_PLAY, al(CORPORATE)),
                stat(Stat.POWER, 2, Scope.ALL_IN_PLAY, al(CONSERVATIVE)),
                stat(Stat.POWER, -1, Scope.ALL_IN_PLAY, both(CONSERVATIVE, CORPORATE)));
        register("Don't Forget To Smash The State",
                stat(Stat.POWER, -3, Scope.ALL_IN_PLAY, al(GOVERNMENT)),
                stat(Stat.POWER, -2, Scope.ALL_IN_PLAY, al(STRAIGHT)),
                stat(Stat.POWER, 2, Scope.ALL_IN_PLAY, both(STRAIGHT, GOVERNMENT)));
        register("Law and Order",
                stat(Stat.POWER, 2, Scope.ALL_IN_PLAY, al(CONSERVATIVE)),
                stat(Stat.POWER, 2, Scope.ALL_IN_PLAY, al(STRAIGHT)),
                stat(Stat.POWER, -1, Scope.ALL_IN_PLAY, both(STRAIGHT, CONSERVATIVE)));
        // last cards J (cardrules/MilitaryIndustrialComplex): read by the alignment query in play, not by goals
        register("Military-Industrial Complex",
                special("Corporate Groups count as Government too (keeping Corporate), except for goals"));
        register("World War 3",
                new Effect.StatMultiplier(Stat.POWER, 3, Scope.ALL_IN_PLAY, at("NATION"), Situation.ATTACKING,
                        AttackType.DESTROY, at("NATION"), null),
                // last cards F (cardrules/WorldWar3)
                special("a won Nation-on-Nation attack to destroy gives a Plot and a token; a failed one destroys the attacker"));
    }

    private static void destroyAndControl(String name, int destroy, Alignment destroyed, int control,
                                          Alignment controlled) {
        register(name, PlotKind.GOAL, "Goal: win by having destroyed " + destroy + " " + title(destroyed)
                        + " Groups and controlling " + control + " " + title(controlled) + " Groups; a win with it is "
                        + "not shared.",
                new Effect.Goal(Kind.DESTROY_AND_CONTROL, destroy, al(destroyed), control, al(controlled), false));
    }
}
