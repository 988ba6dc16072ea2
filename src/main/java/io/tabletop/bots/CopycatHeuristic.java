package io.tabletop.bots;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashMap;
import java.util.Map;
import java.util.random.RandomGenerator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Copycat, greedily: plays every card and office it can, places every worker before passing, takes VP over coins,
 * trashes and discards its weakest cards, and in the buying phase buys the most VP per coin on the street (card values
 * from the catalogue of {@code GET /api/v1/game-types}) until nothing affordable is left. Each legal move gets a score;
 * ties are broken by the dice.
 */
public final class CopycatHeuristic implements Strategy {

    private static final Pattern NUMBER = Pattern.compile("\\((\\+?)(\\d+)\\)");

    @Override
    public String id() {
        return "COPYCAT_HEURISTIC";
    }

    @Override
    public String game() {
        return "COPYCAT";
    }

    @Override
    public String description() {
        return "plays every card and worker, buys the most VP per coin, takes VP over coins, trashes its weakest cards";
    }

    @Override
    public JsonNode choose(SeatState s, RandomGenerator rng) {
        Map<String, Double> values = values(s.gameType());
        Map<Integer, JsonNode> street = new HashMap<>();
        for (JsonNode slot : s.view().path("street")) street.put(slot.path("slot").asInt(), slot);
        String phase = s.view().path("phase").asText();
        boolean pending = !s.view().path("pending").isEmpty();
        JsonNode best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        int ties = 0;
        for (JsonNode m : s.moves()) {
            double score = score(m, values, street, phase, pending);
            if (score > bestScore) {
                best = m;
                bestScore = score;
                ties = 1;
            } else if (score == bestScore && rng.nextInt(++ties) == 0) {
                best = m;
            }
        }
        return best;
    }

    private static double score(JsonNode m, Map<String, Double> values, Map<Integer, JsonNode> street, String phase,
                                boolean pending) {
        double card = value(values, m.path("card").asText(""));
        return switch (m.path("type").asText()) {
            case "CHOOSE_TURN_CARD" -> 10 - card;
            case "PLAY_CARD" -> 50 + card;
            case "ACTIVATE" -> 50;
            case "CHOOSE" -> "VP".equals(m.path("option").asText()) ? 50 : 40;
            case "USE_OFFICE" -> "BUYING".equals(phase) && !pending ? -10 : 45;
            case "PLACE_WORKER" -> 30;
            case "REUSE_WORKER", "COPY", "REUSE" -> 30 + card;
            case "KEEP" -> 30 + card;
            case "DONE" -> 20;
            case "DECLARE", "DRAW" -> 20 + m.path("count").asInt();
            case "DISCARD", "TRASH" -> 20 - card;
            case "PAY" -> m.hasNonNull("card") ? 20 - card : 10;
            case "LAY_OUT" -> 40;
            case "START_BUYING" -> 35;
            case "BUY" -> {
                JsonNode slot = street.get(m.path("slot").asInt());
                double price = slot == null ? 1 : Math.max(1, slot.path("price").asDouble(1));
                double v = slot == null ? 0 : value(values, slot.path("card").asText(""));
                yield 60 + 10 * (v + 0.3) / price;
            }
            case "BUY_DOCTORATE" -> {
                JsonNode slot = street.get(m.path("slot").asInt());
                double surcharge = slot == null ? 0 : slot.path("price").asDouble(0);
                double vp = m.path("vp").asDouble();
                yield 60 + 10 * vp / Math.max(1, surcharge + vp);
            }
            case "DECLINE" -> 5;
            case "END_TURN" -> 1;
            case "PASS" -> 0;
            default -> 2;
        };
    }

    /** Card id → worth: VP count fully, coins and the rest by a rule of thumb. */
    static Map<String, Double> values(JsonNode gameType) {
        Map<String, Double> out = new HashMap<>();
        if (gameType == null) return out;
        JsonNode catalogue = gameType.path("catalogue");
        for (JsonNode c : catalogue.path("startSet")) out.put(String.valueOf(c.path("number").asInt()), worth(c));
        for (JsonNode c : catalogue.path("actionCards")) out.put(c.path("id").asText(), worth(c));
        return out;
    }

    private static double worth(JsonNode card) {
        String effect = card.path("effect").asText("");
        Matcher n = NUMBER.matcher(effect);
        int x = n.find() ? Integer.parseInt(n.group(2)) : 1;
        if (effect.startsWith("VP(")) return x;
        if (effect.startsWith("CHOICE")) return 2;
        if (effect.startsWith("COINS(")) return 0.6 * x;
        if (effect.startsWith("DOUBLE")) return 1.5;
        if (effect.startsWith("DRAW(") || effect.startsWith("EXCHANGE(")) return 0.5 * x;
        if (effect.startsWith("NONE")) return 0;
        return 0.8;
    }

    /** A card in play is its id (action cards) or set letter + number (start cards). */
    private static double value(Map<String, Double> values, String id) {
        if (id.isEmpty()) return 0;
        Double v = values.get(id);
        if (v == null && !Character.isDigit(id.charAt(0))) v = values.get(id.substring(1));
        return v == null ? 0.5 : v;
    }
}
