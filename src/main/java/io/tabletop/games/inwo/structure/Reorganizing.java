package io.tabletop.games.inwo.structure;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.cards.Trigger;
import io.tabletop.games.inwo.abilities.Abilities;
import java.util.ArrayList;
import java.util.List;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.Traits;
import io.tabletop.games.inwo.abilities.Structures;

/**
 * Reorganizing a Power Structure: moving one's Groups without the move's token [WDH p.12], as cards allow. Played as
 * free moves ({@link InwoCommand.Reorganize}), each to the lowest open arrow of the new master, on one's main phase:
 * <ul>
 *   <li>Elders of Zion: its action and an Illuminati action open a reorganization for the rest of the turn.</li>
 *   <li>Reorganization (a Plot; an Illuminati action): the same, when it resolves.</li>
 *   <li>Phone Phreaks: its action moves one Group of its own structure.</li>
 *   <li>Offshore Banks: once on its player's turn, it moves itself.</li>
 *   <li>Bermuda Triangle: at the end of its player's turn, free moves; once one is made, nothing but more moves and
 *   the end of the turn (EndTurn) may follow.</li>
 * </ul>
 * A reorganization is thus a series of moves (each must find an open arrow), not a whole new layout at once.
 */
public final class Reorganizing {

    private Reorganizing() {}

    /** How a free move is granted, by its source {@code by}. */
    public enum Grant {
        /** The structure is being reorganized this turn (Elders of Zion paid, Reorganization resolved): free. */
        REORGANIZING,
        /** Bermuda Triangle's end-of-turn reorganization: free, and closes the turn. */
        END_OF_TURN,
        /** Elders of Zion: its token and the Illuminati's open the reorganization. */
        OPENS,
        /** Phone Phreaks: its token for this move. */
        ACTION,
        /** Offshore Banks: itself, once per turn. */
        SELF
    }

    /** Whether the engine plays this Reorganize effect on this card. */
    public static boolean interprets(CardDef card, Effect.Reorganize r) {
        return switch (card.kind()) {
            case GROUP -> r.when() == Trigger.ACTION && r.who() == Scope.STRUCTURE
                    || r.when() == Trigger.YOUR_TURN && r.who() == Scope.SELF;
            case ILLUMINATI -> r.when() == Trigger.END_OF_TURN && r.who() == Scope.STRUCTURE;
            case PLOT -> oneShot(r);
            default -> false;
        };
    }

    /** A Plot opening a reorganization of its player's structure when it resolves (Reorganization). */
    public static boolean oneShot(Effect.Reorganize r) {
        return r.when() == Trigger.YOUR_TURN && r.who() == Scope.STRUCTURE;
    }

    /** The costs of a Group reorganizing the structure for its action (Elders of Zion: its own and the Illuminati's). */
    public static boolean abilityCost(CardDef card, Effect.Cost c) {
        boolean reorganizes = card.effects(Effect.Reorganize.class).stream()
                .anyMatch(r -> r.when() == Trigger.ACTION && r.who() == Scope.STRUCTURE);
        return reorganizes && c.minPower() == 0 && !c.alternative()
                && (c.kind() == Effect.Cost.Kind.ACTION || c.kind() == Effect.Cost.Kind.ILLUMINATI_ACTION);
    }

    private static boolean has(CardDef d, Trigger when, Scope who) {
        return d.effects(Effect.Reorganize.class).stream().anyMatch(r -> r.when() == when && r.who() == who);
    }

    private static boolean needsIlluminati(CardDef d) {
        return d.effects(Effect.Cost.class).stream().anyMatch(c -> c.kind() == Effect.Cost.Kind.ILLUMINATI_ACTION);
    }

    /** Bermuda Triangle's player has begun his end-of-turn reorganization: only more of it, or the end of the turn. */
    public static boolean closing(InwoState s, int seat) {
        Placed root = s.player(seat).root();
        return s.window() == null && s.current() == seat && root != null && root.traits().closingOnTurn() == s.turn()
                && s.turn() != 0;
    }

