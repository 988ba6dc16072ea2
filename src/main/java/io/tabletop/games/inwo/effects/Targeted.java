package io.tabletop.games.inwo.effects;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.cards.Stat;
import io.tabletop.games.inwo.cards.Trigger;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Placed;
import java.util.List;
import io.tabletop.games.inwo.abilities.Abilities;

/**
 * Effects aimed at one group that are no attack modifier. Abilities giving a token, used on their player's main
 * phase with {@link InwoCommand.GiveToken}: NASA gives its own token to one of your Government groups; Center for
 * Weird Studies gives one to a group of yours that spent its token, for a Plot discarded from hand. The receiving
 * group has no token (one token a group, as the turn gives), can act, and was not captured this turn. One-shot Plots
 * aimed at a group (announced, cancellable, resolved on the target if it still fits): Blitzkrieg gives a token to a
 * group you took this turn; Angst sets a Place's or Organization's Power to 1 for good (like a Power-up).
 */
public final class Targeted {

    private Targeted() {}

    // ------------------------------------------------------------------ giving a token

    /** A card's ability to give a token to a group of its player's (Tokens TARGET, +n), or null. */
    public static Effect.Tokens giveAbility(CardDef d) {
        if (d == null || d.kind() == CardKind.PLOT) return null;
        for (Effect.Tokens t : d.effects(Effect.Tokens.class)) {
            if (t.who() == Scope.TARGET && t.count() > 0 && t.perEach() == null
                    && (t.when() == Trigger.ALWAYS || t.when() == Trigger.YOUR_TURN) && costsKnown(d)) return t;
        }
        return null;
    }

    private static boolean costsKnown(CardDef d) {
        return d.effects(Effect.Cost.class).stream().allMatch(c -> !c.alternative() && c.minPower() == 0 && c.actor().matchesEverything()
                && (c.kind() == Effect.Cost.Kind.ACTION || c.kind() == Effect.Cost.Kind.DISCARD_FROM_HAND));
    }

    private static boolean costs(CardDef d, Effect.Cost.Kind kind) {
        return d.effects(Effect.Cost.class).stream().anyMatch(c -> c.kind() == kind);
    }

    /** Interpreted: a token-giving ability of a card in play and its costs; the one-shot effects below on a Plot. */
    public static boolean interprets(CardDef card, Effect e) {
        if (card.kind() == CardKind.PLOT) return false; // Plots: see oneShotEffect (read through Interpreted.oneShot)
        if (giveAbility(card) == null) return false;
        return e instanceof Effect.Tokens t && t == giveAbility(card) || e instanceof Effect.Cost;
    }

    /** Checks {@code seat} using {@code x}; throws when it may not. */
    public static void check(Abilities a, InwoState s, int seat, InwoCommand.GiveToken x) {
        Player me = s.player(seat);
        Placed giver = x.card() == null ? null : me.placed(x.card());
        if (giver == null) throw new RuleViolation("NOT_YOURS", "that card is not in your structure");
        CardDef d = a.def(giver.card());
        Effect.Tokens ability = giveAbility(d);
        if (ability == null) throw new RuleViolation("NO_ABILITY", "that card gives no token");
        Placed to = x.to() == null ? null : me.placed(x.to());
        if (to == null || to.resource() || to.uid().equals(giver.uid())) throw new RuleViolation("INVALID_TARGET", "a token goes to another group of yours");
        if (!a.matches(s, ability.filter(), to, a.basePower(to), false)) throw new RuleViolation("INVALID_TARGET", d.name() + " does not give to that group");
        if (to.tokens() > 0) throw new RuleViolation("HAS_TOKEN", "that group has its token");
        if (to.fresh() || to.devastated() || a.cannotAct(s, seat, to)
                || a.version().devastationReachesDown() && io.tabletop.games.inwo.abilities.Structures.devastatedLine(me, to)) { // I2
            throw new RuleViolation("CANNOT_ACT", "that group gets no token now");
        }
        if (costs(d, Effect.Cost.Kind.ACTION) && (giver.tokens() < 1 || !giver.resource() && a.cannotAct(s, seat, giver))) {
            throw new RuleViolation("NO_TOKEN", d.name() + " has no token to give");
        }
        boolean discard = costs(d, Effect.Cost.Kind.DISCARD_FROM_HAND);
        if (discard != (x.discard() != null)) {
            throw new RuleViolation(discard ? "CANNOT_PAY" : "INVALID_DISCARD", discard ? "discard a Plot from your hand" : "nothing to discard");
        }
        if (discard) {
            HandCard h = me.inHand(x.discard());
            if (h == null || a.def(h.card()).kind() != CardKind.PLOT) throw new RuleViolation("CANNOT_PAY", "discard a Plot from your hand");
        }
    }

