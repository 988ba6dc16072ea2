package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.SeatCommand;
import io.tabletop.engine.Silence;
import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.model.Choice;
import io.tabletop.games.inwo.choices.Choices;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Phase;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;

/**
 * Ruling I8 of the rules file ("Rulings for the service"): silence plays the least revealing move that destroys
 * nothing. From rules version 3 on a timed-out lead choice takes each silent seat's first Group in its Group deck as
 * shuffled from the game's seed (not the first in catalogue order), and never the same Group for two silent seats
 * of one batch, so that silence never empties a Group deck through repeated duplicates; Mutual Betrayal's silence is
 * STOP; over the hand limit silence discards an exposed Plot before a hidden one. A game recorded under version 2
 * keeps its silences: the Group first in catalogue order (B.A.T.F. in the test catalogue), the first option, the
 * first Plot in hand. The silence is what {@code rules.silence(state)} says the server plays.
 */
class QuietSilenceRulingI8Test {

    static final InwoRules V2 = new InwoRules(InwoFixture.CATALOGUE, 2);
    static final InwoRules V3 = new InwoRules(InwoFixture.CATALOGUE, 3);
    static final InwoRules SHIPPED_V2 = new InwoRules(InwoTestDecks.SHIPPED, 2);
    static final InwoRules SHIPPED_V3 = new InwoRules(InwoTestDecks.SHIPPED, 3);

    /** Two seats with the same starter deck (the test catalogue's Bavaria: the same 18 Groups). */
    static final List<List<String>> SAME_DECKS = List.of(InwoFixture.DECKS.get(0).cards(), InwoFixture.DECKS.get(0).cards());
    static final String SEED = "i8-quiet-leads";

    private static List<String> groups(InwoState s, int seat) {
        return s.player(seat).groupDeck().stream()
                .filter(id -> InwoFixture.CATALOGUE.card(id).orElseThrow().kind() == CardKind.GROUP).toList();
    }

    private static List<String> leads(Silence<InwoCommand> silence) {
        return silence.passes().stream().map(p -> ((ChooseLead) p.command()).card()).toList();
    }

    /** The server plays the silence: each seat's command in turn. */
    private static void play(InwoPlay play, Silence<InwoCommand> silence) {
        for (SeatCommand<InwoCommand> c : silence.passes()) play.send(c.seat(), c.command());
    }

    private static LeadsRevealed lastReveal(InwoPlay play) {
        return (LeadsRevealed) play.events.stream().filter(e -> e instanceof LeadsRevealed).reduce((a, b) -> b).orElseThrow();
    }

    // ---------------------------------------------------------------- leads

    @Test
    void versionThree_twoSilentSeatsWithTheSameStarterDeckTakeTheirFirstGroupsAsShuffled() {
        InwoPlay play = InwoPlay.start(V3, SAME_DECKS, SEED, Map.of());
        assertThat(play.state.phase()).isEqualTo(Phase.LEAD);
        String first0 = groups(play.state, 0).getFirst();
        String first1 = groups(play.state, 1).getFirst();
        // the seed shuffled the decks differently, and neither begins with the catalogue's first Group
        assertThat(first0).isNotEqualTo(first1);
        assertThat(List.of(first0, first1)).doesNotContain("batf");

        Silence<InwoCommand> silence = V3.silence(play.state).orElseThrow();
        assertThat(silence.window()).isEqualTo("leads");
        assertThat(silence.reaction()).isFalse();
        assertThat(silence.passes()).containsExactly(new SeatCommand<>(0, new ChooseLead(first0)),
                new SeatCommand<>(1, new ChooseLead(first1)));

        play(play, silence);
        LeadsRevealed r = lastReveal(play);
        assertThat(r.again()).isEmpty();
        assertThat(r.placed()).extracting(Placement::card).containsExactly(first0, first1);
        assertThat(play.state.phase()).isEqualTo(Phase.DRAW);
    }

    @Test
    void versionThree_twoSilentSeatsWhoseDecksBeginWithTheSameGroupNeverTakeTheSame() {
        InwoPlay play = InwoPlay.start(V3, SAME_DECKS, SEED, Map.of());
        List<String> deck0 = play.state.player(0).groupDeck();
        play.state = play.state.with(1, p -> p.withDecks(p.plotDeck(), deck0)); // the same order for both
        List<String> order = groups(play.state, 0);

        Silence<InwoCommand> silence = V3.silence(play.state).orElseThrow();
        assertThat(leads(silence)).as("seat 1 skips the Group seat 0 takes").containsExactly(order.get(0), order.get(1));

        play(play, silence);
        assertThat(lastReveal(play).again()).isEmpty();
        assertThat(play.state.player(0).structure().get(1).card()).isEqualTo(order.get(0));
        assertThat(play.state.player(1).structure().get(1).card()).isEqualTo(order.get(1));
    }

