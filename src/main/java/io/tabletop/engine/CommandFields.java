package io.tabletop.engine;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Checks the fields of a command record before any rule sees it: required fields are present and numbers lie
 * within their {@link Range}. Read from the records themselves, so a new game or command is covered without code.
 */
public final class CommandFields {

    public static final String REQUIRED = "FIELD_REQUIRED";
    public static final String OUT_OF_RANGE = "FIELD_OUT_OF_RANGE";

    private static final Set<Class<?>> NUMBERS = Set.of(byte.class, short.class, int.class, long.class,
            Byte.class, Short.class, Integer.class, Long.class, float.class, double.class, Float.class, Double.class);

    /** One field as the checks see it. */
    public record Field(RecordComponent component, boolean required, String requiredCode, Range range) {
        public String name() {
            return component.getName();
        }

        public boolean numeric() {
            return NUMBERS.contains(component.getType());
        }
    }

    private static final ClassValue<List<Field>> FIELDS = new ClassValue<>() {
        @Override
        protected List<Field> computeValue(Class<?> type) {
            List<Field> out = new ArrayList<>();
            if (!type.isRecord()) return out;
            for (RecordComponent c : type.getRecordComponents()) {
                Required r = c.getAnnotation(Required.class);
                out.add(new Field(c, c.getType().isPrimitive() || c.getAnnotation(Omittable.class) == null,
                        r == null ? REQUIRED : r.code(), c.getAnnotation(Range.class)));
            }
            return List.copyOf(out);
        }
    };

    private CommandFields() {}

    public static List<Field> of(Class<?> command) {
        return FIELDS.get(command);
    }

    /** Throws {@link RuleViolation} for a missing required field or a number out of its range. */
    public static void check(Object command) {
        for (Field f : of(command.getClass())) {
            Object value = read(f.component(), command);
            if (value == null) {
                if (f.required()) throw new RuleViolation(f.requiredCode(), "field '" + f.name() + "' is required");
                continue;
            }
            Range range = f.range();
            if (range != null && value instanceof Number n) {
                // whole numbers only (records hold no fractions); compare as long so nothing wraps
                long v = n.longValue();
                if (v < range.min() || v > range.max()) {
                    throw new RuleViolation(range.code(),
                            "field '" + f.name() + "' must be from " + range.min() + " to " + range.max());
                }
            }
        }
    }

    /**
     * Refuses a command family whose numeric fields are not all bounded (or hold fractions): every number a client
     * sends must have a stated range before it reaches a game.
     */
    public static void verify(Class<?> root) {
        if (root.isSealed()) {
            for (Class<?> sub : root.getPermittedSubclasses()) verify(sub);
            return;
        }
        for (Field f : of(root)) {
            if (!f.numeric()) continue;
            Class<?> t = f.component().getType();
            if (t == float.class || t == double.class || t == Float.class || t == Double.class) {
                throw new IllegalStateException(root.getName() + "." + f.name() + ": commands hold whole numbers only");
            }
            if (f.range() == null) {
                throw new IllegalStateException(root.getName() + "." + f.name() + " needs a @Range");
            }
            if (f.range().min() > f.range().max()) {
                throw new IllegalStateException(root.getName() + "." + f.name() + ": empty @Range");
            }
        }
    }

    private static Object read(RecordComponent c, Object record) {
        try {
            return c.getAccessor().invoke(record);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("cannot read " + c.getName() + " of " + record.getClass(), e);
        }
    }
}
