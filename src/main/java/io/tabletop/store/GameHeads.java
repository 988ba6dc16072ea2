package io.tabletop.store;

import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;
import java.util.UUID;

/** The head of a game as the games row holds it (type, status, version): what live streams read before the log. */
@ApplicationScoped
public class GameHeads {

    /** A game's type, status and version (the number of its events). */
    public record Current(String type, String status, long version) {}

    public Optional<Current> current(Connection c, UUID gameId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT type, status, version FROM games WHERE id = ?")) {
            ps.setObject(1, gameId);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(new Current(rs.getString(1), rs.getString(2), rs.getLong(3)))
                        : Optional.empty();
            }
        }
    }
}
