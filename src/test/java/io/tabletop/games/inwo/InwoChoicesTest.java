package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.Choice;
import io.tabletop.games.inwo.choices.Choices;
import io.tabletop.games.inwo.choices.Vultures;
import io.tabletop.games.inwo.interpreter.Interpreted;
import io.tabletop.games.inwo.model.HandCard;
import java.util.List;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;

/**
 * Plots that make another seat choose (shipped catalogue): the game waits for the choosing seat alone and its legal
 * moves are exactly the choice's options.
 */
class InwoChoicesTest {

    static final InwoRules RULES = Scenario.SHIPPED_RULES;

    private static RuleViolation refused(Runnable r) {
        try {
            r.run();
        } catch (RuleViolation v) {
            return v;
        }
        throw new AssertionError("not refused");
    }

    private static List<InwoCommand> choices(String... options) {
        return java.util.Arrays.stream(options).map(o -> (InwoCommand) new Choose(o)).toList();
    }

    private static boolean exposed(Scenario.Game g, int seat, String uid) {
        HandCard h = g.state.player(seat).inHand(uid);
        return h != null && h.exposed();
    }

    // ------------------------------------------------------------------ Upheaval!

    @Test
    void givenUpheaval_whenItResolves_thenEachPlayerInTurnDiscardsAGroupOfHisChoice() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String york = sc.group(0, "new-york", Scenario.root(0));
        String cable = sc.group(0, "cable-tv", york);
        String mags = sc.group(1, "girlie-magazines", Scenario.root(1));
        String comics = sc.group(1, "comic-books", Scenario.root(1));
        String upheaval = sc.hand(0, "upheaval");
        Scenario.Game g = sc.game();
        assertThat(RULES.legalMoves(g.state, 0)).contains(new PlayPlot(upheaval, null, null));
        g.send(0, new PlayPlot(upheaval, null, null));
        g.allPass();

        assertThat(RULES.awaiting(g.state)).containsExactly(0);
        assertThat(RULES.legalMoves(g.state, 0)).containsExactlyInAnyOrderElementsOf(choices(york, cable));
        assertThat(RULES.legalMoves(g.state, 1)).isEmpty();
        assertThat(refused(() -> g.send(0, new EndTurn())).code()).isEqualTo("CHOICE_PENDING");
        g.send(0, new Choose(york));
        assertThat(g.state.player(0).placed(york)).isNull();
        assertThat(g.state.player(0).discard()).contains("new-york");
        assertThat(g.state.player(0).destroyed()).as("discarded, not destroyed").doesNotContain("new-york");
        assertThat(g.state.player(0).inHand(cable)).as("its puppet back to hand").isNotNull();

