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
import static io.tabletop.games.inwo.cards.CardEffects.*;
import static io.tabletop.games.inwo.cards.Effect.Cards.Action.*;

import io.tabletop.games.inwo.cards.Effect.Cancel.What;
import io.tabletop.games.inwo.cards.Effect.Immunity.To;
import io.tabletop.games.inwo.cards.Effect.MayJoin.Mode;
import io.tabletop.games.inwo.cards.Effect.Restriction.On;
import io.tabletop.games.inwo.cards.Effect.StatMultiplier.Situation;
import java.util.List;

/** The 22 Limited Personalities and 27 Places (known-effects.md § Personality, § Place). */
final class PersonalitiesAndPlaces {

    private PersonalitiesAndPlaces() {}

    private static final AttackType C = AttackType.CONTROL;
    private static final AttackType D = AttackType.DESTROY;
    private static final AttackType CD = AttackType.CONTROL_OR_DESTROY;
    private static final AttackType ASSN = AttackType.ASSASSINATION;
    private static final AttackType DIS = AttackType.DISASTER;

    /** The Limited Personalities who are men (Bimbo at Eleven attacks "male" ones). */
    static final String[] MEN = {"Al Gore", "Bill Clinton", "Bjorne", "Count Dracula", "Dan Quayle", "Elvis",
        "Fidel Castro", "George Bush", "Gordo Remora", "Jimmy Hoffa", "Manuel Noriega", "Ollie North",
        "Prince Charles", "Ronald Reagan", "Ross Perot", "Saddam Hussein"};

    static void registerAll() {
        personalities();
        places();
    }

    private static void personalities() {
        register("Al Gore", dC(8, at("GREEN")));
        register("Bill Clinton", aC(3, al(GOVERNMENT)), dC(8, al(GOVERNMENT)),
                special("one die rolled as he enters play and each turn of his controller: Liberal on 1-3"));
        // last cards E: one more token per other Media Group of his structure; his killer draws 1 + his Power Plots
        register("Bjorne", dC(4, at("MEDIA")), new Effect.Tokens(1, Scope.SELF, any(), at("MEDIA").other(), Trigger.ALWAYS),
                special("whoever destroys or kills him draws 1 + his Power Plots"));
        register("Count Dracula", dC(10, named("Vampires")),
                immune(Scope.SELF, any().withNoAttribute(List.of("MAGIC")), To.DESTROY),
                immune(Scope.SELF, any().withNoAttribute(List.of("MAGIC")), To.INSTANT));
        register("Dan Quayle", cancel(What.ACTION, at("MEDIA")), act());
        register("Elvis", cancel(What.ACTION, at("MEDIA")), act(), dC(6, named("Church of Elvis")));
        register("Fidel Castro", immune(Scope.LINKED, any(), To.EXPOSURE));
        // Conservative "sometimes": whenever his controller wishes, for the turn.
        register("George Bush", traits(Scope.SELF, any(), List.of(CONSERVATIVE), List.of(), false));
        register("Gordo Remora", dD(10, al(WEIRD)));
        register("Hillary Clinton", aC(2, named("Bill Clinton", "Congressional Wives", "Democrats")),
                dC(6, named("Bill Clinton", "Congressional Wives", "Democrats")));
        register("Imelda Marcos", special("in her attack on a Government or Bank Group she may roll one die: 1-5 "
                + "gives her Power 5 for it, a 6 kills her"));
        register("Jimmy Hoffa", cancel(What.ACTION, al(CORPORATE)), act(), dC(6, named("CFL-AIO")));
        register("Manuel Noriega", traits(Scope.MASTER, any(), List.of(GOVERNMENT, VIOLENT, CRIMINAL), List.of(),
                false), aC(6, named("International Cocaine Smugglers")));
        register("Margaret Thatcher", aC(10, named("England")));
        register("Media Sensation", restrict(On.NO_GOAL_CREDIT, Scope.SELF, any()));
        register("Nancy Reagan", dC(10, named("Ronald Reagan")));
        register("Ollie North", dC(8, al(CONSERVATIVE).withAnyAttribute(List.of("MEDIA"))));
        register("Prince Charles", immune(Scope.SELF, any(), To.PRIVILEGE), immune(Scope.MASTER, any(), To.PRIVILEGE),
                immune(Scope.PUPPETS, any(), To.PRIVILEGE),
                new Effect.MayJoin(Mode.OPPOSE, Scope.ALL_IN_PLAY, null, null, named("Prince Charles"), 0, false),
                new Effect.StatMultiplier(Stat.POWER, 2, Scope.ALL_IN_PLAY, at("MEDIA"), Situation.ATTACKING,
                        AttackType.ANY, named("Prince Charles"), null));
        register("Princess Di", stat(Stat.POWER, 1, Scope.STRUCTURE, al(LIBERAL).other()),
                immune(Scope.SELF, al(PEACEFUL, LIBERAL).withNoAttribute(List.of("MEDIA")), To.ATTACKS_AND_ABILITIES));
        register("Ronald Reagan", immune(Scope.SELF, at("MEDIA"), To.ATTACKS),
                restrict(On.CANNOT_OPPOSE, Scope.ALL_IN_PLAY, at("MEDIA")));
        register("Ross Perot", traits(Scope.PUPPETS, any(), List.of(STRAIGHT, CONSERVATIVE), List.of(), false));
        register("Saddam Hussein", cancel(What.ACTION, al(GOVERNMENT)), act());
    }

