package io.tabletop.bots.inwo;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Answers in priority windows. Only attack windows are answered: aid my own attack, defend my groups, and stand in the
 * way of the leading rival's attacks and of any that would bring a rival to his goal (my tokens come back on my
 * turn). Every other window (a Plot, a knock, a victory, a roll, a takeover, any kind added later) is passed.
 */
final class Responses {

    /** An own attack is aided while its total is below this (2d6 ≤ 9: 83 %). */
    static final int AID_UNTIL = 10;

    private final Board b;
    private final Odds odds;
    private final PlusTen plusTen;

    Responses(Board b) {
        this.b = b;
        this.odds = new Odds(b);
        this.plusTen = new PlusTen(b);
    }

    /** The answer in the open window, or null to pass. */
    JsonNode answer() {
        JsonNode at = b.view.path("attack").path("attack");
        if (!"ATTACK".equals(b.view.path("window").path("kind").asText()) || at.isMissingNode() || at.isNull()) {
            return null;
        }
        int total = b.view.path("attack").path("strength").path("total").asInt();
        int attacker = at.path("attacker").asInt();
        int defender = at.path("owner").asInt() < 0 ? attacker : at.path("owner").asInt();
        if (attacker == b.me && defender != b.me) return aid(at, total);
        if (defender == b.me && attacker != b.me) return defend(at, total);
        if (attacker != b.me && (wouldWin(attacker) || leads(attacker))) {
            return total < 2 ? null : Board.best(b.moves("OPPOSE"), odds::contribution, 1);
        }
        return null;
    }

    /** My attack: the largest aid first while the total is short, then a spare +10 Plot on the attacker. */
    private JsonNode aid(JsonNode at, int total) {
        if (total >= AID_UNTIL) return null;
        JsonNode aid = Board.best(b.moves("AID"), odds::contribution, 1);
        if (aid != null) return aid;
        String by = at.path("by").asText("");
        String plot = by.isEmpty() || total >= AID_UNTIL - 2 && b.surplusPlots() == 0 ? null : plusTen.spareFor(by);
        if (plot == null) return null;
        for (JsonNode m : b.moves("PLAY_PLOT")) {
            if (plot.equals(m.path("card").asText()) && by.equals(m.path("target").asText(null))
                    && m.path("helper").isMissingNode()) {
                return m;
            }
        }
        return null;
    }

    /**
     * My group attacked: oppose with every token (they come back on my turn), then a hidden agent, then a +10 Plot on
     * the target, while the attack can still succeed (total ≥ 2).
     */
    private JsonNode defend(JsonNode at, int total) {
        if (total < 2) return null;
        JsonNode oppose = Board.best(b.moves("OPPOSE"), odds::contribution, 1);
        if (oppose != null) return oppose;
        for (JsonNode m : b.moves("PLAY_AGENT")) if (!m.path("aid").asBoolean()) return m;
        String target = at.path("target").asText();
        for (JsonNode m : b.moves("PLAY_PLOT")) {
            if (target.equals(m.path("target").asText(null)) && m.path("helper").isMissingNode()
                    && "PLUS_TEN".equals(b.plotKind(m.path("card").asText()))) {
                return m;
            }
        }
        return null;
    }

    /** The rival (or one of the rivals) nearest the goal: with two seats, always my rival. */
    private boolean leads(int seat) {
        if (!b.rival(seat)) return false;
        for (int other : b.players.keySet()) if (b.rival(other) && b.controlled(other) > b.controlled(seat)) return false;
        return true;
    }

    /** A rival one Group short of the Basic Goal. */
    private boolean wouldWin(int seat) {
        return b.rival(seat) && b.controlled(seat) + 1 >= b.basicGoal();
    }
}
