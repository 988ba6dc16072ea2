package io.tabletop.games.copycat;

import static io.tabletop.games.copycat.CopycatScenario.CAT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tabletop.app.Json;
import io.tabletop.app.JsonGameData;
import io.tabletop.engine.GameRegistry;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shipped catalogue matches rules/copycat.md §2-§4 and validates; a wrong catalogue is refused by
 * {@link Catalogue#from} with a message naming the problem, and a broken data file stops the start-up.
 */
class CopycatCatalogueTest {

    static CatalogueFile shipped() {
        return JsonGameData.standard().read(CopycatRules.CATALOGUE, CatalogueFile.class);
    }

    /** The shipped file with its action cards changed. */
    static CatalogueFile withCards(UnaryOperator<List<CatalogueFile.ActionCard>> change) {
        CatalogueFile f = shipped();
        return new CatalogueFile(f.name(), f.note(), f.startSet(), change.apply(new ArrayList<>(f.actionCards())),
                f.boardOffices(), f.regularOffices(), f.additionalOffices());
    }

    static List<CatalogueFile.ActionCard> replace(List<CatalogueFile.ActionCard> cards, int number,
                                                  UnaryOperator<CatalogueFile.ActionCard> change) {
        List<CatalogueFile.ActionCard> out = new ArrayList<>();
        for (CatalogueFile.ActionCard c : cards) out.add(c.number() == number ? change.apply(c) : c);
        return out;
    }

    static CatalogueFile.ActionCard stage(CatalogueFile.ActionCard c, int stage) {
        return new CatalogueFile.ActionCard(c.number(), c.name(), c.russian(), stage, c.colour(), c.cost(), c.effect(),
                c.removedWithTwoPlayers());
    }

    static CatalogueFile.ActionCard number(CatalogueFile.ActionCard c, int number) {
        return new CatalogueFile.ActionCard(number, c.name(), c.russian(), c.stage(), c.colour(), c.cost(), c.effect(),
                c.removedWithTwoPlayers());
    }

    static CatalogueFile.ActionCard effect(CatalogueFile.ActionCard c, String effect) {
        return new CatalogueFile.ActionCard(c.number(), c.name(), c.russian(), c.stage(), c.colour(), c.cost(), effect,
                c.removedWithTwoPlayers());
    }

    // --- the shipped catalogue ------------------------------------------------------------------------------------

    /** §3 as a table: number, stage, colour, cost (- for none), effect, removed with 2 players. */
    static final String ACTION_CARDS = """
            1 1 RED - NONE .
            2 1 RED - NONE .
            3 2 RED - NONE .
            4 2 RED - NONE .
            5 3 RED - NONE .
            6 3 RED - NONE .
            7 4 RED - NONE .
            8 4 RED - NONE .
            19 1 PURPLE 1 EXTRA_OFFICE .
            20 1 GREEN 2 DOUBLE_TOKENS .
            21 1 PURPLE 2 TRASH_FOR_WORKER .
            22 1 PURPLE 2 WORKERS(+1) .
            23 1 PURPLE 2 ELBOWS out
            24 1 GREEN 3 VP(3) .
            25 1 YELLOW 3 COINS(2) .
            26 1 YELLOW 3 COINS(2) .
            27 1 BLUE 3 DRAW(2) .
            28 2 PURPLE 2 EXTRA_OFFICE .
            29 2 BLUE 2 FUNDRAISE .
            30 2 PURPLE 3 TRASH_FOR_WORKER .
            31 2 PURPLE 3 WORKERS(+1) .
            32 2 PURPLE 3 ELBOWS out
            33 2 GREY 3 KEEP_CARDS .
            34 2 GREEN 4 VP(3) .
            35 2 GREEN 4 VP(3) .
            36 2 YELLOW 4 COINS(2) .
            37 2 BLUE 4 DRAW(2) .
            38 2 BLUE 4 DRAW(2) .
            39 2 YELLOW 5 COINS(3) .
            40 2 BLUE 5 DRAW(3) .
            41 3 PURPLE 5 WORKERS(+2) .
            42 3 GREY 5 REUSE_WORKER .
            43 3 YELLOW 6 COINS(3) .
            44 3 BLUE 6 DRAW(3) .
            45 3 GREEN 6 VP(6) .
            46 3 GREEN 6 VP(6) .
            47 3 GREEN 6 VP(6) .
            48 3 YELLOW 6 DOUBLE_COINS .
            49 3 PURPLE 3 ELBOWS out
            50 3 GREY 6 COPY_CARD .
            51 3 YELLOW_GREEN 3 CHOICE(COINS(1),VP(2)) .
            52 4 YELLOW 6 COINS(3) .
            53 4 PURPLE 6 WORKERS(+2) .
            54 4 GREY 6 REUSE_WORKER .
            55 4 YELLOW 7 DOUBLE_COINS .
            56 4 GREY 7 COPY_CARD .
            57 4 BLUE 8 DRAW(4) .
            58 4 GREEN 9 VP(10) .
            59 4 GREEN 9 VP(10) .
            60 4 YELLOW_GREEN 4 CHOICE(COINS(1),VP(2)) .
            61 4 YELLOW_GREEN 4 CHOICE(COINS(1),VP(2)) .
            62 5 GREEN - DOCTORATE .
            63 5 GREEN - DOCTORATE .
            64 5 GREEN - DOCTORATE .
            65 5 GREEN - DOCTORATE .
            """;

    @Test
    void shippedCatalogueIsTheReconstructionV1WithEveryActionCardOfSection3() {
        assertThat(CAT.name()).isEqualTo("Copycat catalogue, reconstruction v1");
        List<String> rows = ACTION_CARDS.lines().toList();
        assertThat(CAT.actionCards()).hasSize(55).hasSameSizeAs(rows);
        for (int i = 0; i < rows.size(); i++) {
            String[] f = rows.get(i).split(" ");
            CardSpec c = CAT.actionCards().get(i);
            assertThat(c.id()).isEqualTo(f[0]);
            assertThat(c.stage()).as("stage of %s", f[0]).isEqualTo(Integer.parseInt(f[1]));
            assertThat(c.colour()).as("colour of %s", f[0]).isEqualTo(Colour.valueOf(f[2]));
            assertThat(c.cost()).as("cost of %s", f[0]).isEqualTo(f[3].equals("-") ? null : Integer.valueOf(f[3]));
            assertThat(c.effect().text()).as("effect of %s", f[0]).isEqualTo(f[4]);
            assertThat(c.removedWithTwoPlayers()).as("2p of %s", f[0]).isEqualTo(f[5].equals("out"));
        }
    }

    @Test
    void shippedCatalogueCountsPerStageAndColourFollowSection3a() {
        Map<Integer, Long> perStage = new HashMap<>();
        CAT.actionCards().forEach(c -> perStage.merge(c.stage(), 1L, Long::sum));
        assertThat(perStage).containsExactlyInAnyOrderEntriesOf(Map.of(1, 11L, 2, 15L, 3, 13L, 4, 12L, 5, 4L));

        Map<Colour, Long> perColour = new HashMap<>();
        CAT.actionCards().forEach(c -> perColour.merge(c.colour(), 1L, Long::sum));
        assertThat(perColour).containsExactlyInAnyOrderEntriesOf(Map.of(Colour.PURPLE, 11L, Colour.BLUE, 7L,
                Colour.YELLOW, 8L, Colour.YELLOW_GREEN, 3L, Colour.GREEN, 13L, Colour.GREY, 5L, Colour.RED, 8L));
        assertThat(CAT.actionCards()).extracting(CardSpec::number).doesNotHaveDuplicates();
        assertThat(CAT.actionCards()).filteredOn(CardSpec::red).extracting(CardSpec::number)
                .containsExactly(1, 2, 3, 4, 5, 6, 7, 8);
        assertThat(CAT.actionCards()).filteredOn(CardSpec::removedWithTwoPlayers).extracting(CardSpec::id)
                .containsExactly("23", "32", "49");
        assertThat(CAT.card("23").stage()).isEqualTo(1);
    }

    @Test
    void shippedCatalogueLaterCopiesCostTheirBaseCostPlusOne() {
        Map<String, Integer> base = new HashMap<>();
        Map<String, Integer> baseStage = new HashMap<>();
        for (CardSpec c : CAT.actionCards()) {
            if (c.cost() == null) continue;
            if (!base.containsKey(c.name())) {
                base.put(c.name(), c.cost());
                baseStage.put(c.name(), c.stage());
            } else {
                int expected = c.stage() == baseStage.get(c.name()) ? base.get(c.name()) : base.get(c.name()) + 1;
                assertThat(c.cost()).as("cost of %s (%s)", c.id(), c.name()).isEqualTo(expected);
            }
        }
        assertThat(base).hasSize(20);
    }

    @Test
    void shippedStartSetIsSevenFatherlyFriendsAndThreeLocalMediaInEachOfFourSets() {
        assertThat(CAT.startSet()).extracting(CardSpec::number).containsExactly(9, 10, 11, 12, 13, 14, 15, 16, 17, 18);
        assertThat(CAT.startSet()).filteredOn(c -> c.number() <= 15)
                .allMatch(c -> c.colour() == Colour.YELLOW && c.effect().equals(new Effect.Coins(1))
                        && c.name().equals("Fatherly Friend"));
        assertThat(CAT.startSet()).filteredOn(c -> c.number() >= 16).extracting(CardSpec::name)
                .containsExactly("Local Radio", "Local Newspaper", "Local TV");
        assertThat(CAT.startSet()).filteredOn(c -> c.number() >= 16)
                .allMatch(c -> c.colour() == Colour.GREEN && c.effect().equals(new Effect.Vp(1)));
        assertThat(CAT.cards()).hasSize(40 + 55);
        assertThat(CAT.card("D18").number()).isEqualTo(18);
        assertThat(CAT.card("C9").stage()).isZero();
        assertThat(CAT.hasCard("E9")).isFalse();
    }

    @Test
    void shippedOfficesAreTenPrintedFourRegularElevenAdditionalWithOneBuyTwo() {
        assertThat(CAT.board()).extracting(OfficeSpec::id).containsExactlyElementsOf(CopycatScenario.BOARD);
        assertThat(CAT.regular()).extracting(OfficeSpec::id).containsExactly("R1", "R2", "R3", "R4");
        assertThat(CAT.additional()).extracting(OfficeSpec::id)
                .containsExactly("O1", "O2", "O3", "O4", "O5", "O6", "O7", "O8", "O9", "O10", "O11");
        assertThat(CAT.additional()).extracting(OfficeSpec::department)
                .containsExactly(1, 1, 1, 1, 2, 2, 3, 3, 4, 4, 5);
        assertThat(List.of(CAT.board(), CAT.regular(), CAT.additional()).stream().flatMap(List::stream)
                .filter(o -> o.effect().equals(new Effect.Buy(2)))).extracting(OfficeSpec::id).containsExactly("B10");
        assertThat(List.of(CAT.board(), CAT.additional()).stream().flatMap(List::stream)
                .filter(o -> o.effect().equals(new Effect.ReuseCard()))).extracting(OfficeSpec::id)
                .containsExactly("B6", "O10");
    }

    // --- refused catalogues -----------------------------------------------------------------------------------

    @Test
    void aStageIICardMovedToStageIIIIsRefusedNamingBothStages() {
        CatalogueFile f = withCards(cards -> replace(cards, 40, c -> stage(c, 3)));

        assertThatThrownBy(() -> Catalogue.from(f)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("Copycat catalogue 'Copycat catalogue, reconstruction v1' is not valid")
                .hasMessageContaining("stage II has 14 action cards, expected 15")
                .hasMessageContaining("stage III has 14 action cards, expected 13");
    }

    @Test
    void aMissingCardIsRefused() {
        CatalogueFile f = withCards(cards -> {
            cards.removeIf(c -> c.number() == 24);
            return cards;
        });

        assertThatThrownBy(() -> Catalogue.from(f)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("there are 54 action cards, expected 55")
                .hasMessageContaining("stage I has 10 action cards, expected 11");
    }

    @Test
    void aDuplicateNumberIsRefused() {
        CatalogueFile f = withCards(cards -> replace(cards, 26, c -> number(c, 25)));

        assertThatThrownBy(() -> Catalogue.from(f)).hasMessageContaining("card number 25 appears twice");
    }

    @Test
    void anUnknownEffectIsRefused() {
        CatalogueFile f = withCards(cards -> replace(cards, 27, c -> effect(c, "TELEPORT(2)")));

        assertThatThrownBy(() -> Catalogue.from(f)).hasMessageContaining("card 27: unknown effect 'TELEPORT(2)'");
    }

    @Test
    void anEffectThatDoesNotFitTheColourIsRefused() {
        CatalogueFile f = withCards(cards -> replace(cards, 27, c -> effect(c, "COINS(2)")));

        assertThatThrownBy(() -> Catalogue.from(f)).hasMessageContaining("card 27: a BLUE card cannot have COINS(2)");
    }

    @Test
    void wrongTwoPlayerRemovalsAreRefused() {
        CatalogueFile f = withCards(cards -> replace(cards, 23, c -> new CatalogueFile.ActionCard(c.number(), c.name(),
                c.russian(), c.stage(), c.colour(), c.cost(), c.effect(), false)));

        assertThatThrownBy(() -> Catalogue.from(f))
                .hasMessageContaining("exactly 3 cards, one of them stage I, must be removed with two players");
    }

    @Test
    void aSecondBuyTwoOfficeIsRefused() {
        CatalogueFile s = shipped();
        List<CatalogueFile.BoardOffice> board = new ArrayList<>();
        for (CatalogueFile.BoardOffice b : s.boardOffices()) {
            board.add(b.id().equals("B8") ? new CatalogueFile.BoardOffice("B8", 2, 3, b.colour(), "BUY(2)", null) : b);
        }
        CatalogueFile f = new CatalogueFile(s.name(), s.note(), s.startSet(), s.actionCards(), board,
                s.regularOffices(), s.additionalOffices());

        assertThatThrownBy(() -> Catalogue.from(f))
                .hasMessageContaining("office B8: the BUY(2) office is the right-hand office of row 2")
                .hasMessageContaining("there must be exactly one BUY(2) office, found 2");
    }

    @Test
    void aWrongStartSetIsRefused() {
        CatalogueFile s = shipped();
        List<CatalogueFile.StartCard> start = new ArrayList<>(s.startSet());
        start.removeLast();
        CatalogueFile f = new CatalogueFile(s.name(), s.note(), start, s.actionCards(), s.boardOffices(),
                s.regularOffices(), s.additionalOffices());

        assertThatThrownBy(() -> Catalogue.from(f)).hasMessageContaining("the start set has 9 cards, expected 10")
                .hasMessageContaining("the start set has 7 COINS(1) and 2 VP(1) cards, expected 7 and 3");
    }

    // --- start-up -------------------------------------------------------------------------------------------

    @Test
    void startUpWithABrokenCatalogueFileFailsNamingTheProblem(@TempDir Path dir) throws Exception {
        CatalogueFile broken = withCards(cards -> replace(cards, 40, c -> stage(c, 3)));
        Path file = dir.resolve(CopycatRules.CATALOGUE);
        Files.createDirectories(file.getParent());
        Files.writeString(file, Json.MAPPER.writeValueAsString(broken));

        assertThatThrownBy(() -> GameRegistry.discover(new JsonGameData(Optional.of(dir))))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("stage II has 14 action cards, expected 15");
    }

    @Test
    void startUpWithAnUnreadableCatalogueFileFailsNamingTheFile(@TempDir Path dir) throws Exception {
        Path file = dir.resolve(CopycatRules.CATALOGUE);
        Files.createDirectories(file.getParent());
        Files.writeString(file, "{\"name\": \"x\", \"actionCards\": [ }");

        assertThatThrownBy(() -> GameRegistry.discover(new JsonGameData(Optional.of(dir))))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("game data games/copycat/catalogue-v1.json is not valid");
    }

    @Test
    void startUpWithAValidOverrideServesCopycat(@TempDir Path dir) throws Exception {
        Path file = dir.resolve(CopycatRules.CATALOGUE);
        Files.createDirectories(file.getParent());
        Files.writeString(file, Json.MAPPER.writeValueAsString(shipped()));

        GameRegistry registry = GameRegistry.discover(new JsonGameData(Optional.of(dir)));

        assertThat(registry.table("COPYCAT")).isPresent();
    }
}
