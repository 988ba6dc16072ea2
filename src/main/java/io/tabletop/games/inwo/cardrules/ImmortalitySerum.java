package io.tabletop.games.inwo.cardrules;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.abilities.Structures;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.GroupClass;
import io.tabletop.games.inwo.model.Attack;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.model.Sink;
import io.tabletop.games.inwo.model.WindowKind;
import java.util.List;

/**
 * Immortality Serum (Resource): "This card may be used for one Personality. Keep it unlinked until it is used. The link
 * remains if the Personality is captured from you. You may use it to take control of any just-played Personality,
 * including one from another player's hand! No die roll is required. Link the card to that Personality. Now nothing
 * can kill that Personality, including destruction of a Place he's linked to. He also has +5 against ordinary attacks
 * to destroy. You may also link it to a Personality you control."
 * <p>
 * Read: the Serum comes into play as any Resource and is <em>unused</em> while it is linked to anything but a
 * Personality. It is used by linking it to a Personality, for good: {@code RELINK} to a Personality of its player's
 * (the ordinary link move) or the seizure below; a Serum linked to a Personality is never relinked ({@code PERMANENT})
 * and goes with him when he is captured. Linked to a Personality it gives him immunity to Instant attacks
 * (Assassinations: "nothing can kill") and +5 against attacks to destroy (catalogue effects). The seizure: in the
 * {@code TAKEOVER} window that follows a rival's automatic takeover of a Personality from his hand (the window every
 * rival may answer, ruling I6; a seat whose standing instructions pass in TAKEOVER windows is not asked), the seat
 * holding priority may {@code USE_ABILITY_ON {group: its unused Serum, target: that Personality, action: false}}: no
 * roll; the Personality goes to the lowest open arrow of his Illuminati, else of his first Group with one
 * ({@code GROUP_CAPTURED}), the Serum is linked to it ({@code RESOURCE_RELINKED}), the window closes and the taker's
 * tokens are placed as when a takeover stands. In the ATTACK window of a rival's attack to control a Personality card
 * of his hand the same move calls the attack off and the card goes from his hand to the seizer ({@code
 * PERSONALITY_SEIZED}), the Serum linked to it. All of it is public: the Serum is in play, the Personality face up.
 */
public final class ImmortalitySerum {

    private ImmortalitySerum() {}

    public static final String SERUM = "immortality-serum";

    public static boolean interprets(CardDef card, Effect e) {
        return SERUM.equals(card.id()) && e instanceof Effect.Special;
    }

    /** Whether the command is a Serum's seizure: it names a Serum of the player's. */
    public static boolean handles(Player me, InwoCommand.UseAbilityOn x) {
        Placed g = x.group() == null ? null : me.placed(x.group());
        return g != null && SERUM.equals(g.card());
    }

    /** Whether a Resource of the player's is a Serum used already (linked to a Personality): its link is for good. */
    public static boolean bound(Abilities a, Player me, Placed r) {
        if (r == null || !SERUM.equals(r.card()) || r.master() == null) return false;
        Placed m = me.placed(r.master());
        return m != null && personality(a, m.card());
    }

    /** Whether a Serum of {@code p}'s is linked to {@code t}, a Personality: nothing can kill him (no Assassination reaches him). */
    public static boolean protects(Abilities a, Player p, Placed t) {
        if (t == null || !personality(a, t.card())) return false;
        return p.structure().stream().anyMatch(r -> r.resource() && SERUM.equals(r.card()) && t.uid().equals(r.master()));
    }

    /** The Personality card just played by a rival's attack to control from his hand, in its attack window; null if none. */
    static Attack fromHand(InwoState s) {
        Attack at = s.attack();
        if (at == null || !at.fromHand() || at.type() != AttackKind.CONTROL || s.window() == null
                || s.window().kind() != WindowKind.ATTACK || s.plot() != null) return null;
        return at;
    }

    private static boolean takeover(InwoState s) {
        return s.window() != null && s.window().kind() == WindowKind.TAKEOVER && s.plot() != null;
    }

