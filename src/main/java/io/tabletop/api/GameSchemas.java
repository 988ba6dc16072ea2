package io.tabletop.api;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.tabletop.app.SealedNames;
import io.tabletop.engine.GameRegistry;
import io.tabletop.engine.GameType;
import io.tabletop.engine.Table;
import io.tabletop.engine.TableEvent;
import jakarta.annotation.Nullable;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.PathItem;
import org.eclipse.microprofile.openapi.models.media.Content;
import org.eclipse.microprofile.openapi.models.media.MediaType;
import org.eclipse.microprofile.openapi.models.media.Schema.SchemaType;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;

/**
 * Adds every hosted game's commands, events and view to the OpenAPI document, derived from the game's records, and
 * wires them into the generic API: {@code Command} (one of every game's commands, by {@code type}), the per-game
 * answers ({@link GameResponses}), and the {@code Problem} every error answers with. A new game documents itself;
 * nothing here names one.
 */
public class GameSchemas implements OASFilter {

    private static final String REF = "#/components/schemas/";

    private final Map<String, Schema> components = new LinkedHashMap<>();

    @Override
    public void filterOpenAPI(OpenAPI api) {
        List<Schema> gameCommands = new ArrayList<>();
        List<GameParts> games = new ArrayList<>();
        Map<String, String> catalogues = new LinkedHashMap<>();
        List<Schema> starterDecks = new ArrayList<>();
        for (Table<Object, Object, Object> table : GameRegistry.discover(io.tabletop.app.JsonGameData.standard()).all()) {
            GameType<?, ?, ?> type = table.rules().type();
            String game = pascal(type.name());
            SealedNames<Object> commandNames = names(type.commandType());
            List<Schema> commands = new ArrayList<>();
            Map<String, String> mapping = new LinkedHashMap<>();
            commandNames.types().forEach((name, cls) -> {
                String component = game + ".Command." + cls.getSimpleName();
                Schema s = record(cls, game + ".Command", true);
                Map<String, Schema> props = new LinkedHashMap<>();
                props.put("type", OASFactory.createSchema().addType(SchemaType.STRING).constValue(name));
                if (s.getProperties() != null) props.putAll(s.getProperties());
                s.setProperties(props);
                List<String> required = new ArrayList<>(List.of("type"));
                if (s.getRequired() != null) required.addAll(s.getRequired());
                s.setRequired(required);
                s.description(type.name() + " command " + name);
                components.put(component, s);
                commands.add(ref(component));
                mapping.put(name, REF + component);
            });
            components.put(game + ".Command", OASFactory.createSchema().oneOf(commands)
                    .discriminator(OASFactory.createDiscriminator().propertyName("type").mapping(mapping))
                    .description("A " + type.name() + " command; `type` names which."));
            gameCommands.add(ref(game + ".Command"));
            List<Schema> events = new ArrayList<>();
            GameParts parts = new GameParts(type.name(), game, new LinkedHashMap<>());
            games.add(parts);
            names(type.eventType()).types().forEach((name, cls) -> {
                parts.events().put(name, game + ".Event." + cls.getSimpleName());
                Schema s = record(cls, game + ".Event", false);
                s.description("data of " + type.name() + " event " + name + " (EventView.type " + name + ")");
                components.put(game + ".Event." + cls.getSimpleName(), s);
                events.add(ref(game + ".Event." + cls.getSimpleName()));
            });
            components.put(game + ".Event", OASFactory.createSchema().anyOf(events)
                    .description("The data of a " + type.name() + " event; EventView.type names which (the schema "
                            + game + ".Event.<Name> for the event type in PascalCase)."));
            Object catalogue = table.rules().catalogue();
            if (catalogue != null && catalogue.getClass().isRecord()) {
                Schema s = record(catalogue.getClass(), game + ".Catalogue", false)
                        .description("The " + type.name() + " catalogue (GameTypeInfo.catalogue of type " + type.name() + ")");
                s.addProperty("game", OASFactory.createSchema().addType(SchemaType.STRING).constValue(type.name()));
                components.put(game + ".Catalogue", s);
                catalogues.put(type.name(), REF + game + ".Catalogue");
            }
            if (table.rules().starterDecks() instanceof List<?> decks && !decks.isEmpty() && decks.getFirst().getClass().isRecord()) {
                components.put(game + ".StarterDeck", record(decks.getFirst().getClass(), game + ".StarterDeck", false)
                        .description("A ready-made " + type.name() + " deck: take a seat with {\"deck\":{\"starter\": id}}"));
                starterDecks.add(ref(game + ".StarterDeck"));
            }
            String view = game + ".View";
            components.put(view, record(type.viewType(), view, false).description(type.name() + " view"));
        }
        List<Schema> tableEvents = new ArrayList<>();
        Map<String, String> tableEventNames = new LinkedHashMap<>();
        names(TableEvent.class).types().forEach((name, cls) -> {
            tableEventNames.put(name, "Table.Event." + cls.getSimpleName());
            components.put("Table.Event." + cls.getSimpleName(), record(cls, "Table.Event", false)
                    .description("data of event " + name + ", which every game's stream has"));
            tableEvents.add(ref("Table.Event." + cls.getSimpleName()));
        });
        components.put("Table.Event", OASFactory.createSchema().anyOf(tableEvents)
                .description("The data of an event every game's stream has (the table set, seats taken)."));
        components.put("Command", OASFactory.createSchema().anyOf(gameCommands)
                .description("A command a seat sends; legal-moves lists the ones it may send now. Which game's union"
                        + " applies is the game's type (GameSummary.type): <Game>.Command, discriminated by `type`."));

        components.put("Problem", record(Problem.class, "Problem", true)
                .description("RFC 9457 problem details; code is stable, currentVersion comes with 409/412/422"));
        api.getComponents().removeSchema("JsonNode");
        api.getComponents().removeSchema("JsonNodeType");
        components.forEach(api.getComponents()::addSchema);
        Map<String, Schema> schemas = api.getComponents().getSchemas();
        schemas.values().forEach(GameSchemas::anyJsonForJsonNode);
        nullableWhereTheRecordsSaySo(schemas);
        requiredWhereTheRecordsSaySo(schemas);
        oneOfTwoDecks(api.getComponents());
        typedCatalogues(schemas, catalogues, starterDecks);
        GameResponses.split(api.getComponents(), games, tableEventNames);
        closedSets(api.getComponents().getSchemas(), games);
        publicOperationsSaySo(api);
        everyOperationMayFail(api);
        streamsNameTheirData(api);
    }

