package io.tabletop.engine;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The game's dice: HMAC-SHA256 keyed by the secret seed, over (stream version, block counter), read as 31-bit
 * draws with rejection sampling. Everything about a move's chance follows from the seed and the version the move
 * was appended at, so once the seed is revealed anybody can recompute every deal and draw; before that nobody,
 * knowing only {@link #commitment}, can predict one.
 *
 * <p>Block i of the stream at version v is {@code HMAC-SHA256(key = UTF-8(seed), msg = "tabletop-rng-v1:" + v +
 * ":" + i)}; each block yields eight big-endian 32-bit words, each used as {@code word >>> 1}; a draw below
 * {@code bound} is {@code bits % bound}, retried while {@code bits - value + bound - 1} overflows (as
 * {@code java.util.Random#nextInt(int)} does).
 */
public final class SeededRng implements Rng {

    /**
     * An unkeyed HMAC-SHA256 whose provider is already chosen: each stream keys a clone of it. Choosing the provider
     * (a reflective lookup and instantiation) cost six times the hashing a move's draws need.
     */
    private static final Mac PROTOTYPE = prototype();

    private final String seed;
    private final long version;
    private Mac mac; // keyed at the first draw: most moves draw nothing
    private long block;
    private ByteBuffer words = ByteBuffer.allocate(0);

    public SeededRng(String seed, long version) {
        this.seed = java.util.Objects.requireNonNull(seed, "seed");
        this.version = version;
    }

    private static Mac prototype() {
        try {
            Mac m = Mac.getInstance("HmacSHA256");
            try {
                m.clone(); // settles the provider now, so that later clones only copy (safe from any thread)
            } catch (CloneNotSupportedException e) {
                // a provider that cannot clone: each stream then looks one up itself (see mac())
            }
            return m;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 unavailable", e);
        }
    }

    private Mac mac() {
        if (mac == null) {
            try {
                Mac m;
                try {
                    m = (Mac) PROTOTYPE.clone();
                } catch (CloneNotSupportedException e) {
                    m = Mac.getInstance("HmacSHA256");
                }
                m.init(new SecretKeySpec(seed.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
                mac = m;
            } catch (GeneralSecurityException e) {
                throw new IllegalStateException("HmacSHA256 unavailable", e);
            }
        }
        return mac;
    }

    @Override
    public int nextInt(int bound) {
        if (bound <= 0) throw new IllegalArgumentException("bound must be positive: " + bound);
        int bits;
        int value;
        do {
            bits = nextWord() >>> 1;
            value = bits % bound;
        } while (bits - value + (bound - 1) < 0);
        return value;
    }

    private int nextWord() {
        if (!words.hasRemaining()) {
            byte[] msg = ("tabletop-rng-v1:" + version + ":" + block++).getBytes(StandardCharsets.UTF_8);
            words = ByteBuffer.wrap(mac().doFinal(msg));
        }
        return words.getInt();
    }

    /** The public commitment to a seed: lowercase hex SHA-256 of its UTF-8 bytes. */
    public static String commitment(String seed) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(sha.digest(seed.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
