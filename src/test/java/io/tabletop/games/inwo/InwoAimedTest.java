package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.InwoMorePrimitivesTest.Table;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.model.Contribution;
import io.tabletop.games.inwo.attack.Strength;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.interpreter.Interpreted;
import io.tabletop.games.inwo.model.Phase;
import org.junit.jupiter.api.Test;

/** Modifiers aimed at a target: Plots played on a group of an open attack, Illuminati bonus Plots, Reliefs. */
class InwoAimedTest {

    static final InwoRules RULES = InwoRandomGamesTest.SHIPPED;
    static final Abilities A = new Abilities(InwoTestDecks.SHIPPED);

    static boolean implemented(String id) {
        return Interpreted.implemented(InwoTestDecks.SHIPPED.card(id).orElseThrow());
    }

    static int strength(Table t) {
        return Strength.of(A, t.state, t.state.attack());
    }

    static Contribution last(Table t) {
        return t.state.attack().contributions().getLast();
    }

    /** Seat 0 (on his main phase) strikes seat 1's Place with a Disaster from hand; seat 1 then has priority. */
    static String disaster(Table t, String disaster, String place) {
        String plot = t.sc.hand(0, disaster);
        t.start(Phase.MAIN).send(0, new PlayPlot(plot, place, null));
        assertThat(t.state.window().priority()).isEqualTo(1);
        return plot;
    }

    // ---------------------------------------------------------------- defence bonuses on a Disaster's target

    @Test
    void givenATornadoOnAPlace_whenItsOwnerPlaysEarlyWarningOnIt_thenThePlaceGets10AgainstTheDisaster() {
        Table t = new Table();
        String sprouts = t.put(1, "boy-sprouts", Scenario.root(1), 0, 1);
        String place = t.put(1, "center-for-disease-control", sprouts, 0, 1);
        String warning = t.sc.hand(1, "early-warning");
        disaster(t, "tornado", place);
        int before = strength(t);
        assertThat(RULES.legalMoves(t.state, 1)).contains(new PlayPlot(warning, place, null));
        t.send(1, new PlayPlot(warning, place, null));
        assertThat(last(t).value()).isEqualTo(10);
        assertThat(last(t).aid()).isFalse();
        assertThat(strength(t)).isEqualTo(before - 10);
        assertThat(t.state.player(1).discard()).contains("early-warning");
        assertThat(implemented("early-warning")).isTrue();
    }

    @Test
    void givenAnOrdinaryAttackToControl_whenEarlyWarningIsAimedAtTheTarget_thenItIsRefused() {
        Table t = new Table();
        String ny = t.put(0, "new-york", Scenario.root(0), 0, 1);
        String canada = t.put(1, "canada", Scenario.root(1), 0, 1);
        String warning = t.sc.hand(1, "early-warning");
        t.start(Phase.MAIN).send(0, new Attack(ny, canada, AttackKind.CONTROL, false));
        assertThat(RULES.legalMoves(t.state, 1)).noneMatch(c -> c instanceof PlayPlot p && p.card().equals(warning));
        assertThatThrownBy(() -> t.send(1, new PlayPlot(warning, canada, null))).isInstanceOf(RuleViolation.class);
    }

    @Test
    void givenVolunteerAidOnAPlace_whenTheDisasterDevastatesIt_thenItIsRelievedAtOnce() {
        Table t = new Table();
        String place = deepPlace(t);
        String aid = t.sc.hand(1, "volunteer-aid");
        disaster(t, "tornado", place);
        t.send(1, new PlayPlot(aid, place, null));
        assertThat(last(t).value()).isEqualTo(6);
        t.allPass(2, 2); // strength 11 - 6 = 5: roll 4, margin 1 (Tornado destroys at 5+)
        assertThat(t.events).anyMatch(e -> e instanceof Devastated d && d.uid().equals(place));
        assertThat(t.events.getLast() instanceof Relieved || t.events.stream().anyMatch(e -> e instanceof Relieved r && r.uid().equals(place))).isTrue();
        assertThat(t.state.player(1).placed(place).devastated()).isFalse();
        assertThat(implemented("volunteer-aid")).isTrue();
    }

    /** Center for Disease Control (Place, Power 1) three groups below seat 1's Illuminati: no position bonus. */
    static String deepPlace(Table t) {
        String a = t.put(1, "wall-street", Scenario.root(1), 0, 1);
        String b = t.put(1, "federal-reserve", a, 0, 1);
        return t.put(1, "center-for-disease-control", b, 0, 1);
    }

