package io.tabletop.app;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;

/**
 * Times written as Jackson's Java-time module writes them (ISO-8601 with offset, in the mapper's time zone when it
 * has one), remembered: the same instant is written again and again (every event of a move, a window's deadline in
 * every state sent during it), and formatting it was a tenth of all JSON writing.
 */
final class TimeText extends StdSerializer<OffsetDateTime> {

    /** A small direct-mapped memo; slots are replaced whole, so a racing reader sees a pair or the previous one. */
    private record Slot(OffsetDateTime time, String zone, String text) {}

    private final Slot[] slots = new Slot[256];

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
        // as InstantSerializerBase: the context's time zone when one is set explicitly
        String zone = provider.getConfig().hasExplicitTimeZone()
                && provider.isEnabled(SerializationFeature.WRITE_DATES_WITH_CONTEXT_TIME_ZONE)
                ? provider.getTimeZone().getID() : null;
        int i = (value.hashCode() ^ (value.hashCode() >>> 8)) & (slots.length - 1);
        Slot s = slots[i];
        if (s == null || !s.time().equals(value) || !java.util.Objects.equals(s.zone(), zone)) {
            DateTimeFormatter f = zone == null ? DateTimeFormatter.ISO_OFFSET_DATE_TIME
                    : DateTimeFormatter.ISO_OFFSET_DATE_TIME.withZone(provider.getTimeZone().toZoneId());
            s = new Slot(value, zone, f.format(value));
            slots[i] = s;
        }
        g.writeString(s.text());
    }
}
