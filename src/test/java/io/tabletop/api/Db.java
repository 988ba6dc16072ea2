package io.tabletop.api;

import io.tabletop.EmbeddedPostgresResource;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/** Direct access to the test database, for tests that inspect or tamper with stored rows. */
final class Db {

    private Db() {}

    static Connection connect() throws SQLException {
        return DriverManager.getConnection(EmbeddedPostgresResource.jdbcUrl());
    }

    /** Runs an UPDATE with the append-only trigger bypassed (as an attacker with database access could). */
    static int tamper(String sql, Object... args) throws SQLException {
        try (Connection c = connect()) {
            try (var s = c.createStatement()) {
                s.execute("SET session_replication_role = replica");
            }
            try (PreparedStatement ps = c.prepareStatement(sql)) {
                for (int i = 0; i < args.length; i++) ps.setObject(i + 1, args[i]);
                return ps.executeUpdate();
            }
        }
    }

    /** Every row of a query as one text line each (for byte-for-byte comparisons). */
    static List<String> rows(String sql) throws SQLException {
        List<String> out = new ArrayList<>();
        try (Connection c = connect(); PreparedStatement ps = c.prepareStatement(sql); ResultSet rs = ps.executeQuery()) {
            int n = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                StringBuilder b = new StringBuilder();
                for (int i = 1; i <= n; i++) b.append(i == 1 ? "" : " | ").append(rs.getString(i));
                out.add(b.toString());
            }
        }
        return out;
    }

    static String one(String sql, Object... args) throws SQLException {
        try (Connection c = connect(); PreparedStatement ps = c.prepareStatement(sql)) {
            for (int i = 0; i < args.length; i++) ps.setObject(i + 1, args[i]);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getString(1) : null;
            }
        }
    }
}
