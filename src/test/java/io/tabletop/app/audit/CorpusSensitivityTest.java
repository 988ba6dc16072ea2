package io.tabletop.app.audit;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tabletop.app.Codecs;
import io.tabletop.app.Json;
import io.tabletop.app.JsonGameData;
import io.tabletop.engine.GameData;
import io.tabletop.engine.GameRegistry;
import io.tabletop.engine.GameType;
import io.tabletop.engine.LimitSpec;
import io.tabletop.engine.Limits;
import io.tabletop.engine.Options;
import io.tabletop.engine.Outcome;
import io.tabletop.engine.Rng;
import io.tabletop.engine.RuleViolation;
import io.tabletop.engine.Rules;
import io.tabletop.engine.RulesVersion;
import io.tabletop.engine.SeatDeck;
import io.tabletop.engine.Setup;
import io.tabletop.engine.Silence;
import io.tabletop.engine.Viewer;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.InwoRules;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.cards.Catalogue;
import io.tabletop.games.inwo.cards.CatalogueFile;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;

/**
 * Whether the golden corpus notices an edit of a recorded rules version in place. INWO's version 2 differs from version
 * 1 only in ruling I1 (a shared Fanatic alignment alone no longer lets a Group aid a control attack or oppose an
 * attack); were version 1 edited to play like version 2, {@code GoldenCorpusTest} would catch it only if some INWO v1
 * log holds a move that I1 refuses. This test replays every INWO v1 corpus log through {@link LogVerifier} twice: under
 * the real version-1 rules (each must verify) and under a forged registry whose INWO "version 1" is version 2's rules
 * ({@link #forgedInwoV1Codecs}); at least one log must then fail its REPLAY check.
 *
 * <p>The helpers are public for {@code io.tabletop.corpus.CorpusRecorder}, which uses {@link #verify} to search for
 * such games ({@code -Dcorpus.search=I1}).
 */
public class CorpusSensitivityTest {

    private static final String INWO_V1 = "corpus/inwo/v1";

    /** A log's verdict: ok, or the first failing check with its seq and why. */
    public record Verdict(boolean ok, String check, Long seq, String detail) {
        @Override
        public String toString() {
            return ok ? "verified" : check + " fails at seq " + seq + ": " + detail;
        }
    }

    /** Every game of this build under every rules version it plays (what the service and the audit use). */
    public static Codecs realCodecs() {
        return new Codecs(GameRegistry.discover(JsonGameData.standard()));
    }

    /**
     * A registry holding INWO only, whose sole rules version 1 is really version 2's rules: what this build would be
     * had someone edited INWO version 1 in place to rule like version 2.
     */
    public static Codecs forgedInwoV1Codecs() {
        GameData data = JsonGameData.standard();
        Catalogue catalogue = Catalogue.from(data.read(Catalogue.FILE, CatalogueFile.class));
        return new Codecs(new GameRegistry(List.of(new VersionOneAs(new InwoRules(catalogue, 2))), data));
    }

    /** Replays one exported NDJSON log (the text of {@code GET …/export}) through {@link LogVerifier}. */
    public static Verdict verify(Codecs codecs, String ndjson) {
        LogVerifier verifier = null;
        int line = 0;
        for (String l : ndjson.split("\n")) {
            if (l.isBlank()) continue;
            JsonNode n = Json.readTree(l);
            if (++line == 1) verifier = new LogVerifier(codecs, n.get("seed").asText());
            verifier.accept(new LogVerifier.Entry(line, n.get("seq").asLong(), n.get("type").asText(), n.get("data"),
                    n.get("meta"), OffsetDateTime.parse(n.get("at").asText()),
                    HexFormat.of().parseHex(n.get("hash").asText())));
        }
        if (verifier == null) return new Verdict(false, LogVerifier.SEQUENCE, null, "the log is empty");
        LogVerifier.Result r = verifier.finish();
        if (r.ok()) return new Verdict(true, null, null, null);
        LogVerifier.Check first = r.firstFailure();
        return new Verdict(false, first.name(), first.seq(), first.detail());
    }

    @Test
    void theCorpusCatchesInwoVersionOneEditedInPlaceToRuleLikeVersionTwo() throws IOException {
        Map<String, String> logs = inwoV1Logs();
        assertThat(logs).as("INWO v1 corpus logs on the test classpath under " + INWO_V1).isNotEmpty();
        Codecs real = realCodecs();
        Codecs forged = forgedInwoV1Codecs();
        Map<String, Verdict> underForged = new LinkedHashMap<>();
        for (var log : logs.entrySet()) {
            JsonNode created = Json.readTree(log.getValue().lines().findFirst().orElseThrow()).get("data");
            assertThat(io.tabletop.app.GameCodec.readCreated(created).rulesVersion()).as(log.getKey() + ": rules version")
                    .isEqualTo(1); // (a misfiled version-2 log would fail under the forged registry for another reason)
            Verdict v = verify(real, log.getValue());
            assertThat(v.ok()).as(log.getKey() + " under the real INWO version 1: " + v).isTrue();
            underForged.put(log.getKey(), verify(forged, log.getValue()));
        }
        underForged.forEach((name, v) -> System.out.println("I1 sensitivity: " + name + " under v1-edited-to-v2: " + v));
        assertThat(underForged.values().stream().filter(v -> !v.ok() && LogVerifier.REPLAY.equals(v.check())).count())
                .as("no INWO v1 corpus log fails its REPLAY check when INWO's version 1 is replaced by version 2's rules"
                        + " (ruling I1): the golden corpus would not notice version 1 edited in place to rule like version 2."
                        + " Record a v1 game in which a Group sharing only the Fanatic alignment with the target aids or"
                        + " opposes (CorpusRecorder, -Dcorpus.search=I1). Verdicts: " + underForged)
                .isGreaterThanOrEqualTo(1);
    }

