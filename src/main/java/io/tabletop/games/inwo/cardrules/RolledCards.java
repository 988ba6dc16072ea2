package io.tabletop.games.inwo.cardrules;

import io.tabletop.engine.Rng;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.cards.Alignment;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.model.Sink;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The Special cards ({@link io.tabletop.games.inwo.cards.Effect.Special}) whose value is rolled, as they enter play
 * and at the start of each of their controller's turns (events from the game's seeded Rng):
 * <ul>
 *   <li>OPEC: its Power is two dice less 2; +1 for each of Texas and Multinational Oil Companies its controller
 *       holds (an ordinary StatBonus).</li>
 *   <li>Bill Clinton: one die; he is Liberal until the next roll when it shows 1-3 (the handbook rolls "when it
 *       matters"; once a turn is the engine's reading).</li>
 * </ul>
 */
public final class RolledCards {

    private RolledCards() {}

    public static final String OPEC = "opec";
    public static final String BILL_CLINTON = "bill-clinton";

    // ------------------------------------------------------------------ OPEC and Bill Clinton: rolled each turn

    /** A card whose value is rolled: as it enters play and at each of its controller's turn starts. */
    static boolean rolled(String card) {
        return OPEC.equals(card) || BILL_CLINTON.equals(card);
    }

    /**
     * After a command: rolls (events from the game's seeded Rng) for the rolled cards that entered play unrolled,
     * and, when a turn started, for those of the player whose turn it is.
     */
    public static void settle(Sink e, List<InwoEvent> events, Abilities a, Rng rng) {
        InwoState s = e.state();
        if (s.finished()) return;
        int started = -1;
        for (int i = events.size() - 1; i >= 0; i--) {
            if (events.get(i) instanceof InwoEvent.TurnStarted) {
                started = i;
                break;
            }
        }
        Set<String> done = new HashSet<>();
        if (started >= 0) {
            for (int i = started + 1; i < events.size(); i++) if (events.get(i) instanceof InwoEvent.CardRolled r) done.add(r.uid());
        }
        for (Player p : s.players()) {
            for (Placed c : p.structure()) {
                if (!rolled(c.card()) || a.def(c.card()) == null) continue;
                boolean unrolled = OPEC.equals(c.card()) ? c.power() < 0 : c.alignments() == null;
                boolean turn = started >= 0 && p.seat() == s.current() && !done.contains(c.uid());
                if (unrolled || turn) e.emit(roll(a, p.seat(), c, rng));
            }
        }
    }

    private static InwoEvent.CardRolled roll(Abilities a, int seat, Placed c, Rng rng) {
        if (OPEC.equals(c.card())) {
            int d1 = 1 + rng.nextInt(6);
            int d2 = 1 + rng.nextInt(6);
            return new InwoEvent.CardRolled(seat, c.uid(), c.card(), List.of(d1, d2), d1 + d2 - 2, c.alignments());
        }
        int d = 1 + rng.nextInt(6);
        Set<Alignment> own = EnumSet.noneOf(Alignment.class);
        own.addAll(c.alignments() != null ? c.alignments() : a.def(c.card()).alignments());
        if (d <= 3 && !own.contains(Alignment.CONSERVATIVE)) own.add(Alignment.LIBERAL); // never two opposites
        else own.remove(Alignment.LIBERAL);
        return new InwoEvent.CardRolled(seat, c.uid(), c.card(), List.of(d), c.power(), new ArrayList<>(own));
    }

    /** The state after a roll: the card's Power and alignments as rolled (as they were for a roll that changes neither). */
    public static InwoState evolve(InwoState s, InwoEvent.CardRolled e) {
        int owner = s.ownerOf(e.uid());
        if (owner < 0) return s;
        return s.with(owner, p -> p.update(e.uid(), c -> c.withPower(e.power()).withAlignments(e.alignments())));
    }
}
