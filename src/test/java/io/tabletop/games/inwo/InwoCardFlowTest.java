package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tabletop.engine.RuleViolation;
import io.tabletop.engine.Viewer;
import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.interpreter.Interpreted;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Placed;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;

/**
 * Card flow, played with the shipped catalogue's cards: Plots hidden and exposed, shown, seen, stolen, discarded and
 * returned; each hidden card seen only by the seats allowed to.
 */
class InwoCardFlowTest {

    static final InwoRules RULES = InwoRandomGamesTest.SHIPPED;

    /** A hand-built position: seat 0 in his main phase, everybody past first-turn protection. */
    static final class Table {
        final Scenario sc;
        int serial = 500;
        InwoState state;
        final List<InwoEvent> events = new ArrayList<>();

        Table(String... illuminati) {
            sc = Scenario.of(illuminati);
        }

        static Table of(int seats) {
            return new Table(Arrays.copyOf(new String[] {"bavarian-illuminati", "the-network", "gnomes-of-zurich"}, seats));
        }

        String put(int seat, String card, int tokens) {
            String uid = "p" + seat + "-" + serial++;
            Player p = sc.players.get(seat);
            int arrow = (int) p.structure().stream().filter(c -> Scenario.root(seat).equals(c.master())).count();
            sc.players.set(seat, p.withStructure(InwoEvolution.plus(p.structure(),
                    new Placed(uid, card, Scenario.root(seat), arrow, tokens, false, null, -1, false, false))));
            return uid;
        }

        String hand(int seat, String card, boolean exposed) {
            String uid = "p" + seat + "-" + serial++;
            Player p = sc.players.get(seat);
            sc.players.set(seat, p.withHand(InwoEvolution.plus(p.hand(), new HandCard(uid, card, exposed))));
            return uid;
        }

        Table plotDeck(int seat, String... cards) {
            Player p = sc.players.get(seat);
            sc.players.set(seat, p.withDecks(List.of(cards), p.groupDeck()));
            return this;
        }

        Table groupDeck(int seat, String... cards) {
            Player p = sc.players.get(seat);
            sc.players.set(seat, p.withDecks(p.plotDeck(), List.of(cards)));
            return this;
        }

        Table discard(int seat, String... cards) {
            sc.players.set(seat, sc.players.get(seat).withDiscard(List.of(cards)));
            return this;
        }

        Table start() {
            state = sc.state();
            return this;
        }

        List<InwoEvent> send(int seat, InwoCommand c, int... dice) {
            List<InwoEvent> out = RULES.decide(state, seat, c, Scenario.dice(dice));
            for (InwoEvent e : out) state = RULES.evolve(state, e);
            events.addAll(out);
            return out;
        }

        void allPass(int... dice) {
            while (state.window() != null) send(state.window().priority(), new Pass(), dice);
        }

        <E extends InwoEvent> E last(Class<E> type) {
            for (int i = events.size() - 1; i >= 0; i--) if (type.isInstance(events.get(i))) return type.cast(events.get(i));
            throw new AssertionError("no " + type.getSimpleName() + " in " + events);
        }

        <E extends InwoEvent> E seenBy(E event, Viewer v) {
            @SuppressWarnings("unchecked") E out = (E) RULES.redact(event, v);
            return out;
        }

        List<String> hand(int seat) {
            return state.player(seat).hand().stream().map(HandCard::card).toList();
        }

        void refused(int seat, InwoCommand c, String code) {
            assertThatThrownBy(() -> RULES.decide(state, seat, c, Scenario.dice())).isInstanceOf(RuleViolation.class)
                    .hasFieldOrPropertyWithValue("code", code);
            assertThat(RULES.legalMoves(state, seat)).doesNotContain(c);
        }

        void legal(int seat, InwoCommand c) {
            assertThat(RULES.legalMoves(state, seat)).contains(c);
        }
    }

    static boolean implemented(String id) {
        return Interpreted.implemented(InwoTestDecks.SHIPPED.card(id).orElseThrow());
    }

    // ------------------------------------------------------------------ one-shot Plots

    @Test
    void givenARivalsHiddenPlots_whenAgentInPlaceResolves_thenHeDiscardsOnePickedBlind() {
        Table t = Table.of(2);
        String agent = t.hand(0, "agent-in-place", false);
        String helper = t.put(0, "phone-company", 1); // Power 5: the act P4+ pays
        t.hand(1, "reload", false);
        t.hand(1, "flower-power", false);
        t.start();
        PlayPlot play = new PlayPlot(agent, Scenario.root(1), helper);
        t.legal(0, play);
        t.send(0, play);
        t.allPass();
        CardDiscarded d = t.last(CardDiscarded.class);
        assertThat(d.seat()).isEqualTo(1);
        assertThat(d.why()).isEqualTo("DISCARDED_BY_RIVAL");
        assertThat(t.state.player(1).hand()).hasSize(1);
        assertThat(t.state.player(1).discard()).containsExactly(d.card());
        assertThat(implemented("agent-in-place")).isTrue();
    }

