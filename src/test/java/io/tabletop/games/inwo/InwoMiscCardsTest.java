package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.attack.Strength;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.interpreter.Interpreted;
import io.tabletop.games.inwo.model.LinkedPlot;
import io.tabletop.games.inwo.model.WindowKind;
import java.util.List;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.Player;

/** Attack modifiers and assorted cards (round 4): each card named, played through decide and evolve. */
class InwoMiscCardsTest {

    static final Abilities A = new Abilities(InwoTestDecks.SHIPPED);

    static boolean implemented(String id) {
        return Interpreted.implemented(InwoTestDecks.SHIPPED.card(id).orElseThrow());
    }

    private static RuleViolation refused(Runnable r) {
        try {
            r.run();
        } catch (RuleViolation v) {
            return v;
        }
        throw new AssertionError("not refused");
    }

    private static Scenario base() {
        return Scenario.shipped("bavarian-illuminati", "the-network", "servants-of-cthulhu");
    }

    private static void plotDeck(Scenario sc, int seat, String... cards) {
        Player p = sc.players.get(seat);
        sc.players.set(seat, p.withDecks(List.of(cards), p.groupDeck()));
    }

    // ------------------------------------------------------------------ Alternate Goals

    @Test
    void givenAlternateGoalsInHand_whenASecondGoalIsDrawn_thenBothGoalsAreKept() {
        Scenario sc = base();
        String alt = sc.hand(0, "alternate-goals");
        sc.hand(0, "power-to-the-people");
        plotDeck(sc, 0, "the-corporate-masters", "reload");
        Scenario.Game g = sc.game();
        g.send(0, new BuyPlot(Scenario.root(0), null));
        assertThat(g.events).noneMatch(e -> e instanceof CardDiscarded d && "GOAL_LIMIT".equals(d.why()));
        assertThat(g.state.player(0).hand()).extracting(h -> h.card())
                .contains("alternate-goals", "power-to-the-people", "the-corporate-masters");
        // held, not played
        assertThat(sc.rules.legalMoves(g.state, 0)).noneMatch(c -> c instanceof PlayPlot p && alt.equals(p.card()));
        assertThat(implemented("alternate-goals")).isTrue();
    }

    @Test
    void givenNoAlternateGoals_whenASecondGoalIsDrawn_thenTheNewestIsDiscarded() {
        Scenario sc = base();
        sc.hand(0, "power-to-the-people");
        plotDeck(sc, 0, "the-corporate-masters", "reload");
        Scenario.Game g = sc.game();
        g.send(0, new BuyPlot(Scenario.root(0), null));
        assertThat(g.events).anyMatch(e -> e instanceof CardDiscarded d && "GOAL_LIMIT".equals(d.why())
                && d.card().equals("the-corporate-masters"));
    }

    // ------------------------------------------------------------------ Sweepstakes Prize

    private static int bonuses(Scenario.Game g) {
        return Strength.breakdown(A, g.state, g.state.attack()).bonuses();
    }

    @Test
    void givenSweepstakesPrizeLinkedToAPersonality_whenItAttacksToControl_thenItGetsPlus4ButNotToDestroy() {
        Scenario sc = base();
        String reagan = sc.group(0, "ronald-reagan", Scenario.root(0));
        String cable = sc.group(1, "cable-tv", Scenario.root(1));
        String prize = sc.hand(0, "sweepstakes-prize");
        Scenario.Game plain = sc.game();
        plain.send(0, new InwoCommand.Attack(reagan, cable, AttackKind.CONTROL, false));
        int before = bonuses(plain);

        Scenario.Game g = sc.game();
        assertThat(sc.rules.legalMoves(g.state, 0)).contains(new PlayPlot(prize, reagan, null));
        g.send(0, new PlayPlot(prize, reagan, null));
        assertThat(g.state.plot()).isNotNull(); // announced: anyone may cancel it
        g.allPass();
        assertThat(g.state.linked()).containsExactly(new LinkedPlot(0, prize, "sweepstakes-prize", reagan));
        g.send(0, new InwoCommand.Attack(reagan, cable, AttackKind.CONTROL, false));
        assertThat(bonuses(g)).isEqualTo(before + 4);
        assertThat(implemented("sweepstakes-prize")).isTrue();

        Scenario.Game d1 = sc.game();
        d1.send(0, new InwoCommand.Attack(reagan, cable, AttackKind.DESTROY, false));
        int destroyBefore = bonuses(d1);
        // the same position with the Plot linked: an attack to destroy gets nothing from it
        Scenario.Game d2 = new Scenario.Game(sc.rules, sc.state().withLinked(g.state.linked()));
        d2.send(0, new InwoCommand.Attack(reagan, cable, AttackKind.DESTROY, false));
        assertThat(bonuses(d2)).isEqualTo(destroyBefore);
    }

