package io.tabletop.games.inwo;

import static io.tabletop.games.inwo.Scenario.refused;
import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.attack.Strength;
import io.tabletop.games.inwo.cards.Alignment;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.goals.GoalFigure;
import io.tabletop.games.inwo.goals.Goals;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Placed;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The last cards of the Limited set, batch J: Military-Industrial Complex (New World Order, yellow), "Corporate cards
 * also Government (not for Goals)" — while it is in play a Corporate Group counts as Government too, keeping
 * Corporate, everywhere the rules read alignments but goals (shipped catalogue).
 */
class InwoLastCardsJTest {

    static final InwoRules RULES = Scenario.SHIPPED_RULES;
    static final Abilities A = new Abilities(InwoTestDecks.SHIPPED);
    static final String MIC = "military-industrial-complex";

    static boolean implemented(String id) {
        return io.tabletop.games.inwo.interpreter.Interpreted.implemented(InwoTestDecks.SHIPPED.card(id).orElseThrow());
    }

    /** Seat 0 plays Military-Industrial Complex from hand and everybody passes: it is in play. */
    static void playMic(Scenario.Game g, String mic) {
        g.send(0, new PlayPlot(mic, null, null));
        g.allPass();
        assertThat(g.state.nwoInPlay(MIC)).isTrue();
    }

    static Set<Alignment> now(Scenario.Game g, int seat, String uid) {
        return A.alignments(g.state, g.state.player(seat).placed(uid));
    }

    static Strength.Breakdown strength(Scenario.Game g) {
        return Strength.breakdown(A, g.state, g.state.attack());
    }

    // ------------------------------------------------------------------ the alignment in play

    @Test
    void givenMilitaryIndustrialComplexPlayed_whenItsWindowCloses_thenACorporateGroupCountsAsGovernmentAndStaysCorporate() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String mic = sc.hand(0, MIC);
        String oil = sc.group(0, "multinational-oil-companies", Scenario.root(0));
        String hawaii = sc.group(1, "hawaii", Scenario.root(1));
        Scenario.Game g = sc.game();
        assertThat(now(g, 0, oil)).containsExactly(Alignment.CORPORATE);
        assertThat(RULES.legalMoves(g.state, 0)).contains(new PlayPlot(mic, null, null));

        playMic(g, mic);

