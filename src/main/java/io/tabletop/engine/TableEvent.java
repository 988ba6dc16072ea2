package io.tabletop.engine;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** Events every game's stream shares, before the game's own: the table is set, then seats are taken. */
public sealed interface TableEvent {

    /**
     * First event of every stream. {@code options} are the public options (the seed, if one was given, is not
     * among them); {@code seedCommitment} is SHA-256 of the secret seed, revealed when the game is over;
     * {@code rulesVersion} the version of the game's rules it is played, viewed and audited under for life
     * ({@link RulesVersion}; logs recorded before versions existed say nothing, which {@link #UPCASTERS} reads as 1).
     */
    record GameCreated(String type, int seats, Map<String, Object> options, String seedCommitment, boolean seeded,
                       int rulesVersion) implements TableEvent {

        /** A game of the first rules version. */
        public GameCreated(String type, int seats, Map<String, Object> options, String seedCommitment, boolean seeded) {
            this(type, seats, options, seedCommitment, seeded, 1);
        }

        public GameCreated {
            if (rulesVersion < 1) throw new IllegalArgumentException("rules versions count from 1");
            // whole numbers as Long, as Options holds them, so a created event equals itself read back from JSON
            if (options != null) {
                Map<String, Object> same = new LinkedHashMap<>();
                options.forEach((k, v) -> same.put(k, v instanceof Integer || v instanceof Short || v instanceof Byte
                        ? (Object) ((Number) v).longValue() : v));
                options = Collections.unmodifiableMap(same);
            }
        }
    }

    /**
     * Upcasters of the table's events whose shape changed (see {@link Rules#upcasters}): GAME_CREATED gained
     * {@code rulesVersion}; a log recorded before it was played under version 1 of its rules.
     */
    Map<String, java.util.function.UnaryOperator<Map<String, Object>>> UPCASTERS = Map.of("GAME_CREATED", data -> {
        if (data.containsKey("rulesVersion")) return data;
        Map<String, Object> current = new LinkedHashMap<>(data);
        current.put("rulesVersion", 1);
        return current;
    });

    record SeatTaken(int seat, String name) implements TableEvent {}

    /**
     * The deck the seat just taken brings (games played with decks only): {@code size} cards, listed in
     * {@code cards} for the seat itself and, once the game is over, for everybody; null for anyone else.
     */
    record DeckChosen(int seat, int size, @Nullable java.util.List<String> cards) implements TableEvent {
        public DeckChosen {
            cards = cards == null ? null : java.util.List.copyOf(cards);
        }
    }

    /**
     * The server closed a game whose seats were not all taken in time ({@code reason} OPEN_TOO_LONG, after
     * {@code openSeconds}): it is over, unplayed, with no winner.
     */
    record GameAbandoned(String reason, long openSeconds) implements TableEvent {}

    /**
     * A seat's token was replaced ({@code by} HOLDER: with the seat's recovery secret; CREATOR: by the game's creator,
     * for a seat it took itself); the old token stopped working. Public, so that nobody's seat changes hands unseen;
     * it changes nothing in the game itself (nor the awaited step's deadline).
     */
    record SeatTokenReissued(int seat, String by) implements TableEvent {}
}
