package io.tabletop.engine;

import java.util.List;

/** Who sits at the table and which options were chosen; handed to {@link Rules#setup}. */
public record Setup(List<String> names, Options options) {
    public Setup {
        names = List.copyOf(names);
    }

    public int seats() {
        return names.size();
    }
}
