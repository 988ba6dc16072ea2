package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.attack.Strength;
import io.tabletop.games.inwo.cards.Alignment;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.interpreter.Interpreted;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.Phase;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;

/** r4 conv: cards once Unsupported, played by card-specific rules (package special). */
class InwoSpecialCardsTest {

    static final InwoRules RULES = InwoRandomGamesTest.SHIPPED;
    static final Abilities A = new Abilities(InwoTestDecks.SHIPPED);

    /** A hand-built position with the shipped catalogue: groups placed by uid and arrow. */
    static final class Table {
        final Scenario sc;
        int serial = 500;
        InwoState state;
        final List<InwoEvent> events = new ArrayList<>();

        Table(String... illuminati) {
            sc = Scenario.of(illuminati.length == 0 ? new String[] {"bavarian-illuminati", "the-network"} : illuminati);
            for (int seat = 0; seat < sc.players.size(); seat++) {
                List<String> deck = new ArrayList<>();
                for (int i = 0; i < 8; i++) deck.add("swiss-bank-account");
                Player p = sc.players.get(seat);
                sc.players.set(seat, p.withDecks(deck, p.groupDeck()));
            }
        }

        String put(int seat, String card, String master, int arrow) {
            return put(seat, card, master, arrow, -1, null);
        }

        /** A group with one token; {@code power} -1 and {@code alignments} null: as printed (unrolled). */
        String put(int seat, String card, String master, int arrow, int power, List<Alignment> alignments) {
            String uid = "p" + seat + "-" + serial++;
            Player p = sc.players.get(seat);
            sc.players.set(seat, p.withStructure(InwoEvolution.plus(p.structure(),
                    new Placed(uid, card, master, arrow, 1, false, alignments, power, false, false))));
            return uid;
        }

        Table start() {
            sc.phase = Phase.MAIN;
            state = sc.state();
            return this;
        }

        List<InwoEvent> send(int seat, InwoCommand c, int... dice) {
            List<InwoEvent> out = RULES.decide(state, seat, c, Scenario.dice(dice));
            for (InwoEvent e : out) state = RULES.evolve(state, e);
            events.addAll(out);
            return out;
        }

        /** The player ends his turn; the seats holding priority pass until the next turn starts. */
        void endTurn(int seat, int... dice) {
            send(seat, new EndTurn(), dice);
            int guard = 0;
            while (events.stream().noneMatch(e -> e instanceof TurnStarted) && state.window() != null && guard++ < 20) {
                send(state.window().priority(), new Pass(), dice);
            }
        }

        Placed placed(String uid) {
            return state.player(state.ownerOf(uid)).placed(uid);
        }

        int power(String uid) {
            return A.power(state, state.ownerOf(uid), placed(uid));
        }

        Strength.Breakdown strength() {
            return Strength.breakdown(A, state, state.attack());
        }

        List<CardRolled> rolls() {
            return events.stream().filter(e -> e instanceof CardRolled).map(e -> (CardRolled) e).toList();
        }
    }

    static boolean implemented(String id) {
        return Interpreted.implemented(InwoTestDecks.SHIPPED.card(id).orElseThrow());
    }

    // ------------------------------------------------------------------ Deprogrammers

    @Test
    void givenTheDiscordianSociety_whenDeprogrammersAttackItsWeirdGroup_thenTheImmunityDoesNotStopThem_butStopsOtherStraightGroups() {
        Table t = new Table("bavarian-illuminati", "discordian-society");
        String deprogrammers = t.put(0, "deprogrammers", Scenario.root(0), 0);
        String dentists = t.put(0, "dentists", Scenario.root(0), 1);
        String punks = t.put(1, "punk-rockers", Scenario.root(1), 0);
        t.start();
        assertThat(RULES.legalMoves(t.state, 0)).contains(new Attack(deprogrammers, punks, AttackKind.DESTROY, false))
                .doesNotContain(new Attack(dentists, punks, AttackKind.DESTROY, false));
        assertThatThrownBy(() -> t.send(0, new Attack(dentists, punks, AttackKind.DESTROY, false))).isInstanceOf(RuleViolation.class);
        t.send(0, new Attack(deprogrammers, punks, AttackKind.DESTROY, false));
        assertThat(t.state.attack()).isNotNull();
        assertThat(t.state.attack().target()).isEqualTo(punks);
        assertThat(implemented("deprogrammers")).isTrue();
    }

