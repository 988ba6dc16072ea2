package io.tabletop.games.inwo.cards;

/** Which attacks an attack or defence modifier applies to. Plain attack bonuses never reach instants [WDH p.18]. */
public enum AttackType {
    CONTROL, DESTROY, CONTROL_OR_DESTROY, ASSASSINATION, DISASTER,
    /** Assassinations and Disasters. */
    INSTANT,
    /** Every attack, instants included. */
    ANY;

    /** Whether a modifier for this type applies to an attack of type {@code attack} (one of the first five). */
    public boolean covers(AttackType attack) {
        return switch (this) {
            case ANY -> true;
            case CONTROL_OR_DESTROY -> attack == CONTROL || attack == DESTROY;
            case INSTANT -> attack == ASSASSINATION || attack == DISASTER;
            default -> this == attack;
        };
    }
}