        assertThat(now(g, 0, oil)).containsExactlyInAnyOrder(Alignment.CORPORATE, Alignment.GOVERNMENT);
        assertThat(now(g, 1, hawaii)).as("every Corporate Group in play, whoever controls it")
                .containsExactlyInAnyOrder(Alignment.CORPORATE, Alignment.GOVERNMENT);
        assertThat(A.alignments(g.state.player(0).placed(oil))).as("its own alignments (goals) unchanged")
                .containsExactly(Alignment.CORPORATE);
        assertThat(g.state.player(0).placed(oil).alignments()).as("nothing written on the card").isNull();
        var view = RULES.view(g.state, io.tabletop.engine.Viewer.SPECTATOR).players().get(0).structure().stream()
                .filter(c -> c.uid().equals(oil)).findFirst().orElseThrow();
        assertThat(view.alignments()).as("the view shows the alignments in play")
                .containsExactly(Alignment.GOVERNMENT, Alignment.CORPORATE);
        assertThat(implemented(MIC)).isTrue();
        assertThat(InwoTestDecks.SHIPPED.card(MIC).orElseThrow().expressible()).isTrue();
    }

    @Test
    void givenMilitaryIndustrialComplex_whenAGroupIsNotCorporate_thenItsAlignmentsAreUnchanged() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String mic = sc.hand(0, MIC);
        String china = sc.group(0, "china", Scenario.root(0));
        String castro = sc.group(0, "fidel-castro", Scenario.root(0));
        String mask = sc.resource(0, "death-mask", Scenario.root(0));
        Scenario.Game g = sc.game();
        playMic(g, mic);

        assertThat(now(g, 0, china)).as("Government and Communist already").containsExactly(Alignment.GOVERNMENT);
        assertThat(now(g, 0, castro)).containsExactlyInAnyOrder(Alignment.LIBERAL, Alignment.GOVERNMENT);
        assertThat(now(g, 0, Scenario.root(0))).as("the Illuminati have none").isEmpty();
        assertThat(now(g, 0, mask)).as("a Resource has none").isEmpty();
    }

    @Test
    void givenMilitaryIndustrialComplex_whenAGroupIsCorporateOnlyForTheTurn_thenItFollowsItsAlignmentsNow() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String mic = sc.hand(0, MIC);
        String oil = sc.group(0, "multinational-oil-companies", Scenario.root(0));
        String castro = sc.group(0, "fidel-castro", Scenario.root(0));
        Scenario.Game g = sc.game();
        playMic(g, mic);
        int turn = g.state.turn();
        // Orbital Mind Control Lasers' changes for the turn: Oil reversed to Government, Castro's Government reversed
        g.state = g.state.with(0, p -> p.update(oil, c -> c.withTraits(c.traits().withTurnAlignments(turn, List.of("REVERSE_CORPORATE"))))
                .update(castro, c -> c.withTraits(c.traits().withTurnAlignments(turn, List.of("REVERSE_GOVERNMENT")))));

        assertThat(now(g, 0, oil)).as("no longer Corporate: Government only").containsExactly(Alignment.GOVERNMENT);
        assertThat(now(g, 0, castro)).as("Corporate this turn, so Government too")
                .containsExactlyInAnyOrder(Alignment.LIBERAL, Alignment.CORPORATE, Alignment.GOVERNMENT);
    }

    // ------------------------------------------------------------------ attacks

    @Test
    void givenMilitaryIndustrialComplex_whenACorporateGroupAttacksToControlAGovernmentGroup_thenTheIdenticalGovernmentCancelsTheOpposite() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String mic = sc.hand(0, MIC);
        String oil = sc.group(0, "multinational-oil-companies", Scenario.root(0));
        String england = sc.group(1, "england", Scenario.root(1));
        Scenario.Game g = sc.game();
        g.send(0, new Attack(oil, england, AttackKind.CONTROL, false));
        assertThat(strength(g).alignment()).as("Corporate against Government: one opposite").isEqualTo(-4);

        Scenario.Game h = sc.game();
        playMic(h, mic);
        h.send(0, new Attack(oil, england, AttackKind.CONTROL, false));

        assertThat(strength(h).alignment()).as("+4 for Government, -4 for Corporate against Government").isZero();
    }

    @Test
    void givenMilitaryIndustrialComplex_whenAGovernmentGroupAttacksACorporateGroup_thenTheTargetDefendsAsGovernmentToo() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String mic = sc.hand(0, MIC);
        String england = sc.group(0, "england", Scenario.root(0));
        String hawaii = sc.group(1, "hawaii", Scenario.root(1));
        Scenario.Game g = sc.game();
        g.send(0, new Attack(england, hawaii, AttackKind.DESTROY, false));
        assertThat(strength(g).alignment()).as("to destroy: +4 for the opposite").isEqualTo(4);

        Scenario.Game h = sc.game();
        playMic(h, mic);
        h.send(0, new Attack(england, hawaii, AttackKind.DESTROY, false));

        assertThat(strength(h).alignment()).as("+4 opposite, -4 identical Government").isZero();
    }

    @Test
    void givenMilitaryIndustrialComplex_whenTwoCorporateGroupsMeet_thenEveryPairOfAlignmentsCounts() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String mic = sc.hand(0, MIC);
        String oil = sc.group(0, "multinational-oil-companies", Scenario.root(0));
        String hawaii = sc.group(1, "hawaii", Scenario.root(1));
        Scenario.Game g = sc.game();
        g.send(0, new Attack(oil, hawaii, AttackKind.CONTROL, false));
        assertThat(strength(g).alignment()).isEqualTo(4);

        Scenario.Game h = sc.game();
        playMic(h, mic);
        h.send(0, new Attack(oil, hawaii, AttackKind.CONTROL, false));

        // Corporate-Corporate +4, Government-Government +4, Corporate-Government -4, Government-Corporate -4
        assertThat(strength(h).alignment()).isZero();
    }

    @Test
    void givenMilitaryIndustrialComplex_whenACorporatePuppetOfACorporateMasterIsAttackedToControl_thenBothSharedAlignmentsDefend() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String mic = sc.hand(0, MIC);
        String vegas = sc.group(0, "las-vegas", Scenario.root(0));
        String oil = sc.group(1, "multinational-oil-companies", Scenario.root(1));
        String hawaii = sc.group(1, "hawaii", oil);
        Scenario.Game g = sc.game();
        playMic(g, mic);

        g.send(0, new Attack(vegas, hawaii, AttackKind.CONTROL, false));

        assertThat(strength(g).masterAlignment()).as("Corporate and Government shared with its master").isEqualTo(8);
    }

    @Test
    void givenMilitaryIndustrialComplex_whenACorporateGroupAttacksToControlAGovernmentGroup_thenAnotherCorporateGroupMayAidIt() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String mic = sc.hand(0, MIC);
        String oil = sc.group(0, "multinational-oil-companies", Scenario.root(0));
        String vegas = sc.group(0, "las-vegas", Scenario.root(0));
        String england = sc.group(1, "england", Scenario.root(1));
        Scenario.Game g = sc.game();
        g.send(0, new Attack(oil, england, AttackKind.CONTROL, false));
        g.passUntil(0);
        assertThat(refused(() -> g.send(0, new Aid(vegas, false))).code()).as("no alignment shared").isEqualTo("INVALID_AID");

        Scenario.Game h = sc.game();
        playMic(h, mic);
        h.send(0, new Attack(oil, england, AttackKind.CONTROL, false));
        h.passUntil(0);
        h.send(0, new Aid(vegas, false));

        assertThat(strength(h).aid()).as("Las Vegas' Power 2").isEqualTo(2);
    }

    @Test
    void givenMilitaryIndustrialComplex_whenACorporateGroupAttacksTheDiscordianSociety_thenItIsImmuneToAGovernmentGroup() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "discordian-society");
        String mic = sc.hand(0, MIC);
        String oil = sc.group(0, "multinational-oil-companies", Scenario.root(0));
        String hawaii = sc.group(1, "hawaii", Scenario.root(1));
        Scenario.Game g = sc.game();
        assertThat(RULES.legalMoves(g.state, 0)).contains(new Attack(oil, hawaii, AttackKind.CONTROL, false));

        playMic(g, mic);

        assertThat(RULES.legalMoves(g.state, 0)).noneMatch(c -> c instanceof Attack x && x.attacker().equals(oil));
        assertThat(refused(() -> g.send(0, new Attack(oil, hawaii, AttackKind.CONTROL, false))).code()).isEqualTo("IMMUNE");
    }

    @Test
    void givenMilitaryIndustrialComplex_whenTheDemocratsAttackACorporateGroup_thenTheirBonusOnGovernmentCounts() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String mic = sc.hand(0, MIC);
        String democrats = sc.group(0, "democrats", Scenario.root(0));
        String oil = sc.group(1, "multinational-oil-companies", Scenario.root(1));
        Scenario.Game g = sc.game();
        Placed by = g.state.player(0).placed(democrats);
        Placed target = g.state.player(1).placed(oil);
        int plain = A.attackBonus(g.state, 0, by, target, 1, AttackKind.CONTROL);

        playMic(g, mic);

        assertThat(A.attackBonus(g.state, 0, by, target, 1, AttackKind.CONTROL)).as("direct control of non-Nation Government +4")
                .isEqualTo(plain + 4);
    }

    // ------------------------------------------------------------------ Plots naming Government

    @Test
    void givenMilitaryIndustrialComplex_whenMartialLawIsPlayedOnACorporateGroup_thenItFitsAsAGovernmentGroup() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String mic = sc.hand(0, MIC);
        String martial = sc.hand(0, "martial-law");
        String oil = sc.group(0, "multinational-oil-companies", Scenario.root(0));
        Scenario.Game g = sc.game();
        assertThat(RULES.legalMoves(g.state, 0)).doesNotContain(new PlayPlot(martial, oil, null));
        assertThat(refused(() -> g.send(0, new PlayPlot(martial, oil, null))).code()).isEqualTo("INVALID_TARGET");

        playMic(g, mic);

        assertThat(RULES.legalMoves(g.state, 0)).contains(new PlayPlot(martial, oil, null));
        g.send(0, new PlayPlot(martial, oil, null));
        g.allPass();
        assertThat(g.state.linked()).as("it stands on Oil for defence").anyMatch(lp -> lp.card().equals("martial-law") && lp.group().equals(oil));
    }

    // ------------------------------------------------------------------ leaving play

    @Test
    void givenMilitaryIndustrialComplex_whenAnotherYellowNewWorldOrderReplacesIt_thenCorporateGroupsAreNoLongerGovernment() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String mic = sc.hand(0, MIC);
        String law = sc.hand(0, "law-and-order");
        String martial = sc.hand(0, "martial-law");
        String oil = sc.group(0, "multinational-oil-companies", Scenario.root(0));
        Scenario.Game g = sc.game();
        playMic(g, mic);
        assertThat(now(g, 0, oil)).contains(Alignment.GOVERNMENT);

        g.send(0, new PlayPlot(law, null, null));
        g.allPass();

        assertThat(g.state.nwoInPlay(MIC)).isFalse();
        assertThat(g.state.nwoInPlay("law-and-order")).isTrue();
        assertThat(g.state.player(0).discard()).contains(MIC);
        assertThat(now(g, 0, oil)).containsExactly(Alignment.CORPORATE);
        assertThat(RULES.legalMoves(g.state, 0)).doesNotContain(new PlayPlot(martial, oil, null));
    }

    // ------------------------------------------------------------------ not for goals

    @Test
    void givenMilitaryIndustrialComplex_whenTheBermudaTriangleCountsAlignmentsForItsGoal_thenACorporateGroupIsNotGovernment() {
        Scenario sc = Scenario.shipped("bermuda-triangle", "the-network");
        String mic = sc.hand(0, MIC);
        sc.group(0, "multinational-oil-companies", Scenario.root(0));
        Scenario.Game g = sc.game();
        playMic(g, mic);

        var check = Goals.special(A, g.state, 0);
        GoalFigure alignments = check.figures().stream().filter(f -> f.measure() == GoalFigure.Measure.ALIGNMENTS)
                .findFirst().orElseThrow();
        assertThat(alignments.value()).as("Corporate only: the goal does not see Government").isEqualTo(1);
        assertThat(check.met()).isFalse();
    }

    @Test
    void givenMilitaryIndustrialComplex_whenUpAgainstTheWallCountsControlledGroups_thenTheirOwnAlignmentsCount() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String mic = sc.hand(0, MIC);
        sc.hand(0, "up-against-the-wall");
        sc.group(0, "multinational-oil-companies", Scenario.root(0));
        Scenario.Game g = sc.game();
        playMic(g, mic);
        // a Goal filter naming Government, read for goals: the Corporate Group in play is not one
        var filter = InwoTestDecks.SHIPPED.card("up-against-the-wall").orElseThrow()
                .effects(io.tabletop.games.inwo.cards.Effect.Goal.class).getFirst().filter();
        Placed oil = g.state.player(0).structure().stream().filter(c -> c.card().equals("multinational-oil-companies")).findFirst().orElseThrow();
        assertThat(A.matches(filter, oil, 6, false)).as("for goals").isFalse();
        assertThat(A.matches(g.state, filter, oil, 6, false)).as("in play").isTrue();
    }

    // ------------------------------------------------------------------ oracle-independent checks

    /**
     * Over every Group of the catalogue, from the printed card data alone: with Military-Industrial Complex in play a
     * Group is Government in play iff it is printed Government or Corporate, and its other alignments are its printed
     * ones; for goals, and with any other New World Order in play, nothing changes.
     */
    @Test
    void givenEveryCatalogueGroup_whenReadWithAndWithoutMilitaryIndustrialComplex_thenOnlyCorporateGroupsGainGovernment() {
        InwoState bare = Scenario.shipped("bavarian-illuminati", "the-network").state();
        InwoState other = bare.withNwo(List.of("YELLOW:p0-90:law-and-order:0", "RED:p0-91:tax-reform:0"));
        InwoState mic = bare.withNwo(List.of("YELLOW:p0-90:" + MIC + ":0"));
        int corporate = 0;
        for (CardDef d : InwoTestDecks.SHIPPED.all()) {
            if (d.kind() != CardKind.GROUP) continue;
            Placed c = new Placed("p0-500", d.id(), Scenario.root(0), 0, 1, false, null, -1, false, false);
            Set<Alignment> printed = d.alignments().isEmpty() ? EnumSet.noneOf(Alignment.class) : EnumSet.copyOf(d.alignments());
            assertThat(A.alignments(bare, c)).as(d.id()).isEqualTo(printed);
            assertThat(A.alignments(other, c)).as(d.id()).isEqualTo(printed);
            assertThat(A.alignments(c)).as(d.id() + " for goals").isEqualTo(printed);
            Set<Alignment> inPlay = A.alignments(mic, c);
            boolean corp = printed.contains(Alignment.CORPORATE);
            if (corp) corporate++;
            assertThat(inPlay.contains(Alignment.GOVERNMENT)).as(d.id()).isEqualTo(corp || printed.contains(Alignment.GOVERNMENT));
            Set<Alignment> rest = EnumSet.copyOf(inPlay.isEmpty() ? EnumSet.noneOf(Alignment.class) : inPlay);
            if (corp) rest.remove(Alignment.GOVERNMENT);
            assertThat(rest).as(d.id()).isEqualTo(printed);
        }
        assertThat(corporate).as("the catalogue has Corporate Groups to read").isGreaterThan(10);
    }
}