    @Test
    void givenARivalWithoutHiddenPlots_thenAgentInPlaceIsRefused() {
        Table t = Table.of(2);
        String agent = t.hand(0, "agent-in-place", false);
        String helper = t.put(0, "phone-company", 1);
        t.hand(1, "reload", true); // exposed: no hidden Plot to pick
        t.start();
        t.refused(0, new PlayPlot(agent, Scenario.root(1), helper), "INVALID_TARGET");
    }

    @Test
    void givenLogicBomb_whenItResolves_thenAHiddenPlotIsStolenAndOnlyThiefAndVictimSeeWhich() {
        Table t = Table.of(3);
        String bomb = t.hand(0, "logic-bomb", false);
        String small = t.put(0, "phone-company", 1); // Power 5: the act P6+ is not paid by it
        String japan = t.put(0, "japan", 1);
        String hidden = t.hand(1, "flower-power", false);
        t.start();
        t.refused(0, new PlayPlot(bomb, Scenario.root(1), small), "CANNOT_PAY");
        t.send(0, new PlayPlot(bomb, Scenario.root(1), japan));
        t.allPass();
        CardTaken taken = t.last(CardTaken.class);
        assertThat(taken.uid()).isEqualTo(hidden);
        assertThat(t.hand(0)).containsExactly("flower-power");
        assertThat(t.state.player(0).inHand(hidden).exposed()).isFalse();
        assertThat(t.state.player(1).hand()).isEmpty();
        assertThat(t.seenBy(taken, Viewer.seat(0)).card()).isEqualTo("flower-power");
        assertThat(t.seenBy(taken, Viewer.seat(1)).card()).isEqualTo("flower-power");
        assertThat(t.seenBy(taken, Viewer.seat(2)).card()).isNull();
        assertThat(t.seenBy(taken, Viewer.SPECTATOR).card()).isNull();
        InwoView third = RULES.view(t.state, Viewer.seat(2));
        assertThat(third.players().get(0).hand()).isNull();
        assertThat(third.players().get(0).handCount()).isEqualTo(1);
        assertThat(implemented("logic-bomb")).isTrue();
    }

    @Test
    void givenTheAuditorFromHell_whenAComputerGroupPays_thenItStealsAHiddenPlot() {
        Table t = Table.of(2);
        String auditor = t.hand(0, "the-auditor-from-hell", false);
        String computer = t.put(0, "wargamers", 1);
        t.hand(1, "reload", false);
        t.start();
        t.send(0, new PlayPlot(auditor, Scenario.root(1), computer));
        t.allPass();
        assertThat(t.hand(0)).containsExactly("reload");
        assertThat(implemented("the-auditor-from-hell")).isTrue();
    }

    @Test
    void givenARivalsExposedGoal_whenFoiledResolves_thenHeDiscardsIt() {
        Table t = Table.of(2);
        String foiled = t.hand(0, "foiled", false);
        String media = t.put(0, "cable-tv", 1);
        t.hand(1, "reload", false);
        t.start();
        t.refused(0, new PlayPlot(foiled, Scenario.root(1), media), "INVALID_TARGET"); // no exposed Goal
        Table u = Table.of(2);
        String foiled2 = u.hand(0, "foiled", false);
        String media2 = u.put(0, "cable-tv", 1);
        String goal = u.hand(1, "power-to-the-people", true);
        u.start();
        u.send(0, new PlayPlot(foiled2, Scenario.root(1), media2));
        u.allPass();
        assertThat(u.last(CardDiscarded.class).uid()).isEqualTo(goal);
        assertThat(u.state.player(1).discard()).contains("power-to-the-people");
        assertThat(implemented("foiled")).isTrue();
    }

    @Test
    void givenARivalsExposedGoal_whenNiceIdeaResolvesOnMyTurn_thenItIsMine() {
        Table t = Table.of(2);
        String nice = t.hand(0, "nice-idea-its-mine-now", false);
        String goal = t.hand(1, "power-to-the-people", true);
        t.start();
        t.send(0, new PlayPlot(nice, Scenario.root(1), null));
        t.allPass();
        CardTaken taken = t.last(CardTaken.class);
        assertThat(taken.shown()).isTrue(); // it was exposed: everybody knows
        assertThat(t.seenBy(taken, Viewer.SPECTATOR).card()).isEqualTo("power-to-the-people");
        assertThat(t.state.player(0).inHand(goal).card()).isEqualTo("power-to-the-people");
        assertThat(t.state.player(0).inHand(goal).exposed()).isFalse(); // stolen: no longer exposed
        assertThat(implemented("nice-idea-its-mine-now")).isTrue();
    }

