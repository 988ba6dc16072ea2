package io.tabletop.api;

import io.tabletop.app.ApiProblem;
import io.tabletop.app.Outages;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Response;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** The one place where failures become problem+json responses. Nothing internal ever reaches a client. */
public class ProblemMapper {

    private static final Logger LOG = Logger.getLogger(ProblemMapper.class);

    @ServerExceptionMapper
    public Response apiProblem(ApiProblem p) {
        Problem problem = Problem.of(p.status(), p.code(), p.title(), p.getMessage(), p.currentVersion());
        return respond(p instanceof io.tabletop.app.audit.LogRejected r ? problem.atLine(r.line()) : problem,
                p.retryAfterSeconds());
    }

    /** JAX-RS's own refusals: unknown path, wrong method, wrong media type, unparseable parameters. */
    @ServerExceptionMapper
    public Response webApplication(WebApplicationException e) {
        int status = e.getResponse().getStatus();
        if (status >= 500) return unexpected(e);
        String code = switch (status) {
            case 404 -> "NOT_FOUND";
            case 405 -> "METHOD_NOT_ALLOWED";
            case 406 -> "NOT_ACCEPTABLE";
            case 413 -> "BODY_TOO_LARGE";
            case 415 -> "UNSUPPORTED_MEDIA_TYPE";
            default -> "BAD_REQUEST";
        };
        String detail = switch (status) {
            case 404 -> "no such resource";
            case 405 -> "this resource does not support that method";
            case 406 -> "this resource does not answer in a media type the Accept header allows (see the contract)";
            case 415 -> "send the body as application/json";
            default -> "the request is not valid";
        };
        String title = Response.Status.fromStatusCode(status) == null ? "Client error"
                : Response.Status.fromStatusCode(status).getReasonPhrase();
        return respond(Problem.of(status, code, title, detail, null));
    }

    @ServerExceptionMapper(priority = jakarta.ws.rs.Priorities.USER + 1000)
    public Response unexpected(Throwable t) {
        var outage = Outages.problem(t);
        if (outage.isPresent()) {
            LOG.warnf("%s: %s", outage.get().code(), Outages.rootMessage(t));
            return apiProblem(outage.get());
        }
        if (clientGone(t)) {
            // The client closed the connection while its body was being read (a bot stopping, a dropped link): nothing
            // of ours failed and nobody is left to answer. Not an error, and not a 500 in the metrics.
            LOG.debugf("request body not read, the client closed the connection: %s", Outages.rootMessage(t));
            return respond(Problem.of(400, "REQUEST_INCOMPLETE", "Bad request",
                    "the connection closed before the request's body was read", null));
        }
        LOG.error("unexpected failure", t);
        return respond(Problem.of(500, "INTERNAL_ERROR", "Internal server error",
                "something went wrong on our side; read the game's state before you retry a move, or retry it with"
                        + " the same Idempotency-Key", null));
    }

    /** A failure caused by the client's connection closing under a request that was still being read. */
    static boolean clientGone(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause() == c ? null : c.getCause()) {
            if (c instanceof io.vertx.core.http.HttpClosedException
                    || c instanceof java.nio.channels.ClosedChannelException) {
                return true;
            }
        }
        return false;
    }

    static Response respond(Problem p) {
        return respond(p, null);
    }

    static Response respond(Problem p, Integer retryAfterSeconds) {
        Response.ResponseBuilder b = Response.status(p.status()).type(Problem.MEDIA_TYPE).entity(p);
        if (p.status() == 401) b.header("WWW-Authenticate", "Bearer");
        if (retryAfterSeconds != null) b.header("Retry-After", retryAfterSeconds);
        return b.build();
    }
}