    /** Every INWO v1 corpus log on the test classpath, by file name, as text. */
    private static Map<String, String> inwoV1Logs() throws IOException {
        Map<String, String> out = new java.util.TreeMap<>();
        URL url = Thread.currentThread().getContextClassLoader().getResource(INWO_V1);
        if (url == null) return out;
        Path dir;
        try {
            dir = Path.of(url.toURI());
        } catch (java.net.URISyntaxException e) {
            throw new IOException(e);
        }
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".ndjson") || p.toString().endsWith(".ndjson.gz"))
                    .sorted().toList()) {
                try (InputStream in = f.toString().endsWith(".gz") ? new GZIPInputStream(Files.newInputStream(f))
                        : Files.newInputStream(f)) {
                    out.put(f.getFileName().toString(), new String(in.readAllBytes(), StandardCharsets.UTF_8));
                }
            }
        }
        return out;
    }

    /** Rules that answer to version 1 (and list only it) but play, in every other respect, the rules they wrap. */
    static final class VersionOneAs implements Rules<InwoState, InwoCommand, InwoEvent> {

        private static final RulesVersion ONE = new RulesVersion(1, "forged: version 2's rules posing as version 1");

        private final Rules<InwoState, InwoCommand, InwoEvent> rules;

        VersionOneAs(Rules<InwoState, InwoCommand, InwoEvent> rules) {
            this.rules = rules;
        }

        @Override
        public GameType<InwoState, InwoCommand, InwoEvent> type() {
            return rules.type();
        }

        @Override
        public List<RulesVersion> versions() {
            return List.of(ONE);
        }

        @Override
        public int version() {
            return 1;
        }

        @Override
        public Rules<InwoState, InwoCommand, InwoEvent> atVersion(int version) {
            if (version != 1) throw new IllegalArgumentException("the forged INWO has only version 1");
            return this;
        }

        @Override
        public Map<String, UnaryOperator<Map<String, Object>>> upcasters() {
            return rules.upcasters();
        }

        @Override
        public void configure(GameData data) {
            rules.configure(data); // InwoRules keeps its version when it reads the catalogue again
        }

        @Override
        public Object catalogue() {
            return rules.catalogue();
        }

        @Override
        public Object starterDecks() {
            return rules.starterDecks();
        }

        @Override
        public void checkOptions(int seats, Options options) {
            rules.checkOptions(seats, options);
        }

        @Override
        public List<String> deck(SeatDeck requested, Options options) {
            return rules.deck(requested, options);
        }

        @Override
        public InwoState setup(Setup setup) {
            return rules.setup(setup);
        }

        @Override
        public List<InwoEvent> start(InwoState state, Rng rng) {
            return rules.start(state, rng);
        }

        @Override
        public List<InwoEvent> decide(InwoState state, int seat, InwoCommand command, Rng rng) {
            return rules.decide(state, seat, command, rng);
        }

        @Override
        public List<LimitSpec> limitSpecs() {
            return rules.limitSpecs();
        }

        @Override
        public Optional<RuleViolation> limit(InwoState state, int seat, InwoCommand command, Limits limits) {
            return rules.limit(state, seat, command, limits);
        }

        @Override
        public InwoState evolve(InwoState state, InwoEvent event) {
            return rules.evolve(state, event);
        }

        @Override
        public Object view(InwoState state, Viewer viewer) {
            return rules.view(state, viewer);
        }

        @Override
        public List<InwoCommand> legalMoves(InwoState state, int seat) {
            return rules.legalMoves(state, seat);
        }

        @Override
        public List<Integer> awaiting(InwoState state) {
            return rules.awaiting(state);
        }

        @Override
        public InwoEvent redact(InwoEvent event, Viewer viewer) {
            return rules.redact(event, viewer);
        }

        @Override
        public Outcome outcome(InwoState state) {
            return rules.outcome(state);
        }

        @Override
        public Optional<Silence<InwoCommand>> silence(InwoState state) {
            return rules.silence(state);
        }

        @Override
        public OptionalInt reactionPass(InwoEvent event) {
            return rules.reactionPass(event);
        }

        @Override
        public boolean passes(InwoCommand command) {
            return rules.passes(command);
        }
    }
}
