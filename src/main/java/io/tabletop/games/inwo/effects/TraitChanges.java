package io.tabletop.games.inwo.effects;

import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.cards.Alignment;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.Traits;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.abilities.CurrentTraits;

/**
 * ChangeTraits [card texts; WDH p.15 "cards keep their changes until destroyed"]: the alignments and attributes
 * cards change. Every alignment and attribute query reads {@link Abilities#alignments}/{@link Abilities#attributes},
 * which read the card's {@link Traits} through {@link CurrentTraits}, so a change is seen by attacks, filters, goals and views alike.
 *
 * <ul>
 *   <li>Lent while the lender stays in play (PUPPETS: Ross Perot, Saturday Morning Cartoons; MASTER: Manuel
 *   Noriega; ALL_IN_PLAY: Political Correctness, an NWO): {@link #settle} recomputes them after every command and
 *   the decider records each difference as an event, so evolution stays free of card knowledge.</li>
 *   <li>For good, on one target (TARGET): Exposed! (a Plot), Tabloids attacking a Secret Group, a Personality
 *   Vampires takes over (it turns Vampire; only Magic destroys it then).</li>
 *   <li>For the turn: Gay Activists reverse a Group's alignments (cleared by {@link #settle} when the turn ends).</li>
 * </ul>
 */
public final class TraitChanges {

    private TraitChanges() {}

    // reading: abilities.CurrentTraits (every alignment and attribute query reads it)

    // ------------------------------------------------------------------ which effects are played

    /** Whether the engine plays this ChangeTraits effect of this card. */
    public static boolean interprets(CardDef card, Effect.ChangeTraits c) {
        boolean inPlay = card.kind() == CardKind.GROUP || card.kind() == CardKind.RESOURCE;
        if (c.who() == Scope.LINKED) return io.tabletop.games.inwo.plots.LinkedPlots.onTraits(card); // a linked Plot's traits, while linked
        if (lends(c)) {
            return c.who() == Scope.ALL_IN_PLAY ? inPlay || card.plotKind() != null && card.plotKind().newWorldOrder()
                    : inPlay && (c.who() == Scope.PUPPETS || c.who() == Scope.MASTER);
        }
        if (c.who() != Scope.TARGET) return false;
        if (card.kind() == CardKind.PLOT) return oneShot(c); // Exposed!
        if (card.kind() != CardKind.GROUP) return false;
        return c.reverse() && !c.permanent() && c.add().isEmpty() && c.remove().isEmpty() // Gay Activists
                || CurrentTraits.unsecreting(card, c) || CurrentTraits.marking(card, c);
    }

    /** Lends alignments or attributes to the Groups it reaches while the lender is in play. */
    static boolean lends(Effect.ChangeTraits c) {
        return !c.permanent() && !c.reverse() && c.remove().isEmpty() && c.removeAttributes().isEmpty()
                && (!c.add().isEmpty() || !c.addAttributes().isEmpty());
    }

    /** A Plot's change for good of its target's attributes (Exposed! takes Secret away). */
    public static boolean oneShot(Effect.ChangeTraits c) {
        return c.who() == Scope.TARGET && c.permanent() && !c.reverse() && c.add().isEmpty() && c.remove().isEmpty()
                && (!c.addAttributes().isEmpty() || !c.removeAttributes().isEmpty());
    }

    // ------------------------------------------------------------------ lent traits, settled after each command

    /**
     * The lending effects of each card definition, one slot each by the definition's identity (catalogues may differ
     * in tests): asked for every card in play after every command, and a definition's own hash walks all its effects.
     * Racy on purpose: a slot holds one immutable record, and a lost write only costs reading the effects again.
     */
    private static final int LENDING_SLOTS = 4096; // a power of two

    private static final Lending[] LENDING = new Lending[LENDING_SLOTS];

    private record Lending(CardDef def, List<Effect.ChangeTraits> effects) {}

    private static List<Effect.ChangeTraits> lending(Abilities a, String card) {
        CardDef d = a.def(card);
        if (d == null) return List.of();
        int slot = System.identityHashCode(d) & (LENDING_SLOTS - 1);
        Lending kept = LENDING[slot];
        if (kept != null && kept.def() == d) return kept.effects();
        kept = new Lending(d, d.effects(Effect.ChangeTraits.class).stream()
                .filter(c -> lends(c) && interprets(d, c)).toList());
        LENDING[slot] = kept;
        return kept.effects();
    }

    /** One card's traits to record. */
    public record Change(String uid, Traits traits) {}

