package io.tabletop.app;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.jboss.logging.Logger;

/**
 * Work a request's commit sets off (feeding the game's live streams) done by the same worker thread once the
 * request's answer is handed over, rather than by another worker: handing it over cost a thread wake-up and a
 * context switch per move, and the answer does not wait for it either way.
 */
public final class AfterAnswer {

    private static final Logger LOG = Logger.getLogger(AfterAnswer.class);

    /** The work deferred by the request this thread is serving; null when it serves none. */
    private static final ThreadLocal<List<Runnable>> DEFERRED = new ThreadLocal<>();

    private AfterAnswer() {}

    /**
     * Runs {@code work}, hands its result (or what it threw) to {@code answer}, then runs what was deferred meanwhile,
     * each on its own: one that fails does not keep the others from running.
     */
    public static <T> void serve(Supplier<T> work, Consumer<T> answer, Consumer<Throwable> failed) {
        around(() -> {
            T result;
            try {
                result = work.get();
            } catch (Throwable e) {
                failed.accept(e);
                return;
            }
            answer.accept(result);
        });
    }

    /**
     * Runs {@code answer} (a request whose answer is written as it goes: a stream), then what was deferred meanwhile;
     * what {@code answer} throws goes on to the caller once that is done.
     */
    public static void around(Runnable answer) {
        List<Runnable> deferred = new ArrayList<>(2);
        DEFERRED.set(deferred);
        try {
            answer.run();
        } finally {
            DEFERRED.remove();
            for (Runnable r : deferred) {
                try {
                    r.run();
                } catch (RuntimeException e) {
                    LOG.warnf(e, "work deferred until a request was answered failed");
                }
            }
        }
    }

    /** Defers {@code task} until this thread's request is answered; false (nothing deferred) when it serves none. */
    public static boolean defer(Runnable task) {
        List<Runnable> deferred = DEFERRED.get();
        if (deferred == null) return false;
        deferred.add(task);
        return true;
    }
}
