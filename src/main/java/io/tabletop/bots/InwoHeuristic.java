package io.tabletop.bots;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.random.RandomGenerator;

/**
 * INWO, greedily, from the seat's view, its legal moves and the catalogue of {@code GET /api/v1/game-types} only.
 *
 * <ul>
 *   <li>Leads with its strongest Group; draws both cards; takes over the strongest Group of its hand, under the
 *       master nearest its Illuminati.</li>
 *   <li>Main phase: of the legal attacks to control (a group with a token and an open arrow, so every listed one),
 *       announces the one with the best odds, estimated as the handbook counts them from the Power, Resistance and
 *       alignments in view (attacker's Power − target's Resistance, ±4 per identical/opposite alignment, −10/−5 for
 *       a target one/two steps under its Illuminati, −4 per alignment shared with its master) — the weakest target
 *       it can reach — when the estimate plus the aid it could still add gives a fair chance; else draws a Group
 *       with its Illuminati's token, and ends its turn.</li>
 *   <li>Its own attack: aids with its groups' tokens (the largest Power or Global Power first) while the attack's
 *       total (as the view shows it) is below {@value #AID_UNTIL}. Never plays its +10 Plots to attack: it holds them
 *       for defence.</li>
 *   <li>Attacked: opposes with every token it has (they come back on its own turn), plays hidden agents against,
 *       then a +10 Plot on its attacked group, while the attack can still succeed (total ≥ 2).</li>
 *   <li>Discards Plots it has no use for first, +10 Plots last; passes every other window.</li>
 * </ul>
 */
public final class InwoHeuristic implements Strategy {

    /** An own attack is aided while its total is below this (2d6 ≤ 8: 72 %). */
    static final int AID_UNTIL = 9;
    /** An attack is announced when its estimate is at least this … */
    static final int ATTACK_AT = 5;
    /** … or when the estimate plus the aid the seat's other tokens could add is at least this. */
    static final int ATTACK_WITH_AID_AT = 8;

    private static final Map<String, Map<String, JsonNode>> CATALOGUES = new ConcurrentHashMap<>();

    @Override
    public String id() {
        return "INWO_HEURISTIC";
    }

    @Override
    public String game() {
        return "INWO";
    }

    @Override
    public String description() {
        return "attacks to control the weakest target in reach (best odds from Power, Resistance and alignments in view),"
                + " aids its attacks, opposes attacks on its groups, holds +10 Plots for defence, passes otherwise";
    }