    /**
     * The traits that differ from what the cards in play now lend (and reversals of a past turn, cleared): each a
     * change for the decider to record. A filter is matched on the card's own traits, so a loan never sustains itself.
     */
    public static List<Change> settle(Abilities a, InwoState s) {
        Map<String, Set<Alignment>> lentAl = new HashMap<>();
        Map<String, Set<String>> lentAt = new HashMap<>();
        for (Player p : s.players()) {
            for (Placed src : p.structure()) {
                for (Effect.ChangeTraits c : lending(a, src.card())) {
                    switch (c.who()) {
                        case PUPPETS -> {
                            for (Placed g : p.structure()) {
                                if (!g.resource() && src.uid().equals(g.master())) lend(a, s, p.seat(), g, c, lentAl, lentAt);
                            }
                        }
                        case MASTER -> {
                            Placed m = src.resource() || src.master() == null ? null : p.placed(src.master());
                            if (m != null && !m.illuminati()) lend(a, s, p.seat(), m, c, lentAl, lentAt);
                        }
                        case ALL_IN_PLAY -> everyGroup(a, s, c, lentAl, lentAt);
                        default -> { }
                    }
                }
            }
        }
        for (String n : s.nwo()) for (Effect.ChangeTraits c : lending(a, n.split(":")[2])) everyGroup(a, s, c, lentAl, lentAt);
        for (Player p : s.players()) {
            for (Placed g : p.structure()) {
                for (String plot : g.traits().linked()) {
                    for (Effect.ChangeTraits c : a.def(plot).effects(Effect.ChangeTraits.class)) {
                        if (c.who() == Scope.LINKED) lend(a, s, p.seat(), g, c, lentAl, lentAt);
                    }
                }
            }
        }
        List<Change> out = new ArrayList<>();
        for (Player p : s.players()) {
            for (Placed g : p.structure()) {
                Traits t = g.traits();
                List<Alignment> al = List.copyOf(new TreeSet<>(lentAl.getOrDefault(g.uid(), Set.of())));
                List<String> at = List.copyOf(new TreeSet<>(lentAt.getOrDefault(g.uid(), Set.of())));
                int reversed = t.reversedOnTurn() == s.turn() ? t.reversedOnTurn() : 0;
                boolean aligned = t.alignedOnTurn() == null || t.alignedOnTurn() == s.turn(); // last cards C: Orbital Mind Control Lasers
                if (al.equals(t.borrowed()) && at.equals(t.borrowedAttributes()) && reversed == t.reversedOnTurn() && aligned) continue;
                Traits next = t.withBorrowed(al, at).withReversedOnTurn(reversed);
                out.add(new Change(g.uid(), canonical(aligned ? next : next.withTurnAlignments(null, null))));
            }
        }
        return out;
    }

    private static void everyGroup(Abilities a, InwoState s, Effect.ChangeTraits c, Map<String, Set<Alignment>> al,
                                   Map<String, Set<String>> at) {
        for (Player q : s.players()) {
            for (Placed g : q.structure()) if (!g.resource() && !g.illuminati()) lend(a, s, q.seat(), g, c, al, at);
        }
    }

    private static void lend(Abilities a, InwoState s, int owner, Placed g, Effect.ChangeTraits c,
                             Map<String, Set<Alignment>> al, Map<String, Set<String>> at) {
        Placed own = g.traits().borrowed().isEmpty() && g.traits().borrowedAttributes().isEmpty() ? g
                : g.withTraits(g.traits().withBorrowed(List.of(), List.of()));
        if (!c.filter().matchesEverything() && !a.matches(s, c.filter(), own, a.power(s, owner, own), false)) return;
        if (!c.add().isEmpty()) al.computeIfAbsent(g.uid(), k -> EnumSet.noneOf(Alignment.class)).addAll(c.add());
        if (!c.addAttributes().isEmpty()) at.computeIfAbsent(g.uid(), k -> new TreeSet<>()).addAll(c.addAttributes());
    }

    /** The printed-traits constant when nothing is changed (a fast path for every query). */
    public static Traits canonical(Traits t) {
        return t.equals(Traits.PRINTED) ? Traits.PRINTED : t;
    }

    // ------------------------------------------------------------------ changes for good

    /** {@code g}'s traits after the attributes of {@code c} are gained and lost for good. */
    public static Traits changedForGood(Placed g, Effect.ChangeTraits c) {
        Set<String> gained = new TreeSet<>(g.traits().gained());
        Set<String> lost = new TreeSet<>(g.traits().lost());
        for (String x : c.addAttributes()) {
            gained.add(x);
            lost.remove(x);
        }
        for (String x : c.removeAttributes()) {
            lost.add(x);
            gained.remove(x);
        }
        return canonical(g.traits().withAttributes(List.copyOf(gained), List.copyOf(lost)));
    }

    /**
     * Tabloids attacking a Secret Group: the traits the target keeps (null: no change). Read when the attack is
     * announced: the attack itself exposes it.
     */
    public static Traits unsecretedBy(Abilities a, Placed by, Placed target) {
        if (by == null || target == null) return null;
        CardDef d = a.def(by.card());
        for (Effect.ChangeTraits c : d.effects(Effect.ChangeTraits.class)) {
            if (c.who() == Scope.TARGET && CurrentTraits.unsecreting(d, c) && a.matches(c.filter(), target, a.basePower(target), false)) {
                return changedForGood(target, c);
            }
        }
        return null;
    }

    /** Vampires taking over a Personality: the traits it has then (null: no change). */
    public static Traits markedBy(Abilities a, Placed by, Placed target) {
        if (by == null || target == null) return null;
        CardDef d = a.def(by.card());
        for (Effect.ChangeTraits c : d.effects(Effect.ChangeTraits.class)) {
            if (c.who() == Scope.TARGET && CurrentTraits.marking(d, c) && !CurrentTraits.unsecreting(d, c)
                    && a.matches(c.filter(), target, a.basePower(target), false)) {
                return changedForGood(target, c);
            }
        }
        return null;
    }

    /** Gay Activists: the target's traits reversed for this turn. */
    public static Traits reversed(InwoState s, Placed target) {
        return target.traits().withReversedOnTurn(s.turn());
    }

    /** A Group whose ability reverses a target's alignments for the turn (Gay Activists). */
    public static boolean reverses(CardDef card) {
        return card != null && card.kind() == CardKind.GROUP && card.effects(Effect.ChangeTraits.class).stream()
                .anyMatch(c -> c.who() == Scope.TARGET && c.reverse() && !c.permanent());
    }

    /** The cost of an ability of this family the engine plays: Gay Activists' action. */
    public static boolean abilityCost(CardDef card, Effect.Cost c) {
        return reverses(card) && c.kind() == Effect.Cost.Kind.ACTION && c.minPower() == 0 && !c.alternative();
    }
}
