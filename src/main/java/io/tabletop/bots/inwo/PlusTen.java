package io.tabletop.bots.inwo;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Set;

/**
 * +10 Plots: the bot keeps one for defence and spends the others (or any it would have to discard at the end of the
 * turn) on its own attacks. A Plot boosts only the groups its card names (an alignment or an attribute).
 */
final class PlusTen {

    /** +10 Plots held back for defence. */
    static final int KEEP = 1;

    private final Board b;

    PlusTen(Board b) {
        this.b = b;
    }

    /** A +10 Plot of my hand that fits {@code group} and that I can spare for an attack, or null. */
    String spareFor(String group) {
        if (b.plotsOfKind("PLUS_TEN") <= KEEP && b.surplusPlots() == 0) return null;
        for (String uid : b.hand.keySet()) {
            if ("PLUS_TEN".equals(b.plotKind(uid)) && fits(b.handDef(uid), group)) return uid;
        }
        return null;
    }

    /** Whether the Plot's boost may go to {@code group} (its alignments in view, its catalogue attributes). */
    boolean fits(JsonNode plot, String group) {
        JsonNode g = b.placed.get(group);
        if (g == null || g.path("resource").asBoolean() || !Board.hasMaster(g)) return false;
        Set<String> alignments = Board.strings(g.path("alignments"));
        Set<String> attributes = b.attributes(group);
        for (JsonNode boost : Board.effects(plot, "boost", "amount")) {
            JsonNode filter = boost.path("group");
            Set<String> anyAlignment = Board.strings(filter.path("anyAlignment"));
            Set<String> anyAttribute = Board.strings(filter.path("anyAttribute"));
            boolean alignmentOk = anyAlignment.isEmpty() || anyAlignment.stream().anyMatch(alignments::contains);
            boolean attributeOk = anyAttribute.isEmpty() || anyAttribute.stream().anyMatch(attributes::contains);
            if (alignmentOk && attributeOk) return true;
        }
        return false;
    }
}