    // ------------------------------------------------------------------ Church of Elvis

    @Test
    void givenChurchOfElvis_whenElvisIsNowhere_InARivalsStructure_InItsOwn_thenItsPowerIs1_4_8() {
        Table t = new Table();
        String church = t.put(0, "church-of-elvis", Scenario.root(0), 0);
        t.start();
        assertThat(t.power(church)).isEqualTo(1);

        Table rival = new Table();
        String church2 = rival.put(0, "church-of-elvis", Scenario.root(0), 0);
        rival.put(1, "elvis", Scenario.root(1), 0);
        rival.start();
        assertThat(rival.power(church2)).isEqualTo(4);

        Table own = new Table();
        String church3 = own.put(0, "church-of-elvis", Scenario.root(0), 0);
        own.put(0, "elvis", Scenario.root(0), 1);
        own.put(1, "elvis", Scenario.root(1), 0);
        own.start();
        assertThat(own.power(church3)).isEqualTo(8);
        assertThat(implemented("church-of-elvis")).isTrue();
    }

    // ------------------------------------------------------------------ Wall Street

    @Test
    void givenWallStreetAttackingAGovernmentGroupToControl_thenItsCorporateCountsAsGovernment_identicalNotOpposite() {
        Table t = new Table();
        String wallStreet = t.put(0, "wall-street", Scenario.root(0), 0);
        String cia = t.put(1, "c-i-a", Scenario.root(1), 0);
        t.start().send(0, new Attack(wallStreet, cia, AttackKind.CONTROL, false));
        assertThat(t.strength().alignment()).isEqualTo(4);
        assertThat(implemented("wall-street")).isTrue();
    }

    @Test
    void givenAnotherCorporateGroupAttackingAGovernmentGroupToControl_thenTheOppositeAlignmentCountsMinus4() {
        Table t = new Table();
        String cable = t.put(0, "cable-tv", Scenario.root(0), 0);
        String cia = t.put(1, "c-i-a", Scenario.root(1), 0);
        t.start().send(0, new Attack(cable, cia, AttackKind.CONTROL, false));
        assertThat(t.strength().alignment()).isEqualTo(-4);
    }

    @Test
    void givenWallStreetAttackingAGovernmentGroupToDestroy_thenThePrintedReadingStands_whenItIsBetter() {
        Table t = new Table();
        String wallStreet = t.put(0, "wall-street", Scenario.root(0), 0);
        String cia = t.put(1, "c-i-a", Scenario.root(1), 0);
        t.start().send(0, new Attack(wallStreet, cia, AttackKind.DESTROY, false));
        assertThat(t.strength().alignment()).isEqualTo(4); // opposite alignments help an attack to destroy
    }

    // ------------------------------------------------------------------ Comic Books

    @Test
    void givenComicBooksAttackingAWeirdGroupUnderAWeirdMasterToControl_thenItsPrintedResistanceAndTheWeirdMasterBonusCountNothing() {
        Table t = new Table();
        String comics = t.put(0, "comic-books", Scenario.root(0), 0);
        String gay = t.put(1, "gay-activists", Scenario.root(1), 0);
        String punks = t.put(1, "punk-rockers", gay, 0);
        t.start().send(0, new Attack(comics, punks, AttackKind.CONTROL, false));
        Strength.Breakdown b = t.strength();
        assertThat(b.defence()).isZero();
        assertThat(b.masterAlignment()).isZero();
        assertThat(implemented("comic-books")).isTrue();
    }

