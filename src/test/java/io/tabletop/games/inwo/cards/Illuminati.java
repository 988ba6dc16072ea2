package io.tabletop.games.inwo.cards;

import static io.tabletop.games.inwo.cards.Alignment.CORPORATE;
import static io.tabletop.games.inwo.cards.Alignment.GOVERNMENT;
import static io.tabletop.games.inwo.cards.Alignment.PEACEFUL;
import static io.tabletop.games.inwo.cards.Alignment.STRAIGHT;
import static io.tabletop.games.inwo.cards.Alignment.VIOLENT;
import static io.tabletop.games.inwo.cards.Alignment.WEIRD;
import static io.tabletop.games.inwo.cards.CardEffects.aC;
import static io.tabletop.games.inwo.cards.CardEffects.aCD;
import static io.tabletop.games.inwo.cards.CardEffects.aD;
import static io.tabletop.games.inwo.cards.CardEffects.al;
import static io.tabletop.games.inwo.cards.CardEffects.any;
import static io.tabletop.games.inwo.cards.CardEffects.at;
import static io.tabletop.games.inwo.cards.CardEffects.attack;
import static io.tabletop.games.inwo.cards.CardEffects.cards;
import static io.tabletop.games.inwo.cards.CardEffects.def;
import static io.tabletop.games.inwo.cards.CardEffects.draw;
import static io.tabletop.games.inwo.cards.CardEffects.goal;
import static io.tabletop.games.inwo.cards.CardEffects.immune;
import static io.tabletop.games.inwo.cards.CardEffects.or;
import static io.tabletop.games.inwo.cards.CardEffects.register;
import static io.tabletop.games.inwo.cards.CardEffects.resource;
import static io.tabletop.games.inwo.cards.CardEffects.restrict;
import static io.tabletop.games.inwo.cards.CardEffects.tokens;

import io.tabletop.games.inwo.cards.Effect.Goal.Kind;

/** The nine Limited Illuminati: ability and special goal [Lackey carddata, WDH p.16, p.20]. */
final class Illuminati {

    private Illuminati() {}

    static void registerAll() {
        register("Adepts of Hermes",
                cards(Effect.Cards.Action.RETURN_TO_HAND, Deck.GROUP, Scope.PLAYER, 1, Trigger.ON_FAILED_CONTROL),
                aCD(6, at("MAGIC")),
                goal(Kind.RESOURCES_COUNT, 0, resource().withAnyAttribute(java.util.List.of("MAGIC"))));
        register("Bavarian Illuminati",
                new Effect.Privilege(Effect.Privilege.Mode.DECLARE_ONCE_PER_TURN, any()),
                goal(Kind.TOTAL_POWER, 50, any()));
        register("Bermuda Triangle",
                new Effect.Reorganize(Trigger.END_OF_TURN, Scope.STRUCTURE),
                goal(Kind.TOTAL_POWER, 35, any()),
                goal(Kind.EVERY_ALIGNMENT, 0, any()));
        register("Discordian Society",
                aC(4, al(WEIRD)),
                immune(Scope.STRUCTURE, al(GOVERNMENT, STRAIGHT), Effect.Immunity.To.ATTACKS_AND_ABILITIES),
                goal(Kind.COUNTS_DOUBLE, 0, al(WEIRD).withPower(3, 0)));
        register("Gnomes of Zurich",
                new Effect.HandLimit(1),
                aC(4, at("BANK")),
                goal(Kind.COUNTS_DOUBLE, 0, or(al(CORPORATE), at("BANK")).withPower(4, 0)));
        register("Servants of Cthulhu",
                aD(4, any()),
                attack(AttackType.INSTANT, Scope.STRUCTURE, 4, any()),
                draw(Deck.PLOT, 1, Trigger.ON_DESTROY),
                goal(Kind.DESTROYED_COUNT, 8, any()));
        register("Shangri-La",
                def(AttackType.ANY, Scope.STRUCTURE, any(), 5, any()),
                restrict(Effect.Restriction.On.MAY_ONLY_DESTROY, Scope.STRUCTURE, al(VIOLENT)),
                new Effect.Goal(Kind.TOTAL_POWER, 30, al(PEACEFUL), 0, null, true),
                goal(Kind.SHARED, 0, any()));
        register("The Network",
                draw(Deck.PLOT, 1, Trigger.TURN_START),
                goal(Kind.COUNTS_DOUBLE, 0, at("COMPUTER").withPower(3, 0)));
        register("UFOs",
                tokens(1, Scope.ILLUMINATI, any()),
                goal(Kind.GOAL_CARDS, 3, any()));
    }
}
