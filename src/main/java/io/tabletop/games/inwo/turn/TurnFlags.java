package io.tabletop.games.inwo.turn;

import java.util.List;

/**
 * What the current turn already used: the once-per-turn Illuminati plays, the privileged attack, the groups that
 * failed to enter play from hand (discarded at the end of the turn if still in hand), the first-turn retaliation
 * rights ({@code provoked}: seats that attacked a protected player, who may answer them).
 */
public record TurnFlags(boolean illuminatiResource, boolean illuminatiDraw, boolean privileged, List<String> failedFromHand,
                        List<Integer> provoked) {

    public static final TurnFlags NEW = new TurnFlags(false, false, false, List.of(), List.of());

    public TurnFlags {
        failedFromHand = List.copyOf(failedFromHand);
        provoked = List.copyOf(provoked);
    }
}
