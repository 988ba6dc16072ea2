package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.Viewer;
import io.tabletop.games.inwo.InwoEvent.*;
import io.tabletop.games.inwo.InwoView.CardView;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.turn.Phase;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Watches a random game event by event and checks, from public views and the rules file alone, what the service
 * decided at two kinds of moments: each turn's token refresh ({@link TokenRefreshOracle}: exactly the expected cards get
 * one token, and the TokensPlaced event says the same as the views), and each end of turn ({@link GoalOracle}: every
 * seat declared a winner meets the goal it declared, every winner at the game's end meets a goal, and after a knock with
 * no declaration past the first round nobody meets the Basic Goal or a special goal the oracle decides). Positions the
 * oracle cannot decide exactly (a freeze in play, Goal cards, cards that change attributes, CANNOT_WIN cards) are
 * counted apart; the counts let a test insist that the checks really ran.
 */
final class RulesOracle {

    private final InwoRules rules;
    int refreshesChecked;
    int refreshesSkipped;
    int endsOfTurnChecked;
    int goalsChecked;
    int goalsSkipped;
    /** Cards of the current seat's structure when his turn started (null: no start seen), the automatic takeovers since. */
    private Set<String> atTurnStart;
    private final Set<String> takeovers = new HashSet<>();
    private boolean takeoverStands;
    private InwoState refreshStart;
    private VictoryDeclared declared;

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
                case VictoryDeclared v -> {
                    declared = v;
                    checkDeclared(s, v);
                }
                case GameEnded g when g.reason().equals("VICTORY") -> checkWinners(s, g);
                case TurnEnded t -> {
                    if (s.phase() == Phase.KNOCK) checkNobodyWins(s);
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

    /** A card in play that lets only some players win: the oracle leaves those positions alone. */
    private static boolean someoneMayNotWin(PublicBoard b) {
        return b.inPlay().stream().flatMap(d -> d.effects(Effect.Restriction.class).stream())
                .anyMatch(r -> r.on() == Effect.Restriction.On.CANNOT_WIN);
    }

    private void checkDeclared(InwoState s, VictoryDeclared v) {
        PublicBoard b = board(s);
        assertThat(b.view().basicGoal()).as("the Basic Goal by players").isEqualTo(GoalOracle.basicGoal(s.seats()));
        for (int i = 0; i < v.seats().size(); i++) {
            int seat = v.seats().get(i);
            String goal = v.goals().get(i);
            Boolean holds = switch (goal) {
                case "BASIC" -> GoalOracle.basic(b, seat);
                case "SPECIAL" -> GoalOracle.special(b, seat);
                default -> null; // a Goal card: its text is not in the rules file
            };
            if (holds == null) {
                goalsSkipped++;
                continue;
            }
            assertThat(holds).as("turn %d: seat %d declared %s (%s)", s.turn(), seat, goal, b.structure(seat)).isTrue();
            goalsChecked++;
        }
        if (!someoneMayNotWin(b)) nobodyElseMeetsAGoal(s, b, v.seats(), "declared", false);
    }

    /**
     * Every active seat not in {@code named} meets no goal the oracle decides; for winners ({@code factions}) except a
     * faction of an Illuminati another seat also plays (factions never share a victory [WDH p.13], and a faction-mate's
     * hidden Goal card may be why one was left out).
     */
    private static void nobodyElseMeetsAGoal(InwoState s, PublicBoard b, List<Integer> named, String what, boolean factions) {
        for (int seat = 0; seat < s.seats(); seat++) {
            InwoView.PlayerView p = b.view().players().get(seat);
            if (named.contains(seat) || p.out() || p.structure().isEmpty()) continue;
            String illuminati = p.illuminati();
            boolean faction = factions && b.view().players().stream().filter(q -> q.seat() != p.seat() && !q.out())
                    .anyMatch(q -> q.illuminati().equals(illuminati));
            if (faction) continue;
            assertThat(GoalOracle.basic(b, seat)).as("turn %d: seat %d not %s meets the Basic Goal (%s)", s.turn(), seat, what,
                    p.structure()).isFalse();
            assertThat(GoalOracle.special(b, seat)).as("turn %d: seat %d not %s meets its special goal (%s)", s.turn(), seat,
                    what, p.structure()).isNotEqualTo(Boolean.TRUE);
        }
    }

    private void checkWinners(InwoState s, GameEnded g) {
        PublicBoard b = board(s);
        for (int seat : g.winners()) {
            int i = declared == null ? -1 : declared.seats().indexOf(seat);
            boolean byCard = i >= 0 && !List.of("BASIC", "SPECIAL").contains(declared.goals().get(i));
            Boolean special = GoalOracle.special(b, seat);
            if (byCard && special == null && !GoalOracle.basic(b, seat)) {
                goalsSkipped++;
                continue;
            }
            boolean holds = GoalOracle.basic(b, seat) || Boolean.TRUE.equals(special);
            assertThat(holds || byCard).as("turn %d: winner %d meets a goal (%s)", s.turn(), seat, b.structure(seat)).isTrue();
            goalsChecked++;
        }
        if (!someoneMayNotWin(b)) nobodyElseMeetsAGoal(s, b, g.winners(), "a winner", true);
    }

    /** The knock's window closed with no declaration: past the first round nobody meets a goal the oracle decides. */
    private void checkNobodyWins(InwoState s) {
        if (s.turn() <= s.seats()) return; // no win in the first round [WDH p.15]
        PublicBoard b = board(s);
        if (someoneMayNotWin(b)) return;
        nobodyElseMeetsAGoal(s, b, List.of(), "declared", false);
        endsOfTurnChecked++;
    }

    /**
     * The checks really ran: at least {@code min} token refreshes and {@code min} ends of turn decided exactly, and a
     * game won by VICTORY had a winner's goal checked.
     */
    void checkedAtLeast(InwoState end, int min) {
        assertThat(refreshesChecked).as("token refreshes checked (%d skipped)", refreshesSkipped).isGreaterThanOrEqualTo(min);
        assertThat(endsOfTurnChecked).as("ends of turn checked").isGreaterThanOrEqualTo(min);
        if ("VICTORY".equals(end.reason())) assertThat(goalsChecked).as("winners' goals checked").isPositive();
    }

    /**
     * Every turn's refresh was found (checked, or left alone where a card makes it inexact) and at least one checked:
     * for the families' games, whose cards leave many positions to the card tests.
     */
    void sawEveryRefresh(InwoState end) {
        assertThat(refreshesChecked + refreshesSkipped).as("refreshes found").isGreaterThanOrEqualTo(end.turn() - 1);
        assertThat(refreshesChecked).as("token refreshes checked").isPositive();
    }
}
