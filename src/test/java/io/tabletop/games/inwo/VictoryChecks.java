package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.games.inwo.model.InwoEvent.GameEnded;
import io.tabletop.games.inwo.model.InwoEvent.VictoryDeclared;
import io.tabletop.games.inwo.cards.Effect;
import java.util.List;
import io.tabletop.games.inwo.model.InwoState;

/**
 * The {@link RulesOracle}'s checks at each end of turn, from the public view and {@link GoalOracle} [WDH p.15-16]:
 * every seat declared a winner meets the goal it declared, every winner at the game's end meets a goal, and no seat
 * left out (after a knock with no declaration past the first round, beside those declared, beside the winners) meets
 * the Basic Goal or a special goal the oracle decides.
 */
final class VictoryChecks {

    int endsOfTurnChecked;
    int goalsChecked;
    int goalsSkipped;
    /** The last victory declared: which goal each seat declared. */
    private VictoryDeclared declared;

    /** A card in play that lets only some players win: the oracle leaves those positions alone. */
    private static boolean someoneMayNotWin(PublicBoard b) {
        return b.inPlay().stream().flatMap(d -> d.effects(Effect.Restriction.class).stream())
                .anyMatch(r -> r.on() == Effect.Restriction.On.CANNOT_WIN);
    }

    /** A victory declared at the knock's close: each seat's declared goal holds, nobody else meets one. */
    void declared(InwoState s, PublicBoard b, VictoryDeclared v) {
        declared = v;
        assertThat(b.view().basicGoal()).as("the Basic Goal by players").isEqualTo(GoalOracle.basicGoal(s.seats()));
        for (int i = 0; i < v.seats().size(); i++) {
            int seat = v.seats().get(i);
            String goal = v.goals().get(i);
            Boolean holds = switch (goal) {
                case "BASIC" -> GoalOracle.basic(b, seat);
                case "SPECIAL" -> GoalOracle.special(b, seat);
                default -> null; // a Goal card: its text is not in the rules file
            };
            if (holds == null) {
                goalsSkipped++;
                continue;
            }
            assertThat(holds).as("turn %d: seat %d declared %s (%s)", s.turn(), seat, goal, b.structure(seat)).isTrue();
            goalsChecked++;
        }
        if (!someoneMayNotWin(b)) nobodyElseMeetsAGoal(s, b, v.seats(), "declared", false);
    }

    /**
     * Every active seat not in {@code named} meets no goal the oracle decides; for winners ({@code factions}) except a
     * faction of an Illuminati another seat also plays (factions never share a victory [WDH p.13], and a faction-mate's
     * hidden Goal card may be why one was left out).
     */
    private static void nobodyElseMeetsAGoal(InwoState s, PublicBoard b, List<Integer> named, String what, boolean factions) {
        for (int seat = 0; seat < s.seats(); seat++) {
            InwoView.PlayerView p = b.view().players().get(seat);
            if (named.contains(seat) || p.out() || p.structure().isEmpty()) continue;
            String illuminati = p.illuminati();
            boolean faction = factions && b.view().players().stream().filter(q -> q.seat() != p.seat() && !q.out())
                    .anyMatch(q -> q.illuminati().equals(illuminati));
            if (faction) continue;
            assertThat(GoalOracle.basic(b, seat)).as("turn %d: seat %d not %s meets the Basic Goal (%s)", s.turn(), seat, what,
                    p.structure()).isFalse();
            assertThat(GoalOracle.special(b, seat)).as("turn %d: seat %d not %s meets its special goal (%s)", s.turn(), seat,
                    what, p.structure()).isNotEqualTo(Boolean.TRUE);
        }
    }

    /** The game won: each winner meets a goal (or won by a Goal card), no other seat meets one. */
    void won(InwoState s, PublicBoard b, GameEnded g) {
        for (int seat : g.winners()) {
            int i = declared == null ? -1 : declared.seats().indexOf(seat);
            boolean byCard = i >= 0 && !List.of("BASIC", "SPECIAL").contains(declared.goals().get(i));
            Boolean special = GoalOracle.special(b, seat);
            if (byCard && special == null && !GoalOracle.basic(b, seat)) {
                goalsSkipped++;
                continue;
            }
            boolean holds = GoalOracle.basic(b, seat) || Boolean.TRUE.equals(special);
            assertThat(holds || byCard).as("turn %d: winner %d meets a goal (%s)", s.turn(), seat, b.structure(seat)).isTrue();
            goalsChecked++;
        }
        if (!someoneMayNotWin(b)) nobodyElseMeetsAGoal(s, b, g.winners(), "a winner", true);
    }

    /** The knock's window closed with no declaration: past the first round nobody meets a goal the oracle decides. */
    void nobodyDeclared(InwoState s, PublicBoard b) {
        if (s.turn() <= s.seats()) return; // no win in the first round [WDH p.15]
        if (someoneMayNotWin(b)) return;
        nobodyElseMeetsAGoal(s, b, List.of(), "declared", false);
        endsOfTurnChecked++;
    }
}
