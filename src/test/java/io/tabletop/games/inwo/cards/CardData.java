package io.tabletop.games.inwo.cards;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The Limited rows of {@code ../shared/reference/inwo/carddata.tsv} (the public card database) and how a row reads
 * as catalogue facts. Both the generator and the row-by-row tests use it, so the mapping is stated once:
 * <ul>
 *   <li>Power "7/4" is Power 7, Global Power 4; a "*" (variable, set by the card's ability) reads as the number
 *   before it, or 0 alone; Resistance likewise.</li>
 *   <li>Groups: the Alignment column holds alignments ("Liberal (Sometimes)" is not a printed alignment: the
 *   card's effect says when it holds), the Attribute column attributes; Control is the outgoing arrows.</li>
 *   <li>Resources: the Alignment column holds the types (Artifact, Gadget, Magic; Unique is the unique flag), the
 *   Attribute column "ACTION" marks an action token.</li>
 *   <li>Plots: the Attribute column states the cost ("Requires Action"), not attributes.</li>
 *   <li>Illuminati have 4 arrows out.</li>
 * </ul>
 */
record CardData(String name, String type, String alignmentColumn, String attributeColumn, String powerColumn,
                String resistanceColumn, String controlColumn, String errata, String text) {

    static final Path TSV = Path.of("..", "shared", "reference", "inwo", "carddata.tsv");

    /** The Limited rows, in file order. */
    static List<CardData> limited() {
        try {
            List<String> lines = Files.readAllLines(TSV);
            List<CardData> out = new ArrayList<>();
            for (String line : lines.subList(1, lines.size())) {
                if (line.isBlank()) continue;
                String[] f = Arrays.copyOf(line.split("\t", -1), 13);
                if (!"Limited".equals(f[1])) continue;
                out.add(new CardData(f[0].trim(), f[5].trim(), t(f[6]), t(f[7]), t(f[8]), t(f[9]), t(f[10]),
                        t(f[11]), t(f[12])));
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + TSV.toAbsolutePath(), e);
        }
    }

    private static String t(String s) {
        return s == null ? "" : s.trim();
    }

    /** The catalogue id: the name in kebab-case, apostrophes dropped. */
    static String id(String name) {
        return name.toLowerCase(Locale.ROOT).replace("'", "").replace("’", "")
                .replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
    }

    String id() {
        return id(name);
    }

    CardKind kind() {
        return switch (type) {
            case "Illuminati" -> CardKind.ILLUMINATI;
            case "Organization", "Personality", "Place" -> CardKind.GROUP;
            case "Resource" -> CardKind.RESOURCE;
            default -> CardKind.PLOT;
        };
    }

    GroupClass groupClass() {
        return switch (type) {
            case "Organization" -> GroupClass.ORGANIZATION;
            case "Personality" -> GroupClass.PERSONALITY;
            case "Place" -> GroupClass.PLACE;
            default -> null;
        };
    }

    int power() {
        return first(powerColumn);
    }

    int globalPower() {
        String[] p = powerColumn.split("/");
        return p.length > 1 ? first(p[1]) : 0;
    }

    int resistance() {
        return first(resistanceColumn);
    }

    int arrowsOut() {
        if (kind() == CardKind.ILLUMINATI) return 4;
        return controlColumn.isEmpty() ? 0 : Integer.parseInt(controlColumn);
    }

    private static int first(String s) {
        String digits = s.split("/")[0].replaceAll("[^0-9]", "");
        return digits.isEmpty() ? 0 : Integer.parseInt(digits);
    }

    /** Printed alignments (Groups only; "(Sometimes)" ones left out). */
    Set<Alignment> alignments() {
        Set<Alignment> out = new LinkedHashSet<>();
        if (kind() != CardKind.GROUP) return out;
        for (String a : list(alignmentColumn)) {
            if (a.contains("(")) continue;
            out.add(Alignment.valueOf(a.toUpperCase(Locale.ROOT)));
        }
        return out;
    }

    /** Alignments the card holds only sometimes ("Liberal (Sometimes)"). */
    Set<Alignment> sometimes() {
        Set<Alignment> out = new LinkedHashSet<>();
        for (String a : list(alignmentColumn)) {
            if (a.contains("(")) out.add(Alignment.valueOf(a.substring(0, a.indexOf('(')).trim().toUpperCase(Locale.ROOT)));
        }
        return out;
    }

    Set<String> attributes() {
        Set<String> out = new LinkedHashSet<>();
        List<String> source = switch (kind()) {
            case GROUP -> list(attributeColumn);
            case RESOURCE -> list(alignmentColumn).stream().filter(a -> !a.equals("Unique")).toList();
            default -> List.of();
        };
        for (String a : source) out.add(a.toUpperCase(Locale.ROOT).replaceAll("[^A-Z0-9]+", "_"));
        return out;
    }

    boolean unique() {
        return list(alignmentColumn).contains("Unique") && kind() == CardKind.RESOURCE;
    }

    boolean actionToken() {
        return kind() == CardKind.RESOURCE && attributeColumn.contains("ACTION");
    }

    private static List<String> list(String column) {
        if (column.isBlank()) return List.of();
        return Arrays.stream(column.split(",")).map(String::trim).filter(s -> !s.isEmpty()).toList();
    }
}
