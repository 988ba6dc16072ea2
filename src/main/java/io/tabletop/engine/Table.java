package io.tabletop.engine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A game's whole stream as one decider: the table's own events ({@link TableEvent}) followed by the game's.
 * Seats are taken one by one; taking the last one starts the game in the same batch of events.
 */
public final class Table<S, C, E> {

    public static final String SEED_OPTION = "seed";
    /** The common option of games with reaction windows: seconds of silence that count as PASS. */
    public static final String REACTION_TIMEOUT_OPTION = "reactionTimeoutSeconds";
    /** The common option of every game: seconds an awaited step waits before silence plays its stated move. */
    public static final String TURN_TIMEOUT_OPTION = "turnTimeoutSeconds";
    public static final long MAX_TURN_TIMEOUT_SECONDS = 7 * 86_400;
    /** The common option that makes taking a seat need the invite secret given to the creator. */
    public static final String INVITE_OPTION = "inviteOnly";
    public static final int MAX_NAME_LENGTH = 40;
    /** Why an open game was abandoned: its seats were not all taken within the operator's time limit. */
    public static final String OPEN_TOO_LONG = "OPEN_TOO_LONG";

    private final Rules<S, C, E> rules;
    private final Limits limits;

    /** A table whose service limits are the game's defaults. */
    public Table(Rules<S, C, E> rules) {
        this(rules, Map.of());
    }

    /**
     * A table whose service limits are {@code limitSettings} (by name; the game's defaults for the others). Throws
     * IllegalArgumentException on a limit the game does not declare or a value out of its range.
     */
    public Table(Rules<S, C, E> rules, Map<String, Long> limitSettings) {
        CommandFields.verify(rules.type().commandType());
        this.rules = rules;
        this.limits = Limits.of(rules.limitSpecs(), limitSettings);
    }

    public Rules<S, C, E> rules() {
        return rules;
    }

    /** The service limits this table applies to live moves ({@link #moveLive}, {@link #legalMoves}). */
    public Limits limits() {
        return limits;
    }

    /** The option specs a creator may set: the game's own plus the common ones (turn timeout, invite, seed). */
    public List<OptionSpec> optionSpecs() {
        List<OptionSpec> specs = new ArrayList<>(rules.type().options());
        specs.add(OptionSpec.integer(TURN_TIMEOUT_OPTION, 1, MAX_TURN_TIMEOUT_SECONDS, null,
                "Seconds each awaited step waits; silence then plays the game's stated default move."
                        + " When not given the server sets its default (24 h unless the operator changed it)."));
        specs.add(OptionSpec.flag(INVITE_OPTION,
                "Taking a seat needs the invite secret the creator receives (once) when creating the game."));
        specs.add(OptionSpec.text(SEED_OPTION, 256,
                "Makes the game reproducible (for testing bots and front-ends); the game is then marked seeded."));
        return specs;
    }

    /** The first event of a new stream. {@code options} must already be validated and stripped of the seed. */
    public TableEvent.GameCreated create(int seats, Options publicOptions, String seedCommitment, boolean seeded) {
        GameType<S, C, E> type = rules.type();
        if (seats < type.minSeats() || seats > type.maxSeats()) {
            throw new RuleViolation("INVALID_SEAT_COUNT",
                    type.name() + " is played by " + type.minSeats() + " to " + type.maxSeats() + " seats, not " + seats);
        }
        rules.checkOptions(seats, publicOptions);
        return new TableEvent.GameCreated(type.name(), seats, publicOptions.asMap(), seedCommitment, seeded,
                rules.version());
    }

    /** Takes a seat (the requested one, or the lowest free one); the last seat also starts the game. */
    public List<Object> takeSeat(TableState<S> state, Integer requested, String name, Rng rng) {
        return takeSeat(state, requested, name, null, rng);
    }

