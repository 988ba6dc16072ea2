package io.tabletop.bots.inwo;

import com.fasterxml.jackson.databind.JsonNode;

/** The steps around the main phase: the lead, the draws, the automatic takeover and the discards. */
final class Setup {

    private final Board b;

    Setup(Board b) {
        this.b = b;
    }

    /** The strongest Group of the deck: Power, arrows to grow on, Resistance, Global Power. */
    JsonNode lead() {
        return Board.best(b.moves("CHOOSE_LEAD"), m -> groupValue(b.def(m.path("card").asText())));
    }

    /** Both cards, a Plot and a Group. */
    JsonNode draw() {
        for (JsonNode m : b.moves("DRAW")) {
            if (m.path("plot").asBoolean() && m.path("group").asBoolean()) return m;
        }
        return null;
    }

    /**
     * The Group of the hand worth most (a Resource only when no Group; one my special goal counts double first), on
     * the open arrow nearest the Illuminati (best protected).
     */
    JsonNode takeover() {
        return Board.best(b.moves("TAKEOVER"), m -> {
            JsonNode d = b.handDef(m.path("card").asText());
            double value = "GROUP".equals(d.path("kind").asText()) ? 100 + groupValue(d) : 50 + d.path("power").asInt();
            if (new Illuminati(b).countsDouble(m.path("card").asText())) value += 10;
            return value - b.depth(m.path("master").asText()) * 0.5;
        });
    }

    /**
     * Over the hand limit: the cards of least use first — Plots the bot never plays (Realign and others), then
     * Power-ups, then Instant attacks, weak Groups, and +10 Plots last.
     */
    JsonNode discard() {
        return Board.best(b.moves("DISCARD"), m -> {
            String uid = m.path("card").asText();
            JsonNode d = b.handDef(uid);
            if ("GROUP".equals(d.path("kind").asText())) return -50 - d.path("power").asInt();
            return switch (b.plotKind(uid)) {
                case "PLUS_TEN" -> -100;
                case "ASSASSINATION", "DISASTER" -> -20;
                case "POWER_UP" -> -10;
                default -> 0;
            };
        });
    }

    static double groupValue(JsonNode d) {
        return d.path("power").asInt() * 2 + d.path("arrowsOut").asInt() * 3 + d.path("resistance").asInt()
                + d.path("globalPower").asInt();
    }
}
