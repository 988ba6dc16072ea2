package io.tabletop.bots.inwo;

import com.fasterxml.jackson.databind.JsonNode;
import io.tabletop.bots.SeatState;
import java.util.List;
import java.util.Set;

/**
 * The house INWO bot's decisions, from the seat's view, its legal moves and the public catalogue only. Each concept
 * has its file: {@link Board} (reading the view), {@link Odds} (attack arithmetic), {@link Setup} (lead, draws,
 * takeover, discards), {@link MainPhase} (attacks, Plots, draws), {@link Responses} (priority windows),
 * {@link PlusTen} (which +10 Plots to spend).
 */
public final class InwoMind {

    /** Moves that never help a bot that does not bargain: it makes no offers and accepts none. */
    private static final Set<String> NEVER = Set.of("OFFER_TRADE", "ACCEPT_TRADE", "WITHDRAW_TRADE", "SHOW_PLOT",
            "EXPOSE_PLOT", "RETURN_PLOT", "CALL_OFF");

    private InwoMind() {}

    /** A legal move for the awaited seat: the heuristic's, else the quietest move there is. */
    public static JsonNode choose(SeatState s) {
        JsonNode chosen = decide(s);
        return chosen != null ? chosen : quiet(s);
    }

    /** The heuristic's move, or null when it has no opinion. */
    static JsonNode decide(SeatState s) {
        Board b = new Board(s);
        JsonNode window = s.view().path("window");
        if (!window.isMissingNode() && !window.isNull()) return new Responses(b).answer();
        JsonNode choice = s.view().path("choice");
        if (!choice.isMissingNode() && !choice.isNull()) return null;
        return switch (s.view().path("phase").asText()) {
            case "LEAD" -> new Setup(b).lead();
            case "DRAW" -> new Setup(b).draw();
            case "TAKEOVER" -> new Setup(b).takeover();
            case "MAIN" -> new MainPhase(b).act();
            case "DISCARD" -> new Setup(b).discard();
            default -> null;
        };
    }

    /**
     * Pass, end the turn or skip the takeover when the rules offer it; in a choice, STOP or the first option (what
     * silence would play); else the first move that gives nothing away.
     */
    static JsonNode quiet(SeatState s) {
        for (String type : List.of("PASS", "END_TURN", "SKIP_TAKEOVER", "DECLINE_TRADE")) {
            if (s.can(type)) return s.movesOfType(type).getFirst();
        }
        List<JsonNode> choose = s.movesOfType("CHOOSE");
        for (JsonNode m : choose) if ("STOP".equals(m.path("option").asText())) return m;
        if (!choose.isEmpty()) return choose.getFirst();
        for (JsonNode m : s.moves()) if (!NEVER.contains(m.path("type").asText())) return m;
        return s.moves().getFirst();
    }
}
