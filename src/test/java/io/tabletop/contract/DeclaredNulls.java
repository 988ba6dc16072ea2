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
        if (!undeclared(value)) return; // the common case: no path strings built, nothing reported
        nulls(value, path, n -> {
            if (!n.declared()) {
                throw new AssertionError(n.path() + " is null, but " + n.name() + " is not "
                        + (n.where().equals("[]") ? "@NullItems" : "@Nullable") + " (the contract says it never is): "
                        + n.owner());
            }
        });
    }

    /**
     * Whether a record or one inside it holds an undeclared null: the fast walk every rules test runs on every batch
     * (cached accessors, no paths); {@link #nulls} walks again with paths only to name what this found.
     */
    private static boolean undeclared(Object value) {
        if (value == null || !value.getClass().isRecord()) return false;
        for (Component c : COMPONENTS.get(value.getClass())) {
            Object v = c.read(value);
            if (v == null) {
                if (!c.nullable) return true;
            } else if (v instanceof Collection<?> items) {
                for (Object item : items) {
                    if (item == null ? !c.nullItems : undeclared(item)) return true;
                }
            } else if (v instanceof Map<?, ?> map) {
                for (Object item : map.values()) {
                    if (item == null || undeclared(item)) return true;
                }
            } else if (undeclared(v)) {
                return true;
            }
        }
        return false;
    }

    /** A record component as the fast walk reads it: its accessor and what it may hold, looked up once per class. */
    private record Component(java.lang.invoke.MethodHandle accessor, boolean nullable, boolean nullItems) {
        Object read(Object owner) {
            try {
                return accessor.invoke(owner);
            } catch (Throwable e) {
                throw new IllegalStateException(e);
            }
        }
    }

    private static final ClassValue<Component[]> COMPONENTS = new ClassValue<>() {
        @Override
        protected Component[] computeValue(Class<?> type) {
            RecordComponent[] all = type.getRecordComponents();
            Component[] out = new Component[all.length];
            for (int i = 0; i < all.length; i++) {
                RecordComponent c = all[i];
                try {
                    c.getAccessor().setAccessible(true);
                    out[i] = new Component(java.lang.invoke.MethodHandles.lookup().unreflect(c.getAccessor()),
                            c.isAnnotationPresent(Nullable.class) || c.isAnnotationPresent(Omittable.class),
                            c.isAnnotationPresent(NullItems.class));
                } catch (ReflectiveOperationException | RuntimeException e) {
                    throw new IllegalStateException("cannot read " + c, e);
                }
            }
            return out;
        }
    };

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
