package io.tabletop.games.inwo.cardrules;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.model.AnnouncedPlay;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.LinkedPlot;
import io.tabletop.games.inwo.model.PendingPlot;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.model.Sink;
import io.tabletop.games.inwo.model.Window;
import io.tabletop.games.inwo.model.WindowKind;
import java.util.List;

/**
 * Seize The Time! (last cards I). The card: "Play this card at the beginning of any other player's turn. It becomes your
 * turn instead. After your turn is over, the turn passes back to the player whose turn you interrupted (unless someone
 * won). During your special turn, all your groups except your Illuminati get Action tokens, but you may not draw any
 * cards for any reason, or play any Plot card. You must spend your Illuminati action to use this card. No player may use
 * this card more than once in a game. This card may not be used until each player has finished his first turn"; the
 * handbook's errata (p.20) says the same.
 * <ul>
 *   <li><b>When:</b> "the beginning of any other player's turn" is read, as for the Plots that restrict a rival's next
 *       turn ({@code tokens.LastingPlots}), as the knock window of the turn before it — the last moment before that turn
 *       begins, a window every seat gets whatever anybody holds (ruling I6). {@code PlayPlot {card, helper: his
 *       Illuminati}} by the seat holding priority in a KNOCK window (no attack, Plot or choice pending: {@code NOT_NOW}),
 *       whoever's turn is ending — the player whose turn ends may take the next one too — but not by the player whose
 *       turn comes next ({@code YOUR_TURN_NEXT}). His Illuminati's token is spent at once ({@code NO_TOKEN}); it is
 *       announced (ruling I7: a PLOT window, cancels included) and stands when that window closes uncancelled.</li>
 *   <li><b>Standing:</b> it lies linked to his Illuminati ({@code PLOT_LINKED}, public) until the seized turn ends.
 *       When the turn ends (no victory), the next turn is his ({@code TURN_STARTED} then {@code TURN_SEIZED {seat,
 *       from}}); when it ends the Plot goes to his discard pile ({@code PLOT_EXPIRED}) and the turn passes back to
 *       {@code from} (or, if he is out by then, to the next player after him).</li>
 *   <li><b>The seized turn:</b> a turn of his in every other way (his phases, his takeover, his attacks, his knock and
 *       victory; it counts as a turn he completed). Its tokens are placed as usual except on his Illuminati. He draws
 *       no card ({@code NO_DRAW}: the draw step's draws, a Plot bought, the Illuminati's Group draw; an ability that
 *       would make him draw draws nothing; an action that draws, such as Bank of England's, is refused) and plays no Plot card ({@code NO_PLOTS}: no {@code PLAY_PLOT}, no Plot of
 *       his hand with an attack, a roll change or an extra takeover).</li>
 *   <li><b>Once per game</b> per player ({@code ONCE_PER_GAME}, kept in his {@code usedOnce} when the turn is taken);
 *       one seizure at a time ({@code ALREADY_SEIZED}); not until every player still in has completed his first turn
 *       ({@code FIRST_TURN}).</li>
 * </ul>
 */
public final class SeizeTheTime {

    private SeizeTheTime() {}

    public static final String ID = "seize-the-time";

    public static boolean plays(CardDef d) {
        return d != null && ID.equals(d.id());
    }

    /** Its card-specific rule. */
    public static boolean interprets(CardDef card, Effect e) {
        return plays(card) && e instanceof Effect.Special;
    }

    /** Checks the play. */
    public static void check(Abilities a, InwoState s, int seat, InwoCommand.PlayPlot x) {
        Window w = s.window();
        if (w == null || w.kind() != WindowKind.KNOCK || w.priority() != seat || s.attack() != null || s.plot() != null
                || s.choice() != null) {
            throw violation("NOT_NOW", "Seize The Time! is played in the knock window, just before the turn it takes");
        }
        Player me = s.player(seat);
        if (me.usedOnce().contains(ID)) throw violation("ONCE_PER_GAME", "Seize The Time! is used once per game");
        if (pending(s) != null) throw violation("ALREADY_SEIZED", "the next turn is seized already");
        for (Player p : s.players()) {
            if (!p.out() && p.turns() < 1) throw violation("FIRST_TURN", "not until every player has finished his first turn");
        }
        if (natural(s, s.current()) == seat) throw violation("YOUR_TURN_NEXT", "the next turn is yours already");
        if (x.target() != null) throw violation("INVALID_TARGET", "Seize The Time! is aimed at nothing");
        Placed root = me.root();
        if (root == null || x.helper() != null && !x.helper().equals(root.uid())) {
            throw violation("INVALID_HELPER", "Seize The Time! takes your Illuminati's action");
        }
        if (root.tokens() < 1 || a.cannotAct(s, seat, root)) throw violation("NO_TOKEN", "your Illuminati cannot act");
    }

    /** Its cost: the Illuminati's token, spent as it is announced. */
    public static AnnouncedPlay pay(Sink e, int seat) {
        e.emit(new InwoEvent.TokensSpent(seat, List.of(e.state().player(seat).root().uid()), "PLOT_COST"));
        return AnnouncedPlay.SEIZE_THE_TIME;
    }

