package io.tabletop.games.inwo.cards;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.app.JsonGameData;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The shipped catalogue file against its sources: every Limited row of {@code ../shared/reference/inwo/carddata.tsv}
 * once, with its stats, arrows, alignments and attributes read back column by column; the errata applied; the
 * handbook's spot checks; and the file exactly as the generator writes it.
 */
class CatalogueDataTest {

    static CatalogueFile shippedFile() {
        return JsonGameData.standard().read(Catalogue.FILE, CatalogueFile.class);
    }

    static Catalogue shipped() {
        return Catalogue.from(shippedFile());
    }

    static CardDef card(String id) {
        return shipped().card(id).orElseThrow(() -> new AssertionError("no card " + id));
    }

    @Test
    void givenTheSources_whenGenerated_thenTheShippedFileIsExactlyWhatTheGeneratorWrites() throws Exception {
        if (Boolean.getBoolean("inwo.regenerate")) CatalogueGenerator.write();
        assertThat(Files.readString(CatalogueGenerator.OUT))
                .as("run ./mvnw -B -o test -Dtest=CatalogueDataTest -Dinwo.regenerate=true")
                .isEqualTo(CatalogueGenerator.json());
    }

    @Test
    void givenTheTsv_whenTheShippedCatalogueIsRead_thenEveryLimitedRowIsThereExactlyOnce() {
        List<CardData> rows = CardData.limited();
        assertThat(rows).hasSize(412);
        Catalogue c = shipped();
        assertThat(c.all()).hasSize(412);
        assertThat(c.all().stream().map(CardDef::id).distinct()).hasSize(412);
        Map<String, Long> byName = c.all().stream().collect(Collectors.groupingBy(CardDef::name, Collectors.counting()));
        for (CardData row : rows) {
            assertThat(byName.get(row.name())).as(row.name()).isEqualTo(1L);
        }
        assertThat(c.all().stream().map(CardDef::name).toList())
                .containsExactlyElementsOf(rows.stream().map(CardData::name).toList());
    }

    @Test
    void givenEachTsvRow_whenComparedWithItsCard_thenKindStatsArrowsAlignmentsAndAttributesMatch() {
        Map<String, CardDef> byName = shipped().all().stream().collect(Collectors.toMap(CardDef::name, Function.identity()));
        for (CardData row : CardData.limited()) {
            CardDef c = byName.get(row.name());
            String what = row.name();
            // kind and class, straight from the Type column
            switch (row.type()) {
                case "Illuminati" -> assertThat(c.kind()).as(what).isEqualTo(CardKind.ILLUMINATI);
                case "Organization", "Personality", "Place" -> {
                    assertThat(c.kind()).as(what).isEqualTo(CardKind.GROUP);
                    assertThat(c.groupClass().name()).as(what).isEqualTo(row.type().toUpperCase(Locale.ROOT));
                }
                case "Resource" -> assertThat(c.kind()).as(what).isEqualTo(CardKind.RESOURCE);
                default -> assertThat(c.kind()).as(what).isEqualTo(CardKind.PLOT);
            }
            // Power column written back: "7/4", "6", "1*" (a star is a variable Power set by the ability)
            String power = row.powerColumn().replace("*", "");
            String written = c.kind() == CardKind.GROUP || c.kind() == CardKind.ILLUMINATI
                    ? (power.isEmpty() ? "" : c.power() + (power.contains("/") ? "/" + c.globalPower() : "")) : "";
            assertThat(written).as(what + " power").isEqualTo(c.kind() == CardKind.RESOURCE || c.kind() == CardKind.PLOT
                    ? "" : power);
            if (!power.contains("/")) assertThat(c.globalPower()).as(what + " global power").isZero();
            String resistance = row.resistanceColumn().replace("*", "");
            assertThat(resistance.isEmpty() ? 0 : Integer.parseInt(resistance)).as(what + " resistance")
                    .isEqualTo(c.resistance());
            int arrows = c.kind() == CardKind.ILLUMINATI ? 4
                    : row.controlColumn().isEmpty() ? 0 : Integer.parseInt(row.controlColumn());
            assertThat(c.arrowsOut()).as(what + " arrows").isEqualTo(arrows);
            // alignments: the Alignment column of Groups, "(Sometimes)" ones left to the effect
            Set<Alignment> alignments = new LinkedHashSet<>();
            if (c.kind() == CardKind.GROUP) {
                for (String a : split(row.alignmentColumn())) {
                    if (!a.contains("(Sometimes)")) alignments.add(Alignment.valueOf(a.toUpperCase(Locale.ROOT)));
                }
            }
            assertThat(c.alignments()).as(what + " alignments").isEqualTo(alignments);
            // attributes: Groups' Attribute column; Resources' types from the Alignment column, Unique a flag
            Set<String> attributes = new LinkedHashSet<>();
            if (c.kind() == CardKind.GROUP) {
                split(row.attributeColumn()).forEach(a -> attributes.add(a.toUpperCase(Locale.ROOT)));
            } else if (c.kind() == CardKind.RESOURCE) {
                split(row.alignmentColumn()).stream().filter(a -> !a.equals("Unique"))
                        .forEach(a -> attributes.add(a.toUpperCase(Locale.ROOT)));
            }
            assertThat(c.attributes()).as(what + " attributes").isEqualTo(attributes);
            assertThat(c.unique()).as(what + " unique").isEqualTo(split(row.alignmentColumn()).contains("Unique"));
            assertThat(c.actionToken()).as(what + " action").isEqualTo(row.attributeColumn().contains("ACTION")
                    && c.kind() == CardKind.RESOURCE);
            if (!row.errata().isEmpty()) assertThat(c.text()).as(what + " errata").contains(row.errata());
            assertThat(c.text()).as(what + " text").isNotBlank();
        }
    }