    /**
     * A live stream's {@code data} is JSON whose schema depends on the SSE event's name: {@code StreamData} names them
     * (a property per event name), and every text/event-stream answer points at it ({@code x-sse-data}), so generated
     * types cover the push loop too.
     */
    private static void streamsNameTheirData(OpenAPI api) {
        Map<String, Schema> schemas = api.getComponents().getSchemas();
        api.getComponents().addSchema("StreamData", OASFactory.createSchema().addType(SchemaType.OBJECT)
                .addProperty("message", ref("EventView").description("an SSE event without a name (id: its seq): one"
                        + " event as the JSON page shows it, a <Game>.EventView of the game's type"))
                .addProperty("state", ref("StateResult").description("event `state` (include=state, state-only,"
                        + " my-turns): the caller's <Game>.StateResult at the version just reached"))
                .addProperty("problem", OASFactory.createSchema().addType(SchemaType.OBJECT)
                        .addProperty("status", integer("int32")).addProperty("code", OASFactory.createSchema()
                                .addType(SchemaType.STRING)).addProperty("detail", OASFactory.createSchema()
                                .addType(SchemaType.STRING)).addProperty("retryAfter", integer("int32")
                                .description("seconds to wait before opening the stream again"))
                        .required(List.of("status", "code", "detail"))
                        .description("event `problem`, the stream's last: why it ends early (e.g. TOKEN_REPLACED: the"
                                + " seat was recovered; TOO_MANY_LIVE_STREAMS for a quick join's stream), as the HTTP"
                                + " status and stable code a refusal would have had"))
                .addProperty("seat", ref("SeatGrant").description("event `seat` (quick-join stream only, first): the"
                        + " seat taken, with its token"))
                .description("The JSON `data` of each live-stream (text/event-stream) event, by the SSE event's name;"
                        + " a name not listed here can be ignored. Not a body of its own: a map for typed clients."));
        if (api.getPaths() == null || api.getPaths().getPathItems() == null || !schemas.containsKey("SeatGrant")) return;
        api.getPaths().getPathItems().values().forEach(item -> item.getOperations().values().forEach(op -> {
            APIResponse ok = op.getResponses().getAPIResponse("200");
            if (ok == null || ok.getContent() == null || ok.getContent().getMediaTypes() == null) return;
            MediaType sse = ok.getContent().getMediaTypes().get("text/event-stream");
            if (sse != null) sse.addExtension("x-sse-data", REF + "StreamData");
        }));
    }