    @Test
    void givenAnotherGroupAttackingThatWeirdGroupToControl_thenResistance4AndTheMasterBonus4Count() {
        Table t = new Table();
        String cable = t.put(0, "cable-tv", Scenario.root(0), 0);
        String gay = t.put(1, "gay-activists", Scenario.root(1), 0);
        String punks = t.put(1, "punk-rockers", gay, 0);
        t.start().send(0, new Attack(cable, punks, AttackKind.CONTROL, false));
        Strength.Breakdown b = t.strength();
        assertThat(b.defence()).isEqualTo(4);
        assertThat(b.masterAlignment()).isEqualTo(4);
    }

    // ------------------------------------------------------------------ Voudonistas

    @Test
    void givenTheRedCrossDefendingWithItsOwnPlus15_whenVoudonistasAttackToDestroy_thenTheNonMagicDefenceIsVoid() {
        Table t = new Table();
        String voud = t.put(0, "voudonistas", Scenario.root(0), 0);
        String cable = t.put(0, "cable-tv", Scenario.root(0), 1);
        String redCross = t.put(1, "red-cross", Scenario.root(1), 0);
        t.start();
        Placed r = t.placed(redCross);
        assertThat(A.defenceBonus(t.state, 1, r, t.placed(cable), 0, AttackKind.DESTROY)).isEqualTo(15);
        assertThat(A.defenceBonus(t.state, 1, r, t.placed(voud), 0, AttackKind.DESTROY)).isZero();
        t.send(0, new Attack(voud, redCross, AttackKind.DESTROY, false));
        assertThat(t.strength().bonuses()).isGreaterThanOrEqualTo(0);
        assertThat(implemented("voudonistas")).isTrue();
    }

    @Test
    void givenNinjasDefendingWithTheirOwnPlus10_whenVoudonistasAttackToDestroy_thenTheMagicDefenceStillCounts() {
        Table t = new Table();
        String voud = t.put(0, "voudonistas", Scenario.root(0), 0);
        String ninjas = t.put(1, "ninjas", Scenario.root(1), 0);
        t.start();
        assertThat(A.defenceBonus(t.state, 1, t.placed(ninjas), t.placed(voud), 0, AttackKind.DESTROY)).isEqualTo(10);
    }

    // ------------------------------------------------------------------ OPEC

    @Test
    void givenOpecEnteringPlayUnrolled_whenTheNextCommandIsDecided_thenItsPowerIsRolled_twoDiceLess2_plus1ForTexas() {
        Table t = new Table();
        String opec = t.put(0, "opec", Scenario.root(0), 0);
        t.put(0, "texas", Scenario.root(0), 1);
        t.start().send(0, new BuyPlot(Scenario.root(0), null), 3, 4);
        assertThat(t.rolls()).singleElement().satisfies(r -> {
            assertThat(r.uid()).isEqualTo(opec);
            assertThat(r.dice()).containsExactly(3, 4);
            assertThat(r.power()).isEqualTo(5);
        });
        assertThat(t.power(opec)).isEqualTo(6);
        assertThat(implemented("opec")).isTrue();
    }

    @Test
    void givenARolledOpec_whenItsControllersTurnStarts_thenItIsRolledAgain_andARivalsIsNot() {
        Table t = new Table();
        String mine = t.put(0, "opec", Scenario.root(0), 0, 7, null);
        String theirs = t.put(1, "opec", Scenario.root(1), 0, 3, null);
        t.start().endTurn(0, 6, 6);
        assertThat(t.state.current()).isEqualTo(1);
        assertThat(t.rolls()).singleElement().satisfies(r -> {
            assertThat(r.uid()).isEqualTo(theirs);
            assertThat(r.power()).isEqualTo(10);
        });
        assertThat(t.power(theirs)).isEqualTo(10);
        assertThat(t.power(mine)).isEqualTo(7);
    }

    // ------------------------------------------------------------------ Bill Clinton

