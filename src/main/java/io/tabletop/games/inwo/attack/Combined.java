package io.tabletop.games.inwo.attack;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.cards.AttackType;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.PlotKind;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Placed;
import java.util.List;
import java.util.function.Consumer;

/**
 * Combined Instant attacks [WDH p.20] (Spasm of Violence: two Assassinations; Combined Disasters: two Disasters, both
 * eligible to strike the target — H20): played with a {@link InwoCommand.CombinedAttack}, the {@code main} Plot is
 * played as usual (its timing, target and Power checked as if alone) and the {@code other}, which must be able to
 * strike the same target, adds its Power against it (a HELPER contribution, like an Assassination's helper). Both
 * Plots and the combining card are discarded; no duplicate Plots in one attack.
 */
public final class Combined {

    private Combined() {}

    public static boolean interprets(CardDef card, Effect e) {
        return e instanceof Effect.Combine c && plays(card);
    }

    public static boolean plays(CardDef card) {
        return card.kind() == CardKind.PLOT && card.plotKind() == PlotKind.PLOT && !card.effects().isEmpty()
                && card.effects().stream().allMatch(e -> e instanceof Effect.Combine c
                && (c.kind() == AttackType.ASSASSINATION || c.kind() == AttackType.DISASTER));
    }

    private static PlotKind kind(CardDef combine) {
        return combine.effects(Effect.Combine.class).getFirst().kind() == AttackType.ASSASSINATION
                ? PlotKind.ASSASSINATION : PlotKind.DISASTER;
    }

    /**
     * Checks the combination; {@code alone} checks a Plot as if played alone on the target (throws when it may not
     * be), {@code instantOn} says whether the Plot is a true Instant attack on the target.
     */
    public static void check(Abilities a, InwoState s, int seat, InwoCommand.CombinedAttack x, Consumer<String> alone,
                             java.util.function.BiPredicate<CardDef, Placed> instantOn) {
        Player me = s.player(seat);
        HandCard combine = x.plot() == null ? null : me.inHand(x.plot());
        HandCard main = x.main() == null ? null : me.inHand(x.main());
        HandCard other = x.other() == null ? null : me.inHand(x.other());
        if (combine == null || main == null || other == null) throw new RuleViolation("NOT_IN_HAND", "those cards are not in your hand");
        CardDef c = a.def(combine.card());
        if (!plays(c)) throw new RuleViolation("NOT_COMBINING", c.name() + " does not combine attacks");
        if (main.uid().equals(other.uid())) throw new RuleViolation("INVALID_COMBINATION", "two different Plots");
        if (main.card().equals(other.card())) throw new RuleViolation("DUPLICATE_PLOT", "no duplicate Plots in one attack");
        CardDef m = a.def(main.card());
        CardDef o = a.def(other.card());
        if (m.plotKind() != kind(c) || o.plotKind() != kind(c)) {
            throw new RuleViolation("INVALID_COMBINATION", c.name() + " combines two " + (kind(c) == PlotKind.ASSASSINATION ? "Assassinations" : "Disasters"));
        }
        alone.accept(x.main());
        alone.accept(x.other()); // both eligible to strike the target
        Placed t = s.player(s.ownerOf(x.target())).placed(x.target());
        if (!instantOn.test(m, t) || !instantOn.test(o, t)) {
            throw new RuleViolation("INVALID_COMBINATION", "only Instant attacks are combined");
        }
    }

    /** Candidates: each combining Plot in hand with each ordered pair of its kind's Plots, on each group in play. */
    public static void candidates(Abilities a, InwoState s, int seat, List<InwoCommand> out) {
        Player me = s.player(seat);
        for (HandCard c : me.hand()) {
            CardDef d = a.def(c.card());
            if (!plays(d)) continue;
            List<HandCard> instants = me.hand().stream().filter(h -> a.def(h.card()).plotKind() == kind(d)).toList();
            if (instants.size() < 2) continue;
            for (HandCard m : instants) {
                for (HandCard o : instants) {
                    if (m == o) continue;
                    for (Player p : s.players()) {
                        for (Placed t : p.structure()) {
                            if (!t.resource() && !t.illuminati()) out.add(new InwoCommand.CombinedAttack(c.uid(), m.uid(), o.uid(), t.uid()));
                        }
                    }
                }
            }
        }
    }
}
