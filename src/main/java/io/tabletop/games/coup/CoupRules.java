package io.tabletop.games.coup;

import io.tabletop.engine.*;
import io.tabletop.games.coup.CoupEvent.CardsDealt;
import io.tabletop.games.coup.CoupEvent.Hand;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/** Coup, Polish edition, as specified in rules/coup.md: the game's entry point for the platform. */
public final class CoupRules implements Rules<CoupState, CoupCommand, CoupEvent> {

    public static final String VARIANT = "variant";
    public static final String FIRST_SEAT = "firstSeat";
    public static final String REACTION_TIMEOUT = Table.REACTION_TIMEOUT_OPTION;
    public static final String TURN_LIMIT = "turnLimit";
    public static final int DEFAULT_TURN_LIMIT = 500;
    public static final int MAX_TURN_LIMIT = 10_000;
    public static final int MAX_SEATS = 6;
    static final int STARTING_COINS = 2;
    static final int HAND_SIZE = 2;

    private static final GameType<CoupState, CoupCommand, CoupEvent> TYPE = new GameType<>(
            "COUP", "Coup (Polish edition)", 2, MAX_SEATS,
            List.of(
                    OptionSpec.oneOf(VARIANT, Arrays.stream(Variant.values()).map(Enum::name).toList(),
                            Variant.MEDIA.name(), "Which exchange card is in the game: MEDIA or UN."),
                    OptionSpec.integer(FIRST_SEAT, 0, 5, null, "Seat that plays first; random when not given."),
                    OptionSpec.integer(REACTION_TIMEOUT, 1, 86_400, null,
                            "Seconds a reaction window stays open; silence then counts as PASS. No limit when not given."),
                    OptionSpec.integer(TURN_LIMIT, 1, MAX_TURN_LIMIT, (long) DEFAULT_TURN_LIMIT,
                            "Turns the game lasts at most. If several players are still in when the last turn ends, "
                                    + "those with the most hidden influence, then the most coins, share the win.")),
            CoupCommand.class, CoupEvent.class, CoupView.class, CoupState.class);

    /** Coup's rules versions: a fix to the rules is a new one (see {@link io.tabletop.engine.RulesVersion}). */
    @Override
    public java.util.List<io.tabletop.engine.RulesVersion> versions() {
        return java.util.List.of(new io.tabletop.engine.RulesVersion(1,
                "Coup, Polish edition, with the service's decisions on every open point (rules/coup.md)."));
    }

    @Override
    public GameType<CoupState, CoupCommand, CoupEvent> type() {
        return TYPE;
    }

    @Override
    public void checkOptions(int seats, Options options) {
        Long first = options.integer(FIRST_SEAT);
        if (first != null && first >= seats) {
            throw new RuleViolation("INVALID_OPTION", "option 'firstSeat' must be from 0 to " + (seats - 1));
        }
    }

    @Override
    public CoupState setup(Setup setup) {
        Variant variant = Variant.valueOf(setup.options().string(VARIANT));
        List<Player> players = new ArrayList<>();
        for (int seat = 0; seat < setup.seats(); seat++) {
            players.add(new Player(seat, setup.names().get(seat), 0, List.of(), List.of()));
        }
        Long first = setup.options().integer(FIRST_SEAT);
        Long limit = setup.options().integer(TURN_LIMIT);
        return new CoupState(variant, players, CourtDeck.full(variant), first == null ? null : first.intValue(),
                null, List.of(), limit == null ? DEFAULT_TURN_LIMIT : limit.intValue());
    }

    /** Shuffle the court deck, deal two to each seat in turn, choose the first player unless the creator did. */
    @Override
    public List<CoupEvent> start(CoupState state, Rng rng) {
        List<Card> shuffled = rng.shuffle(state.deck().cards());
        int n = state.seats();
        List<Hand> hands = new ArrayList<>();
        for (int seat = 0; seat < n; seat++) {
            List<Card> cards = new ArrayList<>();
            for (int round = 0; round < HAND_SIZE; round++) cards.add(shuffled.get(round * n + seat));
            hands.add(new Hand(seat, HAND_SIZE, Player.sorted(cards)));
        }
        int first = state.firstSeat() != null ? state.firstSeat() : rng.nextInt(n);
        return List.of(new CardsDealt(first, hands, shuffled.size() - HAND_SIZE * n));
    }

    @Override
    public List<CoupEvent> decide(CoupState state, int seat, CoupCommand command, Rng rng) {
        return CoupDecider.decide(state, seat, command, rng);
    }