    private static List<String> split(String column) {
        return column.isBlank() ? List.of() : Arrays.stream(column.split(",")).map(String::trim).toList();
    }

    @Test
    void givenTheRulesSpotChecks_whenLookedUp_thenStatsMatchTheHandbookTable() {
        spot("russia", 4, 0, 5, 3, Set.of(Alignment.GOVERNMENT, Alignment.VIOLENT), Set.of("COASTAL", "HUGE", "NATION"));
        spot("w-i-t-c-h", 3, 2, 6, 1, Set.of(Alignment.VIOLENT, Alignment.WEIRD, Alignment.FANATIC), Set.of("MAGIC"));
        spot("japan", 6, 4, 8, 3, Set.of(Alignment.GOVERNMENT, Alignment.PEACEFUL),
                Set.of("COASTAL", "COMPUTER", "NATION"));
        spot("n-s-a", 5, 2, 4, 3, Set.of(Alignment.GOVERNMENT), Set.of("COMPUTER", "SECRET"));
        spot("canada", 3, 0, 4, 2, Set.of(Alignment.LIBERAL, Alignment.GOVERNMENT, Alignment.PEACEFUL),
                Set.of("COASTAL", "GREEN", "HUGE", "NATION"));
        spot("hackers", 3, 2, 4, 0, Set.of(Alignment.WEIRD, Alignment.FANATIC), Set.of("COMPUTER"));
        spot("wargamers", 1, 0, 5, 0, Set.of(Alignment.WEIRD), Set.of("COMPUTER"));
        spot("clone-arrangers", 6, 2, 6, 2, Set.of(Alignment.VIOLENT, Alignment.CRIMINAL),
                Set.of("COMMUNIST", "SCIENCE", "SECRET"));
        spot("new-york", 7, 0, 8, 3, Set.of(Alignment.GOVERNMENT, Alignment.VIOLENT, Alignment.CRIMINAL),
                Set.of("COASTAL"));
        spot("b-a-t-f", 3, 0, 2, 1, Set.of(Alignment.GOVERNMENT, Alignment.VIOLENT), Set.of());
        assertThat(card("bavarian-illuminati").power()).isEqualTo(10);
        assertThat(card("ufos").globalPower()).isEqualTo(6);
    }

    private static void spot(String id, int power, int global, int resistance, int arrows, Set<Alignment> alignments,
                             Set<String> attributes) {
        CardDef c = card(id);
        assertThat(List.of(c.power(), c.globalPower(), c.resistance(), c.arrowsOut())).as(id)
                .containsExactly(power, global, resistance, arrows);
        assertThat(c.alignments()).as(id).isEqualTo(alignments);
        assertThat(c.attributes()).as(id).isEqualTo(attributes);
    }

