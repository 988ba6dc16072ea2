package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.interpreter.Interpreted;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.Phase;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;

/** Effect primitives interpreted in round 2, played with the shipped catalogue's cards. */
class InwoMorePrimitivesTest {

    static final InwoRules RULES = InwoRandomGamesTest.SHIPPED;

    /** A hand-built position with the shipped catalogue: Scenario's players, groups placed by uid and arrow. */
    static final class Table {
        final Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        int serial = 500;

        String put(int seat, String card, String master, int arrow, int tokens) {
            String uid = "p" + seat + "-" + serial++;
            Player p = sc.players.get(seat);
            sc.players.set(seat, p.withStructure(InwoEvolution.plus(p.structure(),
                    new Placed(uid, card, master, arrow, tokens, false, null, -1, false, false))));
            return uid;
        }

        Table plots(int seat, int n) {
            List<String> deck = new ArrayList<>();
            for (int i = 0; i < n; i++) deck.add("swiss-bank-account");
            Player p = sc.players.get(seat);
            sc.players.set(seat, p.withDecks(deck, p.groupDeck()));
            return this;
        }

        InwoState state;
        final List<InwoEvent> events = new ArrayList<>();

        Table start(Phase phase) {
            sc.phase = phase;
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
            while (state.window() != null) {
                List<InwoEvent> step = send(state.window().priority(), new Pass(), dice);
                if (step.stream().anyMatch(e -> e instanceof AttackResolved)) break;
            }
        }
    }

    static boolean implemented(String id) {
        return Interpreted.implemented(InwoTestDecks.SHIPPED.card(id).orElseThrow());
    }

    @Test
    void givenPentagonControllingTwoCorporateGroups_whenItsPlayerDrawsAtTurnStart_thenHeDrawsThreePlots() {
        // Pentagon: "+1 Plot per Corporate it controls" -- its own puppets only, not the rest of the structure
        Table t = new Table().plots(0, 10);
        String pentagon = t.put(0, "pentagon", Scenario.root(0), 0, 1);
        t.put(0, "cable-tv", pentagon, 0, 1);
        t.put(0, "junk-mail", pentagon, 1, 1);
        t.put(0, "fast-food-chains", Scenario.root(0), 1, 1); // Corporate, but not Pentagon's puppet
        t.start(Phase.DRAW).send(0, new Draw(true, false));
        CardsDrawn drawn = (CardsDrawn) t.events.stream().filter(e -> e instanceof CardsDrawn).findFirst().orElseThrow();
        assertThat(drawn.count()).isEqualTo(3);
        assertThat(implemented("pentagon")).isTrue();
        assertThat(implemented("orbit-one")).isTrue();
    }

    @Test
    void givenPentagonWithoutCorporatePuppets_whenItsPlayerDraws_thenHeDrawsOnePlot() {
        Table t = new Table().plots(0, 10);
        t.put(0, "pentagon", Scenario.root(0), 0, 1);
        t.start(Phase.DRAW).send(0, new Draw(true, false));
        CardsDrawn drawn = (CardsDrawn) t.events.stream().filter(e -> e instanceof CardsDrawn).findFirst().orElseThrow();
        assertThat(drawn.count()).isEqualTo(1);
    }

    @Test
    void givenNinjasWithoutAToken_whenAnAttackOnThemFails_thenTheyGetATokenAtOnce() {
        Table t = new Table();
        String ny = t.put(0, "new-york", Scenario.root(0), 0, 1);
        String ninjas = t.put(1, "ninjas", Scenario.root(1), 0, 0);
        t.start(Phase.MAIN).send(0, new Attack(ny, ninjas, AttackKind.CONTROL, false));
        t.allPass(6, 6); // 12 always fails
        AttackResolved r = (AttackResolved) t.events.stream().filter(e -> e instanceof AttackResolved).findFirst().orElseThrow();
        assertThat(r.success()).isFalse();
        assertThat(t.state.player(1).placed(ninjas).tokens()).isEqualTo(1);
        assertThat(t.events.getLast()).isNotInstanceOf(GameEnded.class);
        assertThat(implemented("ninjas")).isTrue();
    }