    @Test
    void givenARivalsDiscardPile_whenStealingThePlansResolves_thenItsLastPlotIsTaken() {
        Table t = Table.of(2);
        String plans = t.hand(0, "stealing-the-plans", false);
        String helper = t.put(0, "phone-company", 1);
        t.discard(1, "reload", "flower-power", "japan");
        t.start();
        t.send(0, new PlayPlot(plans, Scenario.root(1), helper));
        t.allPass();
        TakenFromDiscard taken = t.last(TakenFromDiscard.class);
        assertThat(taken.card()).isEqualTo("flower-power");
        assertThat(t.hand(0)).containsExactly("flower-power");
        assertThat(t.state.player(1).discard()).containsExactly("reload", "japan");
        assertThat(implemented("stealing-the-plans")).isTrue();
    }

    @Test
    void givenMyDiscardPile_whenHatTrickResolves_thenTheLastPlotIUsedIsBackInHand() {
        Table t = Table.of(2);
        String hat = t.hand(0, "hat-trick", false);
        String helper = t.put(0, "phone-company", 1);
        t.discard(0, "flower-power", "japan");
        t.start();
        t.send(0, new PlayPlot(hat, null, helper));
        t.allPass();
        assertThat(t.hand(0)).containsExactly("flower-power");
        assertThat(t.state.player(0).discard()).containsExactly("japan", "hat-trick");
        assertThat(implemented("hat-trick")).isTrue();
    }

    @Test
    void givenARivalsAnnouncedPlot_when18AndAHalfMinuteGapCancelsIt_thenTheCancellerTakesIt() {
        Table t = Table.of(2);
        String reload = t.hand(0, "flower-power", false);
        String gap = t.hand(1, "18-1-2-minute-gap", false);
        t.plotDeck(1, "reload", "reload").groupDeck(1, "japan");
        t.start();
        t.send(0, new PlayPlot(reload, null, null));
        t.send(1, new PlayPlot(gap, null, null));
        // I7 (version 4 on): the cancel is announced; nobody answers it, so it takes effect
        while (t.state.plot() != null && t.state.plot().cancel()) t.send(t.state.window().priority(), new InwoCommand.Pass());
        assertThat(t.last(PlotCancelled.class).cancelled()).isEqualTo("flower-power");
        assertThat(t.last(TakenFromDiscard.class).card()).isEqualTo("flower-power");
        assertThat(t.hand(1)).containsExactly("flower-power");
        assertThat(t.state.player(0).discard()).doesNotContain("flower-power");
        assertThat(implemented("18-1-2-minute-gap")).isTrue();
    }

    // ------------------------------------------------------------------ groups' abilities

    @Test
    void givenCattleMutilators_whenItsActionExposesARival_thenAllHisHiddenPlotsArePublic() {
        Table t = Table.of(3);
        String cattle = t.put(0, "cattle-mutilators", 1);
        t.hand(1, "reload", false);
        t.hand(1, "flower-power", false);
        t.hand(1, "japan", false); // a Group: not a Plot
        t.start();
        UseAbilityOn use = new UseAbilityOn(cattle, Scenario.root(1), true);
        t.legal(0, use);
        t.send(0, use);
        PlotsExposed exposed = t.last(PlotsExposed.class);
        assertThat(exposed.cards()).extracting(HandCard::card).containsExactly("reload", "flower-power");
        InwoView third = RULES.view(t.state, Viewer.seat(2));
        assertThat(third.players().get(1).exposed()).extracting(HandCard::card).containsExactly("reload", "flower-power");
        assertThat(third.players().get(1).hand()).isNull();
        assertThat(t.state.player(0).placed(cattle).tokens()).isZero();
        t.refused(0, use, "NO_TOKEN");
        assertThat(implemented("cattle-mutilators")).isTrue();
    }

