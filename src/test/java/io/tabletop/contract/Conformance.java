package io.tabletop.contract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.restassured.RestAssured;
import io.restassured.filter.Filter;
import io.restassured.filter.FilterContext;
import io.restassured.response.Response;
import io.restassured.specification.FilterableRequestSpecification;
import io.restassured.specification.FilterableResponseSpecification;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Holds every REST Assured response of the test suite to openapi/openapi.yaml: the status must be declared for the
 * operation (path template and method), the media type declared for that status, and a JSON body valid (JSON Schema
 * 2020-12, networknt) against the declared schema. Streams (text/event-stream, NDJSON) are held to status and media
 * type only. A mismatch fails the test that made the request (and is appended to target/contract-mismatches.txt);
 * with -Dcontract.reportOnly=true it is only recorded. Requests outside the contract (/q/..., an undeclared method)
 * are not judged. A 500 fails the test at once, with the service's error log lines of that moment ({@link ServerErrors}):
 * nothing the suite does may meet a fault.
 */
public final class Conformance implements Filter {

    private static final Path CONTRACT = Path.of("openapi", "openapi.yaml");
    private static final Path REPORT = Path.of("target", "contract-mismatches.txt");
    private static final Conformance INSTANCE = new Conformance();

    private final JsonNode doc;
    private final List<Route> routes = new ArrayList<>();
    private final SchemaRegistry registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12);
    /** By the contract's node itself (the tree is read once): keying by its text cost a serialisation per check. */
    private final Map<JsonNode, Schema> schemas = java.util.Collections.synchronizedMap(new java.util.IdentityHashMap<>());
    private final ObjectMapper json = new ObjectMapper();

    private record Route(String template, Pattern pattern, int literalSegments) {}

    private Conformance() {
        try {
            doc = new ObjectMapper(new YAMLFactory()).readTree(CONTRACT.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        doc.path("paths").fieldNames().forEachRemaining(t -> routes.add(new Route(t,
                Pattern.compile(t.replaceAll("\\{[^}/]+}", "[^/]+")),
                (int) Pattern.compile("/").splitAsStream(t).filter(s -> !s.startsWith("{")).count())));
        routes.sort(Comparator.comparingInt(Route::literalSegments).reversed());
    }

    /** Puts the filter in front of every REST Assured request of this JVM (once). */
    public static synchronized void install() {
        if (RestAssured.filters().stream().noneMatch(f -> f.getClass().getName().equals(Conformance.class.getName()))) {
            RestAssured.filters(INSTANCE);
        }
        ServerErrors.install();
    }

    /**
     * A live-stream event's data against the contract's {@code StreamData}: the property named by the SSE event's
     * name ({@code message} when it has none) is its schema; a name the contract does not list is a mismatch too.
     */
    public static void streamData(String name, String data) {
        String event = name == null ? "message" : name;
        JsonNode property = INSTANCE.doc.at("/components/schemas/StreamData/properties/" + event);
        List<String> problems = new ArrayList<>();
        if (property.isMissingNode()) {
            problems.add("SSE event name '" + event + "' is not in StreamData");
        } else {
            INSTANCE.schema(property).validate(data, InputFormat.JSON).forEach(e -> problems.add(e.toString()));
        }
        if (!problems.isEmpty()) {
            String what = "SSE event " + event + ": " + String.join("; ", problems);
            record(what + "\n    data: " + abbreviate(data));
            if (!Boolean.getBoolean("contract.reportOnly")) throw new AssertionError("contract mismatch: " + what + "\n  " + abbreviate(data));
        }
    }

    /** What the filter would object to in this answer (empty: it conforms, or the request is outside the contract). */
    static List<String> mismatches(String method, String path, Response response) {
        return INSTANCE.check(method, path, response);
    }

    @Override
    public Response filter(FilterableRequestSpecification req, FilterableResponseSpecification res, FilterContext ctx) {
        long sent = System.currentTimeMillis();
        Response response = ctx.next(req, res);
        if (response.getStatusCode() == 500) {
            // Never expected of this service: fail here, with what the server logged for it.
            throw new AssertionError("server fault: " + req.getMethod() + " " + URI.create(req.getURI()).getPath()
                    + " -> 500 " + abbreviate(response.asString()) + "; the server logged:"
                    + ServerErrors.since(sent - 1000));
        }
        List<String> problems = check(req.getMethod(), URI.create(req.getURI()).getPath(), response);
        if (!problems.isEmpty()) {
            String what = req.getMethod() + " " + URI.create(req.getURI()).getPath() + " -> " + response.getStatusCode()
                    + " " + response.getContentType() + ": " + String.join("; ", problems);
            record(what + "\n    body: " + abbreviate(response.asString()));
            if (!Boolean.getBoolean("contract.reportOnly")) throw new AssertionError("contract mismatch: " + what);
        }
        return response;
    }

    /**
     * The filter's checks for an answer a plain HTTP client got (the tests' hot loops skip REST Assured, which cost
     * them more CPU than the service did): a 500 fails with what the server logged, a mismatch as the filter's does.
     */
    public static void checkPlain(String method, String path, int status, String contentType, String body, long sent) {
        if (status == 500) {
            throw new AssertionError("server fault: " + method + " " + path + " -> 500 " + abbreviate(body)
                    + "; the server logged:" + ServerErrors.since(sent - 1000));
        }
        List<String> problems = INSTANCE.check(method, path, status, contentType, body);
        if (!problems.isEmpty()) {
            String what = method + " " + path + " -> " + status + " " + contentType + ": " + String.join("; ", problems);
            record(what + "\n    body: " + abbreviate(body));
            if (!Boolean.getBoolean("contract.reportOnly")) throw new AssertionError("contract mismatch: " + what);
        }
    }

    List<String> check(String method, String path, Response response) {
        return check(method, path, response.getStatusCode(), response.getContentType(), response.asString());
    }

    List<String> check(String method, String path, int statusCode, String contentType, String body) {
        JsonNode op = operation(method.toLowerCase(), path);
        if (op == null) return List.of();
        List<String> out = new ArrayList<>();
        String status = String.valueOf(statusCode);
        JsonNode declared = op.path("responses").get(status);
        if (declared == null) declared = op.path("responses").get(status.charAt(0) + "XX");
        if (declared == null) declared = op.path("responses").get("default");
        if (declared == null) return List.of("status " + status + " not declared");
        String type = contentType == null ? "" : contentType.split(";")[0].strip();
        JsonNode content = declared.get("content");
        if (content == null || content.isEmpty()) {
            if (!body.isEmpty()) out.add("a body where none is declared");
            return out;
        }
        if (type.isEmpty() && body.isEmpty()) return List.of("no body; declared " + names(content));
        JsonNode media = content.get(type);
        if (media == null) return List.of("media type " + type + " not declared; declared " + names(content));
        boolean json = type.equals("application/json") || type.endsWith("+json");
        if (!json || !media.has("schema")) return out; // streams (SSE, NDJSON): status and media type only
        List<Error> errors = schema(media.get("schema")).validate(body, InputFormat.JSON);
        errors.stream().limit(8).forEach(e -> out.add(e.toString()));
        return out;
    }

    private JsonNode operation(String method, String path) {
        for (Route r : routes) {
            if (r.pattern().matcher(path).matches()) {
                JsonNode op = doc.path("paths").path(r.template()).get(method);
                if (op != null) return op;
            }
        }
        return null;
    }

    /** A response schema as a 2020-12 schema whose root carries the contract's components, so its $refs resolve. */
    private Schema schema(JsonNode responseSchema) {
        return schemas.computeIfAbsent(responseSchema, key -> {
            ObjectNode root = json.createObjectNode();
            root.put("$schema", "https://json-schema.org/draft/2020-12/schema");
            root.set("components", doc.get("components"));
            root.putArray("allOf").add(responseSchema);
            return registry.getSchema(root.toString(), InputFormat.JSON);
        });
    }

    private static String names(JsonNode content) {
        List<String> n = new ArrayList<>();
        content.fieldNames().forEachRemaining(n::add);
        return String.join(", ", n);
    }

    private static String abbreviate(String s) {
        return s.length() > 600 ? s.substring(0, 600) + "…" : s;
    }

    private static synchronized void record(String line) {
        try {
            Files.createDirectories(REPORT.getParent());
            Files.writeString(REPORT, line + "\n", StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException ignored) {
            // the assertion still fails the test
        }
    }
}
