package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.model.Contribution;
import io.tabletop.games.inwo.attack.Strength;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.versions.InwoVersion;
import java.util.List;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;

/**
 * Ruling I3 of the rules file ("Rulings for the service"): a Devastated Place is halved against every attack to
 * destroy, Instant attacks (Disasters, Assassinations) included: "halved against any Attack to Destroy" changes the
 * Place's Power; it is not one of the attack modifiers Instant attacks ignore. From rules version 3 on a Disaster on a
 * Devastated Place meets half its Power, and a Plot multiplying its Power against the Disaster adds half as much; a
 * game recorded under version 2 keeps the full Power. (Only Places are Devastated, so of the Instant attacks it is
 * Disasters that meet one.) Test catalogue: Earthquake (Power 16 against a Place not Huge; destroys when it succeeds
 * by 6 or more) on Japan (Power 6) three groups below seat 1's Illuminati (no position bonus); shipped catalogue:
 * Tornado (Power 12) and Air Magic (the Place's Power x3 against a Disaster).
 */
class InstantDevastationRulingI3Test {

    static final InwoRules V2 = new InwoRules(InwoFixture.CATALOGUE, 2);
    static final InwoRules V3 = new InwoRules(InwoFixture.CATALOGUE, 3);
    static final Abilities A2 = new Abilities(InwoFixture.CATALOGUE, new InwoVersion(2));
    static final Abilities A3 = new Abilities(InwoFixture.CATALOGUE, new InwoVersion(3));
    static final InwoRules SHIPPED_V2 = new InwoRules(InwoTestDecks.SHIPPED, 2);
    static final InwoRules SHIPPED_V3 = new InwoRules(InwoTestDecks.SHIPPED, 3);
    static final Abilities SHIPPED_A2 = new Abilities(InwoTestDecks.SHIPPED, new InwoVersion(2));
    static final Abilities SHIPPED_A3 = new Abilities(InwoTestDecks.SHIPPED, new InwoVersion(3));

    private static void devastate(Scenario sc, int seat, String place) {
        sc.players.set(seat, sc.players.get(seat).update(place, c -> c.withDevastated(true)));
    }

    private static AttackResolved resolved(Scenario.Game g) {
        return (AttackResolved) g.events.stream().filter(e -> e instanceof AttackResolved).findFirst().orElseThrow();
    }

    Scenario sc;
    String quake;
    String japan;

    /**
     * Seat 0 holds an Earthquake (and Canada, so as not to be out for want of a Group); seat 1's Japan three groups
     * below its Illuminati (New York, Russia above it).
     */
    Scenario deepJapan(boolean devastated) {
        sc = Scenario.of("bavarian-illuminati", "the-network");
        quake = sc.hand(0, "earthquake");
        sc.group(0, "canada", Scenario.root(0));
        String ny = sc.group(1, "new-york", Scenario.root(1));
        String russia = sc.group(1, "russia", ny);
        japan = sc.group(1, "japan", russia);
        if (devastated) devastate(sc, 1, japan);
        return sc;
    }

    @Test
    void versionThree_aDisasterOnADevastatedPlaceMeetsHalfItsPower() {
        deepJapan(true);
        Scenario.Game g = new Scenario.Game(V3, sc.state());
        g.send(0, new PlayPlot(quake, japan, null));
        assertThat(g.state.attack().instant()).isTrue();
        Strength.Breakdown b = Strength.breakdown(A3, g.state, g.state.attack());
        assertThat(b.attack()).isEqualTo(16);
        assertThat(b.defence()).as("Japan's Power 6, halved").isEqualTo(3);
        assertThat(b.position()).isZero();
        assertThat(b.total()).isEqualTo(16 - 3);

        g.allPass(3, 3); // roll 6: succeeds by 7, 6 or more destroys
        assertThat(resolved(g)).isEqualTo(new AttackResolved(13, List.of(3, 3), true, "ROLL", false));
        assertThat(g.events).anyMatch(e -> e instanceof GroupDestroyed d && d.uid().equals(japan));
        assertThat(g.state.player(1).placed(japan)).isNull();
        assertThat(g.state.player(0).destroyed()).contains("japan");
        assertThat(g.state.finished()).isFalse();
    }

