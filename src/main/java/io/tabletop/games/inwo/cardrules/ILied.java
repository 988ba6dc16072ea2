package io.tabletop.games.inwo.cardrules;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.model.Sink;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.PendingPlot;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.TradeOffer;
import io.tabletop.games.inwo.trade.Trades;
import java.util.List;

/**
 * I Lied: "the player need not keep his side of a deal, the other must". A deal is an open trade offer made to the
 * player ({@link Trades}); he plays I Lied as his acceptance of it: {@code PlayPlot {card: i-lied, target: the
 * offerer's Illuminati}} (one open offer per seat, so the offerer names the offer), when he may announce a Plot (his
 * own main phase, or holding priority in a window with no attack and no Plot pending). It is announced (ruling I7):
 * while its window is open the offer is struck and stands still — the offerer may not withdraw it and the player
 * neither accepts nor declines it otherwise. Closed uncancelled, the offer is carried out for the offerer's side only:
 * he delivers what he offered (cards of his hand, his Resources, his Groups) and receives nothing (event
 * {@code TradeAccepted} with nothing taken). Cancelled, the offer is open again as it was. If the offerer's side can
 * no longer be carried out when the window closes (a card of it left play), the offer lapses and I Lied goes to the
 * discard pile doing nothing. A gift (an offer asking nothing) is no deal: accept it. Only a deal whose offered cards
 * are all in play (Resources, Groups) may be taken so: the cards of a hand in an offer are hidden from the other
 * players (ruling I10), and whether I Lied stands must follow from public facts only (I6).
 */
public final class ILied {

    private ILied() {}

    public static final String ID = Trades.I_LIED;

    static void check(Abilities a, InwoState s, int seat, InwoCommand.PlayPlot x, boolean mayAnnounce) {
        if (!mayAnnounce) throw violation("NOT_NOW", "I Lied is announced on your main phase or when you hold priority");
        if (x.helper() != null) throw violation("INVALID_HELPER", "I Lied costs no action");
        TradeOffer o = offer(s, seat, x.target());
        if (o == null) throw violation("NO_SUCH_OFFER", "name a player who has an open offer to you, by his Illuminati");
        if (o.want().isEmpty() && o.wantFromHand() == 0) throw violation("NO_DEAL", "a gift asks nothing of you: accept it");
        if (!o.fromHand().isEmpty() || o.give().stream().anyMatch(u -> s.player(o.from()).inHand(u) != null)) {
            throw violation("HIDDEN_DEAL", "I Lied takes a deal whose offered cards are in play: cards of a hand are hidden from the others");
        }
        Trades.checkLied(a, s, o);
    }

    /** The open offer to {@code seat} of the player whose Illuminati {@code target} names, or null. */
    static TradeOffer offer(InwoState s, int seat, String target) {
        int from = target == null ? -1 : s.ownerOf(target);
        if (from < 0 || from == seat) return null;
        Player p = s.player(from);
        if (p.root() == null || !p.root().uid().equals(target)) return null;
        TradeOffer o = s.trades().by(from);
        return o == null || o.to() != seat ? null : o;
    }

    static void resolve(Abilities a, Sink e, PendingPlot pp) {
        InwoState s = e.state();
        TradeOffer o = offer(s, pp.seat(), pp.target());
        boolean stands = o != null;
        if (stands) {
            try {
                Trades.checkLied(a, s, o);
            } catch (RuleViolation v) {
                stands = false;
            }
        }
        e.emit(new InwoEvent.PlotPlayed(pp.seat(), pp.uid(), pp.card(), pp.target(), false));
        if (stands) Trades.acceptLied(a, e, o);
        else if (o != null) e.emit(new InwoEvent.TradeClosed(o.id(), "LAPSED"));
    }

    static void candidates(InwoState s, Player me, HandCard h, List<InwoCommand> out) {
        for (TradeOffer o : s.trades().open()) {
            Player from = s.player(o.from());
            if (o.to() == me.seat() && from.root() != null) out.add(new InwoCommand.PlayPlot(h.uid(), from.root().uid(), null));
        }
    }

    private static RuleViolation violation(String code, String message) {
        return new RuleViolation(code, message);
    }
}
