package io.tabletop.contract;

import io.tabletop.engine.NullItems;
import io.tabletop.engine.Nullable;
import io.tabletop.engine.Omittable;
import java.lang.reflect.RecordComponent;
import java.util.Collection;
import java.util.Map;

/**
 * The contract's promise about null, checked where the rules are played: a view, event or command (and every record
 * in it) holds null only in a component marked {@link Nullable} (or {@link Omittable}, a command field left out), and
 * a list holds null items only when marked {@link NullItems}. The games' scenario and random-games helpers call it on
 * every event they decide (as each viewer reads it) and on the views they look at, so the whole rules suite guards
 * what openapi/openapi.yaml says is never null.
 */
public final class DeclaredNulls {

    private static final java.util.concurrent.atomic.AtomicLong BATCHES = new java.util.concurrent.atomic.AtomicLong();

    private DeclaredNulls() {}

    /**
     * A batch of events the rules decided, as every viewer reads it, and the views of the state after it: a
     * spectator's and one seat's, each seat in turn (views cost most; every seat's view over a game is still seen).
     */
    public static <S, E> void played(io.tabletop.engine.Rules<S, ?, E> rules, S after, int seats, java.util.List<E> batch) {
        for (E e : batch) {
            check(e);
            check(rules.redact(e, io.tabletop.engine.Viewer.SPECTATOR));
            for (int s = 0; s < seats; s++) check(rules.redact(e, io.tabletop.engine.Viewer.seat(s)));
        }
        check(rules.view(after, io.tabletop.engine.Viewer.SPECTATOR));
        if (seats > 0) check(rules.view(after, io.tabletop.engine.Viewer.seat((int) (BATCHES.getAndIncrement() % seats))));
    }

    /** Throws AssertionError naming the first component that holds an undeclared null. */
    public static <T> T check(T value) {
        walk(value, value == null ? "null" : value.getClass().getSimpleName());
        return value;
    }

    private static void walk(Object value, String path) {
        if (value == null || !value.getClass().isRecord()) return;
        for (RecordComponent c : value.getClass().getRecordComponents()) {
            Object v = read(c, value);
            String here = path + "." + c.getName();
            if (v == null) {
                if (!c.isAnnotationPresent(Nullable.class) && !c.isAnnotationPresent(Omittable.class)) {
                    throw new AssertionError(here + " is null, but " + c.getDeclaringRecord().getName() + "."
                            + c.getName() + " is not @Nullable (the contract says it never is): " + value);
                }
            } else if (v instanceof Collection<?> items) {
                int i = 0;
                for (Object item : items) {
                    if (item == null && !c.isAnnotationPresent(NullItems.class)) {
                        throw new AssertionError(here + "[" + i + "] is null, but " + c.getDeclaringRecord().getName()
                                + "." + c.getName() + " is not @NullItems: " + value);
                    }
                    walk(item, here + "[" + i++ + "]");
                }
            } else if (v instanceof Map<?, ?> map) {
                map.forEach((k, item) -> {
                    if (item == null) throw new AssertionError(here + "{" + k + "} is null: " + value);
                    walk(item, here + "{" + k + "}");
                });
            } else {
                walk(v, here);
            }
        }
    }

    private static Object read(RecordComponent c, Object value) {
        try {
            c.getAccessor().setAccessible(true);
            return c.getAccessor().invoke(value);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}
