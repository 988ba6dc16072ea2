package io.tabletop.warmup;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * {@code tabletop.warm-up.then}: what a warmed process does next — serve, or exit (the JDK AOT cache's training run,
 * src/image/aot-image.sh), with an exit code that says whether it trained.
 */
class WarmUpThenTest {

    @Test
    void serveAndExitAreTheOnlyChoicesAndExitNeedsMovesToPlay() {
        assertThatCode(() -> WarmUp.checkThen("serve", 0)).doesNotThrowAnyException();
        assertThatCode(() -> WarmUp.checkThen("exit", 300)).doesNotThrowAnyException();
        assertThatThrownBy(() -> WarmUp.checkThen("exti", 300)).hasMessage("tabletop.warm-up.then is serve or exit, not exti");
        assertThatThrownBy(() -> WarmUp.checkThen("exit", 0))
                .hasMessage("tabletop.warm-up.then=exit needs tabletop.warm-up.moves above 0");
    }

    @Test
    void theTrainingRunExitsZeroOnlyWhenMovesWerePlayedAndTheWarmUpDidNotFail() {
        assertThat(WarmUp.exitCode(new WarmUp.Outcome(300, 10, 0, 0, null, 20, "done"))).isZero();
        assertThat(WarmUp.exitCode(new WarmUp.Outcome(300, 10, 2, 0, "x", 30, "timeout"))).as("a timeout trained").isZero();
        assertThat(WarmUp.exitCode(new WarmUp.Outcome(0, 0, 0, 0, null, 30, "timeout"))).as("nothing played").isOne();
        assertThat(WarmUp.exitCode(new WarmUp.Outcome(12, 1, 40, 0, "503", 3, "failed: 503"))).isOne();
        assertThat(WarmUp.exitCode(new WarmUp.Outcome(12, 1, 0, 0, null, 3, "interrupted"))).isOne();
    }
}
