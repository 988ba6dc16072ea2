package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.Viewer;
import io.tabletop.games.inwo.model.Attack;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.model.Contribution;
import io.tabletop.games.inwo.attack.Strength;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.goals.GoalCheck;
import io.tabletop.games.inwo.goals.GoalFigure;
import io.tabletop.games.inwo.goals.GoalFigure.Measure;
import io.tabletop.games.inwo.goals.GoalProgress;
import io.tabletop.games.inwo.goals.Goals;
import io.tabletop.games.inwo.goals.PowerParts;
import io.tabletop.games.inwo.goals.PowerParts.PowerAddition;
import io.tabletop.games.inwo.model.LinkedPlot;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.versions.InwoVersion;
import java.util.List;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;

/**
 * What a bot can see: per card in play its Power in parts with the totals the rules use, per player the progress of
 * his public goals, computed by the functions victory is decided with (positions under rules version 3, where ruling
 * I2 holds and I4 does not, so that the Power for goals is pinned; {@link InwoGoalProgressRandomGamesTest} checks the
 * newest version against victory).
 */
class InwoGoalProgressViewTest {

    static final InwoRules V3 = new InwoRules(InwoFixture.CATALOGUE, 3);
    static final Abilities A3 = new Abilities(InwoFixture.CATALOGUE, new InwoVersion(3));

    static InwoView.PlayerView player(InwoView v, int seat) {
        return v.players().get(seat);
    }

    static InwoView.CardView card(InwoView v, int seat, String uid) {
        return player(v, seat).structure().stream().filter(c -> c.uid().equals(uid)).findFirst().orElseThrow();
    }

    /** Seat 0's Canada (Liberal Government, printed Power 3) set to 5 for good, Cyborg Soldiers (x2) linked to it. */
    static final class Canada {
        final Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        final String canada = sc.group(0, "canada", Scenario.root(0));
        final String japan = sc.group(1, "japan", Scenario.root(1));

        Canada() {
            sc.resource(0, "cyborg-soldiers", canada);
            sc.players.set(0, sc.players.get(0).update(canada, c -> c.withPower(5)));
        }

        /** Political Correctness (+3 Power to Liberal Groups) in play, Martial Law standing on Canada's defence. */
        InwoState state() {
            return sc.state().withNwo(List.of("RED:p1-90:political-correctness:1"))
                    .withLinked(List.of(new LinkedPlot(0, "p0-91", "martial-law", canada)));
        }
    }

    @Test
    void givenAGroupWithAStandingBonusASetValueAndATemporaryPlusTen_whenViewed_thenItsPowerPartsAndTotalsShowEach() {
        Canada p = new Canada();
        InwoState s = p.state();

        InwoView v = V3.view(s, Viewer.SPECTATOR);

        InwoView.CardView canada = card(v, 0, p.canada);
        assertThat(canada.powerParts()).isEqualTo(new PowerParts(3, 5, 5, 2, List.of(
                new PowerAddition("p1-90", "political-correctness", 3, true),
                new PowerAddition("p0-91", "martial-law", 10, false)), 5 * 2 + 3, 0, 5));
        assertThat(canada.power()).as("the view's Power is the parts' Power").isEqualTo(13);
        assertThat(canada.globalPower()).isEqualTo(canada.powerParts().globalPower());
        assertThat(card(v, 0, Scenario.root(0)).powerParts()).as("an Illuminati: printed only")
                .isEqualTo(new PowerParts(10, null, 10, 1, List.of(), 10, 10, 10));
    }