    /**
     * Any operation may meet an Accept header it cannot answer (406), a fault (500), an unreachable database or an
     * instance still warming up (503 with Retry-After); an operation whose 503
     * says more (META-INF/openapi.yaml) keeps its own.
     */
    private static void everyOperationMayFail(OpenAPI api) {
        if (api.getPaths() == null || api.getPaths().getPathItems() == null) return;
        api.getPaths().getPathItems().values().forEach(item -> item.getOperations().forEach((method, op) -> {
            boolean writes = method != PathItem.HttpMethod.GET;
            if (op.getResponses().getAPIResponse("500") == null) {
                op.getResponses().addAPIResponse("500", problem("INTERNAL_ERROR: a fault on our side; read the game"
                        + " before you retry a move, or retry it with the same Idempotency-Key"));
            }
            if (op.getResponses().getAPIResponse("406") == null) {
                op.getResponses().addAPIResponse("406", problem("NOT_ACCEPTABLE: the Accept header allows none of the"
                        + " media types this operation answers in"));
            }
            if (op.getResponses().getAPIResponse("503") == null) {
                op.getResponses().addAPIResponse("503", problem("DATABASE_UNAVAILABLE (nothing was changed; retry"
                        + " after Retry-After)" + (writes ? "; OUTCOME_UNKNOWN (the connection broke while committing:"
                        + " re-read, or retry with the same Idempotency-Key)" : "")));
            }
            jsonFirst(op.getResponses().getAPIResponse("200"));
            APIResponse unavailable = op.getResponses().getAPIResponse("503");
            if (!unavailable.getDescription().contains("WARMING_UP")) {
                unavailable.setDescription(unavailable.getDescription() + "; WARMING_UP (the instance is warming up"
                        + " before it is ready: retry after Retry-After)");
            }
            if (unavailable.getHeaders() == null || !unavailable.getHeaders().containsKey("Retry-After")) {
                unavailable.addHeader("Retry-After", OASFactory.createHeader().description("seconds to wait before"
                        + " retrying").schema(OASFactory.createSchema().addType(SchemaType.INTEGER)));
            }
        }));
    }

    /**
     * Where an answer is JSON or a stream (events), JSON is listed first: generators type a method by its first
     * media type, and the JSON page is what a generated client can read.
     */
    private static void jsonFirst(APIResponse ok) {
        if (ok == null || ok.getContent() == null || ok.getContent().getMediaTypes() == null) return;
        Map<String, MediaType> types = ok.getContent().getMediaTypes();
        if (types.size() < 2 || !types.containsKey("application/json")) return;
        Content sorted = OASFactory.createContent().addMediaType("application/json", types.get("application/json"));
        types.forEach((name, type) -> {
            if (!name.equals("application/json")) sorted.addMediaType(name, type);
        });
        ok.setContent(sorted);
    }

    private static APIResponse problem(String description) {
        return OASFactory.createAPIResponse().description(description).content(OASFactory.createContent()
                .addMediaType("application/problem+json", OASFactory.createMediaType().schema(ref("Problem"))));
    }

    /**
     * The API's closed sets of words are enums: a game's status (every answer that carries one) and its type (the
     * game types this service hosts).
     */
    private static void closedSets(Map<String, Schema> schemas, List<GameParts> games) {
        List<Object> statuses = Arrays.stream(io.tabletop.engine.Status.values()).map(Enum::name).map(Object.class::cast).toList();
        List<Object> types = games.stream().map(GameParts::type).map(Object.class::cast).toList();
        schemas.forEach((name, s) -> {
            if (s.getProperties() == null) return;
            boolean answer = List.of("CreatedGame", "GameSummary", "SeatGrant", "StateResult", "MoveResult").contains(name)
                    || name.endsWith(".StateResult") || name.endsWith(".MoveResult");
            Schema status = s.getProperties().get("status");
            if (answer && status != null && status.getType() != null && status.getType().contains(SchemaType.STRING)) {
                status.setEnumeration(new ArrayList<>(statuses));
            }
            Schema type = s.getProperties().get("type");
            if (List.of("CreatedGame", "GameSummary", "GameTypeInfo", "CreateGameRequest", "QuickSeatRequest").contains(name)
                    && type != null && type.getType() != null
                    && type.getType().contains(SchemaType.STRING)) {
                type.setEnumeration(new ArrayList<>(types));
            }
        });
    }

