package io.tabletop.games.copycat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.tabletop.engine.Rng;
import io.tabletop.engine.RuleViolation;
import io.tabletop.engine.Viewer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Given/when/then for the Copycat rules: builds a {@link CopycatState} directly (players' zones, the street, the
 * action deck, the offices with their tokens and workers, phase, bus and whose turn), sends commands through
 * {@link CopycatRules#decide}, folds the returned events with {@link CopycatRules#evolve}, and exposes the last
 * batch of events and the resulting state, views, legal moves and awaiting seats.
 *
 * <p>Decks are ordered lists (top first), so draws are fully determined. Chance only enters through reshuffles
 * (and setup); {@link ScriptedRng} fixes those orders. Every accepted command must be listed by
 * {@link CopycatRules#legalMoves}, every refused one must not be, and after every batch each card is still
 * somewhere (decks, hands, play areas, discards, kept, trophies, street, action deck, removed).
 */
final class CopycatScenario {

    static final Catalogue CAT = CopycatPlay.CATALOGUE;
    static final CopycatRules RULES = CopycatPlay.RULES;

    /** The ten printed offices. */
    static final List<String> BOARD = List.of("B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9", "B10");

    private CopycatState state;
    private final Rng rng;
    private int cards;
    private List<CopycatEvent> last = List.of();
    private final List<CopycatEvent> history = new ArrayList<>();

    private CopycatScenario(CopycatState state, Rng rng) {
        this.state = state;
        this.rng = rng;
        this.cards = CopycatRandomGamesTest.totalCards(state);
    }

    // --- given ----------------------------------------------------------------------------------------------

    /**
     * {@code seats} players p0…, set A, B, C, D; phase P2 (ACTIONS) of round 1; bus 0, 1, …; seat 0 to play; the
     * ten printed offices, empty and without tokens; empty street, action deck, office stack; every zone empty.
     */
    static Builder given(int seats) {
        return new Builder(seats);
    }

    /**
     * P3 of round 1 with 2 players: seat 1 has finished and seat 0 buys last, so seat 0's END_TURN runs the
     * clean-up (P4) and the next round's draw. The action deck holds 37, 38 and a doctorate (62), so no end
     * condition is met unless a test changes it; both decks hold 5 cards for the next hand.
     */
    static Builder lastBuyer() {
        return given(2).buying().bus(1, 0).turn(0).done(1).actionDeck("37", "38", "62")
                .deck(0, "A9", "A10", "A11", "A12", "A13").deck(1, "B9", "B10", "B11", "B12", "B13");
    }

    static CopycatScenario from(CopycatState state, Rng rng) {
        return new CopycatScenario(state, rng);
    }

    static final class Builder {
        private final List<Player.Builder> players = new ArrayList<>();
        private Phase phase = Phase.ACTIONS;
        private int round = 1;
        private List<Integer> bus;
        private Integer turnSeat;
        private boolean turnPlaced;
        private final List<String> street = new ArrayList<>(Collections.nCopies(CopycatState.STREET, null));
        private List<String> actionDeck = List.of();
        private final Map<String, Office> offices = new LinkedHashMap<>();
        private List<String> officeStack = List.of();
        private List<String> removed = List.of();
        private final List<Pending> pending = new ArrayList<>();
        private Rng rng = new ScriptedRng();

        private Builder(int seats) {
            List<Integer> b = new ArrayList<>();
            for (int seat = 0; seat < seats; seat++) {
                players.add(Player.seated(seat, "p" + seat, Catalogue.SETS.get(seat)).to());
                b.add(seat);
            }
            bus = b;
            BOARD.forEach(id -> offices.put(id, Office.empty(id)));
        }

        Builder phase(Phase p) {
            this.phase = p;
            return this;
        }

        /** P3 (BUYING): every seat before laying out. */
        Builder buying() {
            return phase(Phase.BUYING);
        }

        /** P1 (PLANNING). */
        Builder planning() {
            return phase(Phase.PLANNING);
        }

        Builder round(int r) {
            this.round = r;
            return this;
        }

        Builder bus(Integer... seats) {
            this.bus = List.of(seats);
            return this;
        }

        /** Whose turn it is (default: the first of the bus). */
        Builder turn(int seat) {
            this.turnSeat = seat;
            return this;
        }

        Builder turnPlaced() {
            this.turnPlaced = true;
            return this;
        }

        /** The street from slot 1 on (null: empty slot); the rest stays empty. */
        Builder street(String... cards) {
            for (int i = 0; i < CopycatState.STREET; i++) street.set(i, i < cards.length ? cards[i] : null);
            return this;
        }

        Builder slot(int slot, String card) {
            street.set(slot - 1, card);
            return this;
        }

        Builder actionDeck(String... cards) {
            this.actionDeck = List.of(cards);
            return this;
        }

        /** Exactly these offices, empty and without tokens. */
        Builder offices(String... ids) {
            offices.clear();
            for (String id : ids) offices.put(id, Office.empty(id));
            return this;
        }

        /** Adds an office (or changes its tokens). */
        Builder office(String id, int tokens) {
            Office o = offices.getOrDefault(id, Office.empty(id));
            offices.put(id, o.withTokens(tokens));
            return this;
        }

        /** A worker of {@code seat} stands in {@code office}; its action resolved {@code uses} times. */
        Builder worker(int seat, String office, int uses) {
            return worker(seat, office, uses, false);
        }

        Builder worker(int seat, String office) {
            return worker(seat, office, 0, false);
        }

        Builder worker(int seat, String office, int uses, boolean elbows) {
            Office o = offices.getOrDefault(office, Office.empty(office));
            offices.put(office, o.with(new Worker(seat, uses, elbows)));
            players.get(seat).placed++;
            return this;
        }

        Builder officeStack(String... ids) {
            this.officeStack = List.of(ids);
            return this;
        }

        Builder removed(String... cards) {
            this.removed = List.of(cards);
            return this;
        }

        Builder pending(Pending p) {
            pending.add(p);
            return this;
        }

        Builder player(int seat, Consumer<Player.Builder> change) {
            change.accept(players.get(seat));
            return this;
        }

        Builder hand(int seat, String... cards) {
            return player(seat, p -> p.hand = new ArrayList<>(List.of(cards)));
        }

        Builder deck(int seat, String... cards) {
            return player(seat, p -> p.deck = new ArrayList<>(List.of(cards)));
        }

        Builder discard(int seat, String... cards) {
            return player(seat, p -> p.discard = new ArrayList<>(List.of(cards)));
        }

        Builder tempDiscard(int seat, String... cards) {
            return player(seat, p -> p.tempDiscard = new ArrayList<>(List.of(cards)));
        }

        Builder kept(int seat, String... cards) {
            return player(seat, p -> p.kept = new ArrayList<>(List.of(cards)));
        }

        Builder trophies(int seat, String... cards) {
            return player(seat, p -> p.trophies = new ArrayList<>(List.of(cards)));
        }

        /** A card lying in {@code seat}'s play area, resolved {@code uses} times. */
        Builder played(int seat, String card, int uses) {
            return player(seat, p -> p.playArea.add(new PlayedCard(card, uses, null)));
        }

        Builder vp(int seat, int vp) {
            return player(seat, p -> p.vp = vp);
        }

        Builder temps(int seat, int temps) {
            return player(seat, p -> p.temps = temps);
        }

        /** Wooden VP tokens {@code seat} collected this round. */
        Builder tokens(int seat, int tokens) {
            return player(seat, p -> p.tokens = tokens);
        }

        Builder out(int seat) {
            return player(seat, p -> p.out = true);
        }

        /** Every seat but {@code seat} has passed P2, so {@code seat} keeps the turn after each placement. */
        Builder othersOut(int seat) {
            for (Player.Builder p : players) if (p != players.get(seat)) p.out = true;
            return this;
        }

        Builder step(int seat, BuyingStep step) {
            return player(seat, p -> p.step = step);
        }

        /** {@code seat} has finished its P3 turn. */
        Builder done(int seat) {
            return step(seat, BuyingStep.DONE);
        }

        Builder rng(Rng r) {
            this.rng = r;
            return this;
        }

        CopycatState state() {
            List<Player> built = players.stream().map(Player.Builder::build).toList();
            int seat = turnSeat == null ? bus.getFirst() : turnSeat;
            return new CopycatState(built, street, actionDeck, List.copyOf(offices.values()), officeStack, removed,
                    round, phase, bus, bus.indexOf(seat), turnPlaced, pending, List.of(), 0,
                    CopycatState.DEFAULT_TURN_LIMIT);
        }

        CopycatScenario build() {
            return new CopycatScenario(state(), rng);
        }
    }

    /**
     * Scripted chance: {@code shuffle} returns the first scripted order that is a permutation of the list it is
     * given (each order used once), otherwise the list unchanged; {@code nextInt} answers 0. It records every list
     * it was asked to shuffle.
     */
    static final class ScriptedRng implements Rng {
        private final List<List<?>> orders = new ArrayList<>();
        final List<List<?>> shuffled = new ArrayList<>();

        ScriptedRng order(Object... items) {
            orders.add(List.of(items));
            return this;
        }

        @Override
        public int nextInt(int bound) {
            if (bound <= 0) throw new IllegalArgumentException("bound " + bound);
            return 0;
        }

        @Override
        @SuppressWarnings("unchecked")
        public <T> List<T> shuffle(List<T> items) {
            shuffled.add(List.copyOf(items));
            for (Iterator<List<?>> it = orders.iterator(); it.hasNext(); ) {
                List<?> order = it.next();
                if (counts(order).equals(counts(items))) {
                    it.remove();
                    return new ArrayList<>((List<T>) order);
                }
            }
            return new ArrayList<>(items);
        }

        private static Map<Object, Integer> counts(List<?> items) {
            Map<Object, Integer> m = new HashMap<>();
            items.forEach(i -> m.merge(i, 1, Integer::sum));
            return m;
        }
    }

    // --- when -----------------------------------------------------------------------------------------------

    /** Applies the opening events of {@link CopycatRules#start}; the card census starts from the dealt state. */
    CopycatScenario started(List<CopycatEvent> opening) {
        for (CopycatEvent e : opening) {
            state = RULES.evolve(state, e);
            history.add(e);
        }
        last = List.copyOf(opening);
        cards = CopycatRandomGamesTest.totalCards(state);
        return this;
    }

    /** {@code seat} sends {@code command}; it must be accepted (and listed by legalMoves). */
    CopycatScenario when(int seat, CopycatCommand command) {
        List<CopycatCommand> legal = RULES.legalMoves(state, seat);
        List<CopycatEvent> out;
        try {
            out = RULES.decide(state, seat, command, rng);
        } catch (RuleViolation v) {
            throw new AssertionError("seat " + seat + " " + command + " refused: " + v.code() + " " + v.getMessage()
                    + "\nstate: " + state, v);
        }
        assertThat(legal).as("legalMoves of seat %d lists the accepted %s", seat, command).contains(command);
        apply(out);
        return this;
    }

    /** Several commands of one seat in a row; {@link #events()} then holds all their events. */
    CopycatScenario when(int seat, CopycatCommand... commands) {
        int from = history.size();
        for (CopycatCommand c : commands) when(seat, c);
        last = List.copyOf(history.subList(from, history.size()));
        return this;
    }

    /** {@code seat} sends {@code command}; it must be refused (and not listed). Returns the violation's code. */
    String rejected(int seat, CopycatCommand command) {
        assertThat(RULES.legalMoves(state, seat)).as("legalMoves of seat %d omits the refused %s", seat, command)
                .doesNotContain(command);
        try {
            RULES.decide(state, seat, command, rng);
        } catch (RuleViolation v) {
            return v.code();
        }
        return fail("seat " + seat + " " + command + " was accepted; state " + state);
    }

    private void apply(List<CopycatEvent> out) {
        int from = history.size();
        for (CopycatEvent e : out) {
            state = RULES.evolve(state, e);
            history.add(e);
        }
        last = List.copyOf(history.subList(from, history.size()));
        io.tabletop.contract.DeclaredNulls.played(RULES, state, state.seats(), out);
        assertThat(CopycatRandomGamesTest.totalCards(state)).as("every card is somewhere").isEqualTo(cards);
        for (Player p : state.players()) {
            assertThat(p.coins()).as("coins of seat %d", p.seat()).isGreaterThanOrEqualTo(0);
            assertThat(p.temps()).as("temporary workers of seat %d", p.seat()).isBetween(0, Player.MAX_TEMPS);
        }
    }

    // --- then -----------------------------------------------------------------------------------------------

    /** The events of the last accepted command. */
    List<CopycatEvent> events() {
        return last;
    }

    /** The events of the last command of one type. */
    <T extends CopycatEvent> List<T> events(Class<T> type) {
        return last.stream().filter(type::isInstance).map(type::cast).toList();
    }

    /** The one event of this type in the last batch. */
    <T extends CopycatEvent> T event(Class<T> type) {
        List<T> found = events(type);
        assertThat(found).as("one %s in %s", type.getSimpleName(), last).hasSize(1);
        return found.getFirst();
    }

    /** Every event since the scenario began. */
    List<CopycatEvent> history() {
        return List.copyOf(history);
    }

    CopycatState state() {
        return state;
    }

    Player player(int seat) {
        return state.player(seat);
    }

    Office office(String id) {
        Office o = state.office(id);
        assertThat(o).as("office %s in play", id).isNotNull();
        return o;
    }

    /** The cards of a play area, in order. */
    List<String> playArea(int seat) {
        return state.player(seat).playArea().stream().map(PlayedCard::card).toList();
    }

    int uses(int seat, String card) {
        PlayedCard pc = state.player(seat).played(card);
        assertThat(pc).as("%s in the play area of seat %d", card, seat).isNotNull();
        return pc.uses();
    }

    Pending top() {
        return state.top();
    }

    CopycatView view(Viewer viewer) {
        return RULES.view(state, viewer);
    }

    List<CopycatCommand> legal(int seat) {
        return RULES.legalMoves(state, seat);
    }

    List<Integer> awaiting() {
        return RULES.awaiting(state);
    }

    CopycatEvent redacted(CopycatEvent e, Viewer viewer) {
        return RULES.redact(e, viewer);
    }

    static List<String> list(String... cards) {
        return Arrays.asList(cards);
    }
}
