package io.tabletop.engine;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The rules of one game as a Decider: pure functions over immutable state, no I/O, no clock, no framework.
 * Randomness arrives only through the {@link Rng} handed to {@link #start} and {@link #decide}; every outcome
 * it produces is written into the returned events, so {@link #evolve} and any replay never need it.
 *
 * @param <S> state (an immutable record)
 * @param <C> commands a seat may send (records under one sealed interface)
 * @param <E> events (records under one sealed interface): facts, not intentions
 */
public interface Rules<S, C, E> {

    /** Name, seat range, options, and the command/event hierarchies (for codecs and docs). */
    GameType<S, C, E> type();

    /**
     * The versions of these rules this build plays, oldest first; the last is the one new games get. Every version a
     * recorded game may carry stays listed: dropping one makes those games unplayable and unauditable here.
     */
    default List<RulesVersion> versions() {
        return List.of(RulesVersion.FIRST);
    }

    /** The version these rules play (the newest of {@link #versions} unless {@link #atVersion} chose another). */
    default int version() {
        return versions().getLast().number();
    }

    /**
     * These rules as {@code version} plays them (one of {@link #versions}), sharing this instance's configuration. A
     * version differs from the one before only where its rules do: the game's code asks {@link #version} there (e.g.
     * {@code if (version >= 2)}), so a fix costs one switch, not a copy of the game.
     */
    default Rules<S, C, E> atVersion(int version) {
        if (version != version()) throw new IllegalArgumentException(type().name() + " has no rules version " + version);
        return this;
    }

    /**
     * Upcasters of this game's stored events whose shape changed, by event name: each turns the data of an event as an
     * older build stored it (JSON as maps, lists, strings, numbers, booleans, nulls) into the data of the current
     * record, and leaves data already in the current shape as it is. Stored events are never rewritten (their hashes
     * cover their text): they are upcast each time they are read.
     */
    default java.util.Map<String, java.util.function.UnaryOperator<java.util.Map<String, Object>>> upcasters() {
        return java.util.Map.of();
    }

    /** Reads the game's data files (called once, before any other method); throws when they are not valid. */
    default void configure(GameData data) {}

    /**
     * Public reference data a front-end needs to draw the game (e.g. the card list), or null. Served with the game
     * types.
     */
    default Object catalogue() {
        return null;
    }

    /**
     * The ready-made decks a seat may bring by id (games played with decks), as a list a front-end can show
     * ({@code [{id, name, illuminati, cards}]}), or null. Served with the game types.
     */
    default Object starterDecks() {
        return null;
    }

    /** Refuses options that are valid alone but not for this many seats (e.g. a first seat beyond the table). */
    default void checkOptions(int seats, Options options) {}

    /**
     * The deck a player brings to a seat, resolved to the card ids it holds (in the order given), or null for a game
     * played without decks. Throws {@link RuleViolation} naming every problem at once (e.g. DECK_REQUIRED,
     * INVALID_DECK). The list is recorded in an event only the seat itself (and, once the game is over, everybody)
     * sees, and reaches {@link #setup} through {@link Setup#decks}.
     */
    default java.util.List<String> deck(SeatDeck requested, Options options) {
        if (requested != null) {
            throw new RuleViolation("DECK_NOT_USED", type().name() + " is played without decks: leave out 'deck'");
        }
        return null;
    }

    /** The state before anything happened: seats named, nothing dealt. */
    S setup(Setup setup);

    /** The opening events (deal, first player) appended when the last seat is taken. */
    List<E> start(S state, Rng rng);

    /** What happens when {@code seat} sends {@code command}; throws {@link RuleViolation} when it is illegal. */
    List<E> decide(S state, int seat, C command, Rng rng);

    /**
     * The service limits this game declares (none by default): bounds on what a seat may send that are not rules of
     * the game, set by the operator and applied by {@link #limit}.
     */
    default List<LimitSpec> limitSpecs() {
        return List.of();
    }

    /**
     * Whether a service limit refuses {@code command}, which {@link #decide} accepts (e.g. too many offers this turn),
     * and why; empty when none does. Not a rule: {@code decide} never asks it, so that the audit and imports, which
     * decide every recorded command again, accept a game whatever limits it was played under. The service asks it for
     * live moves only, and leaves the commands it refuses out of a seat's legal moves ({@link Table#legalMoves}).
     */
    default Optional<RuleViolation> limit(S state, int seat, C command, Limits limits) {
        return Optional.empty();
    }

    /** Applies one event. Total: every event produced by {@link #start} or {@link #decide} is accepted. */
    S evolve(S state, E event);

    /** What {@code viewer} may see of the state. */
    Object view(S state, Viewer viewer);

    /** Every command {@code seat} may send now, each complete; empty when the seat is not awaited. */
    List<C> legalMoves(S state, int seat);

    /** Seats whose input the game is waiting for, in ascending order. */
    List<Integer> awaiting(S state);

    /** What {@code viewer} may see of one event (hidden fields removed). */
    E redact(E event, Viewer viewer);

    /** Whether the game is over and who won. */
    Outcome outcome(S state);

    /**
     * The open reaction window, if any, and what silence means in it: the commands the server applies for the
     * seats that have not answered when the game's reaction timeout expires.
     */
    default Optional<Silence<C>> silence(S state) {
        return Optional.empty();
    }

    /**
     * The seat whose pass in an open reaction window {@code event} records, or empty when it records anything else.
     * A reaction sent against an older version is decided at the head when everything since is other seats' passes
     * ("reactions commute"), so only an event that leaves the window open may say it is a pass: the pass that closes
     * a window comes with the window's outcome, which is no pass.
     */
    default OptionalInt reactionPass(E event) {
        return OptionalInt.empty();
    }

    /**
     * Whether {@code command} passes in a reaction window: the service records passes that wait for the game together
     * with a challenge or block before it, so that the window's first reaction that is not a pass does not turn
     * them all stale.
     */
    default boolean passes(C command) {
        return false;
    }
}