    /** What the per-game response schemas are built from: the game's type, its schema prefix, its events. */
    record GameParts(String type, String prefix, Map<String, String> events) {}

    /**
     * Every property of an API record is present in the JSON (null when it may be), so it is required — except those
     * Jackson leaves out when null ({@code @JsonInclude(NON_NULL)} on the record or the component).
     */
    private static void requiredWhereTheRecordsSaySo(Map<String, Schema> schemas) {
        apiRecords(schemas).forEach((name, cls) -> {
            Schema s = schemas.get(name);
            if (s == null || s.getProperties() == null) return;
            List<String> required = new ArrayList<>();
            Always always = cls.getAnnotation(Always.class);
            if (always != null) required.addAll(List.of(always.value()));
            else addRequired(s, cls, required);
            s.setRequired(required.isEmpty() ? null : required);
        });
    }

    /**
     * GameTypeInfo's catalogue is the game's own (one of the games' catalogues, told apart by their {@code game}) and
     * its starter decks the game's deck records, so that a client reads deck ids and cards typed.
     */
    private static void typedCatalogues(Map<String, Schema> schemas, Map<String, String> catalogues, List<Schema> decks) {
        Schema info = schemas.get("GameTypeInfo");
        if (info == null || info.getProperties() == null) return;
        if (!catalogues.isEmpty()) {
            info.addProperty("catalogue", OASFactory.createSchema()
                    .oneOf(catalogues.values().stream().map(r -> OASFactory.createSchema().ref(r)).toList())
                    .discriminator(OASFactory.createDiscriminator().propertyName("game").mapping(catalogues))
                    .description("the cards a front-end draws (games that have a catalogue): <Game>.Catalogue,"
                            + " `game` names which"));
        }
        if (!decks.isEmpty()) {
            Schema item = decks.size() == 1 ? decks.getFirst() : OASFactory.createSchema().anyOf(decks);
            info.addProperty("starterDecks", OASFactory.createSchema().addType(SchemaType.ARRAY).items(item)
                    .description("the ready-made decks a seat may bring by id (games played with decks)"));
        }
    }

    /** A deck is a starter deck's id or the cards it holds, exactly one of the two (the server refuses both). */
    private static void oneOfTwoDecks(org.eclipse.microprofile.openapi.models.Components components) {
        Schema deck = components.getSchemas().get("Deck");
        if (deck == null || deck.getProperties() == null) return;
        Schema starter = OASFactory.createSchema().addType(SchemaType.OBJECT)
                .addProperty("starter", deck.getProperties().get("starter")).required(List.of("starter"))
                .description("a starter deck by id (GameTypeInfo.starterDecks)");
        Schema cards = OASFactory.createSchema().addType(SchemaType.OBJECT)
                .addProperty("cards", deck.getProperties().get("cards")).required(List.of("cards"))
                .description("the catalogue ids of the deck's cards");
        components.addSchema("DeckByStarter", starter);
        components.addSchema("DeckByCards", cards);
        deck.setProperties(null);
        deck.setRequired(null);
        deck.setType(null);
        deck.oneOf(List.of(ref("DeckByStarter"), ref("DeckByCards")))
                .description("A deck: a starter deck's id, or the card ids it holds (exactly one of the two).");
    }

