package io.tabletop.games.inwo.cards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tabletop.app.Json;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The data facts the rules engine builds on: opposites, filters, attack types, the file form of effects. */
class EffectPrimitivesTest {

    @Test
    void givenTheAlignments_whenOpposed_thenThePairsAreTheRulesOnesAndFanaticOpposesFanatic() {
        assertThat(Alignment.GOVERNMENT.opposes(Alignment.CORPORATE)).isTrue();
        assertThat(Alignment.CORPORATE.opposes(Alignment.GOVERNMENT)).isTrue();
        assertThat(Alignment.LIBERAL.opposes(Alignment.CONSERVATIVE)).isTrue();
        assertThat(Alignment.PEACEFUL.opposes(Alignment.VIOLENT)).isTrue();
        assertThat(Alignment.STRAIGHT.opposes(Alignment.WEIRD)).isTrue();
        assertThat(Alignment.FANATIC.opposes(Alignment.FANATIC)).isTrue();
        for (Alignment a : Alignment.values()) assertThat(Alignment.CRIMINAL.opposes(a)).isFalse();
        assertThat(Alignment.WEIRD.opposes(Alignment.WEIRD)).isFalse();
        assertThat(Alignment.GOVERNMENT.opposes(Alignment.LIBERAL)).isFalse();
    }

    @Test
    void givenAFilter_whenMatchedAgainstPrintedCards_thenEveryCriterionMustHold() {
        CardDef japan = CatalogueDataTest.card("japan");
        CardDef mafia = CatalogueDataTest.card("the-mafia");
        assertThat(Filter.ANY.matchesPrinted(japan)).isTrue();
        assertThat(Filter.attribute("COMPUTER").matchesPrinted(japan)).isTrue();
        assertThat(Filter.attribute("COMPUTER").matchesPrinted(mafia)).isFalse();
        Filter corpOrBank = Filter.either(Filter.alignment(Alignment.CORPORATE), Filter.attribute("BANK"));
        assertThat(corpOrBank.matchesPrinted(CatalogueDataTest.card("federal-reserve"))).isTrue();
        assertThat(corpOrBank.matchesPrinted(CatalogueDataTest.card("madison-avenue"))).isTrue();
        assertThat(corpOrBank.matchesPrinted(mafia)).isFalse();
        Filter bigPlace = Filter.groupClass(GroupClass.PLACE).withPower(6, 0);
        assertThat(bigPlace.matchesPrinted(japan)).isTrue();
        assertThat(bigPlace.matchesPrinted(mafia)).isFalse();
        Filter violentCriminal = Filter.ANY.withAllAlignments(List.of(Alignment.VIOLENT, Alignment.CRIMINAL));
        assertThat(violentCriminal.matchesPrinted(mafia)).isTrue();
        assertThat(violentCriminal.matchesPrinted(CatalogueDataTest.card("russia"))).isFalse();
        Filter otherCriminal = Filter.alignment(Alignment.CRIMINAL).other();
        assertThat(otherCriminal.matches(mafia, mafia.alignments(), mafia.attributes(), 6, null, true, false, Set.of())).isFalse();
        Filter chosen = Filter.ANY.chosen();
        assertThat(chosen.matches(japan, japan.alignments(), japan.attributes(), 6, Alignment.PEACEFUL, false, false, Set.of()))
                .isTrue();
        assertThat(chosen.matches(japan, japan.alignments(), japan.attributes(), 6, Alignment.VIOLENT, false, false, Set.of()))
                .isFalse();
        assertThat(Filter.ANY.withExceptCards(List.of("japan")).matchesPrinted(japan)).isFalse();
        Filter dictatorship = Filter.ANY.withLinkedCards(List.of("dictatorship"));
        assertThat(dictatorship.matches(japan, japan.alignments(), japan.attributes(), 6, null, false, false,
                Set.of("dictatorship"))).isTrue();
        assertThat(dictatorship.matchesPrinted(japan)).isFalse();
        assertThat(Filter.plotKind(PlotKind.DISASTER).matchesPrinted(CatalogueDataTest.card("volcano"))).isTrue();
    }

    @Test
    void givenAttackTypes_whenCovering_thenAnyCoversInstantsAndControlOrDestroyDoesNot() {
        assertThat(AttackType.ANY.covers(AttackType.DISASTER)).isTrue();
        assertThat(AttackType.CONTROL_OR_DESTROY.covers(AttackType.DESTROY)).isTrue();
        assertThat(AttackType.CONTROL_OR_DESTROY.covers(AttackType.ASSASSINATION)).isFalse();
        assertThat(AttackType.INSTANT.covers(AttackType.ASSASSINATION)).isTrue();
        assertThat(AttackType.CONTROL.covers(AttackType.DESTROY)).isFalse();
    }

    @Test
    void givenEveryShippedEffect_whenWrittenAndReadBack_thenItIsTheSameRecord() {
        for (CardDef c : CatalogueDataTest.shipped().all()) {
            for (Effect e : c.effects()) {
                EffectData data = EffectData.of(e);
                assertThat(data.effect()).as(c.name()).isEqualTo(e);
                assertThat(Json.read(Json.write(data), EffectData.class).effect()).as(c.name()).isEqualTo(e);
            }
        }
    }

    @Test
    void givenAnEffectEntryWithNoType_whenRead_thenItIsRefused() {
        assertThatThrownBy(() -> Json.read("{}", EffectData.class).effect())
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("names no type");
    }

    @Test
    void givenTheShippedCards_whenTheirPrimitivesAreCounted_thenEveryPrimitiveButUnsupportedIsUsed() {
        Set<Class<?>> used = new java.util.HashSet<>();
        CatalogueDataTest.shipped().all().forEach(c -> c.effects().forEach(e -> used.add(e.getClass())));
        // every primitive but Unsupported: since Warehouse 23 (last cards K) every shipped card is expressible
        Set<Class<?>> all = new java.util.HashSet<>(java.util.Arrays.asList(Effect.class.getPermittedSubclasses()));
        all.remove(Effect.Unsupported.class);
        assertThat(used).containsExactlyInAnyOrderElementsOf(all);
    }
}
