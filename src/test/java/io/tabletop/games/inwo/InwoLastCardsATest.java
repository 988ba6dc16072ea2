package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.attack.Privileges;
import io.tabletop.games.inwo.attack.Strength;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.interpreter.Interpreted;
import java.util.List;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoState;

/**
 * The last Limited cards with a named primitive (batch A), each played through decide and evolve on the shipped
 * catalogue: Weather Satellite, Faction Fight, Embezzlement, Multinational Oil Companies, Counterspell.
 */
class InwoLastCardsATest {

    static final Abilities A = new Abilities(InwoTestDecks.SHIPPED);

    static boolean implemented(String id) {
        return Interpreted.implemented(InwoTestDecks.SHIPPED.card(id).orElseThrow());
    }

    private static Scenario base() {
        return Scenario.shipped("bavarian-illuminati", "the-network", "servants-of-cthulhu");
    }

    private static int total(Scenario.Game g) {
        return Strength.breakdown(A, g.state, g.state.attack()).total();
    }

    // ------------------------------------------------------------------ Weather Satellite

    /** Seat 0's New York attacks to destroy seat 1's Japan (a Place); seat 2 holds a Weather Satellite. */
    private static final class Weather {
        final Scenario sc = base();
        final String ny = sc.group(0, "new-york", Scenario.root(0));
        final String japan = sc.group(1, "japan", Scenario.root(1));
        final String cable = sc.group(1, "cable-tv", Scenario.root(1));
        final String canada = sc.group(2, "canada", Scenario.root(2));
        final String satellite = sc.resource(2, "weather-satellite", canada);
    }

    @Test
    void givenARivalsWeatherSatellite_whenItsActionIsSpentOnAnAttackToDestroyAPlace_thenTheAttackGetsMinus2() {
        Weather w = new Weather();
        Scenario.Game g = w.sc.game();
        g.send(0, new InwoCommand.Attack(w.ny, w.japan, AttackKind.DESTROY, false));
        int before = total(g);
        g.passUntil(2);
        assertThat(w.sc.rules.legalMoves(g.state, 2)).contains(new UseAbility(w.satellite));
        g.send(2, new UseAbility(w.satellite));
        assertThat(total(g)).isEqualTo(before - 2);
        assertThat(g.events).anyMatch(e -> e instanceof TokensSpent t && t.uids().equals(List.of(w.satellite)));
        assertThat(g.state.player(2).placed(w.satellite).tokens()).isZero();
        assertThat(implemented("weather-satellite")).isTrue();
    }

    @Test
    void givenAWeatherSatellite_whenSpentOnAnAttackToControlOrOnAnOrganizationOrTwice_thenItIsRefused() {
        Weather w = new Weather();
        Scenario.Game control = w.sc.game();
        control.send(0, new InwoCommand.Attack(w.ny, w.japan, AttackKind.CONTROL, false));
        control.passUntil(2);
        assertThat(w.sc.rules.legalMoves(control.state, 2)).doesNotContain(new UseAbility(w.satellite));
        assertThat(Scenario.refused(() -> control.send(2, new UseAbility(w.satellite))).code()).isEqualTo("NO_EFFECT");

        Scenario.Game org = w.sc.game();
        org.send(0, new InwoCommand.Attack(w.ny, w.cable, AttackKind.DESTROY, false));
        org.passUntil(2);
        assertThat(Scenario.refused(() -> org.send(2, new UseAbility(w.satellite))).code()).isEqualTo("NO_EFFECT");

        w.sc.tokens(2, w.satellite, 2);
        Scenario.Game twice = w.sc.game();
        twice.send(0, new InwoCommand.Attack(w.ny, w.japan, AttackKind.DESTROY, false));
        twice.passUntil(2);
        twice.send(2, new UseAbility(w.satellite));
        twice.passUntil(2);
        assertThat(Scenario.refused(() -> twice.send(2, new UseAbility(w.satellite))).code()).isEqualTo("NO_EFFECT");
    }

    @Test
    void givenASpentWeatherSatellite_whenTheAttackIsAnnounced_thenItHasNoTokenToSpend() {
        Weather w = new Weather();
        w.sc.tokens(2, w.satellite, 0);
        Scenario.Game g = w.sc.game();
        g.send(0, new InwoCommand.Attack(w.ny, w.japan, AttackKind.DESTROY, false));
        g.passUntil(2);
        assertThat(Scenario.refused(() -> g.send(2, new UseAbility(w.satellite))).code()).isEqualTo("NO_TOKEN");
    }