    @Test
    void versionThree_aResourceOnTopOfTheGroupDeckIsNoLead() {
        InwoPlay play = InwoPlay.start(V3, SAME_DECKS, SEED, Map.of());
        play.state = play.state.with(0, p -> {
            List<String> deck = new ArrayList<>(p.groupDeck());
            deck.remove("cyborg-soldiers");
            deck.addFirst("cyborg-soldiers");
            return p.withDecks(p.plotDeck(), deck);
        });
        assertThat(play.state.player(0).groupDeck().getFirst()).isEqualTo("cyborg-soldiers");
        assertThat(leads(V3.silence(play.state).orElseThrow()).getFirst()).isEqualTo(groups(play.state, 0).getFirst());
    }

    @Test
    void versionThree_oneSeatSilent_takesItsFirstShuffledGroup() {
        InwoPlay play = InwoPlay.start(V3, SAME_DECKS, SEED, Map.of());
        play.send(0, new ChooseLead("new-york"));
        Silence<InwoCommand> silence = V3.silence(play.state).orElseThrow();
        assertThat(silence.passes()).containsExactly(new SeatCommand<>(1, new ChooseLead(groups(play.state, 1).getFirst())));
    }

    @Test
    void versionTwo_twoSilentSeatsStillTakeTheFirstGroupInCatalogueOrder_andDuplicateUntilNoGroupIsLeft() {
        InwoPlay play = InwoPlay.start(V2, SAME_DECKS, SEED, Map.of()); // the position version 3 leads in one batch
        assertThat(groups(play.state, 0).getFirst()).isNotEqualTo("batf");

        Silence<InwoCommand> silence = V2.silence(play.state).orElseThrow();
        assertThat(silence.passes()).containsExactly(new SeatCommand<>(0, new ChooseLead("batf")),
                new SeatCommand<>(1, new ChooseLead("batf")));
        play(play, silence);
        LeadsRevealed r = lastReveal(play);
        assertThat(r.placed()).isEmpty();
        assertThat(r.again()).extracting(Placement::seat).containsExactly(0, 1);
        assertThat(play.state.player(0).discard()).containsExactly("batf");

        // silence again and again: the same Group for both every time, set aside, until the decks hold no Group
        int rounds = 1;
        while (play.state.phase() == Phase.LEAD) {
            play(play, V2.silence(play.state).orElseThrow());
            rounds++;
        }
        assertThat(rounds).isEqualTo(InwoFixture.GROUPS.size());
        for (int seat = 0; seat < 2; seat++) {
            assertThat(groups(play.state, seat)).isEmpty();
            assertThat(play.state.player(seat).structure()).as("no lead: the Illuminati alone").hasSize(1);
            assertThat(play.state.player(seat).discard()).hasSize(InwoFixture.GROUPS.size());
        }
    }

    // ---------------------------------------------------------------- Mutual Betrayal

    Scenario.Game betrayal(InwoRules rules) {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String payer = sc.group(0, "new-york", Scenario.root(0));
        String card = sc.hand(0, "mutual-betrayal");
        m1 = sc.hand(0, "albino-alligators");
        m2 = sc.hand(0, "cold-fusion");
        a = sc.hand(1, "bank-merger");
        b = sc.hand(1, "cold-fusion");
        Scenario.Game g = new Scenario.Game(rules, sc.state());
        g.send(0, new PlayPlot(card, Scenario.root(1), payer));
        g.allPass();
        assertThat(g.state.choice().kind()).isEqualTo(Choice.Kind.BETRAYAL_OWN);
        assertThat(rules.legalMoves(g.state, 0)).containsExactly(new Choose(m1), new Choose(m2), new Choose(Choices.STOP));
        return g;
    }

    String m1;
    String m2;
    String a;
    String b;

    private static boolean exposed(Scenario.Game g, int seat, String uid) {
        HandCard h = g.state.player(seat).inHand(uid);
        return h != null && h.exposed();
    }

