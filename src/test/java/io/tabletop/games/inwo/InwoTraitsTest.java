package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.InwoMorePrimitivesTest.Table;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.cards.Alignment;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.Phase;
import java.util.Set;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoState;

/** ChangeTraits and Arrows: alignments, attributes and arrows changed by cards, read by every query. */
class InwoTraitsTest {

    static final InwoRules RULES = InwoMorePrimitivesTest.RULES;
    static final Abilities A = new Abilities(InwoTestDecks.SHIPPED);

    static Placed placed(InwoState s, String uid) {
        return s.player(s.ownerOf(uid)).placed(uid);
    }

    static Set<Alignment> alignments(InwoState s, String uid) {
        return A.alignments(placed(s, uid));
    }

    static Set<String> attributes(InwoState s, String uid) {
        return A.attributes(placed(s, uid));
    }

    /** Any command settles the traits: seat 0 buys a Plot with his Illuminati's token. */
    static void anyCommand(Table t) {
        t.send(0, new BuyPlot(Scenario.root(0), null));
    }

    @Test
    void givenRossPerotControllingAGroup_whenACommandIsDecided_thenThePuppetIsStraightAndConservative_untilItMovesAway() {
        Table t = new Table().plots(0, 5);
        String perot = t.put(0, "ross-perot", Scenario.root(0), 0, 1);
        String cable = t.put(0, "cable-tv", perot, 0, 1);
        t.sc.tokens(0, Scenario.root(0), 2);
        t.start(Phase.MAIN);
        anyCommand(t);
        assertThat(t.events).anyMatch(e -> e instanceof TraitsChanged c && c.uid().equals(cable));
        assertThat(alignments(t.state, cable)).containsExactlyInAnyOrder(Alignment.CORPORATE, Alignment.STRAIGHT, Alignment.CONSERVATIVE);
        assertThat(alignments(t.state, perot)).containsExactlyInAnyOrder(Alignment.CONSERVATIVE, Alignment.STRAIGHT);

        t.send(0, new Move(cable, Scenario.root(0), Scenario.root(0)));
        assertThat(alignments(t.state, cable)).containsExactly(Alignment.CORPORATE);
    }

    @Test
    void givenSaturdayMorningCartoonsControllingAGroup_thenThePuppetIsViolent() {
        Table t = new Table().plots(0, 5);
        String smc = t.put(0, "saturday-morning-cartoons", Scenario.root(0), 0, 1);
        String cable = t.put(0, "cable-tv", smc, 0, 1);
        t.start(Phase.MAIN);
        anyCommand(t);
        assertThat(alignments(t.state, cable)).containsExactlyInAnyOrder(Alignment.CORPORATE, Alignment.VIOLENT);
        assertThat(InwoMorePrimitivesTest.implemented("saturday-morning-cartoons")).isTrue();
        assertThat(InwoMorePrimitivesTest.implemented("ross-perot")).isTrue();
    }

    @Test
    void givenManuelNoriegaUnderAGroup_thenHisMasterHasHisAlignmentsToo_andTheRuleAlignmentBonusReadsThem() {
        Table t = new Table().plots(0, 5);
        String cable = t.put(0, "cable-tv", Scenario.root(0), 0, 1);
        t.put(0, "manuel-noriega", cable, 0, 1);
        t.start(Phase.MAIN);
        anyCommand(t);
        assertThat(alignments(t.state, cable)).containsExactlyInAnyOrder(Alignment.CORPORATE, Alignment.GOVERNMENT,
                Alignment.VIOLENT, Alignment.CRIMINAL);
        assertThat(InwoMorePrimitivesTest.implemented("manuel-noriega")).isTrue();
    }

