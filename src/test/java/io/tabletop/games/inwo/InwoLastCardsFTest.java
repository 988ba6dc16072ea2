package io.tabletop.games.inwo;

import static io.tabletop.games.inwo.Scenario.refused;
import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.model.LinkedPlot;
import io.tabletop.games.inwo.plots.LinkedPlots;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.WindowKind;
import java.util.List;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;

/**
 * The last cards of the Limited set, batch F, played by their own rules (shipped catalogue): I Lied (a deal taken
 * without keeping one's side) and Purge (agents cards die, or the Group is purged).
 */
class InwoLastCardsFTest {

    static final InwoRules RULES = Scenario.SHIPPED_RULES;
    static final io.tabletop.games.inwo.abilities.Abilities A = new io.tabletop.games.inwo.abilities.Abilities(InwoTestDecks.SHIPPED);

    static boolean implemented(String id) {
        return io.tabletop.games.inwo.interpreter.Interpreted.implemented(InwoTestDecks.SHIPPED.card(id).orElseThrow());
    }

    // ------------------------------------------------------------------ I Lied

    @Test
    void givenAnOfferOfAResourceForACardOfHisHand_whenHePlaysILiedOnIt_thenHeGetsTheResourceAndGivesNothing() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String lied = sc.hand(0, "i-lied");
        String kept = sc.hand(0, "the-second-bullet");
        sc.group(0, "new-york", Scenario.root(0));
        sc.group(1, "big-media", Scenario.root(1));
        String mask = sc.resource(1, "death-mask", Scenario.root(1));
        Scenario.Game g = sc.game();
        g.send(1, new OfferTrade(0, List.of(mask), List.of(), 1)); // the Death Mask for one card of his hand
        assertThat(RULES.legalMoves(g.state, 0)).contains(new PlayPlot(lied, Scenario.root(1), null));
        g.send(0, new PlayPlot(lied, Scenario.root(1), null));

        assertThat(g.state.window().kind()).as("announced (I7)").isEqualTo(WindowKind.PLOT);
        assertThat(refused(() -> g.send(1, new WithdrawTrade())).code()).as("the deal is struck").isEqualTo("NOT_NOW");
        assertThat(g.state.trades().open()).hasSize(1);
        g.allPass();

