package io.tabletop.api;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.jackson.ObjectMapperCustomizer;
import io.tabletop.app.Json;
import jakarta.enterprise.inject.Instance;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

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

    /**
     * The ObjectMapper REST writes answers with: Quarkus' own producer, but on {@link Json#factory()}, whose writers
     * replace lone surrogates (a customizer cannot change a mapper's factory). Every customizer still applies, in
     * Quarkus' order (descending priority), as the Quarkus guide for replacing the ObjectMapper shows.
     */
    @Produces
    @Singleton
    ObjectMapper objectMapper(Instance<ObjectMapperCustomizer> customizers) {
        ObjectMapper mapper = new ObjectMapper(Json.factory());
        List<ObjectMapperCustomizer> sorted = new ArrayList<>();
        customizers.forEach(sorted::add);
        Collections.sort(sorted);
        for (ObjectMapperCustomizer c : sorted) c.customize(mapper);
        return mapper;
    }
}
