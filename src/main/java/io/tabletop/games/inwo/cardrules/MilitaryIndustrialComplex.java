package io.tabletop.games.inwo.cardrules;

import io.tabletop.games.inwo.abilities.CurrentTraits;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.Effect;

/**
 * Military-Industrial Complex (New World Order, yellow): "Corporate cards also Government (not for Goals)". While it
 * is in play every Corporate Group counts as Government too, keeping Corporate (the card's own effect wins over the
 * rule that no Group holds two opposite alignments): attacks (±4 per identical and per opposite alignment, master
 * alignments), aid and opposition, Plots and abilities that name Government Groups, defence, immunities and legal
 * moves read it through the alignments in play ({@code Abilities.alignments(state, group)}, {@link CurrentTraits#inPlay});
 * goals read the Group's own alignments and do not see it. The NWO is played, replaced and discarded like any other;
 * there is no hook beyond the alignment query.
 */
public final class MilitaryIndustrialComplex {

    private MilitaryIndustrialComplex() {}

    public static final String ID = CurrentTraits.MILITARY_INDUSTRIAL_COMPLEX;

    /** Its card-specific rule (read by the alignment query in play). */
    public static boolean interprets(CardDef card, Effect e) {
        return ID.equals(card.id()) && e instanceof Effect.Special;
    }
}
