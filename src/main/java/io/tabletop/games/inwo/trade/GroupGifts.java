package io.tabletop.games.inwo.trade;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.abilities.Structures;
import io.tabletop.games.inwo.model.Phase;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import io.tabletop.games.inwo.model.TradeOffer;

/**
 * Giving a Group in play [WDH p.12]: "needs agreement from both and 1 token from either side, in either player's main
 * phase". It is part of an offer ({@code give}: the Group's uid), so the receiver's acceptance is the agreement. The
 * Group goes with its puppets (and Resources) to the lowest open arrow of the receiver's Illuminati, else of his first
 * Group with one; with no open arrow it cannot be given. The token is the Group's own if it has one, else the giver's
 * Illuminati's, else the receiver's Illuminati's.
 */
public final class GroupGifts {

    private GroupGifts() {}

    /** Where the Group lands and who pays: {@code master}, {@code arrow}, {@code payer} (a uid in play). */
    record Placement(String master, int arrow, String payer) {}

    /** Whether the seat's card {@code p} is a Group it could give (not the Illuminati, not a Resource). */
    static boolean group(Placed p) {
        return p != null && !p.illuminati() && !p.resource();
    }

    /** Throws why the Group may not be given to {@code to} now. */
    static void check(Abilities a, InwoState s, TradeOffer o, Placed g) {
        if (s.phase() != Phase.MAIN || s.window() != null || s.current() != o.from() && s.current() != o.to()) {
            throw new RuleViolation("NOT_NOW", "a Group in play is given in the main phase of one of the two, outside windows");
        }
        if (io.tabletop.games.inwo.structure.Reorganizing.closing(s, s.current())) {
            throw new RuleViolation("END_OF_TURN", "the turn is ending: no Group changes hands now");
        }
        placement(a, s, o.from(), o.to(), g);
    }

    static Placement placement(Abilities a, InwoState s, int from, int to, Placed g) {
        Player receiver = s.player(to);
        String master = null;
        int arrow = -1;
        for (Placed m : receiver.structure()) {
            if (m.resource()) continue;
            int open = Structures.openArrow(receiver, m.uid(), arrows(a, m));
            if (open >= 0) {
                master = m.uid();
                arrow = open;
                break; // the Illuminati comes first in a structure
            }
        }
        if (master == null) throw new RuleViolation("NO_OPEN_ARROW", "the other has no open arrow for that Group");
        String payer = g.tokens() > 0 ? g.uid()
                : tokens(s.player(from).root()) ? s.player(from).root().uid()
                : tokens(receiver.root()) ? receiver.root().uid() : null;
        if (payer == null) throw new RuleViolation("NO_TOKEN", "giving a Group costs a token, from it or either Illuminati");
        return new Placement(master, arrow, payer);
    }

    /** The event that moves the Group, its puppets and the token it costs. */
    static InwoEvent.GroupGiven given(Abilities a, InwoState s, int from, int to, String uid) {
        Placed g = s.player(from).placed(uid);
        Placement p = placement(a, s, from, to, g);
        List<String> moved = Structures.subtree(s.player(from), uid).stream().map(Placed::uid).toList();
        return new InwoEvent.GroupGiven(from, to, uid, g.card(), p.master(), p.arrow(), moved, p.payer());
    }

    public static InwoState evolve(InwoState s, InwoEvent.GroupGiven e) {
        Player from = s.player(e.from());
        List<Placed> moved = Structures.subtree(from, e.uid());
        Set<String> ids = new HashSet<>();
        moved.forEach(c -> ids.add(c.uid()));
        InwoState out = s.with(e.from(), p -> p.withStructure(p.structure().stream().filter(c -> !ids.contains(c.uid())).toList()));
        out = out.with(e.to(), p -> {
            List<Placed> st = new ArrayList<>(p.structure());
            for (Placed c : moved) st.add(c.uid().equals(e.uid()) ? c.at(e.master(), e.arrow()) : c);
            return p.withStructure(st);
        });
        int payer = out.ownerOf(e.payer());
        return payer < 0 ? out : out.with(payer, p -> p.update(e.payer(), c -> c.withTokens(c.tokens() - 1)));
    }

    private static boolean tokens(Placed p) {
        return p != null && p.tokens() > 0;
    }

    private static int arrows(Abilities a, Placed p) {
        return p.illuminati() ? 4 : p.traits().arrows() >= 0 ? p.traits().arrows() : a.def(p.card()).arrowsOut();
    }
}