    @Test
    void givenAnOrdinaryGroupWithoutAToken_whenAnAttackOnItFails_thenItGetsNone() {
        Table t = new Table();
        String ny = t.put(0, "new-york", Scenario.root(0), 0, 1);
        String nasa = t.put(1, "nasa", Scenario.root(1), 0, 0);
        t.start(Phase.MAIN).send(0, new Attack(ny, nasa, AttackKind.CONTROL, false));
        t.allPass(6, 6);
        assertThat(t.state.player(1).placed(nasa).tokens()).isZero();
    }

    String hand(Table t, int seat, String card) {
        return t.sc.hand(seat, card);
    }

    @Test
    void givenHexPaidWithAnIlluminatiAction_whenItsWindowClosesUncancelled_thenTheRivalsMagicResourceIsDiscarded() {
        Table t = new Table();
        String russia = t.put(1, "new-york", Scenario.root(1), 0, 1);
        String skull = t.put(1, "crystal-skull", russia, -1, 0);
        String hex = hand(t, 0, "hex");
        t.start(Phase.MAIN);
        assertThat(RULES.legalMoves(t.state, 0)).contains(new PlayPlot(hex, skull, null));
        t.send(0, new PlayPlot(hex, skull, null));
        assertThat(t.state.player(0).root().tokens()).isZero(); // the Illuminati action paid it
        assertThat(t.state.plot()).isNotNull();
        while (t.state.window() != null) t.send(t.state.window().priority(), new Pass());
        assertThat(t.state.player(1).placed(skull)).isNull();
        assertThat(t.state.player(1).discard()).contains("crystal-skull");
        assertThat(t.state.player(0).discard()).contains("hex");
        assertThat(t.state.player(0).destroyed()).isEmpty(); // a Resource discarded counts for no Goal
        assertThat(implemented("hex")).isTrue();
        assertThat(implemented("the-weak-link")).isTrue();
    }

    @Test
    void givenHex_whenAimedAtAGroupOrAnOwnResourceOrAGadget_thenRefused() {
        Table t = new Table();
        String ny = t.put(1, "new-york", Scenario.root(1), 0, 1);
        String gadget = t.put(1, "cyborg-soldiers", ny, -1, 0);
        String mine = t.put(0, "japan", Scenario.root(0), 0, 1);
        String ownSkull = t.put(0, "crystal-skull", mine, -1, 0);
        String hex = hand(t, 0, "hex");
        t.start(Phase.MAIN);
        var legal = RULES.legalMoves(t.state, 0);
        for (String target : java.util.Arrays.asList(ny, gadget, ownSkull, null)) {
            assertThat(legal).doesNotContain(new PlayPlot(hex, target, null));
        }
        // it answers a Magic Resource used against you only: no one-shot Plot (played in an attack, InwoLastCardsATest)
        assertThat(Interpreted.oneShot(InwoTestDecks.SHIPPED.card("counterspell").orElseThrow())).isFalse();
    }

    @Test
    void givenMassMurder_whenItResolves_thenEveryMediaGroupInPlayLosesItsToken() {
        Table t = new Table();
        String big = t.put(1, "big-media", Scenario.root(1), 0, 1);
        String ny = t.put(1, "new-york", Scenario.root(1), 1, 1);
        String cable = t.put(0, "cable-tv", Scenario.root(0), 0, 1);
        String plot = hand(t, 0, "mass-murder");
        t.start(Phase.MAIN).send(0, new PlayPlot(plot, null, null));
        while (t.state.window() != null) t.send(t.state.window().priority(), new Pass());
        assertThat(t.state.player(1).placed(big).tokens()).isZero();
        assertThat(t.state.player(0).placed(cable).tokens()).isZero();
        assertThat(t.state.player(1).placed(ny).tokens()).isEqualTo(1);
        assertThat(implemented("mass-murder")).isTrue();
    }

