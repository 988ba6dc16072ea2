package io.tabletop.app;

import io.tabletop.games.coup.CoupView;
import java.util.List;

/**
 * A Coup view as JSON, written straight: exactly the text {@link Json#write} writes for it (fields in record order,
 * nulls written, enums by name), which {@code CoupViewTextTest} checks byte for byte over whole games, for every
 * viewer. Every state pushed to a seat carries one, and the general writer of views was 5.5 % of the service's
 * sampled CPU.
 */
final class CoupViewText {

    private CoupViewText() {}

    static String write(CoupView v) {
        StringBuilder out = new StringBuilder(1024);
        out.append("{\"variant\":");
        name(out, v.variant());
        out.append(",\"deckSize\":").append(v.deckSize());
        out.append(",\"firstSeat\":").append(v.firstSeat());
        out.append(",\"players\":");
        if (v.players() == null) {
            out.append("null");
        } else {
            out.append('[');
            for (int i = 0; i < v.players().size(); i++) {
                if (i > 0) out.append(',');
                player(out, v.players().get(i));
            }
            out.append(']');
        }
        out.append(",\"turn\":");
        turn(out, v.turn());
        out.append(",\"private\":");
        CoupView.PrivateView p = v.private_();
        if (p == null) {
            out.append("null");
        } else {
            out.append("{\"drawn\":");
            names(out, p.drawn());
            out.append(",\"shown\":");
            name(out, p.shown());
            out.append('}');
        }
        out.append(",\"winner\":").append(v.winner());
        out.append(",\"winners\":");
        Json.appendNumbers(out, v.winners());
        out.append(",\"turnLimit\":").append(v.turnLimit());
        return out.append('}').toString();
    }

    private static void player(StringBuilder out, CoupView.PlayerView p) {
        if (p == null) {
            out.append("null");
            return;
        }
        out.append("{\"seat\":").append(p.seat()).append(",\"name\":");
        Json.appendQuotedOrNull(out, p.name());
        out.append(",\"coins\":").append(p.coins());
        out.append(",\"hiddenCount\":").append(p.hiddenCount());
        out.append(",\"revealed\":");
        names(out, p.revealed());
        out.append(",\"eliminated\":").append(p.eliminated());
        out.append(",\"hand\":");
        names(out, p.hand());
        out.append('}');
    }

    private static void turn(StringBuilder out, CoupView.TurnView t) {
        if (t == null) {
            out.append("null");
            return;
        }
        out.append("{\"number\":").append(t.number());
        out.append(",\"seat\":").append(t.seat());
        out.append(",\"step\":");
        Json.appendQuotedOrNull(out, t.step());
        out.append(",\"action\":");
        name(out, t.action());
        out.append(",\"target\":").append(t.target());
        out.append(",\"mode\":");
        name(out, t.mode());
        out.append(",\"reactor\":").append(t.reactor());
        out.append(",\"block\":");
        name(out, t.block());
        out.append(",\"pending\":");
        Json.appendNumbers(out, t.pending());
        out.append(",\"provenCard\":");
        name(out, t.provenCard());
        out.append(",\"provenBy\":").append(t.provenBy());
        out.append(",\"loser\":").append(t.loser());
        out.append('}');
    }

    /** An enum constant by its name (names are plain capitals: nothing to escape), or null. */
    private static void name(StringBuilder out, Enum<?> e) {
        if (e == null) out.append("null");
        else out.append('"').append(e.name()).append('"');
    }

    private static void names(StringBuilder out, List<? extends Enum<?>> list) {
        if (list == null) {
            out.append("null");
            return;
        }
        out.append('[');
        for (int i = 0; i < list.size(); i++) {
            if (i > 0) out.append(',');
            name(out, list.get(i));
        }
        out.append(']');
    }
}