    /**
     * Takes a seat bringing {@code deck} (games played with decks: the game resolves and validates it, and it is
     * recorded in a {@link TableEvent.DeckChosen} only the seat sees until the game is over).
     */
    public List<Object> takeSeat(TableState<S> state, Integer requested, String name, SeatDeck deck, Rng rng) {
        if (state.abandoned()) throw new RuleViolation("GAME_ABANDONED", "this game was closed before its seats were taken");
        if (state.started()) throw new RuleViolation("GAME_FULL", "every seat is taken");
        String clean = seatName(name);
        int seat;
        if (requested == null) {
            seat = state.firstFreeSeat();
        } else if (requested < 0 || requested >= state.seats()) {
            throw new RuleViolation("INVALID_SEAT", "seat must be from 0 to " + (state.seats() - 1));
        } else if (!state.isFree(requested)) {
            throw new RuleViolation("SEAT_TAKEN", "seat " + requested + " is taken");
        } else {
            seat = requested;
        }
        List<String> cards = rules.deck(deck, Options.of(state.created().options()));
        List<Object> events = new ArrayList<>();
        TableEvent.SeatTaken taken = new TableEvent.SeatTaken(seat, clean);
        events.add(taken);
        TableState<S> after = evolve(state, taken);
        if (cards != null) {
            TableEvent.DeckChosen chosen = new TableEvent.DeckChosen(seat, cards.size(), cards);
            events.add(chosen);
            after = evolve(after, chosen);
        }
        if (after.firstFreeSeat() < 0) {
            S initial = rules.setup(new Setup(after.names(), Options.of(after.created().options()), after.decks()));
            events.addAll(rules.start(initial, rng));
        }
        return events;
    }

    /**
     * A seat's name as it is recorded (stripped); throws INVALID_NAME unless it is 1 to 40 printable characters. A
     * lone UTF-16 surrogate is not a character: no store keeps it, and every view that showed it would fail.
     */
    public static String seatName(String name) {
        String clean = name == null ? "" : name.strip();
        if (clean.isEmpty() || clean.length() > MAX_NAME_LENGTH || clean.chars().anyMatch(Character::isISOControl)
                || !Text.storable(clean)) {
            throw new RuleViolation("INVALID_NAME",
                    "name must be 1 to " + MAX_NAME_LENGTH + " printable characters");
        }
        return clean;
    }

    /**
     * A seat's command; throws {@link RuleViolation} when the game is not being played, a field is missing or out of
     * its {@link Range}, or the rules refuse it.
     */
    public List<E> move(TableState<S> state, int seat, C command, Rng rng) {
        if (state.abandoned()) throw new RuleViolation("GAME_FINISHED", "the game was abandoned before it started");
        if (!state.started()) throw new RuleViolation("GAME_NOT_STARTED", "the game starts when every seat is taken");
        if (rules.outcome(state.game()).finished()) throw new RuleViolation("GAME_FINISHED", "the game is over");
        CommandFields.check(command);
        return rules.decide(state.game(), seat, command, rng);
    }

    /**
     * A seat's live command, as the service receives it: {@link #move}, then the service limits ({@link Rules#limit}),
     * which refuse it with a {@link RuleViolation} like a rule. The audit and imports fold recorded commands with
     * {@link #move} alone, so a game played under other limits (or before there were any) still verifies.
     */
    public List<E> moveLive(TableState<S> state, int seat, C command, Rng rng) {
        List<E> events = move(state, seat, command, rng);
        Optional<RuleViolation> refused = rules.limit(state.game(), seat, command, limits);
        if (refused.isPresent()) throw refused.get();
        return events;
    }