    @Test
    void givenBillClintonEnteringPlay_whenHisDieShows2_thenHeIsLiberal_andOn5HeIsNot() {
        Table t = new Table();
        String bill = t.put(0, "bill-clinton", Scenario.root(0), 0);
        t.start().send(0, new BuyPlot(Scenario.root(0), null), 2);
        assertThat(t.rolls()).singleElement().satisfies(r -> assertThat(r.dice()).containsExactly(2));
        assertThat(A.alignments(t.placed(bill))).containsExactlyInAnyOrder(Alignment.LIBERAL, Alignment.GOVERNMENT, Alignment.STRAIGHT);

        Table u = new Table();
        String bill2 = u.put(0, "bill-clinton", Scenario.root(0), 0);
        u.start().send(0, new BuyPlot(Scenario.root(0), null), 5);
        assertThat(A.alignments(u.placed(bill2))).containsExactlyInAnyOrder(Alignment.GOVERNMENT, Alignment.STRAIGHT);
        assertThat(implemented("bill-clinton")).isTrue();
    }

    @Test
    void givenALiberalBillClinton_whenHisControllersTurnStartsAndTheDieShows6_thenHeIsNoLongerLiberal() {
        Table t = new Table();
        String bill = t.put(1, "bill-clinton", Scenario.root(1), 0, -1,
                List.of(Alignment.LIBERAL, Alignment.GOVERNMENT, Alignment.STRAIGHT));
        t.put(0, "cable-tv", Scenario.root(0), 0);
        t.start().endTurn(0, 6);
        assertThat(t.rolls()).as(t.events.toString()).singleElement().satisfies(r -> assertThat(r.uid()).isEqualTo(bill));
        assertThat(A.alignments(t.placed(bill))).containsExactlyInAnyOrder(Alignment.GOVERNMENT, Alignment.STRAIGHT);
    }

    // ------------------------------------------------------------------ Rain of Frogs

    @Test
    void givenARivalHoldingTwoFrogGods_whenRainOfFrogsIsPlayedOnHisPlace_thenItsPowerIs18() {
        Table t = new Table();
        String rain = t.sc.hand(0, "rain-of-frogs");
        t.put(0, "cable-tv", Scenario.root(0), 0);
        String ny = t.put(1, "new-york", Scenario.root(1), 0);
        String cable = t.put(1, "cable-tv", Scenario.root(1), 1);
        t.put(1, "the-frog-god", ny, -1);
        t.put(1, "the-frog-god", cable, -1);
        t.start().send(0, new PlayPlot(rain, ny, null));
        assertThat(t.state.attack().instantPower()).isEqualTo(18);
        assertThat(implemented("rain-of-frogs")).isTrue();
    }

    @Test
    void givenNoFrogGod_whenRainOfFrogsIsPlayed_thenItsPowerIs10() {
        Table t = new Table();
        String rain = t.sc.hand(0, "rain-of-frogs");
        t.put(0, "the-frog-god", Scenario.root(0), -1); // the player's own Frog God does not count
        String ny = t.put(1, "new-york", Scenario.root(1), 0);
        t.start().send(0, new PlayPlot(rain, ny, null));
        assertThat(t.state.attack().instantPower()).isEqualTo(10);
    }

    // ------------------------------------------------------------------ Switzerland

    @Test
    void givenSwitzerlandHeldAgainstTheGnomes_thenItsHoldersGroupsGetPlus2AttackingTheGnomesGroups_andDefendingAgainstThem() {
        Table t = new Table("bavarian-illuminati", "gnomes-of-zurich");
        String cable = t.put(0, "cable-tv", Scenario.root(0), 0);
        t.put(0, "switzerland", Scenario.root(0), 1);
        String punks = t.put(1, "punk-rockers", Scenario.root(1), 0);
        t.start();
        Placed c = t.placed(cable);
        Placed p = t.placed(punks);
        assertThat(A.attackBonus(t.state, 0, c, p, 1, AttackKind.CONTROL)).isEqualTo(2);
        assertThat(A.defenceBonus(t.state, 0, c, p, 1, AttackKind.CONTROL)).isEqualTo(2);
        assertThat(A.defenceBonus(t.state, 1, p, c, 0, AttackKind.CONTROL)).isZero();
        assertThat(implemented("switzerland")).isTrue();
    }

