package io.tabletop.games.inwo.tokens;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.model.Sink;
import io.tabletop.games.inwo.cards.Alignment;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.PlotKind;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.cards.Stat;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.LinkedPlot;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.WindowKind;
import java.util.List;
import java.util.Set;

/**
 * A Plot multiplying the defence of its player's groups of an alignment he names, until his next turn (Good Polls:
 * Power and Resistance x3 on defence). Played any time he may act: announced when nothing is open (its target is the
 * alignment's name, e.g. {@code "LIBERAL"}), or during an attack window at once. It then stays in play linked to his
 * Illuminati (the link's uid is the Plot's uid and {@code "#"} and the alignment) and leaves play as his next turn
 * begins ({@link InwoEvent.PlotExpired}).
 */
public final class GoodPolls {

    private GoodPolls() {}

    /** The defence multiplier for a chosen alignment, or null (abilities.PollDefence's: the defence queries read it). */
    public static Effect.StatMultiplier multiplier(CardDef card) {
        return io.tabletop.games.inwo.abilities.PollDefence.multiplier(card);
    }

    public static boolean polls(CardDef card) {
        return multiplier(card) != null;
    }

    public static void check(InwoState s, int seat, String target, String helper, boolean announce) {
        boolean inAttack = s.attack() != null && s.plot() == null && s.window() != null && s.window().kind() == WindowKind.ATTACK;
        if (!announce && !inAttack) throw new RuleViolation("NOT_NOW", "not during another Plot");
        if (RivalTokens.alignment(target) == null) throw new RuleViolation("INVALID_TARGET", "name an alignment (e.g. LIBERAL) as its target");
        if (helper != null) throw new RuleViolation("INVALID_HELPER", "it costs no action");
        if (s.player(seat).root() == null) throw new RuleViolation("NOT_NOW", "no Illuminati");
    }

    /** Played during an attack: in play at once. */
    public static void playNow(Sink e, int seat, HandCard card, String target) {
        e.emit(new InwoEvent.PlotPlayed(seat, card.uid(), card.card(), target, true));
        link(e, seat, card.uid(), card.card(), target);
    }

    /** Linked to its player's Illuminati with the alignment it names; whether it stays in play. */
    public static boolean link(Sink e, int seat, String uid, String card, String target) {
        Placed root = e.state().player(seat).root();
        if (root == null || RivalTokens.alignment(target) == null) return false;
        e.emit(new InwoEvent.PlotLinked(seat, uid + "#" + target, card, root.uid()));
        return true;
    }

    /** The largest factor of its player's Good Polls (abilities.PollDefence's: {@code Abilities.defenceMultiplier} reads it). */
    public static int factor(Abilities a, InwoState s, int owner, Placed target, AttackKind kind) {
        return io.tabletop.games.inwo.abilities.PollDefence.factor(a, s, owner, target, kind);
    }

    /** As {@code seat}'s turn ends: the Good Polls of the player whose turn begins next leave play. */
    public static void expire(Sink e, Abilities a, int seat) {
        InwoState s = e.state();
        int next = s.next(seat);
        for (LinkedPlot lp : List.copyOf(s.linked())) {
            if (lp.seat() == next && polls(a.def(lp.card()))) e.emit(new InwoEvent.PlotExpired(lp.seat(), lp.uid(), lp.card(), lp.group()));
        }
    }

    /** Candidates in an attack window: the Plot naming each alignment. */
    public static void windowCandidates(Abilities a, InwoState s, int seat, List<InwoCommand> out) {
        for (HandCard h : s.player(seat).hand()) {
            if (!polls(a.def(h.card()))) continue;
            for (Alignment al : Alignment.values()) out.add(new InwoCommand.PlayPlot(h.uid(), al.name(), null));
        }
    }

    public static List<String> targets(CardDef card) {
        if (!polls(card)) return List.of();
        return java.util.Arrays.stream(Alignment.values()).map(Alignment::name).toList();
    }
}
