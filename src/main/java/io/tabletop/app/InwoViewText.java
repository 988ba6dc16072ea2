package io.tabletop.app;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationConfig;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.jsontype.TypeSerializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.module.SimpleSerializers;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import com.fasterxml.jackson.databind.type.CollectionType;
import io.tabletop.games.inwo.InwoView;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * An INWO view as JSON: exactly what {@link Json#write} writes, with the parts every viewer of a state is handed
 * alike written once per state. Of one state, every view holds the same Power Structure lists, and every viewer who
 * does not see a seat the same player instance for it ({@code InwoViews}' board); a move's views come in a burst of
 * five, and those parts are most of a view's text. So their text is kept by the object's identity and by its
 * content (a few thousand, the newest) and written raw into every view that holds that very object or an equal one:
 * the text the general writer makes of that object, whoever asks, so no viewer is shown anything his view does not
 * hold. {@code InwoViewTextTest} compares the two writers byte for byte.
 */
final class InwoViewText {

    private InwoViewText() {}

    /**
     * The texts kept: one slot each by the part's identity, a newer part taking its slot (about ten parts a board, and
     * the boards of the games played at once must not push each other's out between two moves of a game; a general
     * cache's bookkeeping cost as much as the writing it saved).
     */
    private static final int SLOTS = 2048; // a power of two

    private static final AtomicReferenceArray<Text> TEXTS = new AtomicReferenceArray<>(SLOTS);

    /**
     * The same texts by the part's content: a new state's board makes new parts for every player, though most players'
     * structures and outsider views are equal to the last state's, and a part equal to another is written alike (the
     * writers read nothing but the part: equal parts, equal text, and nobody's view holds a part its viewer may not
     * see). A hash and an equality check cost a tenth of the writing they save.
     */
    private static final AtomicReferenceArray<Text> BY_CONTENT = new AtomicReferenceArray<>(SLOTS);

    private record Text(Object part, int hash, String json) {}

    /** Structures kept; a player written in full (what a player's text is made with). */
    private static final ObjectMapper PARTS = mapper(false);

    /** Structures and the players every outsider sees kept. */
    private static final ObjectMapper VIEWS = mapper(true);

    private static final ObjectWriter VIEW = VIEWS.writerFor(InwoView.class);

    private static final ObjectWriter PLAYER = PARTS.writerFor(InwoView.PlayerView.class);

    static String write(InwoView view) {
        // the parts first, each on its own (written inside the view's writing they would each take fresh buffers)
        for (InwoView.PlayerView p : view.players()) {
            if (p.structure() != null) text(p.structure(), STRUCTURE);
            text(p, PLAYER);
        }
        return write(VIEW, view);
    }

    /** The part's kept text, made now by {@code writer} if it is not kept. */
    private static String text(Object part, ObjectWriter writer) {
        int slot = System.identityHashCode(part) & (SLOTS - 1);
        Text kept = TEXTS.get(slot);
        if (kept != null && kept.part() == part) return kept.json();
        // two threads making the same text meanwhile make the same text
        int hash = part.hashCode();
        int same = (hash ^ (hash >>> 16)) & (SLOTS - 1);
        Text equal = BY_CONTENT.get(same);
        if (equal == null || equal.hash() != hash || !equal.part().equals(part)) {
            equal = new Text(part, hash, write(writer, part));
            BY_CONTENT.set(same, equal);
        }
        TEXTS.set(slot, equal.part() == part ? equal : new Text(part, hash, equal.json()));
        return equal.json();
    }

    /** A player's text as a view holds it (tests: the text of an equal player is the kept one). */
    static String playerText(InwoView.PlayerView player) {
        return text(player, PLAYER);
    }

    /** How many parts' texts are kept (tests: the shortcut is taken). */
    static long kept() {
        long n = 0;
        for (int i = 0; i < SLOTS; i++) if (TEXTS.get(i) != null) n++;
        return n;
    }

    private static ObjectMapper mapper(boolean players) {
        SimpleSerializers kept = new SimpleSerializers() {
            @Override
            public JsonSerializer<?> findCollectionSerializer(SerializationConfig config, CollectionType type,
                    BeanDescription beanDesc, TypeSerializer elementTypeSerializer,
                    JsonSerializer<Object> elementValueSerializer) {
                if (type.getContentType().getRawClass() == InwoView.CardView.class) return new Kept(type, STRUCTURE);
                return super.findCollectionSerializer(config, type, beanDesc, elementTypeSerializer, elementValueSerializer);
            }

            @Override
            public JsonSerializer<?> findSerializer(SerializationConfig config, JavaType type, BeanDescription beanDesc) {
                if (players && type.getRawClass() == InwoView.PlayerView.class) return new Kept(type, null);
                return super.findSerializer(config, type, beanDesc);
            }
        };
        SimpleModule module = new SimpleModule(players ? "inwo-view-parts-once" : "inwo-structures-once");
        module.setSerializers(kept);
        return Json.configure(JsonMapper.builder(Json.factory()).build()).registerModule(module);
    }

    /** The general writer of a Power Structure, with no shortcuts. */
    private static final ObjectWriter STRUCTURE = Json.configure(JsonMapper.builder(Json.factory()).build())
            .writerFor(Json.MAPPER.getTypeFactory().constructCollectionType(List.class, InwoView.CardView.class));

    /** Writes a part from its kept text, made on first sight by {@code writer} (null: {@link #PARTS}). */
    private static final class Kept extends StdSerializer<Object> {

        private final ObjectWriter writer;

        Kept(JavaType type, ObjectWriter writer) {
            super(type);
            this.writer = writer;
        }

        @Override
        public void serialize(Object part, JsonGenerator gen, SerializerProvider provider) throws IOException {
            WellFormedGenerator.writeWellFormedRawValue(gen, text(part, writer != null ? writer : PLAYER));
        }
    }

    private static String write(ObjectWriter writer, Object value) {
        try {
            return writer.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write an INWO view's " + value.getClass().getSimpleName(), e);
        }
    }
}