    @Test
    void givenSweepstakesPrize_whenAimedAtAnOrganizationOrASecondIsLinked_thenItIsRefused() {
        Scenario sc = base();
        String reagan = sc.group(0, "ronald-reagan", Scenario.root(0));
        String nancy = sc.group(0, "nancy-reagan", Scenario.root(0));
        String ny = sc.group(0, "new-york", Scenario.root(0));
        String first = sc.hand(0, "sweepstakes-prize");
        String second = sc.hand(0, "sweepstakes-prize");
        Scenario.Game g = sc.game();
        assertThat(sc.rules.legalMoves(g.state, 0)).doesNotContain(new PlayPlot(first, ny, null));
        assertThat(refused(() -> g.send(0, new PlayPlot(first, ny, null))).code()).isEqualTo("INVALID_TARGET");
        g.send(0, new PlayPlot(first, reagan, null));
        g.allPass();
        assertThat(g.state.linked()).hasSize(1);
        assertThat(sc.rules.legalMoves(g.state, 0)).doesNotContain(new PlayPlot(second, nancy, null));
        assertThat(refused(() -> g.send(0, new PlayPlot(second, nancy, null))).code()).isEqualTo("ONE_PER_PLAYER");
    }

    @Test
    void givenAnAttackLedByAPersonality_whenItsPlayerLinksSweepstakesPrizeMidAttack_thenTheAttackGetsPlus4AtOnce() {
        Scenario sc = base();
        String reagan = sc.group(0, "ronald-reagan", Scenario.root(0));
        String cable = sc.group(1, "cable-tv", Scenario.root(1));
        String prize = sc.hand(0, "sweepstakes-prize");
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(reagan, cable, AttackKind.CONTROL, false));
        int before = bonuses(g);
        g.passUntil(0);
        assertThat(sc.rules.legalMoves(g.state, 0)).contains(new PlayPlot(prize, reagan, null));
        g.send(0, new PlayPlot(prize, reagan, null));
        assertThat(g.state.linked()).containsExactly(new LinkedPlot(0, prize, "sweepstakes-prize", reagan));
        assertThat(bonuses(g)).isEqualTo(before + 4);
    }

    // ------------------------------------------------------------------ Fnord!

    @Test
    void givenFnord_whenAnyRollStands_thenItIsRerolledForTheTopGroupCard() {
        Scenario sc = base();
        String ny = sc.group(0, "new-york", Scenario.root(0));
        String media = sc.group(1, "big-media", sc.group(1, "cable-tv", Scenario.root(1))); // control 6 with the aid
        String fnord = sc.hand(2, "fnord");
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(ny, media, AttackKind.CONTROL, false));
        g.passUntil(0);
        g.send(0, new Aid(Scenario.root(0), true));
        while (g.state.window() != null && g.state.window().kind() == WindowKind.ATTACK) {
            g.send(g.state.window().priority(), new Pass(), 1, 2);
        }
        assertThat(g.state.window().kind()).isEqualTo(WindowKind.ROLL);
        g.passUntil(2);
        String topGroup = g.state.player(2).groupDeck().getFirst();
        assertThat(sc.rules.legalMoves(g.state, 2)).contains(new ChangeRoll(fnord, 0, null));
        g.send(2, new ChangeRoll(fnord, 0, null), 6, 6);
        assertThat(g.events).anyMatch(e -> e instanceof TopCardsDiscarded t && !t.plot() && t.cards().equals(List.of(topGroup)));
        RollChanged r = (RollChanged) g.events.stream().filter(e -> e instanceof RollChanged).findFirst().orElseThrow();
        assertThat(r.dice()).containsExactly(6, 6);
        assertThat(r.roll()).isEqualTo(12);
        g.allPass();
        assertThat(g.events).anyMatch(e -> e instanceof AttackResolved a && !a.success());
        assertThat(implemented("fnord")).isTrue();
    }

    @Test
    void givenFnordAndAnEmptyGroupDeck_whenTheRollStands_thenItCannotBePaid() {
        Scenario sc = base();
        String ny = sc.group(0, "new-york", Scenario.root(0));
        String media = sc.group(1, "big-media", sc.group(1, "cable-tv", Scenario.root(1))); // control 6 with the aid
        String fnord = sc.hand(2, "fnord");
        Player p = sc.players.get(2);
        sc.players.set(2, p.withDecks(p.plotDeck(), List.of()));
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(ny, media, AttackKind.CONTROL, false));
        g.passUntil(0);
        g.send(0, new Aid(Scenario.root(0), true));
        while (g.state.window() != null && g.state.window().kind() == WindowKind.ATTACK) {
            g.send(g.state.window().priority(), new Pass(), 1, 2);
        }
        g.passUntil(2);
        assertThat(sc.rules.legalMoves(g.state, 2)).doesNotContain(new ChangeRoll(fnord, 0, null));
        assertThat(refused(() -> g.send(2, new ChangeRoll(fnord, 0, null))).code()).isEqualTo("CANNOT_PAY");
    }

    // ------------------------------------------------------------------ George Bush

    @Test
    void givenGeorgeBush_whenHisControllerWishes_thenHeIsConservativeUntilSwitchedBack() {
        Scenario sc = base();
        String bush = sc.group(0, "george-bush", Scenario.root(0));
        sc.group(1, "cable-tv", Scenario.root(1));
        Scenario.Game g = sc.game();
        assertThat(A.alignments(g.state.player(0).placed(bush))).containsExactly(io.tabletop.games.inwo.cards.Alignment.STRAIGHT);
        UseAbilityOn wish = new UseAbilityOn(bush, null, false);
        assertThat(sc.rules.legalMoves(g.state, 0)).contains(wish);
        List<InwoEvent> out = g.send(0, wish);
        assertThat(out).containsExactly(new GroupChanged(bush, -1, List.of(io.tabletop.games.inwo.cards.Alignment.CONSERVATIVE,
                io.tabletop.games.inwo.cards.Alignment.STRAIGHT)));
        assertThat(A.alignments(g.state.player(0).placed(bush))).contains(io.tabletop.games.inwo.cards.Alignment.CONSERVATIVE);
        assertThat(g.state.player(0).placed(bush).tokens()).isEqualTo(1); // free: no action spent
        g.send(0, wish);
        assertThat(A.alignments(g.state.player(0).placed(bush))).containsExactly(io.tabletop.games.inwo.cards.Alignment.STRAIGHT);
        assertThat(implemented("george-bush")).isTrue();
    }

    @Test
    void givenGeorgeBush_whenARivalOrAnOpenWindowWouldSwitchHim_thenItIsRefused() {
        Scenario sc = base();
        String bush = sc.group(0, "george-bush", Scenario.root(0));
        String cable = sc.group(1, "cable-tv", Scenario.root(1));
        Scenario.Game g = sc.game();
        assertThat(refused(() -> g.send(0, new UseAbilityOn(bush, cable, false))).code()).isEqualTo("INVALID_TARGET");
        g.send(0, new InwoCommand.Attack(bush, cable, AttackKind.CONTROL, false));
        assertThat(sc.rules.legalMoves(g.state, 0)).doesNotContain(new UseAbilityOn(bush, null, false));
        assertThat(sc.rules.legalMoves(g.state, 1)).noneMatch(c -> c instanceof UseAbilityOn u && bush.equals(u.group()));
    }

    // ------------------------------------------------------------------ Center for Disease Control

    @Test
    void givenCenterForDiseaseControl_whenItActsOnADevastatedPlaceOfItsStructure_thenThePlaceIsRelievedForItsTokenAlone() {
        Scenario sc = base();
        String cdc = sc.group(0, "center-for-disease-control", Scenario.root(0));
        String ny = sc.group(0, "new-york", Scenario.root(0));
        String media = sc.group(0, "big-media", Scenario.root(0));
        sc.players.set(0, sc.players.get(0).update(ny, c -> c.withDevastated(true)));
        Scenario.Game g = sc.game();
        UseAbilityOn relief = new UseAbilityOn(cdc, ny, true);
        assertThat(sc.rules.legalMoves(g.state, 0)).contains(relief).doesNotContain(new UseAbilityOn(cdc, media, true));
        assertThat(refused(() -> g.send(0, new UseAbilityOn(cdc, media, true))).code()).isEqualTo("NOT_DEVASTATED");
        assertThat(g.send(0, relief)).containsExactly(new Relieved(0, ny, List.of(cdc)));
        assertThat(g.state.player(0).placed(ny).devastated()).isFalse();
        assertThat(g.state.player(0).placed(cdc).tokens()).isZero();
        assertThat(implemented("center-for-disease-control")).isTrue();
    }

    @Test
    void givenCenterForDiseaseControl_whenItsAttackToDestroyAPlaceFails_thenItDies_andNotWhenItAttacksAnOrganization() {
        Scenario sc = base();
        String cdc = sc.group(0, "center-for-disease-control", Scenario.root(0));
        String place = sc.group(1, "new-york", Scenario.root(1));
        String org = sc.group(1, "cable-tv", Scenario.root(1));
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(cdc, place, AttackKind.DESTROY, false));
        assertThat(Strength.breakdown(A, g.state, g.state.attack()).bonuses()).isGreaterThanOrEqualTo(15);
        g.allPass(6, 6); // 12 always fails
        assertThat(g.events).anyMatch(e -> e instanceof GroupSacrificed x && x.uid().equals(cdc));
        assertThat(g.state.player(0).placed(cdc)).isNull();

        Scenario.Game h = sc.game();
        h.send(0, new InwoCommand.Attack(cdc, org, AttackKind.DESTROY, false));
        h.allPass(6, 6);
        assertThat(h.events).noneMatch(e -> e instanceof GroupSacrificed);
        assertThat(h.state.player(0).placed(cdc)).isNotNull();
    }

    // ------------------------------------------------------------------ Deasil Engine

    @Test
    void givenDeasilEngine_whenPlayedOnARivalsGadgetAndNobodyCancels_thenTheGadgetIsDestroyed() {
        Scenario sc = base();
        String media = sc.group(1, "big-media", Scenario.root(1));
        String gadget = sc.resource(1, "earthquake-projector", media);
        String deasil = sc.hand(0, "deasil-engine");
        Scenario.Game g = sc.game();
        assertThat(sc.rules.legalMoves(g.state, 0)).contains(new PlayPlot(deasil, gadget, null))
                .doesNotContain(new PlayPlot(deasil, media, null));
        g.send(0, new PlayPlot(deasil, gadget, null));
        assertThat(g.state.plot()).isNotNull(); // announced: anyone may cancel it
        g.allPass();
        assertThat(g.state.player(1).placed(gadget)).isNull();
        assertThat(implemented("deasil-engine")).isTrue();
    }

    @Test
    void givenDeasilEngineAnnounced_whenARivalPlaysASecondDeasilEngine_thenTheFirstIsCancelledAndTheGadgetStays() {
        Scenario sc = base();
        String media = sc.group(1, "big-media", Scenario.root(1));
        String gadget = sc.resource(1, "earthquake-projector", media);
        String deasil = sc.hand(0, "deasil-engine");
        String answer = sc.hand(1, "deasil-engine");
        Scenario.Game g = sc.game();
        g.send(0, new PlayPlot(deasil, gadget, null));
        g.passUntil(1);
        assertThat(sc.rules.legalMoves(g.state, 1)).contains(new PlayPlot(answer, null, null));
        g.send(1, new PlayPlot(answer, null, null));
        // I7 (version 4 on): the cancel is announced; nobody answers it, so it takes effect
        while (g.state.plot() != null && g.state.plot().cancel()) g.send(g.state.window().priority(), new InwoCommand.Pass());
        assertThat(g.events).anyMatch(e -> e instanceof PlotCancelled c && c.card().equals("deasil-engine"));
        g.allPass();
        assertThat(g.state.player(1).placed(gadget)).isNotNull();
        assertThat(g.state.plot()).isNull();
    }
}
