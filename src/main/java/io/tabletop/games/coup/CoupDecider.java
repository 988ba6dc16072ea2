package io.tabletop.games.coup;

import io.tabletop.engine.Rng;
import io.tabletop.engine.RuleViolation;
import io.tabletop.games.coup.CoupCommand.*;
import io.tabletop.games.coup.CoupEvent.*;
import java.util.ArrayList;
import java.util.List;

/**
 * decide: checks a command against the rules, emits its facts, then plays every step that needs nobody's choice
 * (automatic reveals, resolutions, the end of the turn) until somebody must act again or the game is won.
 */
final class CoupDecider {

    private CoupDecider() {}

    static List<CoupEvent> decide(CoupState state, int seat, CoupCommand command, Rng rng) {
        if (state.finished()) throw violation("GAME_FINISHED", "the game is over");
        if (!state.validSeat(seat)) throw violation("INVALID_SEAT", "no such seat");
        Decision d = new Decision(state);
        switch (command) {
            case Declare c -> declare(d, seat, c);
            case Pass c -> pass(d, seat);
            case Challenge c -> challenge(d, seat);
            case Block c -> block(d, seat, c.card());
            case AcceptBlock c -> acceptBlock(d, seat);
            case Reveal c -> reveal(d, seat, c.card());
            case Keep c -> keep(d, seat, c.cards());
            case Show c -> show(d, seat, c.card());
            case ForceExchange c -> forceExchange(d, seat, c.exchange(), rng);
        }
        proceed(d, rng);
        return d.events();
    }

    // --- commands ---------------------------------------------------------------------------------------

    private static void declare(Decision d, int seat, Declare c) {
        CoupState s = d.state();
        Turn t = s.turn();
        if (!(t.step() instanceof Step.Declaring) || t.actor() != seat) {
            throw violation("NOT_YOUR_TURN", "you cannot declare now: seat " + t.actor() + "'s turn is at step "
                    + t.step().label());
        }
        Action action = c.action();
        if (action == null) throw violation("ACTION_REQUIRED", "DECLARE needs an action");
        if (!action.inVariant(s.variant())) {
            throw violation("ACTION_NOT_IN_VARIANT", action + " is not in the " + s.variant() + " variant");
        }
        if (action == Action.UN && c.mode() == null) {
            throw violation("MODE_REQUIRED", "UN needs \"mode\": \"DRAW\" or \"INSPECT\"");
        }
        if (action != Action.UN && c.mode() != null) {
            throw violation("MODE_NOT_ALLOWED", "only UN takes a mode");
        }
        if (action.targeted(c.mode())) {
            Integer target = c.target();
            if (target == null) throw violation("TARGET_REQUIRED", action + " needs a target");
            if (!s.validSeat(target) || target == seat || !s.inGame(target)) {
                throw violation("INVALID_TARGET", "the target must be another player still in the game");
            }
        } else if (c.target() != null) {
            throw violation("TARGET_NOT_ALLOWED", action + " takes no target");
        }
        int coins = s.player(seat).coins();
        if (coins >= Action.MUST_SCANDAL_AT && action != Action.SCANDAL) {
            throw violation("MUST_DECLARE_SCANDAL", "with " + Action.MUST_SCANDAL_AT + " or more you must declare SCANDAL");
        }
        if (coins < action.cost()) {
            throw violation("CANNOT_AFFORD", action + " costs " + action.cost() + " and you have " + coins);
        }
        d.emit(new ActionDeclared(seat, action, c.target(), c.mode()));
    }

    private static Step.Reacting window(Decision d, int seat) {
        Turn t = d.turn();
        if (!(t.step() instanceof Step.Reacting r)) {
            throw violation("REACTION_WINDOW_CLOSED", "no reaction window is open");
        }
        if (seat == t.actor()) throw violation("OWN_ACTION", "you cannot react to your own action");
        if (!r.pending().contains(seat)) {
            throw violation("ALREADY_ANSWERED", "you have already answered this reaction window, or may not");
        }
        return r;
    }

    private static void pass(Decision d, int seat) {
        window(d, seat);
        d.emit(new ReactionPassed(seat));
    }

