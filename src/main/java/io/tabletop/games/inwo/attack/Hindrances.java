package io.tabletop.games.inwo.attack;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Sink;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.cards.Trigger;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.abilities.ActionBonuses;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.WindowKind;
import java.util.List;
import io.tabletop.games.inwo.model.Attack;
import io.tabletop.games.inwo.model.Contribution;

/**
 * A card whose action helps its player's attacks or hinders a rival's (Weather Satellite, two actions a turn: +10 to
 * a Tornado, Hurricane or Rain of Frogs of its player's, +4 to his attack to destroy a Place, or -2 to a rival's
 * attack to destroy a Place). Spent in the attack's window: on its player's own attack its structure bonuses count
 * for that attack (a {@link Contribution.Kind#HELPER} of value 0, as {@code abilities.ActionBonuses} reads it); on a
 * rival's attack its penalty is a HELPER opposing the attack by the penalty's size. One action per attack.
 */
public final class Hindrances {

    private Hindrances() {}

    // ------------------------------------------------------------------ which cards

    // which cards: abilities.ActionBonuses' (the ability queries read it), here by the names this class uses

    private static boolean penalty(Effect e) {
        return ActionBonuses.penalty(e);
    }

    private static boolean extraActions(Effect e) {
        return ActionBonuses.extraActions(e);
    }

    public static boolean card(CardDef d) {
        return ActionBonuses.hindranceCard(d);
    }

    /** The effects of such a card this class plays (its structure bonuses and cost are {@code ActionBonuses}'). */
    public static boolean interprets(CardDef d, Effect e) {
        return card(d) && (penalty(e) || extraActions(e));
    }

    // ------------------------------------------------------------------ the bonus and the penalty

    /** Whether a bonus of the card fits the attack: its type, its target, and the attacker (an Instant's Plot). */
    private static boolean fits(Abilities a, InwoState s, Attack at, Effect.AttackBonus b) {
        if (!b.on().covers(at.type().type()) || at.fromHand()) return false;
        Placed t = s.player(at.owner()).placed(at.target());
        if (t == null || !a.matches(s, b.target(), t, a.power(s, at.owner(), t), false)) return false;
        if (b.attacker().matchesEverything()) return true;
        if (at.instant()) return b.attacker().matchesPrinted(a.def(at.plotCard()));
        Placed by = s.player(at.attacker()).placed(at.by());
        return by != null && a.matches(s, b.attacker(), by, a.basePower(by), false);
    }

    /** What the card's action adds to this attack: its structure bonuses on its player's own, its penalty on a rival's. */
    static int effect(Abilities a, InwoState s, Attack at, int seat, CardDef d) {
        boolean own = at.attacker() == seat;
        int n = 0;
        for (Effect.AttackBonus b : d.effects(Effect.AttackBonus.class)) {
            if ((own ? b.by() == Scope.STRUCTURE : penalty(b)) && fits(a, s, at, b)) n += b.amount();
        }
        return n;
    }

    /**
     * The bonus of such cards spent on their player's own Instant attack (named Disasters: the Plot played is the
     * attacker); {@code Abilities.attackBonus} leaves named-attacker bonuses of these cards out of Instant attacks.
     */
    public static int instantBonus(Abilities a, InwoState s, Attack at) {
        if (!at.instant()) return 0;
        int n = 0;
        for (Contribution c : at.contributions()) {
            if (c.kind() != Contribution.Kind.HELPER || c.seat() != at.attacker() || !c.aid()) continue;
            CardDef d = a.def(c.card());
            if (!card(d)) continue;
            for (Effect.AttackBonus b : d.effects(Effect.AttackBonus.class)) {
                if (b.by() == Scope.STRUCTURE && !b.attacker().matchesEverything() && fits(a, s, at, b)) n += b.amount();
            }
        }
        return n;
    }

    // ------------------------------------------------------------------ the command

    /** Whether the command spends such a card of the seat's on the open attack. */
    public static boolean handles(Abilities a, InwoState s, int seat, String uid) {
        if (s.attack() == null || uid == null) return false;
        Placed c = s.player(seat).placed(uid);
        return c != null && card(a.def(c.card()));
    }

    public static void check(Abilities a, InwoState s, int seat, String uid) {
        if (s.window() == null || s.window().kind() != WindowKind.ATTACK) throw violation("NO_ATTACK", "there is no attack to answer");
        Attack at = s.attack();
        Placed c = s.player(seat).placed(uid);
        if (c.tokens() < 1 || !c.resource() && a.cannotAct(s, seat, c)) throw violation("NO_TOKEN", "that card cannot act");
        if (at.contributions().stream().anyMatch(k -> k.kind() == Contribution.Kind.HELPER && k.uid().equals(uid))) {
            throw violation("NO_EFFECT", "its action is spent on this attack already");
        }
        if (effect(a, s, at, seat, a.def(c.card())) == 0) {
            throw violation("NO_EFFECT", at.attacker() == seat ? "its bonus does not fit this attack" : "its penalty does not fit this attack");
        }
    }

    /** The card's token spent: a HELPER for its player's attack, or one opposing a rival's by the penalty. */
    public static void use(Abilities a, Sink e, int seat, String uid) {
        InwoState s = e.state();
        Attack at = s.attack();
        Placed c = s.player(seat).placed(uid);
        boolean own = at.attacker() == seat;
        int value = own ? 0 : -effect(a, s, at, seat, a.def(c.card()));
        e.emit(new InwoEvent.TokensSpent(seat, List.of(uid), "ABILITY"));
        e.emit(new InwoEvent.AttackJoined(new Contribution(seat, uid, c.card(), Contribution.Kind.HELPER, value, own)));
    }

    private static RuleViolation violation(String code, String message) {
        return new RuleViolation(code, message);
    }
}
