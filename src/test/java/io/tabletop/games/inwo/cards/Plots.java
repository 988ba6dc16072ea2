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

/** The other Limited Plots (known-effects.md § Plot: others): each with its cost and effect. */
final class Plots {

    private Plots() {}

    private static final AttackType C = AttackType.CONTROL;
    private static final AttackType D = AttackType.DESTROY;
    private static final AttackType CD = AttackType.CONTROL_OR_DESTROY;
    private static final AttackType ASSN = AttackType.ASSASSINATION;
    private static final AttackType DIS = AttackType.DISASTER;

    private static Effect discardTopPlot() {
        return cost(Effect.Cost.Kind.DISCARD_TOP_PLOT, 0, any());
    }

    private static Effect discardTopGroup() {
        return cost(Effect.Cost.Kind.DISCARD_TOP_GROUP, 0, any());
    }

    private static Effect discardFromHand() {
        return cost(Effect.Cost.Kind.DISCARD_FROM_HAND, 0, any());
    }

    private static Effect once(Effect.Cost.Kind kind) {
        return cost(kind, 0, any());
    }

    static void registerAll() {
        register("18 1/2-Minute Gap", cancel(What.PLOT, any()),
                cards(TAKE_FROM_DISCARD, Deck.PLOT, Scope.RIVAL, 1, Trigger.ALWAYS), allIl(), discardTopPlot(),
                discardTopGroup());
        register("Agent In Place", cards(DISCARD_CHOSEN, Deck.PLOT, Scope.RIVAL, 1, Trigger.ALWAYS), act(4, any()));
        register("Air Magic", new Effect.StatMultiplier(Stat.POWER, 3, Scope.TARGET, place(), Situation.DEFENDING, DIS,
                        Filter.ANY.withExceptCards(List.of(CardData.id("Earthquake"), CardData.id("Volcano"))), null),
                act(0, at("MAGIC")), orCost(Effect.Cost.Kind.DISCARD_TOP_PLOT, 0, any()));
        register("Alternate Goals", goal(Effect.Goal.Kind.GOAL_CARDS, 2, any()));
        register("An Offer You Can't Refuse", cards(TAKE_TOP, Deck.PLOT, Scope.RIVALS, 2, Trigger.TURN_START),
                restrict(On.CANNOT_DRAW, Scope.PLAYER, Filter.kind(CardKind.GROUP, CardKind.RESOURCE)));
        register("And STAY Dead!", restrict(On.NO_RETURN, Scope.TARGET, any()), act(0, at("MAGIC")));
        register("Angst", set(Stat.POWER, 1, Scope.TARGET, or(place(), org())), il(),
                act(0, named("Psychiatrists", "Intellectuals", "Orbital Mind Control Lasers")));
        // last cards G (cardrules/AnnualConvention): asked when one of the player's Places falls; 12 destroyed, 9 Devastated
        register("Annual Convention", special("after one of the player's Places is destroyed (Power 12) or Devastated "
                + "(Power 9): an Instant attack to destroy an Organization"));
        register("Are We Having Fun Yet?", cancel(What.ACTION, any()),
                once(Effect.Cost.Kind.ACTIONS_ABOVE_TARGET_POWER));
        register("Backlash", cancel(What.PLOT, any()), once(Effect.Cost.Kind.ACTION_SHARING_ALIGNMENT));
        register("Bimbo at Eleven", attackBy(D, Scope.TARGET, 5, named(PersonalitiesAndPlaces.MEN), at("MEDIA")),
                privilege(Effect.Privilege.Mode.DECLARE, at("MEDIA")), restrict(On.NO_RETURN, Scope.TARGET, any()));
        register("Blitzkrieg", tokens(1, Scope.TARGET, any()));
        register("Blood, Toil, Tears and Sweat", cancel(What.NWO, any()), act(4, at("MEDIA")));
        register("Bodyguard", cancel(What.ASSASSINATION, any()), def(D, Scope.LINKED, pers(), 6, any()),
                def(ASSN, Scope.LINKED, pers(), 6, any()));
        register("Botched Contact", cancel(What.TAKEOVER, any()), act());
        register("Bribery", roll(Effect.Roll.Mode.SET, 2), allIl());
        // last cards G (cardrules/CelebritySpokesman): linked to a Personality of the player's and to an Organization
        register("Celebrity Spokesman", set(Stat.POWER, 4, Scope.LINKED, pers()),
                special("links a Personality of the player's to a non-Secret, non-Government Organization with no "
                        + "alignment opposite to it: the Personality's Power is 4"));
        register("Censorship", attackBy(CD, Scope.TARGET, 15, at("MEDIA"), al(STRAIGHT, CONSERVATIVE, GOVERNMENT)),
                privilege(Effect.Privilege.Mode.DECLARE, any()));
        // r4 replay: the killed Personality comes to the player's hand, to be attacked from there as usual (the
        // printed "attack to control it" at once is not forced); with the Clone Arrangers in play it enters under them
        register("Clone", replay(pers(), true, false));
        register("Combined Disasters", new Effect.Combine(DIS));
        register("Commitment", set(Stat.RESISTANCE, 8, Scope.LINKED, any()), free());
        register("Computer Security", cancel(What.PLOT, at("COMPUTER")), act(0, or(at("COMPUTER"),
                named("The Network"))));
        register("Computer Virus", roll(Effect.Roll.Mode.ADJUST, 2), act(0, at("SCIENCE", "SPACE", "COMPUTER")));
        register("Corruption", restrict(On.NO_RELIEF, Scope.TARGET, any()));
        register("Counter-Revolution", replay(at("NATION"), false, false), il(), orAct(10, al(GOVERNMENT)));
        register("Counterspell", destroy(Scope.RIVAL, resource().withAnyAttribute(List.of("MAGIC"))),
                act(0, at("MAGIC")), orIl());
        // r4 replay: any Gadget or Artifact of the player's own discard pile (the engine does not tell "lost" ones apart)
        register("Cover of Darkness", replay(resource().withAnyAttribute(List.of("GADGET", "ARTIFACT")), false, true));
        register("Cover-Up", cancelOn(What.ATTACK, at("SECRET")), cancel(What.PLOT, named("Exposed!")),
                act(0, at("SECRET")), orIl());
        register("Crop Circles", cards(PICK_FROM_TOP, Deck.PLOT, Scope.PLAYER, 0, Trigger.TURN_START),
                act(0, at("MAGIC")));
        register("Currency Speculation", times(Stat.POWER_OR_RESISTANCE, 3, Scope.TARGET, at("BANK"), Situation.ONCE));
        register("Deasil Engine", destroy(Scope.RIVAL, resource().withAnyAttribute(List.of("GADGET"))), free(),
                new Effect.Cancel(What.PLOT, null, named("Deasil Engine")));
        register("Deep Agent", privilege(Effect.Privilege.Mode.NEGATE, any()), free());
        register("Dictatorship", stat(Stat.POWER, 2, Scope.LINKED, at("NATION")),
                traits(Scope.LINKED, at("NATION"), List.of(VIOLENT), List.of(), true), act());
        register("Double-Cross", cancel(What.PLOT, any()));
        register("Early Warning", def(DIS, Scope.TARGET, place(), 10, any()), free());
        register("Earth Magic", new Effect.MayJoin(Mode.OPPOSE, Scope.STRUCTURE, at("MAGIC"), null, place(), 0, false));
        register("Eat The Rich!", attackBy(D, Scope.TARGET, 10, any().withPower(6, 0), at("MEDIA")),
                privilege(Effect.Privilege.Mode.DECLARE, any()));
        // last cards: "Requires Plot Discard" (carddata): the card discarded from hand is a Plot
        register("Embezzlement", cards(STEAL, Deck.PLOT, Scope.RIVAL, 1, Trigger.ALWAYS),
                cost(Effect.Cost.Kind.DISCARD_FROM_HAND, 0, Filter.kind(CardKind.PLOT)));
        register("Exposed!", attrs(Scope.TARGET, at("SECRET"), List.of(), List.of("SECRET"), true),
                act(4, at("MEDIA")));
        register("Faction Fight", attack(CD, Scope.TARGET, 5, any()), privilege(Effect.Privilege.Mode.DECLARE, any()),
                once(Effect.Cost.Kind.AGENTS_CARD));
        register("Fnord!", roll(Effect.Roll.Mode.REROLL, 0), discardTopGroup(),
                orCost(Effect.Cost.Kind.DISCARD_FROM_HAND, 0, any()));
        register("Foiled!", cardsAbout(DISCARD_CHOSEN, Deck.PLOT, Scope.RIVAL, 1, Trigger.ALWAYS,
                Filter.plotKind(PlotKind.GOAL)), act(0, at("MEDIA")));
        register("Forgery", takeover(resource()), // r4 takeover: a Unique Resource from hand whose copy is in play
                restrict(On.REPLACES_COPY, Scope.ALL_IN_PLAY, resource()));
        register("George the Janitor", cards(EXPOSE, Deck.PLOT, Scope.RIVAL, 1, Trigger.ALWAYS), act());
        register("Good Polls", times(Stat.POWER_OR_RESISTANCE, 3, Scope.STRUCTURE, any().chosen(),
                Situation.DEFENDING));
        register("Gremlins", tokens(-1, Scope.TARGET, at("COMPUTER")),
                cardsAbout(RETURN_TO_HAND, Deck.GROUP, Scope.RIVAL, 1, Trigger.ALWAYS,
                        resource().withAnyAttribute(List.of("GADGET"))));
        register("Hat Trick", cards(TAKE_FROM_DISCARD, Deck.PLOT, Scope.PLAYER, 1, Trigger.ALWAYS), act(3, any()));
        // r4 replay: played after one of the player's Personalities was killed this turn: it is back in play at once
        // (Illuminati's lowest open arrow, else the first group with one) and the jar stays linked to it
        register("Head In A Jar", def(ASSN, Scope.LINKED, pers(), 10, any()), replay(pers(), true, true));
        register("Hex", destroy(Scope.RIVAL, resource().withAnyAttribute(List.of("MAGIC"))), il(),
                orAct(3, at("MAGIC")));
        register("Hidden Influence", globalEqualsPower(Scope.LINKED, any()), il());
        register("Hoax!", cancel(What.PLOT, any()), act(6, any()), discardTopPlot());
        // last cards F (cardrules/ILied): played on an open offer to the player, by the offerer's Illuminati
        register("I Lied", special("the player takes a deal without keeping his side: the offerer delivers, he gives nothing"));
        // r4 replay: placed on the Illuminati's lowest open arrow, else on the first group of the structure with one
        register("Impostor", replay(pers(), true, true), once(Effect.Cost.Kind.ACTION_SHARING_ALIGNMENT));
        register("Interference", privilege(Effect.Privilege.Mode.INTERFERE, any()), free());
        register("Ketchup Is A Vegetable", attack(D, Scope.TARGET, 5, al(GOVERNMENT)),
                privilege(Effect.Privilege.Mode.DECLARE, any()));
        register("Let's Get Organized", new Effect.Arrows(1, 0, any()), act());
        register("Let's Get REALLY Organized", new Effect.Arrows(0, 3, any()), act());
        // r4 choices: the rival discards one of two random Group cards of his hand, the one the player picks
        register("Let's You and Him Fight", cardsAbout(DISCARD_CHOSEN, Deck.GROUP, Scope.RIVAL, 1, Trigger.ALWAYS,
                Filter.kind(CardKind.GROUP)), il());
        register("Logic Bomb", cards(STEAL, Deck.PLOT, Scope.RIVAL, 1, Trigger.ALWAYS), act(6, any()));
        register("March On Washington", draw(Deck.PLOT, 1, Trigger.ALWAYS),
                act(0, Filter.kind(CardKind.GROUP).withPower(0, 6)), discardTopPlot(),
                restrict(On.ONCE_PER_TURN, Scope.SELF, any()));
        register("Market Manipulation", tokens(-1, Scope.TARGET, al(CORPORATE)),
                tokens(-1, Scope.ALL_IN_PLAY, at("BANK")));
        register("Mass Murder", tokens(-1, Scope.ALL_IN_PLAY, at("MEDIA")), il(), orAct(5, at("MEDIA")));
        register("Media Blitz", replay(any(), false, false), act(0, at("MEDIA")));
        register("Media Connections", attrs(Scope.LINKED, any(), List.of("MEDIA"), List.of(), true),
                globalEqualsPower(Scope.LINKED, any()), act(6, at("MEDIA")));
        register("Messiah", stat(Stat.POWER, 4, Scope.LINKED, pers()), stat(Stat.RESISTANCE, 4, Scope.LINKED, pers()),
                per(Stat.POWER, 2, Scope.LINKED, pers(), at("CHURCH")),
                per(Stat.RESISTANCE, 2, Scope.LINKED, pers(), at("CHURCH")),
                restrict(On.ONE_IN_PLAY, Scope.SELF, any()));
        register("Miracle Diet Plan", times(Stat.POWER, 3, Scope.TARGET, at("SCIENCE"), Situation.ONCE),
                tokens(-1, Scope.RIVAL, any()), act(0, at("MEDIA")));
        register("Mistaken Identity", cancel(What.ASSASSINATION, any()));
        register("Mothers' March", reroll(Effect.Roll.Outcome.SUCCESS, null, D, -4, any()), act(3, any()));
        register("Murphy's Law", roll(Effect.Roll.Mode.SET, 12), allIl());
        register("Mutual Betrayal", cards(EXPOSE, Deck.PLOT, Scope.RIVAL, 0, Trigger.ALWAYS),
                cards(EXPOSE, Deck.PLOT, Scope.PLAYER, 0, Trigger.ALWAYS), act());
        register("Never Surrender", set(Stat.RESISTANCE, 12, Scope.LINKED, al(FANATIC)), free());
        register("Nice Idea. It's Mine Now.", cardsAbout(STEAL, Deck.PLOT, Scope.RIVAL, 1, Trigger.YOUR_TURN,
                Filter.plotKind(PlotKind.GOAL)), il());
        register("Opportunity Knocks", attack(C, Scope.TARGET, 5, any()));
        register("Payoff", cancel(What.AGENTS, any()));
        register("Power Grab", takeover(Filter.kind(CardKind.GROUP, CardKind.RESOURCE)),
                once(Effect.Cost.Kind.ENDS_TURN));
        register("Privileged Attack", privilege(Effect.Privilege.Mode.DECLARE, any()),
                act(0, or(Filter.kind(CardKind.ILLUMINATI), at("SECRET"))));
        // last cards F (cardrules/Purge): the action of the Illuminati or of the purged Group itself
        register("Purge", special("by the Illuminati: rival agents cards for the Group die; by the Group: it stays "
                        + "linked, Power and Global Power -1, immune to agents"),
                stat(Stat.POWER, -1, Scope.LINKED, any()), stat(Stat.GLOBAL_POWER, -1, Scope.LINKED, any()));
        register("Reach Out . . .", tokensWhen(-1, Scope.RIVAL, any(), Trigger.END_OF_TURN),
                tokensWhen(-1, Scope.STRUCTURE, any(), Trigger.END_OF_TURN), il());
        register("Read My Lips", cancelOn(What.ATTACK, pers()));
        register("Reorganization", reorganize(Trigger.YOUR_TURN, Scope.STRUCTURE), il());
        register("Resistance Is Useless!", set(Stat.RESISTANCE, 0, Scope.TARGET, any()), act(0, at("MEDIA")));
        register("Revolution!", attack(CD, Scope.TARGET, 10, at("NATION")),
                once(Effect.Cost.Kind.ACTION_NOT_ATTACKER),
                attack(CD, Scope.TARGET, 10, at("NATION").withLinkedCards(List.of(CardData.id("Dictatorship")))));
        // last cards F (cardrules/RewritingHistory): the action of the Illuminati or of a Media Group with Power 8+
        register("Rewriting History", special("alters a destroyed Group's alignment for good (its goals count it so)"));
        register("Sabotage", cancel(What.TAKEOVER, any()), il(), orAct(6, any()),
                restrict(Effect.Restriction.On.NO_TAKEOVER, Scope.RIVAL, any())); // r4 takeover: no takeover this turn
        register("Savings & Loan Scam", draw(Deck.PLOT, 3, Trigger.ALWAYS), act());
        register("Scandal", tokens(-1, Scope.RIVAL, any().chosen()), act(2, at("MEDIA")));
        register("Secrets Man Was Not Meant To Know", cancel(What.PLOT, any()), allIl(),
                orCost(Effect.Cost.Kind.DISCARD_TOP_PLOT, 0, any()));
        // last cards I (cardrules/SeizeTheTime): played in the knock window before the turn it takes, Illuminati's action
        register("Seize The Time!", special("the player takes the next turn instead of its player (errata: no draws, no "
                + "Plots, no Illuminati token; not until every player has had his first turn); once per game"));
        register("Senate Investigating Committee", restrict(On.CANNOT_ACT, Scope.RIVAL,
                any().withExceptCards(List.of("discordian-society"))), act(5, al(GOVERNMENT)));
        register("Spasm of Violence", new Effect.Combine(ASSN));
        register("Stealing The Plans", cards(TAKE_FROM_DISCARD, Deck.PLOT, Scope.RIVAL, 1, Trigger.ALWAYS),
                act(3, any()));
        register("Sucked Dry And Cast Aside!", times(Stat.POWER, 4, Scope.TARGET, any(), Situation.ONCE),
                new Effect.Destroy(Scope.TARGET, any(), Trigger.ALWAYS), restrict(On.NO_GOAL_CREDIT, Scope.TARGET,
                        any()));
        register("Sweeping Reforms", cancel(What.NWO, any()), act(6, at("MEDIA")));
        register("Sweepstakes Prize", attackBy(C, Scope.LINKED, 4, any(), pers()), restrict(On.ONE_PER_PLAYER, Scope.SELF, any()));
        register("Swiss Bank Account", attack(CD, Scope.ILLUMINATI, 10, any()));
        register("Talisman of Ahrimanes", cancel(What.ASSASSINATION, any()), def(D, Scope.LINKED, any(), 2, any()),
                def(ASSN, Scope.LINKED, any(), 10, any()));
        register("The Auditor from Hell", cards(STEAL, Deck.PLOT, Scope.RIVAL, 1, Trigger.ALWAYS),
                act(0, or(named("The Network"), at("COMPUTER", "BANK"))));
        register("The Big Sellout", special("on your turn: up to 10 of your Groups discarded, an extra Action token "
                + "for each on a different Group of yours"));
        register("The First Thing We Do, Let's Kill All The Lawyers", attack(D, Scope.TARGET, 20, named("Lawyers")));
        register("The Internet Worm", cards(DISCARD_TOP, Deck.PLOT, Scope.RIVAL, 3, Trigger.ALWAYS), il(),
                orAct(3, at("COMPUTER")));
        register("The Second Bullet", special("after a failed roll of your attack to destroy, your Groups with an Action "
                + "token spend it and add their Power"));
        register("The Stars are Right", takeover(resource()), il(), orAct(4, at("MAGIC")));
        register("The Weak Link", destroy(Scope.RIVAL, resource().withAnyAttribute(List.of("ARTIFACT", "GADGET"))),
                il(), orAct(6, at("SCIENCE", "MAGIC", "COMPUTER")));
        register("Time Warp", reroll(Effect.Roll.Outcome.SUCCESS, Scope.RIVAL, null, 0, any()), cards(DRAW, Deck.GROUP, Scope.RIVAL, 1, Trigger.ALWAYS));
        register("Unlucky 13", restrict(On.CANNOT_DRAW, Scope.RIVAL, Filter.kind(CardKind.PLOT)), act(0, at("MAGIC")));
        // last cards F (cardrules/LastCardsF.UNMASKED): deckable, never played: one Illuminati per deck, none in a hand
        register("Unmasked!", special("an Illuminati card from hand replaces the player's Illuminati: never played, "
                + "as no Illuminati card reaches a hand (exactly one per deck)"));
        register("Upheaval!", cards(DISCARD_FROM_PLAY, Deck.GROUP, Scope.RIVALS, 1, Trigger.ALWAYS),
                cards(DISCARD_FROM_PLAY, Deck.GROUP, Scope.PLAYER, 1, Trigger.ALWAYS), il(),
                once(Effect.Cost.Kind.NOT_FIRST_TURN));
        register("Volunteer Aid", def(DIS, Scope.TARGET, place(), 6, any()), relief(Scope.TARGET, 0, 0, true));
        register("Voodoo Economics", special("on your turn: up to 10 top Plots of your deck discarded, your Illuminati "
                + "gets an Action token for each"), il(), once(Effect.Cost.Kind.ONCE_PER_GAME)); // H20: Illuminati action, once per game
        register("Vultures", cards(STEAL, Deck.GROUP, Scope.RIVAL, 1, Trigger.ON_FAILED_CONTROL));
        register("Whispering Campaign", attack(D, Scope.TARGET, 15, pers()), attack(D, Scope.TARGET, 10,
                or(place(), org())), act(0, at("MEDIA")));
    }
}
