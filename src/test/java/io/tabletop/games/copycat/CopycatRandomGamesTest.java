package io.tabletop.games.copycat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.tabletop.engine.RuleViolation;
import io.tabletop.engine.SeededRng;
import io.tabletop.games.copycat.CopycatCommand.*;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Complete random Copycat games for 2, 3 and 4 seats. At every position: decide accepts a command exactly when
 * legalMoves lists it (over every command built from the cards, offices and slots in sight), every card is
 * somewhere, and replaying the events gives the same state; every game reaches an end condition.
 */
class CopycatRandomGamesTest {

    static Stream<Arguments> games() {
        List<Arguments> out = new ArrayList<>();
        for (int seats = 2; seats <= 4; seats++) {
            for (int n = 1; n <= 6; n++) out.add(Arguments.of(seats, "copycat-" + seats + "-" + n));
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} seats, {1}")
    @MethodSource("games")
    void randomGameEndsAndLegalMovesMatchDecide(int seats, String seed) {
        CopycatPlay play = CopycatPlay.start(seats, seed);
        Random r = new Random(seed.hashCode());
        int cards = totalCards(play.state);
        int moves = 0;
        while (!play.state.finished()) {
            assertThat(moves++).as("the game should end").isLessThan(20_000);
            assertThat(totalCards(play.state)).as("every card is somewhere").isEqualTo(cards);
            List<Integer> awaiting = CopycatPlay.RULES.awaiting(play.state);
            assertThat(awaiting).isNotEmpty();
            if (moves % 3 == 0) {
                for (int seat = 0; seat < seats; seat++) checkLegalMovesMatchDecide(play, seat, awaiting.contains(seat));
            }
            int seat = awaiting.get(r.nextInt(awaiting.size()));
            List<CopycatCommand> legal = CopycatPlay.RULES.legalMoves(play.state, seat);
            assertThat(legal).as("an awaited seat has moves").isNotEmpty();
            play.send(seat, pick(legal, r));
        }
        assertThat(play.state.winners()).isNotEmpty();
        assertThat(play.state.round()).isBetween(1, CopycatState.LAST_ROUND);
        assertThat(play.replay(seats)).isEqualTo(play.state);
    }

    /** Random, but playing cards, buying and placing more often than passing, so that every effect gets used. */
    static CopycatCommand pick(List<CopycatCommand> legal, Random r) {
        List<CopycatCommand> plays = legal.stream().filter(c -> c instanceof PlayCard || c instanceof Activate
                || c instanceof Choose || c instanceof Pay || c instanceof UseOffice).toList();
        if (!plays.isEmpty() && r.nextInt(2) > 0) return plays.get(r.nextInt(plays.size()));
        List<CopycatCommand> buys = legal.stream().filter(c -> c instanceof Buy || c instanceof BuyDoctorate).toList();
        if (!buys.isEmpty() && r.nextInt(4) > 0) return buys.get(r.nextInt(buys.size()));
        List<CopycatCommand> places = legal.stream().filter(c -> c instanceof PlaceWorker).toList();
        if (!places.isEmpty() && r.nextInt(4) > 0) return places.get(r.nextInt(places.size()));
        return legal.get(r.nextInt(legal.size()));
    }

    static int totalCards(CopycatState s) {
        int n = s.actionDeck().size() + s.removed().size();
        for (String c : s.street()) if (c != null) n++;
        for (Player p : s.players()) n += p.cardCount() + (p.turnCard() != null && !p.tempDiscard().contains(p.turnCard())
                && !p.discard().contains(p.turnCard()) ? 1 : 0);
        return n;
    }

    static void checkLegalMovesMatchDecide(CopycatPlay play, int seat, boolean awaited) {
        List<CopycatCommand> legal = CopycatPlay.RULES.legalMoves(play.state, seat);
        if (!awaited) assertThat(legal).as("seat %d is not awaited", seat).isEmpty();
        Set<CopycatCommand> legalSet = new HashSet<>(legal);
        assertThat(legalSet).as("no duplicates").hasSameSizeAs(legal);
        for (CopycatCommand c : candidates(play.state, seat)) {
            boolean accepted;
            try {
                CopycatPlay.RULES.decide(play.state, seat, c, new SeededRng("probe", 1));
                accepted = true;
            } catch (RuleViolation v) {
                accepted = false;
            }
            if (accepted != legalSet.contains(c)) {
                fail("seat " + seat + " " + c + ": decide " + (accepted ? "accepts" : "refuses") + " but legalMoves "
                        + (accepted ? "omits" : "lists") + " it; phase " + play.state.phase() + ", pending "
                        + play.state.pending() + ", player " + play.state.player(seat));
            }
        }
        for (CopycatCommand c : legal) {
            try {
                CopycatPlay.RULES.decide(play.state, seat, c, new SeededRng("x", 2));
            } catch (RuleViolation v) {
                fail("legal " + c + " refused: " + v.code() + " " + v.getMessage());
            }
        }
    }

    /** Commands built from what is in sight: the seat's cards, the street, the offices, small numbers. */
    static List<CopycatCommand> candidates(CopycatState s, int seat) {
        Player p = s.player(seat);
        Set<String> cards = new LinkedHashSet<>(p.hand());
        p.playArea().forEach(pc -> cards.add(pc.card()));
        s.street().forEach(c -> { if (c != null) cards.add(c); });
        cards.addAll(p.discard().stream().limit(3).toList());
        cards.add("A9");
        cards.add("42");
        Set<String> offices = new LinkedHashSet<>();
        s.offices().forEach(o -> offices.add(o.id()));
        offices.add("O11");
        List<CopycatCommand> all = new ArrayList<>();
        for (String c : cards) {
            all.add(new ChooseTurnCard(c));
            all.add(new PlayCard(c));
            all.add(new Activate(c));
            all.add(new Discard(c));
            all.add(new Trash(c));
            all.add(new Keep(c));
            all.add(new Copy(c));
            all.add(new Reuse(c));
            all.add(new Pay(c, null));
            all.add(new Choose(c, Option.COINS));
            all.add(new Choose(c, Option.VP));
        }
        for (String o : offices) {
            all.add(new PlaceWorker(o));
            all.add(new UseOffice(o));
            all.add(new ReuseWorker(o));
            all.add(new Pay(null, o));
        }
        all.add(new Pass());
        all.add(new Decline());
        all.add(new Done());
        all.add(new LayOut());
        all.add(new StartBuying());
        all.add(new EndTurn());
        for (int k = -1; k <= 6; k++) {
            all.add(new Declare(k));
            all.add(new CopycatCommand.Draw(k));
        }
        for (int slot = 0; slot <= 12; slot++) {
            all.add(new Buy(slot));
            for (int x = 0; x <= p.coins() + 1; x++) all.add(new BuyDoctorate(slot, x));
        }
        return all;
    }
}