    /**
     * The seizure is legal: an unused Serum; the TAKEOVER window of a rival's takeover of a Personality, or the ATTACK
     * window of a rival's attack to control a Personality card of his hand; an open arrow.
     */
    public static void check(Abilities a, InwoState s, int seat, InwoCommand.UseAbilityOn x) {
        Player me = s.player(seat);
        Placed serum = me.placed(x.group());
        if (bound(a, me, serum)) throw violation("USED", "this Serum is linked to its Personality for good");
        Attack at = fromHand(s);
        if (!takeover(s) && at == null) {
            throw violation("NO_TAKEOVER", "the Serum seizes a Personality just played, in its takeover's or attack's window");
        }
        int taker = at == null ? s.plot().seat() : at.attacker();
        String uid = at == null ? s.plot().uid() : at.target();
        String card = at == null ? s.plot().card() : at.targetCard();
        if (taker == seat) throw violation("INVALID_TARGET", "not your own play");
        if (x.target() == null || !x.target().equals(uid)) throw violation("INVALID_TARGET", "name the Personality just played");
        if (!personality(a, card)) throw violation("NOT_A_PERSONALITY", "the Serum seizes a Personality only");
        if (x.action()) throw violation("NO_ACTION", "the Serum is used without an action");
        if (arrow(a, me) == null) throw violation("NO_OPEN_ARROW", "you have no open arrow for him");
    }

    /**
     * The Personality seized: into the player's structure with the Serum linked. After a takeover its window closes (true:
     * the caller places the taker's tokens); an attack from hand is called off first (false: the caller resumes).
     */
    public static boolean seize(Sink e, Abilities a, int seat, InwoCommand.UseAbilityOn x) {
        InwoState s = e.state();
        Attack at = fromHand(s);
        Placed[] to = arrow(a, s.player(seat));
        int open = Structures.openArrow(s.player(seat), to[0].uid(), arrows(a, to[0]));
        if (at != null) {
            e.emit(new InwoEvent.AttackCancelled(seat, SERUM));
            e.emit(new InwoEvent.PersonalitySeized(seat, at.attacker(), at.target(), at.targetCard(), to[0].uid(), open));
            e.emit(new InwoEvent.ResourceRelinked(seat, x.group(), at.target()));
            return false;
        }
        int taker = s.plot().seat();
        String uid = s.plot().uid();
        List<String> moved = Structures.subtree(s.player(taker), uid).stream().map(Placed::uid).toList();
        e.emit(new InwoEvent.GroupCaptured(seat, uid, to[0].uid(), open, taker, moved));
        e.emit(new InwoEvent.ResourceRelinked(seat, x.group(), uid));
        e.emit(new InwoEvent.TakeoverStood(taker, uid));
        return true;
    }

    /** Evolution: the card leaves its player's hand for the seizer's structure. */
    public static InwoState seized(InwoState s, InwoEvent.PersonalitySeized e) {
        InwoState out = s.with(e.from(), p -> p.withHand(p.hand().stream().filter(h -> !h.uid().equals(e.uid())).toList()));
        return out.with(e.seat(), p -> {
            List<Placed> st = new java.util.ArrayList<>(p.structure());
            st.add(new Placed(e.uid(), e.card(), e.master(), e.arrow(), 0, true, null, -1, false, false));
            return p.withStructure(st);
        });
    }

    /** In the TAKEOVER window or a rival's attack from hand: each Serum of the seat at the Personality (checked by the caller). */
    public static void candidates(InwoState s, int seat, List<InwoCommand> out) {
        Attack at = fromHand(s);
        if (!takeover(s) && at == null) return;
        String uid = at == null ? s.plot().uid() : at.target();
        for (Placed r : s.player(seat).structure()) {
            if (SERUM.equals(r.card())) out.add(new InwoCommand.UseAbilityOn(r.uid(), uid, false));
        }
    }

    /** The Group with the lowest open arrow (the Illuminati first), as a one-element array; null if none. */
    private static Placed[] arrow(Abilities a, Player p) {
        for (Placed m : p.structure()) {
            if (m.resource()) continue;
            if (Structures.openArrow(p, m.uid(), arrows(a, m)) >= 0) return new Placed[] {m};
        }
        return null;
    }

    private static int arrows(Abilities a, Placed p) {
        return p.illuminati() ? 4 : p.traits().arrows() >= 0 ? p.traits().arrows() : a.def(p.card()).arrowsOut();
    }

    static boolean personality(Abilities a, String card) {
        CardDef d = a.def(card);
        return d != null && d.groupClass() == GroupClass.PERSONALITY;
    }

    private static RuleViolation violation(String code, String message) {
        return new RuleViolation(code, message);
    }
}