    @Test
    void givenMi5WithAToken_whenARivalTriesToExposeItsPlayersPlots_thenItsActionStopsIt() {
        Table t = Table.of(2);
        String cattle = t.put(0, "cattle-mutilators", 1);
        String mi5 = t.put(1, "mi-5", 1);
        t.hand(1, "reload", false);
        t.start();
        t.send(0, new UseAbilityOn(cattle, Scenario.root(1), true));
        TokensSpent stop = t.last(TokensSpent.class);
        assertThat(stop.seat()).isEqualTo(1);
        assertThat(stop.uids()).containsExactly(mi5);
        assertThat(stop.why()).isEqualTo("STOP_EXPOSURE");
        assertThat(t.state.player(1).hand()).noneMatch(HandCard::exposed);
        assertThat(implemented("mi-5")).isTrue();
    }

    @Test
    void givenMi5_whenItsActionIsUsed_thenItsPlayersExposedPlotsAreHiddenAgain() {
        Table t = Table.of(2);
        String mi5 = t.put(0, "mi-5", 1);
        t.hand(0, "reload", true);
        t.hand(0, "flower-power", true);
        t.start();
        t.send(0, new UseAbilityOn(mi5, null, true));
        assertThat(t.state.player(0).hand()).noneMatch(HandCard::exposed);
        assertThat(RULES.view(t.state, Viewer.seat(1)).players().get(0).exposed()).isEmpty();
    }

    @Test
    void givenTemplarsAndPsychiatrists_whenTheyAct_thenTheRivalDiscardsTheExposedPlotPicked() {
        Table t = Table.of(2);
        String templars = t.put(0, "templars", 1);
        String psychiatrists = t.put(0, "psychiatrists", 1);
        String a = t.hand(1, "reload", true);
        String b = t.hand(1, "flower-power", true);
        String hidden = t.hand(1, "tax-breaks", false);
        t.start();
        t.refused(0, new UseAbilityOn(templars, hidden, true), "INVALID_TARGET"); // only exposed ones are picked
        t.send(0, new UseAbilityOn(templars, b, true));
        assertThat(t.last(CardDiscarded.class).uid()).isEqualTo(b);
        t.send(0, new UseAbilityOn(psychiatrists, a, true));
        assertThat(t.last(CardDiscarded.class).uid()).isEqualTo(a);
        assertThat(t.state.player(1).discard()).containsExactly("flower-power", "reload");
        assertThat(implemented("templars")).isTrue();
        assertThat(implemented("psychiatrists")).isTrue();
    }

    @Test
    void givenSocietyForCreativeAnarchism_whenItActs_thenTheRivalsTopGroupIsDiscarded() {
        Table t = Table.of(2);
        String sca = t.put(0, "society-for-creative-anarchism", 1);
        t.groupDeck(1, "japan", "russia");
        t.start();
        t.send(0, new UseAbilityOn(sca, Scenario.root(1), true));
        assertThat(t.last(TopCardsDiscarded.class).cards()).containsExactly("japan");
        assertThat(t.state.player(1).groupDeck()).containsExactly("russia");
        assertThat(implemented("society-for-creative-anarchism")).isTrue();
    }

    @Test
    void givenWargamers_whenItActs_thenMyExposedPlotGoesToTheBottomOfMyDeck() {
        Table t = Table.of(2);
        String wargamers = t.put(0, "wargamers", 1);
        String exposed = t.hand(0, "flower-power", true);
        String hidden = t.hand(0, "reload", false);
        t.plotDeck(0, "tax-breaks", "gang-war");
        t.start();
        t.refused(0, new UseAbilityOn(wargamers, hidden, true), "INVALID_TARGET");
        t.send(0, new UseAbilityOn(wargamers, exposed, true));
        assertThat(t.state.player(0).plotDeck()).containsExactly("tax-breaks", "gang-war", "flower-power");
        assertThat(t.hand(0)).containsExactly("reload");
        assertThat(implemented("wargamers")).isTrue();
    }

    @Test
    void givenFastFoodChains_whenUsedOnMyTurn_thenTwoExposedPlotsAreHiddenOncePerTurn() {
        Table t = Table.of(2);
        String ffc = t.put(0, "fast-food-chains", 0); // no action needed
        t.hand(0, "flower-power", true);
        t.hand(0, "reload", true);
        t.hand(0, "tax-breaks", true);
        t.start();
        t.send(0, new UseAbilityOn(ffc, null, false));
        assertThat(t.state.player(0).hand()).extracting(HandCard::exposed).containsExactly(false, false, true);
        t.refused(0, new UseAbilityOn(ffc, null, false), "ONCE_PER_TURN");
        assertThat(implemented("fast-food-chains")).isTrue();
    }

