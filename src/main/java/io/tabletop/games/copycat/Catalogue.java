package io.tabletop.games.copycat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The validated catalogue: start set, action cards, offices. Built from a {@link CatalogueFile}; the facts the rules
 * fix (counts per stage, numbering, the 2-player removals, the one BUY(2) office …) are checked, and a wrong file is
 * refused with every problem named.
 */
public final class Catalogue {

    /** Start sets, one per seat. */
    public static final List<String> SETS = List.of("A", "B", "C", "D");
    static final int[] CARDS_PER_STAGE = {0, 11, 15, 13, 12, 4};

    private final String name;
    private final List<CardSpec> startSet;
    private final List<CardSpec> actionCards;
    private final Map<String, CardSpec> cards = new LinkedHashMap<>();
    private final List<OfficeSpec> board;
    private final List<OfficeSpec> regular;
    private final List<OfficeSpec> additional;
    private final Map<String, OfficeSpec> offices = new LinkedHashMap<>();

    private Catalogue(String name, List<CardSpec> startSet, List<CardSpec> actionCards, List<OfficeSpec> board,
                      List<OfficeSpec> regular, List<OfficeSpec> additional) {
        this.name = name;
        this.startSet = List.copyOf(startSet);
        this.actionCards = List.copyOf(actionCards);
        this.board = List.copyOf(board);
        this.regular = List.copyOf(regular);
        this.additional = List.copyOf(additional);
        for (String set : SETS) {
            for (CardSpec c : startSet) {
                cards.put(set + c.number(), new CardSpec(set + c.number(), c.number(), c.name(), c.russian(), 0,
                        c.colour(), c.cost(), c.effect(), false));
            }
        }
        actionCards.forEach(c -> cards.put(c.id(), c));
        board.forEach(o -> offices.put(o.id(), o));
        regular.forEach(o -> offices.put(o.id(), o));
        additional.forEach(o -> offices.put(o.id(), o));
    }

