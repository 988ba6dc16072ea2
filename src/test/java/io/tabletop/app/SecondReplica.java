package io.tabletop.app;

import io.tabletop.EmbeddedPostgresResource;
import io.tabletop.engine.SeededRng;
import io.tabletop.engine.Table;
import io.tabletop.store.EventStore;
import io.tabletop.store.Head;
import io.tabletop.store.Projections;
import io.tabletop.store.Seats;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.UUID;

/**
 * Another instance of the service, as far as one game is concerned: it appends moves through the same store code
 * on its own connection (opened up front, so that it works while the database accepts no new connections), with
 * its own in-memory games. It may commit "silently" (its NOTIFY rewritten away), as if the announcement were lost.
 */
public final class SecondReplica implements AutoCloseable {

    private final Connection connection;
    private final EventStore store;
    private final GameStreams streams = new GameStreams();

    public SecondReplica(EventStore store, Projections projections, Seats seats, Codecs codecs) throws SQLException {
        this.connection = DriverManager.getConnection(EmbeddedPostgresResource.jdbcUrl());
        this.store = store;
        streams.store = store;
        streams.projections = projections;
        streams.seats = seats;
        streams.codecs = codecs;
        streams.heapFraction = 0.05;
        streams.sizeCache();
    }

    /** Plays the first legal move of the first awaited seat; returns the new version. */
    public long moveAny(UUID id, boolean announce) throws SQLException {
        connection.setAutoCommit(false);
        Connection c = announce ? connection : unannounced(connection);
        try {
            Head head = store.lockHead(c, id).orElseThrow();
            Loaded g = streams.load(c, id, head);
            Table<Object, Object, Object> table = g.codec().table();
            int seat = table.awaiting(g.state()).getFirst();
            Object command = table.legalMoves(g.state(), seat).getFirst();
            List<Object> events = table.move(g.state(), seat, command, new SeededRng(g.seed(), head.version()));
            OffsetDateTime now = OffsetDateTime.now(ZoneOffset.UTC).truncatedTo(ChronoUnit.MICROS);
            GameStreams.Appended done = streams.append(c, g, head,
                    List.of(new Caused(Caused.cause(seat, g.codec().writeCommand(command), "SEAT"), events)), now);
            connection.commit();
            streams.remember(done.after());
            return done.after().version();
        } catch (SQLException | RuntimeException e) {
            connection.rollback();
            throw e;
        }
    }

    /** The connection with every pg_notify of its statements turned into a harmless expression. */
    private static Connection unannounced(Connection raw) {
        return (Connection) Proxy.newProxyInstance(SecondReplica.class.getClassLoader(), new Class<?>[] {Connection.class},
                (proxy, method, args) -> {
                    if (method.getName().equals("prepareStatement") && args != null && args[0] instanceof String sql) {
                        args = args.clone();
                        args[0] = sql.replace("pg_notify(?, ?)", "concat(?::text, ?::text)");
                    }
                    try {
                        return method.invoke(raw, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    @Override
    public void close() throws SQLException {
        connection.close();
    }
}