    // ---------------------------------------------------------------- automatic Relief from the structure

    @Test
    void givenRedCrossInTheStructure_whenADisasterDevastatesAPlace_thenItIsRelievedAtOnceAndFree() {
        Table t = new Table();
        t.put(1, "red-cross", Scenario.root(1), 1, 1);
        String place = deepPlace(t);
        disaster(t, "tornado", place);
        t.allPass(2, 2); // strength 11 - 6 (Red Cross): roll 4, margin 1
        Relieved r = (Relieved) t.events.stream().filter(e -> e instanceof Relieved).findFirst().orElseThrow();
        assertThat(r.uid()).isEqualTo(place);
        assertThat(r.payers()).isEmpty();
        assertThat(t.state.player(1).placed(place).devastated()).isFalse();
        assertThat(implemented("red-cross")).isTrue();
    }

    @Test
    void givenNoAutomaticRelief_whenADisasterDevastatesAPlace_thenItStaysDevastated() {
        Table t = new Table();
        String place = deepPlace(t);
        disaster(t, "tornado", place);
        t.allPass(4, 4); // strength 11: roll 8, margin 3 (Tornado destroys at 5+)
        assertThat(t.events).noneMatch(e -> e instanceof Relieved);
        assertThat(t.state.player(1).placed(place).devastated()).isTrue();
    }

    @Test
    void givenSurvivalistsUnderAPlace_whenADisasterDevastatesThatPlace_thenTheirMasterIsRelievedAtOnce() {
        Table t = new Table();
        String place = deepPlace(t);
        t.put(1, "survivalists", place, 0, 1);
        disaster(t, "tornado", place);
        t.allPass(4, 4); // strength 11: roll 8, margin 3 (Tornado destroys at 5+)
        assertThat(t.events).anyMatch(e -> e instanceof Relieved r && r.uid().equals(place));
        assertThat(implemented("survivalists")).isTrue();
    }

    @Test
    void givenBoySproutsWithItsToken_whenItPaysTheReliefOfAPower4Place_thenItCountsAs12AndItsPlayerDrawsAPlot() {
        Table t = new Table().plots(0, 3);
        String place = t.put(0, "canada", Scenario.root(0), 0, 0); // printed Power 3: Relief needs 9
        t.sc.players.set(0, t.sc.players.get(0).update(place, c -> c.withDevastated(true)));
        String sprouts = t.put(0, "boy-sprouts", Scenario.root(0), 1, 1);
        t.start(Phase.MAIN);
        assertThat(RULES.legalMoves(t.state, 0)).contains(new Relieve(place));
        t.send(0, new Relieve(place));
        Relieved r = (Relieved) t.events.stream().filter(e -> e instanceof Relieved).findFirst().orElseThrow();
        assertThat(r.payers()).containsExactly(sprouts);
        assertThat(t.state.player(0).hand()).hasSize(1);
        assertThat(implemented("boy-sprouts")).isTrue();
    }

    // ---------------------------------------------------------------- multipliers once

    @Test
    void givenAirMagicPaidByDiscardingTheTopPlot_whenAimedAtATornadosTarget_thenThePlacesPowerIsTripledAgainstIt() {
        Table t = new Table().plots(1, 2);
        String place = deepPlace(t);
        String magic = t.sc.hand(1, "air-magic");
        disaster(t, "tornado", place);
        int before = strength(t);
        assertThat(RULES.legalMoves(t.state, 1)).contains(new PlayPlot(magic, place, null));
        t.send(1, new PlayPlot(magic, place, null));
        assertThat(last(t).value()).isEqualTo(2); // Power 1 x3: 2 more
        assertThat(strength(t)).isEqualTo(before - 2);
        assertThat(t.state.player(1).plotDeck()).hasSize(1);
        assertThat(implemented("air-magic")).isTrue();
    }

    @Test
    void givenAMagicGroupWithItsToken_whenItPaysAirMagic_thenItsTokenIsSpent() {
        Table t = new Table();
        String druids = t.put(1, "druids", Scenario.root(1), 1, 1);
        String place = deepPlace(t);
        String magic = t.sc.hand(1, "air-magic");
        disaster(t, "tornado", place);
        assertThat(RULES.legalMoves(t.state, 1)).contains(new PlayPlot(magic, place, druids));
        t.send(1, new PlayPlot(magic, place, druids));
        assertThat(t.state.player(1).placed(druids).tokens()).isZero();
    }

