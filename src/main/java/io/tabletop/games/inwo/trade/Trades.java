package io.tabletop.games.inwo.trade;

import io.tabletop.engine.RuleViolation;
import io.tabletop.engine.Viewer;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoCommand.AcceptTrade;
import io.tabletop.games.inwo.model.InwoCommand.DeclineTrade;
import io.tabletop.games.inwo.model.InwoCommand.OfferTrade;
import io.tabletop.games.inwo.model.InwoCommand.WithdrawTrade;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoEvent.TradeAccepted;
import io.tabletop.games.inwo.model.InwoEvent.TradeClosed;
import io.tabletop.games.inwo.model.InwoEvent.TradeOffered;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.model.Attack;
import io.tabletop.games.inwo.attack.Privileges;
import io.tabletop.games.inwo.model.Sink;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.Phase;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import io.tabletop.games.inwo.model.TradeOffer;

/**
 * Gifts and trades [WDH p.12-13] as offers: a seat offers cards ({@link OfferTrade}); the other accepts
 * ({@link AcceptTrade}, the exchange is then made at once and is binding), declines, or lets it lapse; the offerer
 * may withdraw it. A gift is an offer that asks nothing back: the recipient still accepts it, so nobody can be
 * flooded with cards he does not want (e.g. Plots past his hand limit).
 *
 * <p>Timing: these commands are any-time moves. Any seat still in the game sends them whenever the game is not
 * over, whoever is awaited, and they never change whom the game waits for: an offer opens no priority window, and
 * a trade made inside a window neither takes nor moves priority and counts as no pass. So the legal moves of a seat
 * the game is not waiting for are its trade moves (and only those); the turn never waits for an answer. How many
 * offers a seat may make in one turn is no rule but a service limit, outside {@link #check} ({@link OfferLimits}).
 *
 * <p>What may be given: cards of your hand (never undrawn cards), except a card the open attack or the pending Plot
 * is about, and the Groups that failed to enter play from hand this turn (they go to the discard pile at its end);
 * a Resource of yours in play when it has not been used this turn (not relinked, no once-per-turn use, an Action
 * Resource still with its token), in the main phase of the turn of one of the two players, outside any window: it
 * is linked to the recipient's Illuminati (he may relink it in his main phase). Nothing goes to a participant of a
 * Privileged attack while it is open. A player discarding down to his hand limit at the end of his turn gives no
 * card of his hand until he is done (a house ruling: the discard step does not look again). Groups in play are not
 * given this way (not implemented: a Group moves to another structure only by a successful control attack).
 *
 * <p>An offer is re-checked on acceptance and lapses (TradeClosed LAPSED) as soon as it could no longer be carried
 * out, and at the end of the turn (END_OF_TURN). Hand cards in an offer are seen by the two players only; anybody
 * else sees how many.
 */
public final class Trades {

    private Trades() {}

    public static boolean handles(InwoCommand c) {
        return c instanceof OfferTrade || c instanceof AcceptTrade || c instanceof DeclineTrade || c instanceof WithdrawTrade;
    }

    // ------------------------------------------------------------------ check

