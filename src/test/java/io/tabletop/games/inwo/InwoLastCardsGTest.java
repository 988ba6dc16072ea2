package io.tabletop.games.inwo;

import static io.tabletop.games.inwo.Scenario.refused;
import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.Viewer;
import io.tabletop.games.inwo.attack.Strength;
import io.tabletop.games.inwo.model.AutoPass;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.model.Choice;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.LinkedPlot;
import io.tabletop.games.inwo.model.WindowKind;
import io.tabletop.games.inwo.plots.LinkedPlots;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The last cards of the Limited set, batch G (shipped catalogue): Hidden City (a Resource Disasters strike as a Power 10
 * Place, never Devastated), Celebrity Spokesman (a Personality of yours linked to an unopposed Organization: Power 4)
 * and Annual Convention (asked when one of your Places is destroyed or Devastated: an Instant attack to destroy an
 * Organization, Power 12 or 9).
 */
class InwoLastCardsGTest {

    static final InwoRules RULES = Scenario.SHIPPED_RULES;
    static final io.tabletop.games.inwo.abilities.Abilities A = new io.tabletop.games.inwo.abilities.Abilities(InwoTestDecks.SHIPPED);

    static boolean implemented(String id) {
        return io.tabletop.games.inwo.interpreter.Interpreted.implemented(InwoTestDecks.SHIPPED.card(id).orElseThrow());
    }

    // ------------------------------------------------------------------ Hidden City

    /** Seat 1 has the Hidden City linked to his Illuminati; seat 0 holds {@code disaster}. */
    record City(Scenario sc, String city, String disaster) {}

    static City city(String disaster) {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        sc.group(1, "cable-tv", Scenario.root(1)); // a Group, so that he stays in the game
        String city = sc.resource(1, "hidden-city", Scenario.root(1));
        String d = sc.hand(0, disaster);
        return new City(sc, city, d);
    }

    @Test
    void givenTheHiddenCityInPlay_whenItsIlluminatiIsRead_thenItHasTwoMorePowerAndGlobalPower() {
        City c = city("tornado");
        Scenario.Game g = c.sc().game();
        var root = g.state.player(1).root();
        var printed = InwoTestDecks.SHIPPED.card("the-network").orElseThrow();
        assertThat(A.power(g.state, 1, root)).isEqualTo(printed.power() + 2);
        assertThat(A.globalPower(g.state, 1, root)).isEqualTo(printed.globalPower() + 2);
        assertThat(implemented("hidden-city")).isTrue();
    }

    @Test
    void givenATornadoOnTheHiddenCity_whenItSucceedsByLessThanItsMargin_thenTheCityDefendsAsPower10AndIsNeverDevastated() {
        City c = city("tornado");
        Scenario.Game g = c.sc().game();
        assertThat(RULES.legalMoves(g.state, 0)).contains(new PlayPlot(c.disaster(), c.city(), null));
        g.send(0, new PlayPlot(c.disaster(), c.city(), null));
        assertThat(g.state.attack().type()).isEqualTo(AttackKind.DISASTER);
        Strength.Breakdown b = Strength.breakdown(A, g.state, g.state.attack());
        assertThat(b.attack()).isEqualTo(12);
        assertThat(b.defence()).as("a Power 10 Place, no closeness bonus").isEqualTo(10);
        assertThat(b.total()).isEqualTo(2);
        List<InwoEvent> out = g.allPass(1, 1); // rolls 2: made by 0, less than the Tornado's 5 to destroy

        assertThat(out).anyMatch(e -> e instanceof InwoEvent.AttackResolved r && r.success());
        assertThat(g.events).noneMatch(e -> e instanceof InwoEvent.Devastated);
        assertThat(g.state.player(1).placed(c.city())).as("not Devastated, still in play").isNotNull();
        assertThat(g.state.player(1).placed(c.city()).devastated()).isFalse();
    }

