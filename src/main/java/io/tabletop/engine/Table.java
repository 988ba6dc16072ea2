package io.tabletop.engine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * A game's whole stream as one decider: the table's own events ({@link TableEvent}) followed by the game's.
 * Seats are taken one by one; taking the last one starts the game in the same batch of events.
 */
public final class Table<S, C, E> {

    public static final String SEED_OPTION = "seed";
    /** The common option of games with reaction windows: seconds of silence that count as PASS. */
    public static final String REACTION_TIMEOUT_OPTION = "reactionTimeoutSeconds";
    public static final int MAX_NAME_LENGTH = 40;

    private final Rules<S, C, E> rules;

    public Table(Rules<S, C, E> rules) {
        CommandFields.verify(rules.type().commandType());
        this.rules = rules;
    }

    public Rules<S, C, E> rules() {
        return rules;
    }

    /** The option specs a creator may set: the game's own plus the common {@code seed}. */
    public List<OptionSpec> optionSpecs() {
        List<OptionSpec> specs = new ArrayList<>(rules.type().options());
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
        return new TableEvent.GameCreated(type.name(), seats, publicOptions.asMap(), seedCommitment, seeded);
    }

    /** Takes a seat (the requested one, or the lowest free one); the last seat also starts the game. */
    public List<Object> takeSeat(TableState<S> state, Integer requested, String name, Rng rng) {
        if (state.started()) throw new RuleViolation("GAME_FULL", "every seat is taken");
        String clean = name == null ? "" : name.strip();
        if (clean.isEmpty() || clean.length() > MAX_NAME_LENGTH || clean.chars().anyMatch(Character::isISOControl)) {
            throw new RuleViolation("INVALID_NAME",
                    "name must be 1 to " + MAX_NAME_LENGTH + " printable characters");
        }
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
        List<Object> events = new ArrayList<>();
        TableEvent.SeatTaken taken = new TableEvent.SeatTaken(seat, clean);
        events.add(taken);
        TableState<S> after = evolve(state, taken);
        if (after.firstFreeSeat() < 0) {
            S initial = rules.setup(new Setup(after.names(), Options.of(after.created().options())));
            events.addAll(rules.start(initial, rng));
        }
        return events;
    }

    /**
     * A seat's command; throws {@link RuleViolation} when the game is not being played, a field is missing or out of
     * its {@link Range}, or the rules refuse it.
     */
    public List<E> move(TableState<S> state, int seat, C command, Rng rng) {
        if (!state.started()) throw new RuleViolation("GAME_NOT_STARTED", "the game starts when every seat is taken");
        if (rules.outcome(state.game()).finished()) throw new RuleViolation("GAME_FINISHED", "the game is over");
        CommandFields.check(command);
        return rules.decide(state.game(), seat, command, rng);
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
        if (event instanceof TableEvent.SeatTaken taken) {
            if (state.started() || !state.isFree(taken.seat()) || taken.name() == null) {
                throw new RuleViolation("INVALID_SEAT", "seat " + taken.seat() + " is not a free seat of this table");
            }
            List<String> names = new ArrayList<>(state.names());
            names.set(taken.seat(), taken.name());
            return new TableState<>(state.created(), names, null, state.version() + 1);
        }
        S game = state.game();
        if (game == null) {
            game = rules.setup(new Setup(state.names(), Options.of(state.created().options())));
        }
        return new TableState<>(state.created(), state.names(), rules.evolve(game, (E) event), state.version() + 1);
    }

    public Status status(TableState<S> state) {
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

    public List<C> legalMoves(TableState<S> state, int seat) {
        return status(state) == Status.ACTIVE ? rules.legalMoves(state.game(), seat) : List.of();
    }

    public Optional<Silence<C>> silence(TableState<S> state) {
        return status(state) == Status.ACTIVE ? rules.silence(state.game()) : Optional.empty();
    }

    /** Redacts one stored event for a viewer; table events are public. */
    @SuppressWarnings("unchecked")
    public Object redact(Object event, Viewer viewer) {
        if (event instanceof TableEvent) return event;
        return rules.redact((E) event, viewer);
    }
}
