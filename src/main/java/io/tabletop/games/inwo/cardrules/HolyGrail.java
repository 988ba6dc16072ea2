package io.tabletop.games.inwo.cardrules;

import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Sink;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.GroupClass;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.Placed;

/**
 * The Holy Grail: as it enters play its player names a Place in secret ({@link SecretNames}); while the Grail is in play
 * that Place cannot be destroyed or Devastated. Nothing public depends on the name (I6): attacks to destroy and
 * Disasters on the Place are announced, answered and rolled as on any other; only when one would destroy or Devastate
 * it is the name shown ({@code SecretRevealed}, SAVED) and the Place stays, undamaged (the attack itself succeeded: its
 * costs stay paid). Once shown the name is public: an attack to destroy or a Disaster on that Place is then refused
 * ({@code IMMUNE}) while the Grail stays in play.
 */
public final class HolyGrail {

    private HolyGrail() {}

    public static final String GRAIL = "the-holy-grail";

    public static boolean interprets(CardDef card, Effect e) {
        return GRAIL.equals(card.id()) && e instanceof Effect.Special;
    }

    /**
     * Whether a Grail in play keeps this group of {@code owner}'s from destruction or Devastation: its name is shown
     * then (once).
     */
    public static boolean saves(Sink e, Abilities a, int owner, String uid) {
        InwoState s = e.state();
        Placed t = owner < 0 ? null : s.player(owner).placed(uid);
        if (t == null || t.resource() || t.illuminati() || a.def(t.card()).groupClass() != GroupClass.PLACE) return false;
        SecretNames.Found f = SecretNames.find(s, GRAIL, t.card());
        if (f == null) return false;
        if (!f.secret().revealed()) e.emit(new InwoEvent.SecretRevealed(f.seat(), f.secret().uid(), GRAIL, t.card(), "SAVED"));
        return true;
    }

    /** Whether a Grail in play has shown that it names this Place (card id): attacks that would destroy it are refused. */
    public static boolean shown(InwoState s, String card) {
        SecretNames.Found f = SecretNames.find(s, GRAIL, card);
        return f != null && f.secret().revealed();
    }
}
