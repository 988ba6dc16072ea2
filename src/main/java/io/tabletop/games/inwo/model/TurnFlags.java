package io.tabletop.games.inwo.model;

import java.util.List;

/**
 * What the current turn already used: the once-per-turn Illuminati plays, the privileged attack, the groups that
 * failed to enter play from hand (discarded at the end of the turn if still in hand), the first-turn retaliation
 * rights ({@code provoked}: seats that attacked a protected player, who may answer them), and the goals declared
 * this turn ({@code declared}, as the public {@code VictoryDeclared} said them: a Goal card so declared has been shown;
 * kept until the next turn starts, so for good once the game ends in that victory).
 */
public record TurnFlags(boolean illuminatiResource, boolean illuminatiDraw, boolean privileged, List<String> failedFromHand,
                        List<Integer> provoked, List<Declared> declared,
                        @io.tabletop.engine.Nullable Integer seizedFrom) { // last cards I: Seize The Time!'s turn, taken from that seat (null: an ordinary turn)

    public static final TurnFlags NEW = new TurnFlags(false, false, false, List.of(), List.of());

    /** A goal a seat declared victory with: "BASIC", "SPECIAL" or the id of the Goal card it showed. */
    public record Declared(int seat, String goal) {}

    public TurnFlags {
        failedFromHand = List.copyOf(failedFromHand);
        provoked = List.copyOf(provoked);
        declared = declared == null ? List.of() : List.copyOf(declared);
    }

    /** The flags of an ordinary turn (last cards I: not a turn seized by Seize The Time!). */
    public TurnFlags(boolean illuminatiResource, boolean illuminatiDraw, boolean privileged, List<String> failedFromHand,
                     List<Integer> provoked, List<Declared> declared) {
        this(illuminatiResource, illuminatiDraw, privileged, failedFromHand, provoked, declared, null);
    }

    /** Last cards I: whether this turn is one Seize The Time! took (its player draws nothing, plays no Plot). */
    public boolean seized() {
        return seizedFrom != null;
    }

    /** Last cards I: the flags of a turn Seize The Time! took from {@code from}'s turn. */
    public TurnFlags withSeizedFrom(Integer from) {
        return new TurnFlags(illuminatiResource, illuminatiDraw, privileged, failedFromHand, provoked, declared, from);
    }

    /** The flags with nothing declared yet. */
    public TurnFlags(boolean illuminatiResource, boolean illuminatiDraw, boolean privileged, List<String> failedFromHand,
                     List<Integer> provoked) {
        this(illuminatiResource, illuminatiDraw, privileged, failedFromHand, provoked, List.of());
    }

    /** The flags with the goals of a victory declaration ({@code seats} and their {@code goals}, in order). */
    public TurnFlags withDeclared(List<Integer> seats, List<String> goals) {
        List<Declared> d = new java.util.ArrayList<>();
        for (int i = 0; i < seats.size(); i++) d.add(new Declared(seats.get(i), goals.get(i)));
        return new TurnFlags(illuminatiResource, illuminatiDraw, privileged, failedFromHand, provoked, d, seizedFrom);
    }
}