    @Test
    void givenTheHandbookErrata_whenTheCardsAreRead_thenTheUnlimitedTextIsWhatTheyDo() {
        // The Oregon Crud: Power 24, destroys on a success by 10 or more; Volcano: 18, by 2 or more [WDH p.20]
        Effect.InstantAttack crud = card("the-oregon-crud").effects(Effect.InstantAttack.class).get(0);
        assertThat(List.of(crud.power(), crud.destroyMargin())).containsExactly(24, 10);
        Effect.InstantAttack volcano = card("volcano").effects(Effect.InstantAttack.class).get(0);
        assertThat(List.of(volcano.power(), volcano.destroyMargin())).containsExactly(18, 2);
        // Gnomes: +4 to control Banks only
        Effect.AttackBonus gnomes = card("gnomes-of-zurich").effects(Effect.AttackBonus.class).get(0);
        assertThat(gnomes.target().anyAttribute()).containsExactly("BANK");
        assertThat(gnomes.target().anyAlignment()).isEmpty();
        // Shangri-La: its +5 holds against instants too
        assertThat(card("shangri-la").effects(Effect.DefenceBonus.class).get(0).against()).isEqualTo(AttackType.ANY);
        // Reload plots: 5 Power's worth; Full Moon still all
        assertThat(card("gang-war").effects(Effect.Reload.class).get(0).powerLimit()).isEqualTo(5);
        assertThat(card("full-moon").effects(Effect.Reload.class).get(0).powerLimit()).isZero();
        // Political Correctness: Conservative Groups of Power 0 or 1
        assertThat(card("political-correctness").effects(Effect.ChangeTraits.class).get(0).filter().maxPower())
                .isEqualTo(1);
        // China: its +20 holds against Disasters
        assertThat(card("china").effects(Effect.DefenceBonus.class)).extracting(Effect.DefenceBonus::against)
                .contains(AttackType.DISASTER);
        // Orbit One: Nuclear Accident may strike it, Earthquake may not
        Filter orbit = card("orbit-one").effects(Effect.Immunity.class).get(0).from();
        assertThat(orbit.exceptCards()).contains("nuclear-accident").doesNotContain("earthquake");
        // Video Games: only the other Computer Groups
        assertThat(card("video-games").effects(Effect.StatBonus.class).get(0).filter().otherThanSelf()).isTrue();
        // Weather Satellite: +10 to Tornado, Hurricane and Rain of Frogs, not Tidal Wave
        Effect.AttackBonus sat = card("weather-satellite").effects(Effect.AttackBonus.class).get(0);
        assertThat(sat.amount()).isEqualTo(10);
        assertThat(sat.attacker().cards()).containsExactlyInAnyOrder("tornado", "hurricane", "rain-of-frogs");
        // Clipper Chip one per player; Eliza one per Group
        assertThat(card("clipper-chip").effects(Effect.Restriction.class)).extracting(Effect.Restriction::on)
                .contains(Effect.Restriction.On.ONE_PER_PLAYER);
        assertThat(card("eliza").effects(Effect.Restriction.class)).extracting(Effect.Restriction::on)
                .contains(Effect.Restriction.On.ONE_PER_GROUP);
    }

    @Test
    void givenKnownEffects_whenMarkedPartial_thenTheCardSaysItsEffectIsIncomplete() {
        Map<String, String> known = KnownEffects.read();
        assertThat(known.keySet()).containsExactlyInAnyOrderElementsOf(
                CardData.limited().stream().map(CardData::name).toList());
        for (CardDef c : shipped().all()) {
            assertThat(c.effectComplete()).as(c.name()).isEqualTo(!KnownEffects.partial(known.get(c.name())));
            assertThat(c.abilityKnown()).as(c.name()).isTrue();
        }
        assertThat(shipped().all().stream().filter(c -> !c.effectComplete()).map(CardDef::name))
                .containsExactlyInAnyOrder("Feminists", "Libertarians", "S.M.O.F.", "Secret Service", "Bjorne",
                        "Count Dracula", "Center for Disease Control");
    }

    @Test
    void givenEveryCard_whenItsKindIsChecked_thenPlotsHaveAFamilyAndOnlyPlotsDo() {
        for (CardDef c : shipped().all()) {
            assertThat(c.plotKind() != null).as(c.name()).isEqualTo(c.kind() == CardKind.PLOT);
            assertThat(c.groupClass() != null).as(c.name()).isEqualTo(c.kind() == CardKind.GROUP);
        }
        Map<PlotKind, Long> families = shipped().all(CardKind.PLOT).stream()
                .collect(Collectors.groupingBy(CardDef::plotKind, Collectors.counting()));
        assertThat(families).containsEntry(PlotKind.PLUS_TEN, 16L).containsEntry(PlotKind.RELOAD, 11L)
                .containsEntry(PlotKind.POWER_UP, 10L).containsEntry(PlotKind.REALIGN, 9L)
                .containsEntry(PlotKind.ASSASSINATION, 5L).containsEntry(PlotKind.DISASTER, 13L)
                .containsEntry(PlotKind.GOAL, 10L).containsEntry(PlotKind.NWO_RED, 5L)
                .containsEntry(PlotKind.NWO_BLUE, 5L).containsEntry(PlotKind.NWO_YELLOW, 5L);
    }
}
