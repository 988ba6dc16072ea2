package io.tabletop.api;

import java.util.List;

/**
 * {@code {"name":"alice"}}; {@code seat} picks a particular free seat (the lowest free one when left out);
 * {@code inviteSecret}: the secret the creator of an invite-only game received; {@code bot}: a house bot of this game
 * type (as listed in {@code GET /api/v1/game-types}) takes the seat and plays it inside the service (no token is
 * given; {@code name} defaults to the bot's id). {@code deck}: required by games played with decks (INWO), refused by
 * the others: {@code {"starter": "<starter deck id>"}} or {@code {"cards": ["<card id>", …]}} (exactly one of the
 * two). Only this seat sees it until the game is over.
 */
@Always({}) // a person's seat needs name, a house bot's bot: each checked by the server
public record TakeSeatRequest(String name, Integer seat, String inviteSecret, String bot, Deck deck) {

    /** A name no store can keep is refused as every other unprintable name is (422 INVALID_NAME). */
    static final java.util.Map<String, String> NAME_CODE = java.util.Map.of("name", "INVALID_NAME");

    /** A deck: a starter deck's id, or the card ids it holds (the contract: one of the two shapes). */
    public record Deck(String starter, List<String> cards) {}
}