    @Test
    void givenAVolcanoOnTheHiddenCity_whenItSucceedsByItsMargin_thenTheCityIsDestroyed() {
        City c = city("volcano");
        Scenario.Game g = c.sc().game();
        g.send(0, new PlayPlot(c.disaster(), c.city(), null));
        assertThat(Strength.of(A, g.state, g.state.attack())).isEqualTo(18 - 10);
        g.allPass(1, 1); // made by 6: 2 or more destroys

        assertThat(g.state.player(1).placed(c.city())).isNull();
        assertThat(g.state.player(1).discard()).contains("hidden-city");
        assertThat(g.events).anyMatch(e -> e instanceof InwoEvent.CardDiscarded d && "DESTROYED_BY_DISASTER".equals(d.why()));
        var root = g.state.player(1).root();
        assertThat(A.power(g.state, 1, root)).as("its +2 gone with it")
                .isEqualTo(InwoTestDecks.SHIPPED.card("the-network").orElseThrow().power());
    }

    @Test
    void givenAnEarthquake_whenAimedAtTheHiddenCity_thenItStrikesWithItsPowerAgainstAnyOtherPlace() {
        City c = city("earthquake");
        Scenario.Game g = c.sc().game();
        g.send(0, new PlayPlot(c.disaster(), c.city(), null));
        assertThat(g.state.attack().instantPower()).as("16, not the 12 against a Huge Place").isEqualTo(16);
    }

    @Test
    void givenADisasterOfCoastalPlacesOrAnAssassination_whenAimedAtTheHiddenCity_thenRefused() {
        City c = city("hurricane");
        String bomb = c.sc().hand(0, "car-bomb");
        String cityOfOther = c.sc().resource(0, "hidden-city", Scenario.root(0));
        Scenario.Game g = c.sc().game();
        assertThat(refused(() -> g.send(0, new PlayPlot(c.disaster(), c.city(), null))).code()).isEqualTo("INVALID_TARGET");
        assertThat(refused(() -> g.send(0, new PlayPlot(bomb, c.city(), null))).code()).isEqualTo("INVALID_TARGET");
        assertThat(RULES.legalMoves(g.state, 0)).doesNotContain(new PlayPlot(c.disaster(), c.city(), null),
                new PlayPlot(bomb, c.city(), null), new PlayPlot(bomb, cityOfOther, null));
    }

    // ------------------------------------------------------------------ Celebrity Spokesman

    @Test
    void givenCelebritySpokesman_whenPlayedOnHisPersonalityAndAnUnopposedOrganization_thenLinkedToBothWithPower4() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String plot = sc.hand(0, "celebrity-spokesman");
        String bush = sc.group(0, "george-bush", Scenario.root(0)); // Straight, Power 2
        String food = sc.group(1, "fast-food-chains", Scenario.root(1)); // Corporate, Straight
        Scenario.Game g = sc.game();
        assertThat(RULES.legalMoves(g.state, 0)).contains(new PlayPlot(plot, bush, food));
        g.send(0, new PlayPlot(plot, bush, food));
        assertThat(g.state.window().kind()).as("announced (I7)").isEqualTo(WindowKind.PLOT);
        assertThat(A.power(g.state, 0, g.state.player(0).placed(bush))).as("not before it stands").isEqualTo(2);
        g.allPass();

