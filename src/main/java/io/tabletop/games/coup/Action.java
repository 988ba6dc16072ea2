package io.tabletop.games.coup;

import java.util.List;

/** What the active player declares: the claim it makes, what it costs, and who may block it with what. */
public enum Action {
    USA(null, 0),
    LOCAL_BUSINESS(null, 0),
    SCANDAL(null, 7),
    RUSSIA(Card.RUSSIA, 0),
    PROTEST(Card.PROTEST, 3),
    MEDIA(Card.MEDIA, 0),
    UN(Card.UN, 0),
    POLICE(Card.POLICE, 0);

    /** Coins at the start of a turn from which SCANDAL is the only legal action. */
    public static final int MUST_SCANDAL_AT = 10;

    private final Card claim;
    private final int cost;

    Action(Card claim, int cost) {
        this.claim = claim;
        this.cost = cost;
    }

    /** The card the actor claims to hold, or null for the three actions anybody may take. */
    public Card claim() {
        return claim;
    }

    public int cost() {
        return cost;
    }

    public boolean inVariant(Variant variant) {
        return claim == null || variant.uses(claim);
    }

    /** Whether the action names a target; UN does only in INSPECT mode. */
    public boolean targeted(UnMode mode) {
        return switch (this) {
            case SCANDAL, PROTEST, POLICE -> true;
            case UN -> mode == UnMode.INSPECT;
            default -> false;
        };
    }

    /** Whether anybody other than the actor may block (LOCAL_BUSINESS), as opposed to the target only. */
    public boolean blockableByAnyone() {
        return this == LOCAL_BUSINESS;
    }

    /** The cards a block of this action may claim (empty: unblockable). */
    public List<Card> blockers(Variant variant) {
        return switch (this) {
            case LOCAL_BUSINESS -> List.of(Card.RUSSIA);
            case PROTEST -> List.of(Card.EU);
            case POLICE -> List.of(Card.POLICE, variant.card());
            default -> List.of();
        };
    }

    /** Whether a declaration opens a reaction window at all (USA and SCANDAL open none). */
    public boolean opensWindow() {
        return claim != null || !blockers(Variant.MEDIA).isEmpty();
    }
}
