package io.tabletop.games.inwo.cardrules;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.Player;

/**
 * George Bush: Conservative at his controller's wish. On his own main phase the controller switches it on or off
 * ({@code UseAbilityOn(bush, null, false)}, free): recorded as the group's alignments (a GroupChanged event), kept
 * until switched again; turning Conservative drops a Liberal a Realign gave him.
 */
public final class GeorgeBush {

    private GeorgeBush() {}

    /** Whether an effect of this card is interpreted here: the Group's own alignment at will. */
    public static boolean interprets(CardDef card, Effect e) {
        return e instanceof Effect.ChangeTraits c && atWill(card, c);
    }

    /** A Group's own alignment at its controller's wish: ChangeTraits SELF adding alignments, for no cost, not for good. */
    static boolean atWill(CardDef card, Effect.ChangeTraits c) {
        return card.kind() == CardKind.GROUP && c.who() == Scope.SELF && c.filter().matchesEverything() && !c.add().isEmpty()
                && c.remove().isEmpty() && !c.reverse() && !c.permanent() && c.addAttributes().isEmpty()
                && c.removeAttributes().isEmpty() && card.effects(Effect.Cost.class).isEmpty();
    }

    private static Effect.ChangeTraits atWill(Abilities a, Placed g) {
        CardDef d = g == null ? null : a.def(g.card());
        if (d == null || g.resource() || g.illuminati()) return null;
        for (Effect.ChangeTraits c : d.effects(Effect.ChangeTraits.class)) if (atWill(d, c)) return c;
        return null;
    }

    /** Whether the command switches a group's own alignment at will (George Bush). */
    public static boolean switchesAlignment(Abilities a, Player me, InwoCommand.UseAbilityOn x) {
        return x.group() != null && !x.action() && atWill(a, me.placed(x.group())) != null;
    }

    /** Checks the switch: on the controller's own main phase, no window open, nothing aimed at. */
    public static void checkSwitch(Abilities a, InwoState s, Player me, InwoCommand.UseAbilityOn x) {
        if (!io.tabletop.games.inwo.turn.Answers.abilityNow(a.version(), s, me.seat())) { // I9: or answering a window
            if (s.window() != null) throw new RuleViolation("WINDOW_OPEN", "answer the open window first");
            throw new RuleViolation("WRONG_PHASE", "on your own main phase");
        }
        if (x.target() != null) throw new RuleViolation("INVALID_TARGET", "the group changes its own alignment: no target");
    }

    /** The group's alignments after the switch: the ability's alignments added (their opposites dropped), or removed. */
    public static InwoEvent.GroupChanged switched(Abilities a, Player me, String uid) {
        Placed g = me.placed(uid);
        Effect.ChangeTraits c = atWill(a, g);
        java.util.Set<io.tabletop.games.inwo.cards.Alignment> al = java.util.EnumSet.noneOf(io.tabletop.games.inwo.cards.Alignment.class);
        al.addAll(g.alignments() != null ? g.alignments() : a.def(g.card()).alignments());
        if (al.containsAll(c.add())) {
            c.add().forEach(al::remove);
        } else {
            for (var x : c.add()) {
                if (x.opposite() != null && x != io.tabletop.games.inwo.cards.Alignment.FANATIC) al.remove(x.opposite());
                al.add(x);
            }
        }
        return new InwoEvent.GroupChanged(g.uid(), g.power(), al.stream().sorted().toList());
    }

    /** Main-phase candidates: a switch for each such group of the seat's. */
    public static void candidates(Abilities a, InwoState s, int seat, java.util.List<InwoCommand> out) {
        for (Placed g : s.player(seat).structure()) {
            if (atWill(a, g) != null) out.add(new InwoCommand.UseAbilityOn(g.uid(), null, false));
        }
    }
}
