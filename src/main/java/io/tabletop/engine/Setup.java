package io.tabletop.engine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Who sits at the table, which options were chosen, and (for games played with decks) each seat's deck as the
 * seat brought it (null entries for games without decks); handed to {@link Rules#setup}.
 */
public record Setup(List<String> names, Options options, List<List<String>> decks) {
    public Setup {
        names = List.copyOf(names);
        decks = decks == null ? Collections.nCopies(names.size(), null)
                : Collections.unmodifiableList(new ArrayList<>(decks));
    }

    public Setup(List<String> names, Options options) {
        this(names, options, null);
    }

    public int seats() {
        return names.size();
    }
}
