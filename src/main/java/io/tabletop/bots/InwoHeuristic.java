package io.tabletop.bots;

import com.fasterxml.jackson.databind.JsonNode;
import io.tabletop.bots.inwo.InwoMind;
import java.util.random.RandomGenerator;

/**
 * INWO, greedily, from the seat's view, its legal moves and the catalogue of {@code GET /api/v1/game-types} only
 * (never a rival's hand or a deck). The decisions live in {@code io.tabletop.bots.inwo}, one file per concept:
 *
 * <ul>
 *   <li>Leads with its strongest Group; draws both cards; takes over the strongest Group of its hand (one its special
 *       goal counts double first), under the master nearest its Illuminati.</li>
 *   <li>Main phase: an Instant attack (Assassination, Disaster) on a rival's group when its chance is fair, the
 *       leader's and a well-connected group's first; then the attack with the best chance (Power, Resistance,
 *       alignments, position, its Illuminati's bonuses, with the aid it could add) times its gain (a rival's group
 *       with its puppets counts most; to destroy only with fair odds of its own); then a Power-up on a weak group;
 *       then a Group card for its Illuminati's token; then a long shot at a rival's group with a token that would
 *       only wait; then the end of the turn.</li>
 *   <li>Its own attack: aids with its groups' tokens (the largest first) while the total is short, then spends a
 *       spare +10 Plot on the attacker (it keeps one for defence).</li>
 *   <li>Attacked: opposes with every token it has, plays hidden agents against, then a +10 Plot on its attacked
 *       group, while the attack can still succeed. The leading rival's attacks, and any that would bring a rival to
 *       the Basic Goal, are opposed too.</li>
 *   <li>Discards Plots it has no use for first, +10 Plots last; passes every other window (whatever its kind);
 *       never trades.</li>
 * </ul>
 */
public final class InwoHeuristic implements Strategy {

    @Override
    public String id() {
        return "INWO_HEURISTIC";
    }

    @Override
    public String game() {
        return "INWO";
    }

    @Override
    public String description() {
        return "Instant attacks on rivals' groups when the odds are fair, attacks to control with the best odds times"
                + " gain (from Power, Resistance, alignments and position in view), aids its attacks and spares +10"
                + " Plots for them, opposes attacks on its groups and the leading rival's, passes otherwise";
    }

    @Override
    public JsonNode choose(SeatState s, RandomGenerator rng) {
        return InwoMind.choose(s);
    }
}