    @Test
    void givenPoliticalCorrectnessInPlay_thenConservativeGroupsOfPowerOneAreCriminal_andLiberalOnesGainThreePower() {
        Table t = new Table().plots(0, 5);
        String wives = t.put(1, "congressional-wives", Scenario.root(1), 0, 1); // Conservative, Power 1
        String perot = t.put(1, "ross-perot", Scenario.root(1), 1, 1); // Conservative, Power 2: too strong
        String pc = t.sc.hand(0, "political-correctness");
        t.start(Phase.MAIN);
        t.send(0, new PlayPlot(pc, null, null));
        t.allPass();
        assertThat(t.state.nwo()).anyMatch(n -> n.contains("political-correctness"));
        assertThat(alignments(t.state, wives)).contains(Alignment.CRIMINAL);
        assertThat(alignments(t.state, perot)).doesNotContain(Alignment.CRIMINAL);
        assertThat(InwoMorePrimitivesTest.implemented("political-correctness")).isTrue();
    }

    @Test
    void givenARivalsSecretGroup_whenExposedIsPlayedWithAMediaGroupsAction_thenItLosesSecretForGood() {
        Table t = new Table().plots(0, 5);
        String media = t.put(0, "big-media", Scenario.root(0), 0, 1); // Media, Power 4
        String nsa = t.put(1, "n-s-a", Scenario.root(1), 0, 1); // Secret
        String exposed = t.sc.hand(0, "exposed");
        t.start(Phase.MAIN);
        assertThat(RULES.legalMoves(t.state, 0)).contains(new PlayPlot(exposed, nsa, media));
        t.send(0, new PlayPlot(exposed, nsa, media));
        t.allPass();
        assertThat(attributes(t.state, nsa)).doesNotContain("SECRET").contains("COMPUTER");
        assertThat(placed(t.state, media).tokens()).isZero();
        assertThat(InwoMorePrimitivesTest.implemented("exposed")).isTrue();
    }

    @Test
    void givenAGroupThatIsNotSecret_whenExposedIsPlayedOnIt_thenItIsRefused() {
        Table t = new Table().plots(0, 5);
        String media = t.put(0, "big-media", Scenario.root(0), 0, 1);
        String wives = t.put(1, "congressional-wives", Scenario.root(1), 0, 1);
        String exposed = t.sc.hand(0, "exposed");
        t.start(Phase.MAIN);
        assertThatThrownBy(() -> t.send(0, new PlayPlot(exposed, wives, media))).isInstanceOf(RuleViolation.class);
    }

    @Test
    void givenGayActivists_whenTheyUseTheirActionOnAGroup_thenItsAlignmentsAreReversedForTheTurn() {
        Table t = new Table().plots(0, 5);
        String ga = t.put(0, "gay-activists", Scenario.root(0), 0, 1);
        String wives = t.put(1, "congressional-wives", Scenario.root(1), 0, 1); // Conservative, Straight
        t.start(Phase.MAIN);
        assertThat(RULES.legalMoves(t.state, 0)).contains(new UseAbilityOn(ga, wives, true));
        t.send(0, new UseAbilityOn(ga, wives, true));
        assertThat(alignments(t.state, wives)).containsExactlyInAnyOrder(Alignment.LIBERAL, Alignment.WEIRD);
        assertThat(placed(t.state, ga).tokens()).isZero();
        assertThat(RULES.legalMoves(t.state, 0)).noneMatch(c -> c instanceof UseAbilityOn);

        t.send(0, new EndTurn());
        while (t.state.turn() == t.sc.turn) t.send(t.state.window().priority(), new Pass());
        assertThat(alignments(t.state, wives)).containsExactlyInAnyOrder(Alignment.CONSERVATIVE, Alignment.STRAIGHT);
        assertThat(InwoMorePrimitivesTest.implemented("gay-activists")).isTrue();
    }

    @Test
    void givenTabloids_whenTheyAttackASecretGroup_thenItLosesSecretAtOnce() {
        Table t = new Table().plots(0, 5);
        String tabloids = t.put(0, "tabloids", Scenario.root(0), 0, 1);
        String templars = t.put(1, "templars", Scenario.root(1), 0, 1); // Secret
        t.start(Phase.MAIN);
        t.send(0, new InwoCommand.Attack(tabloids, templars, AttackKind.CONTROL, false));
        assertThat(attributes(t.state, templars)).doesNotContain("SECRET").contains("MAGIC");
        assertThat(InwoMorePrimitivesTest.implemented("tabloids")).isTrue();
    }

