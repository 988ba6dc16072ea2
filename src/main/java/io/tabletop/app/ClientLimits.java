package io.tabletop.app;

import com.github.benmanes.caffeine.cache.Cache;
import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.Bucket;
import io.github.bucket4j.ConsumptionProbe;
import io.micrometer.core.instrument.MeterRegistry;
import jakarta.annotation.PostConstruct;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * What one client may ask of the service, so that no stranger floods a table or the lobby: how fast an address may
 * create games and take or recover seats (token buckets, per instance; also per secret where the request carries
 * one), how many open games and all-bot games an address may have (counted in the database, see
 * {@code store.Quotas}), and how many all-bot games the whole service runs. Addresses listed as trusted (a
 * front-end's server, an operator's tools) are exempt from the per-address limits only.
 */
@Singleton
public class ClientLimits {

    /** Characters of an IP literal (no host name is ever looked up). */
    private static final Pattern LITERAL = Pattern.compile("[0-9A-Fa-f:.]+");

    @ConfigProperty(name = "tabletop.limits.creates-per-minute", defaultValue = "30")
    int createsPerMinute;

    @ConfigProperty(name = "tabletop.limits.seats-per-minute", defaultValue = "120")
    int seatsPerMinute;

    @ConfigProperty(name = "tabletop.limits.open-games-per-address", defaultValue = "20")
    int openGamesPerAddress;

    @ConfigProperty(name = "tabletop.limits.trusted-addresses")
    Optional<List<String>> trustedAddresses;

    @ConfigProperty(name = "tabletop.bots.all-bot-games-per-address", defaultValue = "2")
    int allBotGamesPerAddress;

    @ConfigProperty(name = "tabletop.bots.all-bot-games", defaultValue = "8")
    int allBotGames;

    @Inject
    MeterRegistry metrics;

    private final Cache<String, Bucket> buckets = Caches.builder().maximumSize(200_000)
            .expireAfterAccess(Duration.ofMinutes(10)).build();
    private final List<byte[][]> trusted = new ArrayList<>(); // {network address, mask}

    @PostConstruct
    void parse() {
        for (String entry : trustedAddresses.orElse(List.of())) {
            if (!entry.isBlank()) trusted.add(network(entry.strip()));
        }
    }

    /** A game about to be created from {@code address}: 429 {@code TOO_MANY_CREATES} past the address's rate. */
    public void create(String address) {
        if (exempt(address)) return;
        take("c:" + address, createsPerMinute, "TOO_MANY_CREATES",
                "this address creates games faster than " + createsPerMinute + " a minute");
    }

    /**
     * A seat about to be taken or recovered from {@code address}, with {@code secret} (an invite secret, a creator
     * token, a recovery secret; null: none): 429 {@code TOO_MANY_SEAT_REQUESTS} past the address's rate, or the
     * secret's (the same rate, wherever the requests come from).
     */
    public void seat(String address, String secret) {
        if (secret != null && !secret.isBlank()) {
            take("t:" + Hashing.hex(Hashing.sha256(secret)), seatsPerMinute, "TOO_MANY_SEAT_REQUESTS",
                    "this secret is sent faster than " + seatsPerMinute + " times a minute");
        }
        if (exempt(address)) return;
        take("s:" + address, seatsPerMinute, "TOO_MANY_SEAT_REQUESTS",
                "this address takes or recovers seats faster than " + seatsPerMinute + " a minute");
    }

    /** The open games an address may have at once (0: no cap); none for a trusted address. */
    public int openGamesPerAddress(String address) {
        return exempt(address) ? 0 : Math.max(0, openGamesPerAddress);
    }

    /** The running all-bot games an address may have created (0: no cap); none for a trusted address. */
    public int allBotGamesPerAddress(String address) {
        return exempt(address) ? 0 : Math.max(0, allBotGamesPerAddress);
    }

    /** The running all-bot games of the whole service (0: no cap); trusted addresses count too. */
    public int allBotGames() {
        return Math.max(0, allBotGames);
    }

    /** A per-address refusal that is not a rate (a cap on what is held): counted as the rates are. */
    public ApiProblem refused(String code, String detail, int retryAfterSeconds) {
        count(code);
        return ApiProblem.tooManyRequests(code, detail, retryAfterSeconds);
    }

    private boolean exempt(String address) {
        if (address == null) return true; // not over HTTP (the service's own work)
        if (trusted.isEmpty()) return false;
        byte[] bytes = literal(address);
        if (bytes == null) return false;
        for (byte[][] net : trusted) {
            if (within(bytes, net[0], net[1])) return true;
        }
        return false;
    }

    private void take(String key, int perMinute, String code, String detail) {
        if (perMinute <= 0) return;
        Bucket bucket = buckets.get(key, k -> Bucket.builder()
                .addLimit(Bandwidth.builder().capacity(perMinute).refillGreedy(perMinute, Duration.ofMinutes(1)).build())
                .build());
        ConsumptionProbe probe = bucket.tryConsumeAndReturnRemaining(1);
        if (probe.isConsumed()) return;
        count(code);
        long seconds = Math.max(1, (probe.getNanosToWaitForRefill() + 999_999_999L) / 1_000_000_000L);
        throw ApiProblem.tooManyRequests(code, detail + "; try again in " + seconds + " s", (int) Math.min(3600, seconds));
    }

    /** Counts a refusal of one of these limits ({@code tabletop.limits.refused{code}}). */
    public void count(String code) {
        if (metrics != null) metrics.counter("tabletop.limits.refused", "code", code).increment();
    }

    /** {address, mask} of {@code 10.0.0.0/8}, {@code ::1} or {@code 127.0.0.1} (a single address). */
    static byte[][] network(String entry) {
        int slash = entry.indexOf('/');
        byte[] address = literal(slash < 0 ? entry : entry.substring(0, slash));
        if (address == null) throw new IllegalArgumentException("tabletop.limits.trusted-addresses: not an IP address"
                + " or network: " + entry);
        int bits = address.length * 8;
        if (slash >= 0) {
            try {
                bits = Integer.parseInt(entry.substring(slash + 1));
            } catch (NumberFormatException e) {
                bits = -1;
            }
            if (bits < 0 || bits > address.length * 8) {
                throw new IllegalArgumentException("tabletop.limits.trusted-addresses: bad prefix length in " + entry);
            }
        }
        byte[] mask = new byte[address.length];
        for (int i = 0; i < bits; i++) mask[i / 8] |= (byte) (0x80 >>> (i % 8));
        return new byte[][] {address, mask};
    }

    private static byte[] literal(String text) {
        String t = text.startsWith("[") && text.endsWith("]") ? text.substring(1, text.length() - 1) : text;
        if (t.isEmpty() || !LITERAL.matcher(t).matches()) return null;
        try {
            return InetAddress.getByName(t).getAddress();
        } catch (UnknownHostException e) {
            return null;
        }
    }

    private static boolean within(byte[] address, byte[] network, byte[] mask) {
        if (address.length != network.length) return false;
        for (int i = 0; i < address.length; i++) {
            if ((address[i] & mask[i]) != (network[i] & mask[i])) return false;
        }
        return true;
    }
}
