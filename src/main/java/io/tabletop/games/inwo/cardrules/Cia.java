package io.tabletop.games.inwo.cardrules;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.model.Attack;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.GroupClass;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.Placed;
import java.util.List;

/**
 * The C.I.A.: "+4, rather than the normal -4, to destroy any other Government group" (an ordinary direct bonus of +8
 * on attacks to destroy Government Groups); "when the CIA attempts to destroy a Personality, it may choose to make it
 * an Assassination. The attack becomes Instant, and if it succeeds, the target is dead."
 *
 * <p>Played as {@code ATTACK {attacker: cia, target: a Personality in play, kind: ASSASSINATION}}: everything an
 * attack to destroy by the C.I.A. needs is checked as for one (its player's main phase, its token, the target in play
 * and touchable, Secret, immunity to the C.I.A. as an Instant attack, "may only destroy"), then the C.I.A.'s token is
 * spent and an Instant attack is announced with the C.I.A.'s Power at declaration as its Power (the Power a Plot's
 * Assassination would print), against the target's Power then: no alignment modifiers, no attack bonuses but those
 * naming Assassinations, no aid or opposition, no Privilege, and it cannot be called off; it is cancelled as any
 * Assassination is (Bodyguard). A success kills the Personality.
 */
public final class Cia {

    private Cia() {}

    public static final String CIA = "c-i-a";

    public static boolean interprets(CardDef card, Effect e) {
        return CIA.equals(card.id()) && e instanceof Effect.Special;
    }

    /** Whether the command is the C.I.A.'s attack made as an Assassination. */
    public static boolean assassination(Abilities a, Placed by, InwoCommand.Attack x) {
        return x.kind() == AttackKind.ASSASSINATION && by != null && CIA.equals(by.card()) && a.def(CIA) != null;
    }

    /** Its own checks (the rest are an attack to destroy's): a Personality in play, never Privileged. */
    public static void check(Abilities a, InwoState s, Player me, InwoCommand.Attack x) {
        if (x.privileged()) throw new RuleViolation("INSTANT_ATTACK", "an Instant attack is never Privileged");
        int owner = x.target() == null ? -1 : s.ownerOf(x.target());
        Placed t = owner < 0 ? null : s.player(owner).placed(x.target());
        if (t == null || t.resource() || t.illuminati() || a.def(t.card()).groupClass() != GroupClass.PERSONALITY) {
            throw new RuleViolation("INVALID_TARGET", "the C.I.A. assassinates a Personality in play");
        }
    }

    /** The Instant attack announced: led by the C.I.A. (its token spent), its Power against the target's, both as they stand. */
    public static Attack attack(Abilities a, InwoState s, int seat, InwoCommand.Attack x) {
        Placed cia = s.player(seat).placed(x.attacker());
        int owner = s.ownerOf(x.target());
        Placed t = s.player(owner).placed(x.target());
        return new Attack(seat, cia.uid(), t.uid(), t.card(), owner, AttackKind.ASSASSINATION, false, cia.uid(), cia.card(),
                a.power(s, seat, cia), a.power(s, owner, t), List.of(), true);
    }

    /** Whether {@code by} may offer Assassinations (the legal moves add them; the checks decide). */
    public static boolean leads(Abilities a, Placed by) {
        return CIA.equals(by.card()) && a.def(CIA) != null;
    }
}