    @Override
    public JsonNode choose(SeatState s, RandomGenerator rng) {
        Table t = new Table(s, cards(s.gameType()));
        JsonNode chosen;
        JsonNode window = s.view().path("window");
        if (!window.isMissingNode() && !window.isNull()) {
            chosen = t.window();
        } else {
            chosen = switch (s.view().path("phase").asText()) {
                case "LEAD" -> t.lead();
                case "DRAW" -> t.draw();
                case "TAKEOVER" -> t.takeover();
                case "MAIN" -> t.main();
                case "DISCARD" -> t.discard();
                default -> null;
            };
        }
        if (chosen != null) return chosen;
        for (String quiet : List.of("PASS", "END_TURN", "SKIP_TAKEOVER")) {
            if (s.can(quiet)) return s.movesOfType(quiet).getFirst();
        }
        return RandomStrategy.pick(s.moves(), rng);
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

    /** One decision's reading of the view. */
    private static final class Table {
        final SeatState s;
        final Map<String, JsonNode> cards;
        final int me;
        /** uid → card in play (any seat's structure), and uid → owning seat. */
        final Map<String, JsonNode> placed = new HashMap<>();
        final Map<String, Integer> owner = new HashMap<>();
        /** uid → card in my hand. */
        final Map<String, JsonNode> hand = new HashMap<>();

        Table(SeatState s, Map<String, JsonNode> cards) {
            this.s = s;
            this.cards = cards;
            this.me = s.seat();
            for (JsonNode p : s.view().path("players")) {
                for (JsonNode c : p.path("structure")) {
                    placed.put(c.path("uid").asText(), c);
                    owner.put(c.path("uid").asText(), p.path("seat").asInt());
                }
                if (p.path("seat").asInt() == me) for (JsonNode h : p.path("hand")) hand.put(h.path("uid").asText(), h);
            }
        }

        JsonNode def(String card) {
            return cards.getOrDefault(card, com.fasterxml.jackson.databind.node.MissingNode.getInstance());
        }

        JsonNode handDef(String uid) {
            JsonNode h = hand.get(uid);
            return h == null ? com.fasterxml.jackson.databind.node.MissingNode.getInstance() : def(h.path("card").asText());
        }

        /** Steps from the card up to its Illuminati (the Illuminati 0); large when unknown. */
        int depth(String uid) {
            int d = 0;
            JsonNode c = placed.get(uid);
            while (c != null && !c.path("master").isNull() && !c.path("master").isMissingNode() && d < 20) {
                c = placed.get(c.path("master").asText());
                d++;
            }
            return d;
        }

        // ---- phases ----

        JsonNode lead() {
            return best(s.movesOfType("CHOOSE_LEAD"), m -> {
                JsonNode d = def(m.path("card").asText());
                return d.path("power").asInt() * 2 + d.path("arrowsOut").asInt() * 3 + d.path("resistance").asInt()
                        + d.path("globalPower").asInt();
            });
        }

        JsonNode draw() {
            for (JsonNode m : s.movesOfType("DRAW")) {
                if (m.path("plot").asBoolean() && m.path("group").asBoolean()) return m;
            }
            return null;
        }

        JsonNode takeover() {
            return best(s.movesOfType("TAKEOVER"), m -> {
                JsonNode d = handDef(m.path("card").asText());
                double value = "GROUP".equals(d.path("kind").asText())
                        ? 100 + d.path("power").asInt() * 2 + d.path("arrowsOut").asInt() * 3 + d.path("resistance").asInt()
                        : 50 + d.path("power").asInt();
                return value - depth(m.path("master").asText()) * 0.5; // nearer the Illuminati: better protected
            });
        }

        JsonNode main() {
            List<JsonNode> attacks = s.movesOfType("ATTACK").stream()
                    .filter(m -> "CONTROL".equals(m.path("kind").asText())).toList();
            JsonNode attack = best(attacks, m -> estimate(m) + (m.path("privileged").asBoolean() ? 0.5 : 0)
                    + (owner.containsKey(m.path("target").asText()) ? 0.25 : 0)); // a rival's group counts twice
            if (attack != null) {
                int estimate = estimate(attack);
                if (estimate >= ATTACK_AT || estimate + aidLeft(attack.path("attacker").asText()) >= ATTACK_WITH_AID_AT) {
                    return attack;
                }
            }
            if (s.can("ILLUMINATI_DRAW")) return s.movesOfType("ILLUMINATI_DRAW").getFirst();
            return s.can("END_TURN") ? s.movesOfType("END_TURN").getFirst() : null;
        }

        JsonNode discard() {
            return best(s.movesOfType("DISCARD"), m -> {
                JsonNode d = handDef(m.path("card").asText());
                if ("PLUS_TEN".equals(d.path("plotKind").asText())) return -100;
                if ("GROUP".equals(d.path("kind").asText())) return -50 - d.path("power").asInt();
                return 0;
            });
        }

        JsonNode window() {
            JsonNode at = s.view().path("attack").path("attack");
            if (!"ATTACK".equals(s.view().path("window").path("kind").asText()) || at.isMissingNode() || at.isNull()) {
                return null; // a Plot, a knock, a victory: pass
            }
            int total = s.view().path("attack").path("strength").path("total").asInt();
            int attacker = at.path("attacker").asInt();
            int defender = at.path("owner").asInt() < 0 ? attacker : at.path("owner").asInt();
            if (attacker == me && defender != me) {
                if (total >= AID_UNTIL) return null;
                return best(s.movesOfType("AID"), this::contribution, 1);
            }
            if (defender == me && attacker != me) {
                if (total < 2) return null; // cannot succeed any more
                JsonNode oppose = best(s.movesOfType("OPPOSE"), this::contribution, 1);
                if (oppose != null) return oppose;
                for (JsonNode m : s.movesOfType("PLAY_AGENT")) if (!m.path("aid").asBoolean()) return m;
                String target = at.path("target").asText();
                for (JsonNode m : s.movesOfType("PLAY_PLOT")) {
                    if (target.equals(m.path("target").asText(null)) && m.path("helper").isMissingNode()
                            && "PLUS_TEN".equals(handDef(m.path("card").asText()).path("plotKind").asText())) {
                        return m;
                    }
                }
            }
            return null;
        }

        // ---- odds ----

        /** The handbook's strength of an attack to control, from what the view shows. */
        int estimate(JsonNode attack) {
            JsonNode by = placed.get(attack.path("attacker").asText());
            if (by == null) return Integer.MIN_VALUE / 2;
            String targetUid = attack.path("target").asText();
            JsonNode target = placed.get(targetUid);
            int resistance;
            Set<String> theirs;
            int position = 0;
            int masterAlignment = 0;
            if (target == null) { // from my hand
                JsonNode d = handDef(targetUid);
                resistance = d.path("resistance").asInt();
                theirs = alignments(d.path("alignments"));
            } else {
                resistance = target.path("resistance").asInt();
                theirs = alignments(target.path("alignments"));
                if (owner.get(targetUid) != me) {
                    int depth = depth(targetUid);
                    position = depth == 1 ? 10 : depth == 2 ? 5 : 0;
                }
                JsonNode master = placed.get(target.path("master").asText(""));
                if (master != null && !master.path("master").isNull()) {
                    Set<String> ma = alignments(master.path("alignments"));
                    for (String x : theirs) if (!x.equals("FANATIC") && ma.contains(x)) masterAlignment += 4;
                }
            }
            int alignment = 0;
            for (String x : alignments(by.path("alignments"))) {
                for (String y : theirs) {
                    if (x.equals(y) && !x.equals("FANATIC")) alignment += 4;
                    else if (opposes(x, y)) alignment -= 4;
                }
            }
            return by.path("power").asInt() - resistance + alignment - position - masterAlignment;
        }

        /** What my other groups' tokens could still add to an attack by {@code attacker} (their Global Power). */
        int aidLeft(String attacker) {
            int sum = 0;
            for (var e : placed.entrySet()) {
                JsonNode c = e.getValue();
                if (owner.get(e.getKey()) != me || e.getKey().equals(attacker) || c.path("resource").asBoolean()) continue;
                if (c.path("tokens").asInt() > 0) sum += c.path("globalPower").asInt();
            }
            return sum;
        }

        /** What an AID or OPPOSE move adds: its group's Power or Global Power. */
        double contribution(JsonNode m) {
            JsonNode g = placed.get(m.path("group").asText());
            if (g == null) return 0;
            return m.path("global").asBoolean() ? g.path("globalPower").asInt() : g.path("power").asInt();
        }

        // ---- helpers ----

        JsonNode best(List<JsonNode> moves, java.util.function.ToDoubleFunction<JsonNode> score) {
            return best(moves, score, Double.NEGATIVE_INFINITY);
        }

        /** The first move of the highest score (at least {@code floor}), or null. */
        JsonNode best(List<JsonNode> moves, java.util.function.ToDoubleFunction<JsonNode> score, double floor) {
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

        static Set<String> alignments(JsonNode list) {
            Set<String> out = new java.util.HashSet<>();
            list.forEach(a -> out.add(a.asText()));
            return out;
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
}
