package io.tabletop.bots.inwo;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * The main phase, one action at a time: an Instant attack on a rival worth it, else the best attack (to control or
 * destroy), else a Power-up for a group that still has its token, else a Group card for the Illuminati's token, else
 * a long shot with a token that would only wait, else the end of the turn.
 */
final class MainPhase {

    /** An attack to control is announced when its strength estimate is at least this … */
    static final int ATTACK_AT = 5;
    /** … or when the estimate plus the aid the seat could still add is at least this. */
    static final int ATTACK_WITH_AID_AT = 8;
    /** A long shot (see {@link #longShot}) is tried when its estimate with the aid at hand is at least this. */
    static final int LONG_SHOT_AT = 4;
    /** An attack to destroy is announced when its own estimate is at least this. */
    static final int DESTROY_AT = 7;
    /** An Instant attack is played when its chance is at least this, … */
    static final double INSTANT_AT = 15 / 36.0;
    /** … or this with Plots beyond the hand limit (they would be discarded at the end of the turn). */
    static final double INSTANT_SURPLUS_AT = 6 / 36.0;
    /** A Power-up is played when it adds at least this much Power. */
    static final int POWER_UP_GAIN = 2;

    private final Board b;
    private final Odds odds;
    private final PlusTen plusTen;

    MainPhase(Board b) {
        this.b = b;
        this.odds = new Odds(b);
        this.plusTen = new PlusTen(b);
    }

    JsonNode act() {
        JsonNode instant = instantAttack();
        if (instant != null) return instant;
        JsonNode attack = attack();
        if (attack != null) return attack;
        JsonNode powerUp = powerUp();
        if (powerUp != null) return powerUp;
        if (b.s.can("ILLUMINATI_DRAW")) return b.moves("ILLUMINATI_DRAW").getFirst();
        JsonNode longShot = longShot();
        if (longShot != null) return longShot;
        return b.s.can("END_TURN") ? b.moves("END_TURN").getFirst() : null;
    }

    /**
     * Of the attacks, the best chance (with the aid and spare +10 Plots the seat could add) times what it gains. To
     * control: one Group, more when it is a rival's (he loses it) with puppets (they come along). To destroy a rival's
     * group: only what he loses (the Servants of Cthulhu count it toward their goal too), and only with a fair chance
     * of its own.
     */
    JsonNode attack() {
        return Board.best(b.moves("ATTACK"), m -> {
            boolean control = "CONTROL".equals(m.path("kind").asText());
            if (!control && !b.rival(b.owner.get(m.path("target").asText()))) return Double.NEGATIVE_INFINITY;
            int estimate = control ? odds.control(m) : odds.destroy(m);
            if (control ? !worthAnnouncing(m, estimate) : estimate < DESTROY_AT) return Double.NEGATIVE_INFINITY;
            double gain = control ? gain(m) : harm(m.path("target").asText()) + (odds.cthulhu() > 0 ? 1 : 0);
            return Odds.chance(Math.min(10, estimate + support(m))) * gain + (m.path("privileged").asBoolean() ? 0.01 : 0);
        }, 1e-9);
    }

    /**
     * Before the turn ends, a token that would only wait tries its luck: an attack to control a rival's group (a
     * failure there costs nothing but the token; a Group of my hand would be lost) with the aid still at hand.
     */
    JsonNode longShot() {
        return Board.best(b.moves("ATTACK"), m -> {
            if (!"CONTROL".equals(m.path("kind").asText()) || !b.rival(b.owner.get(m.path("target").asText()))) {
                return Double.NEGATIVE_INFINITY;
            }
            int estimate = odds.control(m) + support(m);
            return estimate < LONG_SHOT_AT ? Double.NEGATIVE_INFINITY : Odds.chance(Math.min(10, estimate)) * gain(m);
        }, 1e-9);
    }

    private boolean worthAnnouncing(JsonNode attack, int estimate) {
        return estimate >= ATTACK_AT || estimate + support(attack) >= ATTACK_WITH_AID_AT;
    }

    /** What the seat could add to an attack: its other tokens' Global Power and a spare +10 Plot that fits. */
    private int support(JsonNode attack) {
        String attacker = attack.path("attacker").asText();
        return odds.aidLeft(attacker) + (plusTen.spareFor(attacker) != null ? 10 : 0);
    }

    /**
     * Groups a successful attack to control would move toward my goal (one more when my special goal counts it double)
     * and away from a rival's.
     */
    double gain(JsonNode attack) {
        String target = attack.path("target").asText();
        Integer from = b.owner.get(target);
        double special = new Illuminati(b).countsDouble(target) ? 1 : 0;
        if (from == null) return 1 + special; // from my hand
        double groups = 1 + b.puppets(target);
        return groups * (1.25 + b.progress(from)) + special;
    }

    /** The Instant attack on a rival's group with the best chance times the harm, when the chance is fair. */
    JsonNode instantAttack() {
        double floor = b.surplusPlots() > 0 ? INSTANT_SURPLUS_AT : INSTANT_AT;
        List<JsonNode> plays = b.moves("PLAY_PLOT").stream().filter(m -> {
            String kind = b.plotKind(m.path("card").asText());
            return ("ASSASSINATION".equals(kind) || "DISASTER".equals(kind)) && b.rival(b.owner.get(m.path("target").asText("")));
        }).toList();
        return Board.best(plays, m -> {
            double chance = Odds.chance(odds.instant(m));
            if (chance < floor) return Double.NEGATIVE_INFINITY;
            String target = m.path("target").asText();
            if (b.placed.get(target).path("devastated").asBoolean() && "DISASTER".equals(b.plotKind(m.path("card").asText()))) {
                return Double.NEGATIVE_INFINITY; // Devastated twice has no further effect
            }
            return chance * harm(target) - (m.path("helper").isMissingNode() || m.path("helper").isNull() ? 0 : 0.01);
        }, 0);
    }

    /** What a rival loses with his group {@code target}: it and its puppets, the more the nearer he is to his goal. */
    double harm(String target) {
        return (1 + b.puppets(target)) * (0.5 + b.progress(b.owner.get(target)));
    }

    /** A Power-up on a group of mine that gains the most Power (its token pays), preferring groups that can attack. */
    JsonNode powerUp() {
        return Board.best(b.moves("PLAY_PLOT").stream()
                .filter(m -> "POWER_UP".equals(b.plotKind(m.path("card").asText()))).toList(), m -> {
            JsonNode g = b.placed.get(m.path("target").asText(""));
            if (g == null || b.owner.get(m.path("target").asText()) != b.me) return Double.NEGATIVE_INFINITY;
            int gain = raisesTo(b.handDef(m.path("card").asText())) - g.path("power").asInt();
            if (gain < POWER_UP_GAIN) return Double.NEGATIVE_INFINITY;
            return gain + b.def(g.path("card").asText()).path("arrowsOut").asInt();
        }, 0);
    }

    private static int raisesTo(JsonNode plot) {
        int to = 0;
        for (JsonNode e : Board.effects(plot, "powerUp", "to")) to = Math.max(to, e.path("to").asInt());
        return to;
    }
}