    @Test
    void givenPhoneCompany_whenItLooksOnMyTurn_thenOnlyISeeTwoOfTheRivalsHiddenPlots() {
        Table t = Table.of(3);
        String phone = t.put(0, "phone-company", 1);
        t.hand(1, "reload", false);
        t.hand(1, "flower-power", false);
        t.hand(1, "tax-breaks", false);
        t.start();
        t.send(0, new UseAbilityOn(phone, Scenario.root(1), false));
        CardsSeen seen = t.last(CardsSeen.class);
        assertThat(seen.cards()).hasSize(2);
        assertThat(t.seenBy(seen, Viewer.seat(0)).cards()).hasSize(2);
        assertThat(t.seenBy(seen, Viewer.seat(1)).cards()).isNull();
        assertThat(t.seenBy(seen, Viewer.seat(2)).cards()).isNull();
        assertThat(t.seenBy(seen, Viewer.SPECTATOR).cards()).isNull();
        assertThat(t.state.player(0).placed(phone).tokens()).isEqualTo(1); // no action spent
        // its action exposes two of them
        t.send(0, new UseAbilityOn(phone, Scenario.root(1), true));
        assertThat(t.last(PlotsExposed.class).cards()).hasSize(2);
        assertThat(implemented("phone-company")).isTrue();
    }

    @Test
    void givenPostOffice_whenItActs_thenOnlyISeeTheRivalsGroupCardsInHand() {
        Table t = Table.of(3);
        String post = t.put(0, "post-office", 1);
        t.hand(1, "reload", false);
        t.hand(1, "japan", false);
        t.hand(1, "russia", false);
        t.hand(1, "canada", false);
        t.start();
        t.send(0, new UseAbilityOn(post, Scenario.root(1), false));
        assertThat(t.last(CardsSeen.class).cards()).hasSize(2).doesNotContain("reload");
        t.send(0, new UseAbilityOn(post, Scenario.root(1), true));
        CardsSeen all = t.last(CardsSeen.class);
        assertThat(all.cards()).containsExactly("japan", "russia", "canada");
        assertThat(t.seenBy(all, Viewer.seat(2)).cards()).isNull();
        assertThat(implemented("post-office")).isTrue();
    }

    @Test
    void givenNsa_whenUsedOnMyTurn_thenISeeTheTopThreeOfMyPlotDeckAndNobodyElseDoes() {
        Table t = Table.of(2);
        String nsa = t.put(0, "n-s-a", 1);
        t.plotDeck(0, "reload", "flower-power", "tax-breaks", "gang-war");
        t.start();
        t.send(0, new UseAbilityOn(nsa, null, false));
        CardsSeen seen = t.last(CardsSeen.class);
        assertThat(seen.cards()).containsExactly("reload", "flower-power", "tax-breaks");
        assertThat(t.seenBy(seen, Viewer.seat(1)).cards()).isNull();
        assertThat(t.seenBy(seen, Viewer.SPECTATOR).cards()).isNull();
        assertThat(t.state.player(0).plotDeck()).hasSize(4); // nothing moved
        assertThat(implemented("n-s-a")).isTrue();
    }

    @Test
    void givenFeminists_whenTheyDrawALiberalGroupFromARivalsHand_thenTheyKeepIt_otherwiseTheyOnlySawIt() {
        Table t = Table.of(3);
        String feminists = t.put(0, "feminists", 1);
        t.hand(1, "anti-nuclear-activists", false); // Liberal
        t.start();
        t.send(0, new UseAbilityOn(feminists, Scenario.root(1), true));
        CardTaken taken = t.last(CardTaken.class);
        assertThat(t.hand(0)).containsExactly("anti-nuclear-activists");
        assertThat(t.seenBy(taken, Viewer.seat(2)).card()).isNull();

        Table u = Table.of(3);
        String f2 = u.put(0, "feminists", 1);
        u.hand(1, "a-m-a", false); // Conservative
        u.start();
        u.send(0, new UseAbilityOn(f2, Scenario.root(1), true));
        assertThat(u.hand(1)).containsExactly("a-m-a");
        CardsSeen seen = u.last(CardsSeen.class);
        assertThat(seen.cards()).containsExactly("a-m-a");
        assertThat(u.seenBy(seen, Viewer.seat(2)).cards()).isNull();
        assertThat(implemented("feminists")).isTrue();
    }

    @Test
    void givenAProtectedRival_thenNoAbilityReachesHisCards() {
        Table t = Table.of(2);
        String cattle = t.put(0, "cattle-mutilators", 1);
        t.hand(1, "reload", false);
        t.sc.turns(1, 0);
        t.start();
        t.refused(0, new UseAbilityOn(cattle, Scenario.root(1), true), "PROTECTED");
    }

    // ------------------------------------------------------------------ showing, exposing, returning [WDH p.5]

