package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.Viewer;
import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.InwoView.CardView;
import io.tabletop.games.inwo.model.Phase;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;

/**
 * Watches a random game event by event and checks, from public views and the rules file alone, what the service
 * decided at two kinds of moments: each turn's token refresh ({@link TokenRefreshOracle}: exactly the expected cards get
 * one token, and the TokensPlaced event says the same as the views), and each end of turn and victory
 * ({@link VictoryChecks}). Positions the oracle cannot decide exactly (a freeze in play, cards giving extra tokens,
 * Goal cards, cards that change attributes or bar some players from winning) are counted apart; the counts let a test
 * insist that the checks really ran.
 */
final class RulesOracle {

    private final InwoRules rules;
    int refreshesChecked;
    int refreshesSkipped;
    /** The checks at each end of turn and victory. */
    final VictoryChecks victories = new VictoryChecks();
    /** Cards of the current seat's structure when his turn started (null: no start seen), the automatic takeovers since. */
    private Set<String> atTurnStart;
    private final Set<String> takeovers = new HashSet<>();
    private boolean takeoverStands;
    private InwoState refreshStart;

    RulesOracle(InwoRules rules) {
        this.rules = rules;
    }

    private PublicBoard board(InwoState s) {
        return new PublicBoard(rules.view(s, Viewer.SPECTATOR), rules.catalogueData(), rules.version());
    }

    /** One decided command: the state before it and its events, folded here one by one. */
    void saw(InwoState before, List<InwoEvent> events) {
        InwoState s = before;
        for (InwoEvent e : events) {
            InwoState next = rules.evolve(s, e);
            switch (e) {
                case TurnStarted t -> {
                    atTurnStart = uids(next, t.seat());
                    takeovers.clear();
                    takeoverStands = false;
                }
                case CardPlaced c when c.takeover() -> {
                    takeovers.add(c.placement().uid());
                    takeoverStands = true;
                }
                case TakeoverCancelled c -> {
                    takeovers.remove(c.uid());
                    takeoverStands = !takeovers.isEmpty();
                }
                case VictoryDeclared v -> victories.declared(s, board(s), v);
                case GameEnded g when g.reason().equals("VICTORY") -> victories.won(s, board(s), g);
                case TurnEnded t -> {
                    if (s.phase() == Phase.KNOCK) victories.nobodyDeclared(s, board(s)); // the knock's window closed
                }
                default -> { }
            }
            boolean refreshEvent = e instanceof TokensPlaced || e instanceof PhaseChanged p && p.phase() == Phase.MAIN;
            if (s.phase() == Phase.TAKEOVER && refreshEvent && refreshStart == null) refreshStart = s;
            if (s.phase() == Phase.TAKEOVER && e instanceof PhaseChanged p && p.phase() == Phase.MAIN) {
                checkRefresh(refreshStart, next, s.current(), events);
                refreshStart = null;
            }
            s = next;
        }
    }

    private static Set<String> uids(InwoState s, int seat) {
        Set<String> out = new HashSet<>();
        for (var c : s.player(seat).structure()) out.add(c.uid());
        return out;
    }

    private void checkRefresh(InwoState from, InwoState to, int seat, List<InwoEvent> events) {
        if (atTurnStart == null) { // watching from mid-turn: what came in this turn is unknown
            refreshesSkipped++;
            return;
        }
        PublicBoard before = board(from);
        Set<String> newThisTurn = uids(from, seat);
        newThisTurn.removeAll(atTurnStart);
        newThisTurn.removeAll(takeovers); // an automatic takeover happens before the refresh and gets its token
        boolean tax = takeoverStands && from.seats() == 2; // two players: the takeover costs the Illuminati's token
        TokenRefreshOracle.Expectation x = TokenRefreshOracle.expect(before, seat, newThisTurn, tax);
        Map<String, Integer> got = new HashMap<>();
        Map<String, Integer> was = new HashMap<>();
        for (CardView c : before.structure(seat)) was.put(c.uid(), c.tokens());
        for (CardView c : board(to).structure(seat)) got.put(c.uid(), c.tokens() - was.getOrDefault(c.uid(), 0));
        // the event and the views agree
        Map<String, Integer> placed = new HashMap<>();
        events.stream().filter(e -> e instanceof TokensPlaced t && t.seat() == seat)
                .forEach(e -> ((TokensPlaced) e).uids().forEach(u -> placed.merge(u, 1, Integer::sum)));
        got.forEach((uid, n) -> assertThat(placed.getOrDefault(uid, 0)).as("TokensPlaced for %s", uid).isEqualTo(n));
        if (x == null) {
            refreshesSkipped++;
            return;
        }
        for (var entry : got.entrySet()) {
            String uid = entry.getKey();
            if (x.unsure().contains(uid)) continue;
            int expected = x.gets().contains(uid) ? 1 : 0;
            assertThat(entry.getValue()).as("turn %d, seat %d: tokens the refresh gave %s (%s)", from.turn(), seat, uid,
                    cardOf(before, seat, uid)).isEqualTo(expected);
        }
        refreshesChecked++;
    }

    private static String cardOf(PublicBoard b, int seat, String uid) {
        return b.structure(seat).stream().filter(c -> c.uid().equals(uid)).map(Object::toString).findFirst().orElse("?");
    }

    /**
     * The checks really ran: at least {@code min} token refreshes and {@code min} ends of turn decided exactly, and a
     * game won by VICTORY had a winner's goal checked.
     */
    void checkedAtLeast(InwoState end, int min) {
        assertThat(refreshesChecked).as("token refreshes checked (%d skipped)", refreshesSkipped).isGreaterThanOrEqualTo(min);
        assertThat(victories.endsOfTurnChecked).as("ends of turn checked").isGreaterThanOrEqualTo(min);
        if ("VICTORY".equals(end.reason())) assertThat(victories.goalsChecked).as("winners' goals checked").isPositive();
    }

    /**
     * Every turn's refresh was found (checked, or left alone where a card makes it inexact): for the families' games,
     * whose cards can make every refresh of a game inexact (the aimed family's freezes, say) and leave those positions
     * to the card tests; the exact checks' coverage is {@link #checkedAtLeast}'s, in the random games of every seat
     * count.
     */
    void sawEveryRefresh(InwoState end) {
        assertThat(refreshesChecked + refreshesSkipped).as("refreshes found").isGreaterThanOrEqualTo(end.turn() - 1);
    }
}