    private static void places() {
        register("Brazil", tokens(1, Scope.MASTER, al(CORPORATE)));
        register("California", stat(Stat.POWER, 1, Scope.STRUCTURE, at("MEDIA")));
        register("Canada", dC(10, at("GREEN")));
        register("Center for Disease Control", relief(Scope.STRUCTURE, 1, 0, false), act(), dD(15, place()),
                new Effect.Destroy(Scope.SELF, place(), io.tabletop.games.inwo.cards.Trigger.OWN_ATTACK_FAILED));
        register("China", tokens(1, Scope.MASTER, al(CORPORATE)), def(D, Scope.SELF, any(), 20, any()),
                def(DIS, Scope.SELF, any(), 20, any()));
        register("Dinosaur Park", attack(DIS, Scope.STRUCTURE, 4, any()), act(),
                join(Mode.AID, any(), or(al(CORPORATE), at("SCIENCE")), 0));
        register("England", tokens(1, Scope.SELF, any()));
        register("Finland", dC(6, at("COMPUTER")), aC(2, at("COMPUTER")));
        register("France", new Effect.MayJoin(Mode.OPPOSE, Scope.SELF, null, null, al(LIBERAL), 0, true));
        // last cards E: its tokens pile up; several spent together in one attack
        register("Germany", aC(2, at("SCIENCE")), special("it saves its tokens and may use them together in one attack"));
        register("Hawaii", tokens(1, Scope.MASTER, al(CORPORATE)));
        register("Hollywood", per(Stat.POWER, 2, Scope.SELF, any(), pers().withAnyAttribute(List.of("MEDIA"))),
                per(Stat.GLOBAL_POWER, 2, Scope.SELF, any(), pers().withAnyAttribute(List.of("MEDIA"))));
        register("Israel", aC(8, named("Mossad")), privilege(Effect.Privilege.Mode.INTERFERE, any()),
                join(Mode.AID_OR_OPPOSE, any(), any(), 0));
        register("Italy", new Effect.MayJoin(Mode.OPPOSE, Scope.SELF, null, null, al(WEIRD), 0, true));
        register("Japan", dC(6, at("SCIENCE", "COMPUTER")));
        register("Las Vegas", special("for its action bets 1-3 Plots with a rival on two dice: 6 or less he draws "
                + "them from your deck, 7 or more you from his"));
        register("Moonbase", immune(Scope.SELF, Filter.plotKind(PlotKind.DISASTER)
                        .withExceptCards(List.of(CardData.id("Earthquake"), CardData.id("Meteor Strike"))), To.INSTANT),
                aCD(4, at("SPACE")), def(ASSN, Scope.PUPPETS, pers(), 6, any()));
        register("New York", stat(Stat.POWER, 1, Scope.STRUCTURE, al(CRIMINAL).other()));
        register("Orbit One", new Effect.Cards(DRAW, Deck.PLOT, Scope.PLAYER, 1, Trigger.TURN_START, null,
                        at("SCIENCE").puppets()),
                immune(Scope.SELF, Filter.plotKind(PlotKind.DISASTER).withExceptCards(
                        List.of(CardData.id("Nuclear Accident"), CardData.id("Meteor Strike"))), To.INSTANT));
        register("Pentagon", new Effect.Cards(DRAW, Deck.PLOT, Scope.PLAYER, 1, Trigger.TURN_START, null,
                al(CORPORATE).puppets()));
        register("Russia", dC(4, at("COMMUNIST")), aCD(2, at("COMMUNIST")), def(C, Scope.SELF, any(), -4,
                at("COMMUNIST")));
        register("Silicon Valley", aC(4, at("COMPUTER")), draw(Deck.PLOT, 1, Trigger.ACTION));
        register("Stonehenge", immune(Scope.SELF, at("MAGIC"), To.ATTACKS_AND_ABILITIES));
        register("Switzerland", def(C, Scope.SELF, any(), -15, named("Gnomes of Zurich")),
                immune(Scope.SELF, named("Gnomes of Zurich"), To.DESTROY),
                special("the Groups of its other holders get +2 against the Gnomes of Zurich's Groups, attacking or defending"));
        register("Texas", special("holds one hidden Plot (not a Goal), out of the hand and never exposed, played only for "
                + "Texas: aimed at it, paid by it, or on an attack it makes or suffers")); // last cards D
        register("The Great Pyramid", cards(LOOK, Deck.PLOT, Scope.RIVALS, 1, Trigger.TURN_START),
                immune(Scope.SELF, named("Tornado", "Hurricane"), To.INSTANT));
        register("Vatican City", immune(Scope.STRUCTURE, al(PEACEFUL), To.ATTACKS_AND_ABILITIES));
    }
}
