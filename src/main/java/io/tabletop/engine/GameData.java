package io.tabletop.engine;

/**
 * Data files a game reads at start-up (card catalogues…), parsed by the platform into the game's own records, so
 * that games stay free of parsing libraries and their data can be replaced without code changes.
 */
public interface GameData {

    /** Reads the named data file (e.g. {@code games/copycat/catalogue-v1.json}) as {@code type}. */
    <T> T read(String name, Class<T> type);

    /** No data: for games that need none. */
    GameData NONE = new GameData() {
        @Override
        public <T> T read(String name, Class<T> type) {
            throw new IllegalStateException("no game data available: " + name);
        }
    };
}
