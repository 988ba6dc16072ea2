package io.tabletop.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class AfterAnswerTest {

    @Test
    void whatARequestDefersRunsOnItsThreadAfterTheAnswerInOrder() {
        List<String> order = new ArrayList<>();
        Thread serving = Thread.currentThread();
        AfterAnswer.serve(() -> {
            assertThat(AfterAnswer.defer(() -> order.add("first deferred on " + (Thread.currentThread() == serving)))).isTrue();
            AfterAnswer.defer(() -> order.add("second deferred"));
            order.add("work");
            return "answer";
        }, a -> order.add(a), e -> order.add("failed"));
        assertThat(order).containsExactly("work", "answer", "first deferred on true", "second deferred");
    }

    @Test
    void outsideARequestNothingIsDeferred() {
        List<String> order = new ArrayList<>();
        assertThat(AfterAnswer.defer(() -> order.add("never"))).isFalse();
        AfterAnswer.serve(() -> "done", a -> {}, e -> {});
        assertThat(AfterAnswer.defer(() -> order.add("never"))).as("not after the request either").isFalse();
        assertThat(order).isEmpty();
    }

    @Test
    void aFailedRequestStillRunsWhatItDeferredAndOneFailingDeferralDoesNotStopTheNext() {
        List<String> order = new ArrayList<>();
        AfterAnswer.serve(() -> {
            AfterAnswer.defer(() -> {
                throw new IllegalStateException("broken");
            });
            AfterAnswer.defer(() -> order.add("deferred"));
            throw new IllegalArgumentException("refused");
        }, a -> order.add("answer"), e -> order.add("failed: " + e.getMessage()));
        assertThat(order).containsExactly("failed: refused", "deferred");
    }

    @Test
    void aStreamedAnswerThatThrowsPassesItOnAfterTheDeferredWork() {
        List<String> order = new ArrayList<>();
        assertThatThrownBy(() -> AfterAnswer.around(() -> {
            AfterAnswer.defer(() -> order.add("deferred"));
            throw new IllegalStateException("refused");
        })).hasMessage("refused");
        assertThat(order).containsExactly("deferred");
    }
}
