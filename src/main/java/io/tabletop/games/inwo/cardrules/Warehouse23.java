package io.tabletop.games.inwo.cardrules;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Phase;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.model.Secret;
import io.tabletop.games.inwo.model.Sink;
import java.util.ArrayList;
import java.util.List;

/**
 * Warehouse 23 (Unique Resource): "enters with a free Artifact/Gadget automatic takeover; hides Resources"; a hidden
 * Unique Resource is in play and is shown when somebody plays its duplicate [WDH p.14].
 * <ul>
 *   <li><b>Hiding.</b> Whenever its player brings a Resource of his hand into play by his own play — the turn's
 *   automatic takeover ({@code Takeover}), the Illuminati's Resource play ({@code PlayResource}) or an extra takeover
 *   ({@code ExtraTakeover}) — he may name his Warehouse as the card it is linked to: the Resource goes into play
 *   face down inside the Warehouse ({@code ResourceHidden}, the card his only). It is paid for like any such play, and
 *   no takeover window opens (nobody could say what to cancel). Hidden, it is in play for the Unique rule only: it has
 *   no ability, gets no token, counts for no goal and nothing reaches it. It is kept as his {@link Secret} (card
 *   {@code warehouse-23}); every view shows that the Warehouse holds a card, its name in his own view only.</li>
 *   <li><b>Bringing out.</b> On his own main phase with nothing open, {@code UseAbilityOn(warehouse, hidden uid, action
 *   = false)} turns it face up: it enters his Power Structure linked to his Illuminati ({@code ResourceUncovered}
 *   BROUGHT_OUT, then {@code CardPlaced}); no token this turn, like any card placed in the main phase.</li>
 *   <li><b>A duplicate played.</b> When anybody plays a Unique Resource whose copy is hidden in a Warehouse, the hidden
 *   copy is shown and turned face up at once ({@code ResourceUncovered} SHOWN; the server never "fails to show" it),
 *   and the play is not made: the card stays in the hand and nothing is spent. Legal moves never depend on it: the
 *   play is listed, and refused only by the showing, which everybody sees.</li>
 *   <li><b>The free takeover.</b> Once per game (kept in its player's {@code usedOnce}), on his own main phase while the
 *   Warehouse is his, an Artifact or Gadget of his hand enters play with no roll ({@code ExtraTakeover} with the
 *   Warehouse as its source), hidden inside it if he likes.</li>
 *   <li><b>The Warehouse leaves.</b> Going to another player (with a captured Group, given, traded, taken when a player
 *   is eliminated), its hidden cards go with it, still face down ({@code HiddenResourcesMoved}, the cards the two
 *   players' only). Leaving play, its hidden cards are turned face up and discarded ({@code ResourceUncovered}
 *   WAREHOUSE_GONE, {@code CardDiscarded}).</li>
 * </ul>
 */
public final class Warehouse23 {

    private Warehouse23() {}

    public static final String ID = "warehouse-23";

    /** The printed abilities, read by this class: the free takeover and the hiding (the catalogue's Special). */
    public static boolean interprets(CardDef card, Effect e) {
        return ID.equals(card.id()) && (e instanceof Effect.Special || e instanceof Effect.Takeover);
    }

    public static boolean is(CardDef d) {
        return d != null && ID.equals(d.id());
    }

    /** The player's Warehouse 23 in play, or null. */
    public static Placed warehouse(Player p) {
        for (Placed c : p.structure()) if (ID.equals(c.card()) && c.resource()) return c;
        return null;
    }

    /** Whether {@code master} names the player's Warehouse 23: the card goes in hidden. */
    public static boolean hides(Player me, String master) {
        Placed w = master == null ? null : warehouse(me);
        return w != null && w.uid().equals(master);
    }

    /** The player's hidden Resources. */
    public static List<Secret> hidden(Player p) {
        if (p.secrets().isEmpty()) return List.of(); // nearly every player after nearly every move: nothing to allocate
        List<Secret> out = new ArrayList<>();
        for (Secret k : p.secrets()) if (ID.equals(k.card())) out.add(k);
        return out;
    }

    private static Secret hiddenOf(Player p, String uid) {
        for (Secret k : p.secrets()) if (ID.equals(k.card()) && k.uid().equals(uid)) return k;
        return null;
    }

    /** A card goes into the Warehouse: a Resource other than the Warehouse, and not one whose Unique copy shows. */
    public static void checkHide(CardDef d) {
        if (d.kind() != CardKind.RESOURCE || is(d)) {
            throw new RuleViolation("INVALID_MASTER", "only a Resource goes into Warehouse 23, linked otherwise to a group of yours");
        }
    }

    /** The events that show a hidden copy of {@code card} when it is played again, or none. */
    public static List<InwoEvent> showing(Abilities a, InwoState s, String card) {
        CardDef d = a.def(card);
        if (d == null || !d.unique()) return List.of();
        for (Player p : s.players()) {
            for (Secret k : hidden(p)) {
                if (!card.equals(k.named())) continue;
                List<InwoEvent> out = new ArrayList<>();
                out.add(new InwoEvent.ResourceUncovered(p.seat(), k.uid(), k.named(), "SHOWN"));
                if (p.root() != null) {
                    out.add(new InwoEvent.CardPlaced(new InwoEvent.Placement(p.seat(), k.uid(), k.named(), p.root().uid(), -1), false));
                } else {
                    out.add(new InwoEvent.CardDiscarded(p.seat(), k.uid(), k.named(), "WAREHOUSE_GONE"));
                }
                return out;
            }
        }
        return List.of();
    }

