package io.tabletop.bots.inwo;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Set;

/**
 * What my Illuminati card says, read from the public catalogue: its bonuses on attempts to control (Discordians on
 * Weird Groups, Gnomes on Banks) and the Groups its special goal counts double (Network: Computers …).
 */
final class Illuminati {

    private final Board b;
    private final JsonNode card;

    Illuminati(Board b) {
        this.b = b;
        this.card = b.def(b.illuminati());
    }

    /** My Illuminati's bonus on an attempt to control a Group with these traits. */
    int controlBonus(Set<String> alignments, Set<String> attributes, int power) {
        int bonus = 0;
        for (JsonNode e : Board.effects(card, "attackBonus", "on")) {
            if (!"CONTROL".equals(e.path("on").asText())) continue;
            if (matches(e.path("target"), alignments, attributes, power)) bonus += e.path("amount").asInt();
        }
        return bonus;
    }

    /** Whether my special goal counts a Group with these traits double. */
    boolean countsDouble(Set<String> alignments, Set<String> attributes, int power) {
        for (JsonNode e : Board.effects(card, "goal", "kind")) {
            if ("COUNTS_DOUBLE".equals(e.path("kind").asText()) && matches(e.path("filter"), alignments, attributes, power)) {
                return true;
            }
        }
        return false;
    }

    /** Traits of a card in play (its alignments and Power now) or, when not in play, of a card of my hand. */
    boolean countsDouble(String uid) {
        JsonNode placed = b.placed.get(uid);
        if (placed != null) {
            return countsDouble(Board.strings(placed.path("alignments")), b.attributes(uid), placed.path("power").asInt());
        }
        JsonNode d = b.handDef(uid);
        return countsDouble(Board.strings(d.path("alignments")), Board.strings(d.path("attributes")), d.path("power").asInt());
    }

    /** A catalogue filter (any alignment, any attribute, no attribute, minimum Power, any of sub-filters). */
    static boolean matches(JsonNode filter, Set<String> alignments, Set<String> attributes, int power) {
        if (filter == null || filter.isMissingNode() || filter.isNull()) return true;
        Set<String> anyAlignment = Board.strings(filter.path("anyAlignment"));
        if (!anyAlignment.isEmpty() && anyAlignment.stream().noneMatch(alignments::contains)) return false;
        Set<String> anyAttribute = Board.strings(filter.path("anyAttribute"));
        if (!anyAttribute.isEmpty() && anyAttribute.stream().noneMatch(attributes::contains)) return false;
        if (Board.strings(filter.path("noAttribute")).stream().anyMatch(attributes::contains)) return false;
        if (filter.path("minPower").asInt() > 0 && power < filter.path("minPower").asInt()) return false;
        JsonNode anyOf = filter.path("anyOf");
        if (anyOf.isArray() && !anyOf.isEmpty()) {
            for (JsonNode f : anyOf) if (matches(f, alignments, attributes, power)) return true;
            return false;
        }
        return true;
    }
}