    @Test
    void givenThatGroupDefendingItself_whenAttacked_thenSelfDefenceMultipliesTheBaseOnlyAndThePlusTenAddsOnce() {
        Canada p = new Canada();
        Attack at = new Attack(1, p.japan, p.canada, "canada", 0, AttackKind.DESTROY, false, null, null, 0, 0,
                List.of(new Contribution(0, p.canada, "canada", Contribution.Kind.SELF_DEFENCE, 0, false)), false);
        InwoState s = p.state().withAttack(at);

        InwoView v = V3.view(s, Viewer.SPECTATOR);

        PowerParts parts = card(v, 0, p.canada).powerParts();
        int standing = parts.additions().stream().filter(PowerAddition::standing).mapToInt(PowerAddition::amount).sum();
        int temporary = parts.additions().stream().filter(x -> !x.standing()).mapToInt(PowerAddition::amount).sum();
        Strength.Breakdown b = v.attack().strength();
        assertThat(b.opposition()).as("self-defence: base x (largest multiplier + 1) + standing additions")
                .isEqualTo(parts.base() * (parts.multiplier() + 1) + standing).isEqualTo(5 * 3 + 3);
        assertThat(b.defence()).as("the target's Power").isEqualTo(parts.power());
        assertThat(b.bonuses()).as("the standing +10 once, on the defence").isEqualTo(Strength.breakdown(A3, s.withLinked(List.of()), at).bonuses() - temporary);
    }

    @Test
    void givenADevastatedLine_whenViewed_thenTheBasicGoalCountsNoneOfItAndItsPowerCountsForNoGoal() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        String canada = sc.group(0, "canada", Scenario.root(0)); // a Place
        String below = sc.group(0, "filler-1", canada);
        String japan = sc.group(0, "japan", Scenario.root(0));
        sc.players.set(0, sc.players.get(0).update(canada, c -> c.withDevastated(true)));

        InwoView v = V3.view(sc.state(), Viewer.SPECTATOR);

