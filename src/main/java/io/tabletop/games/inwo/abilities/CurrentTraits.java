package io.tabletop.games.inwo.abilities;

import io.tabletop.games.inwo.cards.Alignment;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.Traits;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A card's alignments and attributes now, read from its {@link Traits}: lent, changed for good, reversed or changed
 * for the turn, and the immunity a mark gives (a Vampire). {@link Abilities#alignments}/{@link Abilities#attributes}
 * read them here; effects.TraitChanges makes the changes.
 */
public final class CurrentTraits {

    private CurrentTraits() {}

    /** Alignments with those lent added, reversed when reversed this turn (Criminal has no opposite and stays). */
    public static Set<Alignment> alignments(Set<Alignment> own, Traits t) {
        Set<Alignment> out = own.isEmpty() ? EnumSet.noneOf(Alignment.class) : EnumSet.copyOf(own);
        out.addAll(t.borrowed());
        if (t.reversedOnTurn() != 0) {
            Set<Alignment> rev = EnumSet.noneOf(Alignment.class);
            for (Alignment x : out) rev.add(x.opposite() == null ? x : x.opposite());
            out = rev;
        }
        if (t.turnAlignments() != null) out = applied(out, t.turnAlignments()); // last cards C: Orbital Mind Control Lasers
        return out;
    }

    /** Military-Industrial Complex (New World Order, yellow): "Corporate cards also Government (not for Goals)". */
    public static final String MILITARY_INDUSTRIAL_COMPLEX = "military-industrial-complex";

    /**
     * A Group's alignments now, in play: {@code own} (its alignments for goals, see {@link Abilities#alignments(Placed)})
     * with those a New World Order lends — under Military-Industrial Complex a Corporate Group counts as Government too
     * (last cards J). The same set when no such card is in play.
     */
    public static Set<Alignment> inPlay(InwoState s, Set<Alignment> own) {
        if (s == null || s.nwo().isEmpty() || !own.contains(Alignment.CORPORATE) || own.contains(Alignment.GOVERNMENT)
                || !s.nwoInPlay(MILITARY_INDUSTRIAL_COMPLEX)) return own;
        Set<Alignment> out = EnumSet.copyOf(own);
        out.add(Alignment.GOVERNMENT);
        return out;
    }

    /** Attributes printed, plus gained and lent, less lost. */
    public static Set<String> attributes(Set<String> own, Traits t) {
        Set<String> out = new LinkedHashSet<>(own);
        out.addAll(t.gained());
        out.addAll(t.borrowedAttributes());
        t.lost().forEach(out::remove);
        return out;
    }

    /** A Group that may attack Secret Groups and takes their Secret away by doing so (Tabloids). */
    public static boolean unsecreting(CardDef card, Effect.ChangeTraits c) {
        return c.permanent() && c.removeAttributes().equals(List.of("SECRET")) && c.addAttributes().isEmpty()
                && c.add().isEmpty() && !c.reverse() && card.effects(Effect.MayJoin.class).stream()
                .anyMatch(m -> m.mode() == Effect.MayJoin.Mode.ATTACK && m.who() == Scope.SELF);
    }

    /** A Group whose victims, once taken over, carry its mark for good (Vampires: Vampire). */
    public static boolean marking(CardDef card, Effect.ChangeTraits c) {
        return c.permanent() && !c.reverse() && c.add().isEmpty() && c.remove().isEmpty()
                && c.removeAttributes().isEmpty() && c.addAttributes().size() == 1;
    }

    /** The immunity a marking Group gives its marked victims (who TARGET): read by {@link #immuneByMark}. */
    public static boolean interpretsMarkImmunity(CardDef card, Effect.Immunity i) {
        return i.who() == Scope.TARGET && card.kind() == CardKind.GROUP
                && i.to() == Effect.Immunity.To.DESTROY && card.effects(Effect.ChangeTraits.class).stream()
                .anyMatch(c -> c.who() == Scope.TARGET && marking(card, c));
    }

    private static final Map<Object, Map<String, List<Effect.Immunity>>> MARKS = new java.util.concurrent.ConcurrentHashMap<>();

    /** The immunities marks give (mark attribute to immunities), from each catalogue once (never in an attack). */
    private static Map<String, List<Effect.Immunity>> marks(Abilities a) {
        return MARKS.computeIfAbsent(a.catalogue(), k -> {
            Map<String, List<Effect.Immunity>> out = new LinkedHashMap<>();
            for (CardDef d : a.catalogue().all()) {
                for (Effect.ChangeTraits c : d.effects(Effect.ChangeTraits.class)) {
                    if (c.who() != Scope.TARGET || !marking(d, c) || unsecreting(d, c)) continue;
                    for (Effect.Immunity i : d.effects(Effect.Immunity.class)) {
                        if (interpretsMarkImmunity(d, i)) out.computeIfAbsent(c.addAttributes().getFirst(), x -> new ArrayList<>()).add(i);
                    }
                }
            }
            return out;
        });
    }

    /** A marked Group's immunity (a Vampire is destroyed only by Magic) against {@code by}'s {@code kind} attack. */
    public static boolean immuneByMark(Abilities a, InwoState s, Placed target, Placed by, int byOwner, AttackKind kind) {
        if (target.traits().gained().isEmpty() || by == null) return false;
        for (String mark : target.traits().gained()) {
            for (Effect.Immunity i : marks(a).getOrDefault(mark, List.of())) {
                boolean covers = i.to() == Effect.Immunity.To.DESTROY && kind == AttackKind.DESTROY;
                if (covers && a.matches(s, i.from(), by, a.power(s, byOwner, by), false)) return true;
            }
        }
        return false;
    }

    /** The alignments after the changes of this turn, in order. */
    public static Set<Alignment> applied(Set<Alignment> in, List<String> changes) {
        Set<Alignment> out = in.isEmpty() ? EnumSet.noneOf(Alignment.class) : EnumSet.copyOf(in);
        for (String c : changes) {
            int cut = c.indexOf('_');
            Alignment x = Alignment.valueOf(c.substring(cut + 1));
            switch (c.substring(0, cut)) {
                case "ADD" -> out.add(x);
                case "REMOVE" -> out.remove(x);
                case "REVERSE" -> { out.remove(x); out.add(x.opposite()); }
                default -> { }
            }
        }
        return out;
    }
}