    @Test
    void givenVampiresTakingOverAPersonalityFromHand_thenItTurnsVampire_andOnlyMagicGroupsMayAttackToDestroyIt() {
        Table t = new Table().plots(0, 5);
        String vampires = t.put(0, "vampires", Scenario.root(0), 0, 1);
        String gore = t.sc.hand(0, "gordo-remora"); // a Personality, Resistance 0
        String cable = t.put(1, "cable-tv", Scenario.root(1), 1, 1);
        String templars = t.put(1, "templars", Scenario.root(1), 2, 1); // Magic
        t.start(Phase.MAIN);
        t.send(0, new InwoCommand.Attack(vampires, gore, AttackKind.CONTROL, false));
        t.allPass(1, 1);
        assertThat(t.state.ownerOf(gore)).isZero();
        assertThat(attributes(t.state, gore)).contains("VAMPIRE");

        InwoState theirTurn = new InwoState(t.state.players(), Phase.MAIN, 1, t.state.turn() + 1, 0,
                io.tabletop.games.inwo.model.TurnFlags.NEW, null, null, null, t.state.nwo(), t.state.basicGoal(), 0, 0,
                java.util.List.of(), null);
        assertThat(RULES.legalMoves(theirTurn, 1)).doesNotContain(new InwoCommand.Attack(cable, gore, AttackKind.DESTROY, false))
                .contains(new InwoCommand.Attack(templars, gore, AttackKind.DESTROY, false));
        assertThat(InwoMorePrimitivesTest.implemented("vampires")).isTrue();
    }

    @Test
    void givenLetsGetOrganized_whenPlayedOnAGroupWithOneArrow_thenItHasTwoAndTakesASecondPuppet() {
        Table t = new Table().plots(0, 5);
        String wives = t.put(0, "congressional-wives", Scenario.root(0), 0, 1); // 1 arrow
        String cable = t.put(0, "cable-tv", wives, 0, 1);
        String fred = t.put(0, "fred-birch-society", Scenario.root(0), 1, 1);
        String lgo = t.sc.hand(0, "lets-get-organized");
        t.start(Phase.MAIN);
        t.send(0, new PlayPlot(lgo, wives, cable));
        t.allPass();
        assertThat(placed(t.state, wives).traits().arrows()).isEqualTo(2);
        assertThat(RULES.legalMoves(t.state, 0)).contains(new Move(fred, wives, fred));
        t.send(0, new Move(fred, wives, fred));
        assertThat(placed(t.state, fred).master()).isEqualTo(wives);
        assertThat(placed(t.state, fred).arrow()).isEqualTo(1);
        assertThat(InwoMorePrimitivesTest.implemented("lets-get-organized")).isTrue();
    }

    @Test
    void givenLetsGetReallyOrganized_whenPlayedOnAGroupWithOneArrow_thenItHasThree_butAGroupWithNoArrowIsRefused() {
        Table t = new Table().plots(0, 5);
        String wives = t.put(0, "congressional-wives", Scenario.root(0), 0, 1);
        String nephews = t.put(0, "nephews-of-god", Scenario.root(0), 1, 1); // no arrow
        String lgro = t.sc.hand(0, "lets-get-really-organized");
        t.start(Phase.MAIN);
        assertThat(RULES.legalMoves(t.state, 0)).doesNotContain(new PlayPlot(lgro, nephews, wives));
        t.send(0, new PlayPlot(lgro, wives, nephews));
        t.allPass();
        assertThat(placed(t.state, wives).traits().arrows()).isEqualTo(3);
        assertThat(InwoMorePrimitivesTest.implemented("lets-get-really-organized")).isTrue();
    }