    @Test
    void givenItsOwnWeatherSatellite_whenTheAttackerSpendsItOnHisAttackToDestroyAPlace_thenItGetsPlus4() {
        Scenario sc = base();
        String ny = sc.group(0, "new-york", Scenario.root(0));
        String satellite = sc.resource(0, "weather-satellite", ny);
        String japan = sc.group(1, "japan", Scenario.root(1));
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(ny, japan, AttackKind.DESTROY, false));
        int before = total(g);
        g.passUntil(0);
        g.send(0, new UseAbility(satellite));
        assertThat(total(g)).isEqualTo(before + 4);
    }

    @Test
    void givenItsOwnWeatherSatellite_whenSpentOnATornado_thenPlus10_butNotOnAnEarthquake() {
        Scenario sc = base();
        String ny = sc.group(0, "new-york", Scenario.root(0));
        String satellite = sc.resource(0, "weather-satellite", ny);
        String japan = sc.group(1, "japan", Scenario.root(1));
        String tornado = sc.hand(0, "tornado");
        String quake = sc.hand(0, "earthquake");
        Scenario.Game g = sc.game();
        g.send(0, new PlayPlot(tornado, japan, null));
        assertThat(g.state.attack().instant()).isTrue();
        int before = total(g);
        g.passUntil(0);
        assertThat(sc.rules.legalMoves(g.state, 0)).contains(new UseAbility(satellite));
        g.send(0, new UseAbility(satellite));
        assertThat(total(g)).isEqualTo(before + 10);

        Scenario.Game q = sc.game();
        q.send(0, new PlayPlot(quake, japan, null));
        int quakeBefore = total(q);
        q.passUntil(0);
        assertThat(sc.rules.legalMoves(q.state, 0)).doesNotContain(new UseAbility(satellite));
        assertThat(Scenario.refused(() -> q.send(0, new UseAbility(satellite))).code()).isEqualTo("NO_EFFECT");
        assertThat(total(q)).isEqualTo(quakeBefore);
    }

    @Test
    void givenAWeatherSatelliteInPlay_whenTokensAreCounted_thenItHasTwoActionsATurn() {
        Weather w = new Weather();
        InwoState s = w.sc.state();
        assertThat(A.tokensPerTurn(s, 2, s.player(2).placed(w.satellite))).isEqualTo(2);
    }

    @Test
    void givenAWeatherSatelliteNotSpent_whenItsPlayerAttacksAPlace_thenItAddsNothing() {
        Scenario sc = base();
        String ny = sc.group(0, "new-york", Scenario.root(0));
        String japan = sc.group(1, "japan", Scenario.root(1));
        Scenario.Game without = sc.game();
        without.send(0, new InwoCommand.Attack(ny, japan, AttackKind.DESTROY, false));
        sc.resource(0, "weather-satellite", ny);
        Scenario.Game with = sc.game();
        with.send(0, new InwoCommand.Attack(ny, japan, AttackKind.DESTROY, false));
        assertThat(total(with)).isEqualTo(total(without));
    }

    // ------------------------------------------------------------------ Faction Fight

    /** Seat 0's New York attacks seat 1's Cable TV to control; seat 0 holds a second Cable TV (agents). */
    private static final class Faction {
        final Scenario sc = base();
        final String ny = sc.group(0, "new-york", Scenario.root(0));
        final String cable = sc.group(1, "cable-tv", Scenario.root(1));
        final String canada = sc.group(2, "canada", Scenario.root(2));
        final String agents = sc.hand(0, "cable-tv");
        final String fight = sc.hand(0, "faction-fight");
    }

    @Test
    void givenHisAgentsCardAidingHisAttack_whenTheAttackerPlaysFactionFight_thenPlus5AndTheAttackIsPrivileged() {
        Faction f = new Faction();
        Scenario.Game g = f.sc.game();
        g.send(0, new InwoCommand.Attack(f.ny, f.cable, AttackKind.CONTROL, false));
        g.passUntil(0);
        g.send(0, new PlayAgent(f.agents, true));
        int before = total(g);
        assertThat(Privileges.privileged(g.state.attack())).isFalse();
        g.passUntil(0);
        assertThat(f.sc.rules.legalMoves(g.state, 0)).contains(new PlayPlot(f.fight, null, null));
        g.send(0, new PlayPlot(f.fight, null, null));
        assertThat(total(g)).isEqualTo(before + 5);
        assertThat(Privileges.privileged(g.state.attack())).isTrue();
        assertThat(g.state.player(0).discard()).contains("faction-fight");
        // an outsider may no longer aid
        g.passUntil(2);
        assertThat(Scenario.refused(() -> g.send(2, new Aid(f.canada, false))).code()).isEqualTo("PRIVILEGED");
        assertThat(implemented("faction-fight")).isTrue();
    }

    @Test
    void givenNoAgentsCardPlayed_whenFactionFightIsPlayed_thenItIsRefused() {
        Faction f = new Faction();
        Scenario.Game g = f.sc.game();
        assertThat(Scenario.refused(() -> g.send(0, new PlayPlot(f.fight, null, null))).code()).isEqualTo("NO_ATTACK");
        g.send(0, new InwoCommand.Attack(f.ny, f.cable, AttackKind.CONTROL, false));
        g.passUntil(0);
        assertThat(f.sc.rules.legalMoves(g.state, 0)).doesNotContain(new PlayPlot(f.fight, null, null));
        assertThat(Scenario.refused(() -> g.send(0, new PlayPlot(f.fight, null, null))).code()).isEqualTo("NO_AGENTS");
        g.send(0, new PlayAgent(f.agents, true));
        g.passUntil(0);
        assertThat(Scenario.refused(() -> g.send(0, new PlayPlot(f.fight, f.cable, null))).code()).isEqualTo("INVALID_TARGET");
    }

    @Test
    void givenAnotherSeatsAttack_whenAnOutsiderPlaysFactionFight_thenItIsNotHis() {
        Scenario sc = base();
        String ny = sc.group(0, "new-york", Scenario.root(0));
        String cable = sc.group(1, "cable-tv", Scenario.root(1));
        String agents = sc.hand(2, "cable-tv");
        String fight = sc.hand(2, "faction-fight");
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(ny, cable, AttackKind.CONTROL, false));
        g.passUntil(2);
        g.send(2, new PlayAgent(agents, true));
        g.passUntil(2);
        assertThat(Scenario.refused(() -> g.send(2, new PlayPlot(fight, null, null))).code()).isEqualTo("NOT_YOURS");
    }

    // ------------------------------------------------------------------ Embezzlement

    /** Seat 0 holds Embezzlement, a Reload and a Group card; seat 1 holds one hidden Plot. */
    private static final class Embezzle {
        final Scenario sc = base();
        final String embezzlement = sc.hand(0, "embezzlement");
        final String reload = sc.hand(0, "reload");
        final String group = sc.hand(0, "canada");
        final String loot = sc.hand(1, "bank-merger");
    }

    @Test
    void givenEmbezzlement_whenPlayedOnARivalForAPlotDiscarded_thenHisHiddenPlotIsTaken() {
        Embezzle m = new Embezzle();
        Scenario.Game g = m.sc.game();
        PlayPlot play = new PlayPlot(m.embezzlement, Scenario.root(1), m.reload);
        assertThat(m.sc.rules.legalMoves(g.state, 0)).contains(play);
        g.send(0, play);
        assertThat(g.events).anyMatch(e -> e instanceof CardDiscarded d && d.uid().equals(m.reload) && "PLOT_COST".equals(d.why()));
        assertThat(g.state.plot()).isNotNull(); // announced: it may be cancelled
        g.allPass();
        assertThat(g.events).anyMatch(e -> e instanceof CardTaken t && t.from() == 1 && t.to() == 0 && t.uid().equals(m.loot));
        assertThat(g.state.player(0).inHand(m.loot)).isNotNull();
        assertThat(g.state.player(1).inHand(m.loot)).isNull();
        assertThat(g.state.player(0).discard()).contains("reload", "embezzlement");
        assertThat(implemented("embezzlement")).isTrue();
    }

    @Test
    void givenEmbezzlement_whenNoPlotOrAGroupOrItselfIsDiscarded_thenItCannotBePaid() {
        Embezzle m = new Embezzle();
        Scenario.Game g = m.sc.game();
        assertThat(Scenario.refused(() -> g.send(0, new PlayPlot(m.embezzlement, Scenario.root(1), null))).code()).isEqualTo("CANNOT_PAY");
        assertThat(Scenario.refused(() -> g.send(0, new PlayPlot(m.embezzlement, Scenario.root(1), m.group))).code()).isEqualTo("CANNOT_PAY");
        assertThat(Scenario.refused(() -> g.send(0, new PlayPlot(m.embezzlement, Scenario.root(1), m.embezzlement))).code()).isEqualTo("CANNOT_PAY");
        assertThat(m.sc.rules.legalMoves(g.state, 0)).doesNotContain(new PlayPlot(m.embezzlement, Scenario.root(1), m.group),
                new PlayPlot(m.embezzlement, Scenario.root(1), null));
    }

    @Test
    void givenEmbezzlement_whenAimedAtHimselfOrAtARivalWithoutHiddenPlots_thenTheTargetIsRefused() {
        Embezzle m = new Embezzle();
        Scenario.Game g = m.sc.game();
        assertThat(Scenario.refused(() -> g.send(0, new PlayPlot(m.embezzlement, Scenario.root(0), m.reload))).code()).isEqualTo("INVALID_TARGET");
        assertThat(Scenario.refused(() -> g.send(0, new PlayPlot(m.embezzlement, Scenario.root(2), m.reload))).code()).isEqualTo("INVALID_TARGET");
    }

    // ------------------------------------------------------------------ Counterspell

    /** Seat 0's New York (Violent), with the Necronomicon linked (Power x2), attacks seat 1's Japan to destroy. */
    private static final class Spell {
        final Scenario sc = base();
        final String ny = sc.group(0, "new-york", Scenario.root(0));
        final String necronomicon = sc.resource(0, "necronomicon", ny);
        final String cable = sc.group(0, "cable-tv", Scenario.root(0));
        final String japan = sc.group(1, "japan", Scenario.root(1));
        final String counterspell = sc.hand(1, "counterspell");
    }

    @Test
    void givenAMagicResourceDoublingTheAttacker_whenTheDefenderPlaysCounterspellOnIt_thenItDiesAndTheAttackWeakens() {
        Spell m = new Spell();
        Scenario.Game g = m.sc.game();
        g.send(0, new InwoCommand.Attack(m.ny, m.japan, AttackKind.DESTROY, false));
        int before = total(g);
        assertThat(g.state.window().priority()).isEqualTo(1);
        PlayPlot spell = new PlayPlot(m.counterspell, m.necronomicon, null);
        assertThat(m.sc.rules.legalMoves(g.state, 1)).contains(spell);
        g.send(1, spell);
        assertThat(g.events).anyMatch(e -> e instanceof CardDiscarded d && d.uid().equals(m.necronomicon) && d.seat() == 0
                && "DESTROYED_BY_PLOT".equals(d.why()));
        assertThat(g.events).anyMatch(e -> e instanceof TokensSpent t && t.uids().equals(List.of(Scenario.root(1))));
        assertThat(g.state.player(0).placed(m.necronomicon)).isNull();
        assertThat(g.state.player(0).discard()).contains("necronomicon");
        assertThat(g.state.player(1).discard()).contains("counterspell");
        assertThat(total(g)).isEqualTo(before - 7); // New York's 14 back to 7
        assertThat(g.state.attack()).isNotNull(); // the attack goes on
        assertThat(implemented("counterspell")).isTrue();
    }

    @Test
    void givenAMagicResourceNotInTheAttack_whenCounterspellIsAimedAtIt_thenItIsNotUsedAgainstYou() {
        Spell m = new Spell();
        Scenario.Game g = m.sc.game();
        g.send(0, new InwoCommand.Attack(m.cable, m.japan, AttackKind.DESTROY, false));
        assertThat(m.sc.rules.legalMoves(g.state, 1)).doesNotContain(new PlayPlot(m.counterspell, m.necronomicon, null));
        assertThat(Scenario.refused(() -> g.send(1, new PlayPlot(m.counterspell, m.necronomicon, null))).code()).isEqualTo("NOT_USED");
    }

    @Test
    void givenCounterspell_whenPlayedOutsideAnAttackOrByAnOutsiderOrOnAGroup_thenItIsRefused() {
        Spell m = new Spell();
        String outsider = m.sc.hand(2, "counterspell");
        String own = m.sc.hand(0, "counterspell");
        Scenario.Game idle = m.sc.game();
        assertThat(Scenario.refused(() -> idle.send(0, new PlayPlot(own, m.necronomicon, null))).code()).isEqualTo("NO_ATTACK");
        Scenario.Game at = m.sc.game();
        at.send(0, new InwoCommand.Attack(m.ny, m.japan, AttackKind.DESTROY, false));
        assertThat(Scenario.refused(() -> at.send(1, new PlayPlot(m.counterspell, m.ny, null))).code()).isEqualTo("INVALID_TARGET");
        at.passUntil(2);
        assertThat(Scenario.refused(() -> at.send(2, new PlayPlot(outsider, m.necronomicon, null))).code()).isEqualTo("NOT_YOURS");
    }

    // ------------------------------------------------------------------ Multinational Oil Companies

    /** Seat 0's Multinational Oil Companies; seat 1's Cable TV; seat 2's Canada, and a Cable TV in his hand. */
    private static final class Oil {
        final Scenario sc = base();
        final String oil = sc.group(0, "multinational-oil-companies", Scenario.root(0));
        final String ny = sc.group(0, "new-york", Scenario.root(0));
        final String cable = sc.group(1, "cable-tv", Scenario.root(1));
        final String media = sc.group(1, "big-media", Scenario.root(1));
        final String canada = sc.group(2, "fast-food-chains", Scenario.root(2)); // Corporate: may oppose
        final String agents = sc.hand(2, "cable-tv");
    }

    @Test
    void givenMultinationalOil_whenItAttacksBarringARival_thenThatRivalMayNeitherAidNorOpposeIt() {
        Oil o = new Oil();
        Scenario.Game g = o.sc.game();
        BarredAttack attack = new BarredAttack(o.oil, o.cable, AttackKind.CONTROL, Scenario.root(2));
        assertThat(o.sc.rules.legalMoves(g.state, 0)).contains(attack);
        g.send(0, attack);
        assertThat(g.state.attack().contributions()).anyMatch(c -> c.kind() == io.tabletop.games.inwo.model.Contribution.Kind.BARRED
                && c.uid().equals(Scenario.root(2)));
        assertThat(g.state.attack().committed()).isFalse(); // it may still be called off
        int before = total(g);
        // the defender still defends
        g.passUntil(1);
        g.send(1, new Oppose(o.cable, false)); // self-defence
        assertThat(total(g)).isLessThan(before);
        g.passUntil(2);
        assertThat(Scenario.refused(() -> g.send(2, new Aid(o.canada, false))).code()).isEqualTo("BARRED");
        assertThat(Scenario.refused(() -> g.send(2, new Oppose(o.canada, false))).code()).isEqualTo("BARRED");
        assertThat(Scenario.refused(() -> g.send(2, new PlayAgent(o.agents, false))).code()).isEqualTo("BARRED");
        assertThat(o.sc.rules.legalMoves(g.state, 2)).noneMatch(c -> c instanceof Aid || c instanceof Oppose || c instanceof PlayAgent);
        assertThat(implemented("multinational-oil-companies")).isTrue();
    }

    @Test
    void givenAnUnbarredAttackOfMultinationalOil_whenTheOtherRivalOpposes_thenHeMay() {
        Oil o = new Oil();
        Scenario.Game g = o.sc.game();
        g.send(0, new InwoCommand.Attack(o.oil, o.cable, AttackKind.CONTROL, false));
        g.passUntil(2);
        g.send(2, new Oppose(o.canada, false));
        assertThat(g.state.attack().contributions()).anyMatch(c -> c.seat() == 2 && !c.aid());
    }

    @Test
    void givenMultinationalOil_whenItBarsTheDefenderOrItselfOrAnotherGroupBars_thenItIsRefused() {
        Oil o = new Oil();
        Scenario.Game g = o.sc.game();
        assertThat(Scenario.refused(() -> g.send(0, new BarredAttack(o.oil, o.cable, AttackKind.CONTROL, Scenario.root(1)))).code()).isEqualTo("INVALID_TARGET");
        assertThat(Scenario.refused(() -> g.send(0, new BarredAttack(o.oil, o.cable, AttackKind.CONTROL, Scenario.root(0)))).code()).isEqualTo("INVALID_TARGET");
        assertThat(Scenario.refused(() -> g.send(0, new BarredAttack(o.ny, o.cable, AttackKind.CONTROL, Scenario.root(2)))).code()).isEqualTo("NO_ABILITY");
        assertThat(o.sc.rules.legalMoves(g.state, 0)).doesNotContain(new BarredAttack(o.oil, o.cable, AttackKind.CONTROL, Scenario.root(1)),
                new BarredAttack(o.ny, o.cable, AttackKind.CONTROL, Scenario.root(2)));
    }

    @Test
    void givenATwoPlayerGame_whenMultinationalOilBarsTheOtherPlayer_thenThereAreTooFewPlayers() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String oil = sc.group(0, "multinational-oil-companies", Scenario.root(0));
        String cable = sc.group(1, "cable-tv", Scenario.root(1));
        Scenario.Game g = sc.game();
        assertThat(Scenario.refused(() -> g.send(0, new BarredAttack(oil, cable, AttackKind.CONTROL, Scenario.root(1)))).code()).isEqualTo("TOO_FEW_PLAYERS");
        assertThat(sc.rules.legalMoves(g.state, 0)).noneMatch(c -> c instanceof BarredAttack);
    }

    // ------------------------------------------------------------------ Miracle Diet Plan

    /** Seat 0's Phone Company (Science, Power 5) attacks seat 1's Japan; seat 0's Cable TV (Media) pays the Plot. */
    private static final class Diet {
        final Scenario sc = base();
        final String phone = sc.group(0, "phone-company", Scenario.root(0));
        final String cable = sc.group(0, "cable-tv", Scenario.root(0));
        final String ny = sc.group(0, "new-york", Scenario.root(0));
        final String japan = sc.group(1, "japan", Scenario.root(1));
        final String diet = sc.hand(0, "miracle-diet-plan");
    }

    @Test
    void givenHisScienceGroupAttacking_whenMiracleDietPlanIsPlayedForAMediaAction_thenItsPowerTriplesAndTheTargetLosesItsTokens() {
        Diet m = new Diet();
        Scenario.Game g = m.sc.game();
        g.send(0, new InwoCommand.Attack(m.phone, m.japan, AttackKind.DESTROY, false));
        int before = total(g);
        g.passUntil(0);
        PlayPlot diet = new PlayPlot(m.diet, m.phone, m.cable);
        assertThat(m.sc.rules.legalMoves(g.state, 0)).contains(diet);
        g.send(0, diet);
        assertThat(total(g)).isEqualTo(before + 10); // 5 x 3
        assertThat(g.events).anyMatch(e -> e instanceof TokensSpent t && t.seat() == 1 && t.uids().equals(List.of(m.japan))
                && "LOST".equals(t.why()));
        assertThat(g.state.player(1).placed(m.japan).tokens()).isZero();
        assertThat(g.state.player(0).placed(m.cable).tokens()).isZero();
        // Japan can no longer defend itself with its action
        g.passUntil(1);
        assertThat(Scenario.refused(() -> g.send(1, new Oppose(m.japan, false))).code()).isEqualTo("NO_TOKEN");
        assertThat(implemented("miracle-diet-plan")).isTrue();
    }

    @Test
    void givenMiracleDietPlan_whenNotPaidByAMediaGroupOrAimedAtANonScienceGroup_thenItIsRefused() {
        Diet m = new Diet();
        Scenario.Game g = m.sc.game();
        g.send(0, new InwoCommand.Attack(m.phone, m.japan, AttackKind.DESTROY, false));
        g.passUntil(0);
        assertThat(Scenario.refused(() -> g.send(0, new PlayPlot(m.diet, m.phone, m.ny))).code()).isEqualTo("CANNOT_PAY");
        assertThat(Scenario.refused(() -> g.send(0, new PlayPlot(m.diet, m.phone, null))).code()).isEqualTo("CANNOT_PAY");
        Scenario.Game other = m.sc.game();
        other.send(0, new InwoCommand.Attack(m.ny, m.japan, AttackKind.DESTROY, false));
        other.passUntil(0);
        assertThat(Scenario.refused(() -> other.send(0, new PlayPlot(m.diet, m.ny, m.cable))).code()).isEqualTo("INVALID_TARGET");
    }
}