    @Test
    void givenAnEarthquake_whenAirMagicIsAimedAtItsTarget_thenItIsRefused() {
        Table t = new Table().plots(1, 2);
        String place = deepPlace(t);
        String magic = t.sc.hand(1, "air-magic");
        disaster(t, "earthquake", place);
        assertThatThrownBy(() -> t.send(1, new PlayPlot(magic, place, null)))
                .isInstanceOf(RuleViolation.class).hasMessageContaining("does not fit");
    }

    @Test
    void givenABankLeadingAnAttackToDestroy_whenItsPlayerPlaysCurrencySpeculationOnIt_thenItsPowerIsTripled() {
        Table t = new Table();
        String wall = t.put(0, "wall-street", Scenario.root(0), 0, 1); // Power 4
        String canada = t.put(1, "canada", Scenario.root(1), 0, 1);
        String spec = t.sc.hand(0, "currency-speculation");
        t.start(Phase.MAIN).send(0, new Attack(wall, canada, AttackKind.DESTROY, false));
        t.send(t.state.window().priority(), new Pass());
        int before = strength(t);
        assertThat(RULES.legalMoves(t.state, 0)).contains(new PlayPlot(spec, wall, null));
        t.send(0, new PlayPlot(spec, wall, null));
        assertThat(last(t).aid()).isTrue();
        assertThat(strength(t)).isEqualTo(before + 8);
        assertThat(implemented("currency-speculation")).isTrue();
    }

    @Test
    void givenARivalsBankLeadingAnAttack_whenAnotherPlayerAimsCurrencySpeculationAtIt_thenItIsRefused() {
        Table t = new Table();
        String wall = t.put(0, "wall-street", Scenario.root(0), 0, 1);
        String canada = t.put(1, "canada", Scenario.root(1), 0, 1);
        String spec = t.sc.hand(1, "currency-speculation");
        t.start(Phase.MAIN).send(0, new Attack(wall, canada, AttackKind.DESTROY, false));
        assertThat(RULES.legalMoves(t.state, 1)).noneMatch(c -> c instanceof PlayPlot p && p.card().equals(spec));
    }

    @Test
    void givenABankAttackedToControl_whenItsOwnerPlaysCurrencySpeculation_thenItsResistanceIsTripled() {
        Table t = new Table();
        String ny = t.put(0, "new-york", Scenario.root(0), 0, 1);
        String wall = t.put(1, "wall-street", Scenario.root(1), 0, 1); // Resistance 3
        String spec = t.sc.hand(1, "currency-speculation");
        t.start(Phase.MAIN).send(0, new Attack(ny, wall, AttackKind.CONTROL, false));
        int before = strength(t);
        t.send(1, new PlayPlot(spec, wall, null));
        assertThat(last(t).aid()).isFalse();
        assertThat(strength(t)).isEqualTo(before - 6);
    }

    @Test
    void givenAMultiplierPlotAlreadyOnOneSide_whenASecondIsPlayedOnThatSide_thenItIsRefused() {
        Table t = new Table().plots(1, 2);
        String place = t.put(1, "wall-street", Scenario.root(1), 0, 1);
        String deep = t.put(1, "center-for-disease-control", place, 0, 1);
        String magic = t.sc.hand(1, "air-magic");
        String magic2 = t.sc.hand(0, "air-magic");
        t.sc.players.set(0, t.sc.players.get(0).withDecks(java.util.List.of("reload", "reload"), t.sc.players.get(0).groupDeck()));
        disaster(t, "tornado", deep);
        t.send(1, new PlayPlot(magic, deep, null));
        assertThat(t.state.window().priority()).isZero();
        assertThatThrownBy(() -> t.send(0, new PlayPlot(magic2, deep, null))).isInstanceOf(RuleViolation.class)
                .hasMessageContaining("do not add up");
    }

    // ---------------------------------------------------------------- Resistance set to 0