    /** The window closed uncancelled: it lies on his Illuminati, the next turn his; or, if that no longer can be, discarded. */
    public static void resolve(Sink e, PendingPlot pp) {
        InwoState s = e.state();
        int seat = pp.seat();
        Player me = s.player(seat);
        boolean stands = !me.out() && me.root() != null && pending(s) == null && !s.finished()
                && natural(s, s.current()) != seat;
        if (!stands) {
            e.emit(new InwoEvent.PlotPlayed(seat, pp.uid(), pp.card(), null, false));
            return;
        }
        e.emit(new InwoEvent.PlotPlayed(seat, pp.uid(), pp.card(), me.root().uid(), true));
        e.emit(new InwoEvent.PlotLinked(seat, pp.uid(), pp.card(), me.root().uid()));
    }

    /** The candidate play: the Plot with his Illuminati's action. */
    public static void candidates(Player me, HandCard h, List<InwoCommand> out) {
        if (me.root() != null) out.add(new InwoCommand.PlayPlot(h.uid(), null, me.root().uid()));
    }

    // ------------------------------------------------------------------ the turn flow

    /** The Seize The Time! that will take the next turn: linked to a player's Illuminati, not the one of this turn. */
    static LinkedPlot pending(InwoState s) {
        for (LinkedPlot lp : s.linked()) {
            if (!ID.equals(lp.card()) || lp.seat() < 0 || lp.seat() >= s.seats()) continue;
            Player p = s.player(lp.seat());
            if (p.out() || p.root() == null || !p.root().uid().equals(lp.group())) continue;
            if (s.flags().seized() && lp.seat() == s.current()) continue; // the one of the turn being played
            return lp;
        }
        return null;
    }

    /** Whose turn follows {@code ended}'s by the order of play: after a seized turn, the player it was taken from. */
    public static int natural(InwoState s, int ended) {
        Integer from = s.flags().seizedFrom();
        if (from == null || s.current() != ended) return s.next(ended);
        return s.player(from).out() ? s.next(from) : from;
    }

    /** Whether {@code seat} is playing a turn Seize The Time! took: no draws, no Plots, no token on his Illuminati. */
    public static boolean seizing(InwoState s, int seat) {
        return s.flags().seized() && s.current() == seat;
    }

    /** {@code seat}'s turn ends (before {@code TURN_ENDED}): the Plot of a seized turn leaves play, to the discard pile. */
    public static void expire(Sink e, int seat) {
        InwoState s = e.state();
        if (!seizing(s, seat)) return;
        Placed root = s.player(seat).root();
        for (LinkedPlot lp : List.copyOf(s.linked())) {
            if (ID.equals(lp.card()) && lp.seat() == seat && root != null && lp.group().equals(root.uid())) {
                e.emit(new InwoEvent.PlotExpired(lp.seat(), lp.uid(), lp.card(), lp.group()));
            }
        }
    }

    /**
     * The next turn starts ({@code ended}'s turn is over, its flags still there): the player whose turn follows, or the
     * seizer's turn in its place. Returns whether it is a seized turn.
     */
    public static boolean startNext(Sink e, int ended) {
        InwoState s = e.state();
        int next = natural(s, ended);
        LinkedPlot lp = pending(s);
        if (lp != null && lp.seat() == next) { // play came round to him first (a player between left the game): it lapses
            e.emit(new InwoEvent.PlotExpired(lp.seat(), lp.uid(), lp.card(), lp.group()));
            lp = null;
        }
        if (lp == null) {
            e.emit(new InwoEvent.TurnStarted(next, s.turn() + 1));
            return false;
        }
        e.emit(new InwoEvent.TurnStarted(lp.seat(), s.turn() + 1));
        e.emit(new InwoEvent.TurnSeized(lp.seat(), next, lp.uid(), lp.card()));
        return true;
    }

    /** A move the seizer may not make in his seized turn: draw a card, or play a Plot card. */
    public static void checkSeized(Abilities a, InwoState s, int seat, InwoCommand c) {
        if (!seizing(s, seat)) return;
        Player me = s.player(seat);
        boolean draws = c instanceof InwoCommand.Draw d && (d.plot() || d.group()) || c instanceof InwoCommand.DrawFromBottom
                || c instanceof InwoCommand.PickPlotDraw || c instanceof InwoCommand.BuyPlot
                || c instanceof InwoCommand.IlluminatiDraw
                || c instanceof InwoCommand.UseAbility u && s.attack() == null && drawsForItsAction(a, me.placed(u.group()));
        if (draws) throw violation("NO_DRAW", "no card is drawn in a turn taken by Seize The Time!");
        boolean plot = c instanceof InwoCommand.PlayPlot || c instanceof InwoCommand.PrivilegedAttack
                || c instanceof InwoCommand.CombinedAttack
                || c instanceof InwoCommand.ChangeRoll x && x.card() != null && me.inHand(x.card()) != null
                || c instanceof InwoCommand.ExtraTakeover x && x.source() != null && me.inHand(x.source()) != null;
        if (plot) throw violation("NO_PLOTS", "no Plot is played in a turn taken by Seize The Time!");
    }

    /** A card whose action draws cards (Bank of England, Silicon Valley, Fraternal Orders). */
    private static boolean drawsForItsAction(Abilities a, Placed g) {
        if (g == null) return false;
        for (Effect.Cards c : a.def(g.card()).effects(Effect.Cards.class)) {
            if (c.action() == Effect.Cards.Action.DRAW && c.when() == io.tabletop.games.inwo.cards.Trigger.ACTION
                    && c.count() > 0) return true;
        }
        return false;
    }

    private static RuleViolation violation(String code, String message) {
        return new RuleViolation(code, message);
    }
}
