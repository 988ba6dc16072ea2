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

    /** One null met in a walk: the component holding it (itself, {@code "[]"} an item, {@code "{}"} a map value). */
    record Null(RecordComponent component, String where, String path, Object owner) {
        boolean declared() {
            return switch (where) {
                case "" -> component.isAnnotationPresent(Nullable.class) || component.isAnnotationPresent(Omittable.class);
                case "[]" -> component.isAnnotationPresent(NullItems.class);
                default -> false;
            };
        }

        String name() {
            return component.getDeclaringRecord().getName() + "." + component.getName() + where;
        }
    }

    private static void walk(Object value, String path) {
        nulls(value, path, n -> {
            if (!n.declared()) {
                throw new AssertionError(n.path() + " is null, but " + n.name() + " is not "
                        + (n.where().equals("[]") ? "@NullItems" : "@Nullable") + " (the contract says it never is): "
                        + n.owner());
            }
        });
    }

    /** Every null in a record and the records inside it, handed to {@code seen} (the probe lists them all). */
    static void nulls(Object value, String path, java.util.function.Consumer<Null> seen) {
        if (value == null || !value.getClass().isRecord()) return;
        for (RecordComponent c : value.getClass().getRecordComponents()) {
            Object v = read(c, value);
            String here = path + "." + c.getName();
            if (v == null) {
                seen.accept(new Null(c, "", here, value));
            } else if (v instanceof Collection<?> items) {
                int i = 0;
                for (Object item : items) {
                    String at = here + "[" + i++ + "]";
                    if (item == null) seen.accept(new Null(c, "[]", at, value));
                    else nulls(item, at, seen);
                }
            } else if (v instanceof Map<?, ?> map) {
                map.forEach((k, item) -> {
                    String at = here + "{" + k + "}";
                    if (item == null) seen.accept(new Null(c, "{}", at, value));
                    else nulls(item, at, seen);
                });
            } else {
                nulls(v, here, seen);
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