    @Test
    void givenAnAttackToControl_whenResistanceIsUselessIsPaidByAMediaGroup_thenTheDefenceAndMasterBonusGoButNotThePosition() {
        Table t = new Table();
        String ny = t.put(0, "new-york", Scenario.root(0), 0, 1);
        String media = t.put(0, "big-media", Scenario.root(0), 1, 1);
        String canada = t.put(1, "canada", Scenario.root(1), 0, 1);
        String useless = t.sc.hand(0, "resistance-is-useless");
        t.start(Phase.MAIN).send(0, new Attack(ny, canada, AttackKind.CONTROL, false));
        t.send(t.state.window().priority(), new Pass());
        Strength.Breakdown before = Strength.breakdown(A, t.state, t.state.attack());
        assertThat(RULES.legalMoves(t.state, 0)).contains(new PlayPlot(useless, canada, media))
                .doesNotContain(new PlayPlot(useless, canada, null));
        t.send(0, new PlayPlot(useless, canada, media));
        assertThat(last(t).value()).isEqualTo(before.defence() + before.masterAlignment());
        assertThat(strength(t)).isEqualTo(before.total() + before.defence() + before.masterAlignment());
        assertThat(t.state.player(0).placed(media).tokens()).isZero();
        assertThat(implemented("resistance-is-useless")).isTrue();
    }

    // ---------------------------------------------------------------- Illuminati bonus Plots

    @Test
    void givenTheIlluminatiLeadingAnAttack_whenSwissBankAccountIsPlayedOnIt_thenItGets10() {
        Table t = new Table();
        String canada = t.put(1, "canada", Scenario.root(1), 0, 1);
        String swiss = t.sc.hand(0, "swiss-bank-account");
        t.start(Phase.MAIN).send(0, new Attack(Scenario.root(0), canada, AttackKind.DESTROY, false));
        t.send(t.state.window().priority(), new Pass());
        int before = strength(t);
        assertThat(RULES.legalMoves(t.state, 0)).contains(new PlayPlot(swiss, Scenario.root(0), null));
        t.send(0, new PlayPlot(swiss, Scenario.root(0), null));
        assertThat(strength(t)).isEqualTo(before + 10);
        assertThat(implemented("swiss-bank-account")).isTrue();
    }

    @Test
    void givenAGroupLeadingAnAttack_whenSwissBankAccountIsPlayedOnIt_thenItIsRefused() {
        Table t = new Table();
        String ny = t.put(0, "new-york", Scenario.root(0), 0, 1);
        String canada = t.put(1, "canada", Scenario.root(1), 0, 1);
        String swiss = t.sc.hand(0, "swiss-bank-account");
        t.start(Phase.MAIN).send(0, new Attack(ny, canada, AttackKind.DESTROY, false));
        t.send(t.state.window().priority(), new Pass());
        assertThat(RULES.legalMoves(t.state, 0)).noneMatch(c -> c instanceof PlayPlot p && p.card().equals(swiss));
    }
    // ---------------------------------------------------------------- who may oppose

    @Test
    void givenGiantKudzuOnAPlace_whenARivalGroupSharingNoAlignmentOpposesIt_thenItMay() {
        Table t = new Table();
        String place = deepPlace(t); // Center for Disease Control: Government, Peaceful
        String punks = t.put(1, "punk-rockers", Scenario.root(1), 1, 1); // Weird
        String kudzu = t.sc.hand(0, "giant-kudzu");
        t.start(Phase.MAIN).send(0, new PlayPlot(kudzu, place, null));
        assertThat(RULES.legalMoves(t.state, 1)).contains(new Oppose(punks, false));
        t.send(1, new Oppose(punks, false));
        assertThat(last(t).uid()).isEqualTo(punks);
        assertThat(implemented("giant-kudzu")).isTrue();
    }

    @Test
    void givenAnEpidemicOnAPlace_whenAGroupSharingNoAlignmentOpposesIt_thenItIsRefused() {
        Table t = new Table();
        String place = deepPlace(t);
        String punks = t.put(1, "punk-rockers", Scenario.root(1), 1, 1);
        String epidemic = t.sc.hand(0, "epidemic");
        t.start(Phase.MAIN).send(0, new PlayPlot(epidemic, place, null));
        assertThat(RULES.legalMoves(t.state, 1)).doesNotContain(new Oppose(punks, false));
    }

