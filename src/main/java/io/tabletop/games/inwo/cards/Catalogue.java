package io.tabletop.games.inwo.cards;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The validated INWO catalogue: every card with its stats and effects, and the starter decks. Built from a
 * {@link CatalogueFile}; a wrong file is refused with an IllegalArgumentException naming every bad card and field.
 */
public final class Catalogue {

    /** The shipped data file, read through the platform's GameData. */
    public static final String FILE = "games/inwo/catalogue-v1.json";
    /** A deck's size [WDH p.2]. */
    public static final int DECK_SIZE = 45;
    /** Starter decks hold a recommended mix: 12-20 Groups and Resources, the rest Plots [WDH p.2]. */
    public static final int MIN_GROUPS = 12;
    public static final int MAX_GROUPS = 20;

    private static final Pattern ID = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");
    private static final Pattern ATTRIBUTE = Pattern.compile("[A-Z][A-Z0-9]*(_[A-Z0-9]+)*");

    private final String name;
    private final String note;
    private final Map<String, CardDef> cards;
    private final List<CardDef> all;
    private final List<StarterDeck> starterDecks;

    private Catalogue(String name, String note, List<CardDef> cards, List<StarterDeck> decks) {
        this.name = name;
        this.note = note;
        Map<String, CardDef> byId = new LinkedHashMap<>();
        cards.forEach(c -> byId.put(c.id(), c));
        this.cards = Collections.unmodifiableMap(byId);
        this.all = List.copyOf(cards);
        this.starterDecks = List.copyOf(decks);
    }

    /** Validates a catalogue file; throws IllegalArgumentException listing every problem. */
    public static Catalogue from(CatalogueFile file) {
        if (file == null) throw new IllegalArgumentException("INWO catalogue: the file is empty");
        List<String> problems = new ArrayList<>();
        List<CatalogueFile.Card> raw = file.cards() == null ? List.of() : file.cards();
        if (raw.isEmpty()) problems.add("the catalogue has no cards");
        Set<String> ids = new HashSet<>();
        for (CatalogueFile.Card c : raw) {
            if (c != null && c.id() != null && !ids.add(c.id())) problems.add("card id '" + c.id() + "' appears twice");
        }
        List<CardDef> cards = new ArrayList<>();
        for (int i = 0; i < raw.size(); i++) {
            CatalogueFile.Card c = raw.get(i);
            if (c == null) {
                problems.add("card #" + (i + 1) + " is null");
                continue;
            }
            CardDef def = card(c, ids, problems);
            if (def != null) cards.add(def);
        }
        Map<String, CardDef> byId = new HashMap<>();
        cards.forEach(c -> byId.putIfAbsent(c.id(), c));
        List<StarterDeck> decks = file.starterDecks() == null ? List.of() : file.starterDecks();
        Set<String> deckIds = new HashSet<>();
        for (StarterDeck d : decks) {
            if (d == null) {
                problems.add("a starter deck is null");
                continue;
            }
            if (d.id() == null || !ID.matcher(d.id()).matches()) problems.add("starter deck id '" + d.id() + "' is not kebab-case");
            else if (!deckIds.add(d.id())) problems.add("starter deck id '" + d.id() + "' appears twice");
            problems.addAll(deckProblems(d, byId).stream().map(p -> "starter deck '" + d.id() + "': " + p).toList());
        }
        if (!problems.isEmpty()) {
            String label = "INWO catalogue '" + file.name() + "'";
            throw new IllegalArgumentException(label + " is not valid: " + String.join("; ", problems));
        }
        return new Catalogue(file.name(), file.note(), cards, decks);
    }