    @Test
    void versionTwo_theSameDisasterOnTheDevastatedPlaceStillMeetsItsFullPower() {
        deepJapan(true); // the position versionThree_aDisasterOnADevastatedPlaceMeetsHalfItsPower destroys
        Scenario.Game g = new Scenario.Game(V2, sc.state());
        g.send(0, new PlayPlot(quake, japan, null));
        Strength.Breakdown b = Strength.breakdown(A2, g.state, g.state.attack());
        assertThat(b.defence()).isEqualTo(6);
        assertThat(b.total()).isEqualTo(16 - 6);

        g.allPass(3, 3); // roll 6: succeeds by 4 only; already Devastated, nothing more happens
        assertThat(resolved(g)).isEqualTo(new AttackResolved(10, List.of(3, 3), true, "ROLL", false));
        assertThat(g.events).noneMatch(e -> e instanceof GroupDestroyed || e instanceof Devastated);
        assertThat(g.state.player(1).placed(japan).devastated()).isTrue();
        assertThat(g.state.player(0).destroyed()).isEmpty();
        assertThat(g.state.finished()).isFalse();

        // version 2 halved the Place against an ordinary attack to destroy only (the handbook's own case)
        String ny0 = sc.group(0, "new-york", Scenario.root(0));
        Scenario.Game h = new Scenario.Game(V2, sc.state());
        h.send(0, new InwoCommand.Attack(ny0, japan, AttackKind.DESTROY, false));
        assertThat(Strength.breakdown(A2, h.state, h.state.attack()).defence()).isEqualTo(3);
    }

    @Test
    void versionThree_aPlaceDevastatedByOneDisaster_thenTheNextDisasterMeetsHalfItsPower() {
        deepJapan(false);
        String quake2 = sc.hand(0, "earthquake");
        Scenario.Game g = new Scenario.Game(V3, sc.state());
        g.send(0, new PlayPlot(quake, japan, null));
        assertThat(Strength.breakdown(A3, g.state, g.state.attack()).defence()).as("not Devastated yet: full").isEqualTo(6);
        g.allPass(3, 3); // 16 - 6 = 10, roll 6: succeeds by 4, Devastated
        assertThat(resolved(g).strength()).isEqualTo(10);
        assertThat(g.events).contains(new Devastated(japan, List.of()));

        g.send(0, new PlayPlot(quake2, japan, null));
        assertThat(Strength.breakdown(A3, g.state, g.state.attack()).defence()).as("now halved").isEqualTo(3);
        assertThat(Strength.of(A3, g.state, g.state.attack())).isEqualTo(13);
    }

    // ---------------------------------------------------------------- a multiplier Plot on the Disaster's target

    String tornado;
    String magic;
    String place;

    /** Seat 1's Japan (Power 6, not Huge), Devastated, three below its Illuminati; seat 0 strikes it with a Tornado. */
    Scenario.Game tornadoOnDevastatedJapan(InwoRules rules) {
        Scenario s = Scenario.shipped("bavarian-illuminati", "the-network");
        s.group(0, "new-york", Scenario.root(0));
        String wall = s.group(1, "wall-street", Scenario.root(1));
        String fed = s.group(1, "federal-reserve", wall);
        place = s.group(1, "japan", fed);
        devastate(s, 1, place);
        tornado = s.hand(0, "tornado");
        magic = s.hand(1, "air-magic"); // paid by discarding the top Plot of the deck
        Scenario.Game g = new Scenario.Game(rules, s.state());
        g.send(0, new PlayPlot(tornado, place, null));
        assertThat(g.state.window().priority()).isEqualTo(1);
        return g;
    }

    @Test
    void versionThree_airMagicOnADevastatedPlaceAddsHalfOfItsTripledPower() {
        Scenario.Game g = tornadoOnDevastatedJapan(SHIPPED_V3);
        Strength.Breakdown before = Strength.breakdown(SHIPPED_A3, g.state, g.state.attack());
        assertThat(before.attack()).isEqualTo(12);
        assertThat(before.defence()).isEqualTo(3);
        assertThat(SHIPPED_V3.legalMoves(g.state, 1)).contains(new PlayPlot(magic, place, null));

        g.send(1, new PlayPlot(magic, place, null));
        Contribution c = g.state.attack().contributions().getLast();
        assertThat(c.aid()).isFalse();
        assertThat(c.value()).as("6 x 3 is 12 more than 6, halved").isEqualTo(6);
        assertThat(Strength.of(SHIPPED_A3, g.state, g.state.attack())).isEqualTo(12 - 3 - 6);
    }

    @Test
    void versionTwo_airMagicOnTheDevastatedPlaceStillAddsAllOfItsTripledPower() {
        Scenario.Game g = tornadoOnDevastatedJapan(SHIPPED_V2);
        assertThat(Strength.breakdown(SHIPPED_A2, g.state, g.state.attack()).defence()).isEqualTo(6);
        g.send(1, new PlayPlot(magic, place, null));
        assertThat(g.state.attack().contributions().getLast().value()).isEqualTo(12);
        assertThat(Strength.of(SHIPPED_A2, g.state, g.state.attack())).isEqualTo(12 - 6 - 12);
    }
}