    /** Validates a catalogue file; throws IllegalStateException listing every problem. */
    public static Catalogue from(CatalogueFile f) {
        List<String> problems = new ArrayList<>();
        if (f == null) throw new IllegalStateException("Copycat catalogue: the file is empty");
        String label = "Copycat catalogue '" + f.name() + "'";

        List<CardSpec> start = new ArrayList<>();
        List<CatalogueFile.StartCard> rawStart = f.startSet() == null ? List.of() : f.startSet();
        Set<Integer> startNumbers = new HashSet<>();
        int coins = 0;
        int vps = 0;
        for (CatalogueFile.StartCard s : rawStart) {
            Effect e = effect(s.effect(), "start card " + s.number(), problems);
            if (!startNumbers.add(s.number())) problems.add("start card number " + s.number() + " appears twice");
            if (s.number() < 9 || s.number() > 18) problems.add("start card " + s.number() + " is not numbered 9-18");
            if (e instanceof Effect.Coins c && c.n() == 1 && s.colour() == Colour.YELLOW) coins++;
            else if (e instanceof Effect.Vp v && v.n() == 1 && s.colour() == Colour.GREEN) vps++;
            else problems.add("start card " + s.number() + " must be a yellow COINS(1) or a green VP(1)");
            start.add(new CardSpec(String.valueOf(s.number()), s.number(), s.name(), s.russian(), 0, s.colour(), null,
                    e, false));
        }
        if (rawStart.size() != 10) problems.add("the start set has " + rawStart.size() + " cards, expected 10");
        if (coins != 7 || vps != 3) {
            problems.add("the start set has " + coins + " COINS(1) and " + vps + " VP(1) cards, expected 7 and 3");
        }

        List<CardSpec> action = new ArrayList<>();
        List<CatalogueFile.ActionCard> rawAction = f.actionCards() == null ? List.of() : f.actionCards();
        int[] perStage = new int[6];
        Set<Integer> numbers = new HashSet<>();
        List<CardSpec> removed = new ArrayList<>();
        for (CatalogueFile.ActionCard a : rawAction) {
            String what = "card " + a.number();
            Effect e = effect(a.effect(), what, problems);
            if (!numbers.add(a.number())) problems.add("card number " + a.number() + " appears twice");
            if (a.stage() < 1 || a.stage() > 5) problems.add(what + " has stage " + a.stage() + ", expected I-V");
            else perStage[a.stage()]++;
            if (a.colour() == null) problems.add(what + " has no colour");
            CardSpec c = new CardSpec(String.valueOf(a.number()), a.number(), a.name(), a.russian(), a.stage(),
                    a.colour(), a.cost(), e, a.removedWithTwoPlayers());
            if (c.red()) {
                if (a.number() < 1 || a.number() > 8) problems.add("red " + what + " must be numbered 1-8");
                if (a.cost() != null) problems.add("red " + what + " cannot have a cost");
            } else if (c.doctorate()) {
                if (a.stage() != 5) problems.add("doctorate " + what + " must be stage V");
                if (a.cost() != null) problems.add("doctorate " + what + " has cost X: leave it empty");
            } else {
                if (a.number() < 19 || a.number() > 61) problems.add(what + " must be numbered 19-61");
                if (a.cost() == null || a.cost() < 1) problems.add(what + " needs a cost of at least 1");
            }
            if (a.stage() == 5 && !c.doctorate()) problems.add("stage V " + what + " must be a doctorate");
            if (a.colour() != null && e != null && !fitsCard(a.colour(), e)) {
                problems.add(what + ": a " + a.colour() + " card cannot have " + e.text());
            }
            if (c.removedWithTwoPlayers()) removed.add(c);
            action.add(c);
        }
        if (rawAction.size() != 55) problems.add("there are " + rawAction.size() + " action cards, expected 55");
        String[] roman = {"", "I", "II", "III", "IV", "V"};
        for (int s = 1; s <= 5; s++) {
            if (perStage[s] != CARDS_PER_STAGE[s]) {
                problems.add("stage " + roman[s] + " has " + perStage[s] + " action cards, expected " + CARDS_PER_STAGE[s]);
            }
        }
        if (removed.size() != 3 || removed.stream().noneMatch(c -> c.stage() == 1)) {
            problems.add("exactly 3 cards, one of them stage I, must be removed with two players (found "
                    + removed.stream().map(CardSpec::id).toList() + ")");
        }

        List<OfficeSpec> board = new ArrayList<>();
        Set<String> officeIds = new HashSet<>();
        List<CatalogueFile.BoardOffice> rawBoard = f.boardOffices() == null ? List.of() : f.boardOffices();
        for (CatalogueFile.BoardOffice b : rawBoard) {
            Effect e = effect(b.effect(), "office " + b.id(), problems);
            board.add(office(b.id(), OfficeSpec.Kind.BOARD, b.colour(), e, 0, 2, b.name(), officeIds, problems));
            if (e instanceof Effect.Buy buy && buy.n() == 2 && (b.row() != 2 || b.column() != 5)) {
                problems.add("office " + b.id() + ": the BUY(2) office is the right-hand office of row 2");
            }
        }
        if (rawBoard.size() != 10) problems.add("the board has " + rawBoard.size() + " offices, expected 10");
        List<OfficeSpec> regular = new ArrayList<>();
        List<CatalogueFile.RegularOffice> rawRegular = f.regularOffices() == null ? List.of() : f.regularOffices();
        for (CatalogueFile.RegularOffice r : rawRegular) {
            Effect e = effect(r.effect(), "office " + r.id(), problems);
            if (r.minPlayers() != 3 && r.minPlayers() != 4) problems.add("office " + r.id() + " must be for 3 or 4 players");
            regular.add(office(r.id(), OfficeSpec.Kind.REGULAR, r.colour(), e, 0, r.minPlayers(), null, officeIds, problems));
        }
        if (rawRegular.size() != 4) problems.add("there are " + rawRegular.size() + " regular offices, expected 4");
        List<OfficeSpec> additional = new ArrayList<>();
        List<CatalogueFile.AdditionalOffice> rawAdditional =
                f.additionalOffices() == null ? List.of() : f.additionalOffices();
        int[] perDept = new int[6];
        for (CatalogueFile.AdditionalOffice a : rawAdditional) {
            Effect e = effect(a.effect(), "office " + a.id(), problems);
            if (a.department() < 1 || a.department() > 5) problems.add("office " + a.id() + " has department " + a.department());
            else perDept[a.department()]++;
            additional.add(office(a.id(), OfficeSpec.Kind.ADDITIONAL, a.colour(), e, a.department(), 2, null, officeIds,
                    problems));
        }
        if (rawAdditional.size() != 11) {
            problems.add("there are " + rawAdditional.size() + " additional offices, expected 11");
        }
        int[] expectedDept = {0, 4, 2, 2, 2, 1};
        for (int d = 1; d <= 5; d++) {
            if (perDept[d] != expectedDept[d]) {
                problems.add("department " + d + " has " + perDept[d] + " office cards, expected " + expectedDept[d]);
            }
        }
        long buyTwo = java.util.stream.Stream.of(board, regular, additional).flatMap(List::stream)
                .filter(o -> o.effect() instanceof Effect.Buy b && b.n() == 2).count();
        if (buyTwo != 1) problems.add("there must be exactly one BUY(2) office, found " + buyTwo);

        if (!problems.isEmpty()) {
            throw new IllegalStateException(label + " is not valid: " + String.join("; ", problems));
        }
        action.sort((a, b) -> Integer.compare(a.number(), b.number()));
        return new Catalogue(f.name(), start, action, board, regular, additional);
    }

