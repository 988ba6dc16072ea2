package io.tabletop.games.inwo;

import static io.tabletop.games.inwo.Scenario.refused;
import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.Choice;
import io.tabletop.games.inwo.choices.Choices;
import java.util.List;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;

/**
 * The last cards of the Limited set the primitives could not say, played by their own rules (shipped catalogue):
 * Voodoo Economics, The Big Sellout, Suicide Squad, Imelda Marcos, Las Vegas.
 */
class InwoLastCardsBTest {

    static final InwoRules RULES = Scenario.SHIPPED_RULES;
    static final io.tabletop.games.inwo.abilities.Abilities A = new io.tabletop.games.inwo.abilities.Abilities(InwoTestDecks.SHIPPED);

    private static List<InwoCommand> choices(String... options) {
        return java.util.Arrays.stream(options).map(o -> (InwoCommand) new Choose(o)).toList();
    }

    // ------------------------------------------------------------------ Voodoo Economics

    @Test
    void givenVoodooEconomics_whenItResolvesAndThePlayerNamesTwo_thenTwoTopPlotsAreDiscardedAndHisIlluminatiGetsTwoTokens() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String voodoo = sc.hand(0, "voodoo-economics");
        Scenario.Game g = sc.game();
        List<String> deck = g.state.player(0).plotDeck();
        assertThat(RULES.legalMoves(g.state, 0)).contains(new PlayPlot(voodoo, null, null));
        g.send(0, new PlayPlot(voodoo, null, null));
        assertThat(g.state.player(0).root().tokens()).as("its Illuminati action paid").isZero();
        g.allPass();

        assertThat(g.state.choice().kind()).isEqualTo(Choice.Kind.VOODOO);
        assertThat(RULES.awaiting(g.state)).containsExactly(0);
        assertThat(RULES.legalMoves(g.state, 0)).containsExactlyElementsOf(choices("0", "1", "2", "3"));
        g.send(0, new Choose("2"));