    public static void check(Abilities a, InwoState s, int seat, InwoCommand c) {
        if (s.phase() == Phase.FINISHED) throw violation("GAME_FINISHED", "the game is over");
        if (s.player(seat).out()) throw violation("NOT_YOUR_TURN", "you are out of the game");
        // like a look or a steal in progress: while a seat is choosing among cards, nothing changes hands
        if (s.choice() != null) throw violation("NOT_NOW", "a choice is pending: no gifts or trades until it is made");
        switch (c) {
            case OfferTrade x -> {
                if (s.trades().by(seat) != null) throw violation("ALREADY_OFFERING", "withdraw your open offer first");
                if (x.give() == null || x.give().isEmpty()) throw violation("INVALID_TRADE", "an offer gives at least one card");
                distinct(x.give());
                if (x.want() != null) distinct(x.want());
                validate(a, s, offer(0, seat, x));
            }
            case AcceptTrade x -> {
                TradeOffer o = toMe(s, seat, x.offer());
                if (lied(s, o)) throw violation("NOT_NOW", "your I Lied is announced on that offer"); // last cards F
                if (a.version().offersLapseQuietly() && o.fromHand().stream().anyMatch(u -> !handGiveable(s, o.from(), u))) {
                    throw violation("OFFER_LAPSED", "the offer can no longer be carried out: a card of it left the hand");
                }
                validate(a, s, o);
                List<String> give = x.give() == null ? List.of() : x.give();
                distinct(give);
                if (give.size() != o.wantFromHand()) {
                    throw violation("INVALID_TRADE", "give exactly " + o.wantFromHand() + " cards of your hand");
                }
                for (String uid : give) {
                    if (s.player(seat).inHand(uid) == null) throw violation("NOT_IN_HAND", "not a card of your hand");
                    if (!handGiveable(s, seat, uid)) throw violation("NOT_GIVEABLE", "that card may not be given now");
                }
            }
            case DeclineTrade x -> {
                if (lied(s, toMe(s, seat, x.offer()))) throw violation("NOT_NOW", "your I Lied is announced on that offer"); // last cards F
            }
            case WithdrawTrade x -> {
                if (s.trades().by(seat) == null) throw violation("NO_SUCH_OFFER", "you have no open offer");
                if (lied(s, s.trades().by(seat))) throw violation("NOT_NOW", "the other accepted it with I Lied: it stands until that Plot is answered"); // last cards F
            }
            default -> throw new IllegalArgumentException("not a trade command: " + c);
        }
    }

    private static TradeOffer offer(int id, int seat, OfferTrade x) {
        return new TradeOffer(id, seat, x.to(), x.give(), x.want() == null ? List.of() : x.want(),
                x.wantFromHand() == null ? 0 : x.wantFromHand());
    }

    private static TradeOffer toMe(InwoState s, int seat, int id) {
        TradeOffer o = s.trades().offer(id);
        if (o == null || o.to() != seat) throw violation("NO_SUCH_OFFER", "no open offer " + id + " to you");
        return o;
    }

    /** Whether the offer could be carried out now; throws why not. */
    static void validate(Abilities a, InwoState s, TradeOffer o) {
        if (o.to() < 0 || o.to() >= s.seats() || s.player(o.to()).out()) throw violation("INVALID_SEAT", "no such player in the game");
        if (o.to() == o.from()) throw violation("INVALID_TRADE", "not to yourself");
        distinct(o.give());
        distinct(o.want());
        Player from = s.player(o.from());
        Player to = s.player(o.to());
        for (String uid : o.give()) {
            if (from.inHand(uid) != null) {
                if (!handGiveable(s, o.from(), uid)) throw violation("NOT_GIVEABLE", "that card may not be given now");
            } else if (from.placed(uid) != null && from.placed(uid).resource()) {
                resourceGiveable(a, s, o, from.placed(uid));
            } else if (GroupGifts.group(from.placed(uid))) {
                GroupGifts.check(a, s, o, from.placed(uid));
            } else {
                throw violation("NOT_YOURS", "only cards of your hand and your Resources and Groups in play may be given");
            }
        }
        for (String uid : o.want()) {
            Placed r = to.placed(uid);
            if (r == null || !r.resource()) throw violation("INVALID_TRADE", "only the other's Resources in play may be asked for");
            resourceGiveable(a, s, o, r);
        }
        if (o.wantFromHand() < 0) throw violation("INVALID_TRADE", "a number of cards");
        if (o.wantFromHand() > 0 && o.wantFromHand() > giveable(s, o.to())) { // none asked for: nothing to count
            throw violation("NOT_ENOUGH_CARDS", "the other has not that many cards to give");
        }
        if (s.phase() == Phase.DISCARD && (o.to() == s.current() && o.wantFromHand() > 0
                || o.from() == s.current() && o.give().stream().anyMatch(u -> from.inHand(u) != null))) {
            throw violation("NOT_NOW", "over the hand limit at the end of his turn, a player discards before giving cards away");
        }
        Attack at = s.attack();
        if (at != null && Privileges.privileged(at)) {
            boolean backwards = !o.want().isEmpty() || o.wantFromHand() > 0;
            if (participant(at, o.to()) || backwards && participant(at, o.from())) {
                throw violation("PRIVILEGED", "nothing may be given to a participant in a Privileged attack");
            }
        }
    }