    @Test
    void givenMarketManipulationOnACorporateGroup_whenItResolves_thenItAndEveryBankLoseTheirTokens() {
        Table t = new Table();
        String cable = t.put(1, "cable-tv", Scenario.root(1), 0, 1);
        String bank = t.put(1, "federal-reserve", Scenario.root(1), 1, 1);
        String ny = t.put(1, "new-york", Scenario.root(1), 2, 1);
        String plot = hand(t, 0, "market-manipulation");
        t.start(Phase.MAIN);
        assertThat(RULES.legalMoves(t.state, 0)).doesNotContain(new PlayPlot(plot, ny, null)); // not Corporate
        t.send(0, new PlayPlot(plot, cable, null));
        while (t.state.window() != null) t.send(t.state.window().priority(), new Pass());
        assertThat(t.state.player(1).placed(cable).tokens()).isZero();
        assertThat(t.state.player(1).placed(bank).tokens()).isZero();
        assertThat(t.state.player(1).placed(ny).tokens()).isEqualTo(1);
        assertThat(implemented("market-manipulation")).isTrue();
    }

    @Test
    void givenSavingsAndLoanScamPaidByAGroupsAction_whenItResolves_thenItsPlayerDrawsThreePlots() {
        Table t = new Table().plots(0, 10);
        String ny = t.put(0, "new-york", Scenario.root(0), 0, 1);
        String plot = hand(t, 0, "savings-loan-scam");
        t.start(Phase.MAIN);
        assertThat(RULES.legalMoves(t.state, 0)).doesNotContain(new PlayPlot(plot, null, null)); // a Group's action pays it
        t.send(0, new PlayPlot(plot, null, ny));
        assertThat(t.state.player(0).placed(ny).tokens()).isZero();
        while (t.state.window() != null) t.send(t.state.window().priority(), new Pass());
        assertThat(t.state.player(0).hand()).hasSize(3).noneMatch(h -> h.card().equals("savings-loan-scam"));
        assertThat(t.state.player(0).plotDeck()).hasSize(7);
        assertThat(implemented("savings-loan-scam")).isTrue();
    }

    @Test
    void givenTheInternetWormAimedAtARivalsIlluminati_whenItResolves_thenHisTopThreePlotsAreDiscarded() {
        Table t = new Table().plots(1, 5);
        String worm = hand(t, 0, "the-internet-worm");
        t.start(Phase.MAIN);
        assertThat(RULES.legalMoves(t.state, 0)).doesNotContain(new PlayPlot(worm, Scenario.root(0), null));
        t.send(0, new PlayPlot(worm, Scenario.root(1), null));
        while (t.state.window() != null) t.send(t.state.window().priority(), new Pass());
        assertThat(t.state.player(1).plotDeck()).hasSize(2);
        assertThat(t.state.player(1).discard()).hasSize(3);
        assertThat(implemented("the-internet-worm")).isTrue();
    }

    @Test
    void givenFranceWithoutAToken_whenARivalAttacksItsPlayersLiberalGroup_thenItOpposesFreeWithItsPower() {
        Table t = new Table();
        String ny = t.put(0, "new-york", Scenario.root(0), 0, 1);
        String france = t.put(1, "france", Scenario.root(1), 0, 0);
        String activists = t.put(1, "black-activists", Scenario.root(1), 1, 1);
        t.start(Phase.MAIN).send(0, new Attack(ny, activists, AttackKind.CONTROL, false));
        while (t.state.window().priority() != 1) t.send(t.state.window().priority(), new Pass());
        assertThat(RULES.legalMoves(t.state, 1)).contains(new Oppose(france, false)).doesNotContain(new Oppose(france, true));
        t.send(1, new Oppose(france, false));
        var k = t.state.attack().contributions().getLast();
        assertThat(k.uid()).isEqualTo(france);
        assertThat(k.aid()).isFalse();
        assertThat(k.value()).isEqualTo(3);
        assertThat(t.state.player(1).placed(france).tokens()).isZero();
        assertThat(implemented("france")).isTrue();
        assertThat(implemented("italy")).isTrue();
    }