    /**
     * The table as its first event sets it. The seat count is checked here too (not only in {@link #create}), so
     * that no stream — imported, rebuilt or replayed — allocates per seat for a count the game does not allow.
     */
    public TableState<S> initial(TableEvent.GameCreated created) {
        GameType<S, C, E> type = rules.type();
        if (!type.name().equals(created.type())) {
            throw new RuleViolation("WRONG_GAME_TYPE", "a " + created.type() + " stream is not a " + type.name() + " game");
        }
        if (created.seats() < type.minSeats() || created.seats() > type.maxSeats()) {
            throw new RuleViolation("INVALID_SEAT_COUNT", type.name() + " is played by " + type.minSeats() + " to "
                    + type.maxSeats() + " seats, not " + created.seats());
        }
        if (created.rulesVersion() != rules.version()) {
            throw new RuleViolation("WRONG_RULES_VERSION", "a game of " + type.name() + " rules version "
                    + created.rulesVersion() + " is not played under version " + rules.version());
        }
        return new TableState<>(created, Collections.nCopies(created.seats(), null), null, 1);
    }

    /** Folds one event of the stream (a {@link TableEvent} or one of the game's events). */
    @SuppressWarnings("unchecked")
    public TableState<S> evolve(TableState<S> state, Object event) {
        if (event instanceof TableEvent.GameCreated created) {
            if (state != null) throw new IllegalStateException("GameCreated must be the first event");
            return initial(created);
        }
        if (state == null) throw new IllegalStateException("the first event must be GameCreated");
        if (event instanceof TableEvent.GameAbandoned) return abandoned(state);
        if (event instanceof TableEvent.SeatTokenReissued reissued) {
            if (state.abandoned() || !taken(state, reissued.seat())) {
                throw new RuleViolation("INVALID_SEAT", "seat " + reissued.seat() + " is not a taken seat of this table");
            }
            return new TableState<>(state.created(), state.names(), state.game(), state.version() + 1, false,
                    state.decks());
        }
        if (event instanceof TableEvent.SeatTaken taken) {
            if (state.started() || !state.isFree(taken.seat()) || taken.name() == null) {
                throw new RuleViolation("INVALID_SEAT", "seat " + taken.seat() + " is not a free seat of this table");
            }
            List<String> names = new ArrayList<>(state.names());
            names.set(taken.seat(), taken.name());
            return new TableState<>(state.created(), names, null, state.version() + 1, false, state.decks());
        }
        if (event instanceof TableEvent.DeckChosen chosen) {
            if (state.started() || chosen.seat() < 0 || chosen.seat() >= state.seats()
                    || state.names().get(chosen.seat()) == null) {
                throw new RuleViolation("INVALID_SEAT", "seat " + chosen.seat() + " cannot choose a deck now");
            }
            List<List<String>> decks = new ArrayList<>(state.decks());
            decks.set(chosen.seat(), chosen.cards());
            return new TableState<>(state.created(), state.names(), null, state.version() + 1, false, decks);
        }
        S game = state.game();
        if (game == null) {
            game = rules.setup(new Setup(state.names(), Options.of(state.created().options()), state.decks()));
        }
        return new TableState<>(state.created(), state.names(), rules.evolve(game, (E) event), state.version() + 1,
                false, state.decks());
    }

    /** Who replaced a seat's token: its holder (with the seat's recovery secret), or the creator (a seat it took). */
    public static final String BY_HOLDER = "HOLDER";
    public static final String BY_CREATOR = "CREATOR";

    /**
     * A taken seat's token is replaced (see {@link TableEvent.SeatTokenReissued}); refused once the game is over,
     * when there is nothing left to play or hide.
     */
    public TableEvent.SeatTokenReissued reissueToken(TableState<S> state, int seat, String by) {
        if (!BY_HOLDER.equals(by) && !BY_CREATOR.equals(by)) throw new IllegalArgumentException("by " + by);
        if (status(state) == Status.FINISHED) {
            throw new RuleViolation("GAME_FINISHED", "the game is over: its seats need no token any more");
        }
        if (!taken(state, seat)) throw new RuleViolation("NO_SUCH_SEAT", "seat " + seat + " of this game is not taken");
        return new TableEvent.SeatTokenReissued(seat, by);
    }

    private static boolean taken(TableState<?> state, int seat) {
        return seat >= 0 && seat < state.seats() && state.names().get(seat) != null;
    }