    @Test
    void givenAHiddenPlot_whenIExposeIt_thenEveryoneSeesItInMyExposedPlots() {
        Table t = Table.of(2);
        String plot = t.hand(0, "reload", false);
        t.start();
        t.send(0, new ExposePlot(plot));
        assertThat(RULES.view(t.state, Viewer.SPECTATOR).players().get(0).exposed()).extracting(HandCard::card)
                .containsExactly("reload");
        t.refused(0, new ExposePlot(plot), "ALREADY_EXPOSED");
    }

    @Test
    void givenAHiddenPlot_whenIShowItToOneRival_thenOnlyHeSeesIt() {
        Table t = Table.of(3);
        String plot = t.hand(0, "reload", false);
        t.start();
        t.send(0, new ShowPlot(plot, 2));
        CardsSeen seen = t.last(CardsSeen.class);
        assertThat(t.seenBy(seen, Viewer.seat(2)).cards()).containsExactly("reload");
        assertThat(t.seenBy(seen, Viewer.seat(1)).cards()).isNull();
        assertThat(t.state.player(0).inHand(plot).exposed()).isFalse();
        t.refused(0, new ShowPlot(plot, 0), "INVALID_SEAT");
    }

    @Test
    void givenAPlotInHand_whenIReturnItToMyDeck_thenItGoesWhereISayAndRivalsDoNotLearnWhichItWas() {
        Table t = Table.of(2);
        String top = t.hand(0, "reload", false);
        String middle = t.hand(0, "flower-power", false);
        String bottom = t.hand(0, "tax-breaks", true);
        String spare = t.hand(0, "jihad", false);
        t.plotDeck(0, "gang-war", "red-scare");
        t.start();
        t.send(0, new ReturnPlot(top, "TOP"));
        ReturnedToDeck hidden = t.last(ReturnedToDeck.class);
        assertThat(t.seenBy(hidden, Viewer.seat(1)).card()).isNull();
        assertThat(t.seenBy(hidden, Viewer.seat(0)).card()).isEqualTo("reload");
        t.send(0, new ReturnPlot(middle, "MIDDLE"));
        t.send(0, new ReturnPlot(bottom, "BOTTOM"));
        assertThat(t.seenBy(t.last(ReturnedToDeck.class), Viewer.seat(1)).card()).isEqualTo("tax-breaks"); // it was exposed
        assertThat(t.state.player(0).plotDeck()).containsExactly("reload", "flower-power", "gang-war", "red-scare", "tax-breaks");
        assertThat(t.hand(0)).containsExactly("jihad");
        t.refused(0, new ReturnPlot(spare, "SIDEWAYS"), "INVALID_PLACE");
    }

    // ------------------------------------------------------------------ the Goal-card limit [WDH p.16]

    @Test
    void givenAGoalCardInHand_whenASecondGoalIsDrawn_thenTheExcessOneIsDiscardedAtOnce() {
        Table t = Table.of(2);
        t.hand(0, "power-to-the-people", false);
        t.plotDeck(0, "the-corporate-masters", "reload");
        t.start();
        String root = Scenario.root(0);
        t.send(0, new BuyPlot(root, null));
        CardDiscarded d = t.last(CardDiscarded.class);
        assertThat(d.card()).isEqualTo("the-corporate-masters");
        assertThat(d.why()).isEqualTo("GOAL_LIMIT");
        assertThat(t.hand(0)).containsExactly("power-to-the-people");
    }

    @Test
    void givenUfos_thenThreeGoalCardsMayBeHeld() {
        Table t = new Table("ufos", "the-network");
        t.hand(0, "power-to-the-people", false);
        t.hand(0, "kill-for-peace", false);
        t.plotDeck(0, "the-corporate-masters", "reload");
        t.start();
        t.send(0, new BuyPlot(Scenario.root(0), null));
        assertThat(t.hand(0)).containsExactly("power-to-the-people", "kill-for-peace", "the-corporate-masters");
    }

    // ------------------------------------------------------------------ the draw step and draws

    /** Seat 1 ends his turn; seat 0's turn starts (its draw step). */
    static Table toSeat0sDrawStep(Table t) {
        t.put(1, "russia", 1); // a puppet: he stays in the game
        t.sc.current = 1;
        t.start();
        t.send(1, new EndTurn());
        t.allPass();
        assertThat(t.state.current()).as("%s", t.events).isZero();
        return t;
    }

