package io.tabletop.app;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tabletop.engine.CommandFields;
import io.tabletop.engine.RuleViolation;
import io.tabletop.engine.Table;
import io.tabletop.engine.TableEvent;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * JSON for one game: commands as {@code {"type": "ACCEPT_BLOCK", …}}, events as (type, data) pairs, views as
 * records. Built from the game's sealed interfaces, so a game needs no serialisation code of its own.
 */
public final class GameCodec {

    private static final SealedNames<TableEvent> TABLE_EVENTS = new SealedNames<>(TableEvent.class);

    private final Table<Object, Object, Object> table;
    private final SealedNames<Object> commands;
    private final SealedNames<Object> events;
    /** The upcasters of the table's and the game's events, by event name ({@link io.tabletop.engine.Rules#upcasters}). */
    private final Map<String, java.util.function.UnaryOperator<Map<String, Object>>> upcasters;

    @SuppressWarnings("unchecked")
    public GameCodec(Table<Object, Object, Object> table) {
        this.table = table;
        this.commands = new SealedNames<>((Class<Object>) table.rules().type().commandType());
        this.events = new SealedNames<>((Class<Object>) table.rules().type().eventType());
        for (String name : TABLE_EVENTS.names()) {
            if (events.names().contains(name)) {
                throw new IllegalStateException(table.rules().type().name() + " may not name an event " + name);
            }
        }
        Map<String, java.util.function.UnaryOperator<Map<String, Object>>> all = new java.util.HashMap<>(TableEvent.UPCASTERS);
        table.rules().upcasters().forEach((name, upcaster) -> {
            if (!events.names().contains(name)) {
                throw new IllegalStateException(table.rules().type().name() + " upcasts an event it does not have: " + name);
            }
            all.put(name, upcaster);
        });
        this.upcasters = Map.copyOf(all);
    }

    /** The event types read through an upcaster (their shape changed since some logs were recorded). */
    public java.util.Set<String> upcastTypes() {
        return upcasters.keySet();
    }

    /** The rules version this codec's table plays. */
    public int rulesVersion() {
        return table.rules().version();
    }

    /**
     * A stored event's data in the current shape of its record: what its upcaster makes of it, or the data itself
     * when its type has none. The stored text is never changed (its hash covers it); this is how it is read.
     */
    public JsonNode upcast(String type, JsonNode data) {
        var upcaster = upcasters.get(type);
        if (upcaster == null || data == null || !data.isObject()) return data;
        @SuppressWarnings("unchecked")
        Map<String, Object> old = Json.MAPPER.convertValue(data, Map.class);
        return Json.MAPPER.valueToTree(upcaster.apply(old));
    }

    /** A view as JSON: Coup's written straight ({@link CoupViewText}: one goes with every state pushed), others by {@link Json#write}. */
    public String viewText(Object view) {
        if (view instanceof io.tabletop.games.coup.CoupView coup) return CoupViewText.write(coup);
        return view instanceof io.tabletop.games.inwo.InwoView inwo ? InwoViewText.write(inwo) : Json.write(view);
    }

    public Table<Object, Object, Object> table() {
        return table;
    }

    public SealedNames<Object> commandNames() {
        return commands;
    }

    public SealedNames<Object> eventNames() {
        return events;
    }

    /**
     * A command from a request body: anything that is not one of this game's commands is a 400; a required field
     * left out or null, or a number outside its range, is a 422 with the field's code — before any rule sees it.
     */
    public Object parseCommand(JsonNode body) {
        if (body == null || !body.isObject()) {
            throw ApiProblem.badRequest("INVALID_COMMAND", "a command is a JSON object with a \"type\"");
        }
        JsonNode type = body.get("type");
        if (type == null || type.isNull()) {
            throw ApiProblem.badRequest("TYPE_REQUIRED", "a command needs a \"type\"; one of " + commands.names());
        }
        Class<?> cls = type.isTextual() ? commands.classOf(type.asText()) : null;
        if (cls == null) {
            throw ApiProblem.badRequest("UNKNOWN_COMMAND_TYPE", "unknown command type " + type
                    + "; " + table.rules().type().name() + " knows " + commands.names());
        }
        ObjectNode fields = body.deepCopy();
        fields.remove("type");
        Object command = Json.bind(fields, cls);
        try {
            CommandFields.check(command);
        } catch (RuleViolation v) {
            throw ApiProblem.unprocessable(v.code(), v.getMessage(), null);
        }
        return command;
    }

    /** A command as a ready-to-send body: type first, unset fields left out. */
    public ObjectNode writeCommand(Object command) {
        ObjectNode out = Json.object();
        out.put("type", commands.nameOf(command));
        JsonNode fields = Json.tree(command);
        for (Iterator<Map.Entry<String, JsonNode>> it = fields.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> f = it.next();
            if (!f.getValue().isNull()) out.set(f.getKey(), f.getValue());
        }
        return out;
    }