    @Test
    void givenFranceWithoutAToken_whenARivalAttacksANonLiberalGroup_thenItMayNotOppose() {
        Table t = new Table();
        String ny = t.put(0, "new-york", Scenario.root(0), 0, 1);
        String france = t.put(1, "france", Scenario.root(1), 0, 0);
        String japan = t.put(1, "japan", Scenario.root(1), 1, 1);
        t.start(Phase.MAIN).send(0, new Attack(ny, japan, AttackKind.CONTROL, false));
        while (t.state.window().priority() != 1) t.send(t.state.window().priority(), new Pass());
        assertThat(RULES.legalMoves(t.state, 1)).doesNotContain(new Oppose(france, false));
    }

    String devastated(Table t, int seat, String card, int arrow) {
        String uid = t.put(seat, card, Scenario.root(seat), arrow, 0);
        t.sc.tokens(seat, Scenario.root(seat), 0); // the Illuminati's Power would pay alone
        Player p = t.sc.players.get(seat);
        t.sc.players.set(seat, p.update(uid, c -> c.withDevastated(true)));
        return uid;
    }

    @Test
    void givenNatoWithItsToken_whenItsPlayerReliefsACanadaOfPower3_thenNatosPowerCountsTriple() {
        // Relief costs actions totalling 3x the Place's printed Power (9); NATO's Power 3 counts x3 for Relief
        Table t = new Table();
        String canada = devastated(t, 0, "canada", 0);
        String nato = t.put(0, "nato", Scenario.root(0), 1, 1);
        t.start(Phase.MAIN);
        assertThat(RULES.legalMoves(t.state, 0)).contains(new Relieve(canada));
        t.send(0, new Relieve(canada));
        Relieved r = (Relieved) t.events.getLast();
        assertThat(r.payers()).containsExactly(nato);
        assertThat(t.state.player(0).placed(canada).devastated()).isFalse();
        assertThat(implemented("nato")).isTrue();
        assertThat(implemented("united-nations")).isTrue();
    }

    @Test
    void givenAnOrdinaryGroupOfPower3_whenItsPlayerWouldReliefACanada_thenItIsNotEnough() {
        Table t = new Table();
        String canada = devastated(t, 0, "canada", 0);
        t.put(0, "brazil", Scenario.root(0), 1, 1);
        t.start(Phase.MAIN);
        assertThat(RULES.legalMoves(t.state, 0)).doesNotContain(new Relieve(canada));
    }

    @Test
    void givenSiliconValleyWithItsToken_whenItsAbilityIsUsedOnTheMainPhase_thenItsTokenIsSpentAndAPlotDrawn() {
        Table t = new Table().plots(0, 4);
        String valley = t.put(0, "silicon-valley", Scenario.root(0), 0, 1);
        String ny = t.put(0, "new-york", Scenario.root(0), 1, 1);
        t.start(Phase.MAIN);
        assertThat(RULES.legalMoves(t.state, 0)).contains(new UseAbility(valley)).doesNotContain(new UseAbility(ny));
        t.send(0, new UseAbility(valley));
        assertThat(t.state.player(0).placed(valley).tokens()).isZero();
        assertThat(t.state.player(0).hand()).hasSize(1);
        assertThat(t.state.player(0).plotDeck()).hasSize(3);
        assertThat(RULES.legalMoves(t.state, 0)).doesNotContain(new UseAbility(valley));
        assertThat(implemented("silicon-valley")).isTrue();
    }
}