    @Test
    void versionThree_silenceInMutualBetrayalIsStop() {
        Scenario.Game g = betrayal(SHIPPED_V3);
        Silence<InwoCommand> silence = SHIPPED_V3.silence(g.state).orElseThrow();
        assertThat(silence.passes()).containsExactly(new SeatCommand<>(0, new Choose(Choices.STOP)));
        assertThat(silence.reaction()).isFalse();

        List<InwoEvent> out = g.send(0, silence.passes().getFirst().command());
        assertThat(out).containsExactly(new ChoiceMade(0, Choice.Kind.BETRAYAL_OWN, Choices.STOP));
        assertThat(g.state.choice()).isNull();
        assertThat(exposed(g, 0, m1)).isFalse();
        assertThat(exposed(g, 0, m2)).isFalse();
        assertThat(exposed(g, 1, a)).isFalse();
        assertThat(exposed(g, 1, b)).isFalse();
    }

    @Test
    void versionThree_afterAnExposureTheRivalsSilenceStillExposesHisFirstAndThePlayersIsStop() {
        Scenario.Game g = betrayal(SHIPPED_V3);
        g.send(0, new Choose(m1));
        // the rival must expose one: no STOP for him, silence takes the first
        assertThat(g.state.choice().kind()).isEqualTo(Choice.Kind.BETRAYAL_RIVAL);
        assertThat(SHIPPED_V3.silence(g.state).orElseThrow().passes()).containsExactly(new SeatCommand<>(1, new Choose(a)));
        g.send(1, new Choose(a));
        assertThat(exposed(g, 1, a)).isTrue();
        assertThat(SHIPPED_V3.silence(g.state).orElseThrow().passes()).containsExactly(new SeatCommand<>(0, new Choose(Choices.STOP)));
    }

    @Test
    void versionTwo_silenceInMutualBetrayalIsStillTheFirstOption() {
        Scenario.Game g = betrayal(SHIPPED_V2); // the position versionThree_silenceInMutualBetrayalIsStop stops
        Silence<InwoCommand> silence = SHIPPED_V2.silence(g.state).orElseThrow();
        assertThat(silence.passes()).containsExactly(new SeatCommand<>(0, new Choose(m1)));

        g.send(0, silence.passes().getFirst().command());
        assertThat(exposed(g, 0, m1)).isTrue();
        assertThat(g.state.choice().kind()).isEqualTo(Choice.Kind.BETRAYAL_RIVAL);
        assertThat(SHIPPED_V2.awaiting(g.state)).containsExactly(1);
    }

    // ---------------------------------------------------------------- over the hand limit

    /** Seat 0 ends its turn with six Plots (limit 5): the first hidden, the fourth exposed. */
    Scenario.Game overTheHandLimit(InwoRules rules) {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        for (String p : List.of("reload", "hoax", "not-today", "jake-day", "martial-law", "new-blood")) plots.add(sc.hand(0, p));
        String shown = plots.get(3);
        sc.players.set(0, sc.players.get(0).withHand(sc.players.get(0).hand().stream()
                .map(h -> h.uid().equals(shown) ? new HandCard(h.uid(), h.card(), true) : h).toList()));
        Scenario.Game g = new Scenario.Game(rules, sc.state());
        g.send(0, new EndTurn());
        assertThat(g.state.phase()).isEqualTo(Phase.DISCARD);
        return g;
    }

    final List<String> plots = new ArrayList<>();

    @Test
    void versionThree_overTheHandLimitSilenceDiscardsAnExposedPlotBeforeAHiddenOne() {
        Scenario.Game g = overTheHandLimit(V3);
        Silence<InwoCommand> silence = V3.silence(g.state).orElseThrow();
        assertThat(silence.passes()).containsExactly(new SeatCommand<>(0, new Discard(plots.get(3))));
        List<InwoEvent> out = g.send(0, silence.passes().getFirst().command());
        assertThat(out.getFirst()).isEqualTo(new CardDiscarded(0, plots.get(3), "jake-day", "HAND_LIMIT"));
        assertThat(g.state.player(0).hand()).extracting(HandCard::uid).contains(plots.get(0)).hasSize(5);
    }

    @Test
    void versionTwo_overTheHandLimitSilenceStillDiscardsTheFirstPlotInHand() {
        Scenario.Game g = overTheHandLimit(V2);
        Silence<InwoCommand> silence = V2.silence(g.state).orElseThrow();
        assertThat(silence.passes()).containsExactly(new SeatCommand<>(0, new Discard(plots.get(0))));
        assertThat(g.send(0, silence.passes().getFirst().command()).getFirst())
                .isEqualTo(new CardDiscarded(0, plots.get(0), "reload", "HAND_LIMIT"));
    }
}
