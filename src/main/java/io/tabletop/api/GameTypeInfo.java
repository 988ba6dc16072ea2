package io.tabletop.api;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * A hosted game: name, seats, the options a creator may set, the command types its seats send, (for games that
 * have one) the catalogue a front-end needs to draw its cards, (for games played with decks) the ready-made decks a
 * seat may bring by id, and {@code bots}: the house bots that can take a seat.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record GameTypeInfo(String type, String title, int minSeats, int maxSeats, List<OptionInfo> options,
                           List<String> commands, Object catalogue, Object starterDecks, List<BotInfo> bots) {

    /** A house bot of this game type: {@code POST …/seats {"bot": id}}. */
    public record BotInfo(String id, String description) {}

    /** One option: its kind, default (absent when unset means "off"), allowed values or range. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record OptionInfo(String name, String kind, Object defaultValue, List<String> values, Long min, Long max,
                             String description) {}

    public record Catalog(List<GameTypeInfo> types) {}
}
