package io.tabletop.docs;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import org.commonmark.Extension;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.ext.heading.anchor.HeadingAnchorExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Heading;
import org.commonmark.node.Image;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.node.Text;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;

/**
 * The topic docs (src/docs/*.md, on the classpath under docs/) as HTML pages. Links between docs are written for
 * the files ({@code api.md#errors}, so they work on GitHub too) and rewritten here to the served paths
 * ({@code /docs/api#errors}); images of the web front-end to where the service serves them. A page is rendered once.
 */
public final class DocPages {

    /** The page of {@code /docs/}: src/docs/index.md, which lists the topics. */
    public static final String INDEX = "index";

    private static final Pattern TOPIC = Pattern.compile("[a-z0-9][a-z0-9-]*");
    private static final String WEB_ROOT = "main/resources/META-INF/resources/";
    private static final List<Extension> EXTENSIONS = List.of(TablesExtension.create(), HeadingAnchorExtension.create());
    /** Markdown as served: GitHub's tables, and headings with GitHub's anchors (DocsLinksTest checks links with them). */
    static final Parser PARSER = Parser.builder().extensions(EXTENSIONS).build();
    static final HtmlRenderer RENDERER = HtmlRenderer.builder().extensions(EXTENSIONS).build();

    private final Map<String, String> pages = new ConcurrentHashMap<>();

    /** The HTML page of a topic ({@code api} or {@code api.md}), or empty when there is no such topic. */
    public Optional<String> page(String topic) {
        String name = topic.endsWith(".md") ? topic.substring(0, topic.length() - 3) : topic;
        if (!TOPIC.matcher(name).matches()) return Optional.empty(); // nothing but a plain name reaches the classpath
        String cached = pages.get(name);
        if (cached != null) return Optional.of(cached);
        return markdown(name).map(md -> {
            String html = render(md);
            pages.put(name, html);
            return html;
        });
    }

    private static Optional<String> markdown(String name) {
        try (InputStream in = DocPages.class.getResourceAsStream("/docs/" + name + ".md")) {
            return in == null ? Optional.empty() : Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String render(String markdown) {
        Node doc = PARSER.parse(markdown);
        doc.accept(new ServedLinks());
        return page(title(doc), RENDERER.render(doc));
    }

    /** Where a link written for the files points when served; other links are left as they are. */
    static String served(String destination) {
        if (destination.contains(":") || destination.startsWith("/") || destination.startsWith("#")) return destination;
        int hash = destination.indexOf('#');
        String path = hash < 0 ? destination : destination.substring(0, hash);
        String anchor = hash < 0 ? "" : destination.substring(hash);
        int web = path.indexOf(WEB_ROOT);
        if (web >= 0) return "/" + path.substring(web + WEB_ROOT.length()) + anchor;
        if (path.endsWith(".md") && !path.contains("/")) {
            String name = path.substring(0, path.length() - 3);
            return "/docs/" + (name.equals(INDEX) ? "" : name) + anchor;
        }
        return destination;
    }

    private static final class ServedLinks extends AbstractVisitor {
        @Override
        public void visit(Link link) {
            link.setDestination(served(link.getDestination()));
            visitChildren(link);
        }

        @Override
        public void visit(Image image) {
            image.setDestination(served(image.getDestination()));
            visitChildren(image);
        }
    }

    private static String title(Node doc) {
        for (Node n = doc.getFirstChild(); n != null; n = n.getNext()) {
            if (n instanceof Heading h && h.getLevel() == 1) {
                StringBuilder text = new StringBuilder();
                h.accept(new AbstractVisitor() {
                    @Override
                    public void visit(Text t) {
                        text.append(t.getLiteral());
                    }
                });
                return text.toString();
            }
        }
        return "Docs";
    }

    private static String page(String title, String body) {
        return """
                <!doctype html>
                <html lang="en">
                <head>
                  <meta charset="utf-8">
                  <meta name="viewport" content="width=device-width, initial-scale=1">
                  <title>%s — tabletop docs</title>
                  <link rel="icon" href="data:,">
                  <link rel="stylesheet" href="/css/app.css">
                </head>
                <body>
                  <header><nav aria-label="site"><a class="brand" href="/">tabletop</a> <a href="/">Lobby</a> \
                <a href="/docs/">Docs</a> <a href="/q/swagger-ui">API (Swagger UI)</a></nav></header>
                  <main id="main" class="doc">
                %s
                  </main>
                </body>
                </html>
                """.formatted(escape(title), body);
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
