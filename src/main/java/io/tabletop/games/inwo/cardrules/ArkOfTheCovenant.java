package io.tabletop.games.inwo.cardrules;

import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Attack;
import io.tabletop.games.inwo.model.Sink;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.model.Placed;

/**
 * The Ark of the Covenant: as it enters play its player names a Group in secret ({@link SecretNames}); when that Group
 * is destroyed by an attack while the Ark is in play (the Ark linked to it counts: it is looked at before the Group
 * falls), the Group that made the attack is destroyed too, into the Ark's namer's destroyed pile, and the name is shown
 * then ({@code SecretRevealed}, AVENGED). Nothing public depends on the name before (I6). An attack made by no Group
 * (an Instant attack's Plot) or by an Illuminati kills nobody: the name then stays secret.
 */
public final class ArkOfTheCovenant {

    private ArkOfTheCovenant() {}

    public static final String ARK = "ark-of-the-covenant";

    public static boolean interprets(CardDef card, Effect e) {
        return ARK.equals(card.id()) && e instanceof Effect.Special;
    }

    /** How a Group is destroyed: by {@code seat}'s doing, of {@code owner}'s. */
    public interface Destroyer {
        void destroy(int seat, int owner, String uid);
    }

    /** Before a successful attack's result: the Ark in play naming its target, if any (null: none). */
    public static SecretNames.Found watching(InwoState s, Attack at) {
        if (at.fromHand() || at.owner() < 0) return null;
        Placed t = s.player(at.owner()).placed(at.target());
        return t == null ? null : SecretNames.find(s, ARK, t.card());
    }

    /** After it: the target destroyed, its destroyer dies too and the name is shown. */
    public static void avenge(Sink e, SecretNames.Found ark, Attack at, Destroyer d) {
        InwoState s = e.state();
        if (ark == null || s.ownerOf(at.target()) >= 0 || at.by() == null) return;
        int owner = s.ownerOf(at.by());
        Placed by = owner < 0 ? null : s.player(owner).placed(at.by());
        if (by == null || by.illuminati()) return;
        e.emit(new InwoEvent.SecretRevealed(ark.seat(), ark.secret().uid(), ARK, ark.secret().named(), "AVENGED"));
        d.destroy(ark.seat(), owner, by.uid());
    }
}