        assertThat(g.events).contains(new InwoEvent.TopCardsDiscarded(0, true, deck.subList(0, 2)));
        assertThat(g.state.player(0).plotDeck()).containsExactlyElementsOf(deck.subList(2, 3));
        assertThat(g.state.player(0).root().tokens()).as("one token for each Plot discarded").isEqualTo(2);
        assertThat(g.state.player(0).discard()).contains("voodoo-economics", deck.get(0), deck.get(1));
        assertThat(g.state.choice()).isNull();
    }

    @Test
    void givenVoodooEconomicsUsedOnce_whenASecondCopyIsPlayed_thenRefusedOncePerGame() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String first = sc.hand(0, "voodoo-economics");
        String second = sc.hand(0, "voodoo-economics");
        sc.tokens(0, Scenario.root(0), 2);
        Scenario.Game g = sc.game();
        g.send(0, new PlayPlot(first, null, null));
        g.allPass();
        g.send(0, new Choose("0"));
        assertThat(g.state.player(0).usedOnce()).containsExactly("voodoo-economics");

        assertThat(refused(() -> g.send(0, new PlayPlot(second, null, null))).code()).isEqualTo("ONCE_PER_GAME");
        assertThat(RULES.legalMoves(g.state, 0)).doesNotContain(new PlayPlot(second, null, null));
    }

    @Test
    void givenVoodooEconomics_whenPlayedOffTurnWithATargetOrWithoutAnIlluminatiToken_thenRefused() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String voodoo = sc.hand(0, "voodoo-economics");
        String theirs = sc.hand(1, "voodoo-economics");
        String york = sc.group(0, "new-york", Scenario.root(0));
        Scenario.Game g = sc.game();
        assertThat(refused(() -> g.send(0, new PlayPlot(voodoo, york, null))).code()).isEqualTo("INVALID_TARGET");
        assertThat(refused(() -> g.send(1, new PlayPlot(theirs, null, null))).code()).isEqualTo("NOT_YOUR_TURN");
        g.send(0, new PlayPlot(voodoo, null, null));
        g.passUntil(1);
        assertThat(refused(() -> g.send(1, new PlayPlot(theirs, null, null))).code()).as("in a window of the player's turn")
                .isEqualTo("NOT_NOW");
        Scenario.Game broke = sc.tokens(0, Scenario.root(0), 0).game();
        assertThat(refused(() -> broke.send(0, new PlayPlot(voodoo, null, null))).code()).isEqualTo("CANNOT_PAY");
    }

    // ------------------------------------------------------------------ The Big Sellout

    @Test
    void givenTheBigSellout_whenThePlayerSellsTwoGroups_thenEachGivesAnExtraTokenToADifferentGroupOfHis() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String york = sc.group(0, "new-york", Scenario.root(0));
        String cable = sc.group(0, "cable-tv", Scenario.root(0));
        String mags = sc.group(0, "girlie-magazines", Scenario.root(0));
        String comics = sc.group(0, "comic-books", york);
        String sellout = sc.hand(0, "the-big-sellout");
        Scenario.Game g = sc.game();
        assertThat(RULES.legalMoves(g.state, 0)).contains(new PlayPlot(sellout, null, null));
        g.send(0, new PlayPlot(sellout, null, null));
        g.allPass();

        assertThat(g.state.choice().kind()).isEqualTo(Choice.Kind.SELLOUT);
        assertThat(RULES.legalMoves(g.state, 0)).containsExactlyInAnyOrderElementsOf(choices(Choices.STOP, york, cable, mags, comics));
        g.send(0, new Choose(cable));
        assertThat(g.state.player(0).placed(cable)).isNull();
        assertThat(g.state.player(0).discard()).contains("cable-tv");
        assertThat(g.state.player(0).destroyed()).as("discarded, not destroyed").doesNotContain("cable-tv");
        g.send(0, new Choose(comics));
        assertThat(RULES.legalMoves(g.state, 0)).containsExactlyInAnyOrderElementsOf(choices(Choices.STOP, york, mags));
        g.send(0, new Choose(Choices.STOP));

        assertThat(g.state.choice().kind()).isEqualTo(Choice.Kind.SELLOUT_TOKEN);
        assertThat(RULES.legalMoves(g.state, 0)).containsExactlyInAnyOrderElementsOf(choices(Scenario.root(0), york, mags));
        g.send(0, new Choose(york));
        assertThat(g.state.player(0).placed(york).tokens()).isEqualTo(2);
        assertThat(RULES.legalMoves(g.state, 0)).as("a different Group for the second token")
                .containsExactlyInAnyOrderElementsOf(choices(Scenario.root(0), mags));
        assertThat(refused(() -> g.send(0, new Choose(york))).code()).isEqualTo("INVALID_OPTION");
        g.send(0, new Choose(mags));
        assertThat(g.state.player(0).placed(mags).tokens()).isEqualTo(2);
        assertThat(g.state.choice()).as("two sold, two tokens").isNull();
    }

    @Test
    void givenTheBigSellout_whenThePlayerStopsAtOnceOrIsSilent_thenNothingIsSold() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String york = sc.group(0, "new-york", Scenario.root(0));
        String sellout = sc.hand(0, "the-big-sellout");
        Scenario.Game g = sc.game();
        g.send(0, new PlayPlot(sellout, null, null));
        g.allPass();
        assertThat(Choices.silent(g.state, true)).as("silence sells nothing (I8)").isEqualTo(new Choose(Choices.STOP));
        assertThat(Choices.silent(g.state)).isEqualTo(new Choose(Choices.STOP));
        g.send(0, new Choose(Choices.STOP));
        assertThat(g.state.choice()).isNull();
        assertThat(g.state.player(0).placed(york).tokens()).isEqualTo(1);
    }

    @Test
    void givenTheBigSellout_whenPlayedOffTurnWithATargetOrWithoutGroups_thenRefused() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String sellout = sc.hand(0, "the-big-sellout");
        String theirs = sc.hand(1, "the-big-sellout");
        Scenario.Game none = sc.game();
        assertThat(refused(() -> none.send(0, new PlayPlot(sellout, null, null))).code()).isEqualTo("NO_EFFECT");
        String york = sc.group(0, "new-york", Scenario.root(0));
        sc.group(1, "cable-tv", Scenario.root(1));
        Scenario.Game g = sc.game();
        assertThat(refused(() -> g.send(0, new PlayPlot(sellout, york, null))).code()).isEqualTo("INVALID_TARGET");
        assertThat(refused(() -> g.send(1, new PlayPlot(theirs, null, null))).code()).isEqualTo("NOT_YOUR_TURN");
        g.send(0, new PlayPlot(sellout, null, null));
        g.passUntil(1);
        assertThat(refused(() -> g.send(1, new PlayPlot(theirs, null, null))).code()).isEqualTo("NOT_NOW");
    }

    // ------------------------------------------------------------------ Suicide Squad

    private record Squad(Scenario sc, String squad, String target) {}

    private static Squad squad() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String york = sc.group(0, "new-york", Scenario.root(0));
        String squad = sc.resource(0, "suicide-squad", york);
        String mags = sc.group(1, "girlie-magazines", Scenario.root(1));
        String target = sc.resource(1, "the-bronze-head", mags);
        return new Squad(sc, squad, target);
    }

    @Test
    void givenSuicideSquad_whenItStrikesARivalResourceAndTheDieShows1_thenTheTargetAloneDies() {
        Squad q = squad();
        Scenario.Game g = q.sc().game();
        assertThat(RULES.legalMoves(g.state, 0)).contains(new UseAbilityOn(q.squad(), q.target(), true));
        g.send(0, new UseAbilityOn(q.squad(), q.target(), true), 1);
        assertThat(g.events).anyMatch(e -> e instanceof InwoEvent.CardRolled r && r.uid().equals(q.squad()) && r.dice().equals(List.of(1)));
        assertThat(g.state.player(1).placed(q.target())).isNull();
        assertThat(g.state.player(1).discard()).contains("the-bronze-head");
        assertThat(g.state.player(0).placed(q.squad())).as("the Squad lives").isNotNull();
        assertThat(g.state.player(0).placed(q.squad()).tokens()).as("its action spent").isZero();
        assertThat(RULES.legalMoves(g.state, 0)).as("one strike per action").noneMatch(c -> c instanceof UseAbilityOn u && q.squad().equals(u.group()));
    }

    @Test
    void givenSuicideSquad_whenTheDieShows2To5_thenBothDie() {
        Squad q = squad();
        Scenario.Game g = q.sc().game();
        g.send(0, new UseAbilityOn(q.squad(), q.target(), true), 4);
        assertThat(g.state.player(1).placed(q.target())).isNull();
        assertThat(g.state.player(0).placed(q.squad())).isNull();
        assertThat(g.state.player(0).discard()).contains("suicide-squad");
    }

    @Test
    void givenSuicideSquad_whenTheDieShows6_thenTheSquadAloneDies() {
        Squad q = squad();
        Scenario.Game g = q.sc().game();
        g.send(0, new UseAbilityOn(q.squad(), q.target(), true), 6);
        assertThat(g.state.player(1).placed(q.target())).isNotNull();
        assertThat(g.state.player(0).placed(q.squad())).isNull();
    }

    @Test
    void givenSuicideSquad_whenAimedAmissOrOutOfTime_thenRefusedWithItsCode() {
        Squad q = squad();
        String own = q.sc().resource(0, "the-bronze-head", Scenario.root(0));
        Scenario.Game g = q.sc().game();
        String group = g.state.player(1).structure().get(1).uid();
        assertThat(refused(() -> g.send(0, new UseAbilityOn(q.squad(), own, true))).code()).isEqualTo("INVALID_TARGET");
        assertThat(refused(() -> g.send(0, new UseAbilityOn(q.squad(), group, true))).code()).isEqualTo("INVALID_TARGET");
        assertThat(refused(() -> g.send(0, new UseAbilityOn(q.squad(), null, true))).code()).isEqualTo("INVALID_TARGET");
        assertThat(refused(() -> g.send(0, new UseAbilityOn(q.squad(), q.target(), false))).code()).isEqualTo("ACTION_REQUIRED");
        Scenario.Game spent = q.sc().tokens(0, q.squad(), 0).game();
        assertThat(refused(() -> spent.send(0, new UseAbilityOn(q.squad(), q.target(), true))).code()).isEqualTo("NO_TOKEN");
        Scenario.Game early = q.sc().tokens(0, q.squad(), 1).turns(1, 0).game();
        assertThat(refused(() -> early.send(0, new UseAbilityOn(q.squad(), q.target(), true))).code()).isEqualTo("PROTECTED");
        q.sc().turns(1, 5).phase = io.tabletop.games.inwo.model.Phase.TAKEOVER;
        Scenario.Game takeover = q.sc().game();
        assertThat(refused(() -> takeover.send(0, new UseAbilityOn(q.squad(), q.target(), true))).code()).isEqualTo("WRONG_PHASE");
    }

    // ------------------------------------------------------------------ Imelda Marcos

    private record Imelda(Scenario.Game game, String imelda, String batf, String mags) {}

    private static Imelda imeldaAttacks(String target) {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String imelda = sc.group(0, "imelda-marcos", Scenario.root(0));
        String batf = sc.group(1, "b-a-t-f", Scenario.root(1));
        String mags = sc.group(1, "girlie-magazines", Scenario.root(1));
        sc.hand(1, "albino-alligators"); // (a seat with an empty hand is passed by the server)
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(imelda, "batf".equals(target) ? batf : mags, io.tabletop.games.inwo.model.AttackKind.CONTROL, false));
        g.passUntil(0);
        return new Imelda(g, imelda, batf, mags);
    }

    @Test
    void givenImeldaAttackingAGovernmentGroup_whenHerDieShows1To5_thenHerPowerIs5ForTheAttack() {
        Imelda i = imeldaAttacks("batf");
        Scenario.Game g = i.game();
        int before = io.tabletop.games.inwo.attack.Strength.breakdown(A, g.state, g.state.attack()).total();
        assertThat(RULES.legalMoves(g.state, 0)).contains(new UseAbility(i.imelda()));
        g.send(0, new UseAbility(i.imelda()), 5);
        var at = g.state.attack();
        assertThat(at.contributions()).anyMatch(c -> c.uid().equals(i.imelda()) && c.aid() && c.value() == 4);
        assertThat(io.tabletop.games.inwo.attack.Strength.breakdown(A, g.state, at).total())
                .as("Power 1 counts as 5").isEqualTo(before + 4);
        assertThat(refused(() -> g.send(0, new UseAbility(i.imelda()))).code()).isIn("ONCE_PER_ATTACK", "NOT_YOUR_TURN");
        g.passUntil(0);
        assertThat(refused(() -> g.send(0, new UseAbility(i.imelda()))).code()).isEqualTo("ONCE_PER_ATTACK");
    }

    @Test
    void givenImeldaAttackingAGovernmentGroup_whenHerDieShows6_thenSheIsDestroyedForTheTargetsOwnerAndTheAttackIsOff() {
        Imelda i = imeldaAttacks("batf");
        Scenario.Game g = i.game();
        g.send(0, new UseAbility(i.imelda()), 6);
        assertThat(g.state.player(0).placed(i.imelda())).isNull();
        assertThat(g.state.player(1).destroyed()).as("a destroyed Group for the target's owner").contains("imelda-marcos");
        assertThat(g.state.attack()).isNull();
        assertThat(g.state.player(1).placed(i.batf())).as("the target stays its owner's").isNotNull();
    }

    @Test
    void givenImeldaAttackingAGroupNeitherGovernmentNorBank_whenSheRolls_thenRefused() {
        Imelda i = imeldaAttacks("mags");
        assertThat(refused(() -> i.game().send(0, new UseAbility(i.imelda()))).code()).isEqualTo("NO_EFFECT");
        assertThat(RULES.legalMoves(i.game().state, 0)).doesNotContain(new UseAbility(i.imelda()));
    }

    // ------------------------------------------------------------------ Las Vegas

    private record Vegas(Scenario sc, String vegas) {}

    private static Vegas vegas() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String vegas = sc.group(0, "las-vegas", Scenario.root(0));
        sc.group(1, "girlie-magazines", Scenario.root(1));
        return new Vegas(sc, vegas);
    }

    @Test
    void givenLasVegas_whenThePlayerBetsTwoAndTheDiceShow7_thenHeDrawsTwoPlotsFromTheRivalsDeck() {
        Vegas v = vegas();
        Scenario.Game g = v.sc().game();
        List<String> theirs = g.state.player(1).plotDeck();
        int hand = g.state.player(0).hand().size();
        assertThat(RULES.legalMoves(g.state, 0)).contains(new UseAbilityOn(v.vegas(), Scenario.root(1), true));
        g.send(0, new UseAbilityOn(v.vegas(), Scenario.root(1), true));
        assertThat(g.state.player(0).placed(v.vegas()).tokens()).as("its action spent").isZero();
        assertThat(g.state.choice().kind()).isEqualTo(Choice.Kind.VEGAS_BET);
        assertThat(RULES.legalMoves(g.state, 0)).containsExactlyElementsOf(choices("1", "2", "3"));
        assertThat(refused(() -> g.send(0, new Choose("4"))).code()).isEqualTo("INVALID_OPTION");
        g.send(0, new Choose("2"), 4, 3);

        assertThat(g.events).anyMatch(e -> e instanceof InwoEvent.CardRolled r && r.dice().equals(List.of(4, 3)));
        assertThat(g.state.player(0).hand()).hasSize(hand + 2);
        assertThat(g.state.player(0).hand().stream().map(io.tabletop.games.inwo.model.HandCard::card))
                .containsAll(theirs.subList(0, 2));
        assertThat(g.state.player(1).plotDeck()).containsExactlyElementsOf(theirs.subList(2, 3));
        assertThat(g.state.choice()).isNull();
    }

    @Test
    void givenLasVegas_whenTheDiceShow6OrLess_thenTheRivalDrawsTheBetFromThePlayersDeck() {
        Vegas v = vegas();
        Scenario.Game g = v.sc().game();
        List<String> mine = g.state.player(0).plotDeck();
        g.send(0, new UseAbilityOn(v.vegas(), Scenario.root(1), true));
        g.send(0, new Choose("3"), 3, 3);
        assertThat(g.state.player(0).plotDeck()).isEmpty();
        assertThat(g.state.player(1).hand().stream().map(io.tabletop.games.inwo.model.HandCard::card))
                .containsExactlyInAnyOrderElementsOf(mine);
        InwoEvent taken = g.events.stream().filter(e -> e instanceof InwoEvent.TopCardsTaken).findFirst().orElseThrow();
        assertThat(((InwoEvent.TopCardsTaken) taken).to()).isEqualTo(1);
    }

    @Test
    void givenLasVegas_whenTheBetIsOfferedAmiss_thenRefusedWithItsCode() {
        Vegas v = vegas();
        Scenario.Game g = v.sc().game();
        String mags = g.state.player(1).structure().get(1).uid();
        assertThat(refused(() -> g.send(0, new UseAbilityOn(v.vegas(), mags, true))).code()).isEqualTo("INVALID_TARGET");
        assertThat(refused(() -> g.send(0, new UseAbilityOn(v.vegas(), Scenario.root(0), true))).code()).isEqualTo("INVALID_TARGET");
        assertThat(refused(() -> g.send(0, new UseAbilityOn(v.vegas(), Scenario.root(1), false))).code()).isEqualTo("ACTION_REQUIRED");
        Scenario.Game spent = v.sc().tokens(0, v.vegas(), 0).game();
        assertThat(refused(() -> spent.send(0, new UseAbilityOn(v.vegas(), Scenario.root(1), true))).code()).isEqualTo("NO_TOKEN");
        v.sc().tokens(0, v.vegas(), 1).players.set(1, v.sc().players.get(1).withDecks(List.of(), v.sc().players.get(1).groupDeck()));
        Scenario.Game broke = v.sc().game();
        assertThat(refused(() -> broke.send(0, new UseAbilityOn(v.vegas(), Scenario.root(1), true))).code()).isEqualTo("NO_EFFECT");
    }

    @Test
    void givenTwinGamesDifferingOnlyInTheRivalsDeck_whenLasVegasWinsTheBet_thenASpectatorSeesTheSameEventsAndViews() {
        List<List<InwoEvent>> seen = new java.util.ArrayList<>();
        List<InwoView> views = new java.util.ArrayList<>();
        for (List<String> deck : List.of(List.of("albino-alligators", "bank-merger", "cold-fusion"),
                List.of("cold-fusion", "albino-alligators", "bank-merger"))) {
            Vegas v = vegas();
            v.sc().players.set(1, v.sc().players.get(1).withDecks(deck, v.sc().players.get(1).groupDeck()));
            Scenario.Game g = v.sc().game();
            g.send(0, new UseAbilityOn(v.vegas(), Scenario.root(1), true));
            g.send(0, new Choose("2"), 6, 6);
            seen.add(g.events.stream().map(e -> RULES.redact(e, io.tabletop.engine.Viewer.SPECTATOR)).toList());
            views.add(RULES.view(g.state, io.tabletop.engine.Viewer.SPECTATOR));
        }
        assertThat(seen.get(0)).isEqualTo(seen.get(1));
        assertThat(views.get(0)).isEqualTo(views.get(1));
    }
}
