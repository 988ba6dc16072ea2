package io.tabletop.games.inwo.cardrules;

import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Attack;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.Placed;
import java.util.List;

/**
 * World War 3 (New World Order, yellow): "a Nation's direct attack to destroy a Nation is at Power x3 [an ordinary
 * StatMultiplier]; won, it gives a Plot and a token; failed, the attacker is destroyed". While it is in play, an
 * ordinary attack to destroy led by a Nation on a Nation in play (not an Instant attack, not from hand):
 * <ul>
 *   <li>succeeds: the attacker draws one Plot and the attacking Nation gets an Action token (event
 *       {@code TokensGiven}, as a Reload gives one; it may act again this turn);</li>
 *   <li>fails (the roll, an 11 or 12, a strength below 2: every failure with both Groups still in play; not an attack
 *       called off or cancelled): the attacking Nation is destroyed, credited to the defender (into his destroyed pile,
 *       event {@code GroupDestroyed}: the war was his to win), its Resources with it and its puppets back to hand.</li>
 * </ul>
 * The engine's attack resolution calls {@link #war} with one hook (marked {@code last cards F}).
 */
public final class WorldWar3 {

    private WorldWar3() {}

    public static final String ID = "world-war-3";

    /** Its card-specific rule (the Power x3 is an ordinary StatMultiplier). */
    public static boolean interprets(CardDef card, Effect e) {
        return ID.equals(card.id()) && e instanceof Effect.Special;
    }

    /** Whether World War 3 is in play. */
    static boolean inPlay(InwoState s) {
        return s.nwoInPlay(ID);
    }

    /**
     * Whether the attack is a war under World War 3: in play, a direct attack to destroy by a Nation on a Nation, both
     * still in play ({@code bothHere}).
     */
    public static boolean war(Abilities a, InwoState s, Attack at, boolean bothHere) {
        if (!bothHere || at.type() != AttackKind.DESTROY || at.instant() || at.fromHand() || at.by() == null) return false;
        if (!inPlay(s)) return false;
        int owner = s.ownerOf(at.target());
        Placed t = owner < 0 ? null : s.player(owner).placed(at.target());
        Placed by = s.player(at.attacker()).placed(at.by());
        return t != null && by != null && nation(a, t) && nation(a, by);
    }

    private static boolean nation(Abilities a, Placed g) {
        return !g.resource() && !g.illuminati() && a.attributes(g).contains("NATION");
    }

    /** The won war's token, on the attacking Nation if it is still in play. */
    public static List<InwoEvent> token(InwoState s, Attack at) {
        Placed by = s.player(at.attacker()).placed(at.by());
        return by == null ? List.of() : List.of(new InwoEvent.TokensGiven(at.attacker(), List.of(by.uid())));
    }
}
