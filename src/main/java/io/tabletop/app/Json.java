package io.tabletop.app;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.InvalidNullException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.type.LogicalType;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.fasterxml.jackson.module.blackbird.BlackbirdModule;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The one JSON configuration of the service: strict on input (unknown fields, floats for integers, strings for
 * numbers and booleans are refused), record components as camelCase fields, a trailing underscore escaping a
 * Java keyword ({@code private_} → {@code private}). Also the canonical form that event hashes are taken over.
 */
public final class Json {

    public static final ObjectMapper MAPPER = configure(JsonMapper.builder(factory()).build());

    private Json() {}

    /**
     * The factory every mapper of the service writes through: each generator it makes replaces a lone UTF-16
     * surrogate with U+FFFD ({@link WellFormedGenerator}), so that no stored or computed text can make an answer fail
     * (Jackson's UTF-8 writer refuses a lone surrogate in raw values, and escapes one in strings into JSON that
     * PostgreSQL's jsonb and strict readers refuse).
     */
    public static com.fasterxml.jackson.core.JsonFactory factory() {
        return com.fasterxml.jackson.core.JsonFactory.builder().addDecorator(WellFormedGenerator.DECORATOR).build();
    }

    public static ObjectMapper configure(ObjectMapper m) {
        m.registerModule(new JavaTimeModule());
        m.registerModule(new BlackbirdModule());
        m.registerModule(TimeText.module()); // after the Java-time module: its writer wins
        m.disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);
        m.enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        m.enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);
        m.enable(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY);
        m.enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
        m.disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT);
        m.coercionConfigFor(LogicalType.Integer).setCoercion(CoercionInputShape.String, CoercionAction.Fail);
        m.coercionConfigFor(LogicalType.Boolean).setCoercion(CoercionInputShape.String, CoercionAction.Fail);
        m.coercionConfigFor(LogicalType.Boolean).setCoercion(CoercionInputShape.Integer, CoercionAction.Fail);
        m.coercionConfigFor(LogicalType.Textual).setCoercion(CoercionInputShape.Integer, CoercionAction.Fail);
        m.coercionConfigFor(LogicalType.Enum).setCoercion(CoercionInputShape.Integer, CoercionAction.Fail);
        m.getFactory().setStreamReadConstraints(StreamReadConstraints.builder()
                .maxNestingDepth(64).maxNumberLength(40).maxStringLength(100_000).build());
        m.setPropertyNamingStrategy(new PropertyNamingStrategies.NamingBase() {
            @Override
            public String translate(String name) {
                return name != null && name.endsWith("_") ? name.substring(0, name.length() - 1) : name;
            }
        });
        return m;
    }

    /**
     * A request body as a tree: malformed JSON is a 400 MALFORMED_JSON, and text no store can keep (NUL, an unpaired
     * surrogate) anywhere in it, keys included, a 422 INVALID_TEXT.
     */
    public static JsonNode parse(String body) {
        return parse(body, Map.of());
    }

    /**
     * {@link #parse(String)}, where unstorable text in one of the top-level fields named in {@code codes} is refused
     * with that field's own code (a seat's {@code name}: INVALID_NAME, as for any other unprintable name).
     */
    public static JsonNode parse(String body, Map<String, String> codes) {
        JsonNode tree = readBody(body);
        String bad = unstorable(tree, "");
        if (bad != null) {
            String field = bad.startsWith("'") ? bad.substring(1, bad.indexOf('\'', 1)) : "";
            throw ApiProblem.unprocessable(codes.getOrDefault(field, "INVALID_TEXT"), "text must not contain NUL"
                    + " (\\u0000) or an unpaired UTF-16 surrogate; " + bad + " does", null);
        }
        return tree;
    }

    /** Where in {@code node} a key or string holds NUL or an unpaired surrogate ("'options.seed'"), or null. */
    static String unstorable(JsonNode node, String path) {
        if (node.isTextual()) return io.tabletop.engine.Text.storable(node.textValue()) ? null : "'" + path + "'";
        if (node.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> f = it.next();
                if (!io.tabletop.engine.Text.storable(f.getKey())) {
                    return path.isEmpty() ? "a field name" : "a field name in '" + path + "'";
                }
                String bad = unstorable(f.getValue(), path.isEmpty() ? f.getKey() : path + "." + f.getKey());
                if (bad != null) return bad;
            }
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                String bad = unstorable(node.get(i), path + "[" + i + "]");
                if (bad != null) return bad;
            }
        }
        return null;
    }

    private static JsonNode readBody(String body) {
        if (body == null || body.isBlank()) throw ApiProblem.badRequest("EMPTY_BODY", "the request needs a JSON body");
        try {
            return MAPPER.readTree(body);
        } catch (com.fasterxml.jackson.core.exc.StreamConstraintsException e) {
            throw ApiProblem.badRequest("MALFORMED_JSON", "the body nests too deeply or holds too long a value");
        } catch (JsonProcessingException e) {
            var at = e.getLocation();
            throw ApiProblem.badRequest("MALFORMED_JSON", "the body is not valid JSON"
                    + (at == null ? "" : " (line " + at.getLineNr() + ", column " + at.getColumnNr() + ")"));
        }
    }

    /**
     * A tree bound to a record; wrong fields and types are a 400 INVALID_FIELD that names the field, and so is a
     * tree that is not an object (a JSON {@code null} would bind to no record at all).
     */
    public static <T> T bind(JsonNode node, Class<T> type) {
        if (node == null || !node.isObject()) {
            throw ApiProblem.badRequest("INVALID_FIELD", "the body must be a JSON object");
        }
        try {
            return MAPPER.treeToValue(node, type);
        } catch (UnrecognizedPropertyException e) {
            throw ApiProblem.badRequest("UNKNOWN_FIELD", "unknown field '" + path(e) + "'");
        } catch (InvalidFormatException e) {
            throw ApiProblem.badRequest("INVALID_FIELD", "field '" + path(e) + "' " + expected(e.getTargetType()));
        } catch (InvalidNullException e) {
            throw ApiProblem.badRequest("INVALID_FIELD", "field '" + path(e) + "' is required");
        } catch (MismatchedInputException e) {
            String p = path(e);
            throw ApiProblem.badRequest("INVALID_FIELD", p.isEmpty()
                    ? "the body must be a JSON object"
                    : "field '" + p + "' " + expected(e.getTargetType()));
        } catch (com.fasterxml.jackson.core.exc.InputCoercionException e) {
            throw ApiProblem.badRequest("INVALID_FIELD", "a number is out of range");
        } catch (ValueInstantiationException e) {
            throw ApiProblem.badRequest("INVALID_FIELD", "a field holds a value that is not allowed (null in a list?)");
        } catch (JsonProcessingException e) {
            throw ApiProblem.badRequest("INVALID_FIELD", "the body does not have the expected shape");
        }
    }

    private static String path(com.fasterxml.jackson.databind.JsonMappingException e) {
        return e.getPath().stream()
                .map(r -> r.getFieldName() != null ? r.getFieldName() : "[" + r.getIndex() + "]")
                .collect(Collectors.joining(".")).replace(".[", "[");
    }

    private static String expected(Class<?> type) {
        if (type == null) return "has the wrong type";
        if (type.isEnum()) {
            return "must be one of " + Arrays.stream(type.getEnumConstants()).map(Object::toString).toList();
        }
        if (type == int.class || type == Integer.class || type == long.class || type == Long.class) {
            return "must be a whole number (within range)";
        }
        if (type == boolean.class || type == Boolean.class) return "must be true or false";
        if (type == String.class) return "must be a string";
        if (List.class.isAssignableFrom(type)) return "must be a list";
        if (Map.class.isAssignableFrom(type)) return "must be an object";
        return "has the wrong type";
    }

    public static JsonNode tree(Object value) {
        return MAPPER.valueToTree(value);
    }

    public static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write " + value.getClass(), e);
        }
    }

    public static <T> T read(String json, Class<T> type) {
        try {
            return MAPPER.readValue(json, type);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("stored JSON does not fit " + type.getSimpleName(), e);
        }
    }

    public static JsonNode readTree(String json) {
        try {
            return MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("stored JSON is malformed", e);
        }
    }

    public static ObjectNode object() {
        return JsonNodeFactory.instance.objectNode();
    }

    /**
     * Appends {@code text} as a JSON string (quoted, escaped exactly as Jackson's writer escapes it, a lone surrogate
     * replaced with U+FFFD as {@link WellFormedGenerator} replaces it).
     */
    public static StringBuilder appendQuoted(StringBuilder out, String text) {
        out.append('"');
        com.fasterxml.jackson.core.io.JsonStringEncoder.getInstance()
                .quoteAsString(io.tabletop.engine.Text.wellFormed(text), out);
        return out.append('"');
    }

    /** {@link #appendQuoted}, or {@code null} for a null text (as the general writer writes a null field). */
    public static StringBuilder appendQuotedOrNull(StringBuilder out, String text) {
        return text == null ? out.append("null") : appendQuoted(out, text);
    }

    /** A list of numbers as a JSON array ({@code null} for a null list), as the general writer writes it. */
    public static StringBuilder appendNumbers(StringBuilder out, java.util.List<? extends Number> numbers) {
        if (numbers == null) return out.append("null");
        out.append('[');
        for (int i = 0; i < numbers.size(); i++) {
            if (i > 0) out.append(',');
            out.append(numbers.get(i));
        }
        return out.append(']');
    }

    /** Writes records with their properties and map entries sorted by name: see {@link #canonicalOf}. */
    private static final com.fasterxml.jackson.databind.ObjectWriter SORTED = configure(JsonMapper.builder(factory())
            .enable(com.fasterxml.jackson.databind.MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
            .disable(com.fasterxml.jackson.databind.MapperFeature.SORT_CREATOR_PROPERTIES_FIRST)
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
            .build()).writer();

    /**
     * {@link #canonical} of the tree of {@code value}, written straight from it (an event's data, for every event
     * appended). Equal for the values this service stores — records whose maps have text keys — as
     * {@code EventTextTest} checks; not for maps with other keys (sorted as numbers here).
     */
    public static String canonicalOf(Object value) {
        try {
            return SORTED.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write " + value.getClass(), e);
        }
    }

    /**
     * Canonical JSON: no white space, object keys sorted by code point, the rest as Jackson writes it. Event
     * hashes are taken over this form, so they survive PostgreSQL's jsonb re-ordering.
     */
    public static String canonical(JsonNode node) {
        StringWriter out = new StringWriter();
        try (JsonGenerator g = MAPPER.getFactory().createGenerator(out)) {
            writeCanonical(g, node);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    private static void writeCanonical(JsonGenerator g, JsonNode node) throws IOException {
        switch (node.getNodeType()) {
            case OBJECT -> {
                // keys sorted in an array: a TreeMap per object cost more than the writing (events are small)
                String[] keys = new String[node.size()];
                int n = 0;
                for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) keys[n++] = it.next();
                Arrays.sort(keys);
                g.writeStartObject();
                for (String key : keys) {
                    g.writeFieldName(key);
                    writeCanonical(g, node.get(key));
                }
                g.writeEndObject();
            }
            case ARRAY -> {
                g.writeStartArray();
                for (JsonNode item : node) writeCanonical(g, item);
                g.writeEndArray();
            }
            // the common scalars written as their nodes write themselves, without a serializer lookup
            case STRING -> g.writeString(node.textValue());
            case BOOLEAN -> g.writeBoolean(node.booleanValue());
            case NULL -> g.writeNull();
            default -> {
                if (node.isInt()) g.writeNumber(node.intValue());
                else if (node.isLong()) g.writeNumber(node.longValue());
                else g.writeTree(node);
            }
        }
    }
}