    /** Writes commands with their unset fields left out, for {@link #writeCommandsText}. */
    private static final ObjectWriter FIELDS_SET = Json.configure(JsonMapper.builder().build())
            .setDefaultPropertyInclusion(JsonInclude.Value.construct(JsonInclude.Include.NON_NULL,
                    JsonInclude.Include.ALWAYS))
            .writer();

    /**
     * Legal-move lists' texts kept by content, one slot each by the list's hash, a newer list taking its slot: a seat
     * the game is not waiting for is sent the same list state after state (its any-time moves), and a seat holding
     * priority in one window after another much the same. Commands are records of names and numbers, so a list's hash
     * and an equality check cost a fraction of its writing; equal lists are written alike.
     */
    private static final int KEPT_LISTS = 1024; // a power of two

    private final java.util.concurrent.atomic.AtomicReferenceArray<KeptList> keptLists =
            new java.util.concurrent.atomic.AtomicReferenceArray<>(KEPT_LISTS);

    private record KeptList(List<?> commands, int hash, String text) {}

    /**
     * Commands as a JSON array of {@link #writeCommand} bodies, written straight from the records (a legal-move
     * list is written for every state a seat is sent; a tree per move cost more than the rules' own work); an equal
     * list's text when one is kept.
     */
    public String writeCommandsText(List<?> commands) {
        if (commands.isEmpty()) return "[]";
        int hash = commands.hashCode();
        int slot = (hash ^ (hash >>> 16)) & (KEPT_LISTS - 1);
        KeptList kept = keptLists.get(slot);
        if (kept != null && kept.hash() == hash && kept.commands().equals(commands)) return kept.text();
        // a copy: the caller's list may change after; two threads writing the same list meanwhile write the same text
        String text = writeCommandsAnew(commands);
        keptLists.set(slot, new KeptList(List.copyOf(commands), hash, text));
        return text;
    }

    private String writeCommandsAnew(List<?> commands) {
        StringBuilder out = new StringBuilder(64 * commands.size() + 2).append('[');
        for (Object command : commands) {
            if (out.length() > 1) out.append(',');
            String fields;
            try {
                fields = FIELDS_SET.writeValueAsString(command);
            } catch (JsonProcessingException e) {
                throw new IllegalStateException("cannot write " + command.getClass(), e);
            }
            Json.appendQuoted(out.append("{\"type\":"), this.commands.nameOf(command));
            if (fields.length() > 2) out.append(',').append(fields, 1, fields.length());
            else out.append('}');
        }
        return out.append(']').toString();
    }

    public String eventType(Object event) {
        return event instanceof TableEvent e ? TABLE_EVENTS.nameOf(e) : events.nameOf(event);
    }

    public JsonNode eventData(Object event) {
        return Json.tree(event);
    }

    /** An event's data as stored and hashed: the canonical text of {@link #eventData}, written without the tree. */
    public String eventText(Object event) {
        return Json.canonicalOf(event);
    }

    /** A stored event back as its record; a type this game does not know is a corrupt stream. */
    public Object readEvent(String type, JsonNode data) {
        Class<?> cls = eventClass(type);
        try {
            return Json.MAPPER.treeToValue(upcast(type, data), cls);
        } catch (Exception e) {
            throw new IllegalStateException("event " + type + " does not fit its record", e);
        }
    }

    private Class<?> eventClass(String type) {
        Class<?> cls = TABLE_EVENTS.classOf(type);
        if (cls == null) cls = events.classOf(type);
        if (cls == null) throw new IllegalStateException("unknown event type " + type);
        return cls;
    }

    /** A stored event from its JSON text (the fast path of folds over many events). */
    public Object readEvent(String type, String json) {
        if (upcasters.containsKey(type)) return readEvent(type, Json.readTree(json));
        Class<?> cls = eventClass(type);
        try {
            return Json.MAPPER.readValue(json, cls);
        } catch (Exception e) {
            throw new IllegalStateException("event " + type + " does not fit its record", e);
        }
    }

    /**
     * The first event of a stored stream, read before its game's codec is known (it names the type and rules version
     * the codec is chosen by), upcast like every stored event.
     */
    public static TableEvent.GameCreated readCreated(JsonNode data) {
        JsonNode current = data != null && data.isObject()
                ? Json.MAPPER.valueToTree(TableEvent.UPCASTERS.get("GAME_CREATED")
                        .apply(Json.MAPPER.convertValue(data, Map.class)))
                : data;
        return Json.MAPPER.convertValue(current, TableEvent.GameCreated.class);
    }

    public static String tableEventType(TableEvent e) {
        return TABLE_EVENTS.nameOf(e);
    }
}
