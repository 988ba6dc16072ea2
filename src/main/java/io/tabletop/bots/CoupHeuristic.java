package io.tabletop.bots;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;

/**
 * Coup, played honestly and suspiciously: claims only cards it holds (a rare bluff of RUSSIA while it has two
 * influences, never with one), blocks with cards it holds, challenges a claim when the cards it can see (its hand,
 * everybody's revealed cards) make the claim unlikely, coups at 7 coins the strongest opponent, assassinates the
 * weakest, keeps and reveals by a fixed card value. Everything else falls back to a random legal move.
 */
public final class CoupHeuristic implements Strategy {

    /** Copies of each card in the court deck. */
    static final int COPIES = 3;
    /** Below this estimated chance that a claim is true, it is challenged. */
    static final double DOUBT = 0.3;
    /** Below this, a claim that hurts this seat directly (it is the target) is challenged. */
    static final double DOUBT_TARGETED = 0.5;
    static final double BLUFF = 0.2;

    private static final Map<String, Integer> VALUE = Map.of(
            "RUSSIA", 6, "PROTEST", 5, "EU", 4, "POLICE", 3, "MEDIA", 2, "UN", 2);

    @Override
    public String id() {
        return "COUP_HEURISTIC";
    }

    @Override
    public String game() {
        return "COUP";
    }

    @Override
    public String description() {
        return "honest claims (a rare bluff with two influences, never with one), blocks with held cards, "
                + "challenges claims the visible cards make unlikely, coups the strongest and assassinates the weakest";
    }

    @Override
    public JsonNode choose(SeatState s, RandomGenerator rng) {
        Seen seen = new Seen(s);
        JsonNode turn = s.view().path("turn");
        JsonNode choice = switch (turn.path("step").asText()) {
            case "DECLARE" -> declare(s, seen, rng);
            case "REACTIONS" -> react(s, seen, turn);
            case "BLOCK_RESPONSE" -> answerBlock(s, seen, turn);
            case "LOSE_INFLUENCE" -> cheapest(s.movesOfType("REVEAL"));
            case "SHOW" -> cheapest(s.movesOfType("SHOW"));
            case "EXCHANGE" -> bestKeep(s.movesOfType("KEEP"));
            case "DECIDE" -> decide(s);
            default -> null;
        };
        return choice != null ? choice : RandomStrategy.pick(s.moves(), rng);
    }

    private JsonNode declare(SeatState s, Seen seen, RandomGenerator rng) {
        List<JsonNode> declares = s.movesOfType("DECLARE");
        JsonNode scandal = aimed(declares, "SCANDAL", seen.strongest());
        if (scandal != null && seen.myCoins >= 7) return scandal;
        if (seen.holds("PROTEST")) {
            JsonNode protest = aimed(declares, "PROTEST", seen.weakest());
            if (protest != null) return protest;
        }
        if (seen.holds("RUSSIA") && action(declares, "RUSSIA") != null) return action(declares, "RUSSIA");
        if (seen.holds("POLICE")) {
            Integer rich = seen.richest(2);
            JsonNode police = rich == null ? null : aimed(declares, "POLICE", rich);
            if (police != null) return police;
        }
        if (seen.myHidden >= 2 && rng.nextDouble() < BLUFF && action(declares, "RUSSIA") != null) {
            return action(declares, "RUSSIA");
        }
        if (seen.holds("MEDIA") && seen.weakHand() && action(declares, "MEDIA") != null) return action(declares, "MEDIA");
        if (action(declares, "LOCAL_BUSINESS") != null && seen.count("RUSSIA") < COPIES - 1) {
            return action(declares, "LOCAL_BUSINESS");
        }
        if (action(declares, "USA") != null) return action(declares, "USA");
        return declares.isEmpty() ? null : declares.getFirst();
    }

    private JsonNode react(SeatState s, Seen seen, JsonNode turn) {
        String action = turn.path("action").asText();
        boolean targeted = turn.path("target").isInt() && turn.path("target").asInt() == s.seat();
        // Block with a card held.
        for (JsonNode b : s.movesOfType("BLOCK")) {
            if (seen.holds(b.path("card").asText())) return b;
        }
        String claim = claimOf(action);
        if (claim != null && s.can("CHALLENGE")) {
            double p = seen.chanceHolds(turn.path("seat").asInt(), claim);
            boolean lastBreath = targeted && "PROTEST".equals(action) && seen.myHidden == 1;
            if (p < DOUBT || (targeted && p < DOUBT_TARGETED) || lastBreath) return first(s.movesOfType("CHALLENGE"));
        }
        return first(s.movesOfType("PASS"));
    }

    private JsonNode answerBlock(SeatState s, Seen seen, JsonNode turn) {
        String card = turn.path("block").asText(null);
        Integer blocker = turn.path("reactor").isInt() ? turn.path("reactor").asInt() : null;
        if (card != null && blocker != null && s.can("CHALLENGE") && seen.chanceHolds(blocker, card) < DOUBT) {
            return first(s.movesOfType("CHALLENGE"));
        }
        return first(s.movesOfType("ACCEPT_BLOCK"));
    }

