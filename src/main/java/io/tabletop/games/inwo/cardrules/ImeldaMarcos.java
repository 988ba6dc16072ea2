package io.tabletop.games.inwo.cardrules;

import io.tabletop.engine.Rng;
import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Attack;
import io.tabletop.games.inwo.model.Contribution;
import io.tabletop.games.inwo.model.Sink;
import io.tabletop.games.inwo.cards.Alignment;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.WindowKind;
import java.util.List;

/**
 * Imelda Marcos: in an attack she leads on a Government or Bank Group, her player may roll one die for her (once in
 * that attack, while he holds priority in its window; the game's seeded dice): on a 1-5 her Power is 5 for the attack
 * (the difference to her printed Power is added on the attacker's side), on a 6 she is destroyed and counts as a
 * destroyed Group for the target's owner (his destroyed pile; her Resources with her, her puppets back to hand), and the
 * attack is off, as a cancelled attacking action. Played as {@code UseAbility(imelda)}.
 */
public final class ImeldaMarcos {

    private ImeldaMarcos() {}

    public static final String IMELDA = "imelda-marcos";
    /** Her Power when the die is kind. */
    static final int POWER = 5;

    public static boolean interprets(CardDef card, Effect e) {
        return IMELDA.equals(card.id()) && e instanceof Effect.Special;
    }

    /** Whether the command is her roll: she is the seat's, and leads the open attack. */
    public static boolean handles(InwoState s, int seat, String uid) {
        Attack at = s.attack();
        Placed g = uid == null ? null : s.player(seat).placed(uid);
        return g != null && IMELDA.equals(g.card()) && at != null && at.attacker() == seat && uid.equals(at.by());
    }

    /** The roll is legal: in the attack's window, on a Government or Bank Group, once. */
    public static void check(Abilities a, InwoState s, int seat, String uid) {
        Attack at = s.attack();
        if (s.window() == null || s.window().kind() != WindowKind.ATTACK) throw violation("NO_ATTACK", "there is no attack to answer");
        if (at.instant() || at.fromHand()) throw violation("NO_EFFECT", "she rolls only in an attack she leads on a Group in play");
        Placed t = s.player(at.owner()).placed(at.target());
        if (t == null || !a.alignments(s, t).contains(Alignment.GOVERNMENT) && !a.attributes(t).contains("BANK")) {
            throw violation("NO_EFFECT", "she rolls only against a Government or Bank Group");
        }
        if (rolled(at, uid)) throw violation("ONCE_PER_ATTACK", "she has rolled in this attack");
    }

    /** Whether she has rolled in this attack. */
    static boolean rolled(Attack at, String uid) {
        return at.contributions().stream().anyMatch(c -> c.uid().equals(uid) && c.kind() == Contribution.Kind.HELPER);
    }

    /**
     * Her roll; returns true on a 6 (the caller destroys her for the target's owner, ends the attack as cancelled and
     * moves on), else her Power is 5 for the attack (the caller passes priority on).
     */
    public static boolean roll(Sink e, Abilities a, int seat, String uid, Rng rng) {
        Placed g = e.state().player(seat).placed(uid);
        int die = 1 + rng.nextInt(6);
        e.emit(new InwoEvent.CardRolled(seat, uid, g.card(), List.of(die), g.power(), g.alignments()));
        if (die == 6) return true;
        e.emit(new InwoEvent.AttackJoined(new Contribution(seat, uid, g.card(), Contribution.Kind.HELPER,
                Math.max(0, POWER - a.basePower(g)), true)));
        return false;
    }

    private static RuleViolation violation(String code, String message) {
        return new RuleViolation(code, message);
    }
}
