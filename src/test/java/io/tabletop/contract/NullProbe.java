package io.tabletop.contract;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** Notes every component (and list item, map value) seen holding null, declared or not: what to annotate from. */
final class NullProbe {

    private final Set<String> seenNull = ConcurrentHashMap.newKeySet();

    Set<String> seenNull() {
        return seenNull;
    }

    void walk(Object value) {
        DeclaredNulls.nulls(value, "", n -> seenNull.add(n.name()));
    }
}