    private static CardDef card(CatalogueFile.Card c, Set<String> ids, List<String> problems) {
        String what = "card '" + c.id() + "'";
        int before = problems.size();
        if (c.id() == null || !ID.matcher(c.id()).matches()) problems.add(what + ": id must be kebab-case");
        if (c.name() == null || c.name().isBlank()) problems.add(what + ": name is missing");
        if (c.kind() == null) {
            problems.add(what + ": kind is missing");
            return null;
        }
        if ((c.kind() == CardKind.GROUP) != (c.groupClass() != null)) {
            problems.add(what + ": groupClass must be given for a GROUP and only for one");
        }
        if ((c.kind() == CardKind.PLOT) != (c.plotKind() != null)) {
            problems.add(what + ": plotKind must be given for a PLOT and only for one");
        }
        Set<Alignment> alignments = EnumSet.noneOf(Alignment.class);
        for (String a : c.alignments() == null ? List.<String>of() : c.alignments()) {
            Alignment al = alignment(a);
            if (al == null) problems.add(what + ": unknown alignment '" + a + "'");
            else if (!alignments.add(al)) problems.add(what + ": alignment " + al + " appears twice");
        }
        for (Alignment a : alignments) {
            if (a != Alignment.FANATIC && alignments.contains(a.opposite()) && a.ordinal() < a.opposite().ordinal()) {
                problems.add(what + ": alignments " + a + " and " + a.opposite() + " are opposites");
            }
        }
        Set<String> attributes = new LinkedHashSet<>();
        for (String a : c.attributes() == null ? List.<String>of() : c.attributes()) {
            if (a == null || !ATTRIBUTE.matcher(a).matches()) problems.add(what + ": attribute '" + a + "' is not UPPER_SNAKE");
            else if (!attributes.add(a)) problems.add(what + ": attribute " + a + " appears twice");
        }
        switch (c.kind()) {
            case ILLUMINATI -> {
                range(what, "power", c.power(), 1, 20, problems);
                if (c.resistance() != 0) problems.add(what + ": resistance must be 0 for an Illuminati (it cannot be attacked)");
                if (c.arrowsOut() != 4) problems.add(what + ": arrowsOut must be 4 for an Illuminati");
                if (!alignments.isEmpty() || !attributes.isEmpty()) {
                    problems.add(what + ": an Illuminati has no alignments or attributes");
                }
            }
            case GROUP -> {
                range(what, "power", c.power(), 0, 20, problems);
                range(what, "resistance", c.resistance(), 0, 20, problems);
                range(what, "arrowsOut", c.arrowsOut(), 0, 3, problems);
            }
            case RESOURCE, PLOT -> {
                if (c.power() != 0 || c.resistance() != 0 || c.arrowsOut() != 0 || c.globalPower() != 0) {
                    problems.add(what + ": a " + c.kind() + " has no power, globalPower, resistance or arrowsOut");
                }
                if (!alignments.isEmpty()) problems.add(what + ": a " + c.kind() + " has no alignments");
            }
        }
        if (c.globalPower() < 0 || c.globalPower() > c.power()) {
            problems.add(what + ": globalPower " + c.globalPower() + " must be between 0 and power " + c.power());
        }
        if (c.actionToken() && c.kind() != CardKind.RESOURCE) problems.add(what + ": only a RESOURCE can be marked actionToken");
        if (c.text() == null) problems.add(what + ": text is missing (use \"\" for none)");
        List<Effect> effects = new ArrayList<>();
        List<EffectData> data = c.effects() == null ? List.of() : c.effects();
        for (int i = 0; i < data.size(); i++) {
            String where = what + " effect #" + (i + 1);
            if (data.get(i) == null) {
                problems.add(where + " is null");
                continue;
            }
            try {
                Effect e = data.get(i).effect();
                problems.addAll(EffectCheck.problems(e, ids).stream().map(p -> where + " (" + e.type() + "): " + p).toList());
                effects.add(e);
            } catch (IllegalArgumentException ex) {
                problems.add(where + ": " + ex.getMessage());
            }
        }
        if (c.kind() == CardKind.PLOT && c.plotKind() != null) {
            String family = EffectCheck.familyProblem(c.plotKind(), effects);
            if (family != null) problems.add(what + ": " + family);
        }
        if (problems.size() > before) return null;
        return new CardDef(c.id(), c.name(), c.kind(), c.groupClass(), c.plotKind(), c.power(), c.globalPower(),
                c.resistance(), c.arrowsOut(), alignments, attributes, c.unique(), c.actionToken(), c.text(),
                c.abilityKnown(), c.effectComplete(), effects);
    }

    private static Alignment alignment(String name) {
        if (name == null) return null;
        for (Alignment a : Alignment.values()) if (a.name().equals(name)) return a;
        return null;
    }

    private static void range(String what, String field, int v, int min, int max, List<String> problems) {
        if (v < min || v > max) problems.add(what + ": " + field + " " + v + " is outside " + min + "-" + max);
    }

    /**
     * What is wrong with a deck as a list of cards, for starter decks (a game's deck rules, e.g. that every deck in
     * a game has the same size, belong to the rules engine): size 45, exactly one Illuminati, known cards, Unique
     * cards at most once, 12-20 Groups and Resources, every card expressible.
     */
    static List<String> deckProblems(StarterDeck d, Map<String, CardDef> byId) {
        List<String> problems = new ArrayList<>();
        if (d.name() == null || d.name().isBlank()) problems.add("name is missing");
        if (d.cards().size() != DECK_SIZE) problems.add("has " + d.cards().size() + " cards, expected " + DECK_SIZE);
        Map<String, Integer> copies = new LinkedHashMap<>();
        int illuminati = 0;
        int groups = 0;
        for (String id : d.cards()) {
            CardDef c = id == null ? null : byId.get(id);
            if (c == null) {
                problems.add("names unknown card '" + id + "'");
                continue;
            }
            copies.merge(id, 1, Integer::sum);
            if (c.kind() == CardKind.ILLUMINATI) illuminati++;
            if (c.kind() == CardKind.GROUP || c.kind() == CardKind.RESOURCE) groups++;
            if (!c.expressible() && copies.get(id) == 1) problems.add("card '" + id + "' is not expressible");
        }
        if (illuminati != 1) problems.add("has " + illuminati + " Illuminati, expected exactly 1");
        CardDef named = d.illuminati() == null ? null : byId.get(d.illuminati());
        if (named == null || named.kind() != CardKind.ILLUMINATI || !d.cards().contains(d.illuminati())) {
            problems.add("illuminati '" + d.illuminati() + "' is not an Illuminati card of the deck");
        }
        if (groups < MIN_GROUPS || groups > MAX_GROUPS) {
            problems.add("has " + groups + " Groups and Resources, expected " + MIN_GROUPS + "-" + MAX_GROUPS);
        }
        copies.forEach((id, n) -> {
            CardDef c = byId.get(id);
            if (c.unique() && n > 1) problems.add("Unique card '" + id + "' appears " + n + " times");
        });
        return problems;
    }

    public String name() {
        return name;
    }

    public String note() {
        return note;
    }

    public Optional<CardDef> card(String id) {
        return Optional.ofNullable(id == null ? null : cards.get(id));
    }

    /** Every card, in file order. */
    public List<CardDef> all() {
        return all;
    }

    public List<CardDef> all(CardKind kind) {
        return all.stream().filter(c -> c.kind() == kind).toList();
    }

    public List<StarterDeck> starterDecks() {
        return starterDecks;
    }

    public Optional<StarterDeck> starterDeck(String id) {
        return starterDecks.stream().filter(d -> d.id().equals(id)).findFirst();
    }
}
