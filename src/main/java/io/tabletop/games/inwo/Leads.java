package io.tabletop.games.inwo;

import io.tabletop.games.inwo.instructions.StandingInstructions;
import io.tabletop.games.inwo.versions.InwoVersion;
import io.tabletop.engine.Rng;
import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.model.Contribution;
import io.tabletop.games.inwo.attack.Strength;
import io.tabletop.games.inwo.cardflow.CardFlow;
import io.tabletop.games.inwo.cards.Alignment;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.GroupClass;
import io.tabletop.games.inwo.cards.PlotKind;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.interpreter.Interpreted;
import io.tabletop.games.inwo.goals.Goals;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.abilities.Structures;
import io.tabletop.games.inwo.model.Phase;
import io.tabletop.games.inwo.model.Window;
import io.tabletop.games.inwo.model.WindowKind;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static io.tabletop.games.inwo.InwoDecider.violation;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;

/** Setup: each player's lead Group, chosen secretly and revealed together (the first player rolled then). */
final class Leads {

    private final InwoDecider decider;
    private final Abilities a;
    /** The rules version decided under (see {@link InwoVersion} for where versions differ). */
    private final InwoVersion version;

    Leads(InwoDecider decider) {
        this.decider = decider;
        this.a = decider.abilities();
        this.version = a.version();
    }

    /** Setup: the seat has not chosen (or must choose again) and has a Group to choose. */
    boolean needsLead(Player p) {
        return p.lead() == null && p.structure().size() == 1 && hasLeadChoice(p);
    }

    boolean hasLeadChoice(Player p) {
        return p.groupDeck().stream().anyMatch(id -> a.def(id).kind() == CardKind.GROUP);
    }

    void revealLeads(Emitter e, Rng rng) {
        InwoState s = e.state;
        Map<String, Integer> counts = new HashMap<>();
        for (Player p : s.players()) if (p.lead() != null && !p.lead().equals("-")) counts.merge(p.lead(), 1, Integer::sum);
        List<Placement> placed = new ArrayList<>();
        List<Placement> again = new ArrayList<>();
        for (Player p : s.players()) {
            if (p.lead() == null || p.out()) continue;
            Placement pl = new Placement(p.seat(), p.uid(p.serial()), p.lead(), p.root().uid(), 0);
            (counts.get(p.lead()) > 1 ? again : placed).add(pl);
        }
        e.emit(new LeadsRevealed(placed, again));
        if (!decider.awaiting(e.state).isEmpty()) return; // duplicates choose again
        for (Player p : e.state.players()) decider.turns.draw(e, p.seat(), false, InwoDecider.GROUPS_AT_START);
        List<Integer> contenders = new ArrayList<>(e.state.active());
        List<List<Integer>> rolls = new ArrayList<>();
        while (contenders.size() > 1) {
            List<Integer> round = new ArrayList<>();
            int best = -1;
            for (int i = 0; i < s.seats(); i++) {
                int roll = contenders.contains(i) ? 2 + rng.nextInt(6) + rng.nextInt(6) : 0;
                round.add(roll);
                best = Math.max(best, roll);
            }
            rolls.add(round);
            int top = best;
            contenders = contenders.stream().filter(i -> round.get(i) == top).toList();
        }
        int first = contenders.getFirst();
        e.emit(new FirstPlayerRolled(rolls, first));
        e.emit(new TurnStarted(first, 1));
        io.tabletop.games.inwo.cardflow.Draws.turnStarted(e, a); // card flow
    }
}
