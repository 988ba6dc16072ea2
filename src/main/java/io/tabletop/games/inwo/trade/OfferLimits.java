package io.tabletop.games.inwo.trade;

import io.tabletop.engine.LimitSpec;
import io.tabletop.engine.Limits;
import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoCommand.OfferTrade;
import io.tabletop.games.inwo.model.InwoState;
import java.util.List;
import java.util.Optional;

/**
 * The service's limit on gifts and trades, against spam: a seat makes at most {@link #PER_TURN} offers in one turn
 * (every seat's, whoever's turn it is). Not a rule: the handbook sets no number, so {@link Trades#check} accepts every
 * offer and only the live move path asks this ({@link io.tabletop.engine.Rules#limit}). One offer open at a time per
 * seat is a rule already ({@code ALREADY_OFFERING}), so what an unlimited seat could repeat is offer and withdraw (or
 * be declined) — two events a cycle. Answering, declining and withdrawing are never limited.
 */
public final class OfferLimits {

    /** Ten: the house bots offer nothing on purpose, a random seat rarely more than twenty in a turn. */
    public static final LimitSpec PER_TURN = new LimitSpec("max-offers-per-turn", 10, 1, 1_000,
            "Offers of gifts or trades (OFFER_TRADE) one seat may make in one turn; past it 422 TOO_MANY_OFFERS"
                    + " until the next turn starts.");

    public static final List<LimitSpec> SPECS = List.of(PER_TURN);

    private OfferLimits() {}

    /** The refusal of {@code c} when it is an offer past the seat's limit for this turn, else empty. */
    public static Optional<RuleViolation> check(InwoState s, int seat, InwoCommand c, Limits limits) {
        if (!(c instanceof OfferTrade)) return Optional.empty();
        long max = limits.get(PER_TURN.name());
        int made = s.trades().offeredIn(s.turn(), seat);
        if (made < max) return Optional.empty();
        return Optional.of(new RuleViolation("TOO_MANY_OFFERS", "a seat makes at most " + max
                + " offers of gifts or trades in one turn, and you have made " + made + " in this one: offer again"
                + " when the next turn starts"));
    }
}