        assertThat(A.power(g.state, 0, g.state.player(0).placed(bush))).isEqualTo(4);
        assertThat(A.power(g.state, 1, g.state.player(1).placed(food))).as("the Organization unchanged").isEqualTo(2);
        assertThat(LinkedPlots.on(g.state, bush)).extracting(LinkedPlot::card).containsExactly("celebrity-spokesman");
        assertThat(LinkedPlots.on(g.state, food)).extracting(LinkedPlot::uid).containsExactly(LinkedPlots.partner(plot));
        assertThat(g.state.player(0).discard()).doesNotContain("celebrity-spokesman");
        assertThat(implemented("celebrity-spokesman")).isTrue();
    }

    @Test
    void givenTheSpokesmansOrganizationDestroyed_whenTheAttackResolves_thenThePlotIsDiscardedOnceAndThePowerIsBack() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String plot = sc.hand(0, "celebrity-spokesman");
        String bush = sc.group(0, "george-bush", Scenario.root(0));
        String food = sc.group(0, "fast-food-chains", Scenario.root(0));
        String mafia = sc.group(0, "the-mafia", Scenario.root(0));
        Scenario.Game g = sc.game();
        g.send(0, new PlayPlot(plot, bush, food));
        g.allPass();
        assertThat(A.power(g.state, 0, g.state.player(0).placed(bush))).isEqualTo(4);

        g.send(0, new InwoCommand.Attack(mafia, food, AttackKind.DESTROY, false));
        g.allPass(1, 1);
        assertThat(g.state.player(0).placed(food)).as("destroyed").isNull();
        assertThat(g.state.linked()).isEmpty();
        assertThat(g.state.player(0).discard()).filteredOn("celebrity-spokesman"::equals).hasSize(1);
        assertThat(A.power(g.state, 0, g.state.player(0).placed(bush))).isEqualTo(2);
    }

    @Test
    void givenTheSpokesmanHimselfDestroyed_whenTheAttackResolves_thenThePlotLeavesBothCardsOnce() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String plot = sc.hand(0, "celebrity-spokesman");
        String bush = sc.group(0, "george-bush", Scenario.root(0));
        String food = sc.group(1, "fast-food-chains", Scenario.root(1));
        String mafia = sc.group(0, "the-mafia", Scenario.root(0));
        Scenario.Game g = sc.game();
        g.send(0, new PlayPlot(plot, bush, food));
        g.allPass();
        assertThat(g.state.linked()).hasSize(2);

        g.send(0, new InwoCommand.Attack(mafia, bush, AttackKind.DESTROY, false));
        g.allPass(1, 1);
        assertThat(g.state.player(0).placed(bush)).as("destroyed").isNull();
        assertThat(g.state.linked()).as("gone from the Organization too").isEmpty();
        assertThat(g.state.player(0).discard()).filteredOn("celebrity-spokesman"::equals).hasSize(1);
        assertThat(g.state.player(1).placed(food)).isNotNull();
    }

    @Test
    void givenCelebritySpokesman_whenTheOrganizationIsGovernmentSecretOrOpposedOrTheCardsAreWrong_thenRefused() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String plot = sc.hand(0, "celebrity-spokesman");
        String bush = sc.group(0, "george-bush", Scenario.root(0)); // Straight
        String cia = sc.group(1, "c-i-a", Scenario.root(1)); // Government
        String subliminals = sc.group(1, "subliminals", Scenario.root(1)); // Secret
        String comics = sc.group(1, "comic-books", Scenario.root(1)); // Weird: opposite to Straight
        String hollywood = sc.group(1, "hollywood", Scenario.root(1)); // a Place
        String rivalPerson = sc.groupAnywhere(1, "ross-perot");
        Scenario.Game g = sc.game();
        assertThat(refused(() -> g.send(0, new PlayPlot(plot, bush, cia))).code()).isEqualTo("GOVERNMENT");
        assertThat(refused(() -> g.send(0, new PlayPlot(plot, bush, subliminals))).code()).isEqualTo("SECRET");
        assertThat(refused(() -> g.send(0, new PlayPlot(plot, bush, comics))).code()).isEqualTo("OPPOSED");
        assertThat(refused(() -> g.send(0, new PlayPlot(plot, bush, hollywood))).code()).isEqualTo("INVALID_HELPER");
        assertThat(refused(() -> g.send(0, new PlayPlot(plot, bush, null))).code()).isEqualTo("INVALID_HELPER");
        assertThat(refused(() -> g.send(0, new PlayPlot(plot, rivalPerson, cia))).code()).as("his own Personality")
                .isEqualTo("INVALID_TARGET");
        assertThat(RULES.legalMoves(g.state, 0)).filteredOn(c -> c instanceof PlayPlot p && p.card().equals(plot)).isEmpty();
    }

    @Test
    void givenCelebritySpokesman_whenAnAttackIsOpen_thenNotNow() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String bush = sc.group(0, "george-bush", Scenario.root(0));
        String food = sc.group(0, "fast-food-chains", Scenario.root(0));
        String mafia = sc.group(0, "the-mafia", Scenario.root(0));
        String target = sc.group(1, "loan-sharks", Scenario.root(1));
        String plot = sc.hand(0, "celebrity-spokesman");
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(mafia, target, AttackKind.CONTROL, false));
        g.passUntil(0);
        assertThat(refused(() -> g.send(0, new PlayPlot(plot, bush, food))).code()).isEqualTo("NOT_NOW");
    }

    // ------------------------------------------------------------------ Annual Convention

    /**
     * Seat 0 (his turn) holds {@code disaster}; seat 1's Hollywood (Power 3) is two below his Illuminati (under Cable
     * TV); seat 0's Loan Sharks (Power 3) two below his (under Big Media). Seat 1 holds {@code held} (uid fixed).
     */
    record Convention(Scenario sc, String disaster, String hollywood, String sharks, String held) {}

    static Convention convention(String disaster, String held) {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String media = sc.group(0, "big-media", Scenario.root(0));
        String sharks = sc.group(0, "loan-sharks", media);
        String cable = sc.group(1, "cable-tv", Scenario.root(1));
        String hollywood = sc.group(1, "hollywood", cable);
        String d = sc.hand(0, disaster);
        String h = sc.hand(1, held);
        return new Convention(sc, d, hollywood, sharks, h);
    }

    @Test
    void givenAnnualConventionHeld_whenHisPlaceIsDevastated_thenHeIsAskedAndItsInstantAttackHasPower9() {
        Convention c = convention("tornado", "annual-convention");
        Scenario.Game g = c.sc().game();
        g.send(0, new PlayPlot(c.disaster(), c.hollywood(), null));
        g.allPass(1, 1); // 12 against 3 + 5: made by 2, Devastated
        assertThat(g.state.player(1).placed(c.hollywood()).devastated()).isTrue();

        Choice ch = g.state.choice();
        assertThat(ch.kind()).isEqualTo(Choice.Kind.CONVENTION);
        assertThat(ch.seat()).isEqualTo(1);
        assertThat(ch.options().getFirst()).as("silence passes (I8)").isEqualTo("PASS");
        assertThat(ch.options()).contains(c.sharks());
        assertThat(RULES.awaiting(g.state)).containsExactly(1);
        assertThat(RULES.legalMoves(g.state, 1)).contains(new Choose(c.sharks()));

        g.send(1, new Choose(c.sharks()));
        assertThat(g.state.choice()).isNull();
        var at = g.state.attack();
        assertThat(at.instant()).isTrue();
        assertThat(at.type()).isEqualTo(AttackKind.DESTROY);
        assertThat(at.plotCard()).isEqualTo("annual-convention");
        assertThat(at.instantPower()).isEqualTo(9);
        assertThat(at.attacker()).isEqualTo(1);
        assertThat(g.state.player(1).inHand(c.held())).as("played face up").isNull();
        assertThat(g.state.player(1).discard()).contains("annual-convention");
        int sharks = A.power(g.state, 0, g.state.player(0).placed(c.sharks()));
        assertThat(Strength.of(A, g.state, at)).as("9 against its Power + 5: too weak").isEqualTo(9 - sharks - 5).isLessThan(2);
        g.allPass(1, 1);
        assertThat(g.state.player(0).placed(c.sharks())).isNotNull();
        assertThat(implemented("annual-convention")).isTrue();
    }

    @Test
    void givenAnnualConventionHeld_whenHisPlaceIsDestroyed_thenItsInstantAttackHasPower12AndDestroysTheOrganization() {
        Convention c = convention("meteor-strike", "annual-convention");
        Scenario.Game g = c.sc().game();
        g.send(0, new PlayPlot(c.disaster(), c.hollywood(), null));
        g.allPass(1, 1); // 16 against 8: made by 6, more than 4: destroyed
        assertThat(g.state.ownerOf(c.hollywood())).isNegative();
        assertThat(g.state.choice().kind()).isEqualTo(Choice.Kind.CONVENTION);

        g.send(1, new Choose(c.sharks()));
        assertThat(g.state.attack().instantPower()).isEqualTo(12);
        int sharks = A.power(g.state, 0, g.state.player(0).placed(c.sharks()));
        assertThat(Strength.breakdown(A, g.state, g.state.attack()).defence()).isEqualTo(sharks);
        assertThat(Strength.of(A, g.state, g.state.attack())).as("no bonus names it; closeness +5").isEqualTo(12 - sharks - 5);
        g.allPass(1, 1);
        assertThat(g.state.player(0).placed(c.sharks())).isNull();
        assertThat(g.state.player(1).destroyed()).contains("loan-sharks");
    }

    @Test
    void givenAnnualConvention_whenPassedOrPlayedOtherwise_thenNothingOrNotNow() {
        Convention c = convention("tornado", "annual-convention");
        Scenario.Game g = c.sc().game();
        assertThat(refused(() -> g.send(1, new PlayPlot(c.held(), c.sharks(), null))).code()).isIn("NOT_NOW", "NOT_YOUR_TURN");
        g.send(0, new PlayPlot(c.disaster(), c.hollywood(), null));
        g.allPass(1, 1);
        assertThat(refused(() -> g.send(1, new PlayPlot(c.held(), c.sharks(), null))).code()).isEqualTo("CHOICE_PENDING");
        g.send(1, new Choose("PASS"));
        assertThat(g.state.choice()).isNull();
        assertThat(g.state.attack()).isNull();
        assertThat(g.state.player(1).inHand(c.held())).as("kept").isNotNull();
        assertThat(RULES.legalMoves(g.state, 1)).noneMatch(m -> m instanceof PlayPlot p && p.card().equals(c.held()));
    }

    @Test
    void givenTheDefaultStandingInstructions_whenHisPlaceIsDevastated_thenNobodyIsAsked() {
        Convention c = convention("tornado", "annual-convention");
        c.sc().autoPass(1, AutoPass.DEFAULT.toArray(AutoPass[]::new));
        Scenario.Game g = c.sc().game();
        assertThat(AutoPass.DEFAULT).contains(AutoPass.CONVENTION);
        g.send(0, new PlayPlot(c.disaster(), c.hollywood(), null));
        g.allPass(1, 1);
        assertThat(g.state.player(1).placed(c.hollywood()).devastated()).isTrue();
        assertThat(g.state.choice()).isNull();
    }

    @Test
    void givenRulesVersion3_whenHisPlaceIsDevastated_thenHeIsAskedOnlyIfAnAnnualConventionIsInTheGame() {
        Convention with = convention("tornado", "annual-convention");
        Scenario.Game g = with.sc().atVersion(3).game();
        g.send(0, new PlayPlot(with.disaster(), with.hollywood(), null));
        g.allPass(1, 1);
        assertThat(g.state.choice().kind()).isEqualTo(Choice.Kind.CONVENTION);

        Convention without = convention("tornado", "double-cross");
        Scenario.Game h = without.sc().atVersion(3).game();
        h.send(0, new PlayPlot(without.disaster(), without.hollywood(), null));
        h.allPass(1, 1);
        assertThat(h.state.player(1).placed(without.hollywood()).devastated()).isTrue();
        assertThat(h.state.choice()).as("no Annual Convention anywhere: games recorded then play as before").isNull();
    }

    @Test
    void givenTwinGamesDifferingOnlyInWhetherHeHoldsAnnualConvention_whenHisPlaceIsDevastatedAndHePasses_thenOthersSeeTheSameGame() {
        List<List<Object>> looks = new ArrayList<>();
        for (String held : List.of("annual-convention", "double-cross")) {
            Convention c = convention("tornado", held);
            Scenario.Game g = c.sc().game();
            List<Object> look = new ArrayList<>();
            g.send(0, new PlayPlot(c.disaster(), c.hollywood(), null));
            look.add(look(g));
            g.allPass(1, 1);
            look.add(look(g));
            assertThat(g.state.choice().kind()).as("asked in both: " + held).isEqualTo(Choice.Kind.CONVENTION);
            assertThat(RULES.view(g.state, Viewer.seat(0)).choice().options()).containsExactly("PASS");
            g.send(1, new Choose("PASS"));
            look.add(look(g));
            looks.add(look);
        }
        assertThat(looks.get(0)).isEqualTo(looks.get(1));
    }

    /** What seat 0 and a spectator see: events as redacted, views; seat 0's legal moves; awaiting; the window. */
    static List<Object> look(Scenario.Game g) {
        List<Object> out = new ArrayList<>();
        for (Viewer v : List.of(Viewer.seat(0), Viewer.SPECTATOR)) {
            out.add(g.events.stream().map(e -> RULES.redact(e, v)).toList());
            out.add(RULES.view(g.state, v));
        }
        out.add(RULES.legalMoves(g.state, 0));
        out.add(RULES.awaiting(g.state));
        out.add(g.state.window());
        return out;
    }
}
