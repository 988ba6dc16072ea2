package io.tabletop.games.inwo.cards;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The paraphrased effects of {@code ../shared/reference/inwo/known-effects.md}, by card name (family rows and the
 * shared Goal row are split per card). Used as the card text where the card database has none.
 */
final class KnownEffects {

    static final Path MD = Path.of("..", "shared", "reference", "inwo", "known-effects.md");

    private KnownEffects() {}

    /** Card name → paraphrase, section heading included for the families. */
    static Map<String, String> read() {
        List<String> lines;
        try {
            lines = Files.readAllLines(MD);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + MD.toAbsolutePath(), e);
        }
        Map<String, String> out = new LinkedHashMap<>();
        String section = "";
        for (String line : lines) {
            if (line.startsWith("## ")) {
                section = line.substring(3).trim();
                continue;
            }
            int bar = line.indexOf('|');
            if (bar < 0 || line.startsWith("-|") || line.startsWith("Card|") || line.startsWith("Cards|")
                    || line.startsWith("Pg|") || section.startsWith("Handbook")) {
                continue;
            }
            String head = line.substring(0, bar).trim();
            String body = line.substring(bar + 1).trim();
            if (section.startsWith("Plot: families") && head.indexOf(':') > 0) {
                int colon = head.indexOf(':');
                String family = head.substring(0, colon).trim();
                for (String part : head.substring(colon + 1).split(";|, (?=[A-Z0-9])")) {
                    String name = part.replaceAll("\\[.*?\\]", "").replaceAll("\\(.*?\\)", "")
                            .replaceAll("→.*", "").replaceAll(":.*", "").replace("^", "").trim();
                    if (!name.isEmpty()) out.put(name, family + " — " + part.trim() + ": " + body);
                }
            } else if (head.contains(" / ")) {
                for (String name : head.split(" / ")) out.put(name.trim(), body);
            } else {
                out.put(head.replace("^", "").trim(), body);
            }
        }
        return out;
    }

    /** known-effects.md's abbreviations, spelled out for the card text a front-end shows. */
    private static final String[][] WORDS = {
        {"ALL-Il", "all Illuminati actions"}, {"Il act", "Illuminati action"},
        {"dCD", "direct control/destroy"}, {"aCD", "any attempt to control/destroy"},
        {"dC", "direct control"}, {"dD", "direct destroy"}, {"aC", "any attempt to control"},
        {"aD", "any attempt to destroy"}, {"AtC", "attack to control"}, {"AtD", "attack to destroy"},
        {"Illum", "Illuminati"}, {"Il", "Illuminati action"}, {"riv", "rival"}, {"Pers", "Personality"},
        {"Org", "Organization"}, {"PS", "Power Structure"}, {"GP", "Global Power"}, {"Dis", "Disaster"},
        {"Assn", "Assassination"}, {"Inst", "instant"}, {"TO", "automatic takeover"}, {"yt", "your turn"},
        {"AT", "at any time"}, {"toks", "tokens"}, {"tok", "token"}, {"Rsc", "Resource"}, {"Dev", "Devastated"},
        {"hid", "hidden"}, {"exp", "exposed"}, {"disc", "discard"}, {"att", "attack"}, {"def", "defence"},
        {"Priv", "Privileged"}, {"Viol", "Violent"}, {"Crim", "Criminal"}, {"Gov", "Government"},
        {"Corp", "Corporate"}, {"Lib", "Liberal"}, {"Cons", "Conservative"}, {"Str", "Straight"},
        {"Fan", "Fanatic"}, {"Peace", "Peaceful"}, {"Comp", "Computer"}, {"Sci", "Science"},
        {"NPC", "Nuclear Power Companies"}, {"OMCL", "Orbital Mind Control Lasers"}, {"acts", "actions"},
        {"act", "action"}, {"P", "Power"}, {"R", "Resistance"}};

    /**
     * A paraphrase made readable: source marks dropped, abbreviations spelled out, the handbook errata (when the card
     * database states them, appended separately) left out.
     */
    static String readable(String paraphrase, boolean errataStatedElsewhere) {
        if (paraphrase == null) return "";
        String t = paraphrase.replace("*partial*", "(only partly known)").replaceAll("\\[[^\\]]*\\]", "")
                .replace("^", "").replace("‡", "");
        if (errataStatedElsewhere) t = t.replaceAll("\\s*\\(?H20:[^)]*\\)?\\s*$", "").replaceAll("\\(H20: [^)]*\\)", "");
        t = t.replace("H20:", "errata:").replace("(H20", "(errata");
        t = t.replaceAll("x>(\\d+)", "destroys if the roll succeeds by more than $1");
        t = t.replaceAll("\\bP(\\d+)\\+", "Power $1+").replaceAll("\\bPx(\\d)", "Power ×$1")
                .replaceAll("\\bx(\\d)\\b", "×$1");
        for (String[] w : WORDS) t = t.replaceAll("(?<![A-Za-z.-])" + java.util.regex.Pattern.quote(w[0])
                + "(?![A-Za-z]|\\.[A-Za-z])", java.util.regex.Matcher.quoteReplacement(w[1]));
        t = t.replaceAll("\\s+", " ").replace(" ;", ";").replace(" ,", ",").trim();
        if (t.endsWith(";") || t.endsWith(",")) t = t.substring(0, t.length() - 1);
        return t.isEmpty() ? t : Character.toUpperCase(t.charAt(0)) + t.substring(1) + (t.endsWith(".") ? "" : ".");
    }

    /** True when the paraphrase says only part of the effect is known. */
    static boolean partial(String paraphrase) {
        return paraphrase != null && paraphrase.contains("*partial*");
    }
}