    private static void addRequired(Schema s, Class<?> cls, List<String> required) {
        boolean classOmitsNulls = omitsNulls(cls.getAnnotation(JsonInclude.class));
        for (RecordComponent c : cls.getRecordComponents()) {
            if (c.getAccessor().isAnnotationPresent(JsonUnwrapped.class) && c.getType().isRecord()) {
                addRequired(s, c.getType(), required);
                continue;
            }
            JsonInclude own = c.getAnnotation(JsonInclude.class);
            if (own == null) own = c.getAccessor().getAnnotation(JsonInclude.class);
            boolean omits = own != null ? omitsNulls(own) : classOmitsNulls;
            if ((!omits || c.getType().isPrimitive()) && s.getProperties().containsKey(c.getName())) {
                required.add(c.getName()); // a primitive is never null, so never left out
            }
        }
    }

    private static boolean omitsNulls(JsonInclude include) {
        return include != null && include.value() != JsonInclude.Include.ALWAYS
                && include.value() != JsonInclude.Include.USE_DEFAULTS;
    }

    /**
     * A record component marked {@link Nullable} may be null in the JSON; its property says so (3.1: a "null" type).
     * The API's own records are found by their schema names (the scanner names a record's schema by its simple name).
     */
    private static void nullableWhereTheRecordsSaySo(Map<String, Schema> schemas) {
        apiRecords(schemas).forEach((name, cls) -> {
            Schema s = schemas.get(name);
            if (s != null && s.getProperties() != null) markNullables(s, cls);
        });
    }

    /** The API's own records, found by their schema names (the scanner names a record's schema by its simple name). */
    private static Map<String, Class<?>> apiRecords(Map<String, Schema> schemas) {
        Map<String, Class<?>> records = new LinkedHashMap<>();
        for (String name : schemas.keySet()) {
            for (String pkg : List.of("io.tabletop.app.", "io.tabletop.app.play.", "io.tabletop.app.live.",
                    "io.tabletop.app.audit.", "io.tabletop.api.")) {
                try {
                    collect(Class.forName(pkg + name), records);
                } catch (ClassNotFoundException notHere) {
                    // the next package, or a schema that is no record of ours
                }
            }
        }
        return records;
    }

    /** Also the components of a {@code @JsonUnwrapped} record, whose properties sit in this schema. */
    private static void markNullables(Schema s, Class<?> cls) {
        for (RecordComponent c : cls.getRecordComponents()) {
            if (c.getAccessor().isAnnotationPresent(JsonUnwrapped.class) && c.getType().isRecord()) {
                markNullables(s, c.getType()); // JsonUnwrapped does not target record components
            }
            Schema p = s.getProperties().get(c.getName());
            if (p != null && c.isAnnotationPresent(Nullable.class)) s.addProperty(c.getName(), orNull(p));
        }
    }

    private static void collect(Class<?> cls, Map<String, Class<?>> records) {
        if (!cls.isRecord() || records.putIfAbsent(cls.getSimpleName(), cls) != null) return;
        for (Class<?> inner : cls.getDeclaredClasses()) collect(inner, records);
    }

    private static Schema orNull(Schema p) {
        if (p.getRef() != null) {
            return nullable(OASFactory.createSchema().ref(p.getRef())).description(p.getDescription());
        }
        if (p.getType() != null && !p.getType().isEmpty() && !p.getType().contains(SchemaType.NULL)) {
            p.addType(SchemaType.NULL);
            if (p.getEnumeration() != null) { // addEnumeration(null) would be ignored
                List<Object> values = new ArrayList<>(p.getEnumeration());
                values.add(null);
                p.setEnumeration(values);
            }
        }
        return p; // a schema without a type (any JSON, or already anyOf with null) admits null already
    }

    /** Jackson's JsonNode is any JSON value; the scanner would name a JsonNode schema we do not publish. */
    private static void anyJsonForJsonNode(Schema s) {
        if (s == null || s.getProperties() == null) return;
        new LinkedHashMap<>(s.getProperties()).forEach((name, p) -> {
            if ((REF + "JsonNode").equals(p.getRef())) {
                s.addProperty(name, OASFactory.createSchema().description("any JSON value"));
            }
        });
    }

    /** An operation without a requirement is public; it must say so ({@code security: []}) as others need a token. */
    private static void publicOperationsSaySo(OpenAPI api) {
        if (api.getPaths() == null || api.getPaths().getPathItems() == null) return;
        api.getPaths().getPathItems().values().forEach(item -> item.getOperations().values().forEach(op -> {
            if (op.getSecurity() == null) op.setSecurity(new ArrayList<>());
        }));
    }

