package io.tabletop.games.inwo.cards;

import java.util.List;
import java.util.Set;

/**
 * Which cards an effect is about. Every non-empty criterion must hold; inside one list any entry will do (except
 * {@code allAlignments}). An empty filter matches every card. Pure data: the engine matches it against a card's
 * current alignments and attributes (which cards and plots may change); {@link #matches} does so for given ones.
 *
 * @param kinds           card kinds (ILLUMINATI to name rival Illuminati, RESOURCE for Resources)
 * @param groupClasses    Place, Personality, Organization
 * @param plotKinds       Plot families (GOAL for Goal cards)
 * @param anyAlignment    at least one of these alignments
 * @param allAlignments   all of these alignments
 * @param noAlignment     none of these alignments
 * @param anyAttribute    at least one of these attributes (UPPER_SNAKE)
 * @param noAttribute     none of these attributes
 * @param cards           one of these card ids (a card that names other cards)
 * @param exceptCards     none of these card ids
 * @param minPower        Power at least this (0: no minimum)
 * @param maxPower        Power at most this (0: no maximum)
 * @param chosenAlignment the player names one alignment when the effect is used; matches cards holding it
 * @param otherThanSelf   never the card that carries the effect ("your other Criminal Groups")
 * @param puppetOfSelf    only the puppets of the card that carries the effect ("each Science Group it controls")
 * @param linkedCards     one of these cards (Plots, Resources) is linked to it ("a Nation under a Dictatorship")
 * @param anyOf           alternatives: besides the criteria above, at least one of these filters must match
 *                        ("a Corporate Group or a Bank")
 */
