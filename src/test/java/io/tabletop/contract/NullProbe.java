package io.tabletop.contract;

import java.lang.reflect.RecordComponent;
import java.util.Collection;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** Walks records and notes every component (and collection item, map value) that holds null. */
final class NullProbe {

    private final Set<String> seenNull = ConcurrentHashMap.newKeySet();

    Set<String> seenNull() {
        return seenNull;
    }

    void walk(Object value) {
        if (value == null || !value.getClass().isRecord()) return;
        for (RecordComponent c : value.getClass().getRecordComponents()) {
            Object v;
            try {
                c.getAccessor().setAccessible(true);
                v = c.getAccessor().invoke(value);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
            String name = value.getClass().getName() + "." + c.getName();
            if (v == null) {
                seenNull.add(name);
            } else if (v instanceof Collection<?> items) {
                for (Object item : items) {
                    if (item == null) seenNull.add(name + "[]");
                    else walk(item);
                }
            } else if (v instanceof Map<?, ?> map) {
                for (Object item : map.values()) {
                    if (item == null) seenNull.add(name + "{}");
                    else walk(item);
                }
            } else {
                walk(v);
            }
        }
    }
}
