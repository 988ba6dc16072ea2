package io.tabletop.app;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/**
 * Times written as Jackson's Java-time module writes them (ISO-8601 with offset, in the mapper's time zone when it
 * has one), the common case — a UTC time, as every time this service makes or reads is — formatted by hand: the
 * general formatter was a tenth of writing a move's answer.
 */
public final class TimeText extends StdSerializer<OffsetDateTime> {

    private TimeText() {
        super(OffsetDateTime.class);
    }

    static SimpleModule module() {
        SimpleModule m = new SimpleModule("tabletop-time-text");
        m.addSerializer(OffsetDateTime.class, new TimeText());
        return m;
    }

    @Override
    public void serialize(OffsetDateTime value, JsonGenerator g, SerializerProvider provider) throws IOException {
        if (provider.isEnabled(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)) {
            throw new IllegalStateException("dates are written as text in this service");
        }
        // as InstantSerializerBase: in the context's time zone when one is set explicitly
        boolean inZone = provider.getConfig().hasExplicitTimeZone()
                && provider.isEnabled(SerializationFeature.WRITE_DATES_WITH_CONTEXT_TIME_ZONE);
        java.time.ZoneId zone = inZone ? provider.getTimeZone().toZoneId() : null;
        boolean utc = value.getOffset() == ZoneOffset.UTC
                && (zone == null || zone.normalized() == ZoneOffset.UTC);
        if (utc && value.getYear() >= 1000 && value.getYear() <= 9999) {
            g.writeString(utc(value));
        } else {
            DateTimeFormatter f = zone == null ? DateTimeFormatter.ISO_OFFSET_DATE_TIME
                    : DateTimeFormatter.ISO_OFFSET_DATE_TIME.withZone(zone);
            g.writeString(f.format(value));
        }
    }

    /** A time as the service's mapper ({@link Json#MAPPER}: no time zone of its own) writes it, without quotes. */
    public static String text(OffsetDateTime t) {
        return t.getOffset() == ZoneOffset.UTC && t.getYear() >= 1000 && t.getYear() <= 9999 ? utc(t)
                : DateTimeFormatter.ISO_OFFSET_DATE_TIME.format(t);
    }

    /** ISO_OFFSET_DATE_TIME of a UTC time of a four-digit year: seconds always, the fraction without trailing zeros. */
    static String utc(OffsetDateTime t) {
        char[] c = new char[30];
        int n = 0;
        n = two(c, n, t.getYear() / 100);
        n = two(c, n, t.getYear() % 100);
        c[n++] = '-';
        n = two(c, n, t.getMonthValue());
        c[n++] = '-';
        n = two(c, n, t.getDayOfMonth());
        c[n++] = 'T';
        n = two(c, n, t.getHour());
        c[n++] = ':';
        n = two(c, n, t.getMinute());
        c[n++] = ':';
        n = two(c, n, t.getSecond());
        int nano = t.getNano();
        if (nano != 0) {
            c[n++] = '.';
            int digits = 9;
            while (nano % 10 == 0) {
                nano /= 10;
                digits--;
            }
            for (int i = digits - 1; i >= 0; i--) {
                c[n + i] = (char) ('0' + nano % 10);
                nano /= 10;
            }
            n += digits;
        }
        c[n++] = 'Z';
        return new String(c, 0, n);
    }

    private static int two(char[] c, int n, int v) {
        c[n] = (char) ('0' + v / 10);
        c[n + 1] = (char) ('0' + v % 10);
        return n + 2;
    }
}