public record Filter(List<CardKind> kinds, List<GroupClass> groupClasses, List<PlotKind> plotKinds,
                     List<Alignment> anyAlignment, List<Alignment> allAlignments, List<Alignment> noAlignment,
                     List<String> anyAttribute, List<String> noAttribute, List<String> cards,
                     List<String> exceptCards, int minPower, int maxPower, boolean chosenAlignment,
                     boolean otherThanSelf, boolean puppetOfSelf, List<String> linkedCards, List<Filter> anyOf) {

    /** Matches every card. */
    public static final Filter ANY = new Filter(null, null, null, null, null, null, null, null, null, null, 0, 0,
            false, false, false, null, null);

    public Filter {
        kinds = copy(kinds);
        groupClasses = copy(groupClasses);
        plotKinds = copy(plotKinds);
        anyAlignment = copy(anyAlignment);
        allAlignments = copy(allAlignments);
        noAlignment = copy(noAlignment);
        anyAttribute = copy(anyAttribute);
        noAttribute = copy(noAttribute);
        cards = copy(cards);
        exceptCards = copy(exceptCards);
        linkedCards = copy(linkedCards);
        anyOf = copy(anyOf);
    }

    private static <T> List<T> copy(List<T> list) {
        return list == null ? List.of() : List.copyOf(list);
    }

    public static Filter alignment(Alignment... a) {
        return ANY.withAnyAlignment(List.of(a));
    }

    public static Filter attribute(String... a) {
        return ANY.withAnyAttribute(List.of(a));
    }

    public static Filter groupClass(GroupClass... c) {
        return ANY.withGroupClasses(List.of(c));
    }

    public static Filter kind(CardKind... k) {
        return new Filter(List.of(k), null, null, null, null, null, null, null, null, null, 0, 0, false, false, false,
                null, null);
    }

    public static Filter plotKind(PlotKind... k) {
        return new Filter(null, null, List.of(k), null, null, null, null, null, null, null, 0, 0, false, false, false,
                null, null);
    }

    public static Filter cards(String... ids) {
        return ANY.withCards(List.of(ids));
    }

    public static Filter either(Filter... alternatives) {
        return ANY.withAnyOf(List.of(alternatives));
    }

    public Filter withGroupClasses(List<GroupClass> c) {
        return new Filter(kinds, c, plotKinds, anyAlignment, allAlignments, noAlignment, anyAttribute, noAttribute,
                cards, exceptCards, minPower, maxPower, chosenAlignment, otherThanSelf, puppetOfSelf, linkedCards, anyOf);
    }

    public Filter withAnyAlignment(List<Alignment> a) {
        return new Filter(kinds, groupClasses, plotKinds, a, allAlignments, noAlignment, anyAttribute, noAttribute,
                cards, exceptCards, minPower, maxPower, chosenAlignment, otherThanSelf, puppetOfSelf, linkedCards, anyOf);
    }

    public Filter withAllAlignments(List<Alignment> a) {
        return new Filter(kinds, groupClasses, plotKinds, anyAlignment, a, noAlignment, anyAttribute, noAttribute,
                cards, exceptCards, minPower, maxPower, chosenAlignment, otherThanSelf, puppetOfSelf, linkedCards, anyOf);
    }

    public Filter withNoAlignment(List<Alignment> a) {
        return new Filter(kinds, groupClasses, plotKinds, anyAlignment, allAlignments, a, anyAttribute, noAttribute,
                cards, exceptCards, minPower, maxPower, chosenAlignment, otherThanSelf, puppetOfSelf, linkedCards, anyOf);
    }

    public Filter withAnyAttribute(List<String> a) {
        return new Filter(kinds, groupClasses, plotKinds, anyAlignment, allAlignments, noAlignment, a, noAttribute,
                cards, exceptCards, minPower, maxPower, chosenAlignment, otherThanSelf, puppetOfSelf, linkedCards, anyOf);
    }

    public Filter withNoAttribute(List<String> a) {
        return new Filter(kinds, groupClasses, plotKinds, anyAlignment, allAlignments, noAlignment, anyAttribute, a,
                cards, exceptCards, minPower, maxPower, chosenAlignment, otherThanSelf, puppetOfSelf, linkedCards, anyOf);
    }

    public Filter withCards(List<String> ids) {
        return new Filter(kinds, groupClasses, plotKinds, anyAlignment, allAlignments, noAlignment, anyAttribute,
                noAttribute, ids, exceptCards, minPower, maxPower, chosenAlignment, otherThanSelf, puppetOfSelf, linkedCards, anyOf);
    }

    public Filter withExceptCards(List<String> ids) {
        return new Filter(kinds, groupClasses, plotKinds, anyAlignment, allAlignments, noAlignment, anyAttribute,
                noAttribute, cards, ids, minPower, maxPower, chosenAlignment, otherThanSelf, puppetOfSelf, linkedCards, anyOf);
    }

    public Filter withPower(int min, int max) {
        return new Filter(kinds, groupClasses, plotKinds, anyAlignment, allAlignments, noAlignment, anyAttribute,
                noAttribute, cards, exceptCards, min, max, chosenAlignment, otherThanSelf, puppetOfSelf, linkedCards, anyOf);
    }

    public Filter withLinkedCards(List<String> ids) {
        return new Filter(kinds, groupClasses, plotKinds, anyAlignment, allAlignments, noAlignment, anyAttribute,
                noAttribute, cards, exceptCards, minPower, maxPower, chosenAlignment, otherThanSelf, puppetOfSelf, ids,
                anyOf);
    }

    /** This filter, and also one of the alternatives (replacing any it had). */
    public Filter withAnyOf(List<Filter> alternatives) {
        return new Filter(kinds, groupClasses, plotKinds, anyAlignment, allAlignments, noAlignment, anyAttribute,
                noAttribute, cards, exceptCards, minPower, maxPower, chosenAlignment, otherThanSelf, puppetOfSelf,
                linkedCards, alternatives);
    }

    public Filter chosen() {
        return new Filter(kinds, groupClasses, plotKinds, anyAlignment, allAlignments, noAlignment, anyAttribute,
                noAttribute, cards, exceptCards, minPower, maxPower, true, otherThanSelf, puppetOfSelf, linkedCards, anyOf);
    }

    public Filter other() {
        return new Filter(kinds, groupClasses, plotKinds, anyAlignment, allAlignments, noAlignment, anyAttribute,
                noAttribute, cards, exceptCards, minPower, maxPower, chosenAlignment, true, puppetOfSelf, linkedCards, anyOf);
    }

    public Filter puppets() {
        return new Filter(kinds, groupClasses, plotKinds, anyAlignment, allAlignments, noAlignment, anyAttribute,
                noAttribute, cards, exceptCards, minPower, maxPower, chosenAlignment, otherThanSelf, true, linkedCards, anyOf);
    }

    /** True when this filter has no criterion at all. */
    public boolean matchesEverything() {
        return equals(ANY);
    }

    /**
     * Whether a card with the given current alignments, attributes and Power matches. {@code chosen} is the
     * alignment the player named (ignored unless {@link #chosenAlignment}); {@code self} is whether the card is the
     * one carrying the effect; {@code puppetOfCarrier} whether it is a puppet of that card; {@code linked} the ids
     * of the cards linked to it.
     */
    public boolean matches(CardDef card, Set<Alignment> alignments, Set<String> attributes, int power,
                           Alignment chosen, boolean self, boolean puppetOfCarrier, Set<String> linked) {
        if (otherThanSelf && self) return false;
        if (puppetOfSelf && !puppetOfCarrier) return false;
        if (!kinds.isEmpty() && !kinds.contains(card.kind())) return false;
        if (!groupClasses.isEmpty() && (card.groupClass() == null || !groupClasses.contains(card.groupClass()))) {
            return false;
        }
        if (!plotKinds.isEmpty() && (card.plotKind() == null || !plotKinds.contains(card.plotKind()))) return false;
        if (!anyAlignment.isEmpty() && anyAlignment.stream().noneMatch(alignments::contains)) return false;
        if (!alignments.containsAll(allAlignments)) return false;
        if (noAlignment.stream().anyMatch(alignments::contains)) return false;
        if (!anyAttribute.isEmpty() && anyAttribute.stream().noneMatch(attributes::contains)) return false;
        if (noAttribute.stream().anyMatch(attributes::contains)) return false;
        if (!cards.isEmpty() && !cards.contains(card.id())) return false;
        if (exceptCards.contains(card.id())) return false;
        if (!linkedCards.isEmpty() && linkedCards.stream().noneMatch(linked::contains)) return false;
        if (minPower > 0 && power < minPower) return false;
        if (maxPower > 0 && power > maxPower) return false;
        if (chosenAlignment && (chosen == null || !alignments.contains(chosen))) return false;
        return anyOf.isEmpty()
                || anyOf.stream().anyMatch(f -> f.matches(card, alignments, attributes, power, chosen, self, puppetOfCarrier, linked));
    }

    /** {@link #matches} on the card's printed alignments, attributes and Power (not self, not a puppet). */
    public boolean matchesPrinted(CardDef card) {
        return matches(card, card.alignments(), card.attributes(), card.power(), null, false, false, Set.of());
    }
}
