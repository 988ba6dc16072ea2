package io.tabletop.games.inwo.cards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tabletop.app.JsonGameData;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A broken catalogue is refused by {@link Catalogue#from} (or by the strict reader) with the problem named. */
class CatalogueValidationTest {

    static CatalogueFile withCard(String id, UnaryOperator<CatalogueFile.Card> change) {
        CatalogueFile f = CatalogueDataTest.shippedFile();
        List<CatalogueFile.Card> cards = new ArrayList<>();
        for (CatalogueFile.Card c : f.cards()) cards.add(c.id().equals(id) ? change.apply(c) : c);
        return new CatalogueFile(f.name(), f.note(), cards, f.starterDecks());
    }

    static CatalogueFile.Card stats(CatalogueFile.Card c, int power, int global, int resistance, int arrows) {
        return new CatalogueFile.Card(c.id(), c.name(), c.kind(), c.groupClass(), c.plotKind(), power, global,
                resistance, arrows, c.alignments(), c.attributes(), c.unique(), c.actionToken(), c.text(),
                c.abilityKnown(), c.effectComplete(), c.effects());
    }

    static CatalogueFile.Card alignments(CatalogueFile.Card c, List<String> alignments) {
        return new CatalogueFile.Card(c.id(), c.name(), c.kind(), c.groupClass(), c.plotKind(), c.power(),
                c.globalPower(), c.resistance(), c.arrowsOut(), alignments, c.attributes(), c.unique(),
                c.actionToken(), c.text(), c.abilityKnown(), c.effectComplete(), c.effects());
    }

    static CatalogueFile.Card effects(CatalogueFile.Card c, List<EffectData> effects) {
        return new CatalogueFile.Card(c.id(), c.name(), c.kind(), c.groupClass(), c.plotKind(), c.power(),
                c.globalPower(), c.resistance(), c.arrowsOut(), c.alignments(), c.attributes(), c.unique(),
                c.actionToken(), c.text(), c.abilityKnown(), c.effectComplete(), effects);
    }

    static CatalogueFile withDecks(List<StarterDeck> decks) {
        CatalogueFile f = CatalogueDataTest.shippedFile();
        return new CatalogueFile(f.name(), f.note(), f.cards(), decks);
    }

    static StarterDeck replaceCard(StarterDeck d, String from, String to) {
        List<String> cards = new ArrayList<>(d.cards());
        cards.set(cards.indexOf(from), to);
        return new StarterDeck(d.id(), d.name(), d.illuminati(), cards);
    }

    @Test
    void givenTheShippedFile_whenValidated_thenItIsAccepted() {
        assertThat(Catalogue.from(CatalogueDataTest.shippedFile()).all()).hasSize(412);
    }

    @Test
    void givenABadStat_whenValidated_thenTheCardAndFieldAreNamed() {
        assertThatThrownBy(() -> Catalogue.from(withCard("russia", c -> stats(c, 4, 0, 55, 3))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("card 'russia': resistance 55 is outside 0-20");
        assertThatThrownBy(() -> Catalogue.from(withCard("japan", c -> stats(c, 6, 9, 8, 3))))
                .hasMessageContaining("card 'japan': globalPower 9 must be between 0 and power 6");
        assertThatThrownBy(() -> Catalogue.from(withCard("the-mafia", c -> stats(c, 6, 0, 7, 4))))
                .hasMessageContaining("card 'the-mafia': arrowsOut 4 is outside 0-3");
        assertThatThrownBy(() -> Catalogue.from(withCard("ufos", c -> stats(c, 6, 6, 0, 3))))
                .hasMessageContaining("card 'ufos': arrowsOut must be 4 for an Illuminati");
    }

    @Test
    void givenAnUnknownOrDoubleAlignment_whenValidated_thenItIsNamed() {
        assertThatThrownBy(() -> Catalogue.from(withCard("russia", c -> alignments(c, List.of("GOVERNMENT", "COMMUNIST")))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("card 'russia': unknown alignment 'COMMUNIST'");
        assertThatThrownBy(() -> Catalogue.from(withCard("russia", c -> alignments(c, List.of("LIBERAL", "CONSERVATIVE")))))
                .hasMessageContaining("card 'russia': alignments LIBERAL and CONSERVATIVE are opposites");
    }

    @Test
    void givenADuplicateId_whenValidated_thenTheIdIsNamed() {
        CatalogueFile f = CatalogueDataTest.shippedFile();
        List<CatalogueFile.Card> cards = new ArrayList<>(f.cards());
        cards.add(cards.get(0));
        assertThatThrownBy(() -> Catalogue.from(new CatalogueFile(f.name(), f.note(), cards, f.starterDecks())))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("card id 'car-bomb' appears twice");
    }

    @Test
    void givenAStarterDeckNamingAnUnknownCard_whenValidated_thenTheDeckAndCardAreNamed() {
        CatalogueFile f = CatalogueDataTest.shippedFile();
        List<StarterDeck> decks = new ArrayList<>(f.starterDecks());
        decks.set(0, replaceCard(decks.get(0), "japan", "atlantis"));
        assertThatThrownBy(() -> Catalogue.from(withDecks(decks)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("starter deck 'network-computers': names unknown card 'atlantis'");
    }

    @Test
    void givenAStarterDeckBreakingTheDeckRules_whenValidated_thenEveryProblemIsNamed() {
        CatalogueFile f = CatalogueDataTest.shippedFile();
        StarterDeck d = f.starterDecks().get(2);
        // a second Illuminati, a Unique Resource twice, an inexpressible card, 44 cards; the inexpressible card is made
        // so here (the Hackers given an effect the primitives cannot say), whichever cards the engine plays
        List<String> cards = new ArrayList<>(d.cards());
        cards.set(cards.indexOf("japan"), "ufos");
        cards.set(cards.indexOf("russia"), "principia-discordia");
        cards.remove("epidemic");
        StarterDeck bad = new StarterDeck(d.id(), d.name(), d.illuminati(), cards);
        CatalogueFile unplayable = withCard("hackers", c -> effects(c, List.of(EffectData.of(
                new Effect.Unsupported("an effect no primitive says")))));
        assertThatThrownBy(() -> Catalogue.from(new CatalogueFile(unplayable.name(), unplayable.note(), unplayable.cards(),
                List.of(bad))))
                .hasMessageContaining("has 44 cards, expected 45")
                .hasMessageContaining("has 2 Illuminati, expected exactly 1")
                .hasMessageContaining("Unique card 'principia-discordia' appears 2 times")
                .hasMessageContaining("card 'hackers' is not expressible");
    }

    @Test
    void givenABrokenEffect_whenValidated_thenTheCardEffectAndFieldAreNamed() {
        EffectData two = new EffectData(null, null, null, null, null, null, null, null, null, null, null,
                new Effect.HandLimit(1), null, null, null, null, null, null, null, null, null, null, null, null, null,
                null, null, null, null, new Effect.Cost(Effect.Cost.Kind.FREE, 0, null, false),
                null, null);
        assertThatThrownBy(() -> Catalogue.from(withCard("hackers", c -> effects(c, List.of(two)))))
                .hasMessageContaining("card 'hackers' effect #1: an effect names 2 types [HandLimit, Cost]");
        EffectData missing = EffectData.of(new Effect.AttackBonus(null, Scope.SELF, 4, null, null));
        assertThatThrownBy(() -> Catalogue.from(withCard("hackers", c -> effects(c, List.of(missing)))))
                .hasMessageContaining("card 'hackers' effect #1 (AttackBonus): on is missing");
        EffectData unknown = EffectData.of(new Effect.AttackBonus(AttackType.CONTROL, Scope.SELF, 4,
                Filter.cards("atlantis"), null));
        assertThatThrownBy(() -> Catalogue.from(withCard("hackers", c -> effects(c, List.of(unknown)))))
                .hasMessageContaining("card 'hackers' effect #1 (AttackBonus): target names unknown card 'atlantis'");
        EffectData huge = EffectData.of(new Effect.InstantAttack(AttackType.DISASTER, 99, null, null, 0, true));
        assertThatThrownBy(() -> Catalogue.from(withCard("volcano", c -> effects(c, List.of(huge)))))
                .hasMessageContaining("card 'volcano' effect #1 (InstantAttack): power 99 is outside 1-40");
        assertThatThrownBy(() -> Catalogue.from(withCard("volcano", c -> effects(c, List.of()))))
                .hasMessageContaining("card 'volcano': a DISASTER plot needs a InstantAttack effect");
    }

    @Test
    void givenAGroupWithoutClassOrAPlotWithoutFamily_whenValidated_thenItIsNamed() {
        assertThatThrownBy(() -> Catalogue.from(withCard("russia", c -> new CatalogueFile.Card(c.id(), c.name(),
                c.kind(), null, null, c.power(), c.globalPower(), c.resistance(), c.arrowsOut(), c.alignments(),
                c.attributes(), c.unique(), c.actionToken(), c.text(), c.abilityKnown(), c.effectComplete(),
                c.effects()))))
                .hasMessageContaining("card 'russia': groupClass must be given for a GROUP and only for one");
        assertThatThrownBy(() -> Catalogue.from(withCard("hoax", c -> new CatalogueFile.Card(c.id(), c.name(),
                c.kind(), null, null, 0, 0, 0, 0, null, null, false, false, c.text(), true, true, c.effects()))))
                .hasMessageContaining("card 'hoax': plotKind must be given for a PLOT and only for one");
    }

    @Test
    void givenAFileWithAnUnknownField_whenReadAtStartUp_thenTheReaderNamesIt(@TempDir Path dir) throws Exception {
        String json = Files.readString(CatalogueGenerator.OUT).replaceFirst("\"power\" : 0,", "\"power\" : 0, \"powr\" : 0,");
        Path file = dir.resolve(Catalogue.FILE);
        Files.createDirectories(file.getParent());
        Files.writeString(file, json);
        assertThatThrownBy(() -> new JsonGameData(Optional.of(dir)).read(Catalogue.FILE, CatalogueFile.class))
                .hasMessageContaining("games/inwo/catalogue-v1.json is not valid")
                .hasMessageContaining("powr");
    }

    @Test
    void givenAnEmptyFile_whenValidated_thenItIsRefused() {
        assertThatThrownBy(() -> Catalogue.from(null)).hasMessageContaining("the file is empty");
        assertThatThrownBy(() -> Catalogue.from(new CatalogueFile("x", null, List.of(), List.of())))
                .hasMessageContaining("the catalogue has no cards");
    }
}