        assertThat(g.state.player(0).placed(mask)).as("the other kept his side").isNotNull();
        assertThat(g.state.player(1).placed(mask)).isNull();
        assertThat(g.state.player(0).inHand(kept)).as("he did not keep his").isNotNull();
        assertThat(g.state.player(1).hand()).isEmpty();
        assertThat(g.state.player(0).discard()).contains("i-lied");
        assertThat(g.state.trades().open()).isEmpty();
        assertThat(g.events).anyMatch(e -> e instanceof InwoEvent.TradeAccepted t && t.taken().isEmpty()
                && t.takenFromHand() == 0 && t.given().equals(List.of(mask)));
        assertThat(implemented("i-lied")).isTrue();
    }

    @Test
    void givenILied_whenNoOfferAGiftOrAnOfferOfHandCards_thenRefused() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String lied = sc.hand(0, "i-lied");
        sc.hand(0, "the-second-bullet");
        String plot = sc.hand(1, "the-second-bullet");
        String mask = sc.resource(1, "death-mask", Scenario.root(1));
        Scenario.Game g = sc.game();
        assertThat(refused(() -> g.send(0, new PlayPlot(lied, Scenario.root(1), null))).code()).isEqualTo("NO_SUCH_OFFER");
        g.send(1, new OfferTrade(0, List.of(mask)));
        assertThat(refused(() -> g.send(0, new PlayPlot(lied, Scenario.root(1), null))).code()).as("a gift").isEqualTo("NO_DEAL");
        g.send(1, new WithdrawTrade());
        g.send(1, new OfferTrade(0, List.of(plot), List.of(), 1));
        assertThat(refused(() -> g.send(0, new PlayPlot(lied, Scenario.root(1), null))).code()).as("I6").isEqualTo("HIDDEN_DEAL");
        assertThat(refused(() -> g.send(0, new PlayPlot(lied, Scenario.root(0), null))).code()).isEqualTo("NO_SUCH_OFFER");
    }

    @Test
    void givenILiedCancelled_whenItsWindowCloses_thenTheOfferIsOpenAgainAsItWas() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String lied = sc.hand(0, "i-lied");
        sc.hand(0, "the-second-bullet");
        String mask = sc.resource(1, "death-mask", Scenario.root(1));
        String hoax = sc.hand(1, "double-cross");
        Scenario.Game g = sc.game();
        g.send(1, new OfferTrade(0, List.of(mask), List.of(), 1));
        g.send(0, new PlayPlot(lied, Scenario.root(1), null));
        g.passUntil(1);
        g.send(1, new PlayPlot(hoax, null, null)); // Double-Cross cancels any Plot
        g.allPass();
        assertThat(g.state.player(1).placed(mask)).isNotNull();
        assertThat(g.state.player(0).discard()).contains("i-lied");
        assertThat(g.state.trades().open()).as("the offer stands as it was").hasSize(1);
        g.send(1, new WithdrawTrade());
        assertThat(g.state.trades().open()).isEmpty();
    }

    // ------------------------------------------------------------------ Purge

    @Test
    void givenPurgeByTheIlluminati_whenItsWindowCloses_thenEveryRivalAgentsCardForTheGroupIsDiscarded() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network", "servants-of-cthulhu");
        String purge = sc.hand(0, "purge");
        String ny = sc.group(0, "new-york", Scenario.root(0));
        String agent1 = sc.hand(1, "new-york");
        String other = sc.hand(1, "the-second-bullet");
        String agent2 = sc.hand(2, "new-york");
        Scenario.Game g = sc.game();
        assertThat(RULES.legalMoves(g.state, 0)).contains(new PlayPlot(purge, ny, Scenario.root(0)));
        int tokens = g.state.player(0).root().tokens();
        g.send(0, new PlayPlot(purge, ny, Scenario.root(0)));
        assertThat(g.state.player(0).root().tokens()).as("its action").isEqualTo(tokens - 1);
        assertThat(g.state.window().kind()).isEqualTo(WindowKind.PLOT);
        g.allPass();

        assertThat(g.state.player(1).inHand(agent1)).isNull();
        assertThat(g.state.player(2).inHand(agent2)).isNull();
        assertThat(g.state.player(1).inHand(other)).isNotNull();
        assertThat(g.state.player(1).discard()).contains("new-york");
        assertThat(g.state.player(0).discard()).contains("purge");
        assertThat(g.events).filteredOn(e -> e instanceof InwoEvent.CardDiscarded d && "PURGED".equals(d.why())).hasSize(2);
        assertThat(LinkedPlots.on(g.state, ny)).isEmpty();
        assertThat(implemented("purge")).isTrue();
    }

    @Test
    void givenPurgeByTheGroupItself_whenItsWindowCloses_thenItStaysLinkedWithPowerAndGlobalPowerLessOne() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String purge = sc.hand(0, "purge");
        String ny = sc.group(0, "japan", Scenario.root(0)); // Power 6, Global Power 4
        Scenario.Game g = sc.game();
        Placed before = g.state.player(0).placed(ny);
        int power = A.power(g.state, 0, before);
        int global = A.globalPower(g.state, 0, before);
        g.send(0, new PlayPlot(purge, ny, ny));
        assertThat(g.state.player(0).placed(ny).tokens()).as("its own action").isZero();
        g.allPass();

        Placed after = g.state.player(0).placed(ny);
        assertThat(A.power(g.state, 0, after)).isEqualTo(power - 1);
        assertThat(A.globalPower(g.state, 0, after)).isEqualTo(global - 1);
        assertThat(LinkedPlots.on(g.state, ny)).extracting(LinkedPlot::card).containsExactly("purge");
        assertThat(g.state.player(0).discard()).doesNotContain("purge");
    }

    @Test
    void givenAPurgedGroup_whenItIsAttacked_thenNoAgentsCardMayBePlayedForOrAgainstIt() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network", "servants-of-cthulhu");
        String ny = sc.group(0, "new-york", Scenario.root(0));
        String media = sc.group(1, "big-media", Scenario.root(1));
        String agent = sc.hand(2, "new-york");
        sc.current = 1;
        Scenario.Game g = sc.game();
        g.state = LinkedPlots.link(g.state, new LinkedPlot(0, "p0-99", "purge", ny));
        g.send(1, new InwoCommand.Attack(media, ny, AttackKind.CONTROL, false));
        g.passUntil(2);
        assertThat(refused(() -> g.send(2, new PlayAgent(agent, true))).code()).isEqualTo("IMMUNE");
        assertThat(refused(() -> g.send(2, new PlayAgent(agent, false))).code()).isEqualTo("IMMUNE");
        assertThat(RULES.legalMoves(g.state, 2)).doesNotContain(new PlayAgent(agent, true), new PlayAgent(agent, false));
    }

    @Test
    void givenPurge_whenAimedAtARivalsGroupOrPaidByAnotherGroup_thenRefused() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String purge = sc.hand(0, "purge");
        String ny = sc.group(0, "new-york", Scenario.root(0));
        String cable = sc.group(0, "cable-tv", Scenario.root(0));
        String media = sc.group(1, "big-media", Scenario.root(1));
        Scenario.Game g = sc.game();
        assertThat(refused(() -> g.send(0, new PlayPlot(purge, media, Scenario.root(0)))).code()).isEqualTo("INVALID_TARGET");
        assertThat(refused(() -> g.send(0, new PlayPlot(purge, Scenario.root(0), Scenario.root(0)))).code()).isEqualTo("INVALID_TARGET");
        assertThat(refused(() -> g.send(0, new PlayPlot(purge, ny, cable))).code()).isEqualTo("INVALID_HELPER");
        assertThat(refused(() -> g.send(0, new PlayPlot(purge, ny, null))).code()).isEqualTo("INVALID_HELPER");
        Scenario.Game broke = sc.tokens(0, ny, 0).game();
        assertThat(refused(() -> broke.send(0, new PlayPlot(purge, ny, ny))).code()).isEqualTo("NO_TOKEN");
    }

    // ------------------------------------------------------------------ Rewriting History

    /** Seat 0 destroyed seat 1's Big Media (Liberal, Straight) earlier: it lies in his destroyed pile. */
    static Scenario.Game withGrave(Scenario sc) {
        Scenario.Game g = sc.game();
        g.state = g.state.withGraves(List.of(new io.tabletop.games.inwo.model.Grave("p1-50", "big-media", 0, 1, 5, false, false)))
                .with(0, p -> p.withDestroyed(List.of("big-media")));
        return g;
    }

    @Test
    void givenRewritingHistoryByTheIlluminati_whenADestroyedGroupIsMadeViolent_thenKillForPeaceCountsIt() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String history = sc.hand(0, "rewriting-history");
        Scenario.Game g = withGrave(sc);
        assertThat(io.tabletop.games.inwo.goals.Goals.goalCard(A, g.state, 0, "kill-for-peace").figures().getFirst().value())
                .as("Big Media is no Violent Group").isZero();
        assertThat(RULES.legalMoves(g.state, 0)).contains(new PlayPlot(history, "p1-50", Scenario.root(0)));
        int tokens = g.state.player(0).root().tokens();
        g.send(0, new PlayPlot(history, "p1-50", Scenario.root(0)));
        assertThat(g.state.player(0).root().tokens()).isEqualTo(tokens - 1);
        assertThat(g.state.window().kind()).isEqualTo(WindowKind.PLOT);
        g.allPass();

        assertThat(g.state.choice().kind()).isEqualTo(io.tabletop.games.inwo.model.Choice.Kind.REWRITE);
        assertThat(g.state.choice().options()).contains("ADD_VIOLENT", "REMOVE_LIBERAL", "REVERSE_LIBERAL")
                .doesNotContain("ADD_CONSERVATIVE");
        assertThat(RULES.legalMoves(g.state, 0)).contains(new Choose("ADD_VIOLENT"));
        g.send(0, new Choose("ADD_VIOLENT"));

        assertThat(g.state.choice()).isNull();
        assertThat(g.state.graves().getFirst().rewrites()).containsExactly("ADD_VIOLENT");
        assertThat(io.tabletop.games.inwo.cardrules.RewritingHistory.alignments(A, g.state.graves().getFirst()))
                .containsExactlyInAnyOrder(io.tabletop.games.inwo.cards.Alignment.LIBERAL,
                        io.tabletop.games.inwo.cards.Alignment.STRAIGHT, io.tabletop.games.inwo.cards.Alignment.VIOLENT);
        assertThat(io.tabletop.games.inwo.goals.Goals.goalCard(A, g.state, 0, "kill-for-peace").figures().getFirst().value())
                .as("it counts as a destroyed Violent Group now").isEqualTo(1);
        assertThat(g.state.player(0).discard()).contains("rewriting-history");
        assertThat(implemented("rewriting-history")).isTrue();
    }

    @Test
    void givenRewritingHistory_whenNoDestroyedGroupOrAWeakMediaGroupOrNoMediaGroupPays_thenRefused() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String history = sc.hand(0, "rewriting-history");
        String media = sc.group(0, "big-media", Scenario.root(0)); // Media, Power 4
        String ny = sc.group(0, "new-york", Scenario.root(0)); // Power 7, no Media
        Scenario.Game g = withGrave(sc);
        assertThat(refused(() -> g.send(0, new PlayPlot(history, media, Scenario.root(0)))).code()).as("in play").isEqualTo("INVALID_TARGET");
        assertThat(refused(() -> g.send(0, new PlayPlot(history, "p1-50", media))).code()).isEqualTo("INVALID_HELPER");
        assertThat(refused(() -> g.send(0, new PlayPlot(history, "p1-50", ny))).code()).isEqualTo("INVALID_HELPER");
        assertThat(refused(() -> g.send(0, new PlayPlot(history, "p1-50", null))).code()).isEqualTo("INVALID_HELPER");
        g.state = g.state.with(0, p -> p.update(Scenario.root(0), c -> c.withTokens(0)));
        assertThat(refused(() -> g.send(0, new PlayPlot(history, "p1-50", Scenario.root(0)))).code()).isEqualTo("NO_TOKEN");
    }

    // ------------------------------------------------------------------ World War 3

    /** World War 3 played by seat 0 and in play; seat 0's Japan (Power 6) faces seat 1's Russia (Power 4). */
    static final class War {
        final Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        final String ww3 = sc.hand(0, "world-war-3");
        final String japan = sc.group(0, "japan", Scenario.root(0));
        final String russia = sc.group(1, "russia", Scenario.root(1));
        final Scenario.Game g = sc.game();

        War() {
            g.send(0, new PlayPlot(ww3, null, null));
            g.allPass();
            assertThat(g.state.nwo()).anyMatch(n -> n.contains(":world-war-3:"));
        }

        InwoEvent.AttackResolved attack(int d1, int d2) {
            g.send(0, new InwoCommand.Attack(japan, russia, AttackKind.DESTROY, false));
            assertThat(io.tabletop.games.inwo.attack.Strength.of(A, g.state, g.state.attack()))
                    .as("Japan's Power 6 x3 against Russia's 4 and +10 for its place by the Illuminati").isEqualTo(4);
            g.allPass(d1, d2);
            return (InwoEvent.AttackResolved) g.events.stream().filter(e -> e instanceof InwoEvent.AttackResolved).findFirst().orElseThrow();
        }
    }

    @Test
    void givenWorldWar3_whenANationDestroysANation_thenItsPlayerDrawsAPlotAndTheNationGetsAToken() {
        War w = new War();
        int hand = w.g.state.player(0).hand().size();
        int deck = w.g.state.player(0).plotDeck().size();
        assertThat(w.attack(1, 1).success()).isTrue();

        assertThat(w.g.state.player(1).placed(w.russia)).isNull();
        assertThat(w.g.state.player(0).hand()).hasSize(hand + 1);
        assertThat(w.g.state.player(0).plotDeck()).hasSize(deck - 1);
        assertThat(w.g.state.player(0).placed(w.japan).tokens()).as("spent attacking, given back").isEqualTo(1);
        assertThat(implemented("world-war-3")).isTrue();
    }

    @Test
    void givenWorldWar3_whenANationsAttackOnANationFails_thenTheAttackerIsDestroyedToTheDefendersPile() {
        War w = new War();
        assertThat(w.attack(6, 6).success()).isFalse();

        assertThat(w.g.state.player(0).placed(w.japan)).isNull();
        assertThat(w.g.state.player(1).placed(w.russia)).isNotNull();
        assertThat(w.g.state.player(1).destroyed()).contains("japan");
    }

    // ------------------------------------------------------------------ Unmasked!

    @Test
    void givenUnmasked_whenPlayed_thenRefusedBecauseADeckHoldsExactlyOneIlluminatiAndNoneReachesAHand() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String unmasked = sc.hand(0, "unmasked");
        Scenario.Game g = sc.game();
        assertThat(refused(() -> g.send(0, new PlayPlot(unmasked, null, null))).code()).isEqualTo("NO_ILLUMINATI_IN_HAND");
        assertThat(refused(() -> g.send(0, new PlayPlot(unmasked, Scenario.root(0), null))).code()).isEqualTo("NO_ILLUMINATI_IN_HAND");
        assertThat(RULES.legalMoves(g.state, 0)).noneMatch(c -> c instanceof PlayPlot p && p.card().equals(unmasked));
        // why: a second Illuminati is refused at deck building, so none is ever drawn into a hand
        assertThat(io.tabletop.games.inwo.deck.DeckRules.problems(InwoTestDecks.SHIPPED,
                List.of("bavarian-illuminati", "the-network", "unmasked", "new-york"), 4))
                .anyMatch(p -> p.contains("exactly one Illuminati"));
        assertThat(io.tabletop.games.inwo.deck.DeckRules.problems(InwoTestDecks.SHIPPED,
                List.of("bavarian-illuminati", "unmasked", "new-york"), 3)).noneMatch(p -> p.contains("unmasked"));
        // it is deckable (implemented) and may still change hands like any Plot card
        assertThat(implemented("unmasked")).isTrue();
        g.send(0, new OfferTrade(1, List.of(unmasked)));
        g.send(1, new AcceptTrade(g.state.trades().open().getFirst().id(), List.of()));
        assertThat(g.state.player(1).inHand(unmasked)).isNotNull();
    }

    // ------------------------------------------------------------------ Tax Reform

    @Test
    void givenTaxReformInPlay_whenTheIrsTaxesAtTheStartOfItsTurn_thenEveryRivalsTopPlotIsTakenAndItDefendsAtPlusTen() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network", "servants-of-cthulhu");
        String irs = sc.group(0, "i-r-s", Scenario.root(0));
        sc.phase = io.tabletop.games.inwo.model.Phase.DRAW;
        Scenario.Game g = sc.game();
        int plain = A.defenceBonus(g.state, 0, g.state.player(0).placed(irs), null, -1, AttackKind.CONTROL);
        g.state = g.state.withNwo(List.of("RED:p0-90:tax-reform:0"));
        assertThat(A.defenceBonus(g.state, 0, g.state.player(0).placed(irs), null, -1, AttackKind.CONTROL)).isEqualTo(plain + 10);
        assertThat(A.defenceBonus(g.state, 0, g.state.player(0).placed(irs), null, -1, AttackKind.DESTROY)).isEqualTo(plain + 10);

        g.send(0, new UseAbilityOn(irs, Scenario.root(1), false));

        assertThat(g.events).filteredOn(e -> e instanceof InwoEvent.TopCardsTaken).hasSize(2);
        assertThat(g.state.player(0).hand()).hasSize(2);
        assertThat(g.state.player(1).plotDeck()).hasSize(2);
        assertThat(g.state.player(2).plotDeck()).hasSize(2);
        InwoEvent.TopCardsTaken other = (InwoEvent.TopCardsTaken) g.events.stream()
                .filter(e -> e instanceof InwoEvent.TopCardsTaken t && t.from() == 2).findFirst().orElseThrow();
        assertThat(((InwoEvent.TopCardsTaken) RULES.redact(other, io.tabletop.engine.Viewer.seat(1))).cards()).as("seen by the taxer only").isNull();
        assertThat(implemented("tax-reform")).isTrue();
    }

    @Test
    void givenNoTaxReform_whenTheIrsTaxes_thenOnlyTheNamedRivalIsTaxed() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network", "servants-of-cthulhu");
        String irs = sc.group(0, "i-r-s", Scenario.root(0));
        sc.phase = io.tabletop.games.inwo.model.Phase.DRAW;
        Scenario.Game g = sc.game();
        g.send(0, new UseAbilityOn(irs, Scenario.root(1), false));
        assertThat(g.events).filteredOn(e -> e instanceof InwoEvent.TopCardsTaken).hasSize(1);
        assertThat(g.state.player(2).plotDeck()).hasSize(3);
    }
}