    private static OfficeSpec office(String id, OfficeSpec.Kind kind, Colour colour, Effect e, int dept, int minPlayers,
                                     String name, Set<String> ids, List<String> problems) {
        if (id == null || !ids.add(id)) problems.add("office id " + id + " is missing or appears twice");
        if (colour == null) problems.add("office " + id + " has no colour");
        else if (e != null && !fitsOffice(colour, e)) problems.add("office " + id + ": a " + colour + " office cannot have " + e.text());
        return new OfficeSpec(id, kind, colour, e, dept, minPlayers, name);
    }

    private static Effect effect(String text, String what, List<String> problems) {
        try {
            return Effect.parse(text);
        } catch (IllegalArgumentException e) {
            problems.add(what + ": " + e.getMessage());
            return null;
        }
    }

    /** Which effects each card colour may carry (its phase decides when they act). */
    static boolean fitsCard(Colour c, Effect e) {
        return switch (c) {
            case RED -> e instanceof Effect.None;
            case BLUE -> e instanceof Effect.Draw || e instanceof Effect.Fundraise;
            case PURPLE -> e instanceof Effect.Workers || e instanceof Effect.ExtraOffice || e instanceof Effect.Elbows
                    || e instanceof Effect.TrashForWorker;
            case YELLOW -> e instanceof Effect.Coins || e instanceof Effect.DoubleCoins;
            case YELLOW_GREEN -> e instanceof Effect.Choice;
            case GREEN -> e instanceof Effect.Vp || e instanceof Effect.DoubleTokens || e instanceof Effect.Doctorate;
            case GREY -> e instanceof Effect.ReuseWorker || e instanceof Effect.CopyCard || e instanceof Effect.KeepCards;
        };
    }

    static boolean fitsOffice(Colour c, Effect e) {
        return switch (c) {
            case BLUE -> e instanceof Effect.Draw || e instanceof Effect.Exchange;
            case PURPLE -> e instanceof Effect.ExtraOffice || e instanceof Effect.Elbows || e instanceof Effect.Workers;
            case YELLOW -> e instanceof Effect.Coins || e instanceof Effect.Buy || e instanceof Effect.SpecialBuy
                    || e instanceof Effect.TrashForCoins;
            case GREEN -> e instanceof Effect.Vp;
            case GREY -> e instanceof Effect.ReuseCard;
            case YELLOW_GREEN, RED -> false;
        };
    }

    public String name() {
        return name;
    }

    public CardSpec card(String id) {
        CardSpec c = cards.get(id);
        if (c == null) throw new IllegalArgumentException("no card " + id);
        return c;
    }

    public boolean hasCard(String id) {
        return id != null && cards.containsKey(id);
    }

    public OfficeSpec office(String id) {
        OfficeSpec o = offices.get(id);
        if (o == null) throw new IllegalArgumentException("no office " + id);
        return o;
    }

    public boolean hasOffice(String id) {
        return id != null && offices.containsKey(id);
    }

    public List<CardSpec> startSet() {
        return startSet;
    }

    public List<CardSpec> actionCards() {
        return actionCards;
    }

    public List<OfficeSpec> board() {
        return board;
    }

    public List<OfficeSpec> regular() {
        return regular;
    }

    public List<OfficeSpec> additional() {
        return additional;
    }

    /** Every card id there is (start cards of all four sets, then action cards). */
    public Map<String, CardSpec> cards() {
        return Collections.unmodifiableMap(cards);
    }
}
