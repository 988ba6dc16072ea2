package io.tabletop.api;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * A hosted game: name, seats, the options a creator may set, the command types its seats send, (for games that
 * have one) the catalogue a front-end needs to draw its cards, (for games played with decks) the ready-made decks a
 * seat may bring by id, {@code bots}: the house bots that can take a seat, {@code rulesVersion}: the version of its rules
 * new games get, and {@code rulesVersions}: every version this service still plays (and audits), oldest first.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@Always({"type", "title", "minSeats", "maxSeats", "options", "commands", "bots", "rulesVersion", "rulesVersions"})
public record GameTypeInfo(String type, String title, int minSeats, int maxSeats, List<OptionInfo> options,
                           List<String> commands, Object catalogue, Object starterDecks, List<BotInfo> bots,
                           int rulesVersion, List<RulesVersionInfo> rulesVersions) {

    /** A rules version this service plays: its number and what it changed from the one before, in one line. */
    public record RulesVersionInfo(int version, String note) {}

    /** A house bot of this game type: {@code POST …/seats {"bot": id}}. */
    public record BotInfo(String id, String description) {}

    /** One option: its kind, default (absent when unset means "off"), allowed values or range. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record OptionInfo(String name, String kind, Object defaultValue, List<String> values, Long min, Long max,
                             String description) {}

    public record Catalog(List<GameTypeInfo> types) {}
}
