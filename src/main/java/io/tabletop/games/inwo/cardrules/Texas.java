package io.tabletop.games.inwo.cardrules;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.model.Sink;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.PlotKind;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.Secret;
import io.tabletop.games.inwo.model.Phase;
import java.util.ArrayList;
import java.util.List;

/**
 * Texas: "holds one Plot (not a Goal) that cannot be exposed, for Texas's own use". On his own main phase, with nothing
 * open, its player puts a hidden non-Goal Plot of his hand under Texas: {@code UseAbilityOn(texas, plot, action =
 * false)}, no token. The held Plot leaves the hand (so no exposing, stealing, discarding or hand limit reaches it) and
 * is kept face down: {@code PlotHeld} names it for its player only; every view shows that Texas holds a Plot
 * ({@code secrets}: {@code card} texas, {@code named} null but in its player's own view). It is played like a Plot of
 * the hand with {@code PlayPlot}, only for Texas's use: aimed at Texas, paid by Texas as its helper, or on an attack
 * Texas makes or suffers ({@code NOT_FOR_TEXAS}); {@code PlotUnheld} (PLAYED) puts it back in the hand as it is
 * played, face up like every Plot played. When Texas leaves its player's Power Structure the held Plot goes back to
 * his hand, hidden ({@code PlotUnheld}, TEXAS_GONE).
 */
public final class Texas {

    private Texas() {}

    public static final String TEXAS = "texas";

    /** The printed ability, read by this class (the catalogue's Special). */
    public static boolean interprets(CardDef card, Effect e) {
        return TEXAS.equals(card.id()) && e instanceof Effect.Special;
    }

    private static Placed texas(Player p) {
        for (Placed g : p.structure()) if (TEXAS.equals(g.card()) && !g.resource()) return g;
        return null;
    }

    /** The uids of the Plots Texas holds for this player (at most one). */
    public static List<String> held(Player p) {
        return p.secrets().stream().filter(k -> TEXAS.equals(k.card())).map(Secret::uid).toList();
    }

    public static boolean holds(Player p, String uid) {
        return uid != null && held(p).contains(uid);
    }

    /** The command that puts a Plot under Texas: Texas of the player's, aimed at a card of his hand. */
    public static boolean handles(Player me, InwoCommand.UseAbilityOn x) {
        Placed g = x.group() == null ? null : me.placed(x.group());
        return g != null && TEXAS.equals(g.card()) && !g.resource();
    }

    public static void check(Abilities a, InwoState s, int seat, InwoCommand.UseAbilityOn x) {
        if (s.window() != null) throw violation("WINDOW_OPEN", "answer the open window first");
        if (s.current() != seat || s.phase() != Phase.MAIN) throw violation("WRONG_PHASE", "on your own main phase");
        if (x.action()) throw violation("NO_ACTION", "Texas holds a Plot without an action");
        Player me = s.player(seat);
        HandCard h = x.target() == null ? null : me.inHand(x.target());
        if (h == null || h.exposed() || !a.def(h.card()).inPlotDeck() || a.def(h.card()).plotKind() == null
                || a.def(h.card()).plotKind() == PlotKind.GOAL) {
            throw violation("INVALID_TARGET", "Texas holds a hidden Plot of your hand, not a Goal");
        }
        if (!held(me).isEmpty()) throw violation("FULL", "Texas holds one Plot already");
    }

    public static void hold(Sink e, int seat, InwoCommand.UseAbilityOn x) {
        HandCard h = e.state().player(seat).inHand(x.target());
        e.emit(new InwoEvent.PlotHeld(seat, x.group(), h.uid(), h.card()));
    }

    /** The candidate holds: each hidden Plot of the hand under each Texas of the player's (checked by the caller). */
    public static void candidates(InwoState s, int seat, List<InwoCommand> out) {
        Player me = s.player(seat);
        Placed t = texas(me);
        if (t == null) return;
        for (HandCard h : me.hand()) if (!h.exposed()) out.add(new InwoCommand.UseAbilityOn(t.uid(), h.uid(), false));
    }

    /** The state as if the held Plot were in its player's hand (hidden): a Plot of Texas's is checked as one of the hand. */
    public static InwoState inHand(InwoState s, int seat, String uid) {
        Player p = s.player(seat);
        Secret k = p.secrets().stream().filter(x -> x.uid().equals(uid) && TEXAS.equals(x.card())).findFirst().orElseThrow();
        List<HandCard> hand = new ArrayList<>(p.hand());
        hand.add(new HandCard(uid, k.named(), false));
        List<Secret> rest = p.secrets().stream().filter(x -> !x.uid().equals(uid)).toList();
        return s.with(seat, q -> q.withHand(hand).withSecrets(rest));
    }

    /** Whether a Plot played from under Texas is for Texas's use. */
    public static void checkUse(InwoState s, int seat, InwoCommand.PlayPlot x) {
        Placed t = texas(s.player(seat));
        if (t == null) throw violation("NOT_FOR_TEXAS", "Texas is not in play");
        var at = s.attack();
        boolean use = t.uid().equals(x.target()) || t.uid().equals(x.helper())
                || at != null && (t.uid().equals(at.by()) || t.uid().equals(at.target()));
        if (!use) throw violation("NOT_FOR_TEXAS", "the Plot Texas holds is played for Texas: aimed at it, paid by it, "
                + "or on an attack it makes or suffers");
    }

    /** Before a held Plot is played: back in the hand, shown as it is played. */
    public static void release(Sink e, int seat, String uid) {
        Player p = e.state().player(seat);
        if (!holds(p, uid)) return;
        Placed t = texas(p);
        Secret k = p.secrets().stream().filter(x -> x.uid().equals(uid)).findFirst().orElseThrow();
        e.emit(new InwoEvent.PlotUnheld(seat, t == null ? null : t.uid(), uid, k.named(), "PLAYED"));
    }

    /** After a move: a Plot held by a Texas its player no longer has goes back to his hand, hidden. */
    public static void settle(Sink e) {
        if (e.state().finished()) return;
        for (Player p : e.state().players()) {
            if (texas(p) != null) continue;
            for (Secret k : p.secrets()) {
                if (TEXAS.equals(k.card())) e.emit(new InwoEvent.PlotUnheld(p.seat(), null, k.uid(), k.named(), "TEXAS_GONE"));
            }
        }
    }

    /** Evolution: the Plot out of the hand, under Texas. */
    public static Player held(Player p, InwoEvent.PlotHeld e) {
        List<Secret> out = new ArrayList<>(p.secrets());
        out.add(new Secret(e.uid(), TEXAS, e.card(), false));
        return p.withHand(p.hand().stream().filter(h -> !h.uid().equals(e.uid())).toList()).withSecrets(out);
    }

    /** Evolution: the Plot back in the hand, hidden. */
    public static Player unheld(Player p, InwoEvent.PlotUnheld e) {
        List<HandCard> hand = new ArrayList<>(p.hand());
        hand.add(new HandCard(e.uid(), e.card(), false));
        return p.withHand(hand).withSecrets(p.secrets().stream().filter(k -> !k.uid().equals(e.uid())).toList());
    }

    private static RuleViolation violation(String code, String message) {
        return new RuleViolation(code, message);
    }
}
