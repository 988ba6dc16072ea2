package io.tabletop.docs;

import io.tabletop.app.ApiProblem;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;

/**
 * The topic docs as HTML: {@code /docs/} lists them, {@code /docs/<topic>} is one (also as {@code <topic>.md}, the
 * name the Markdown links use). Pages for people, like the web front-end and the Swagger UI: not in the contract.
 */
@Path("/docs")
@Produces(MediaType.TEXT_HTML + ";charset=utf-8")
public class DocsResource {

    private static final DocPages PAGES = new DocPages();

    @GET
    @Operation(hidden = true)
    public String index() {
        return topic(DocPages.INDEX);
    }

    @GET
    @Path("/{topic}")
    @Operation(hidden = true)
    public String topic(@PathParam("topic") String topic) {
        return PAGES.page(topic).orElseThrow(() -> ApiProblem.notFound("NO_SUCH_TOPIC",
                "no such topic; the topics are listed at /docs/"));
    }
}