    /** The seat's candidate uses: every giver, receiver and Plot to discard. */
    public static void candidates(Abilities a, Player me, List<InwoCommand> out) {
        for (Placed giver : me.structure()) {
            CardDef d = a.def(giver.card());
            if (giveAbility(d) == null) continue;
            boolean discard = costs(d, Effect.Cost.Kind.DISCARD_FROM_HAND);
            for (Placed to : me.structure()) {
                if (to.resource() || to.tokens() > 0) continue;
                if (!discard) {
                    out.add(new InwoCommand.GiveToken(giver.uid(), to.uid(), null));
                    continue;
                }
                java.util.Set<String> seen = new java.util.HashSet<>();
                for (HandCard h : me.hand()) {
                    if (a.def(h.card()).kind() == CardKind.PLOT && seen.add(h.card())) out.add(new InwoCommand.GiveToken(giver.uid(), to.uid(), h.uid()));
                }
            }
        }
    }

    /** Whether using it spends the giver's own token (NASA) rather than a card from hand. */
    public static boolean spendsToken(Abilities a, Placed giver) {
        return costs(a.def(giver.card()), Effect.Cost.Kind.ACTION);
    }

    // ------------------------------------------------------------------ one-shot Plots aimed at a group

    /**
     * One-shot effects on the Plot's target: a token for it (Blitzkrieg), its Power set (Angst); at the end of your
     * turn, every Group of a rival (named by his Illuminati) and of yours loses its tokens (Reach Out).
     */
    public static boolean oneShotEffect(Effect e) {
        return switch (e) {
            case Effect.Tokens t when t.when() == Trigger.END_OF_TURN -> t.count() < 0 && t.perEach() == null
                    && t.filter().matchesEverything() && (t.who() == Scope.RIVAL || t.who() == Scope.STRUCTURE);
            case Effect.Tokens t -> t.who() == Scope.TARGET && t.count() > 0 && t.when() == Trigger.ALWAYS && t.perEach() == null
                    && !t.filter().chosenAlignment();
            case Effect.SetStat x -> x.who() == Scope.TARGET && x.stat() == Stat.POWER && x.copyOf() == null && x.value() > 0;
            default -> false;
        };
    }

    /** Whether the one-shot effect is aimed at the Plot's target (Reach Out's own Groups are not). */
    public static boolean aimed(Effect e) {
        return oneShotEffect(e) && !(e instanceof Effect.Tokens t && t.who() == Scope.STRUCTURE);
    }

    /** A Plot played at the end of its player's turn: on his own main phase only (Reach Out). */
    public static boolean endOfTurn(CardDef d) {
        return d.effects(Effect.Tokens.class).stream().anyMatch(t -> t.when() == Trigger.END_OF_TURN && oneShotEffect(t));
    }

    /** The Groups (not the Illuminati) of a structure that lose their tokens, one uid per token. */
    public static List<String> allTokens(Player p) {
        List<String> out = new java.util.ArrayList<>();
        for (Placed g : p.structure()) {
            if (g.resource() || g.illuminati()) continue;
            for (int i = 0; i < g.tokens(); i++) out.add(g.uid());
        }
        return out;
    }

    /** Whether the one-shot effect fits {@code t} of {@code owner}: a group of yours taken this turn; a group matching. */
    public static boolean fits(Abilities a, InwoState s, int seat, Effect e, int owner, Placed t) {
        if (e instanceof Effect.Tokens k && k.who() == Scope.RIVAL) return owner != seat && t.illuminati(); // names the rival
        if (t.resource() || t.illuminati()) return false;
        return switch (e) {
            case Effect.Tokens k -> owner == seat && t.fresh() && t.tokens() < 1 && a.matches(s, k.filter(), t, a.basePower(t), false);
            case Effect.SetStat x -> a.matches(s, x.filter(), t, a.basePower(t), false) && a.basePower(t) != x.value();
            default -> false;
        };
    }
}
