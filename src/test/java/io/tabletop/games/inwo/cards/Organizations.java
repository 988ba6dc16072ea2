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

/** The 118 Limited Organizations (known-effects.md § Organization). */
final class Organizations {

    private Organizations() {}

    private static final AttackType C = AttackType.CONTROL;
    private static final AttackType D = AttackType.DESTROY;
    private static final AttackType CD = AttackType.CONTROL_OR_DESTROY;
    private static final AttackType ASSN = AttackType.ASSASSINATION;
    private static final AttackType DIS = AttackType.DISASTER;

    static void registerAll() {
        register("A.M.A.", join(Mode.AID, at("SCIENCE"), any(), 5), join(Mode.AID, any(), at("SCIENCE"), 5));
        // "+4 (not -4)": its own alignment would cost 4, so the bonus is 8 net of the penalty.
        register("American Autoduel Association", dD(8, al(VIOLENT)),
                attack(D, Scope.AIDING, 4, al(VIOLENT)));
        register("Anti-Nuclear Activists", aD(6, at("SCIENCE")), aD(4, named("Nuclear Power Companies")),
                aC(4, at("GREEN")));
        register("Antiwar Activists", def(C, Scope.STRUCTURE, any(), 4, al(GOVERNMENT)));
        register("B.A.T.F.", dD(8, al(FANATIC)),
                aCD(6, named("Gun Lobby", "Tobacco Companies", "Liquor Companies")));
        register("Bank of England", draw(Deck.PLOT, 2, Trigger.ACTION), act());
        register("Big Media", aCD(4, at("MEDIA")), join(Mode.AID, at("MEDIA"), any(), 0));
        register("Black Activists", aC(2, al(LIBERAL)), def(CD, Scope.SELF, any(), 4, al(LIBERAL)));
        register("Boy Sprouts", relief(Scope.SELF, 0, 12, false), draw(Deck.PLOT, 1, Trigger.ON_RELIEF));
        // last cards E: ATTACK kind ASSASSINATION by the C.I.A., an Instant attack with its Power
        register("C.I.A.", dD(8, al(GOVERNMENT)),
                special("its attack to destroy a Personality may be made as an instant Assassination"));
        register("Cable TV", per(Stat.POWER, 1, Scope.SELF, any(), pers()),
                per(Stat.GLOBAL_POWER, 1, Scope.SELF, any(), pers()));
        register("Cattle Mutilators", cards(EXPOSE, Deck.PLOT, Scope.RIVAL, 0, Trigger.ACTION), act());
        register("CFL-AIO", dD(14, al(CORPORATE)), aD(4, al(CORPORATE)));
        register("Church of Elvis", special("Power 4 while Elvis is in play, 8 while its controller has him"));
        // r4 replay: "just killed" read as killed this turn; its action (when its player may act) brings it to his hand
        register("Clone Arrangers", aC(4, pers()), replay(pers(), true, false), act());
        register("Comic Books", special("attacking Weird Groups to control, their printed Resistance counts 0 and "
                + "their master's Weird bonus is lost"));
        register("Congressional Wives", dC(10, al(GOVERNMENT)));
        register("Conspiracy Theorists", new Effect.HandLimit(1));
        register("Cycle Gangs", aD(2, any()), attack(DIS, Scope.STRUCTURE, 4, any().withNoAttribute(List.of("SPACE"))));
        register("Democrats", dC(4, al(GOVERNMENT).withNoAttribute(List.of("NATION"))));
        register("Dentists", cancel(What.ACTION, pers()), act());
        register("Deprogrammers", aD(4, al(WEIRD)), aD(4, al(FANATIC)),
                special("its attacks pierce the Discordian Society's immunity"));
        register("Druids", join(Mode.AID, at("MAGIC"), any(), 0), def(DIS, Scope.PUPPETS, place(), 8, any()));
        register("Eco-Guerrillas", dD(6, al(CORPORATE)), def(C, Scope.STRUCTURE, any(), 2, al(CORPORATE)));
        register("EFF", dC(4, at("COMPUTER")), new Effect.StatMultiplier(Stat.POWER, 2, Scope.SELF, any(),
                Situation.DEFENDING, AttackType.ANY, any(), at("COMPUTER")));
        register("Elders of Zion", reorganize(Trigger.ACTION, Scope.STRUCTURE), act(), il());
        register("Empty Vee", immuneOf(Scope.STRUCTURE, at("MEDIA"), al(STRAIGHT), To.ATTACKS_AND_ABILITIES),
                stat(Stat.POWER, 1, Scope.STRUCTURE, pers()));
        register("Evil Geniuses for a Better Tomorrow", takeover(resource().withAnyAttribute(List.of("GADGET"))), act());
        register("F.B.I.", dD(10, al(CRIMINAL)), aD(4, al(CRIMINAL)), aC(2, al(CRIMINAL)));
        register("Fast Food Chains", aD(6, at("GREEN")), cards(HIDE, Deck.PLOT, Scope.PLAYER, 2, Trigger.YOUR_TURN));
        register("Federal Reserve", aCD(6, at("BANK")), aCD(2, or(at("NATION"), al(CORPORATE))));
        register("Feminists", aC(3, al(LIBERAL)), aD(3, al(CONSERVATIVE)),
                cardsAbout(STEAL, Deck.GROUP, Scope.RIVAL, 1, Trigger.ACTION, al(LIBERAL)), act());
        register("Fiendish Fluoridators", aD(5, al(STRAIGHT, CONSERVATIVE)), draw(Deck.PLOT, 1, Trigger.ON_DESTROY));
        register("Flat Earthers", special("for its action two dice are rolled: no more than its player's Places, he draws that many Plots"),
                act());
        register("Fnord Motor Company", reroll(Effect.Roll.Outcome.FAILURE, Scope.PLAYER, null, 0, any()), act(),
                cost(Effect.Cost.Kind.DISCARD_FROM_HAND, 0, any()));
        register("Fraternal Orders", draw(Deck.GROUP, 1, Trigger.ACTION), act());
        register("Fred Birch Society", goal(Effect.Goal.Kind.COUNTS_DOUBLE, 0, named("Fred Birch Society")));
        register("Gay Activists", new Effect.ChangeTraits(Scope.TARGET, null, null, null, true, null, null, false),
                act());
        register("Girlie Magazines", dC(5, al(STRAIGHT)));
        register("Goldfish Fanciers", immune(Scope.STRUCTURE, al(FANATIC), To.ATTACKS_AND_ABILITIES));
        register("Gun Lobby", def(C, Scope.SELF, any(), 7, or(al(LIBERAL, WEIRD), at("COMMUNIST"))),
                cardsAbout(DRAW, Deck.PLOT, Scope.PLAYER, 1, Trigger.WHEN_ATTACKED, al(CONSERVATIVE, VIOLENT)));
        register("Hackers", dC(4, at("COMPUTER")), aCD(2, at("COMPUTER")));
        register("I.R.S.", cards(TAKE_TOP, Deck.PLOT, Scope.RIVAL, 1, Trigger.TURN_START));
        register("Intellectuals", stat(Stat.POWER, 1, Scope.MASTER, at("MEDIA")),
                restrict(On.UNCAPTURABLE, Scope.SELF, any()), restrict(On.INDESTRUCTIBLE, Scope.SELF, any()));
        register("International Cocaine Smugglers", aC(4, named("Punk Rockers", "Cycle Gangs", "Urban Gangs",
                "Hollywood", "Manuel Noriega")));
        register("International Communist Conspiracy", aC(3, at("COMMUNIST")),
                dC(4, al(FANATIC).withAnyAttribute(List.of("COMMUNIST"))));
        register("International Weather Organization", def(DIS, Scope.STRUCTURE, place(), 6, any()),
                attack(DIS, Scope.STRUCTURE, 4, any().withNoAttribute(List.of("SPACE"))));
        register("Joggers", attack(ASSN, Scope.STRUCTURE, 2, any()), restrict(On.INDESTRUCTIBLE, Scope.SELF, any()));
        register("Junk Mail", join(Mode.ATTACK, any(), at("SECRET"), 0), join(Mode.AID, any(), at("SECRET"), 0),
                aC(6, at("SECRET")));
        register("KKK", new Effect.StatMultiplier(Stat.POWER, 2, Scope.SELF, any(), Situation.ATTACKING, D,
                al(PEACEFUL), null));
        register("L-4 Society", aCD(4, at("SCIENCE", "SPACE")), dC(8, at("SPACE")));
        register("Lawyers", immuneOf(Scope.STRUCTURE, any(), named("I.R.S."), To.ABILITIES),
                def(CD, Scope.SELF, any(), 4, al(GOVERNMENT, CORPORATE)));
        // last cards E: x2 taking a Group away from a Government master; Power set to a Nation's it takes
        register("Libertarians", special("Power x2 taking a Group away from a Government Group; its Power becomes that of a Nation it takes"));
        register("Liquor Companies", dC(4, at("MEDIA")), restrict(On.CANNOT_DRAW, Scope.RIVAL, any()), act());
        register("Loan Sharks", per(Stat.POWER, 1, Scope.SELF, any(), al(CRIMINAL).other()));
        register("Local Police Departments", aD(4, al(CRIMINAL)), stat(Stat.POWER, 1, Scope.MASTER, any()),
                stat(Stat.RESISTANCE, 3, Scope.MASTER, any()), restrict(On.INDESTRUCTIBLE, Scope.SELF, any()));
        register("Madison Avenue", dC(10, at("MEDIA")), aCD(2, at("MEDIA")));
        register("MI-5", cards(HIDE, Deck.PLOT, Scope.PLAYER, 0, Trigger.ACTION),
                immune(Scope.PLAYER, any(), To.EXPOSURE), act());
        register("Moonies", privilege(Effect.Privilege.Mode.INTERFERE, any()), act());
        register("Moral Minority", per(Stat.POWER, 1, Scope.SELF, any(), al(STRAIGHT).other()));
        register("Mossad", cards(DRAW_BOTTOM, Deck.PLOT, Scope.PLAYER, 1, Trigger.TURN_START));
        register("Multinational Oil Companies", restrict(On.CANNOT_JOIN, Scope.RIVAL, any()));
        register("N.S.A.", cards(SEE_TOP, Deck.PLOT, Scope.PLAYER, 3, Trigger.YOUR_TURN));
        register("NASA", aC(4, at("SPACE")), tokens(1, Scope.TARGET, al(GOVERNMENT)), act());
        register("NATO", aC(4, at("NATION")), join(Mode.AID, at("NATION"), any(), 0), relief(Scope.SELF, 3, 0, false));
        register("Nephews of God", special("on its player's draw, two dice of 6 or less draw one card more"));
        register("Ninjas", attack(ASSN, Scope.STRUCTURE, 4, any()), aD(2, any()), def(D, Scope.SELF, any(), 10, any()),
                tokensWhen(1, Scope.SELF, any(), Trigger.ATTACK_ON_IT_FAILED));
        register("Nuclear Power Companies", cancel(What.ACTION, any()), act());
        register("OPEC", special("its Power is rolled as it enters play and each turn of its controller: two dice less 2"),
                per(Stat.POWER, 1, Scope.SELF, any(), named("Texas", "Multinational Oil Companies")));
        register("Offshore Banks", immune(Scope.SELF, al(GOVERNMENT, CORPORATE, CRIMINAL), To.DESTROY),
                reorganize(Trigger.YOUR_TURN, Scope.SELF));
        register("Paranoids", def(CD, Scope.STRUCTURE, any(), 2, any()), def(ASSN, Scope.STRUCTURE, any(), 2, any()),
                restrict(On.CANNOT_ACT, Scope.SELF, any()), restrict(On.INDESTRUCTIBLE, Scope.SELF, any()));
        register("Phone Company", cards(LOOK, Deck.PLOT, Scope.RIVAL, 2, Trigger.YOUR_TURN),
                cards(EXPOSE, Deck.PLOT, Scope.RIVAL, 2, Trigger.ACTION));
        register("Phone Phreaks", aCD(6, at("COMPUTER")), reorganize(Trigger.ACTION, Scope.STRUCTURE));
        register("Pollsters", new Effect.AlignmentModifiers(Scope.SELF, 4, 0, 0, 4));
        register("Post Office", cards(LOOK, Deck.GROUP, Scope.RIVAL, 2, Trigger.YOUR_TURN),
                cards(LOOK, Deck.GROUP, Scope.RIVAL, 0, Trigger.ACTION));
        register("Professional Sports", aC(4, al(STRAIGHT)), stat(Stat.POWER, 3, Scope.PUPPETS, pers()));
        // card flow: "a rival discards an exposed non-Goal Plot" -- every Plot kind but GOAL
        register("Psychiatrists", aD(6, pers()), cardsAbout(DISCARD_CHOSEN, Deck.PLOT, Scope.RIVAL, 1, Trigger.ACTION,
                Filter.plotKind(java.util.Arrays.stream(PlotKind.values()).filter(k -> k != PlotKind.GOAL)
                        .toArray(PlotKind[]::new))));
        register("Punk Rockers", restrict(On.CANNOT_OPPOSE, Scope.ALL_IN_PLAY, al(WEIRD, LIBERAL)));
        register("Pyramid Marketing Schemes", per(Stat.POWER, 1, Scope.SELF, any(), al(FANATIC)),
                per(Stat.RESISTANCE, 2, Scope.SELF, any(), al(FANATIC)));
        register("Recording Industry", stat(Stat.POWER, 1, Scope.STRUCTURE, pers()),
                stat(Stat.POWER, 1, Scope.STRUCTURE, pers().withAnyAttribute(List.of("MEDIA"))));
        register("Red Cross", def(DIS, Scope.STRUCTURE, any(), 6, any()), relief(Scope.STRUCTURE, 0, 0, true),
                def(D, Scope.SELF, any(), 15, any()));
        register("Reformed Church of Satan", immune(Scope.SELF, al(STRAIGHT), To.CONTROL),
                def(CD, Scope.SELF, any(), 8, al(STRAIGHT)));
        register("Religious Reich", privilege(Effect.Privilege.Mode.INTERFERE, al(STRAIGHT, CONSERVATIVE)));
        register("Republicans", dC(5, al(GOVERNMENT).withNoAttribute(List.of("NATION"))));
        register("Rifkinites", dC(6, at("GREEN")), aD(2, al(CORPORATE)), aD(2, at("SCIENCE")), aD(2, at("SPACE")),
                aD(2, at("COMPUTER")));
        register("Robot Sea Monsters", aD(4, or(al(CORPORATE, GOVERNMENT), at("COASTAL"))),
                dD(10, named("Japan", "California")));
        register("Rosicrucians", cards(PICK_FROM_TOP, Deck.PLOT, Scope.PLAYER, 0, Trigger.ACTION));
        register("S.M.O.F.", aC(2, al(WEIRD)), tokensWhen(-1, Scope.RIVAL, al(WEIRD), Trigger.YOUR_TURN));
        register("Saturday Morning Cartoons", aC(2, al(VIOLENT)), traits(Scope.PUPPETS, any(), List.of(VIOLENT),
                List.of(), false));
        register("Savings and Loans", aC(3, or(al(CORPORATE, GOVERNMENT), at("BANK"))),
                cancel(What.ACTION, or(al(CORPORATE, GOVERNMENT), at("BANK"))), act());
        register("Science Fiction Fans", aCD(2, at("COMPUTER")), attack(CD, Scope.MASTER, 6, at("COMPUTER")),
                aC(2, al(WEIRD)));
        register("Secret Service", dD(10, al(GOVERNMENT).withGroupClasses(List.of(GroupClass.PERSONALITY))),
                attack(ASSN, Scope.SELF, 10, al(GOVERNMENT).withGroupClasses(List.of(GroupClass.PERSONALITY))));
        register("Secular Humanists", def(CD, Scope.STRUCTURE, any(), 3, al(STRAIGHT, CONSERVATIVE)));
        register("Semiconscious Liberation Army", aD(3, any()));
        register("Society for Creative Anarchism", aD(4, al(STRAIGHT)),
                cards(DISCARD_TOP, Deck.GROUP, Scope.RIVAL, 1, Trigger.ACTION));
        register("South American Nazis", dC(6, al(WEIRD).withAnyAttribute(List.of("SCIENCE"))),
                stat(Stat.POWER, 3, Scope.PUPPETS, al(WEIRD).withAnyAttribute(List.of("SCIENCE"))));
        register("Subliminals", per(Stat.POWER, 1, Scope.SELF, any(), at("MEDIA")),
                per(Stat.GLOBAL_POWER, 1, Scope.SELF, any(), at("MEDIA")));
        register("Supreme Court", cancel(What.ACTION, al(GOVERNMENT)), act());
        register("Survivalists", def(DIS, Scope.STRUCTURE, any(), 3, any()), relief(Scope.MASTER, 0, 0, true),
                relief(Scope.PUPPETS, 0, 0, true));
        // "+6 net": a Straight Fanatic attacking a Straight Fanatic nets 0 from alignments (+4, -4).
        register("TV Preachers", dC(6, both(STRAIGHT, FANATIC)), stat(Stat.RESISTANCE, 5, Scope.PUPPETS, any()));
        // The Convenience Stores it also names are not in the Limited set.
        register("Tabloids", join(Mode.ATTACK, any(), at("SECRET"), 0),
                attrs(Scope.TARGET, at("SECRET"), List.of(), List.of("SECRET"), true));
        register("Telephone Psychics", dC(6, or(named("Ronald Reagan", "Nancy Reagan", "Tabloids"),
                at("MEDIA").withPower(1, 2))));
        register("Templars", cards(DISCARD_CHOSEN, Deck.PLOT, Scope.RIVAL, 1, Trigger.ACTION));
        register("The Mafia", dD(8, al(CRIMINAL)), aCD(2, al(CRIMINAL)));
        register("The Men In Black", dD(4, any()), attack(D, Scope.AIDING, 4, any()),
                restrict(On.NO_RETURN, Scope.TARGET, any()));
        register("Tobacco Companies", dC(12, al(GOVERNMENT)), def(CD, Scope.SELF, any(), -4, at("GREEN")));
        register("Trading Card Games", cards(RETURN_TO_HAND, Deck.GROUP, Scope.PLAYER, 1, Trigger.YOUR_TURN),
                takeover(Filter.kind(CardKind.GROUP)));
        register("Trekkies", def(C, Scope.SELF, any(), -4, at("MEDIA")), dC(4, at("MEDIA")));
        register("Triliberal Commission", goal(Effect.Goal.Kind.COUNTS_DOUBLE, 0, named("Triliberal Commission")));
        register("Underground Newspapers",
                cardsAbout(DRAW, Deck.PLOT, Scope.PLAYER, 1, Trigger.ON_DESTROY, al(CORPORATE, STRAIGHT, GOVERNMENT)));
        register("United Nations", aC(6, at("NATION")), relief(Scope.SELF, 5, 0, false));
        register("Urban Gangs", aD(2, any()), attack(ASSN, Scope.STRUCTURE, 2, any()));
        register("Vampires", dC(4, pers()), attrs(Scope.TARGET, pers(), List.of("VAMPIRE"), List.of(), true),
                immuneOf(Scope.TARGET, pers(), any().withNoAttribute(List.of("MAGIC")), To.DESTROY));
        register("Video Games", aC(3, at("COMPUTER")), stat(Stat.POWER, 1, Scope.STRUCTURE, at("COMPUTER").other()));
        register("Voudonistas", dD(8, pers()), attack(ASSN, Scope.SELF, 4, pers()),
                special("defence bonuses and multipliers of cards that are not Magic are void against its attacks"));
        register("W.I.T.C.H.", rollIf(Effect.Roll.Mode.ADJUST, 1, any()), rollIf(Effect.Roll.Mode.ADJUST, 2,
                at("MAGIC")), act());
        register("Wall Street", special("in its attacks Corporate and Government count as one alignment when that helps it"),
                stat(Stat.RESISTANCE, 10, Scope.PUPPETS, any()));
        register("Wargamers", aCD(2, at("COMPUTER")), cards(RETURN_TO_DECK, Deck.PLOT, Scope.PLAYER, 1, Trigger.ACTION));
    }
}