    /** I10: the checks whose failure everybody can see (the offer's hand cards are the two parties' to know). */
    private static void validatePublicly(Abilities a, InwoState s, TradeOffer o) {
        validate(a, s, o.outsidersPart());
        if (s.phase() == Phase.DISCARD && o.from() == s.current() && !o.fromHand().isEmpty()) {
            throw violation("NOT_NOW", "over the hand limit at the end of his turn, a player discards before giving cards away");
        }
    }

    private static boolean participant(Attack at, int seat) {
        return seat == at.attacker() || seat == at.defender();
    }

    private static void distinct(List<String> uids) {
        // every offer a seat could make is checked at every legal-moves listing, nearly all of one or no card: no set
        for (String u : uids) if (u == null) throw violation("INVALID_TRADE", "a card is missing");
        if (uids.size() < 2) return;
        if (new HashSet<>(uids).size() != uids.size()) throw violation("INVALID_TRADE", "a card is named twice");
    }

    private static int giveable(InwoState s, int seat) {
        int n = 0;
        for (HandCard h : s.player(seat).hand()) if (handGiveable(s, seat, h.uid())) n++;
        return n;
    }

    /** A card of the seat's hand that may change hands now. */
    static boolean handGiveable(InwoState s, int seat, String uid) {
        if (s.player(seat).inHand(uid) == null) return false;
        if (s.attack() != null && uid.equals(s.attack().target())) return false;
        if (s.plot() != null && uid.equals(s.plot().target())) return false;
        return !(seat == s.current() && s.flags().failedFromHand().contains(uid));
    }

    private static void resourceGiveable(Abilities a, InwoState s, TradeOffer o, Placed r) {
        if (s.phase() != Phase.MAIN || s.window() != null || s.current() != o.from() && s.current() != o.to()) {
            throw violation("NOT_NOW", "a Resource in play changes hands in the main phase of one of the two, outside windows");
        }
        if (r.moved() || a.def(r.card()).actionToken() && r.tokens() < 1) {
            throw violation("USED", "a Resource used this turn may not be given");
        }
    }

    // ------------------------------------------------------------------ decide

    public static void apply(Abilities a, Sink e, int seat, InwoCommand c) {
        InwoState s = e.state();
        switch (c) {
            case OfferTrade x -> {
                TradeOffer o = offer(s.trades().serial() + 1, seat, x);
                Split give = split(s, seat, o.give());
                e.emit(new TradeOffered(o.id(), seat, o.to(), give.inPlay, give.inPlayCards, give.hand, give.handCards,
                        give.hand.size(), o.want(), o.wantFromHand()));
            }
            case AcceptTrade x -> {
                TradeOffer o = s.trades().offer(x.offer());
                List<String> back = new ArrayList<>(o.want());
                if (x.give() != null) back.addAll(x.give());
                accepted(a, e, o, back);
            }
            case DeclineTrade x -> e.emit(new TradeClosed(x.offer(), "DECLINED"));
            case WithdrawTrade x -> e.emit(new TradeClosed(s.trades().by(seat).id(), "WITHDRAWN"));
            default -> throw new IllegalArgumentException("not a trade command: " + c);
        }
    }

