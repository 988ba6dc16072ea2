package io.tabletop.games.inwo.cardrules;

import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.cards.Alignment;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.Placed;
import java.util.ArrayList;
import java.util.List;

/**
 * The Libertarians: "if the Libertarians are involved in an attack to take control of any group away from a
 * Government group, double the [Power]; if the Libertarians ever take control of a Nation, their Power becomes equal
 * to that of the Nation." Read as: when they lead an attack to control a Group in play whose master is a Government
 * Group (not an Illuminati, which has no alignment), their Power counts double (a multiplier: the largest one applies,
 * as always); when an attack to control they lead takes a Nation, their Power becomes the Nation's Power (printed, or
 * the value it was set to) for good, as a Power-up sets it (a later Nation taken sets it again, higher or lower).
 * The doubling is read by the ability queries ({@code abilities.CardFigures}).
 */
public final class Libertarians {

    private Libertarians() {}

    public static final String LIBERTARIANS = io.tabletop.games.inwo.abilities.CardFigures.LIBERTARIANS;

    public static boolean interprets(CardDef card, Effect e) {
        return LIBERTARIANS.equals(card.id()) && e instanceof Effect.Special;
    }

    private static boolean is(Abilities a, Placed c) {
        return c != null && LIBERTARIANS.equals(c.card()) && a.def(LIBERTARIANS) != null;
    }

    /** After the Libertarians ({@code by}) took {@code taken}: their Power set to a Nation's, or null. */
    public static InwoEvent.GroupChanged took(Abilities a, InwoState s, int seat, String by, String taken) {
        Placed lib = s.player(seat).placed(by);
        Placed nation = s.player(seat).placed(taken);
        if (!is(a, lib) || nation == null || !a.attributes(nation).contains("NATION")) return null;
        List<Alignment> al = new ArrayList<>(a.alignments(lib));
        al.sort(null);
        return new InwoEvent.GroupChanged(lib.uid(), a.basePower(nation), al);
    }
}
