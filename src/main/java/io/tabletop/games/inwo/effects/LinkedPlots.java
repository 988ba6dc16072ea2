package io.tabletop.games.inwo.effects;

import io.tabletop.games.inwo.InwoState;
import io.tabletop.games.inwo.Player;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.PlotKind;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.structure.Placed;

/**
 * Plots linked to a Group [WDH p.14: links to Plots are permanent]: Dictatorship (+2 Power, Violent, on a Nation),
 * Media Connections (Media, Global Power equal to Power), Hidden Influence (Global Power equal to Power), Messiah (+4/+4 and +2/+2 per Church on a Personality; one
 * in play). Played on the player's own main phase on a Group of his, announced and cancellable like other Plots; when
 * it resolves the Plot stays in play, kept in the Group's {@link io.tabletop.games.inwo.structure.Traits#linked}, and
 * its LINKED effects reach that Group ({@link Abilities}' sources; lent traits by {@link TraitChanges#settle}). It
 * moves with the Group and leaves play with it.
 */
public final class LinkedPlots {

    private LinkedPlots() {}

    /**
     * Linked Plots whose printed text says more than the engine plays: Commitment and Never Surrender are played at
     * any time, even mid-attack (the engine links Plots on the main phase only); Celebrity Spokesman links a
     * Personality to an unopposed Organization (neither encoded).
     */
    private static final java.util.Set<String> NOT_LINKED = java.util.Set.of("commitment", "never-surrender", "celebrity-spokesman");

    /** An ordinary Plot whose every effect holds on the Group it is linked to, with a cost the engine takes. */
    public static boolean linked(CardDef card) {
        if (card.kind() != CardKind.PLOT || card.plotKind() != PlotKind.PLOT || NOT_LINKED.contains(card.id())) return false;
        if (!io.tabletop.games.inwo.plots.Costs.payable(card)) return false;
        // Plots whose effects all hold on their group through the common queries are plots.LinkedPlots' (in the view's
        // linked list); these are the ones that also lend traits or limit themselves
        if (io.tabletop.games.inwo.plots.LinkedPlots.linkedPlot(card)) return false;
        int onLinked = 0;
        for (Effect e : card.effects()) {
            switch (e) {
                case Effect.Cost c -> { }
                case Effect.StatBonus b when b.who() == Scope.LINKED && !b.filter().chosenAlignment() -> onLinked++;
                case Effect.SetStat x when x.who() == Scope.LINKED -> onLinked++;
                case Effect.ChangeTraits c when c.who() == Scope.LINKED && !c.reverse() && c.remove().isEmpty()
                        && c.removeAttributes().isEmpty() -> onLinked++;
                case Effect.Restriction r when r.on() == Effect.Restriction.On.ONE_IN_PLAY && r.who() == Scope.SELF -> { }
                default -> {
                    return false;
                }
            }
        }
        return onLinked > 0;
    }

    /** Whether the Plot may be linked to {@code t}: every LINKED effect's filter fits it; one in play if so limited. */
    public static boolean fits(Abilities a, InwoState s, CardDef plot, Placed t) {
        if (t == null || t.illuminati() || t.resource()) return false;
        for (Effect e : plot.effects()) {
            io.tabletop.games.inwo.cards.Filter f = switch (e) {
                case Effect.StatBonus b -> b.filter();
                case Effect.SetStat x -> x.filter();
                case Effect.ChangeTraits c -> c.filter();
                default -> null;
            };
            if (f != null && !a.matches(f, t, a.basePower(t), false)) return false;
        }
        boolean oneInPlay = plot.effects(Effect.Restriction.class).stream().anyMatch(r -> r.on() == Effect.Restriction.On.ONE_IN_PLAY);
        return !oneInPlay || !inPlay(s, plot.id());
    }

    /** Whether a Plot is linked to any Group in play. */
    public static boolean inPlay(InwoState s, String plot) {
        for (Player p : s.players()) for (Placed c : p.structure()) if (c.traits().linked().contains(plot)) return true;
        return false;
    }

    /** The Group's traits with the Plot linked. */
    public static io.tabletop.games.inwo.structure.Traits linking(Placed t, String plot) {
        java.util.List<String> l = new java.util.ArrayList<>(t.traits().linked());
        l.add(plot);
        return t.traits().withLinked(l);
    }
}
