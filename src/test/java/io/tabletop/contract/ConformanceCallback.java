package io.tabletop.contract;

import io.quarkus.test.junit.callback.QuarkusTestBeforeEachCallback;
import io.quarkus.test.junit.callback.QuarkusTestMethodContext;

/** Registered as a service: before every @QuarkusTest method, the conformance filter is in front of REST Assured. */
public class ConformanceCallback implements QuarkusTestBeforeEachCallback {

    @Override
    public void beforeEach(QuarkusTestMethodContext context) {
        Conformance.install();
    }
}