    @Test
    void givenEarthMagicPlayedOnATornadosTarget_whenItsPlayersMagicGroupOpposes_thenItsPowerCountsAgainstTheDisaster() {
        Table t = new Table();
        String place = deepPlace(t);
        String druids = t.put(1, "druids", Scenario.root(1), 1, 1);
        String earth = t.sc.hand(1, "earth-magic");
        disaster(t, "tornado", place);
        assertThat(RULES.legalMoves(t.state, 1)).doesNotContain(new Oppose(druids, false)).contains(new PlayPlot(earth, place, null));
        t.send(1, new PlayPlot(earth, place, null));
        t.send(0, new Pass());
        int before = strength(t);
        assertThat(RULES.legalMoves(t.state, 1)).contains(new Oppose(druids, false)).doesNotContain(new Aid(druids, false));
        t.send(1, new Oppose(druids, false));
        assertThat(strength(t)).isEqualTo(before - 2);
        assertThat(t.state.player(1).placed(druids).tokens()).isZero();
        assertThat(implemented("earth-magic")).isTrue();
    }

    @Test
    void givenAnOrdinaryAttack_whenEarthMagicIsPlayed_thenItIsRefused() {
        Table t = new Table();
        String ny = t.put(0, "new-york", Scenario.root(0), 0, 1);
        String canada = t.put(1, "canada", Scenario.root(1), 0, 1);
        String earth = t.sc.hand(1, "earth-magic");
        t.start(Phase.MAIN).send(0, new Attack(ny, canada, AttackKind.DESTROY, false));
        assertThat(RULES.legalMoves(t.state, 1)).noneMatch(c -> c instanceof PlayPlot p && p.card().equals(earth));
    }

    // ---------------------------------------------------------------- immunities

    @Test
    void givenXanaduInTheDefendersStructure_whenTheAttackerWouldPlayAnAgentsCard_thenItIsRefused() {
        Table t = new Table();
        String ny = t.put(0, "new-york", Scenario.root(0), 0, 1);
        String canada = t.put(1, "canada", Scenario.root(1), 0, 1);
        t.put(1, "xanadu", canada, -1, 0);
        String agents = t.sc.hand(0, "canada");
        t.start(Phase.MAIN).send(0, new Attack(ny, canada, AttackKind.CONTROL, false));
        t.send(1, new Pass());
        assertThat(RULES.legalMoves(t.state, 0)).doesNotContain(new PlayAgent(agents, true));
        assertThatThrownBy(() -> t.send(0, new PlayAgent(agents, true))).isInstanceOf(RuleViolation.class)
                .hasMessageContaining("agents");
        assertThat(implemented("xanadu")).isTrue();
    }

    @Test
    void givenNoXanadu_whenTheAttackerPlaysAnAgentsCard_thenItAdds10() {
        Table t = new Table();
        String ny = t.put(0, "new-york", Scenario.root(0), 0, 1);
        String canada = t.put(1, "canada", Scenario.root(1), 0, 1);
        String agents = t.sc.hand(0, "canada");
        t.start(Phase.MAIN).send(0, new Attack(ny, canada, AttackKind.CONTROL, false));
        t.send(1, new Pass());
        assertThat(RULES.legalMoves(t.state, 0)).contains(new PlayAgent(agents, true));
    }

    @Test
    void givenPrinceCharlesAndHisPuppet_whenBavarianIlluminatiDeclaresAPrivilegedAttackOnEither_thenItIsRefused() {
        Table t = new Table();
        String ny = t.put(0, "new-york", Scenario.root(0), 0, 1);
        String charles = t.put(1, "prince-charles", Scenario.root(1), 0, 1);
        String puppet = t.put(1, "punk-rockers", charles, 0, 1);
        String other = t.put(1, "canada", Scenario.root(1), 1, 1);
        t.start(Phase.MAIN);
        assertThat(RULES.legalMoves(t.state, 0))
                .doesNotContain(new Attack(ny, charles, AttackKind.DESTROY, true), new Attack(ny, puppet, AttackKind.DESTROY, true))
                .contains(new Attack(ny, charles, AttackKind.DESTROY, false), new Attack(ny, other, AttackKind.DESTROY, true));
        assertThat(implemented("prince-charles")).isTrue();
    }

