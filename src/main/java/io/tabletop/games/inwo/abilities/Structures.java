package io.tabletop.games.inwo.abilities;

import io.tabletop.games.inwo.model.Player;
import java.util.ArrayList;
import java.util.List;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Placed;

/** Questions about the shape of one Power Structure: masters, puppets, arrows, depth. */
public final class Structures {

    private Structures() {}

    /** The groups sitting on {@code uid}'s arrows (not its Resources). */
    public static List<Placed> puppets(Player p, String uid) {
        List<Placed> out = new ArrayList<>();
        for (Placed c : p.structure()) if (uid.equals(c.master()) && c.arrow() >= 0) out.add(c);
        return out;
    }

    /** The Resources linked to {@code uid}. */
    public static List<Placed> resources(Player p, String uid) {
        List<Placed> out = new ArrayList<>();
        for (Placed c : p.structure()) if (uid.equals(c.master()) && c.arrow() < 0) out.add(c);
        return out;
    }

    /** The lowest free out-arrow of {@code uid} among its {@code arrows}, or -1. */
    public static int openArrow(Player p, String uid, int arrows) {
        boolean[] taken = new boolean[Math.max(arrows, 0)];
        for (Placed c : p.structure()) {
            if (uid.equals(c.master()) && c.arrow() >= 0 && c.arrow() < taken.length) taken[c.arrow()] = true;
        }
        for (int i = 0; i < taken.length; i++) if (!taken[i]) return i;
        return -1;
    }

    /** 0 for the Illuminati, 1 for its direct puppets, and so on; -1 when not in this structure. */
    public static int depth(Player p, String uid) {
        Placed c = p.placed(uid);
        int d = 0;
        while (c != null && c.master() != null) {
            c = p.placed(c.master());
            d++;
            if (d > 1000) return -1;
        }
        return c == null ? -1 : d;
    }

    /**
     * A Group leaving play by its own player's card, not destroyed (Cast Aside!, Upheaval!): its Resources discarded,
     * its puppets to his hand; null when it is not a Group in play any more.
     */
    public static io.tabletop.games.inwo.model.InwoEvent.GroupSacrificed sacrificed(Player p, String uid) {
        Placed t = p.placed(uid);
        if (t == null || t.illuminati() || t.resource()) return null;
        List<String> resources = new ArrayList<>();
        List<HandCard> toHand = new ArrayList<>();
        for (Placed c : subtree(p, uid)) {
            if (c.uid().equals(uid)) continue;
            if (c.resource() && c.master().equals(uid)) resources.add(c.uid());
            else toHand.add(new HandCard(c.uid(), c.card(), false));
        }
        return new io.tabletop.games.inwo.model.InwoEvent.GroupSacrificed(p.seat(), uid, t.card(), resources, toHand);
    }

    /** {@code uid} and everything below it (puppets, their puppets, and all their Resources), top first. */
    public static List<Placed> subtree(Player p, String uid) {
        List<Placed> out = new ArrayList<>();
        Placed top = p.placed(uid);
        if (top == null) return out;
        out.add(top);
        for (int i = 0; i < out.size(); i++) {
            String u = out.get(i).uid();
            for (Placed c : p.structure()) if (u.equals(c.master())) out.add(c);
        }
        return out;
    }

    /**
     * Whether {@code c} is a Devastated Place or a Group somewhere below one (ruling I2: Devastation reaches down the
     * line while it lasts). Resources are not Groups: only the Place itself among them.
     */
    public static boolean devastatedLine(Player p, Placed c) {
        if (c.devastated()) return true;
        if (c.resource()) return false;
        Placed up = c.master() == null ? null : p.placed(c.master());
        while (up != null) {
            if (up.devastated()) return true;
            up = up.master() == null ? null : p.placed(up.master());
        }
        return false;
    }

    /** Whether {@code below} is {@code above} or somewhere beneath it. */
    public static boolean within(Player p, String above, String below) {
        Placed c = p.placed(below);
        while (c != null) {
            if (c.uid().equals(above)) return true;
            c = c.master() == null ? null : p.placed(c.master());
        }
        return false;
    }

    /** The groups (Illuminati included, Resources not) of the structure. */
    public static List<Placed> groups(Player p) {
        return p.structure().stream().filter(c -> !c.resource()).toList();
    }
}
