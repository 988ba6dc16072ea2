package io.tabletop.games.inwo.structure;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.Player;
import java.util.ArrayList;
import java.util.List;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.abilities.Structures;

/**
 * Choosing the arrow a Group is placed on [WDH p.10, p.12: "any open arrow"]: commands that place a Group name it
 * optionally ({@code arrow}); left out, the lowest open arrow is taken, as before.
 */
public final class ArrowChoice {

    private ArrowChoice() {}

    /** The open out-arrows of {@code uid} among its {@code arrows}, ascending. */
    public static List<Integer> open(Player p, String uid, int arrows) {
        boolean[] taken = new boolean[Math.max(arrows, 0)];
        for (Placed c : p.structure()) {
            if (uid.equals(c.master()) && c.arrow() >= 0 && c.arrow() < taken.length) taken[c.arrow()] = true;
        }
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < taken.length; i++) if (!taken[i]) out.add(i);
        return out;
    }

    /** The arrow to place on: the chosen one if open, else a refusal; none chosen: the lowest open one (-1: none). */
    public static int arrow(Player p, String master, int arrows, Integer chosen) {
        if (chosen == null) return Structures.openArrow(p, master, arrows);
        if (chosen < 0 || chosen >= arrows) throw new RuleViolation("INVALID_ARROW", "that group has no arrow " + chosen);
        if (!open(p, master, arrows).contains(chosen)) throw new RuleViolation("NO_OPEN_ARROW", "arrow " + chosen + " is taken");
        return chosen;
    }

    /** The arrow choices a candidate command may carry: none (the lowest) and each open arrow. */
    public static List<Integer> choices(Player p, String master, int arrows) {
        List<Integer> out = new ArrayList<>();
        out.add(null);
        out.addAll(open(p, master, arrows));
        return out;
    }
}