    @Test
    void givenDictatorshipLinkedToYourNation_thenItHasTwoMorePowerAndIsViolent_untilItIsDestroyed() {
        Table t = new Table().plots(0, 5);
        String japan = t.put(0, "japan", Scenario.root(0), 0, 1); // Nation, Power 6, Government Peaceful
        String cable = t.put(0, "cable-tv", Scenario.root(0), 1, 1);
        String dictatorship = t.sc.hand(0, "dictatorship");
        t.start(Phase.MAIN);
        assertThat(RULES.legalMoves(t.state, 0)).contains(new PlayPlot(dictatorship, japan, cable))
                .doesNotContain(new PlayPlot(dictatorship, cable, japan));
        t.send(0, new PlayPlot(dictatorship, japan, cable));
        t.allPass();
        assertThat(placed(t.state, japan).traits().linked()).containsExactly("dictatorship");
        assertThat(A.power(t.state, 0, placed(t.state, japan))).isEqualTo(8);
        assertThat(alignments(t.state, japan)).contains(Alignment.VIOLENT, Alignment.GOVERNMENT);
        assertThat(t.state.player(0).discard()).doesNotContain("dictatorship");
        assertThat(InwoMorePrimitivesTest.implemented("dictatorship")).isTrue();
    }

    @Test
    void givenMessiahLinkedToAPersonality_thenItGainsFourPowerAndResistance_andASecondMessiahIsRefused() {
        Table t = new Table().plots(0, 5);
        String gore = t.put(0, "al-gore", Scenario.root(0), 0, 1);
        String quayle = t.put(0, "dan-quayle", Scenario.root(0), 1, 1);
        String messiah = t.sc.hand(0, "messiah");
        String second = t.sc.hand(0, "messiah");
        t.start(Phase.MAIN);
        t.send(0, new PlayPlot(messiah, gore, null));
        t.allPass();
        assertThat(A.power(t.state, 0, placed(t.state, gore))).isEqualTo(5);
        assertThat(A.resistance(t.state, 0, placed(t.state, gore))).isEqualTo(A.def("al-gore").resistance() + 4);
        assertThat(RULES.legalMoves(t.state, 0)).doesNotContain(new PlayPlot(second, quayle, null));
        assertThatThrownBy(() -> t.send(0, new PlayPlot(second, quayle, null))).isInstanceOf(RuleViolation.class);
        assertThat(InwoMorePrimitivesTest.implemented("messiah")).isTrue();
    }

    @Test
    void givenMediaConnectionsLinkedToAGroup_thenItIsMediaWithGlobalPowerEqualToItsPower() {
        Table t = new Table().plots(0, 5);
        String media = t.put(0, "big-media", Scenario.root(0), 0, 1);
        t.sc.players.set(0, t.sc.players.get(0).update(media, c -> c.withPower(6))); // powered up to 6
        String japan = t.put(0, "japan", Scenario.root(0), 1, 1);
        String mc = t.sc.hand(0, "media-connections");
        t.start(Phase.MAIN);
        t.send(0, new PlayPlot(mc, japan, media));
        t.allPass();
        assertThat(attributes(t.state, japan)).contains("MEDIA", "NATION");
        assertThat(A.globalPower(t.state, 0, placed(t.state, japan))).isEqualTo(A.power(t.state, 0, placed(t.state, japan)));
        assertThat(InwoMorePrimitivesTest.implemented("media-connections")).isTrue();
    }

    @Test
    void givenHiddenInfluenceLinkedForAnIlluminatiAction_thenTheGroupsGlobalPowerEqualsItsPower() {
        Table t = new Table().plots(0, 5);
        String japan = t.put(0, "japan", Scenario.root(0), 0, 1);
        String hidden = t.sc.hand(0, "hidden-influence");
        t.start(Phase.MAIN);
        t.send(0, new PlayPlot(hidden, japan, null));
        t.allPass();
        assertThat(placed(t.state, Scenario.root(0)).tokens()).isZero();
        assertThat(A.globalPower(t.state, 0, placed(t.state, japan))).isEqualTo(6);
        assertThat(InwoMorePrimitivesTest.implemented("hidden-influence")).isTrue();
    }
}