    private JsonNode decide(SeatState s) {
        String shown = s.view().path("private").path("shown").asText("");
        boolean swap = VALUE.getOrDefault(shown, 0) >= 4;
        for (JsonNode m : s.movesOfType("FORCE_EXCHANGE")) if (m.path("exchange").asBoolean() == swap) return m;
        return null;
    }

    static String claimOf(String action) {
        return switch (action) {
            case "RUSSIA", "PROTEST", "MEDIA", "UN", "POLICE" -> action;
            default -> null;
        };
    }

    private static JsonNode cheapest(List<JsonNode> moves) {
        return moves.stream().min(Comparator.comparingInt(m -> VALUE.getOrDefault(m.path("card").asText(), 0)))
                .orElse(null);
    }

    private static JsonNode bestKeep(List<JsonNode> keeps) {
        return keeps.stream().max(Comparator.comparingInt(CoupHeuristic::keepValue)).orElse(null);
    }

    private static int keepValue(JsonNode keep) {
        int v = 0;
        List<String> seenCards = new ArrayList<>();
        for (JsonNode c : keep.path("cards")) {
            String card = c.asText();
            v += VALUE.getOrDefault(card, 0) * (seenCards.contains(card) ? 1 : 3); // two different cards claim more
            seenCards.add(card);
        }
        return v;
    }

    private static JsonNode action(List<JsonNode> declares, String action) {
        for (JsonNode d : declares) if (action.equals(d.path("action").asText())) return d;
        return null;
    }

    private static JsonNode aimed(List<JsonNode> declares, String action, Integer target) {
        JsonNode any = null;
        for (JsonNode d : declares) {
            if (!action.equals(d.path("action").asText())) continue;
            if (target != null && d.path("target").asInt(-1) == target) return d;
            if (any == null) any = d;
        }
        return any;
    }

    private static JsonNode first(List<JsonNode> moves) {
        return moves.isEmpty() ? null : moves.getFirst();
    }

    /** What the seat can see: its hand, the revealed cards, the others' hidden counts and coins. */
    static final class Seen {
        final int me;
        final List<String> hand = new ArrayList<>();
        final Map<String, Integer> visible = new HashMap<>();
        final Map<Integer, Integer> hidden = new HashMap<>();
        final Map<Integer, Integer> coins = new HashMap<>();
        int myCoins;
        int myHidden;
        int unseen; // cards in play whose identity this seat does not know (the deck and the others' hidden cards)

        Seen(SeatState s) {
            me = s.seat();
            JsonNode view = s.view();
            int total = COPIES * 5;
            int known = 0;
            for (JsonNode p : view.path("players")) {
                int seat = p.path("seat").asInt();
                for (JsonNode c : p.path("revealed")) {
                    visible.merge(c.asText(), 1, Integer::sum);
                    known++;
                }
                if (seat == me) {
                    for (JsonNode c : p.path("hand")) {
                        hand.add(c.asText());
                        visible.merge(c.asText(), 1, Integer::sum);
                        known++;
                    }
                    myCoins = p.path("coins").asInt();
                    myHidden = p.path("hiddenCount").asInt();
                } else if (!p.path("eliminated").asBoolean()) {
                    hidden.put(seat, p.path("hiddenCount").asInt());
                    coins.put(seat, p.path("coins").asInt());
                }
            }
            JsonNode proven = view.path("turn").path("provenCard");
            if (proven.isTextual()) {
                visible.merge(proven.asText(), 1, Integer::sum);
                known++;
            }
            unseen = Math.max(1, total - known);
        }

        boolean holds(String card) {
            return hand.contains(card);
        }

        int count(String card) {
            return visible.getOrDefault(card, 0);
        }

        boolean weakHand() {
            return hand.stream().allMatch(c -> VALUE.getOrDefault(c, 0) <= 3);
        }

        /** The chance that {@code seat} holds at least one {@code card}, if cards were dealt at random. */
        double chanceHolds(int seat, String card) {
            int k = Math.max(0, COPIES - count(card));
            int h = hidden.getOrDefault(seat, 1);
            if (k == 0) return 0;
            double none = 1;
            for (int i = 0; i < h; i++) none *= Math.max(0.0, (double) (unseen - k - i) / (unseen - i));
            return 1 - none;
        }

        /** The opponent with the most hidden influence, then the most coins. */
        Integer strongest() {
            return hidden.keySet().stream().max(Comparator.<Integer>comparingInt(hidden::get)
                    .thenComparingInt(coins::get)).orElse(null);
        }

        /** The opponent with the least hidden influence, then the most coins. */
        Integer weakest() {
            return hidden.keySet().stream().min(Comparator.<Integer>comparingInt(hidden::get)
                    .thenComparing(Comparator.<Integer>comparingInt(coins::get).reversed())).orElse(null);
        }

        /** The richest opponent with at least {@code min} coins. */
        Integer richest(int min) {
            return coins.entrySet().stream().filter(e -> e.getValue() >= min)
                    .max(Map.Entry.comparingByValue()).map(Map.Entry::getKey).orElse(null);
        }
    }
}
