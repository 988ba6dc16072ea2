package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.attack.Dice;
import io.tabletop.games.inwo.interpreter.Interpreted;
import io.tabletop.games.inwo.model.WindowKind;
import java.util.List;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;

/** Re-rolls in the roll window (shipped catalogue): each reaches only the rolls its card names; a re-roll is an event. */
class InwoRerollTest {

    Scenario sc;
    String ny;
    String media;
    String cable;

    void base() {
        sc = Scenario.shipped("bavarian-illuminati", "the-network", "servants-of-cthulhu");
        ny = sc.group(0, "new-york", Scenario.root(0));
        cable = sc.group(1, "cable-tv", Scenario.root(1));
        media = sc.group(1, "big-media", cable); // control 7 - 6 - 5 + 10 = 6; destroy 7 - 4 - 5 + 10 = 8
        sc.group(2, "comic-books", Scenario.root(2));
    }

    private static RuleViolation refused(Runnable r) {
        try {
            r.run();
        } catch (RuleViolation v) {
            return v;
        }
        throw new AssertionError("not refused");
    }

    private Scenario.Game rolled(String by, String target, AttackKind kind, int d1, int d2) {
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(by, target, kind, false));
        g.passUntil(0);
        g.send(0, new Aid(Scenario.root(0), true));
        while (g.state.window() != null && g.state.window().kind() == WindowKind.ATTACK) g.send(g.state.window().priority(), new Pass(), d1, d2);
        assertThat(g.state.window().kind()).isEqualTo(WindowKind.ROLL);
        return g;
    }

    private static AttackResolved resolved(Scenario.Game g) {
        return (AttackResolved) g.events.stream().filter(e -> e instanceof AttackResolved).findFirst().orElseThrow();
    }

    @Test
    void givenTimeWarp_whenARivalsRollSucceeds_thenItIsRerolledAndHeDrawsAGroup() {
        base();
        String warp = sc.hand(1, "time-warp");
        Scenario.Game g = rolled(ny, media, AttackKind.CONTROL, 2, 3);
        g.passUntil(1);
        g.send(1, new ChangeRoll(warp, 0, null), 6, 6);
        RollChanged r = (RollChanged) g.events.stream().filter(e -> e instanceof RollChanged).findFirst().orElseThrow();
        assertThat(r.dice()).containsExactly(6, 6);
        assertThat(g.state.player(0).hand()).extracting(h -> h.card()).contains("cable-tv");
        g.allPass();
        assertThat(resolved(g).success()).isFalse();
        assertThat(g.state.player(1).placed(media)).isNotNull();
    }

    @Test
    void givenTimeWarp_whenTheRollFailsOrIsHisOwn_thenItCannotBePlayed() {
        base();
        String warp = sc.hand(1, "time-warp");
        String own = sc.hand(0, "time-warp");
        Scenario.Game g = rolled(ny, media, AttackKind.CONTROL, 5, 5);
        g.passUntil(1);
        assertThat(refused(() -> g.send(1, new ChangeRoll(warp, 0, null))).code()).isEqualTo("NO_EFFECT");
        Scenario.Game g2 = rolled(ny, media, AttackKind.CONTROL, 1, 1);
        g2.passUntil(0);
        assertThat(refused(() -> g2.send(0, new ChangeRoll(own, 0, null))).code()).isEqualTo("NO_EFFECT");
    }

    @Test
    void givenMothersMarch_whenAnAttackToDestroySucceeds_thenItIsRerolledAtMinus4() {
        base();
        String march = sc.hand(1, "mothers-march");
        Scenario.Game g = rolled(ny, media, AttackKind.DESTROY, 2, 3);
        g.passUntil(1);
        g.send(1, new ChangeRoll(march, 0, cable), 3, 2); // 5 against 8 - 4
        assertThat(Dice.penalty(g.state.attack())).isEqualTo(4);
        g.allPass();
        assertThat(resolved(g).success()).isFalse();
        assertThat(g.state.player(1).placed(media)).isNotNull();
    }

    @Test
    void givenFnordMotorCompany_whenItsPlayersAttackFails_thenItsActionAndADiscardRerollIt() {
        base();
        String fmc = sc.group(0, "fnord-motor-company", Scenario.root(0));
        String junk = sc.hand(0, "cold-fusion");
        Scenario.Game g = rolled(ny, media, AttackKind.CONTROL, 6, 5);
        g.passUntil(0);
        assertThat(Scenario.SHIPPED_RULES.legalMoves(g.state, 0)).contains(new ChangeRoll(fmc, 0, junk));
        assertThat(refused(() -> g.send(0, new ChangeRoll(fmc, 0, null))).code()).isEqualTo("CANNOT_PAY");
        g.send(0, new ChangeRoll(fmc, 0, junk), 1, 1);
        assertThat(g.state.player(0).discard()).contains("cold-fusion");
        assertThat(g.state.player(0).placed(fmc).tokens()).isZero();
        g.allPass();
        assertThat(resolved(g).success()).isTrue();
    }

    @Test
    void givenAngelsFeather_whenTheLinkedPeacefulGroupsControlFails_thenItIsRerolledOncePerAttack() {
        sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String moonies = sc.group(0, "moonies", Scenario.root(0));
        String feather = sc.resource(0, "angels-feather", moonies);
        String comics = sc.hand(0, "comic-books");
        sc.group(1, "cable-tv", Scenario.root(1));
        Scenario.Game g = rolled(moonies, comics, AttackKind.CONTROL, 6, 6);
        g.passUntil(0);
        g.send(0, new ChangeRoll(feather, 0, null), 6, 5);
        assertThat(Dice.total(g.state.attack())).isEqualTo(11);
        g.passUntil(0);
        assertThat(refused(() -> g.send(0, new ChangeRoll(feather, 0, null))).code()).isEqualTo("ONCE_PER_ATTACK");
    }

    @Test
    void givenTheseCards_thenTheyAreImplemented() {
        for (String id : List.of("time-warp", "mothers-march", "fnord-motor-company", "angels-feather")) {
            assertThat(Interpreted.implemented(InwoTestDecks.SHIPPED.card(id).orElseThrow())).as(id).isTrue();
        }
    }
}
