package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.attack.Strength;
import io.tabletop.games.inwo.abilities.Abilities;
import java.util.List;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;

/** Instant attacks (Assassinations, Disasters), devastation and relief, and cancellation [WDH p.11-12, p.15]. */
class InwoInstantAttackTest {

    static final Abilities A = new Abilities(InwoFixture.CATALOGUE);

    @Test
    void givenADisasterOnAPlace_whenItSucceedsByLessThanItsMargin_thenThePlaceAndItsPuppetsAreDevastated() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        String quake = sc.hand(0, "earthquake");
        sc.group(1, "wargamers", Scenario.root(1));
        String canada = sc.group(1, "canada", Scenario.root(1)); // Huge: Earthquake has Power 12 against it
        String rock = sc.group(1, "rock-star", canada);
        Scenario.Game g = sc.game();
        g.send(0, new PlayPlot(quake, canada, null));
        var b = Strength.breakdown(A, g.state, g.state.attack());
        assertThat(b.attack()).isEqualTo(12);
        assertThat(b.total()).isEqualTo(12 - 3 - 10); // minus Power 3 at declaration and position 10 = -1
        g.allPass(1, 1);
        assertThat(g.state.player(1).placed(canada)).isNotNull(); // strength below 2: nothing
        // same Disaster on a Place one group away (position 5): 12 - 3 - 5 = 4; roll 2 succeeds by 2 < 6
        Scenario sc2 = Scenario.of("bavarian-illuminati", "the-network");
        String quake2 = sc2.hand(0, "earthquake");
        String japan = sc2.group(1, "japan", Scenario.root(1));
        String canada2 = sc2.group(1, "canada", japan);
        String below = sc2.group(1, "rock-star", canada2);
        Scenario.Game g2 = sc2.game();
        g2.send(0, new PlayPlot(quake2, canada2, null));
        g2.allPass(1, 1);
        assertThat(g2.state.player(1).placed(canada2).devastated()).isTrue();
        assertThat(g2.state.player(1).placed(canada2).tokens()).isZero();
        assertThat(g2.state.player(1).placed(below).tokens()).isZero();
        assertThat(g2.state.player(0).discard()).contains("earthquake");
        assertThat(rock).isNotNull();
    }

    @Test
    void givenADisasterOnAPlaceWithAToken_whenPlayed_thenThePlaceLosesItsTokenAtOnce() {
        // WDH p.12: the target loses 1 token at once
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        String quake = sc.hand(0, "earthquake");
        String japan = sc.group(1, "japan", Scenario.root(1));
        String canada = sc.group(1, "canada", japan);
        Scenario.Game g = sc.game();
        assertThat(g.state.player(1).placed(canada).tokens()).isEqualTo(1);
        g.send(0, new PlayPlot(quake, canada, null));
        assertThat(g.state.attack()).isNotNull();
        assertThat(g.state.player(1).placed(canada).tokens()).as("lost at declaration, before any roll").isZero();
    }

    @Test
    void givenADisasterThatCostItsTargetAToken_whenTheDisasterIsCancelled_thenTheTokenComesBack() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network", "shangri-la");
        String quake = sc.hand(0, "earthquake");
        String japan = sc.group(1, "japan", Scenario.root(1));
        String canada = sc.group(1, "canada", japan);
        String cancel = sc.hand(2, "not-today");
        Scenario.Game g = sc.game();
        g.send(0, new PlayPlot(quake, canada, null));
        while (g.state.window().priority() != 2) g.send(g.state.window().priority(), new Pass());
        g.send(2, new PlayPlot(cancel, null, null));
        // I7 (version 4 on): the cancel is announced; nobody answers it, so it takes effect
        while (g.state.plot() != null && g.state.plot().cancel()) g.send(g.state.window().priority(), new InwoCommand.Pass());
        assertThat(g.state.attack()).isNull();
        assertThat(g.state.player(1).placed(canada).tokens()).as("returned with the cancelled Disaster").isEqualTo(1);
    }

    @Test
    void givenADevastatedPlace_whenAttackedToDestroy_thenItsPowerIsHalved() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        String ny = sc.group(0, "new-york", Scenario.root(0));
        String japan = sc.group(1, "japan", Scenario.root(1));
        sc.players.set(1, sc.players.get(1).update(japan, c -> c.withDevastated(true)));
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(ny, japan, AttackKind.DESTROY, false));
        assertThat(Strength.breakdown(A, g.state, g.state.attack()).defence()).isEqualTo(3);
    }

    @Test
    void givenADevastatedPlace_whenItsPlayerSpendsActionsTotalling3xItsPower_thenItIsRelieved() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        String canada = sc.group(0, "canada", Scenario.root(0));
        String ny = sc.group(0, "new-york", Scenario.root(0));
        String batf = sc.group(0, "batf", Scenario.root(0));
        sc.players.set(0, sc.players.get(0).update(canada, c -> c.withDevastated(true)));
        Scenario.Game g = sc.game();
        g.send(0, new Relieve(canada)); // 3 x 3 = 9: New York 7 + B.A.T.F. 3 (or the Illuminati first: 10)
        assertThat(g.state.player(0).placed(canada).devastated()).isFalse();
        Relieved r = (Relieved) g.events.getLast();
        assertThat(r.payers()).containsExactly(Scenario.root(0));
        assertThat(ny).isNotNull();
        assertThat(batf).isNotNull();
    }

    @Test
    void givenAnAssassinationWithAHelper_thenTheHelpersPowerIsAddedAndASuccessDestroysThePersonality() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        String bomb = sc.hand(0, "car-bomb");
        String ny = sc.group(0, "new-york", Scenario.root(0)); // Violent, Criminal: may help a Car Bomb
        sc.group(1, "wargamers", Scenario.root(1));
        String japan = sc.group(1, "japan", Scenario.root(1));
        String senator = sc.group(1, "evil-senator", japan);
        Scenario.Game g = sc.game();
        g.send(0, new PlayPlot(bomb, senator, ny));
        var b = Strength.breakdown(A, g.state, g.state.attack());
        assertThat(b.total()).isEqualTo(8 + 7 - 3 - 5);
        assertThatThrownBy(() -> g.send(g.state.window().priority(), new Oppose(japan, false)))
                .as("no actions on Instant attacks").isInstanceOf(RuleViolation.class);
        g.allPass(1, 2);
        assertThat(g.state.player(1).placed(senator)).isNull();
        assertThat(g.state.player(0).destroyed()).containsExactly("evil-senator");
    }

    @Test
    void givenAnAssassinationOnAPlace_thenRefused() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        String bomb = sc.hand(0, "car-bomb");
        String canada = sc.group(1, "canada", Scenario.root(1));
        Scenario.Game g = sc.game();
        assertThatThrownBy(() -> g.send(0, new PlayPlot(bomb, canada, null)))
                .extracting(e -> ((RuleViolation) e).code()).isEqualTo("INVALID_TARGET");
    }

    @Test
    void givenAnAttackWithAidAndPlots_whenTheAttackingActionIsCancelled_thenNoAttackAidersGetTokensBackAndTheirPlotsReturnExposed() {
        // WDH p.15: the attacker's token stays spent and his Plots are discarded; aiding and opposing groups get
        // their tokens back; their Plots return to hand exposed
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network", "shangri-la");
        String ny = sc.group(0, "new-york", Scenario.root(0));
        String nuke = sc.hand(0, "terrorist-nuke");
        sc.group(1, "wargamers", Scenario.root(1));
        String canada = sc.group(1, "canada", Scenario.root(1));
        String japan = sc.group(1, "japan", Scenario.root(1));
        String law = sc.hand(1, "martial-law");
        String cancel = sc.hand(2, "not-today");
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(ny, canada, AttackKind.CONTROL, false));
        g.send(1, new Oppose(japan, false));
        g.send(2, new Pass());
        g.send(0, new PlayPlot(nuke, ny, null));
        g.send(1, new PlayPlot(law, canada, null));
        g.send(2, new PlayPlot(cancel, null, null));
        // I7 (version 4 on): the cancel is announced; nobody answers it, so it takes effect
        while (g.state.plot() != null && g.state.plot().cancel()) g.send(g.state.window().priority(), new InwoCommand.Pass());
        assertThat(g.state.attack()).isNull();
        assertThat(g.state.window()).isNull();
        assertThat(g.state.player(0).placed(ny).tokens()).as("the attacker's token stays spent").isZero();
        assertThat(g.state.player(0).discard()).contains("terrorist-nuke");
        assertThat(g.state.player(1).placed(japan).tokens()).as("the opposing group's token comes back").isEqualTo(1);
        assertThat(g.state.player(1).inHand(law)).isNotNull();
        assertThat(g.state.player(1).inHand(law).exposed()).isTrue();
        assertThat(g.state.player(2).discard()).contains("not-today");
        assertThat(g.events).anyMatch(e -> e instanceof AttackCancelled);
    }

    @Test
    void givenAPlusTenPlot_whenPlayedForTheAttackingGroup_thenStrengthRises10AndDuplicatesAreRefused() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        String ny = sc.group(0, "new-york", Scenario.root(0));
        String law = sc.hand(0, "martial-law");
        String law2 = sc.hand(0, "martial-law");
        String canada = sc.group(1, "canada", Scenario.root(1));
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(ny, canada, AttackKind.CONTROL, false));
        int before = Strength.of(A, g.state, g.state.attack());
        g.send(1, new Pass());
        g.send(0, new PlayPlot(law, ny, null));
        assertThat(Strength.of(A, g.state, g.state.attack())).isEqualTo(before + 10);
        g.send(1, new Pass());
        assertThatThrownBy(() -> g.send(0, new PlayPlot(law2, ny, null)))
                .extracting(e -> ((RuleViolation) e).code()).isEqualTo("DUPLICATE_PLOT");
    }

    @Test
    void givenANewWorldOrder_whenAnotherOfItsColourIsPlayed_thenTheFirstIsDiscardedAndEffectsFollow() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        String canada = sc.group(0, "canada", Scenario.root(0));
        String pc = sc.hand(0, "political-correctness");
        String solidarity = sc.hand(0, "solidarity");
        Scenario.Game g = sc.game();
        g.send(0, new PlayPlot(pc, null, null));
        assertThat(g.state.window().kind()).isEqualTo(io.tabletop.games.inwo.model.WindowKind.PLOT);
        assertThat(A.power(g.state, 0, g.state.player(0).placed(canada))).as("not before its window closes").isEqualTo(3);
        g.allPass();
        assertThat(A.power(g.state, 0, g.state.player(0).placed(canada))).isEqualTo(3 + 3); // Liberal +3
        g.send(0, new PlayPlot(solidarity, null, null));
        g.allPass();
        assertThat(g.state.nwo()).hasSize(1);
        assertThat(g.state.player(0).discard()).contains("political-correctness");
        assertThat(A.power(g.state, 0, g.state.player(0).placed(canada))).isEqualTo(3);
        assertThat(A.resistance(g.state, 0, g.state.player(0).placed(canada))).isEqualTo(8); // all Resistance x2
    }

    @Test
    void givenAnAnnouncedPlot_whenARivalCancelsItInItsWindow_thenItNeverTakesEffect() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        String canada = sc.group(0, "canada", Scenario.root(0));
        sc.group(1, "japan", Scenario.root(1));
        String pc = sc.hand(0, "political-correctness");
        String hoax = sc.hand(1, "hoax");
        Scenario.Game g = sc.game();
        g.send(0, new PlayPlot(pc, null, null));
        assertThatThrownBy(() -> g.send(1, new PlayPlot(pc, null, null))).isInstanceOf(RuleViolation.class);
        g.send(1, new PlayPlot(hoax, null, null));
        // I7 (version 4 on): the cancel is announced; nobody answers it, so it takes effect
        while (g.state.plot() != null && g.state.plot().cancel()) g.send(g.state.window().priority(), new InwoCommand.Pass());
        assertThat(g.state.plot()).isNull();
        assertThat(g.state.window()).isNull();
        assertThat(g.state.nwo()).isEmpty();
        assertThat(g.state.player(0).discard()).contains("political-correctness");
        assertThat(A.power(g.state, 0, g.state.player(0).placed(canada))).isEqualTo(3);
    }

    @Test
    void givenReloadPowerUpAndRealign_whenPlayed_thenTokensPowerAndAlignmentChange() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        String batf = sc.group(0, "batf", Scenario.root(0));
        String russia = sc.group(0, "russia", Scenario.root(0));
        String canada = sc.group(0, "canada", Scenario.root(0));
        sc.tokens(0, batf, 0).tokens(0, russia, 0);
        String reload = sc.hand(0, "reload");
        String blood = sc.hand(0, "new-blood");
        String jake = sc.hand(0, "jake-day");
        Scenario.Game g = sc.game();
        g.send(0, new PlayPlot(reload, null, null)); // Violent groups lacking a token, up to 5 Power: B.A.T.F. (3)
        g.allPass();
        assertThat(g.state.player(0).placed(batf).tokens()).isEqualTo(1);
        assertThat(g.state.player(0).placed(russia).tokens()).isZero();
        g.send(0, new PlayPlot(blood, batf, null));
        g.allPass();
        assertThat(A.power(g.state, 0, g.state.player(0).placed(batf))).isEqualTo(6);
        assertThatThrownBy(() -> g.send(0, new PlayPlot(jake, canada, null))).as("Realign needs the Illuminati's token")
                .extracting(e -> ((RuleViolation) e).code()).isEqualTo("NO_TOKEN");
        List<InwoEvent> none = List.of();
        assertThat(none).isEmpty();
    }
}