    /** Whether a copy of the Unique card played is hidden in a Warehouse: it is shown, and the play not made. */
    public static boolean copyHidden(Abilities a, InwoState s, String card) {
        return !showing(a, s, card).isEmpty();
    }

    /** Shows a hidden copy of the card played, if there is one: then the play is not made. */
    public static boolean shows(Abilities a, Sink e, String card) {
        List<InwoEvent> out = showing(a, e.state(), card);
        out.forEach(e::emit);
        return !out.isEmpty();
    }

    public static InwoEvent hide(Player me, String warehouse, HandCard h) {
        return new InwoEvent.ResourceHidden(me.seat(), warehouse, h.uid(), h.card());
    }

    // ------------------------------------------------------------------ bringing out

    /** The command that brings a hidden Resource out: the player's Warehouse, aimed at one of its hidden cards. */
    public static boolean handles(Player me, InwoCommand.UseAbilityOn x) {
        Placed w = warehouse(me);
        return w != null && w.uid().equals(x.group());
    }

    public static void check(InwoState s, int seat, InwoCommand.UseAbilityOn x) {
        if (s.window() != null || s.choice() != null || s.attack() != null || s.plot() != null) {
            throw new RuleViolation("WINDOW_OPEN", "answer the open window first");
        }
        if (s.current() != seat || s.phase() != Phase.MAIN) throw new RuleViolation("WRONG_PHASE", "on your own main phase");
        if (x.action()) throw new RuleViolation("NO_ACTION", "a Resource is brought out of Warehouse 23 without an action");
        if (x.target() == null || hiddenOf(s.player(seat), x.target()) == null) {
            throw new RuleViolation("INVALID_TARGET", "not a Resource hidden in your Warehouse 23");
        }
    }

    public static void bringOut(Sink e, int seat, InwoCommand.UseAbilityOn x) {
        Player me = e.state().player(seat);
        Secret k = hiddenOf(me, x.target());
        e.emit(new InwoEvent.ResourceUncovered(seat, k.uid(), k.named(), "BROUGHT_OUT"));
        e.emit(new InwoEvent.CardPlaced(new InwoEvent.Placement(seat, k.uid(), k.named(), me.root().uid(), -1), false));
    }

    public static void candidates(InwoState s, int seat, List<InwoCommand> out) {
        if (s.window() != null || s.current() != seat || s.phase() != Phase.MAIN) return;
        Player me = s.player(seat);
        Placed w = warehouse(me);
        if (w == null) return;
        for (Secret k : hidden(me)) out.add(new InwoCommand.UseAbilityOn(w.uid(), k.uid(), false));
    }

    // ------------------------------------------------------------------ the free takeover

    /** Whether the Warehouse's once-a-game free takeover is still there for its player. */
    public static boolean takeoverLeft(Player me, Placed source) {
        return source != null && ID.equals(source.card()) && source.resource() && !me.usedOnce().contains(ID);
    }

    /** Evolution: an ability of the Warehouse used (its free takeover) is used for the game. */
    public static Player used(Player p, String uid) {
        Placed c = p.placed(uid);
        return c != null && ID.equals(c.card()) && !p.usedOnce().contains(ID) ? p.withUsedOnce(ID) : p;
    }

    // ------------------------------------------------------------------ the Warehouse leaves

    /** After a move: hidden cards follow their Warehouse to its new player, or are discarded when it left play. */
    public static void settle(Sink e) {
        InwoState s = e.state();
        if (s.finished()) return;
        for (Player p : s.players()) {
            List<Secret> hidden = hidden(p);
            if (hidden.isEmpty() || !p.out() && warehouse(p) != null) continue;
            Player to = null;
            for (Player q : s.players()) if (q.seat() != p.seat() && !q.out() && warehouse(q) != null) to = q;
            if (to != null) {
                e.emit(new InwoEvent.HiddenResourcesMoved(p.seat(), to.seat(), hidden.stream().map(Secret::uid).toList(),
                        hidden.stream().map(Secret::named).toList()));
                continue;
            }
            for (Secret k : hidden) {
                e.emit(new InwoEvent.ResourceUncovered(p.seat(), k.uid(), k.named(), "WAREHOUSE_GONE"));
                e.emit(new InwoEvent.CardDiscarded(p.seat(), k.uid(), k.named(), "WAREHOUSE_GONE"));
            }
        }
    }

    // ------------------------------------------------------------------ evolution

    public static Player hidden(Player p, InwoEvent.ResourceHidden e) {
        List<Secret> out = new ArrayList<>(p.secrets());
        out.add(new Secret(e.uid(), ID, e.card(), false));
        return p.withHand(p.hand().stream().filter(h -> !h.uid().equals(e.uid())).toList()).withSecrets(out);
    }

    public static Player uncovered(Player p, InwoEvent.ResourceUncovered e) {
        return p.withSecrets(p.secrets().stream().filter(k -> !(ID.equals(k.card()) && k.uid().equals(e.uid()))).toList());
    }

    public static InwoState moved(InwoState s, InwoEvent.HiddenResourcesMoved e) {
        List<Secret> moving = hidden(s.player(e.from())).stream().filter(k -> e.uids().contains(k.uid())).toList();
        return s.with(e.from(), p -> p.withSecrets(p.secrets().stream().filter(k -> !moving.contains(k)).toList()))
                .with(e.to(), q -> {
                    List<Secret> out = new ArrayList<>(q.secrets());
                    out.addAll(moving);
                    return q.withSecrets(out);
                });
    }
}
