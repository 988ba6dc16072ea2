package io.tabletop.bots.inwo;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import io.tabletop.bots.SeatState;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.ToDoubleFunction;

/**
 * One decision's reading of what the seat may know: the public structures of every seat, its own hand, the public
 * counts of the others' hands and the game type's catalogue. Never anything else (no rival's hand, no deck order).
 */
final class Board {

    private static final Map<String, Map<String, JsonNode>> CATALOGUES = new ConcurrentHashMap<>();

    final SeatState s;
    final JsonNode view;
    final Map<String, JsonNode> cards;
    final int me;
    /** uid → card in play (any seat's structure), and uid → owning seat. */
    final Map<String, JsonNode> placed = new HashMap<>();
    final Map<String, Integer> owner = new HashMap<>();
    /** uid → card in my hand. */
    final Map<String, JsonNode> hand = new HashMap<>();
    /** seat → its public player entry. */
    final Map<Integer, JsonNode> players = new HashMap<>();

    Board(SeatState s) {
        this.s = s;
        this.view = s.view();
        this.cards = cards(s.gameType());
        this.me = s.seat();
        for (JsonNode p : view.path("players")) {
            int seat = p.path("seat").asInt();
            players.put(seat, p);
            for (JsonNode c : p.path("structure")) {
                placed.put(c.path("uid").asText(), c);
                owner.put(c.path("uid").asText(), seat);
            }
            if (seat == me) for (JsonNode h : p.path("hand")) hand.put(h.path("uid").asText(), h);
        }
    }

    /** Catalogue id → card definition, from the game type's catalogue ({@code catalogue.all[].card}). */
    static Map<String, JsonNode> cards(JsonNode gameType) {
        if (gameType == null) return Map.of();
        JsonNode catalogue = gameType.path("catalogue");
        String key = catalogue.path("name").asText("") + "/" + catalogue.path("cards").asInt();
        return CATALOGUES.computeIfAbsent(key, k -> {
            Map<String, JsonNode> out = new HashMap<>();
            for (JsonNode c : catalogue.path("all")) {
                JsonNode card = c.has("card") ? c.path("card") : c;
                out.put(card.path("id").asText(), card);
            }
            return Map.copyOf(out);
        });
    }

    // ---- cards ----

    JsonNode def(String card) {
        return cards.getOrDefault(card, MissingNode.getInstance());
    }

    /**
     * The card's effects with the fields of primitive {@code name}: the served catalogue writes each effect's fields
     * flat (no type name), so an effect is recognised by the field {@code mark} only that primitive has; an effect
     * wrapped in its type's name (as the catalogue file writes it) is read too.
     */
    static List<JsonNode> effects(JsonNode def, String name, String mark) {
        List<JsonNode> out = new java.util.ArrayList<>();
        for (JsonNode e : def.path("effects")) {
            JsonNode fields = e.has(name) ? e.path(name) : e;
            if (fields.has(mark)) out.add(fields);
        }
        return out;
    }

    /** The definition of a card of my hand, by uid. */
    JsonNode handDef(String uid) {
        JsonNode h = hand.get(uid);
        return h == null ? MissingNode.getInstance() : def(h.path("card").asText());
    }

    /** The Plot family of a card of my hand ({@code PLUS_TEN}, {@code DISASTER} …), "" when not a Plot. */
    String plotKind(String uid) {
        return handDef(uid).path("plotKind").asText("");
    }

    /** How many cards of my hand are Plots of {@code kind}. */
    int plotsOfKind(String kind) {
        int n = 0;
        for (String uid : hand.keySet()) if (kind.equals(plotKind(uid))) n++;
        return n;
    }

    /** Plots I hold beyond what I may keep off my turn (they would be discarded anyway). */
    int surplusPlots() {
        JsonNode mine = players.get(me);
        if (mine == null) return 0;
        return Math.max(0, mine.path("plotCount").asInt() - mine.path("handLimit").asInt(5));
    }

    // ---- structures ----

    /** Steps from the card up to its Illuminati (the Illuminati 0); large when unknown. */
    int depth(String uid) {
        int d = 0;
        JsonNode c = placed.get(uid);
        while (c != null && hasMaster(c) && d < 20) {
            c = placed.get(c.path("master").asText());
            d++;
        }
        return d;
    }

    static boolean hasMaster(JsonNode c) {
        return !c.path("master").isNull() && !c.path("master").isMissingNode();
    }

    /** The Groups (not Resources) that hang below {@code uid}, at any depth. */
    int puppets(String uid) {
        int n = 0;
        for (var e : placed.entrySet()) {
            if (e.getValue().path("resource").asBoolean() || e.getKey().equals(uid)) continue;
            JsonNode c = e.getValue();
            for (int d = 0; c != null && hasMaster(c) && d < 20; d++) {
                if (uid.equals(c.path("master").asText())) {
                    n++;
                    break;
                }
                c = placed.get(c.path("master").asText());
            }
        }
        return n;
    }

    /** Groups the seat has toward the Basic Goal, as the view counts them. */
    int controlled(int seat) {
        JsonNode p = players.get(seat);
        return p == null ? 0 : p.path("controlled").asInt();
    }

    int basicGoal() {
        return view.path("basicGoal").asInt(12);
    }

    /** How near the seat is to the Basic Goal: 0 (nothing) … 1 (there). */
    double progress(int seat) {
        return Math.min(1.0, controlled(seat) / (double) Math.max(1, basicGoal()));
    }

    /** A seat other than mine, still in the game. */
    boolean rival(Integer seat) {
        return seat != null && seat != me && players.containsKey(seat) && !players.get(seat).path("out").asBoolean();
    }

    /** My Illuminati's catalogue id. */
    String illuminati() {
        JsonNode p = players.get(me);
        return p == null ? "" : p.path("illuminati").asText("");
    }

    /** The attributes a card in play has in the catalogue (COMPUTER, NATION …). */
    Set<String> attributes(String uid) {
        JsonNode c = placed.get(uid);
        return c == null ? Set.of() : strings(def(c.path("card").asText()).path("attributes"));
    }

    // ---- moves ----

    List<JsonNode> moves(String type) {
        return s.movesOfType(type);
    }

    static JsonNode best(List<JsonNode> moves, ToDoubleFunction<JsonNode> score) {
        return best(moves, score, Double.NEGATIVE_INFINITY);
    }

    /** The first move of the highest score (at least {@code floor}), or null. */
    static JsonNode best(List<JsonNode> moves, ToDoubleFunction<JsonNode> score, double floor) {
        JsonNode best = null;
        double top = Double.NEGATIVE_INFINITY;
        for (JsonNode m : moves) {
            double v = score.applyAsDouble(m);
            if (v >= floor && v > top) {
                best = m;
                top = v;
            }
        }
        return best;
    }

    static Set<String> strings(JsonNode list) {
        Set<String> out = new HashSet<>();
        list.forEach(a -> out.add(a.asText()));
        return out;
    }
}
