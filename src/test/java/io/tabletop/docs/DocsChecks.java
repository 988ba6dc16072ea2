package io.tabletop.docs;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Code;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.Image;
import org.commonmark.node.Link;
import org.commonmark.node.Node;

/**
 * What is wrong with a set of Markdown files: relative links to files that do not exist or to headings the target
 * does not have (anchors as /docs/ renders them: commonmark's heading-anchor, GitHub's rule), and curl commands
 * whose path and method are no operation of the contract.
 */
final class DocsChecks {

    private static final Pattern HEADING_ID = Pattern.compile("<h[1-6] id=\"([^\"]+)\"");
    private static final Pattern API_PATH = Pattern.compile("localhost:8080(/api/v1/[^\\s'\"?#]*)");
    private static final Pattern METHOD = Pattern.compile("(?:^|\\s)(?:-X|--request)\\s*([A-Z]+)");
    private static final Pattern DATA = Pattern.compile("(?:^|\\s)(?:-d|--data[a-z-]*)\\s");

    private static final Path WEB = Path.of("src", "main", "resources", "META-INF", "resources").toAbsolutePath().normalize();

    private final Path docs;
    private final Map<Path, Set<String>> anchors = new HashMap<>();
    final List<String> problems = new ArrayList<>();
    int linksChecked;
    int curlsChecked;

    /** Checks for the docs served from this folder (src/docs). */
    DocsChecks(Path docs) {
        this.docs = docs.toAbsolutePath().normalize();
    }

    /** Checks every relative link (and image) of the file. */
    void links(Path file) {
        for (String destination : destinations(parse(file))) {
            if (destination.contains(":") || destination.startsWith("/")) continue; // absolute: not ours to resolve
            linksChecked++;
            int hash = destination.indexOf('#');
            String path = hash < 0 ? destination : destination.substring(0, hash);
            String anchor = hash < 0 ? null : destination.substring(hash + 1);
            Path target = path.isEmpty() ? file : file.toAbsolutePath().getParent().resolve(path).normalize();
            if (servedAt(file) && !served(target)) {
                problems.add(file + ": link to " + destination + ": leaves the docs, so it is dead on /docs/");
            } else if (!Files.exists(target)) {
                problems.add(file + ": link to " + destination + ": no file " + target);
            } else if (anchor != null && !anchorsOf(target).contains(anchor)) {
                problems.add(file + ": link to " + destination + ": " + target.getFileName() + " has no heading #" + anchor
                        + " (headings: " + anchorsOf(target) + ")");
            }
        }
    }

    /** A file served at /docs/ (src/docs/*.md) links only to other docs and to what the web front-end serves. */
    private boolean servedAt(Path file) {
        return file.toAbsolutePath().normalize().getParent().equals(docs);
    }

    private boolean served(Path target) {
        Path t = target.toAbsolutePath().normalize();
        return t.getParent().equals(docs) && t.toString().endsWith(".md") || t.startsWith(WEB);
    }

    /** Checks that every curl command of the file (in code blocks and inline code) names an operation of the contract. */
    void curls(Path file, JsonNode contract) {
        for (String command : curlCommands(parse(file))) {
            Matcher path = API_PATH.matcher(command);
            if (!path.find()) continue; // not a call of the API (an external URL, a placeholder server)
            curlsChecked++;
            Matcher m = METHOD.matcher(command);
            String method = m.find() ? m.group(1) : DATA.matcher(command).find() ? "POST" : "GET";
            if (!isOperation(contract, method, path.group(1))) {
                problems.add(file + ": " + method + " " + path.group(1) + " is no operation of openapi/openapi.yaml: "
                        + command.strip());
            }
        }
    }

    /** A concrete path ($GAME, {id}, 0195… as parameters) against the contract's path templates. */
    static boolean isOperation(JsonNode contract, String method, String path) {
        String[] segments = path.replaceAll("/+$", "").split("/");
        for (var it = contract.path("paths").fields(); it.hasNext(); ) {
            var entry = it.next();
            String[] template = entry.getKey().split("/");
            if (template.length != segments.length) continue;
            boolean matches = true;
            for (int i = 0; i < template.length && matches; i++) {
                boolean parameter = template[i].startsWith("{");
                boolean placeholder = segments[i].startsWith("$") || segments[i].startsWith("{") || segments[i].contains("…");
                matches = parameter ? !segments[i].isEmpty() : template[i].equals(segments[i]) && !placeholder;
            }
            if (matches && entry.getValue().has(method.toLowerCase(Locale.ROOT))) return true;
        }
        return false;
    }

    private Set<String> anchorsOf(Path file) {
        return anchors.computeIfAbsent(file.toAbsolutePath().normalize(), f -> {
            if (!f.toString().endsWith(".md")) return Set.of();
            Set<String> ids = new LinkedHashSet<>();
            Matcher m = HEADING_ID.matcher(DocPages.RENDERER.render(parse(f)));
            while (m.find()) ids.add(m.group(1));
            return ids;
        });
    }

    private static Node parse(Path file) {
        try {
            return DocPages.PARSER.parse(Files.readString(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> destinations(Node doc) {
        List<String> out = new ArrayList<>();
        doc.accept(new AbstractVisitor() {
            @Override
            public void visit(Link link) {
                out.add(link.getDestination());
                visitChildren(link);
            }

            @Override
            public void visit(Image image) {
                out.add(image.getDestination());
                visitChildren(image);
            }
        });
        return out;
    }

    /** Each curl command with its continuation lines ({@code \} at the end) joined. */
    private static List<String> curlCommands(Node doc) {
        List<String> out = new ArrayList<>();
        doc.accept(new AbstractVisitor() {
            @Override
            public void visit(FencedCodeBlock block) {
                String[] lines = block.getLiteral().split("\n");
                for (int i = 0; i < lines.length; i++) {
                    if (!lines[i].strip().startsWith("curl ")) continue;
                    StringBuilder command = new StringBuilder(lines[i]);
                    while (command.toString().endsWith("\\") && i + 1 < lines.length) {
                        command.setLength(command.length() - 1);
                        command.append(' ').append(lines[++i]);
                    }
                    out.add(command.toString());
                }
            }

            @Override
            public void visit(Code code) {
                if (code.getLiteral().startsWith("curl ")) out.add(code.getLiteral());
            }
        });
        return out;
    }
}