        assertThat(RULES.awaiting(g.state)).containsExactly(1);
        assertThat(RULES.legalMoves(g.state, 1)).containsExactlyInAnyOrderElementsOf(choices(mags, comics));
        assertThat(refused(() -> g.send(1, new Choose(york))).code()).isEqualTo("INVALID_OPTION");
        g.send(1, new Choose(comics));
        assertThat(g.state.player(1).placed(comics)).isNull();
        assertThat(g.state.player(1).placed(mags)).isNotNull();
        assertThat(g.state.choice()).isNull();
        assertThat(RULES.awaiting(g.state)).containsExactly(0);
    }

    @Test
    void givenUpheaval_whenPlayedOnYourFirstTurn_thenRefused() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        sc.group(1, "girlie-magazines", Scenario.root(1));
        String upheaval = sc.hand(0, "upheaval");
        sc.turns(0, 0);
        Scenario.Game g = sc.game();
        assertThat(refused(() -> g.send(0, new PlayPlot(upheaval, null, null))).code()).isEqualTo("FIRST_TURN");
        assertThat(RULES.legalMoves(g.state, 0)).doesNotContain(new PlayPlot(upheaval, null, null));
    }

    // ------------------------------------------------------------------ George the Janitor

    private record Janitor(Scenario.Game game, String aside, List<String> others) {}

    private static Janitor janitor() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String payer = sc.group(0, "new-york", Scenario.root(0));
        String george = sc.hand(0, "george-the-janitor");
        String a = sc.hand(1, "albino-alligators");
        String b = sc.hand(1, "cold-fusion");
        String c = sc.hand(1, "bank-merger");
        Scenario.Game g = sc.game();
        assertThat(RULES.legalMoves(g.state, 0)).contains(new PlayPlot(george, Scenario.root(1), payer));
        g.send(0, new PlayPlot(george, Scenario.root(1), payer));
        g.allPass();
        assertThat(RULES.awaiting(g.state)).as("the rival chooses").containsExactly(1);
        assertThat(RULES.legalMoves(g.state, 1)).containsExactlyInAnyOrderElementsOf(choices(a, b, c));
        assertThat(RULES.legalMoves(g.state, 0)).isEmpty();
        g.send(1, new Choose(b));
        assertThat(RULES.awaiting(g.state)).containsExactly(0);
        assertThat(RULES.legalMoves(g.state, 0)).containsExactlyInAnyOrderElementsOf(choices(Choices.PICKED, Choices.OTHERS));
        return new Janitor(g, b, List.of(a, c));
    }

    @Test
    void givenGeorgeTheJanitor_whenThePlayerPicksOthers_thenAllButTheCardSetAsideAreExposed() {
        Janitor j = janitor();
        j.game().send(0, new Choose(Choices.OTHERS));
        assertThat(exposed(j.game(), 1, j.aside())).isFalse();
        for (String o : j.others()) assertThat(exposed(j.game(), 1, o)).isTrue();
        assertThat(j.game().state.choice()).isNull();
    }

    @Test
    void givenGeorgeTheJanitor_whenThePlayerPicksTheCardSetAside_thenOnlyItIsExposed() {
        Janitor j = janitor();
        j.game().send(0, new Choose(Choices.PICKED));
        assertThat(exposed(j.game(), 1, j.aside())).isTrue();
        for (String o : j.others()) assertThat(exposed(j.game(), 1, o)).isFalse();
    }

    @Test
    void givenGeorgeTheJanitor_whenTheRivalHasNoHiddenPlot_thenRefused() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String payer = sc.group(0, "new-york", Scenario.root(0));
        String george = sc.hand(0, "george-the-janitor");
        Scenario.Game g = sc.game();
        assertThat(refused(() -> g.send(0, new PlayPlot(george, Scenario.root(1), payer))).code()).isEqualTo("NO_EFFECT");
        assertThat(refused(() -> g.send(0, new PlayPlot(george, Scenario.root(1), null))).code()).isIn("NO_EFFECT", "CANNOT_PAY");
    }

    // ------------------------------------------------------------------ Mutual Betrayal

    @Test
    void givenMutualBetrayal_whenThePlayerExposesOne_thenTheRivalExposesOneOfHisChoice_untilThePlayerStops() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String payer = sc.group(0, "new-york", Scenario.root(0));
        String betrayal = sc.hand(0, "mutual-betrayal");
        String m1 = sc.hand(0, "albino-alligators");
        String m2 = sc.hand(0, "cold-fusion");
        String a = sc.hand(1, "bank-merger");
        String b = sc.hand(1, "cold-fusion");
        Scenario.Game g = sc.game();
        g.send(0, new PlayPlot(betrayal, Scenario.root(1), payer));
        g.allPass();

        assertThat(RULES.awaiting(g.state)).containsExactly(0);
        assertThat(RULES.legalMoves(g.state, 0)).containsExactlyInAnyOrderElementsOf(choices(m1, m2, Choices.STOP));
        g.send(0, new Choose(m1));
        assertThat(exposed(g, 0, m1)).isTrue();
        assertThat(RULES.awaiting(g.state)).as("the rival chooses which").containsExactly(1);
        assertThat(g.state.choice().kind()).isEqualTo(Choice.Kind.BETRAYAL_RIVAL);
        assertThat(RULES.legalMoves(g.state, 1)).containsExactlyInAnyOrderElementsOf(choices(a, b));
        g.send(1, new Choose(b));
        assertThat(exposed(g, 1, b)).isTrue();
        assertThat(RULES.legalMoves(g.state, 0)).containsExactlyInAnyOrderElementsOf(choices(m2, Choices.STOP));
        g.send(0, new Choose(Choices.STOP));
        assertThat(g.state.choice()).isNull();
        assertThat(exposed(g, 0, m2)).isFalse();
        assertThat(exposed(g, 1, a)).isFalse();
    }

    @Test
    void givenMutualBetrayal_whenThePlayerHasNoOtherHiddenPlot_thenRefused() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String payer = sc.group(0, "new-york", Scenario.root(0));
        String betrayal = sc.hand(0, "mutual-betrayal");
        sc.hand(1, "bank-merger");
        Scenario.Game g = sc.game();
        assertThat(refused(() -> g.send(0, new PlayPlot(betrayal, Scenario.root(1), payer))).code()).isEqualTo("NO_EFFECT");
    }

    // ------------------------------------------------------------------ Let's You and Him Fight

    @Test
    void givenLetsYouAndHimFight_whenItResolves_thenThePlayerSeesTwoRandomGroupCardsAndPicksTheOneTheRivalDiscards() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String fight = sc.hand(0, "lets-you-and-him-fight");
        String g1 = sc.hand(1, "cable-tv");
        String g2 = sc.hand(1, "comic-books");
        String g3 = sc.hand(1, "girlie-magazines");
        sc.hand(1, "albino-alligators"); // a Plot: never among them
        Scenario.Game g = sc.game();
        assertThat(RULES.legalMoves(g.state, 0)).contains(new PlayPlot(fight, Scenario.root(1), null));
        g.send(0, new PlayPlot(fight, Scenario.root(1), null));
        g.allPass();
        var seen = g.events.stream().filter(e -> e instanceof InwoEvent.CardsSeen).map(e -> (InwoEvent.CardsSeen) e).toList();
        assertThat(seen).hasSize(1);
        assertThat(seen.getFirst().viewer()).isEqualTo(0);
        assertThat(seen.getFirst().uids()).hasSize(2).isSubsetOf(g1, g2, g3);
        assertThat(((InwoEvent.CardsSeen) RULES.redact(seen.getFirst(), io.tabletop.engine.Viewer.seat(1))).cards()).as("only the player sees them").isNull();
        assertThat(RULES.awaiting(g.state)).containsExactly(0);
        assertThat(RULES.legalMoves(g.state, 0)).containsExactlyInAnyOrderElementsOf(
                seen.getFirst().uids().stream().map(u -> (InwoCommand) new Choose(u)).toList());
        String victim = seen.getFirst().uids().get(1);
        String card = g.state.player(1).inHand(victim).card();
        g.send(0, new Choose(victim));
        assertThat(g.state.player(1).inHand(victim)).isNull();
        assertThat(g.state.player(1).discard()).contains(card);
        assertThat(g.state.player(1).hand()).hasSize(3);
        assertThat(g.state.player(0).root().tokens()).as("an Illuminati action").isZero();
    }

    // ------------------------------------------------------------------ draw-step Plots

    @Test
    void givenAnOfferYouCantRefuse_whenPlayedInTheDrawStep_thenTwoOfTheRivalsPlotsAreTakenBesidesTheOwnDrawAndNoGroupIsDrawn() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        sc.phase = io.tabletop.games.inwo.model.Phase.DRAW;
        String offer = sc.hand(0, "an-offer-you-cant-refuse");
        Scenario.Game g = sc.game();
        List<String> rivalTop = g.state.player(1).plotDeck().subList(0, 2);
        int groups = g.state.player(0).groupDeck().size();
        assertThat(RULES.legalMoves(g.state, 0)).contains(new PlayPlot(offer, Scenario.root(1), null));
        var events = new java.util.ArrayList<>(g.send(0, new PlayPlot(offer, Scenario.root(1), null)));
        events.addAll(g.allPass()); // announced (ruling I7, version 5): a cancel may answer it
        assertThat(g.state.phase()).isEqualTo(io.tabletop.games.inwo.model.Phase.TAKEOVER);
        assertThat(g.state.player(0).hand().stream().map(HandCard::card).toList()).containsAll(rivalTop).hasSize(3);
        assertThat(g.state.player(1).plotDeck()).hasSize(1);
        assertThat(g.state.player(0).groupDeck()).as("no Group card drawn").hasSize(groups);
        assertThat(g.state.player(0).discard()).contains("an-offer-you-cant-refuse");
        var taken = events.stream().filter(e -> e instanceof InwoEvent.TopCardsTaken).findFirst().orElseThrow();
        assertThat(((InwoEvent.TopCardsTaken) RULES.redact(taken, io.tabletop.engine.Viewer.seat(1))).cards()).as("the rival does not see them").isNull();
    }

    @Test
    void givenAnOfferYouCantRefuse_whenNotInTheDrawStep_thenRefused() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String offer = sc.hand(0, "an-offer-you-cant-refuse");
        Scenario.Game g = sc.game();
        assertThat(refused(() -> g.send(0, new PlayPlot(offer, Scenario.root(1), null))).code()).isEqualTo("WRONG_PHASE");
    }

    @Test
    void givenCropCircles_whenPlayedInTheDrawStepWithAMagicAction_thenThePlotDrawIsThePickedCard() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        sc.phase = io.tabletop.games.inwo.model.Phase.DRAW;
        String magic = sc.group(0, "templars", Scenario.root(0));
        String plain = sc.group(0, "new-york", Scenario.root(0));
        String crop = sc.hand(0, "crop-circles");
        Scenario.Game g = sc.game();
        String deep = g.state.player(0).plotDeck().getLast();
        int groups = g.state.player(0).groupDeck().size();
        assertThat(refused(() -> g.send(0, new PlayPlot(crop, deep, plain))).code()).isEqualTo("CANNOT_PAY");
        assertThat(RULES.legalMoves(g.state, 0)).contains(new PlayPlot(crop, deep, magic)).doesNotContain(new PlayPlot(crop, deep, plain));
        var events = new java.util.ArrayList<>(g.send(0, new PlayPlot(crop, deep, magic)));
        events.addAll(g.allPass()); // announced (ruling I7, version 5): a cancel may answer it
        assertThat(g.state.player(0).hand().stream().map(HandCard::card).toList()).contains(deep);
        assertThat(g.state.player(0).plotDeck()).hasSize(2);
        assertThat(g.state.player(0).groupDeck()).as("its Group card drawn").hasSize(groups - 1);
        assertThat(g.state.player(0).placed(magic).tokens()).isZero();
        assertThat(g.state.phase()).isEqualTo(io.tabletop.games.inwo.model.Phase.TAKEOVER);
        var picked = events.stream().filter(e -> e instanceof InwoEvent.PlotPicked).findFirst().orElseThrow();
        assertThat(((InwoEvent.PlotPicked) RULES.redact(picked, io.tabletop.engine.Viewer.seat(1))).card()).isNull();
        assertThat(events.stream().filter(e -> e instanceof InwoEvent.PlotPlayed).map(e -> ((InwoEvent.PlotPlayed) e).target())).containsOnlyNulls();
    }

    // ------------------------------------------------------------------ Trading Card Games

    @Test
    void givenTradingCardGames_whenSwappedOnItsPlayersTurn_thenItGoesToHandAndTheGroupFromHandTakesItsPlace() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String tcg = sc.group(0, "trading-card-games", Scenario.root(0));
        String res = sc.resource(0, "immortality-serum", tcg);
        String cable = sc.hand(0, "cable-tv");
        sc.hand(0, "albino-alligators");
        Scenario.Game g = sc.game();
        var before = g.state.player(0).placed(tcg);
        assertThat(RULES.legalMoves(g.state, 0)).contains(new UseAbilityOn(tcg, cable, false))
                .doesNotContain(new UseAbilityOn(tcg, cable, true));
        g.send(0, new UseAbilityOn(tcg, cable, false));
        var in = g.state.player(0).placed(cable);
        assertThat(in).isNotNull();
        assertThat(in.card()).isEqualTo("cable-tv");
        assertThat(in.master()).isEqualTo(before.master());
        assertThat(in.arrow()).isEqualTo(before.arrow());
        assertThat(in.tokens()).isZero();
        assertThat(g.state.player(0).inHand(tcg).card()).isEqualTo("trading-card-games");
        assertThat(g.state.player(0).placed(res).master()).as("its Resource stays, linked to the newcomer").isEqualTo(cable);
        assertThat(RULES.legalMoves(g.state, 1)).isEmpty();
    }

    @Test
    void givenTradingCardGames_whenTheCardNamedIsNotAGroup_thenRefused() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String tcg = sc.group(0, "trading-card-games", Scenario.root(0));
        String plot = sc.hand(0, "albino-alligators");
        Scenario.Game g = sc.game();
        assertThat(refused(() -> g.send(0, new UseAbilityOn(tcg, plot, false))).code()).isEqualTo("INVALID_TARGET");
        g.state = g.state.withPhase(io.tabletop.games.inwo.model.Phase.TAKEOVER);
        String cable = "x";
        assertThat(refused(() -> g.send(0, new UseAbilityOn(tcg, cable, false))).code()).isIn("WRONG_PHASE", "INVALID_TARGET");
    }

    // ------------------------------------------------------------------ Vultures

    private static Scenario.Game failedTakeover(Scenario sc, String fromHand) {
        for (int seat = 0; seat < sc.players.size(); seat++) sc.group(seat, "new-york", Scenario.root(seat)); // nobody eliminated
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(Scenario.root(0), fromHand, io.tabletop.games.inwo.model.AttackKind.CONTROL, false));
        g.allPass(6, 6); // 11 or 12 always fails
        return g;
    }

    @Test
    void givenVultures_whenARivalsAttackOnAGroupFromHisHandFails_thenTheRivalAskedMayTakeTheCard() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network", "gnomes-of-zurich");
        String cable = sc.hand(0, "cable-tv");
        sc.hand(1, "albino-alligators"); // asked, holds no Vultures
        String vultures = sc.hand(2, "vultures");
        Scenario.Game g = failedTakeover(sc, cable);
        assertThat(g.state.player(0).inHand(cable)).isNotNull();
        assertThat(RULES.awaiting(g.state)).containsExactly(1);
        assertThat(RULES.legalMoves(g.state, 1)).containsExactly(new Choose(Vultures.PASS));
        g.send(1, new Choose(Vultures.PASS));
        assertThat(RULES.awaiting(g.state)).containsExactly(2);
        assertThat(RULES.legalMoves(g.state, 2)).containsExactlyInAnyOrder(new Choose(Vultures.PASS), new Choose(vultures));
        assertThat(RULES.view(g.state, io.tabletop.engine.Viewer.seat(0)).choice().options()).as("his options are his")
                .containsExactly(Vultures.PASS);
        g.send(2, new Choose(vultures));
        g.allPass(); // announced (ruling I7, version 5): a cancel may answer it
        assertThat(g.state.player(0).inHand(cable)).isNull();
        assertThat(g.state.player(2).inHand(cable).card()).isEqualTo("cable-tv");
        assertThat(g.state.player(2).discard()).contains("vultures");
        assertThat(g.state.choice()).isNull();
        assertThat(RULES.awaiting(g.state)).containsExactly(0);
    }

    @Test
    void givenAFailedAttackFromHand_whenNoRivalHoldsAPlot_thenNobodyIsAsked() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String cable = sc.hand(0, "cable-tv");
        Scenario.Game g = failedTakeover(sc, cable);
        assertThat(g.state.choice()).isNull();
        assertThat(RULES.awaiting(g.state)).containsExactly(0);
    }

    @Test
    void givenAPendingChoice_thenSilenceMakesItsFirstOption() {
        Janitor j = janitor();
        var silence = RULES.silence(j.game().state).orElseThrow();
        assertThat(silence.toString()).contains("Choose");
    }

    @Test
    void givenTheseCards_thenTheyAreImplemented() {
        for (String id : List.of("upheaval", "george-the-janitor", "mutual-betrayal", "lets-you-and-him-fight",
                "an-offer-you-cant-refuse", "crop-circles", "trading-card-games", "vultures")) {
            assertThat(Interpreted.implemented(InwoTestDecks.SHIPPED.card(id).orElseThrow())).as(id).isTrue();
        }
    }
}
