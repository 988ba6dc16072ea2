package io.tabletop.games.copycat;

/**
 * The effect vocabulary of rules/copycat.md §1 in machine form. Catalogue files write effects as text
 * ({@code COINS(2)}, {@code CHOICE(COINS(1),VP(2))}, {@code WORKERS(+1)} …); {@link #parse} reads them.
 */
public sealed interface Effect {

    record None() implements Effect {}

    record Coins(int n) implements Effect {}

    record DoubleCoins() implements Effect {}

    record Choice(int coins, int vp) implements Effect {}

    record Vp(int n) implements Effect {}

    record DoubleTokens() implements Effect {}

    record Doctorate() implements Effect {}

    record Draw(int n) implements Effect {}

    record Exchange(int n) implements Effect {}

    record Fundraise() implements Effect {}

    record Workers(int n) implements Effect {}

    record ExtraOffice() implements Effect {}

    record Elbows() implements Effect {}

    record TrashForWorker() implements Effect {}

    record TrashForCoins(int n) implements Effect {}

    record Buy(int n) implements Effect {}

    record SpecialBuy() implements Effect {}

    record ReuseCard() implements Effect {}

    record ReuseWorker() implements Effect {}

    record CopyCard() implements Effect {}

    record KeepCards() implements Effect {}

    /** Reads an effect written as in rules/copycat.md; throws IllegalArgumentException naming what is wrong. */
    static Effect parse(String text) {
        if (text == null) throw new IllegalArgumentException("missing effect");
        String t = text.replace(" ", "");
        switch (t) {
            case "NONE": return new None();
            case "DOUBLE_COINS": return new DoubleCoins();
            case "DOUBLE_TOKENS": return new DoubleTokens();
            case "DOCTORATE": return new Doctorate();
            case "FUNDRAISE": return new Fundraise();
            case "EXTRA_OFFICE": return new ExtraOffice();
            case "ELBOWS": return new Elbows();
            case "TRASH_FOR_WORKER": return new TrashForWorker();
            case "SPECIAL_BUY": return new SpecialBuy();
            case "REUSE_CARD": return new ReuseCard();
            case "REUSE_WORKER": return new ReuseWorker();
            case "COPY_CARD": return new CopyCard();
            case "KEEP_CARDS": return new KeepCards();
            default: break;
        }
        if (t.matches("CHOICE\\(COINS\\(\\d+\\),VP\\(\\d+\\)\\)")) {
            String[] n = t.replaceAll("[^0-9,]", "").split(",");
            return new Choice(Integer.parseInt(n[0]), Integer.parseInt(n[1]));
        }
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("([A-Z_]+)\\(\\+?(\\d+)\\)").matcher(t);
        if (!m.matches()) throw new IllegalArgumentException("unknown effect '" + text + "'");
        int n = Integer.parseInt(m.group(2));
        if (n < 1 || n > 20) throw new IllegalArgumentException("effect '" + text + "' has an unreasonable amount");
        return switch (m.group(1)) {
            case "COINS" -> new Coins(n);
            case "VP" -> new Vp(n);
            case "DRAW" -> new Draw(n);
            case "EXCHANGE" -> new Exchange(n);
            case "WORKERS", "EXTRA_WORKERS" -> new Workers(n);
            case "TRASH_FOR_COINS" -> new TrashForCoins(n);
            case "BUY" -> new Buy(n);
            default -> throw new IllegalArgumentException("unknown effect '" + text + "'");
        };
    }

    /** The text form, as catalogue files write it. */
    default String text() {
        return switch (this) {
            case None e -> "NONE";
            case Coins e -> "COINS(" + e.n() + ")";
            case DoubleCoins e -> "DOUBLE_COINS";
            case Choice e -> "CHOICE(COINS(" + e.coins() + "),VP(" + e.vp() + "))";
            case Vp e -> "VP(" + e.n() + ")";
            case DoubleTokens e -> "DOUBLE_TOKENS";
            case Doctorate e -> "DOCTORATE";
            case Draw e -> "DRAW(" + e.n() + ")";
            case Exchange e -> "EXCHANGE(" + e.n() + ")";
            case Fundraise e -> "FUNDRAISE";
            case Workers e -> "WORKERS(+" + e.n() + ")";
            case ExtraOffice e -> "EXTRA_OFFICE";
            case Elbows e -> "ELBOWS";
            case TrashForWorker e -> "TRASH_FOR_WORKER";
            case TrashForCoins e -> "TRASH_FOR_COINS(" + e.n() + ")";
            case Buy e -> "BUY(" + e.n() + ")";
            case SpecialBuy e -> "SPECIAL_BUY";
            case ReuseCard e -> "REUSE_CARD";
            case ReuseWorker e -> "REUSE_WORKER";
            case CopyCard e -> "COPY_CARD";
            case KeepCards e -> "KEEP_CARDS";
        };
    }
}