    /** The grant for a free move of {@code group} by {@code by} now, or a refusal. */
    public static Grant grant(Abilities a, InwoState s, int seat, Placed group, Placed by) {
        Player me = s.player(seat);
        Placed root = me.root();
        CardDef d = a.def(by.card());
        if (by.illuminati()) {
            if (root.traits().reorganizingOnTurn() == s.turn()) return Grant.REORGANIZING;
            if (has(d, Trigger.END_OF_TURN, Scope.STRUCTURE)) return Grant.END_OF_TURN;
            throw refusal("NOT_REORGANIZING", "your structure is not being reorganized");
        }
        if (closing(s, seat)) throw refusal("END_OF_TURN", "your turn is ending: only your Illuminati's free moves");
        if (has(d, Trigger.ACTION, Scope.STRUCTURE)) {
            if (by.tokens() < 1 || a.cannotAct(s, seat, by)) throw refusal("NO_TOKEN", "that group cannot act");
            if (!needsIlluminati(d)) return Grant.ACTION;
            if (root.traits().reorganizingOnTurn() == s.turn()) {
                throw refusal("REORGANIZING", "your structure is being reorganized: your Illuminati moves it free");
            }
            if (root.tokens() < 1) throw refusal("NO_TOKEN", "it also costs an Illuminati action");
            return Grant.OPENS;
        }
        if (has(d, Trigger.YOUR_TURN, Scope.SELF)) {
            if (!by.uid().equals(group.uid())) throw refusal("INVALID_MOVE", d.name() + " moves only itself");
            if (by.traits().movedFreeOnTurn() == s.turn()) throw refusal("ONCE_PER_TURN", "once per turn");
            return Grant.SELF;
        }
        throw refusal("NO_ABILITY", "that card does not reorganize your structure");
    }

    /** Candidate free moves: every own Group onto every own Group, by every card that may grant one. */
    public static List<InwoCommand> candidates(Abilities a, InwoState s, int seat) {
        Player me = s.player(seat);
        List<Placed> sources = new ArrayList<>();
        for (Placed c : me.structure()) {
            if (c.resource()) continue;
            CardDef d = a.def(c.card());
            if (c.illuminati() ? c.traits().reorganizingOnTurn() == s.turn() || has(d, Trigger.END_OF_TURN, Scope.STRUCTURE)
                    : !d.effects(Effect.Reorganize.class).isEmpty()) sources.add(c);
        }
        List<InwoCommand> out = new ArrayList<>();
        if (sources.isEmpty()) return out;
        List<Placed> groups = Structures.groups(me);
        for (Placed by : sources) {
            for (Placed g : groups) {
                if (g.illuminati()) continue;
                if (!by.illuminati() && has(a.def(by.card()), Trigger.YOUR_TURN, Scope.SELF) && !g.uid().equals(by.uid())) continue;
                for (Placed m : groups) {
                    if (m.uid().equals(g.uid())) continue;
                    int arrows = m.illuminati() ? 4 : m.traits().arrows() >= 0 ? m.traits().arrows() : a.def(m.card()).arrowsOut();
                    for (Integer arrow : ArrowChoice.choices(me, m.uid(), arrows)) out.add(new InwoCommand.Reorganize(g.uid(), m.uid(), by.uid(), arrow));
                }
            }
        }
        return out;
    }

    /** The Plot's effect when it resolves: the structure may be reorganized this turn. */
    public static Traits opened(InwoState s, Placed root) {
        return root.traits().withReorganizingOnTurn(s.turn());
    }

    /** Reorganization is played on its player's own turn ("yt"). */
    public static void checkPlot(InwoState s, int seat, CardDef plot) {
        boolean reorganizes = plot.effects(Effect.Reorganize.class).stream().anyMatch(Reorganizing::oneShot);
        if (reorganizes && (s.current() != seat || s.window() != null)) {
            throw refusal("NOT_NOW", plot.name() + " is played on your own turn");
        }
        if (reorganizes && s.player(seat).root().traits().reorganizingOnTurn() == s.turn()) {
            throw refusal("NO_EFFECT", "your structure is already being reorganized");
        }
    }

    private static RuleViolation refusal(String code, String message) {
        return new RuleViolation(code, message);
    }
}
