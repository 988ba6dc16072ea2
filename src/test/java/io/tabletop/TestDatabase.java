package io.tabletop;

import io.quarkus.test.common.QuarkusTestResource;

/** Registers {@link EmbeddedPostgresResource} for all Quarkus tests. */
@QuarkusTestResource(value = EmbeddedPostgresResource.class, restrictToAnnotatedClass = false)
public class TestDatabase {}
