package io.tabletop.engine;

/**
 * Text as the service keeps it: no NUL and no unpaired UTF-16 surrogate. PostgreSQL's text and jsonb cannot store
 * either (the driver turns a lone surrogate into '?', a NUL fails the statement), and a JSON writer that meets a lone
 * surrogate fails or writes what no strict reader takes; so requests carrying them are refused, and every writer
 * replaces a lone surrogate that still comes its way ({@link #wellFormed}).
 */
public final class Text {

    /** What an unpaired surrogate is written as. */
    public static final char REPLACEMENT = '\uFFFD';

    private Text() {}

    /** True when {@code s} holds no NUL and no unpaired surrogate. */
    public static boolean storable(CharSequence s) {
        return firstUnstorable(s) < 0;
    }

    /** The index of the first NUL or unpaired surrogate in {@code s}, or -1. */
    public static int firstUnstorable(CharSequence s) {
        for (int i = 0, n = s.length(); i < n; i++) {
            char ch = s.charAt(i);
            if (ch == 0) return i;
            if (Character.isSurrogate(ch)) {
                if (Character.isHighSurrogate(ch) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
                    i++;
                } else {
                    return i;
                }
            }
        }
        return -1;
    }

    /**
     * {@code s} with every unpaired surrogate replaced by U+FFFD: well-formed UTF-16, so any JSON writer or UTF-8
     * encoder takes it. NUL stays (JSON escapes it). The same instance when nothing needs replacing (the usual case:
     * one pass, no copy).
     */
    public static String wellFormed(String s) {
        if (s == null) return null;
        int at = firstUnpaired(s, 0, s.length());
        if (at < 0) return s;
        char[] chars = s.toCharArray();
        replaceUnpaired(chars, at, chars.length);
        return new String(chars);
    }

    /** Replaces, in place, every unpaired surrogate in {@code chars[from, to)} by U+FFFD. */
    public static void replaceUnpaired(char[] chars, int from, int to) {
        for (int i = from; i < to; i++) {
            char ch = chars[i];
            if (!Character.isSurrogate(ch)) continue;
            if (Character.isHighSurrogate(ch) && i + 1 < to && Character.isLowSurrogate(chars[i + 1])) {
                i++;
            } else {
                chars[i] = REPLACEMENT;
            }
        }
    }

    /**
     * {@link #firstUnpaired(CharSequence, int, int)} for a String: the same loop on {@code String.charAt}, which
     * compiles inline (every string a JSON writer writes is scanned, field names included; through the interface the
     * calls were not inlined).
     */
    public static int firstUnpaired(String s, int from, int to) {
        for (int i = from; i < to; i++) {
            char ch = s.charAt(i);
            if (!Character.isSurrogate(ch)) continue;
            if (Character.isHighSurrogate(ch) && i + 1 < to && Character.isLowSurrogate(s.charAt(i + 1))) {
                i++;
            } else {
                return i;
            }
        }
        return -1;
    }

    /** The index of the first unpaired surrogate in {@code s[from, to)}, or -1. */
    public static int firstUnpaired(CharSequence s, int from, int to) {
        for (int i = from; i < to; i++) {
            char ch = s.charAt(i);
            if (!Character.isSurrogate(ch)) continue;
            if (Character.isHighSurrogate(ch) && i + 1 < to && Character.isLowSurrogate(s.charAt(i + 1))) {
                i++;
            } else {
                return i;
            }
        }
        return -1;
    }
}
