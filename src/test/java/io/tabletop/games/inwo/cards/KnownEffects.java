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

    /** True when the paraphrase says only part of the effect is known. */
    static boolean partial(String paraphrase) {
        return paraphrase != null && paraphrase.contains("*partial*");
    }
}
