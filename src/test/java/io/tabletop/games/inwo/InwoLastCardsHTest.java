package io.tabletop.games.inwo;

import static io.tabletop.games.inwo.Scenario.refused;
import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.Viewer;
import io.tabletop.games.inwo.cardrules.Soulburner;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.model.Choice;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.InwoEvent;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The last cards of the Limited set, batch H, played by their own rules (shipped catalogue): Soulburner (a rival who
 * captures or destroys a Group of its player's loses Plots to him, or has his hidden Plots exposed) and Immortality
 * Serum.
 */
class InwoLastCardsHTest {

    static final InwoRules RULES = Scenario.SHIPPED_RULES;
    static final io.tabletop.games.inwo.abilities.Abilities A = new io.tabletop.games.inwo.abilities.Abilities(InwoTestDecks.SHIPPED);

    static boolean implemented(String id) {
        return io.tabletop.games.inwo.interpreter.Interpreted.implemented(InwoTestDecks.SHIPPED.card(id).orElseThrow());
    }

    // ------------------------------------------------------------------ Soulburner

    /** Seat 0 holds a Soulburner (linked to his Illuminati) and the Comic Books; it is seat 1's turn, with two hidden Plots. */
    static final class Burning {
        final Scenario sc = Scenario.shipped("the-network", "bavarian-illuminati", "gnomes-of-zurich");
        final String burner;
        final String comics;
        final String martial;
        final String slush;

        Burning() {
            burner = sc.resource(0, Soulburner.SOULBURNER, Scenario.root(0));
            String cable = sc.group(0, "cable-tv", Scenario.root(0));
            String girlie = sc.group(0, "girlie-magazines", cable);
            comics = sc.group(0, "comic-books", girlie); // three below the Illuminati
            sc.group(1, "new-york", Scenario.root(1));
            sc.group(2, "california", Scenario.root(2));
            martial = sc.hand(1, "martial-law");
            slush = sc.hand(1, "slush-fund");
            sc.tokens(1, Scenario.root(1), 1);
            sc.current = 1;
        }

        /** Seat 1's Illuminati attacks the Comic Books; all pass; dice 1 and 1. */
        Scenario.Game attack(AttackKind kind) {
            Scenario.Game g = sc.game();
            g.send(1, new Attack(Scenario.root(1), comics, kind, false));
            assertThat(Scenario.resolve(g, 1, 1).success()).isTrue();
            return g;
        }
    }

    @Test
    void givenSoulburner_whenARivalCapturesAGroupOfItsPlayer_thenHeMayDrawTheTopPlotOfTheRivalsDeckSeenByHimAlone() {
        Burning b = new Burning();
        Scenario.Game g = b.attack(AttackKind.CONTROL);
        assertThat(g.state.player(1).placed(b.comics)).as("captured").isNotNull();
        Choice ch = g.state.choice();
        assertThat(ch).isNotNull();
        assertThat(ch.kind()).isEqualTo(Choice.Kind.SOULBURNER);
        assertThat(ch.seat()).isZero();
        assertThat(ch.rival()).isEqualTo(1);
        assertThat(ch.aside()).isEqualTo(b.comics);
        assertThat(ch.options()).containsExactly(Soulburner.NONE, Soulburner.DRAW, Soulburner.EXPOSE);
        assertThat(RULES.awaiting(g.state)).containsExactly(0);
        assertThat(RULES.legalMoves(g.state, 0)).containsExactly(new Choose("NONE"), new Choose("DRAW"), new Choose("EXPOSE"));
        assertThat(RULES.legalMoves(g.state, 1)).isEmpty();
        String top = g.state.player(1).plotDeck().getFirst();
        int before = Scenario.plotsInHand(g, 0);
        int deck = g.state.player(1).plotDeck().size();
        List<InwoEvent> out = g.send(0, new Choose(Soulburner.DRAW));
        assertThat(Scenario.plotsInHand(g, 0)).isEqualTo(before + 1);
        assertThat(g.state.player(1).plotDeck()).hasSize(deck - 1);
        assertThat(g.state.player(0).hand()).extracting(HandCard::card).contains(top);
        InwoEvent.TopCardsTaken taken = out.stream().filter(e -> e instanceof InwoEvent.TopCardsTaken)
                .map(e -> (InwoEvent.TopCardsTaken) e).findFirst().orElseThrow();
        assertThat(taken.cards()).containsExactly(top);
        for (Viewer v : List.of(Viewer.seat(1), Viewer.seat(2), Viewer.SPECTATOR)) {
            assertThat(((InwoEvent.TopCardsTaken) RULES.redact(taken, v)).cards()).as("seen by the taker only").isNull();
        }
        assertThat(g.state.choice()).isNull();
        assertThat(RULES.awaiting(g.state)).containsExactly(1);
        assertThat(implemented(Soulburner.SOULBURNER)).isTrue();
    }

    @Test
    void givenSoulburner_whenARivalCapturesAGroupAndItsPlayerChoosesExpose_thenEveryHiddenPlotOfTheRivalIsExposed() {
        Burning b = new Burning();
        Scenario.Game g = b.attack(AttackKind.CONTROL);
        g.send(0, new Choose(Soulburner.EXPOSE));
        assertThat(g.state.player(1).inHand(b.martial).exposed()).isTrue();
        assertThat(g.state.player(1).inHand(b.slush).exposed()).isTrue();
        assertThat(g.events).anyMatch(e -> e instanceof InwoEvent.PlotsExposed x && x.seat() == 1 && x.why().equals("SOULBURNER"));
        assertThat(Scenario.plotsInHand(g, 0)).isZero();
    }

    @Test
    void givenSoulburner_whenARivalDestroysAGroupOfItsPlayer_thenHeMayTakeTheTwoTopPlotsOfTheRivalsDeck() {
        Burning b = new Burning();
        Scenario.Game g = b.attack(AttackKind.DESTROY);
        assertThat(g.state.player(0).placed(b.comics)).as("destroyed").isNull();
        assertThat(g.state.choice().options()).containsExactly(Soulburner.NONE, Soulburner.TAKE_TWO, Soulburner.EXPOSE_DISCARD);
        List<String> two = List.copyOf(g.state.player(1).plotDeck().subList(0, 2));
        g.send(0, new Choose(Soulburner.TAKE_TWO));
        assertThat(g.state.player(0).hand()).extracting(HandCard::card).containsExactlyElementsOf(two);
        assertThat(g.state.choice()).isNull();
    }

    @Test
    void givenSoulburner_whenARivalDestroysAGroupAndItsPlayerChoosesExposeAndDiscard_thenAllAreExposedAndTheOneHeNamesIsDiscarded() {
        Burning b = new Burning();
        Scenario.Game g = b.attack(AttackKind.DESTROY);
        g.send(0, new Choose(Soulburner.EXPOSE_DISCARD));
        assertThat(g.state.player(1).inHand(b.martial).exposed()).isTrue();
        Choice ch = g.state.choice();
        assertThat(ch.kind()).isEqualTo(Choice.Kind.SOULBURNER_DISCARD);
        assertThat(ch.seat()).isZero();
        assertThat(ch.options()).containsExactly(b.martial, b.slush);
        assertThat(refused(() -> g.send(0, new Choose("p9-99"))).code()).isEqualTo("INVALID_OPTION");
        g.send(0, new Choose(b.slush));
        assertThat(g.state.player(1).inHand(b.slush)).isNull();
        assertThat(g.state.player(1).inHand(b.martial)).isNotNull();
        assertThat(g.events).anyMatch(e -> e instanceof InwoEvent.CardDiscarded d && d.seat() == 1 && d.uid().equals(b.slush)
                && d.why().equals("SOULBURNER"));
        assertThat(g.state.choice()).isNull();
    }

    @Test
    void givenSoulburnersChoice_whenItsPlayerIsSilent_thenNothingIsTakenOrExposed() {
        Burning b = new Burning();
        Scenario.Game g = b.attack(AttackKind.DESTROY);
        var silence = RULES.silence(g.state).orElseThrow();
        assertThat(silence.toString()).contains("NONE");
        g.send(0, new Choose(Soulburner.NONE));
        assertThat(g.state.player(1).inHand(b.martial).exposed()).isFalse();
        assertThat(Scenario.plotsInHand(g, 0)).isZero();
        assertThat(g.state.choice()).isNull();
    }

    @Test
    void givenSoulburnersChoice_whenAnotherSeatChoosesOrAnotherMoveIsSent_thenItIsRefused() {
        Burning b = new Burning();
        Scenario.Game g = b.attack(AttackKind.CONTROL);
        assertThat(refused(() -> g.send(1, new Choose(Soulburner.DRAW))).code()).isEqualTo("NOT_YOUR_TURN");
        assertThat(refused(() -> g.send(1, new EndTurn())).code()).as("the game waits for seat 0").isEqualTo("NOT_YOUR_TURN");
        assertThat(refused(() -> g.send(0, new EndTurn())).code()).isEqualTo("CHOICE_PENDING");
        assertThat(refused(() -> g.send(0, new Choose(Soulburner.TAKE_TWO))).code()).as("two only for a destruction").isEqualTo("INVALID_OPTION");
    }

    @Test
    void givenSoulburnerLinkedToTheGroupLost_whenARivalCapturesIt_thenNothingBurns() {
        Scenario sc = Scenario.shipped("the-network", "bavarian-illuminati");
        String cable = sc.group(0, "cable-tv", Scenario.root(0));
        String girlie = sc.group(0, "girlie-magazines", cable);
        String comics = sc.group(0, "comic-books", girlie);
        sc.resource(0, Soulburner.SOULBURNER, comics);
        sc.group(1, "new-york", Scenario.root(1));
        sc.hand(1, "martial-law");
        sc.current = 1;
        Scenario.Game g = sc.game();
        g.send(1, new Attack(Scenario.root(1), comics, AttackKind.CONTROL, false));
        assertThat(Scenario.resolve(g, 1, 1).success()).isTrue();
        assertThat(g.state.choice()).as("the Soulburner went with its Group").isNull();
    }

    @Test
    void givenSoulburner_whenTheRivalsAttackFails_thenNothingBurns() {
        Burning b = new Burning();
        Scenario.Game g = b.sc.game();
        g.send(1, new Attack(Scenario.root(1), b.comics, AttackKind.CONTROL, false));
        assertThat(Scenario.resolve(g, 6, 6).success()).isFalse();
        assertThat(g.state.choice()).isNull();
    }

    @Test
    void givenSoulburnerOfTheAttacker_whenHeCapturesARivalsGroup_thenNothingBurns() {
        Burning b = new Burning(); // the Soulburner is seat 0's: seat 1's capture from seat 2 is none of its business
        String victim = b.sc.group(2, "comic-books", b.sc.group(2, "girlie-magazines", b.sc.group(2, "cable-tv", Scenario.root(2))));
        Scenario.Game g = b.sc.game();
        g.send(1, new Attack(Scenario.root(1), victim, AttackKind.CONTROL, false));
        assertThat(Scenario.resolve(g, 1, 1).success()).isTrue();
        assertThat(g.state.choice()).isNull();
    }

    @Test
    void givenTwinGamesDifferingOnlyInTheRivalsTopPlot_whenTheSoulburnersPlayerDrawsIt_thenEveryOtherSeatAndSpectatorsSeeTheSameGame() {
        List<List<Object>> looks = new ArrayList<>();
        for (String top : List.of("albino-alligators", "cold-fusion")) {
            Burning b = new Burning();
            b.sc.players.set(1, b.sc.players.get(1).withDecks(List.of(top, "bank-merger", "jihad"), b.sc.players.get(1).groupDeck()));
            Scenario.Game g = b.sc.game();
            List<Object> out = new ArrayList<>();
            g.send(1, new Attack(Scenario.root(1), b.comics, AttackKind.CONTROL, false));
            out.add(look(g));
            while (g.state.window() != null) {
                var step = g.send(g.state.window().priority(), new Pass(), 1, 1);
                out.add(look(g));
                if (step.stream().anyMatch(e -> e instanceof InwoEvent.AttackResolved)) break;
            }
            g.send(0, new Choose(Soulburner.DRAW));
            out.add(look(g));
            assertThat(g.state.player(0).hand()).extracting(HandCard::card).containsExactly(top);
            g.send(1, new EndTurn());
            out.add(look(g));
            looks.add(out);
        }
        assertThat(looks.get(0)).isEqualTo(looks.get(1));
    }

    // ------------------------------------------------------------------ Immortality Serum

    static final String SERUM = io.tabletop.games.inwo.cardrules.ImmortalitySerum.SERUM;

    /** Seat 0 holds an unused Serum (linked to his Illuminati); seat 1, at his takeover step, holds Dan Quayle. */
    static final class Seizing {
        final Scenario sc = Scenario.shipped("the-network", "bavarian-illuminati");
        final String serum;
        final String quayle;
        final String cable;

        Seizing() {
            serum = sc.resource(0, SERUM, Scenario.root(0));
            sc.group(0, "new-york", Scenario.root(0));
            sc.group(1, "california", Scenario.root(1));
            quayle = sc.hand(1, "dan-quayle");
            cable = sc.hand(1, "cable-tv");
            sc.current = 1;
            sc.phase = io.tabletop.games.inwo.model.Phase.TAKEOVER;
        }
    }

    @Test
    void givenAnUnusedSerum_whenARivalTakesOverAPersonalityFromHisHand_thenItsPlayerSeizesHimWithoutARollAndLinksTheSerum() {
        Seizing t = new Seizing();
        Scenario.Game g = t.sc.game();
        g.send(1, new Takeover(t.quayle, Scenario.root(1), null));
        assertThat(g.state.window().kind()).isEqualTo(io.tabletop.games.inwo.model.WindowKind.TAKEOVER);
        assertThat(RULES.awaiting(g.state)).containsExactly(0);
        UseAbilityOn seize = new UseAbilityOn(t.serum, t.quayle, false);
        assertThat(RULES.legalMoves(g.state, 0)).contains(seize, new Pass());
        List<InwoEvent> out = g.send(0, seize);
        assertThat(out).noneMatch(e -> e instanceof InwoEvent.DiceRolled);
        assertThat(g.state.player(1).placed(t.quayle)).isNull();
        var dq = g.state.player(0).placed(t.quayle);
        assertThat(dq.master()).as("the lowest open arrow of his Illuminati").isEqualTo(Scenario.root(0));
        assertThat(g.state.player(0).placed(t.serum).master()).as("linked to him").isEqualTo(t.quayle);
        assertThat(out).anyMatch(e -> e instanceof InwoEvent.GroupCaptured c && c.seat() == 0 && c.from() == 1 && c.uid().equals(t.quayle));
        assertThat(g.state.window()).isNull();
        assertThat(g.state.phase()).as("the taker's tokens placed, his main phase").isEqualTo(io.tabletop.games.inwo.model.Phase.MAIN);
        assertThat(g.state.current()).isEqualTo(1);
        assertThat(implemented(SERUM)).isTrue();
    }

    @Test
    void givenAnUnusedSerum_whenARivalAttacksToControlAPersonalityFromHisHand_thenItsPlayerSeizesHimAndTheAttackIsOff() {
        Seizing t = new Seizing();
        t.sc.phase = io.tabletop.games.inwo.model.Phase.MAIN;
        t.sc.tokens(1, Scenario.root(1), 1);
        Scenario.Game g = t.sc.game();
        g.send(1, new Attack(Scenario.root(1), t.quayle, AttackKind.CONTROL, false));
        g.passUntil(0);
        UseAbilityOn seize = new UseAbilityOn(t.serum, t.quayle, false);
        assertThat(RULES.legalMoves(g.state, 0)).contains(seize);
        assertThat(refused(() -> g.send(0, new UseAbilityOn(t.serum, Scenario.root(1), false))).code()).isEqualTo("INVALID_TARGET");
        List<InwoEvent> out = g.send(0, seize);
        assertThat(out).noneMatch(e -> e instanceof InwoEvent.DiceRolled || e instanceof InwoEvent.AttackResolved);
        assertThat(out).anyMatch(e -> e instanceof InwoEvent.PersonalitySeized p && p.seat() == 0 && p.from() == 1 && p.uid().equals(t.quayle));
        assertThat(g.state.attack()).isNull();
        assertThat(g.state.window()).isNull();
        assertThat(g.state.player(1).inHand(t.quayle)).as("out of his hand").isNull();
        assertThat(g.state.player(0).placed(t.quayle).master()).isEqualTo(Scenario.root(0));
        assertThat(g.state.player(0).placed(t.serum).master()).isEqualTo(t.quayle);
        assertThat(g.state.player(1).placed(Scenario.root(1)).tokens()).as("the attacker's action stays spent").isZero();
        assertThat(RULES.awaiting(g.state)).containsExactly(1);
    }

    @Test
    void givenAnUnusedSerum_whenARivalAttacksToDestroyOrAttacksAGroupInPlay_thenNothingIsSeized() {
        Seizing t = new Seizing();
        t.sc.phase = io.tabletop.games.inwo.model.Phase.MAIN;
        t.sc.tokens(1, Scenario.root(1), 1);
        String elvis = t.sc.group(0, "elvis", Scenario.root(0));
        Scenario.Game g = t.sc.game();
        g.send(1, new Attack(Scenario.root(1), elvis, AttackKind.CONTROL, false));
        g.passUntil(0);
        assertThat(refused(() -> g.send(0, new UseAbilityOn(t.serum, elvis, false))).code()).isEqualTo("NO_TAKEOVER");
    }

    @Test
    void givenAnUnusedSerum_whenTheTakeoverWindowIsPassed_thenTheTakeoverStands() {
        Seizing t = new Seizing();
        Scenario.Game g = t.sc.game();
        g.send(1, new Takeover(t.quayle, Scenario.root(1), null));
        g.send(0, new Pass());
        assertThat(g.state.player(1).placed(t.quayle)).isNotNull();
        assertThat(g.state.player(0).placed(t.serum).master()).isEqualTo(Scenario.root(0));
    }

    @Test
    void givenAnUnusedSerumAndStandingInstructionsPassingTakeoverWindows_whenARivalTakesOverAPersonality_thenNoWindowOpensForHim() {
        Seizing t = new Seizing();
        t.sc.autoPass(0, io.tabletop.games.inwo.model.AutoPass.TAKEOVER);
        Scenario.Game g = t.sc.game();
        g.send(1, new Takeover(t.quayle, Scenario.root(1), null));
        assertThat(g.state.window()).as("the seat's own public instruction").isNull();
        assertThat(g.state.player(1).placed(t.quayle)).isNotNull();
    }

    @Test
    void givenASerum_whenTheSeizureIsWrong_thenItIsRefusedWithItsCode() {
        Seizing t = new Seizing();
        Scenario.Game g = t.sc.game();
        g.send(1, new Takeover(t.cable, Scenario.root(1), null));
        assertThat(refused(() -> g.send(0, new UseAbilityOn(t.serum, t.cable, false))).code()).isEqualTo("NOT_A_PERSONALITY");
        assertThat(RULES.legalMoves(g.state, 0)).doesNotContain(new UseAbilityOn(t.serum, t.cable, false));
        Seizing u = new Seizing();
        Scenario.Game h = u.sc.game();
        h.send(1, new Takeover(u.quayle, Scenario.root(1), null));
        assertThat(refused(() -> h.send(0, new UseAbilityOn(u.serum, u.quayle, true))).code()).isEqualTo("NO_ACTION");
        assertThat(refused(() -> h.send(0, new UseAbilityOn(u.serum, Scenario.root(1), false))).code()).isEqualTo("INVALID_TARGET");
        // a used Serum seizes nobody
        Seizing v = new Seizing();
        String elvis = v.sc.group(0, "elvis", Scenario.root(0));
        String used = v.sc.resource(0, SERUM, elvis);
        Scenario.Game k = v.sc.game();
        k.send(1, new Takeover(v.quayle, Scenario.root(1), null));
        assertThat(refused(() -> k.send(0, new UseAbilityOn(used, v.quayle, false))).code()).isEqualTo("USED");
        // outside a takeover's window
        Seizing w = new Seizing();
        w.sc.current = 0;
        w.sc.phase = io.tabletop.games.inwo.model.Phase.MAIN;
        String own = w.sc.group(0, "elvis", Scenario.root(0));
        Scenario.Game m = w.sc.game();
        assertThat(refused(() -> m.send(0, new UseAbilityOn(w.serum, own, false))).code()).isEqualTo("NO_TAKEOVER");
    }

    @Test
    void givenAnUnusedSerum_whenRelinkedToAPersonalityOfItsPlayer_thenItIsUsedAndStaysLinkedForGood() {
        Scenario sc = Scenario.shipped("the-network", "bavarian-illuminati");
        String serum = sc.resource(0, SERUM, Scenario.root(0));
        String elvis = sc.group(0, "elvis", Scenario.root(0));
        String ny = sc.group(0, "new-york", Scenario.root(0));
        Scenario.Game g = sc.game();
        g.send(0, new Relink(serum, elvis));
        assertThat(g.state.player(0).placed(serum).master()).isEqualTo(elvis);
        Scenario again = Scenario.shipped("the-network", "bavarian-illuminati");
        String serum2 = again.resource(0, SERUM, Scenario.root(0));
        String elvis2 = again.group(0, "elvis", Scenario.root(0));
        String ny2 = again.group(0, "new-york", Scenario.root(0));
        again.players.set(0, again.players.get(0).update(serum2, c -> c.at(elvis2, -1)));
        Scenario.Game h = again.game();
        assertThat(refused(() -> h.send(0, new Relink(serum2, ny2))).code()).isEqualTo("PERMANENT");
        assertThat(RULES.legalMoves(h.state, 0)).noneMatch(c -> c instanceof Relink r && r.resource().equals(serum2));
        assertThat(ny).isNotNull();
    }

    @Test
    void givenASerumLinkedToAPersonality_whenARivalTriesToAssassinateHim_thenNothingCanKillHim() {
        Scenario sc = Scenario.shipped("the-network", "bavarian-illuminati");
        String elvis = sc.group(0, "elvis", Scenario.root(0));
        sc.resource(0, SERUM, elvis);
        sc.group(1, "california", Scenario.root(1));
        String sniper = sc.hand(1, "sniper");
        sc.current = 1;
        Scenario.Game g = sc.game();
        assertThat(refused(() -> g.send(1, new PlayPlot(sniper, elvis, null))).code()).isEqualTo("IMMUNE");
        assertThat(RULES.legalMoves(g.state, 1)).noneMatch(c -> c instanceof PlayPlot p && p.card().equals(sniper));
    }

    @Test
    void givenASerumLinkedToAPersonality_whenTheCiaMakesItsAttackAnAssassination_thenItIsRefused() {
        Scenario sc = Scenario.shipped("the-network", "bavarian-illuminati");
        String elvis = sc.group(0, "elvis", Scenario.root(0));
        sc.resource(0, SERUM, elvis);
        String cia = sc.group(1, io.tabletop.games.inwo.cardrules.Cia.CIA, Scenario.root(1));
        sc.current = 1;
        Scenario.Game g = sc.game();
        assertThat(refused(() -> g.send(1, new Attack(cia, elvis, AttackKind.ASSASSINATION, false))).code()).isEqualTo("IMMUNE");
        assertThat(g.state.attack()).isNull();
    }

    @Test
    void givenAnUnusedSerumLinkedToTheIlluminati_whenARivalAssassinatesAPersonality_thenItDoesNotProtectHim() {
        Scenario sc = Scenario.shipped("the-network", "bavarian-illuminati");
        String elvis = sc.group(0, "elvis", Scenario.root(0));
        sc.resource(0, SERUM, Scenario.root(0));
        sc.group(1, "california", Scenario.root(1));
        String sniper = sc.hand(1, "sniper");
        sc.current = 1;
        Scenario.Game g = sc.game();
        g.send(1, new PlayPlot(sniper, elvis, null));
        assertThat(g.state.attack()).isNotNull();
    }

    @Test
    void givenASerumLinkedToAPersonality_whenARivalAttacksToDestroyHim_thenHeDefendsWithFiveMore() {
        int[] strength = new int[2];
        for (int i = 0; i < 2; i++) {
            Scenario sc = Scenario.shipped("the-network", "bavarian-illuminati");
            String elvis = sc.group(0, "elvis", Scenario.root(0));
            sc.resource(0, SERUM, i == 0 ? elvis : Scenario.root(0));
            sc.group(1, "california", Scenario.root(1));
            sc.tokens(1, Scenario.root(1), 1);
            sc.current = 1;
            Scenario.Game g = sc.game();
            g.send(1, new Attack(Scenario.root(1), elvis, AttackKind.DESTROY, false));
            strength[i] = io.tabletop.games.inwo.attack.Strength.of(A, g.state, g.state.attack());
        }
        assertThat(strength[1] - strength[0]).as("+5 against attacks to destroy").isEqualTo(5);
    }

    /** What every viewer but seat 0 sees: events, views, legal moves, awaiting, the window. */
    static List<Object> look(Scenario.Game g) {
        List<Object> out = new ArrayList<>();
        for (Viewer v : List.of(Viewer.seat(1), Viewer.seat(2), Viewer.SPECTATOR)) {
            out.add(g.events.stream().map(e -> RULES.redact(e, v)).toList());
            out.add(RULES.view(g.state, v));
        }
        out.add(RULES.legalMoves(g.state, 1));
        out.add(RULES.legalMoves(g.state, 2));
        out.add(RULES.awaiting(g.state));
        out.add(g.state.window());
        return out;
    }
}
