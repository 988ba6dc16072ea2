package io.tabletop.games.inwo.abilities;

import io.tabletop.games.inwo.cards.Alignment;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.PlotKind;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.cards.Stat;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.LinkedPlot;
import io.tabletop.games.inwo.model.Placed;
import java.util.Set;

/**
 * Good Polls' defence: the Plot, linked to its player's Illuminati with the alignment he named (the link's uid is the
 * Plot's uid, {@code "#"} and the alignment), multiplies the defence of his groups of that alignment. Read by
 * {@link Abilities#defenceMultiplier}, so it sits here; tokens.GoodPolls plays the card.
 */
public final class PollDefence {

    private PollDefence() {}

    /** The defence multiplier for a chosen alignment, or null. */
    public static Effect.StatMultiplier multiplier(CardDef card) {
        if (card.kind() != CardKind.PLOT || card.plotKind() != PlotKind.PLOT || card.effects().size() != 1) return null;
        return card.effects().getFirst() instanceof Effect.StatMultiplier m && m.who() == Scope.STRUCTURE
                && m.when() == Effect.StatMultiplier.Situation.DEFENDING && m.filter().chosenAlignment() ? m : null;
    }

    /** The largest factor of its player's Good Polls for {@code target} of {@code owner}'s defending (1: none). */
    public static int factor(Abilities a, InwoState s, int owner, Placed target, AttackKind kind) {
        if (s.linked().isEmpty() || target == null) return 1;
        Placed root = s.player(owner).root();
        if (root == null) return 1;
        int f = 1;
        for (LinkedPlot lp : s.linked()) {
            if (!lp.group().equals(root.uid()) || lp.seat() != owner) continue;
            Effect.StatMultiplier m = multiplier(a.def(lp.card()));
            if (m == null || !m.on().covers(kind.type())) continue;
            if (m.stat() != Stat.POWER && m.stat() != Stat.RESISTANCE && m.stat() != Stat.POWER_OR_RESISTANCE) continue;
            Alignment chosen = alignment(lp.uid().substring(lp.uid().indexOf('#') + 1));
            if (chosen == null || target.resource() || target.illuminati()) continue;
            if (!m.filter().matches(a.def(target.card()), a.alignments(s, target), a.attributes(target), a.basePower(target), chosen,
                    false, false, Set.of())) continue;
            f = Math.max(f, m.factor());
        }
        return f;
    }

    /** The alignment a target names (Good Polls', Scandal's), or null. */
    public static Alignment alignment(String target) {
        if (target == null) return null;
        for (Alignment al : Alignment.values()) if (al.name().equals(target)) return al;
        return null;
    }
}
