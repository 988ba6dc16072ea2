package io.tabletop.api;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.jackson.ObjectMapperCustomizer;
import io.tabletop.app.Json;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.time.Clock;

/** Gives REST the service's one JSON configuration ({@link Json}), and the clock the use cases read. */
@Singleton
public class JsonConfig implements ObjectMapperCustomizer {

    @Override
    public void customize(ObjectMapper mapper) {
        Json.configure(mapper);
    }

    @Produces
    @Singleton
    Clock clock() {
        return Clock.systemUTC();
    }
}