    @Test
    void givenSwitzerlandHeldAgainstAnotherIlluminati_thenNoBonus() {
        Table t = new Table("bavarian-illuminati", "the-network");
        String cable = t.put(0, "cable-tv", Scenario.root(0), 0);
        t.put(0, "switzerland", Scenario.root(0), 1);
        String punks = t.put(1, "punk-rockers", Scenario.root(1), 0);
        t.start();
        assertThat(A.attackBonus(t.state, 0, t.placed(cable), t.placed(punks), 1, AttackKind.CONTROL)).isZero();
    }

    // ------------------------------------------------------------------ Nephews of God

    @Test
    void givenNephewsOfGod_whenItsPlayerDrawsAndTheDiceShow6_thenHeDrawsOneMorePlot() {
        Table t = new Table();
        String nephews = t.put(0, "nephews-of-god", Scenario.root(0), 0);
        t.sc.phase = Phase.DRAW;
        t.state = t.sc.state();
        int before = t.state.player(0).hand().size();
        t.send(0, new Draw(true, false), 3, 3);
        assertThat(t.rolls()).singleElement().satisfies(r -> {
            assertThat(r.uid()).isEqualTo(nephews);
            assertThat(r.dice()).containsExactly(3, 3);
        });
        assertThat(t.state.player(0).hand().size()).isEqualTo(before + 2);
        assertThat(implemented("nephews-of-god")).isTrue();
    }

    @Test
    void givenNephewsOfGod_whenTheDiceShow7_thenNoMoreCard() {
        Table t = new Table();
        t.put(0, "nephews-of-god", Scenario.root(0), 0);
        t.sc.phase = Phase.DRAW;
        t.state = t.sc.state();
        int before = t.state.player(0).hand().size();
        t.send(0, new Draw(true, false), 3, 4);
        assertThat(t.state.player(0).hand().size()).isEqualTo(before + 1);
    }

    // ------------------------------------------------------------------ Flat Earthers

    @Test
    void givenFlatEarthersAndFourPlaces_whenItUsesItsActionAndTheDiceShow1And2_thenItsPlayerDrawsThreePlots() {
        Table t = new Table();
        String flat = t.put(0, "flat-earthers", Scenario.root(0), 0);
        String ny = t.put(0, "new-york", Scenario.root(0), 1);
        t.put(0, "new-york", Scenario.root(0), 2);
        t.put(0, "new-york", Scenario.root(0), 3);
        t.put(0, "california", ny, 0);
        t.start();
        assertThat(RULES.legalMoves(t.state, 0)).contains(new UseAbility(flat));
        int before = t.state.player(0).hand().size();
        t.send(0, new UseAbility(flat), 1, 2);
        assertThat(t.rolls()).singleElement().satisfies(r -> assertThat(r.dice()).containsExactly(1, 2));
        assertThat(t.state.player(0).hand().size()).isEqualTo(before + 3);
        assertThat(t.placed(flat).tokens()).isZero();
        assertThat(RULES.legalMoves(t.state, 0)).doesNotContain(new UseAbility(flat));
        assertThat(implemented("flat-earthers")).isTrue();
    }

    @Test
    void givenFlatEarthersAndOnePlace_whenTheDiceShow1And1_thenNothingIsDrawn_butTheActionIsSpent() {
        Table t = new Table();
        String flat = t.put(0, "flat-earthers", Scenario.root(0), 0);
        t.put(0, "new-york", Scenario.root(0), 1);
        t.start();
        int before = t.state.player(0).hand().size();
        t.send(0, new UseAbility(flat), 1, 1);
        assertThat(t.state.player(0).hand().size()).isEqualTo(before);
        assertThat(t.placed(flat).tokens()).isZero();
    }

    @Test
    void givenACardRolled_whenRedactedForAnyViewer_thenItIsShownAsIs() {
        CardRolled r = new CardRolled(0, "p0-1", "opec", List.of(3, 4), 5, null);
        assertThat(InwoRedaction.redact(r, new io.tabletop.engine.Viewer.Spectator())).isEqualTo(r);
    }
}
