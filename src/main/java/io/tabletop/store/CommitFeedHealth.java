package io.tabletop.store;

import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/**
 * Not ready while the commit feed does not listen: this instance would not hear other instances' commits, so its
 * long-polls and live streams would lag (its reads go to the database meanwhile). A load balancer sends clients
 * elsewhere until the feed reconnects.
 */
@Readiness
@Singleton
public class CommitFeedHealth implements HealthCheck {

    @Inject
    CommitFeed feed;

    @Override
    public HealthCheckResponse call() {
        return HealthCheckResponse.named("commit-feed").status(feed.listening()).build();
    }
}