    /** The offer carried out: its cards to the recipient, {@code back} (his) to the offerer. */
    private static void accepted(Abilities a, Sink e, TradeOffer o, List<String> back) {
        InwoState s = e.state();
        List<String> groups = o.give().stream().filter(u -> GroupGifts.group(s.player(o.from()).placed(u))).toList();
        Split given = split(s, o.from(), o.give().stream().filter(u -> !groups.contains(u)).toList());
        Split taken = split(s, o.to(), back);
        e.emit(new TradeAccepted(o.id(), o.from(), o.to(), given.inPlay, given.inPlayCards, given.hand,
                given.handCards, given.hand.size(), taken.inPlay, taken.inPlayCards, taken.hand, taken.handCards,
                taken.hand.size()));
        for (String g : groups) e.emit(GroupGifts.given(a, e.state(), o.from(), o.to(), g)); // with its puppets, for a token
    }

    // ------------------------------------------------------------------ last cards F: I Lied

    /** I Lied's catalogue id. */
    public static final String I_LIED = "i-lied";

    /**
     * Whether the open offer is under an announced I Lied of its recipient, or under a cancel answering one (the
     * Plot names the offerer by his Illuminati): it is then struck — neither withdrawn, accepted nor declined, and it
     * does not lapse before the Plot's window closes; only its offerer's side must then be possible for it to stand.
     */
    public static boolean lied(InwoState s, TradeOffer o) {
        for (var pp = s.plot(); pp != null; pp = pp.cancels()) {
            if (I_LIED.equals(pp.card()) && pp.seat() == o.to() && pp.target() != null && s.ownerOf(pp.target()) == o.from()) return true;
        }
        return false;
    }

    /** The offer as I Lied carries it out: the offerer's side alone. */
    private static TradeOffer oneSided(TradeOffer o) {
        return new TradeOffer(o.id(), o.from(), o.to(), o.give(), List.of(), 0, o.fromHand());
    }

    /** Whether the offerer's side of the offer could be carried out now; throws why not. */
    public static void checkLied(Abilities a, InwoState s, TradeOffer o) {
        validate(a, s, oneSided(o));
    }

    /** I Lied stands: the offerer delivers his side, the recipient nothing. */
    public static void acceptLied(Abilities a, Sink e, TradeOffer o) {
        accepted(a, e, o, List.of());
    }

    private record Split(List<String> inPlay, List<String> inPlayCards, List<String> hand, List<String> handCards) {}