    @Test
    void givenMossad_whenIDrawFromTheBottom_thenIGetTheBottomPlotAndOnlyISeeIt() {
        Table t = Table.of(2);
        t.put(0, "mossad", 1);
        t.plotDeck(0, "reload", "flower-power", "tax-breaks");
        t.sc.phase = io.tabletop.games.inwo.model.Phase.DRAW;
        t.start();
        t.legal(0, new DrawFromBottom(false));
        t.send(0, new DrawFromBottom(false));
        BottomCardsDrawn drawn = t.last(BottomCardsDrawn.class);
        assertThat(drawn.cards()).extracting(HandCard::card).containsExactly("tax-breaks");
        assertThat(t.seenBy(drawn, Viewer.seat(1)).cards()).isNull();
        assertThat(t.state.player(0).plotDeck()).containsExactly("reload", "flower-power");
        assertThat(t.state.phase()).isEqualTo(io.tabletop.games.inwo.model.Phase.TAKEOVER);
        assertThat(implemented("mossad")).isTrue();
    }

    @Test
    void givenNoMossad_thenDrawingFromTheBottomIsRefused() {
        Table t = Table.of(2);
        t.sc.phase = io.tabletop.games.inwo.model.Phase.DRAW;
        t.start();
        t.refused(0, new DrawFromBottom(false), "NO_ABILITY");
    }

    @Test
    void givenShroudOfTurin_whenMyTurnStarts_thenISeeMyTopPlotBeforeDrawingAndMayDrawFromTheBottom() {
        Table t = Table.of(2);
        String g = t.put(0, "japan", 1);
        String shroud = "p0-900";
        t.sc.players.set(0, t.sc.players.get(0).withStructure(InwoEvolution.plus(t.sc.players.get(0).structure(),
                new Placed(shroud, "shroud-of-turin", g, -1, 0, false, null, -1, false, false))));
        t.plotDeck(0, "reload", "flower-power", "tax-breaks");
        toSeat0sDrawStep(t);
        CardsSeen seen = t.last(CardsSeen.class);
        assertThat(seen.cards()).containsExactly("reload");
        assertThat(t.seenBy(seen, Viewer.seat(1)).cards()).isNull();
        t.legal(0, new DrawFromBottom(true));
        assertThat(implemented("shroud-of-turin")).isTrue();
    }

    @Test
    void givenCrystalSkull_whenMyTurnStarts_thenISeeTheTopThreeAndPickOneAsMyDraw() {
        Table t = Table.of(2);
        String g = t.put(0, "japan", 1);
        t.sc.players.set(0, t.sc.players.get(0).withStructure(InwoEvolution.plus(t.sc.players.get(0).structure(),
                new Placed("p0-900", "crystal-skull", g, -1, 0, false, null, -1, false, false))));
        t.plotDeck(0, "reload", "flower-power", "tax-breaks", "gang-war");
        toSeat0sDrawStep(t);
        assertThat(t.last(CardsSeen.class).cards()).containsExactly("reload", "flower-power", "tax-breaks");
        t.refused(0, new PickPlotDraw("gang-war", false), "NOT_ON_TOP");
        t.send(0, new PickPlotDraw("tax-breaks", false));
        PlotPicked picked = t.last(PlotPicked.class);
        assertThat(t.seenBy(picked, Viewer.seat(1)).card()).isNull();
        assertThat(t.seenBy(picked, Viewer.seat(1)).index()).isEqualTo(-1);
        assertThat(t.hand(0)).contains("tax-breaks");
        assertThat(t.state.player(0).plotDeck()).containsExactly("reload", "flower-power", "gang-war");
        assertThat(implemented("crystal-skull")).isTrue();
    }

    @Test
    void givenRosicruciansWithAToken_whenIPickMyDraw_thenAnyPlotOfMyDeckIsMineForTheirAction() {
        Table t = Table.of(2);
        String rosicrucians = t.put(0, "rosicrucians", 1);
        t.plotDeck(0, "reload", "flower-power", "tax-breaks", "gang-war").groupDeck(0, "russia");
        t.sc.phase = io.tabletop.games.inwo.model.Phase.DRAW;
        t.start();
        t.send(0, new PickPlotDraw("gang-war", true));
        assertThat(t.hand(0)).contains("gang-war");
        assertThat(t.state.player(0).placed(rosicrucians).tokens()).isZero();
        assertThat(t.state.player(0).plotDeck()).containsExactly("reload", "flower-power", "tax-breaks");
        assertThat(implemented("rosicrucians")).isTrue();
    }

