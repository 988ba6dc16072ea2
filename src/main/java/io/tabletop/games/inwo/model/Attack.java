package io.tabletop.games.inwo.model;

import io.tabletop.engine.Nullable;
import java.util.List;

/**
 * An announced attack, open until its window closes. {@code by}: the attacking group (its token spent) or, for an
 * Instant attack, null with {@code plot} the Plot card played and {@code instantPower} its Power against the
 * target's Power fixed at declaration ({@code targetPower}). {@code owner}: the seat controlling the target, -1 when
 * it is in the attacker's hand. {@code committed}: a card was played or a token spent since the announcement, so it
 * can no longer be called off.
 */
public record Attack(int attacker, @Nullable String by, String target, String targetCard, int owner, AttackKind type,
                     boolean privileged, @Nullable String plot, @Nullable String plotCard, int instantPower, int targetPower,
                     List<Contribution> contributions, boolean committed) {

    public Attack {
        contributions = List.copyOf(contributions);
    }

    public boolean instant() {
        return plot != null;
    }

    public boolean fromHand() {
        return owner < 0;
    }

    public Attack with(Contribution c) {
        List<Contribution> all = new java.util.ArrayList<>(contributions);
        all.add(c);
        return new Attack(attacker, by, target, targetCard, owner, type, privileged, plot, plotCard, instantPower,
                targetPower, all, true);
    }

    /** The seat defending: the target's controller (the attacker himself when the target is his own). */
    public int defender() {
        return owner < 0 ? attacker : owner;
    }
}
