package io.tabletop.games.coup;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.tabletop.engine.Rng;
import io.tabletop.engine.RuleViolation;
import io.tabletop.engine.SeededRng;
import io.tabletop.engine.Viewer;
import io.tabletop.games.coup.CoupCommand.*;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Given/when/then for Coup rules: builds a {@link CoupState} directly (hands, coins, deck, variant, whose turn),
 * sends commands through {@link CoupRules#decide}, folds the returned events with {@link CoupRules#evolve}, and
 * exposes the last batch of events and the resulting state, view, legal moves and awaiting seats.
 *
 * <p>Every accepted command is also checked against {@link CoupRules#legalMoves} (it must be listed), every
 * refused one must not be listed, and after every batch the cards (hands, revealed, deck, the card set aside,
 * the cards drawn in an exchange) are the same multiset as at the start and no one has negative coins.
 */
final class CoupScenario {

    static final CoupRules RULES = new CoupRules();

    private CoupState state;
    private final Rng rng;
    private final Map<Card, Integer> cardsAtStart;
    private List<CoupEvent> last = List.of();
    private final List<CoupEvent> history = new ArrayList<>();

    private CoupScenario(CoupState state, Rng rng) {
        this.state = state;
        this.rng = rng;
        this.cardsAtStart = census(state);
    }

    // --- given ----------------------------------------------------------------------------------------------

    static Builder given() {
        return new Builder();
    }

    /** From any state (e.g. one dealt by {@link CoupRules#start}). */
    static CoupScenario from(CoupState state, Rng rng) {
        return new CoupScenario(state, rng);
    }

    static final class Builder {
        private Variant variant = Variant.MEDIA;
        private final List<Player> players = new ArrayList<>();
        private List<Card> deck;
        private Integer actor;
        private Rng rng;

        Builder variant(Variant v) {
            this.variant = v;
            return this;
        }

        /** The next seat: its coins and hidden cards (nothing revealed). */
        Builder player(int coins, Card... hidden) {
            return player(coins, List.of(hidden), List.of());
        }

        /** The next seat, with cards already face up. */
        Builder player(int coins, List<Card> hidden, List<Card> revealed) {
            int seat = players.size();
            players.add(new Player(seat, "p" + seat, coins, hidden, revealed));
            return this;
        }

        /** The next seat, out of the game: both cards face up, no coins. */
        Builder eliminated(Card first, Card second) {
            return player(0, List.of(), List.of(first, second));
        }

        /** The court deck exactly (default: the variant's 15 cards minus every card dealt). */
        Builder deck(Card... cards) {
            this.deck = List.of(cards);
            return this;
        }

        /** Whose turn it is (step DECLARE); default seat 0. */
        Builder turn(int seat) {
            this.actor = seat;
            return this;
        }

        /** Scripted chance: {@code nextInt} answers these values in order, then 0. */
        Builder rng(int... values) {
            this.rng = new ScriptedRng(values);
            return this;
        }

        Builder rng(Rng r) {
            this.rng = r;
            return this;
        }

        CoupScenario build() {
            int seat = actor == null ? 0 : actor;
            CourtDeck court;
            if (deck != null) {
                court = new CourtDeck(deck);
            } else {
                List<Card> dealt = new ArrayList<>();
                players.forEach(p -> {
                    dealt.addAll(p.hidden());
                    dealt.addAll(p.revealed());
                });
                court = CourtDeck.full(variant).without(dealt);
            }
            CoupState s = new CoupState(variant, players, court, seat, Turn.start(1, seat), List.of(),
                    CoupRules.DEFAULT_TURN_LIMIT);
            return new CoupScenario(s, rng == null ? new SeededRng("scenario", 1) : rng);
        }
    }

    /** An Rng that answers scripted values (checked against the bound), then 0; it counts its calls. */
    static final class ScriptedRng implements Rng {
        private final Deque<Integer> values = new ArrayDeque<>();
        final List<Integer> bounds = new ArrayList<>();

        ScriptedRng(int... values) {
            Arrays.stream(values).forEach(this.values::add);
        }

        @Override
        public int nextInt(int bound) {
            bounds.add(bound);
            int v = values.isEmpty() ? 0 : values.poll();
            if (v < 0 || v >= bound) throw new IllegalStateException("scripted " + v + " outside [0, " + bound + ")");
            return v;
        }
    }

    // --- when -----------------------------------------------------------------------------------------------

    /** {@code seat} sends {@code command}; it must be accepted (and listed by legalMoves). */
    CoupScenario when(int seat, CoupCommand command) {
        List<CoupCommand> legal = RULES.legalMoves(state, seat);
        List<CoupEvent> out;
        try {
            out = RULES.decide(state, seat, command, rng);
        } catch (RuleViolation v) {
            throw new AssertionError("seat " + seat + " " + command + " refused: " + v.code() + " " + v.getMessage()
                    + "\nstate: " + state, v);
        }
        assertThat(legal).as("legalMoves of seat %d lists the accepted %s", seat, command)
                .contains(normalized(command));
        apply(out);
        return this;
    }

    /** Every seat still pending in the reaction window passes, lowest first; {@link #events()} holds them all. */
    CoupScenario allPass() {
        assertThat(state.turn().step()).as("a reaction window is open").isInstanceOf(Step.Reacting.class);
        int from = history.size();
        for (int seat : List.copyOf(((Step.Reacting) state.turn().step()).pending())) when(seat, CoupCommand.PASS);
        last = List.copyOf(history.subList(from, history.size()));
        return this;
    }

    /** {@code seat} sends {@code command}; it must be refused (and not listed). Returns the violation's code. */
    String rejected(int seat, CoupCommand command) {
        assertThat(RULES.legalMoves(state, seat)).as("legalMoves of seat %d omits the refused %s", seat, command)
                .doesNotContain(normalized(command));
        try {
            RULES.decide(state, seat, command, rng);
        } catch (RuleViolation v) {
            return v.code();
        }
        return fail("seat " + seat + " " + command + " was accepted; state " + state);
    }

    private void apply(List<CoupEvent> out) {
        int from = history.size();
        for (CoupEvent e : out) {
            state = RULES.evolve(state, e);
            history.add(e);
        }
        last = List.copyOf(history.subList(from, history.size()));
        io.tabletop.contract.DeclaredNulls.played(RULES, state, state.seats(), out);
        checkInvariants();
    }

    private void checkInvariants() {
        assertThat(census(state)).as("every card is accounted for").isEqualTo(cardsAtStart);
        for (Player p : state.players()) {
            assertThat(p.coins()).as("coins of seat %d", p.seat()).isGreaterThanOrEqualTo(0);
            if (!state.inGame(p.seat())) assertThat(p.coins()).as("an eliminated player has no coins").isZero();
        }
    }

    private static Map<Card, Integer> census(CoupState s) {
        Map<Card, Integer> m = new EnumMap<>(Card.class);
        List<Card> all = new ArrayList<>(s.deck().cards());
        for (Player p : s.players()) {
            all.addAll(p.hidden());
            all.addAll(p.revealed());
        }
        if (s.turn() != null && s.turn().provenCard() != null) all.add(s.turn().provenCard());
        if (s.turn() != null && s.turn().step() instanceof Step.Exchanging x) all.addAll(x.drawn());
        all.forEach(c -> m.merge(c, 1, Integer::sum));
        return m;
    }

    private static CoupCommand normalized(CoupCommand c) {
        return c instanceof Keep k && k.cards() != null ? new Keep(Player.sorted(k.cards())) : c;
    }

    // --- then -----------------------------------------------------------------------------------------------

    CoupState state() {
        return state;
    }

    /** The events of the last accepted command (or of the last {@link #allPass()}). */
    List<CoupEvent> events() {
        return last;
    }

    List<Class<?>> eventTypes() {
        return last.stream().<Class<?>>map(Object::getClass).toList();
    }

    <E extends CoupEvent> List<E> events(Class<E> type) {
        return last.stream().filter(type::isInstance).map(type::cast).toList();
    }

    <E extends CoupEvent> E event(Class<E> type) {
        List<E> found = events(type);
        assertThat(found).as("exactly one %s in %s", type.getSimpleName(), last).hasSize(1);
        return found.getFirst();
    }

    List<CoupEvent> history() {
        return List.copyOf(history);
    }

    Player player(int seat) {
        return state.player(seat);
    }

    int coins(int seat) {
        return state.player(seat).coins();
    }

    List<Card> hand(int seat) {
        return state.player(seat).hidden();
    }

    Turn turn() {
        return state.turn();
    }

    Step step() {
        return state.turn().step();
    }

    String stepLabel() {
        return state.turn().step().label();
    }

    List<Integer> awaiting() {
        return RULES.awaiting(state);
    }

    List<CoupCommand> legal(int seat) {
        return RULES.legalMoves(state, seat);
    }

    CoupView view(Viewer viewer) {
        return RULES.view(state, viewer);
    }

    CoupView view(int seat) {
        return view(Viewer.seat(seat));
    }

    // --- commands -------------------------------------------------------------------------------------------

    static Declare declare(Action action) {
        return new Declare(action, null, null);
    }

    static Declare declare(Action action, int target) {
        return new Declare(action, target, null);
    }

    static Declare unDraw() {
        return new Declare(Action.UN, null, UnMode.DRAW);
    }

    static Declare unInspect(int target) {
        return new Declare(Action.UN, target, UnMode.INSPECT);
    }

    static final CoupCommand PASS = CoupCommand.PASS;
    static final CoupCommand CHALLENGE = CoupCommand.CHALLENGE;
    static final CoupCommand ACCEPT_BLOCK = CoupCommand.ACCEPT_BLOCK;

    static Block block(Card card) {
        return new Block(card);
    }

    static Reveal reveal(Card card) {
        return new Reveal(card);
    }

    static Keep keep(Card... cards) {
        return new Keep(List.of(cards));
    }

    static Show show(Card card) {
        return new Show(card);
    }

    static ForceExchange force(boolean exchange) {
        return new ForceExchange(exchange);
    }
}
