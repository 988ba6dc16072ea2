package io.tabletop.bots.inwo;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Set;

/**
 * The handbook's arithmetic of attacks, from what the view shows: the strength an attack would have before anybody
 * aids or opposes it, and the chance that 2d6 rolls at most that strength (11 and 12 always fail).
 */
final class Odds {

    /** Ways for 2d6 to roll at most n, n = 0 … 12 (11 and 12 fail: the table stops at 10). */
    private static final int[] AT_MOST = {0, 0, 1, 3, 6, 10, 15, 21, 26, 30, 33, 33, 33};

    private final Board b;

    Odds(Board b) {
        this.b = b;
    }

    /** The chance an attack of final strength {@code strength} succeeds (below 2 it fails without a roll). */
    static double chance(int strength) {
        if (strength < 2) return 0;
        return AT_MOST[Math.min(strength, 12)] / 36.0;
    }

    /**
     * An attack to control: attacker's Power − target's Resistance, ±4 per identical/opposite alignment, −10/−5 for
     * a rival's target one/two steps under its Illuminati, −4 per alignment the target shares with its master, + my
     * Illuminati's bonus on such a target.
     */
    int control(JsonNode attack) {
        JsonNode by = b.placed.get(attack.path("attacker").asText());
        if (by == null) return Integer.MIN_VALUE / 2;
        String targetUid = attack.path("target").asText();
        JsonNode target = b.placed.get(targetUid);
        int resistance;
        Set<String> theirs;
        Set<String> attributes;
        int power;
        int position = 0;
        int masterAlignment = 0;
        if (target == null) { // from my hand
            JsonNode d = b.handDef(targetUid);
            resistance = d.path("resistance").asInt();
            theirs = Board.strings(d.path("alignments"));
            attributes = Board.strings(d.path("attributes"));
            power = d.path("power").asInt();
        } else {
            resistance = target.path("resistance").asInt();
            theirs = Board.strings(target.path("alignments"));
            attributes = b.attributes(targetUid);
            power = target.path("power").asInt();
            if (b.owner.get(targetUid) != b.me) position = position(targetUid);
            JsonNode master = b.placed.get(target.path("master").asText(""));
            if (master != null && Board.hasMaster(master)) {
                Set<String> ma = Board.strings(master.path("alignments"));
                for (String x : theirs) if (!x.equals("FANATIC") && ma.contains(x)) masterAlignment += 4;
            }
        }
        int alignment = 0;
        for (String x : Board.strings(by.path("alignments"))) {
            for (String y : theirs) {
                if (x.equals(y) && !x.equals("FANATIC")) alignment += 4;
                else if (opposes(x, y)) alignment -= 4;
            }
        }
        int bonus = new Illuminati(b).controlBonus(theirs, attributes, power);
        return by.path("power").asInt() - resistance + alignment + bonus - position - masterAlignment;
    }

    /**
     * An attack to destroy a rival's group: attacker's Power − target's Power, +4 per opposite and −4 per identical
     * alignment, − its position bonus (+4 for the Servants of Cthulhu).
     */
    int destroy(JsonNode attack) {
        JsonNode by = b.placed.get(attack.path("attacker").asText());
        String targetUid = attack.path("target").asText();
        JsonNode target = b.placed.get(targetUid);
        if (by == null || target == null) return Integer.MIN_VALUE / 2;
        Set<String> theirs = Board.strings(target.path("alignments"));
        int alignment = 0;
        for (String x : Board.strings(by.path("alignments"))) {
            for (String y : theirs) {
                if (opposes(x, y)) alignment += 4;
                else if (x.equals(y) && !x.equals("FANATIC")) alignment -= 4;
            }
        }
        int resists = target.path("power").asInt();
        if (target.path("devastated").asBoolean()) resists /= 2;
        return by.path("power").asInt() - resists + alignment - position(targetUid) + cthulhu();
    }

    /** The Servants of Cthulhu's +4 on any attempt to destroy. */
    int cthulhu() {
        return "servants-of-cthulhu".equals(b.illuminati()) ? 4 : 0;
    }

    /**
     * An Instant attack ({@code PLAY_PLOT} of an Assassination or Disaster): the Plot's Power for that target (the
     * lowest when the card's terms are not clear), plus its helper's Power, − the target's Power − its position bonus.
     */
    int instant(JsonNode play) {
        String targetUid = play.path("target").asText("");
        JsonNode target = b.placed.get(targetUid);
        if (target == null) return Integer.MIN_VALUE / 2;
        int power = instantPower(b.handDef(play.path("card").asText()), targetUid);
        if (power <= 0) return Integer.MIN_VALUE / 2;
        JsonNode helper = b.placed.get(play.path("helper").asText(""));
        if (helper != null) power += helper.path("power").asInt();
        power += cthulhu();
        int resists = target.path("power").asInt();
        if (target.path("devastated").asBoolean()) resists /= 2;
        return power - resists - position(targetUid);
    }

    /** The Power of the Plot's Instant attack that fits the target's attributes best (0 when none fits). */
    private int instantPower(JsonNode plot, String targetUid) {
        Set<String> attributes = b.attributes(targetUid);
        int best = 0;
        for (JsonNode ia : Board.effects(plot, "instantAttack", "destroyMargin")) {
            JsonNode t = ia.path("target");
            Set<String> any = Board.strings(t.path("anyAttribute"));
            Set<String> none = Board.strings(t.path("noAttribute"));
            if (!any.isEmpty() && any.stream().noneMatch(attributes::contains)) continue;
            if (none.stream().anyMatch(attributes::contains)) continue;
            best = Math.max(best, ia.path("power").asInt());
        }
        return best;
    }

    /** The bonus a rival's Group gets for its place: +10 directly under its Illuminati, +5 one step further. */
    int position(String uid) {
        int depth = b.depth(uid);
        return depth == 1 ? 10 : depth == 2 ? 5 : 0;
    }

    /** What my groups other than {@code attacker} could still add to its attack with their tokens (Global Power). */
    int aidLeft(String attacker) {
        int sum = 0;
        for (var e : b.placed.entrySet()) {
            JsonNode c = e.getValue();
            if (b.owner.get(e.getKey()) != b.me || e.getKey().equals(attacker) || c.path("resource").asBoolean()) continue;
            if (c.path("tokens").asInt() > 0) sum += c.path("globalPower").asInt();
        }
        return sum;
    }

    /** What an AID or OPPOSE move adds: its group's Power or Global Power. */
    double contribution(JsonNode m) {
        JsonNode g = b.placed.get(m.path("group").asText());
        if (g == null) return 0;
        return m.path("global").asBoolean() ? g.path("globalPower").asInt() : g.path("power").asInt();
    }

    static boolean opposes(String x, String y) {
        return switch (x) {
            case "GOVERNMENT" -> y.equals("CORPORATE");
            case "CORPORATE" -> y.equals("GOVERNMENT");
            case "LIBERAL" -> y.equals("CONSERVATIVE");
            case "CONSERVATIVE" -> y.equals("LIBERAL");
            case "PEACEFUL" -> y.equals("VIOLENT");
            case "VIOLENT" -> y.equals("PEACEFUL");
            case "STRAIGHT" -> y.equals("WEIRD");
            case "WEIRD" -> y.equals("STRAIGHT");
            case "FANATIC" -> y.equals("FANATIC");
            default -> false;
        };
    }
}
