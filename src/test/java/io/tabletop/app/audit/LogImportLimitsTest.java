package io.tabletop.app.audit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tabletop.app.Codecs;
import io.tabletop.app.Json;
import io.tabletop.engine.SeededRng;
import io.tabletop.engine.TableEvent;
import io.tabletop.store.EventStore;
import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 8 item 1, without a database: a log is checked line by line and refused at its first bad line without
 * reading on, what one import may hold is capped, and the verifier folds nothing of a log that fails a check.
 */
class LogImportLimitsTest {

    private static final Codecs CODECS = new Codecs();
    private static final String SEED = "limits";
    private static final OffsetDateTime AT = OffsetDateTime.now(ZoneOffset.UTC).truncatedTo(ChronoUnit.MICROS);

    private static LogImport importer(int maxEvents) {
        LogImport i = new LogImport();
        i.codecs = CODECS;
        i.clock = Clock.systemUTC();
        i.maxEvents = maxEvents;
        i.maxLineLength = 65_536;
        i.clockSkew = Duration.ofMinutes(5);
        return i;
    }

    /** A Coup table for {@code seats} and its first seat taken, as the service records them (chained). */
    private static List<LogVerifier.Entry> opening(int seats) {
        ObjectNode created = (ObjectNode) Json.tree(new TableEvent.GameCreated("COUP", seats, Map.of("variant", "UN", "turnLimit", 500L),
                SeededRng.commitment(SEED), false));
        ObjectNode create = Json.object().put("type", "CREATE");
        ObjectNode createMeta = Json.object().put("source", "CREATOR");
        createMeta.set("command", create);
        ObjectNode took = Json.object().put("type", "TAKE_SEAT").put("seat", 0).put("name", "ann");
        ObjectNode tookMeta = Json.object().put("seat", 0).put("source", "SEAT");
        tookMeta.set("command", took);
        ObjectNode taken = Json.object().put("seat", 0).put("name", "ann");
        List<LogVerifier.Entry> out = new ArrayList<>();
        byte[] prev = EventStore.GENESIS;
        String[] types = {"GAME_CREATED", "SEAT_TAKEN"};
        ObjectNode[][] rows = {{created, createMeta}, {taken, tookMeta}};
        for (int i = 0; i < 2; i++) {
            byte[] hash = EventStore.chain(prev, i + 1, types[i], Json.canonical(rows[i][0]), Json.canonical(rows[i][1]), AT);
            out.add(new LogVerifier.Entry(i + 1, i + 1, types[i], rows[i][0], rows[i][1], AT, hash));
            prev = hash;
        }
        return out;
    }

    private static String ndjson(List<LogVerifier.Entry> entries) {
        StringBuilder b = new StringBuilder();
        for (LogVerifier.Entry e : entries) {
            ObjectNode line = Json.object();
            if (e.seq() == 1) line.put("format", Audit.FORMAT).put("seed", SEED);
            line.put("seq", e.seq()).put("type", e.type()).put("at", EventStore.instant(e.at()));
            line.set("data", e.data());
            line.set("meta", e.meta());
            line.put("hash", HexFormat.of().formatHex(e.hash()));
            b.append(line).append('\n');
        }
        return b.toString();
    }

    @Test
    void item1_anImportOverTheEventCapIsRefusedAtTheFirstLineOverItWithoutReadingThatLine() {
        String log = ndjson(opening(2)) + "this line is never parsed\n" + "x".repeat(100) + "\n";
        assertThatThrownBy(() -> importer(2).importLog(log)).isInstanceOfSatisfying(LogRejected.class, r -> {
            assertThat(r.code()).isEqualTo("LOG_TOO_LONG");
            assertThat(r.line()).isEqualTo(3);
        });
        // under the cap, the same log is refused at its third line for what that line is
        assertThatThrownBy(() -> importer(10).importLog(log)).isInstanceOfSatisfying(LogRejected.class, r -> {
            assertThat(r.code()).isEqualTo("LOG_MALFORMED");
            assertThat(r.line()).isEqualTo(3);
        });
    }

    @Test
    void item1_aLogThatFailsAnyCheckIsNeverFolded() {
        List<LogVerifier.Entry> ok = opening(2);
        LogVerifier clean = new LogVerifier(CODECS, SEED);
        ok.forEach(e -> assertThat(clean.accept(e)).isNull());
        assertThat(clean.finish().fold()).as("a sound prefix folds (the game is merely open)").isNotNull();

        List<LogVerifier.Entry> huge = opening(3_000_000);
        LogVerifier v = new LogVerifier(CODECS, SEED);
        LogVerifier.Check first = v.accept(huge.get(0));
        assertThat(first.name()).isEqualTo(LogVerifier.REPLAY);
        assertThat(first.detail()).contains("INVALID_SEAT_COUNT");
        v.accept(huge.get(1));
        assertThat(v.finish().fold()).isNull();

        LogVerifier badHash = new LogVerifier(CODECS, SEED); // replay fine, chain broken: still not folded
        badHash.accept(ok.get(0));
        LogVerifier.Entry second = ok.get(1);
        LogVerifier.Check broken = badHash.accept(new LogVerifier.Entry(2, 2, second.type(), second.data(), second.meta(),
                second.at(), new byte[32]));
        assertThat(broken.name()).isEqualTo(LogVerifier.HASH_CHAIN);
        LogVerifier.Result result = badHash.finish();
        assertThat(result.ok()).isFalse();
        assertThat(result.fold()).isNull();
    }
}