        GoalProgress goals = player(v, 0).goals();
        assertThat(goals.basic().counted()).containsExactly(Scenario.root(0), japan);
        assertThat(goals.basic().count()).isEqualTo(2).isEqualTo(player(v, 0).controlled());
        assertThat(goals.basic().needed()).isEqualTo(12);
        assertThat(goals.basic().met()).isFalse();
        assertThat(card(v, 0, canada).powerParts().powerForGoals()).isZero();
        assertThat(card(v, 0, below).powerParts().powerForGoals()).isZero();
        assertThat(card(v, 0, below).powerParts().power()).as("its Power as such is not touched").isEqualTo(card(v, 0, below).power());
        assertThat(goals.special()).as("Bavaria: 10 + Japan's 6, nothing of the Devastated line")
                .containsExactly(new GoalCheck("SPECIAL", "bavarian-illuminati", false,
                        List.of(new GoalFigure(Measure.POWER, 16, 50))));
    }

    @Test
    void givenCthulhuWithKills_whenViewed_thenItsFiguresAreTheKillsAndTheLoweredBasicGoalAndTheGoalIsMet() {
        Scenario sc = Scenario.of("servants-of-cthulhu", "the-network");
        for (int i = 1; i <= 4; i++) sc.group(0, "filler-" + i, Scenario.root(0));
        sc.players.set(0, sc.players.get(0).withDestroyed(List.of("a", "b", "c", "d", "e", "f", "g")));
        InwoState s = sc.state();

        GoalProgress goals = player(V3.view(s, Viewer.seat(1)), 0).goals();

        assertThat(goals.special()).containsExactly(new GoalCheck("SPECIAL", "servants-of-cthulhu", true, List.of(
                new GoalFigure(Measure.DESTROYED, 7, 8), new GoalFigure(Measure.GROUPS, 5, 12 - 7))));
        assertThat(Goals.met(A3, s, 0)).as("what victory says").isEqualTo("SPECIAL");
        assertThat(goals.basic().met()).isFalse();
    }

    @Test
    void givenTheNetwork_whenViewed_thenItsGroupsFigureCountsComputerGroupsDouble() {
        Scenario sc = Scenario.of("the-network", "bavarian-illuminati");
        String japan = sc.group(0, "japan", Scenario.root(0)); // Computer, Power 6
        sc.group(0, "nsa", Scenario.root(0)); // Computer, 5
        sc.group(0, "wargamers", japan); // Computer but Power 1

        GoalProgress goals = player(V3.view(sc.state(), Viewer.SPECTATOR), 0).goals();

        assertThat(goals.special()).containsExactly(new GoalCheck("SPECIAL", "the-network", false,
                List.of(new GoalFigure(Measure.GROUPS, 4 + 2, 12))));
        assertThat(goals.basic().count()).isEqualTo(4);
    }

    @Test
    void givenAGoalCardInHand_whenHiddenThenExposed_thenOnlyTheExposedOneShowsAndAHiddenOneChangesNoView() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        for (String c : List.of("witch", "weird-fanatics", "hackers", "rock-star")) sc.groupAnywhere(0, c);
        String goal = sc.hand(0, "hail-eris");
        InwoState hidden = sc.state();
        InwoState other = hidden.with(0, pl -> pl.withHand(List.of(new HandCard(goal, "martial-law", false))));
        InwoState exposed = hidden.with(0, pl -> pl.withHand(List.of(new HandCard(goal, "hail-eris", true))));

        InwoView seen = V3.view(hidden, Viewer.SPECTATOR);

        assertThat(seen).as("a hidden card changes no public view").isEqualTo(V3.view(other, Viewer.SPECTATOR));
        assertThat(V3.view(hidden, Viewer.seat(1))).isEqualTo(V3.view(other, Viewer.seat(1)));
        assertThat(player(seen, 0).goals().special()).extracting(GoalCheck::goal).containsExactly("SPECIAL");
        assertThat(player(V3.view(exposed, Viewer.SPECTATOR), 0).goals().special())
                .as("5 groups, Witch, Weird Fanatics and Hackers double")
                .contains(new GoalCheck("hail-eris", "hail-eris", false, List.of(new GoalFigure(Measure.GROUPS, 8, 12))));
        GoalProgress public_ = player(V3.view(exposed, Viewer.SPECTATOR), 0).goals();
        assertThat(player(V3.view(exposed, Viewer.seat(0)), 0).goals())
                .as("the same for its holder, with no Goal card left hidden")
                .isEqualTo(new GoalProgress(public_.basic(), public_.special(), List.of()));
    }

    /** Seat 0 (Bavaria) with Witch, Weird Fanatics, Hackers and Rock Star, Hail Eris! hidden in hand. */
    static Scenario hailErisHidden() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        for (String c : List.of("witch", "weird-fanatics", "hackers", "rock-star")) sc.groupAnywhere(0, c);
        sc.hand(0, "hail-eris");
        return sc;
    }

    @Test
    void givenAGoalCardHiddenInHand_whenItsHolderLooks_thenHisViewShowsItsProgress_andNoOtherViewDoes() {
        InwoState s = hailErisHidden().state();
        GoalCheck hailEris = new GoalCheck("hail-eris", "hail-eris", false, List.of(new GoalFigure(Measure.GROUPS, 8, 12)));

        GoalProgress own = player(V3.view(s, Viewer.seat(0)), 0).goals();

        assertThat(own.hidden()).as("5 groups, Witch, Weird Fanatics and Hackers double").containsExactly(hailEris)
                .containsExactly(Goals.goalCard(A3, s, 0, "hail-eris"));
        assertThat(own.special()).extracting(GoalCheck::goal).containsExactly("SPECIAL");
        for (Viewer other : List.of(Viewer.SPECTATOR, Viewer.seat(1))) {
            GoalProgress seen = player(V3.view(s, other), 0).goals();
            assertThat(seen.hidden()).as("%s", other).isNull();
            assertThat(seen.special()).as("%s", other).extracting(GoalCheck::goal).containsExactly("SPECIAL");
            assertThat(seen.basic()).isEqualTo(own.basic());
        }
        assertThat(player(V3.view(s, Viewer.seat(1)), 1).goals().hidden()).as("the rival's own view: no Goal card of his").isEmpty();
    }

    @Test
    void givenTwoGamesThatDifferOnlyInTheHiddenGoalCard_thenTheSpectatorAndTheRivalSeeTheSame_andOnlyTheHolderTellsThemApart() {
        Scenario sc = Scenario.shipped("the-network", "bavarian-illuminati");
        for (String c : List.of("cable-tv", "comic-books", "girlie-magazines")) sc.groupAnywhere(0, c);
        String goal = sc.hand(0, "hail-eris");
        InwoState eris = sc.state();
        InwoState corporate = eris.with(0, p -> p.withHand(List.of(new HandCard(goal, "the-corporate-masters", false))));
        InwoRules rules = Scenario.SHIPPED_RULES;

        assertThat(rules.view(eris, Viewer.SPECTATOR)).isEqualTo(rules.view(corporate, Viewer.SPECTATOR));
        assertThat(rules.view(eris, Viewer.seat(1))).isEqualTo(rules.view(corporate, Viewer.seat(1)));
        assertThat(player(rules.view(eris, Viewer.seat(0)), 0).goals().hidden()).extracting(GoalCheck::goal)
                .containsExactly("hail-eris");
        assertThat(player(rules.view(corporate, Viewer.seat(0)), 0).goals().hidden()).extracting(GoalCheck::goal)
                .containsExactly("the-corporate-masters");
    }

    /** Hail Eris! met: Bavaria's 9 groups (its Illuminati, 4 Weird with Power 3+ of which 3 count double, 4 others). */
    static Scenario hailErisMet() {
        Scenario sc = hailErisHidden();
        for (String c : List.of("filler-1", "filler-2", "filler-3", "filler-4")) sc.groupAnywhere(0, c);
        return sc;
    }

    @Test
    void givenAHiddenGoalCardThatIsMet_thenItsHoldersViewSaysMet_asVictoryDoes() {
        InwoState s = hailErisMet().state();
        assertThat(Goals.basic(A3, s, 0).met()).isFalse();
        assertThat(Goals.met(A3, s, 0)).isEqualTo("hail-eris");

        assertThat(player(V3.view(s, Viewer.seat(0)), 0).goals().hidden())
                .containsExactly(new GoalCheck("hail-eris", "hail-eris", true, List.of(new GoalFigure(Measure.GROUPS, 12, 12))));
        assertThat(player(V3.view(s, Viewer.SPECTATOR), 0).goals().special()).extracting(GoalCheck::goal)
                .containsExactly("SPECIAL");
    }

    @Test
    void givenAVictoryDeclaredWithAHiddenGoalCard_thenEveryViewShowsThatGoal_untilTheGameEndsAndAfter() {
        Scenario sc = hailErisMet().atVersion(3);
        Scenario.Game g = sc.game();
        GoalCheck met = new GoalCheck("hail-eris", "hail-eris", true, List.of(new GoalFigure(Measure.GROUPS, 12, 12)));

        List<InwoEvent> out = new java.util.ArrayList<>(g.send(0, new InwoCommand.EndTurn()));
        while (g.state.window() != null && out.stream().noneMatch(e -> e instanceof InwoEvent.VictoryDeclared)) out.addAll(g.allPass());

        assertThat(out).contains(new InwoEvent.VictoryDeclared(List.of(0), List.of("hail-eris"), g.state.window()));
        assertThat(g.state.player(0).hand()).extracting(HandCard::exposed).containsExactly(false);
        for (Viewer v : List.of(Viewer.SPECTATOR, Viewer.seat(1), Viewer.seat(0))) {
            GoalProgress seen = player(V3.view(g.state, v), 0).goals();
            assertThat(seen.special()).as("%s", v).containsExactly(Goals.special(A3, g.state, 0), met);
        }
        assertThat(player(V3.view(g.state, Viewer.seat(0)), 0).goals().hidden()).as("shown, so no longer hidden").isEmpty();
        assertThat(player(V3.view(g.state, Viewer.seat(1)), 0).goals().hidden()).isNull();
        InwoState thwarted = V3.evolve(g.state, new InwoEvent.TurnStarted(1, 21));
        assertThat(player(V3.view(thwarted, Viewer.SPECTATOR), 0).goals().special())
                .as("had it been thwarted: from the next turn the card is a hidden hand card again").doesNotContain(met)
                .extracting(GoalCheck::goal).containsExactly("SPECIAL");

        g.allPass();

        assertThat(g.events.getLast()).isEqualTo(new InwoEvent.GameEnded("VICTORY", List.of(0)));
        assertThat(player(V3.view(g.state, Viewer.SPECTATOR), 0).goals().special()).contains(met);
    }
}
