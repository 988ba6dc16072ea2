package io.tabletop.app;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * The wire names of a sealed family of records: the UPPER_SNAKE of each record's simple name
 * ({@code AcceptBlock} → {@code ACCEPT_BLOCK}). Keeps games free of serialisation annotations.
 */
public final class SealedNames<T> {

    private final Map<String, Class<? extends T>> byName = new LinkedHashMap<>();
    private final Map<Class<?>, String> byClass = new LinkedHashMap<>();

    public SealedNames(Class<T> root) {
        collect(root, root);
    }

    @SuppressWarnings("unchecked")
    private void collect(Class<T> root, Class<?> type) {
        if (type.isSealed()) {
            for (Class<?> sub : type.getPermittedSubclasses()) collect(root, sub);
        } else if (type.isRecord() && root.isAssignableFrom(type)) {
            String name = upperSnake(type.getSimpleName());
            if (byName.containsKey(name)) throw new IllegalStateException("two records named " + name + " in " + root);
            byName.put(name, (Class<? extends T>) type);
            byClass.put(type, name);
        } else {
            throw new IllegalStateException(type + " in " + root + " must be a record or a sealed interface");
        }
    }

    public static String upperSnake(String camel) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < camel.length(); i++) {
            char c = camel.charAt(i);
            if (Character.isUpperCase(c) && i > 0 && !Character.isUpperCase(camel.charAt(i - 1))) b.append('_');
            b.append(Character.toUpperCase(c));
        }
        return b.toString();
    }

    public Class<? extends T> classOf(String name) {
        return byName.get(name);
    }

    public String nameOf(Object value) {
        String name = byClass.get(value.getClass());
        if (name == null) throw new IllegalArgumentException("not in this family: " + value.getClass());
        return name;
    }

    public Set<String> names() {
        return Collections.unmodifiableSet(byName.keySet());
    }

    public Map<String, Class<? extends T>> types() {
        return Collections.unmodifiableMap(byName);
    }
}