    @Test
    void givenGunLobby_whenAConservativeGroupOfItsPlayerIsAttacked_thenHeDrawsAPlot() {
        Table t = Table.of(2);
        String attacker = t.put(0, "japan", 1);
        String gunLobby = t.put(1, "gun-lobby", 1);
        t.plotDeck(1, "reload", "flower-power");
        t.start();
        t.send(0, new InwoCommand.Attack(attacker, gunLobby, io.tabletop.games.inwo.model.AttackKind.DESTROY, false));
        CardsDrawn drawn = t.last(CardsDrawn.class);
        assertThat(drawn.seat()).isEqualTo(1);
        assertThat(t.hand(1)).containsExactly("reload");
        assertThat(t.seenBy(drawn, Viewer.seat(0)).cards()).isNull();
        assertThat(implemented("gun-lobby")).isTrue();
    }

    @Test
    void givenMarchOnWashington_whenPlayed_thenIDrawAPlotAndMayNotPlayAnotherThisTurn() {
        Table t = Table.of(2);
        String march = t.hand(0, "march-on-washington", false);
        String again = t.hand(0, "march-on-washington", false);
        String helper = t.put(0, "japan", 1);
        String helper2 = t.put(0, "mossad", 1);
        t.plotDeck(0, "reload", "flower-power", "tax-breaks");
        t.start();
        t.send(0, new PlayPlot(march, null, helper));
        t.allPass();
        assertThat(t.hand(0)).contains("flower-power"); // the top one went as the cost, the next drawn
        t.refused(0, new PlayPlot(again, null, helper2), "ONCE_PER_TURN");
        assertThat(implemented("march-on-washington")).isTrue();
    }

    @Test
    void givenTheIrs_whenItTaxesARivalAtTheStartOfMyTurn_thenHisTopPlotIsMineAndOnlyISeeIt() {
        Table t = Table.of(3);
        String irs = t.put(0, "i-r-s", 0);
        t.plotDeck(1, "reload", "flower-power");
        t.sc.phase = io.tabletop.games.inwo.model.Phase.DRAW;
        t.start();
        UseAbilityOn tax = new UseAbilityOn(irs, Scenario.root(1), false);
        t.legal(0, tax);
        t.send(0, tax);
        TopCardsTaken taken = t.last(TopCardsTaken.class);
        assertThat(taken.cards()).containsExactly("reload");
        assertThat(t.seenBy(taken, Viewer.seat(1)).cards()).isNull();
        assertThat(t.seenBy(taken, Viewer.seat(2)).cards()).isNull();
        assertThat(t.hand(0)).containsExactly("reload");
        assertThat(t.state.player(1).plotDeck()).containsExactly("flower-power");
        t.refused(0, tax, "ONCE_PER_TURN");
        t.send(0, new Draw(true, false));
        t.refused(0, new UseAbilityOn(irs, Scenario.root(2), false), "WRONG_PHASE");
        assertThat(implemented("i-r-s")).isTrue();
    }

    @Test
    void givenTheDiscordianSociety_thenTheIrsCannotTaxItsDeck() {
        Table t = new Table("bavarian-illuminati", "discordian-society");
        String irs = t.put(0, "i-r-s", 0);
        t.plotDeck(1, "reload");
        t.sc.phase = io.tabletop.games.inwo.model.Phase.DRAW;
        t.start();
        t.refused(0, new UseAbilityOn(irs, Scenario.root(1), false), "IMMUNE");
    }

    @Test
    void givenAnExposedGoal_thenPsychiatristsMayNotDiscardIt() {
        Table t = Table.of(2);
        String psychiatrists = t.put(0, "psychiatrists", 1);
        String goal = t.hand(1, "power-to-the-people", true);
        t.start();
        t.refused(0, new UseAbilityOn(psychiatrists, goal, true), "INVALID_TARGET");
    }

    @Test
    void givenTheGreatPyramid_whenARivalDrawsHisPlots_thenHeShowsItsPlayerTheFirstOneAndNobodyElse() {
        Table t = Table.of(3);
        t.put(1, "the-great-pyramid", 0);
        t.plotDeck(0, "reload", "flower-power");
        t.sc.phase = io.tabletop.games.inwo.model.Phase.DRAW;
        t.start();
        t.send(0, new Draw(true, false));
        CardsSeen seen = t.last(CardsSeen.class);
        assertThat(seen.viewer()).isEqualTo(1);
        assertThat(seen.cards()).containsExactly("reload");
        assertThat(t.seenBy(seen, Viewer.seat(1)).cards()).containsExactly("reload");
        assertThat(t.seenBy(seen, Viewer.seat(2)).cards()).isNull();
        assertThat(implemented("the-great-pyramid")).isTrue();
    }

    @Test
    void givenFidelCastro_thenHisExposureImmunityIsPlayed() {
        // no hidden Plot is ever linked to a Group in this engine: nothing can expose one
        assertThat(implemented("fidel-castro")).isTrue();
    }
}
