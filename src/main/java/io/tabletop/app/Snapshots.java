package io.tabletop.app;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.jsontype.BasicPolymorphicTypeValidator;
import io.tabletop.engine.TableEvent;
import io.tabletop.engine.TableState;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Folded states as JSON, for snapshots. Game states are records whose sealed-interface fields (Coup's turn
 * {@code Step}) carry their record's class name; nothing else changes. A snapshot that no longer reads (the state's
 * shape changed) is simply not used: it is a cache of what the events say.
 */
public final class Snapshots {

    /** A snapshot is written whenever an append crosses a multiple of this many events. */
    public static final int EVERY = 64;

    private static final ObjectMapper MAPPER = typed(Json.configure(JsonMapper.builder().build()));

    private Snapshots() {}

    private static ObjectMapper typed(ObjectMapper m) {
        var ptv = BasicPolymorphicTypeValidator.builder().allowIfSubType("io.tabletop.").build();
        var sealed = new ObjectMapper.DefaultTypeResolverBuilder(ObjectMapper.DefaultTyping.NON_FINAL, ptv) {
            @Override
            public boolean useForType(JavaType t) {
                return t.getRawClass().isInterface() && t.getRawClass().isSealed();
            }
        };
        m.setDefaultTyping(sealed.init(JsonTypeInfo.Id.CLASS, null).inclusion(JsonTypeInfo.As.PROPERTY)
                .typeProperty("@type"));
        return m;
    }

    /** Whether an append from {@code before} to {@code after} events should leave a snapshot. */
    public static boolean due(long before, long after) {
        return after / EVERY > before / EVERY;
    }

    /** A snapshot's fields, in the order they have always been written (no tree between the state and the text). */
    @JsonPropertyOrder({"created", "names", "version", "decks", "game"})
    record Written(TableEvent.GameCreated created, List<String> names, long version, List<List<String>> decks,
                   Object game) {}

    public static String write(TableState<Object> state) {
        try {
            return MAPPER.writeValueAsString(
                    new Written(state.created(), state.names(), state.version(), state.decks(), state.game()));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a game state could not be written as a snapshot", e);
        }
    }

    /** The state a snapshot holds, or empty if it cannot be read as this game's state any more. */
    public static Optional<TableState<Object>> read(String json, GameCodec codec) {
        try {
            JsonNode n = MAPPER.readTree(json);
            // written before rules versions existed, it says none: upcast as the stored event is
            TableEvent.GameCreated created = GameCodec.readCreated(n.get("created"));
            if (created.rulesVersion() != codec.rulesVersion()) return Optional.empty();
            List<String> names = new ArrayList<>();
            n.get("names").forEach(x -> names.add(x.isNull() ? null : x.asText()));
            Object game = n.get("game").isNull() ? null
                    : MAPPER.treeToValue(n.get("game"), codec.table().rules().type().stateType());
            List<List<String>> decks = new ArrayList<>();
            JsonNode d = n.get("decks");
            if (d != null && d.isArray()) {
                for (JsonNode deck : d) {
                    if (deck.isNull()) {
                        decks.add(null);
                    } else {
                        List<String> cards = new ArrayList<>();
                        deck.forEach(x -> cards.add(x.asText()));
                        decks.add(cards);
                    }
                }
            }
            return Optional.of(new TableState<>(created, names, game, n.get("version").asLong(), false,
                    decks.size() == names.size() ? decks : null));
        } catch (JsonProcessingException | RuntimeException e) {
            return Optional.empty();
        }
    }
}
