package io.tabletop.api;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Map;

/**
 * {@code {"type":"COUP","name":"bot-7"}}: a seat in any open game of {@code type} that fits, or in a new one.
 * {@code minSeats}/{@code maxSeats}: the seat counts of the games it may join (default: the type's range);
 * {@code options}: only games whose recorded options (defaults applied, the server's turn timeout included) are
 * exactly these — left out, exactly the defaults — and a new game gets them; {@code seats}: the seat count of a game created for it (default: {@code maxSeats} when given, else the
 * lower end of the range); {@code deck}: as in taking a seat (INWO). Optional fields may be left out.
 */
@Always({"type", "name"})
public record QuickSeatRequest(
        String type,
        String name,
        @JsonInclude(JsonInclude.Include.NON_NULL) Integer seats,
        @JsonInclude(JsonInclude.Include.NON_NULL) Integer minSeats,
        @JsonInclude(JsonInclude.Include.NON_NULL) Integer maxSeats,
        @JsonInclude(JsonInclude.Include.NON_NULL) Map<String, Object> options,
        @JsonInclude(JsonInclude.Include.NON_NULL) TakeSeatRequest.Deck deck) {}
