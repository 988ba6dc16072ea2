package io.tabletop.api;

import io.tabletop.app.Busy;
import jakarta.ws.rs.core.Response;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** A refusal for lack of room: problem+json as every refusal, plus Retry-After (RFC 9110). */
public class BusyMapper {

    @ServerExceptionMapper
    public Response busy(Busy b) {
        Response r = ProblemMapper.respond(Problem.of(b.status(), b.code(), b.title(), b.getMessage(), null));
        return Response.fromResponse(r).header("Retry-After", b.retryAfterSeconds()).build();
    }
}