    private static void challenge(Decision d, int seat) {
        Turn t = d.turn();
        if (t.step() instanceof Step.AnsweringBlock) {
            if (seat != t.actor()) {
                throw violation("ONLY_BLOCKED_PLAYER_MAY_CHALLENGE", "only the blocked player may challenge a block");
            }
            d.emit(new BlockChallenged(seat));
            settleClaim(d, t.reactor(), t.block());
            return;
        }
        window(d, seat);
        if (t.action().claim() == null) {
            throw violation("NOT_CHALLENGEABLE", t.action() + " claims no card and cannot be challenged");
        }
        d.emit(new ActionChallenged(seat));
        settleClaim(d, t.actor(), t.action().claim());
        // A challenged action costs its price whatever the outcome.
        if (t.action().cost() > 0) d.emit(new CoinsPaid(t.actor(), t.action().cost()));
    }

    /** The claimant shows the card if it holds it; otherwise the claim fails. */
    private static void settleClaim(Decision d, int claimant, Card card) {
        if (d.state().player(claimant).holds(card)) {
            d.emit(new ClaimProven(claimant, card));
        } else {
            d.emit(new ClaimRefuted(claimant, card));
        }
    }

    private static void block(Decision d, int seat, Card card) {
        window(d, seat);
        Turn t = d.turn();
        List<Card> blockers = t.action().blockers(d.state().variant());
        if (blockers.isEmpty()) throw violation("NOT_BLOCKABLE", t.action() + " cannot be blocked");
        if (!t.action().blockableByAnyone() && !Integer.valueOf(seat).equals(t.target())) {
            throw violation("ONLY_TARGET_MAY_BLOCK", "only the target may block " + t.action());
        }
        if (card == null || !blockers.contains(card)) {
            throw violation("INVALID_BLOCK_CARD", t.action() + " is blocked with " + blockers);
        }
        d.emit(new BlockDeclared(seat, card));
    }

    private static void acceptBlock(Decision d, int seat) {
        Turn t = d.turn();
        if (!(t.step() instanceof Step.AnsweringBlock)) throw violation("NO_BLOCK", "there is no block to answer");
        if (seat != t.actor()) throw violation("NOT_YOUR_TURN", "only the blocked player answers a block");
        d.emit(new BlockAccepted(seat));
    }

    private static void reveal(Decision d, int seat, Card card) {
        if (!(d.turn().step() instanceof Step.LosingInfluence l) || l.seat() != seat) {
            throw violation("NOT_YOUR_TURN", "you have no influence to lose now");
        }
        if (card == null || !d.state().player(seat).holds(card)) {
            throw violation("CARD_NOT_HELD", "you have no hidden " + card);
        }
        loseInfluence(d, seat, card);
    }

    private static void keep(Decision d, int seat, List<Card> cards) {
        Turn t = d.turn();
        if (!(t.step() instanceof Step.Exchanging x) || t.actor() != seat) {
            throw violation("NOT_YOUR_TURN", "you have no exchange to finish");
        }
        Player p = d.state().player(seat);
        int size = p.hidden().size();
        if (cards == null || cards.size() != size) {
            throw violation("INVALID_KEEP", "keep exactly " + size + " card(s), as many as your hidden cards");
        }
        List<Card> pool = new ArrayList<>(p.hidden());
        pool.addAll(x.drawn());
        for (Card c : cards) {
            if (c == null || !pool.remove(c)) {
                throw violation("INVALID_KEEP", "keep only cards from your hand and the cards you drew");
            }
        }
        d.emit(new CardsKept(seat, Player.sorted(cards), pool.size(), Player.sorted(pool)));
    }

    private static void show(Decision d, int seat, Card card) {
        Turn t = d.turn();
        if (!(t.step() instanceof Step.Showing) || !Integer.valueOf(seat).equals(t.target())) {
            throw violation("NOT_YOUR_TURN", "nobody asked you to show a card");
        }
        if (card == null || !d.state().player(seat).holds(card)) {
            throw violation("CARD_NOT_HELD", "you have no hidden " + card);
        }
        d.emit(new CardShown(seat, t.actor(), card));
    }

    private static void forceExchange(Decision d, int seat, boolean exchange, Rng rng) {
        Turn t = d.turn();
        if (!(t.step() instanceof Step.Deciding x) || t.actor() != seat) {
            throw violation("NOT_YOUR_TURN", "you have no inspection to decide");
        }
        d.emit(new ExchangeDecided(seat, t.target(), exchange));
        if (exchange) {
            // The target takes the top card first; only then does the shown card go under the deck.
            Card drawn = draw(d.state().deck(), rng);
            d.emit(new InspectedCardReplaced(t.target(), seat, x.shown(), drawn));
        }
    }