    private static void patch(Map<String, Schema> schemas, String name, String property, Schema replacement) {
        Schema s = schemas.get(name);
        if (s != null && s.getProperties() != null && s.getProperties().containsKey(property)) {
            s.addProperty(property, replacement);
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static SealedNames<Object> names(Class<?> root) {
        return new SealedNames<>((Class) root);
    }

    /**
     * A record as an object schema; nested records become components named under {@code prefix}. A field is null
     * only where the record says so ({@link io.tabletop.engine.Nullable}; list items {@link io.tabletop.engine.NullItems}).
     * Views and events write every field ({@code omitsNulls} false: all required); a command's fields are required
     * but for those it may leave out ({@link io.tabletop.engine.Omittable}), so a legal move as answered and a move
     * as sent share one schema.
     */
    private Schema record(Class<?> cls, String prefix, boolean omitsNulls) {
        Schema s = OASFactory.createSchema().addType(SchemaType.OBJECT);
        List<String> required = new ArrayList<>();
        for (RecordComponent c : cls.getRecordComponents()) {
            String name = c.getName().endsWith("_") ? c.getName().substring(0, c.getName().length() - 1) : c.getName();
            Schema p = schema(c.getGenericType(), prefix);
            if (c.isAnnotationPresent(io.tabletop.engine.NullItems.class) && p.getItems() != null) {
                p.setItems(orNull(p.getItems()));
            }
            boolean nullable = c.isAnnotationPresent(io.tabletop.engine.Nullable.class);
            io.tabletop.engine.OneOf words = c.getAnnotation(io.tabletop.engine.OneOf.class);
            if (words != null) p.setEnumeration(new ArrayList<>(List.of((Object[]) words.value())));
            if (nullable) p = orNull(p);
            s.addProperty(name, p);
            boolean leftOut = omitsNulls && c.isAnnotationPresent(io.tabletop.engine.Omittable.class);
            if (!leftOut) required.add(name);
        }
        if (!required.isEmpty()) s.setRequired(required);
        return s;
    }

    /** A Java type as a schema that admits no null (a record says where null comes). */
    private Schema schema(Type t, String prefix) {
        if (t instanceof ParameterizedType p) {
            Class<?> raw = (Class<?>) p.getRawType();
            Type[] args = p.getActualTypeArguments();
            if (Collection.class.isAssignableFrom(raw)) {
                return OASFactory.createSchema().addType(SchemaType.ARRAY).items(schema(args[0], prefix));
            }
            if (Map.class.isAssignableFrom(raw)) {
                return OASFactory.createSchema().addType(SchemaType.OBJECT).additionalPropertiesSchema(schema(args[1], prefix));
            }
            return schema(raw, prefix);
        }
        Class<?> c = (Class<?>) t;
        if (c == int.class || c == short.class || c == Integer.class || c == Short.class) return integer("int32");
        if (c == long.class || c == Long.class) return integer("int64");
        if (c == boolean.class || c == Boolean.class) return OASFactory.createSchema().addType(SchemaType.BOOLEAN);
        if (c == String.class) return OASFactory.createSchema().addType(SchemaType.STRING);
        if (c.isEnum()) {
            List<Object> values = new ArrayList<>(Arrays.stream(c.getEnumConstants()).map(Object::toString).toList());
            return OASFactory.createSchema().addType(SchemaType.STRING).enumeration(values);
        }
        if (c.isRecord()) {
            String name = prefix + "." + c.getSimpleName();
            if (!components.containsKey(name)) {
                components.put(name, OASFactory.createSchema()); // placeholder against cycles
                components.put(name, record(c, prefix, false));
            }
            return ref(name);
        }
        return OASFactory.createSchema();
    }

    private static Schema integer(String format) {
        return OASFactory.createSchema().addType(SchemaType.INTEGER).format(format);
    }

    private static Schema nullable(Schema s) {
        return OASFactory.createSchema().anyOf(List.of(s, OASFactory.createSchema().addType(SchemaType.NULL)));
    }

    private static Schema ref(String component) {
        return OASFactory.createSchema().ref(REF + component);
    }

    static String pascal(String upperSnake) {
        StringBuilder b = new StringBuilder();
        for (String part : upperSnake.toLowerCase().split("_")) {
            if (!part.isEmpty()) b.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
        }
        return b.toString();
    }
}