    /** Events that only change who may act for a seat, nothing in the game: the awaited step keeps its deadline. */
    public static boolean accessOnly(Object event) {
        return event instanceof TableEvent.SeatTokenReissued;
    }

    /** Closes a game still open (its seats not all taken in time): over, unplayed, nobody wins. */
    public TableEvent.GameAbandoned abandon(TableState<S> state, long openSeconds) {
        if (state.started() || state.abandoned()) throw new RuleViolation("GAME_NOT_OPEN", "only an open game is abandoned");
        return new TableEvent.GameAbandoned(OPEN_TOO_LONG, openSeconds);
    }

    private TableState<S> abandoned(TableState<S> state) {
        if (state.started() || state.abandoned()) throw new IllegalStateException("only an open game is abandoned");
        return new TableState<>(state.created(), state.names(), null, state.version() + 1, true);
    }

    public Status status(TableState<S> state) {
        if (state.abandoned()) return Status.FINISHED;
        if (!state.started()) return Status.OPEN;
        return rules.outcome(state.game()).finished() ? Status.FINISHED : Status.ACTIVE;
    }

    public List<Integer> awaiting(TableState<S> state) {
        return state.started() && status(state) == Status.ACTIVE ? rules.awaiting(state.game()) : List.of();
    }

    public List<Integer> winners(TableState<S> state) {
        return state.started() ? rules.outcome(state.game()).winners() : List.of();
    }

    /** What a viewer sees; once the game is over everybody sees everything. */
    public Object view(TableState<S> state, Viewer viewer) {
        if (!state.started()) return null;
        return rules.view(state.game(), status(state) == Status.FINISHED ? Viewer.AUDITOR : viewer);
    }

    /** The seat's legal moves, less those a service limit would refuse ({@link #moveLive}). */
    public List<C> legalMoves(TableState<S> state, int seat) {
        if (status(state) != Status.ACTIVE) return List.of();
        List<C> moves = rules.legalMoves(state.game(), seat);
        if (limits.asMap().isEmpty()) return moves;
        S game = state.game();
        List<C> within = new ArrayList<>(moves.size());
        for (C c : moves) if (rules.limit(game, seat, c, limits).isEmpty()) within.add(c);
        return within.size() == moves.size() ? moves : within;
    }

    /** What silence means at the awaited step (nothing while the game is open or over). */
    public Optional<Silence<C>> silence(TableState<S> state) {
        return status(state) == Status.ACTIVE ? rules.silence(state.game()) : Optional.empty();
    }

    /**
     * How long {@code silence} may last before it is applied, or null for ever: a reaction window takes the game's
     * {@code reactionTimeoutSeconds} when it has one, every other step (and a window without it) the turn timeout.
     */
    public Long timeoutSeconds(TableState<S> state, Silence<C> silence) {
        Options options = Options.of(state.created().options());
        Long reaction = silence.reaction() ? options.integer(REACTION_TIMEOUT_OPTION) : null;
        return reaction != null ? reaction : options.integer(TURN_TIMEOUT_OPTION);
    }

    /** The seat whose pass in an open reaction window this stored event records ({@link Rules#reactionPass}). */
    @SuppressWarnings("unchecked")
    public OptionalInt reactionPass(Object event) {
        return event instanceof TableEvent ? OptionalInt.empty() : rules.reactionPass((E) event);
    }

    /** Whether a parsed command passes in a reaction window ({@link Rules#passes}). */
    @SuppressWarnings("unchecked")
    public boolean passes(Object command) {
        return rules.passes((C) command);
    }

    /** Redacts one stored event for a viewer; table events are public but for a deck, which is its seat's alone. */
    @SuppressWarnings("unchecked")
    public Object redact(Object event, Viewer viewer) {
        if (event instanceof TableEvent.DeckChosen d) {
            return viewer.sees(d.seat()) ? d : new TableEvent.DeckChosen(d.seat(), d.size(), null);
        }
        if (event instanceof TableEvent) return event;
        return rules.redact((E) event, viewer);
    }
}