    private static Split split(InwoState s, int seat, List<String> uids) {
        Player p = s.player(seat);
        Split out = new Split(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        for (String uid : uids) {
            HandCard h = p.inHand(uid);
            if (h != null) {
                out.hand.add(uid);
                out.handCards.add(h.card());
            } else {
                out.inPlay.add(uid);
                out.inPlayCards.add(p.placed(uid).card());
            }
        }
        return out;
    }

    /**
     * After every command: offers lapse at the end of the turn (or of the game) and as soon as they could no longer
     * be carried out ({@code batch}: the command's events so far).
     */
    public static void settle(Abilities a, Sink e, List<InwoEvent> batch) {
        InwoState s = e.state();
        if (s.trades().open().isEmpty()) return;
        boolean ended = s.finished() || batch.stream().anyMatch(ev -> ev instanceof InwoEvent.TurnEnded);
        for (TradeOffer o : s.trades().open()) {
            if (ended) {
                e.emit(new TradeClosed(o.id(), "END_OF_TURN"));
                continue;
            }
            try {
                // I10 (version 4 on): whether his hand cards can still be given is his and the other's to know; for
                // everybody else the offer lapses only for a reason they can see, or at the end of the turn
                if (lied(e.state(), o)) continue; // last cards F: struck by I Lied, judged when its window closes
                if (a.version().offersLapseQuietly()) validatePublicly(a, e.state(), o);
                else validate(a, e.state(), o);
            } catch (RuleViolation v) {
                e.emit(new TradeClosed(o.id(), "LAPSED"));
            }
        }
    }

    // ------------------------------------------------------------------ legal moves

    /** Most combinations of hand cards listed to accept one offer. */
    static final int MAX_ACCEPTS = 500;

    /**
     * The trade commands worth checking for {@code seat}: withdrawing its offer; declining, and accepting with every
     * choice of hand cards, each offer made to it; and, with no open offer, the one-card offers to each other player
     * (a gift, or one card for one of his Resources or for one card of his hand). Offers of several cards are accepted
     * too but not listed (every subset would be too many).
     */
    public static List<InwoCommand> candidates(Abilities a, InwoState s, int seat) {
        List<InwoCommand> c = new ArrayList<>();
        if (s.phase() == Phase.FINISHED || seat < 0 || seat >= s.seats() || s.player(seat).out() || s.choice() != null) return c;
        if (s.trades().by(seat) != null) c.add(new WithdrawTrade());
        for (TradeOffer o : s.trades().open()) {
            if (o.to() != seat) continue;
            c.add(new DeclineTrade(o.id()));
            List<String> hand = s.player(seat).hand().stream().map(HandCard::uid).filter(u -> handGiveable(s, seat, u)).toList();
            List<List<String>> choices = new ArrayList<>();
            combinations(hand, o.wantFromHand(), 0, new ArrayList<>(), choices);
            for (List<String> give : choices) c.add(new AcceptTrade(o.id(), give));
        }
        if (s.trades().by(seat) != null) return c;
        Player me = s.player(seat);
        // Resources in play change hands only in the main phase of one of the two, outside windows (pruned here as check would)
        boolean resourcesNow = s.phase() == Phase.MAIN && s.window() == null;
        for (Player other : s.players()) {
            if (other.seat() == seat || other.out()) continue;
            boolean resources = resourcesNow && (s.current() == seat || s.current() == other.seat());
            List<String> mine = new ArrayList<>();
            for (HandCard h : me.hand()) mine.add(h.uid());
            if (resources) for (Placed r : me.structure()) if (r.resource()) mine.add(r.uid());
            if (resources) for (Placed g : me.structure()) { // a Group in play: a gift, when it has somewhere to go and a token is there
                if (!GroupGifts.group(g) || io.tabletop.games.inwo.structure.Reorganizing.closing(s, s.current())) continue;
                try {
                    GroupGifts.placement(a, s, seat, other.seat(), g);
                    c.add(new OfferTrade(other.seat(), List.of(g.uid()), List.of(), 0));
                } catch (RuleViolation v) {
                    // nowhere to go or no token: not offered
                }
            }
            List<String> theirs = !resources ? List.of()
                    : other.structure().stream().filter(Placed::resource).map(Placed::uid).toList();
            for (String g : mine) {
                c.add(new OfferTrade(other.seat(), List.of(g), List.of(), 0));
                if (!other.hand().isEmpty()) c.add(new OfferTrade(other.seat(), List.of(g), List.of(), 1));
                for (String w : theirs) c.add(new OfferTrade(other.seat(), List.of(g), List.of(w), 0));
            }
        }
        return c;
    }

    private static void combinations(List<String> from, int k, int start, List<String> chosen, List<List<String>> out) {
        if (out.size() >= MAX_ACCEPTS) return;
        if (chosen.size() == k) {
            out.add(List.copyOf(chosen));
            return;
        }
        for (int i = start; i < from.size(); i++) {
            chosen.add(from.get(i));
            combinations(from, k, i + 1, chosen, out);
            chosen.removeLast();
        }
    }

    // ------------------------------------------------------------------ evolve

    public static InwoState evolve(InwoState s, InwoEvent event) {
        return switch (event) {
            case TradeOffered e -> {
                List<String> give = new ArrayList<>(e.give());
                if (e.fromHand() != null) give.addAll(e.fromHand());
                yield s.withTrades(s.trades().plus(new TradeOffer(e.id(), e.from(), e.to(), give, e.want(), e.wantFromHand(),
                        e.fromHand()),
                        s.turn()));
            }
            case TradeAccepted e -> {
                InwoState out = s;
                for (String uid : e.given()) out = moveResource(out, e.from(), e.to(), uid);
                if (e.givenHand() != null) for (String uid : e.givenHand()) out = moveHandCard(out, e.from(), e.to(), uid);
                for (String uid : e.taken()) out = moveResource(out, e.to(), e.from(), uid);
                if (e.takenHand() != null) for (String uid : e.takenHand()) out = moveHandCard(out, e.to(), e.from(), uid);
                yield out.withTrades(out.trades().without(e.id()));
            }
            case TradeClosed e -> s.withTrades(s.trades().without(e.id()));
            default -> s;
        };
    }

    private static InwoState moveHandCard(InwoState s, int from, int to, String uid) {
        HandCard h = s.player(from).inHand(uid);
        if (h == null) return s;
        HandCard arriving = new HandCard(uid, h.card(), false);
        return s.with(from, p -> p.withHand(p.hand().stream().filter(c -> !c.uid().equals(uid)).toList()))
                .with(to, p -> {
                    List<HandCard> hand = new ArrayList<>(p.hand());
                    hand.add(arriving);
                    return p.withHand(hand);
                });
    }

    private static InwoState moveResource(InwoState s, int from, int to, String uid) {
        Placed r = s.player(from).placed(uid);
        Placed root = s.player(to).root();
        if (r == null || root == null) return s;
        Placed linked = r.at(root.uid(), -1);
        return s.with(from, p -> p.withStructure(p.structure().stream().filter(c -> !c.uid().equals(uid)).toList()))
                .with(to, p -> {
                    List<Placed> structure = new ArrayList<>(p.structure());
                    structure.add(linked);
                    return p.withStructure(structure);
                });
    }

    // ------------------------------------------------------------------ what each viewer sees

    /** An event as {@code v} may see it: hand cards of an offer or exchange are the two players' only. */
    public static InwoEvent redact(InwoEvent event, Viewer v) {
        return switch (event) {
            case TradeOffered e -> v.sees(e.from()) || v.sees(e.to()) ? e
                    : new TradeOffered(e.id(), e.from(), e.to(), e.give(), e.cards(), null, null, e.handCount(), e.want(),
                    e.wantFromHand());
            case TradeAccepted e -> v.sees(e.from()) || v.sees(e.to()) ? e
                    : new TradeAccepted(e.id(), e.from(), e.to(), e.given(), e.givenCards(), null, null, e.givenFromHand(),
                    e.taken(), e.takenCards(), null, null, e.takenFromHand());
            default -> event;
        };
    }

    /** The open offers as {@code v} sees them. */
    public static List<TradeView> view(InwoState s, Viewer v) {
        List<TradeView> out = new ArrayList<>();
        for (TradeOffer o : s.trades().open()) {
            boolean party = v.sees(o.from()) || v.sees(o.to());
            Player from = s.player(o.from());
            List<String> give = new ArrayList<>();
            List<String> cards = new ArrayList<>();
            int hand = 0;
            for (String uid : o.give()) {
                HandCard h = from.inHand(uid);
                boolean handCard = h != null || o.fromHand().contains(uid); // I10: still a hand card to outsiders after it left
                if (handCard) hand++;
                if (handCard && !party) continue;
                give.add(uid);
                cards.add(h != null ? h.card() : from.placed(uid) != null ? from.placed(uid).card() : null);
            }
            out.add(new TradeView(o.id(), o.from(), o.to(), give, cards, hand, o.want(), o.wantFromHand()));
        }
        return out;
    }

    private static RuleViolation violation(String code, String message) {
        return new RuleViolation(code, message);
    }
}
