package io.tabletop.store;

import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * The head of a game as the games row holds it (type, status, version, awaited seats): what live streams read before
 * the log.
 */
@Singleton
public class GameHeads {

    /**
     * A game's type, status, version (the number of its events), the seats awaited there and the rules version it is
     * played under.
     */
    public record Current(String type, String status, long version, List<Integer> awaiting, int rulesVersion) {}

    public Optional<Current> current(Connection c, UUID gameId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT type, status, version, awaiting, rules_version FROM games WHERE id = ?")) {
            ps.setObject(1, gameId);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) return Optional.empty();
                List<Integer> awaiting = new ArrayList<>();
                java.sql.Array a = rs.getArray(4);
                if (a != null) for (Object seat : (Object[]) a.getArray()) awaiting.add(((Number) seat).intValue());
                return Optional.of(new Current(rs.getString(1), rs.getString(2), rs.getLong(3), awaiting, rs.getInt(5)));
            }
        }
    }
}
