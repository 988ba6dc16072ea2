package io.tabletop.games.inwo.cardrules;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.model.Sink;
import io.tabletop.games.inwo.cards.Alignment;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.model.Choice;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.Phase;
import io.tabletop.games.inwo.model.WindowKind;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntPredicate;

/**
 * Orbital Mind Control Lasers [WDH p.15 examples, p.17 Goals]: for its action its player adds, removes or reverses one
 * alignment of a Group in play for the rest of the turn. {@code UseAbilityOn(lasers, group, action = true)} on his own
 * main phase or while he holds priority in an ordinary attack's window (the handbook's examples fire them "before the
 * dice are rolled"); the change is then named as a public {@code MIND_CONTROL} choice: {@code ADD_X} (an alignment the
 * Group lacks, whose opposite it lacks too: no Group holds two opposite alignments), {@code REMOVE_X} (one it has) or
 * {@code REVERSE_X} (one it has with an opposite it lacks). The change is kept on the Group's traits and counts for
 * everything, goals included, until the turn ends.
 */
public final class MindControlLasers {

    private MindControlLasers() {}

    public static final String LASERS = "orbital-mind-control-lasers";

    public static boolean interprets(CardDef card, Effect e) {
        return LASERS.equals(card.id()) && e instanceof Effect.Special;
    }

    /** The turn's changes applied (abilities.CurrentTraits', which every alignment query reads). */
    public static Set<Alignment> applied(Set<Alignment> in, List<String> changes) {
        return io.tabletop.games.inwo.abilities.CurrentTraits.applied(in, changes);
    }

    /** The changes that may be made to a Group of these alignments. */
    static List<String> options(Set<Alignment> has) {
        List<String> out = new ArrayList<>();
        for (Alignment x : Alignment.values()) {
            if (!has.contains(x) && (x.opposite() == null || x.opposite() == x || !has.contains(x.opposite()))) out.add("ADD_" + x);
        }
        for (Alignment x : Alignment.values()) if (has.contains(x)) out.add("REMOVE_" + x);
        for (Alignment x : Alignment.values()) {
            if (has.contains(x) && x.opposite() != null && x.opposite() != x && !has.contains(x.opposite())) out.add("REVERSE_" + x);
        }
        return out;
    }

    public static boolean handles(Player me, InwoCommand.UseAbilityOn x) {
        Placed g = x.group() == null ? null : me.placed(x.group());
        return g != null && LASERS.equals(g.card());
    }

    public static void check(Abilities a, InwoState s, int seat, InwoCommand.UseAbilityOn x, IntPredicate mayTouch) {
        if (!x.action()) throw violation("ACTION_REQUIRED", "the Lasers fire for their action");
        if (s.window() == null) {
            if (s.current() != seat || s.phase() != Phase.MAIN) throw violation("WRONG_PHASE", "on your own main phase");
        } else if (s.window().kind() != WindowKind.ATTACK || s.attack() == null || s.attack().instant()) {
            throw violation("NOT_NOW", "on your main phase or in an attack's window");
        }
        Placed lasers = s.player(seat).placed(x.group());
        if (lasers.tokens() < 1 || a.cannotAct(s, seat, lasers)) throw violation("NO_TOKEN", "the Lasers cannot act");
        int owner = x.target() == null ? -1 : s.ownerOf(x.target());
        Placed t = owner < 0 ? null : s.player(owner).placed(x.target());
        if (t == null || t.illuminati() || t.resource()) throw violation("INVALID_TARGET", "aim the Lasers at a Group in play");
        if (!mayTouch.test(owner)) throw violation("PROTECTED", "that player has not completed his first turn");
        if (a.immuneToAbilities(s, owner, t, lasers, seat)) throw violation("IMMUNE", "the target is immune to that ability");
    }

    /** Their token spent; the player names the change. */
    public static void aim(Abilities a, Sink e, int seat, InwoCommand.UseAbilityOn x) {
        InwoState s = e.state();
        int owner = s.ownerOf(x.target());
        Placed t = s.player(owner).placed(x.target());
        e.emit(new InwoEvent.TokensSpent(seat, List.of(x.group()), "ABILITY"));
        e.emit(new InwoEvent.ChoiceOpened(new Choice(Choice.Kind.MIND_CONTROL, seat, seat, LASERS, owner,
                options(a.alignments(t)), x.target(), null)));
    }

    public static boolean choosing(InwoState s) {
        return s.choice() != null && s.choice().kind() == Choice.Kind.MIND_CONTROL;
    }

    /** The change named: kept on the target's traits for this turn (the caller restarts an open window's passes). */
    public static void change(Sink e, int seat, InwoCommand.Choose x) {
        Choice ch = e.state().choice();
        e.emit(new InwoEvent.ChoiceMade(seat, ch.kind(), x.option()));
        InwoState s = e.state();
        int owner = s.ownerOf(ch.aside());
        if (owner < 0) return;
        var traits = s.player(owner).placed(ch.aside()).traits();
        List<String> changes = new ArrayList<>();
        if (traits.turnAlignments() != null && traits.alignedOnTurn() != null && traits.alignedOnTurn() == s.turn()) {
            changes.addAll(traits.turnAlignments());
        }
        changes.add(x.option());
        e.emit(new InwoEvent.TraitsChanged(ch.aside(), traits.withTurnAlignments(s.turn(), changes)));
    }

    /** The candidate shots: each Lasers of the player's with a token, at each Group in play. */
    public static void candidates(InwoState s, int seat, List<InwoCommand> out) {
        for (Placed g : s.player(seat).structure()) {
            if (!LASERS.equals(g.card()) || g.tokens() < 1) continue;
            for (Player p : s.players()) {
                for (Placed t : p.structure()) {
                    if (!t.illuminati() && !t.resource()) out.add(new InwoCommand.UseAbilityOn(g.uid(), t.uid(), true));
                }
            }
        }
    }

    private static RuleViolation violation(String code, String message) {
        return new RuleViolation(code, message);
    }
}