    // --- what follows by itself ---------------------------------------------------------------------------

    /** Plays the steps that need no choice until a seat must act or the game is over. */
    private static void proceed(Decision d, Rng rng) {
        while (true) {
            if (d.state().finished()) return;
            checkWinner(d, rng);
            if (d.state().finished()) return;
            CoupState s = d.state();
            Turn t = s.turn();
            switch (t.step()) {
                case Step.Reacting r when r.pending().isEmpty() -> resolve(d, rng);
                case Step.Resolving r -> resolve(d, rng);
                case Step.Ending e -> endTurn(d, rng);
                case Step.LosingInfluence l when s.player(l.seat()).hidden().size() == 1 ->
                        loseInfluence(d, l.seat(), s.player(l.seat()).hidden().getFirst());
                case Step.Showing sh when s.player(t.target()).hidden().size() == 1 ->
                        d.emit(new CardShown(t.target(), t.actor(), s.player(t.target()).hidden().getFirst()));
                default -> {
                    return;
                }
            }
        }
    }

    private static void resolve(Decision d, Rng rng) {
        Turn t = d.turn();
        int actor = t.actor();
        Action action = t.action();
        if (!t.paid() && action.cost() > 0) d.emit(new CoinsPaid(actor, action.cost()));
        Integer target = t.target();
        if (target != null && !d.state().inGame(target)) {
            d.emit(new EffectVoid(actor, action, target));
            return;
        }
        d.emit(new ActionResolved(actor, action, target, t.mode()));
        switch (action) {
            case USA -> d.emit(new CoinsGained(actor, 1));
            case LOCAL_BUSINESS -> d.emit(new CoinsGained(actor, 2));
            case RUSSIA -> d.emit(new CoinsGained(actor, 3));
            case POLICE -> d.emit(new CoinsTaken(actor, target, Math.min(2, d.state().player(target).coins())));
            case MEDIA -> drawForExchange(d, actor, 2, rng);
            case UN -> {
                if (t.mode() == UnMode.DRAW) drawForExchange(d, actor, 1, rng);
            }
            case SCANDAL, PROTEST -> {
                // the target's influence loss is the next step
            }
        }
    }

    private static void drawForExchange(Decision d, int actor, int count, Rng rng) {
        CourtDeck deck = d.state().deck();
        List<Card> drawn = new ArrayList<>();
        for (int i = 0; i < count && deck.size() > 0; i++) {
            Card c = draw(deck, rng);
            drawn.add(c);
            deck = deck.without(List.of(c));
        }
        d.emit(new CardsDrawn(actor, drawn.size(), drawn));
    }

    static void loseInfluence(Decision d, int seat, Card card) {
        d.emit(new InfluenceLost(seat, card));
        if (!d.state().inGame(seat)) d.emit(new PlayerEliminated(seat));
    }

    private static void checkWinner(Decision d, Rng rng) {
        List<Integer> in = d.state().seatsInGame();
        if (in.size() == 1) {
            replaceProvenCard(d, rng);
            d.emit(new GameWon(in.getFirst()));
        }
    }

    /** The next player's turn; after the last turn the limit allows, the leaders win instead. */
    private static void endTurn(Decision d, Rng rng) {
        replaceProvenCard(d, rng);
        int number = d.turn().number();
        if (number >= d.state().turnLimit()) {
            d.emit(new TurnLimitReached(number, d.state().leaders()));
        } else {
            d.emit(new TurnStarted(d.state().nextInGame(d.turn().actor())));
        }
    }

    /** Reveal, perform, return, shuffle, draw: the proven card goes back and its owner draws a new one. */
    private static void replaceProvenCard(Decision d, Rng rng) {
        Turn t = d.turn();
        if (t.provenBy() == null) return;
        Card returned = t.provenCard();
        Card drawn = draw(d.state().deck().with(List.of(returned)), rng);
        d.emit(new ProvenCardReplaced(t.provenBy(), returned, drawn));
    }

    private static Card draw(CourtDeck deck, Rng rng) {
        return deck.at(rng.nextInt(deck.size()));
    }

    private static RuleViolation violation(String code, String message) {
        return new RuleViolation(code, message);
    }
}
