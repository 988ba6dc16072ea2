package io.tabletop.api;

import io.tabletop.app.live.LiveStreams;
import jakarta.ws.rs.core.Response;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * A live stream asked for after the last event of a finished game: 204 No Content, which tells an EventSource to
 * stop reconnecting (there will never be more).
 */
public class LiveStreamMapper {

    @ServerExceptionMapper
    public Response nothingLeft(LiveStreams.NothingLeft e) {
        return Response.noContent().build();
    }
}