    @Override
    public CoupState evolve(CoupState state, CoupEvent event) {
        return CoupEvolution.evolve(state, event);
    }

    @Override
    public CoupView view(CoupState state, Viewer viewer) {
        return CoupViews.of(state, viewer);
    }

    @Override
    public List<CoupCommand> legalMoves(CoupState state, int seat) {
        return CoupLegalMoves.of(state, seat);
    }

    @Override
    public List<Integer> awaiting(CoupState s) {
        if (s.finished() || s.turn() == null) return List.of();
        Turn t = s.turn();
        return switch (t.step()) {
            case Step.Declaring d -> List.of(t.actor());
            case Step.Reacting r -> r.pending();
            case Step.AnsweringBlock a -> List.of(t.actor());
            case Step.LosingInfluence l -> List.of(l.seat());
            case Step.Exchanging x -> List.of(t.actor());
            case Step.Showing sh -> List.of(t.target());
            case Step.Deciding dc -> List.of(t.actor());
            case Step.Challenged c -> List.of();
            case Step.Resolving r -> List.of();
            case Step.Ending e -> List.of();
            case Step.Finished f -> List.of();
        };
    }

    @Override
    public CoupEvent redact(CoupEvent event, Viewer viewer) {
        return CoupRedaction.redact(event, viewer);
    }

    @Override
    public Outcome outcome(CoupState state) {
        return state.finished() ? new Outcome(true, state.winners()) : Outcome.PLAYING;
    }

    /** A pass that leaves the window open; the closing pass is followed by the window's outcome in one decision. */
    @Override
    public OptionalInt reactionPass(CoupEvent event) {
        return event instanceof CoupEvent.ReactionPassed p ? OptionalInt.of(p.seat()) : OptionalInt.empty();
    }

    /** PASS, the one answer to a window that leaves the others free to challenge or block. */
    @Override
    public boolean passes(CoupCommand command) {
        return command instanceof CoupCommand.Pass;
    }

    /**
     * What silence plays at each step (rules/coup.md, timeouts): in a reaction window PASS for every seat that has
     * not answered; on your turn USA, or when you must (10 or more coins) SCANDAL against the next player in turn
     * order; a blocked actor ACCEPT_BLOCK; losing influence, REVEAL, and inspected by UN, SHOW, of the first hidden
     * card in card order; after MEDIA/UN drawing, KEEP the hand you had (no exchange); the UN inspector, no forced
     * exchange. Each is decided from public facts and the silent seat's own hand only.
     */
    @Override
    public Optional<Silence<CoupCommand>> silence(CoupState s) {
        if (s.finished() || s.turn() == null) return Optional.empty();
        Turn t = s.turn();
        return Optional.ofNullable(switch (t.step()) {
            case Step.Reacting r -> r.pending().isEmpty() ? null : Silence.reaction("turn-" + t.number(),
                    r.pending().stream().map(seat -> new SeatCommand<CoupCommand>(seat, CoupCommand.PASS)).toList());
            case Step.Declaring d -> Silence.turn(t.actor(), silentDeclaration(s, t.actor()));
            case Step.AnsweringBlock a -> Silence.turn(t.actor(), CoupCommand.ACCEPT_BLOCK);
            case Step.LosingInfluence l -> Silence.turn(l.seat(), new CoupCommand.Reveal(firstHidden(s, l.seat())));
            case Step.Exchanging x -> Silence.turn(t.actor(), new CoupCommand.Keep(s.player(t.actor()).hidden()));
            case Step.Showing sh -> Silence.turn(t.target(), new CoupCommand.Show(firstHidden(s, t.target())));
            case Step.Deciding dc -> Silence.turn(t.actor(), new CoupCommand.ForceExchange(false));
            case Step.Challenged c -> null;
            case Step.Resolving r -> null;
            case Step.Ending e -> null;
            case Step.Finished f -> null;
        });
    }

    private static CoupCommand silentDeclaration(CoupState s, int actor) {
        if (s.player(actor).coins() >= Action.MUST_SCANDAL_AT) {
            return new CoupCommand.Declare(Action.SCANDAL, s.nextInGame(actor), null);
        }
        return new CoupCommand.Declare(Action.USA, null, null);
    }

    /** Hidden cards are kept sorted: the first is the lowest in card order. */
    private static Card firstHidden(CoupState s, int seat) {
        return s.player(seat).hidden().getFirst();
    }
}
