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

/** The 36 Limited Resources (known-effects.md § Resource). */
final class Resources {

    private Resources() {}

    private static final AttackType C = AttackType.CONTROL;
    private static final AttackType D = AttackType.DESTROY;
    private static final AttackType CD = AttackType.CONTROL_OR_DESTROY;
    private static final AttackType ASSN = AttackType.ASSASSINATION;
    private static final AttackType DIS = AttackType.DISASTER;

    static void registerAll() {
        register("Angel's Feather", reroll(Effect.Roll.Outcome.FAILURE, Scope.LINKED, C, 0, al(PEACEFUL)),
                reroll(Effect.Roll.Outcome.SUCCESS, Scope.TARGET, null, 0, al(PEACEFUL)));
        register("Ark of the Covenant", special("a Group named in secret as it enters play: the Group whose attack destroys it "
                + "is destroyed too")); // last cards D
        register("Bigfoot", cancel(What.ACTION, at("MEDIA")), act(), aC(3, at("GREEN")));
        // Linked to the Illuminati it raises them; linked to a Magic Group, that Group acts twice.
        register("Book of Kells", stat(Stat.POWER, 1, Scope.ILLUMINATI, any()),
                stat(Stat.GLOBAL_POWER, 1, Scope.ILLUMINATI, any()), tokens(1, Scope.LINKED, at("MAGIC")));
        register("Center for Weird Studies", tokensWhen(1, Scope.TARGET, any(), Trigger.YOUR_TURN),
                cost(Effect.Cost.Kind.DISCARD_FROM_HAND, 0, any()));
        register("Clipper Chip", stat(Stat.POWER, 2, Scope.STRUCTURE, al(GOVERNMENT)),
                immune(Scope.STRUCTURE, named("Phone Phreaks"), To.ABILITIES),
                restrict(On.ONE_PER_PLAYER, Scope.SELF, any()));
        register("Crystal Skull", cards(PICK_FROM_TOP, Deck.PLOT, Scope.PLAYER, 3, Trigger.TURN_START));
        register("Cyborg Soldiers", times(Stat.POWER, 2, Scope.LINKED, al(VIOLENT), Situation.ALWAYS));
        register("Death Mask", special("the Magic Group it is linked to may aid or oppose an attack after the roll"));
        register("Earthquake Projector", attack(D, Scope.STRUCTURE, 2, place()), attack(DIS, Scope.STRUCTURE, 2, any()),
                act());
        register("Eliza", tokens(1, Scope.LINKED, or(at("COMPUTER"), named("The Network"))),
                new Effect.Destroy(Scope.SELF, any(), Trigger.ROLL_11_OR_12),
                cards(EXPOSE, Deck.PLOT, Scope.PLAYER, 0, Trigger.ROLL_11_OR_12),
                restrict(On.ONE_PER_GROUP, Scope.SELF, any()));
        register("Flying Saucer", def(D, Scope.LINKED, pers(), 10, any()), def(ASSN, Scope.LINKED, pers(), 10, any()),
                takeover(resource()));
        register("Hallucinations", cancel(What.ACTION, pers()), aD(3, pers()), act());
        register("Hammer of Thor", attackBy(CD, Scope.STRUCTURE, 2, any(), al(GOVERNMENT, VIOLENT)),
                def(D, Scope.STRUCTURE, al(GOVERNMENT, VIOLENT), 2, any()), act());
        register("Hidden City", stat(Stat.POWER, 2, Scope.ILLUMINATI, any()),
                stat(Stat.GLOBAL_POWER, 2, Scope.ILLUMINATI, any()),
                // last cards G (cardrules/HiddenCity)
                special("any Disaster but those of Huge or Coastal Places may strike it; it defends as a Power 10 Place "
                        + "and is never Devastated"));
        register("Hitler's Brain", draw(Deck.PLOT, 1, Trigger.ON_DESTROY),
                restrict(On.CANNOT_CONTROL, Scope.STRUCTURE, al(PEACEFUL)));
        register("Immortality Serum", new Effect.Immunity(Scope.LINKED, pers(), null, To.INSTANT), def(D, Scope.LINKED, pers(), 5, any()),
                special("used for one Personality, linked to him for good: he never dies; or seizes a Personality a rival has just "
                        + "taken over")); // last cards H
        register("Loch Ness Monster", cancel(What.ACTION, place().withAnyAttribute(List.of("COASTAL"))), act(),
                aCD(4, at("COASTAL")));
        register("Mercenaries", aD(4, any()), aC(1, any()), act());
        register("Midas Mill", stat(Stat.POWER, 2, Scope.ILLUMINATI, any()),
                stat(Stat.GLOBAL_POWER, 2, Scope.ILLUMINATI, any()), globalEqualsPower(Scope.LINKED, at("COASTAL")));
        register("Necronomicon", times(Stat.POWER, 2, Scope.LINKED, or(al(VIOLENT), at("MAGIC")), Situation.ALWAYS),
                new Effect.Destroy(Scope.SELF, any(), Trigger.ROLL_11_OR_12),
                restrict(On.CANNOT_WIN, Scope.PLAYER, named("Servants of Cthulhu")));
        register("Orbital Mind Control Lasers", special("for its action adds, removes or reverses an alignment of "
                + "a Group, the player's choice, for the turn"));
        register("Perpetual Motion Machine", tokens(1, Scope.LINKED, any()));
        register("Principia Discordia", per(Stat.RESISTANCE, 1, Scope.STRUCTURE, al(WEIRD), al(WEIRD)));
        register("Rogue Boomer", aC(5, at("NATION")), attack(D, Scope.TARGET, 10, place()),
                attack(DIS, Scope.TARGET, 10, any()), discardThis());
        register("Shroud of Turin", cards(SEE_TOP, Deck.PLOT, Scope.PLAYER, 1, Trigger.TURN_START),
                cards(DRAW_BOTTOM, Deck.PLOT, Scope.PLAYER, 1, Trigger.TURN_START));
        register("Soulburner", special("when a rival captures or destroys a Group of its player's, he takes the rival's top Plots or exposes his hidden Plots")); // last cards H
        register("Spear of Longinus", aD(1, any()), attack(DIS, Scope.STRUCTURE, 1, any()));
        register("Suicide Squad", special("for its action, against a rival Resource, one die: 1 the target dies, 2-5 "
                + "both, 6 the Squad"));
        register("The Bronze Head",
                cards(RETURN_TO_HAND, Deck.GROUP, Scope.PLAYER, 1, Trigger.ON_FAILED_CONTROL));
        register("The Frog God", privilege(Effect.Privilege.Mode.INTERFERE, any()), act());
        register("The Holy Grail", special("a Place named in secret as it enters play is never destroyed or Devastated")); // last cards D
        register("The Library at Alexandria", aC(5, at("SCIENCE", "MAGIC", "COMPUTER")));
        register("Warehouse 23", takeover(resource().withAnyAttribute(List.of("ARTIFACT", "GADGET"))),
                special("hides its player's Resources face down: played hidden inside it, brought out on his main phase, "
                        + "a hidden Unique shown when its duplicate is played; its free takeover once a game")); // last cards K
        register("Weather Satellite", attackBy(DIS, Scope.STRUCTURE, 10, any(),
                        named("Tornado", "Hurricane", "Rain of Frogs")),
                attack(D, Scope.STRUCTURE, 4, place()), attack(D, Scope.RIVALS, -2, place()), act(),
                tokens(1, Scope.SELF, any())); // last cards: printed "ACTION ACTION", two actions a turn
        register("Xanadu", immune(Scope.STRUCTURE, any(), To.AGENTS));
    }
}