    @Test
    void givenAMediaGroupAttackingPrinceCharles_whenTheStrengthIsReckoned_thenItsPowerIsDoubled() {
        Table t = new Table();
        String media = t.put(0, "big-media", Scenario.root(0), 0, 1); // Power 4
        String ny = t.put(0, "new-york", Scenario.root(0), 1, 1);
        String charles = t.put(1, "prince-charles", Scenario.root(1), 0, 1);
        String canada = t.put(1, "canada", Scenario.root(1), 1, 1);
        t.start(Phase.MAIN).send(0, new Attack(media, charles, AttackKind.DESTROY, false));
        assertThat(Strength.breakdown(A, t.state, t.state.attack()).attack()).isEqualTo(8);
        Table u = new Table();
        String media2 = u.put(0, "big-media", Scenario.root(0), 0, 1);
        u.put(1, "prince-charles", Scenario.root(1), 0, 1);
        String canada2 = u.put(1, "canada", Scenario.root(1), 1, 1);
        u.start(Phase.MAIN).send(0, new Attack(media2, canada2, AttackKind.DESTROY, false));
        assertThat(Strength.breakdown(A, u.state, u.state.attack()).attack()).isEqualTo(4);
    }

    @Test
    void givenAnAttackOnPrinceCharles_whenAGroupSharingNoAlignmentOpposesIt_thenItMay() {
        Table t = new Table();
        String ny = t.put(0, "new-york", Scenario.root(0), 0, 1);
        String charles = t.put(1, "prince-charles", Scenario.root(1), 0, 1);
        String punks = t.put(1, "punk-rockers", Scenario.root(1), 1, 1);
        t.start(Phase.MAIN).send(0, new Attack(ny, charles, AttackKind.DESTROY, false));
        assertThat(RULES.legalMoves(t.state, 1)).contains(new Oppose(punks, false));
    }
    // ---------------------------------------------------------------- a multiplier, then death

    @Test
    void givenSuckedDryOnTheAttackingGroup_whenTheAttackIsOver_thenItsPowerWasQuadrupledAndItDiesWithNoGoalCredit() {
        Table t = new Table();
        String wall = t.put(0, "wall-street", Scenario.root(0), 0, 1); // Power 4
        String puppet = t.put(0, "punk-rockers", wall, 0, 1);
        t.put(0, "new-york", Scenario.root(0), 1, 0); // so that seat 0 keeps a puppet and is not eliminated
        String canada = t.put(1, "canada", Scenario.root(1), 0, 1);
        String sucked = t.sc.hand(0, "sucked-dry-and-cast-aside");
        t.start(Phase.MAIN).send(0, new Attack(wall, canada, AttackKind.DESTROY, false));
        t.send(1, new Pass());
        int before = strength(t);
        assertThat(RULES.legalMoves(t.state, 0)).contains(new PlayPlot(sucked, wall, null))
                .doesNotContain(new PlayPlot(sucked, canada, null));
        t.send(0, new PlayPlot(sucked, wall, null));
        assertThat(strength(t)).isEqualTo(before + 12);
        t.allPass(6, 6); // fails: it dies all the same
        GroupSacrificed g = (GroupSacrificed) t.events.stream().filter(e -> e instanceof GroupSacrificed).findFirst().orElseThrow();
        assertThat(g.uid()).isEqualTo(wall);
        assertThat(t.state.player(0).placed(wall)).isNull();
        assertThat(t.state.player(0).discard()).contains("wall-street", "sucked-dry-and-cast-aside");
        assertThat(t.state.player(0).destroyed()).isEmpty();
        assertThat(t.state.player(1).destroyed()).isEmpty();
        assertThat(g.toHand()).extracting(h -> h.uid()).containsExactly(puppet);
        assertThat(t.state.player(0).hand()).anyMatch(h -> h.uid().equals(puppet));
        assertThat(implemented("sucked-dry-and-cast-aside")).isTrue();
    }

    @Test
    void givenSuckedDryOnAGroupAttackedToControl_whenItsOwnerWouldPlayIt_thenItIsRefused() {
        Table t = new Table();
        String ny = t.put(0, "new-york", Scenario.root(0), 0, 1);
        String canada = t.put(1, "canada", Scenario.root(1), 0, 1);
        String sucked = t.sc.hand(1, "sucked-dry-and-cast-aside");
        t.start(Phase.MAIN).send(0, new Attack(ny, canada, AttackKind.CONTROL, false));
        assertThat(RULES.legalMoves(t.state, 1)).noneMatch(c -> c instanceof PlayPlot p && p.card().equals(sucked));
    }
}
