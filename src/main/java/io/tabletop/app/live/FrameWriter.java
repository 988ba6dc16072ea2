package io.tabletop.app.live;

import java.util.concurrent.CompletionStage;

/**
 * Whole SSE frames written straight to a stream's connection, after what its sink wrote, and whether that
 * connection is congested. A drain waits for a stream's last write only while its connection is congested: waiting
 * for every write to complete meant a timer, a callback and another worker task per drain, for clients that keep up.
 */
public interface FrameWriter {

    /** Writes one frame (UTF-8); completes once the connection has written it. */
    CompletionStage<?> write(String frame);

    /** Whether the connection holds more unwritten bytes than it should take on (its write queue is full). */
    boolean congested();
}
