package io.tabletop.contract;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * The service's last ERROR log lines (with their stack traces), kept in memory while a @QuarkusTest runs in this
 * JVM, so that a test that meets a 500 fails with what the server logged for it: the console of a CI run is shown
 * only in part, and a rare 500 must be diagnosable from the failure message alone.
 */
public final class ServerErrors extends Handler {

    private static final ServerErrors INSTANCE = new ServerErrors();
    private static final int KEPT = 8;
    private static final String CATEGORY = "io.tabletop";

    private final Deque<Entry> recent = new ArrayDeque<>();

    private record Entry(long atMillis, String text) {}

    private ServerErrors() {
        setLevel(Level.SEVERE);
    }

    /** Listens to the service's categories (once; a handler of an earlier test class loader is replaced). */
    static synchronized void install() {
        Logger logger = Logger.getLogger(CATEGORY);
        for (Handler h : logger.getHandlers()) {
            if (h != INSTANCE && h.getClass().getName().equals(ServerErrors.class.getName())) logger.removeHandler(h);
        }
        if (!List.of(logger.getHandlers()).contains(INSTANCE)) logger.addHandler(INSTANCE);
    }

    /** What was logged as an error since {@code sinceMillis}, newest last; empty when nothing was. */
    static String since(long sinceMillis) {
        StringBuilder out = new StringBuilder();
        synchronized (INSTANCE.recent) {
            for (Entry e : INSTANCE.recent) {
                if (e.atMillis() >= sinceMillis) out.append("\n  ").append(e.text());
            }
        }
        return out.toString();
    }

    @Override
    public void publish(LogRecord r) {
        if (r == null || r.getLevel().intValue() < Level.SEVERE.intValue()) return;
        StringBuilder text = new StringBuilder(r.getLoggerName()).append(": ").append(message(r));
        if (r.getThrown() != null) {
            StringWriter trace = new StringWriter();
            r.getThrown().printStackTrace(new PrintWriter(trace));
            String t = trace.toString();
            text.append('\n').append(t.length() > 4000 ? t.substring(0, 4000) + "…" : t);
        }
        synchronized (recent) {
            recent.addLast(new Entry(r.getInstant().toEpochMilli(), text.toString()));
            while (recent.size() > KEPT) recent.removeFirst();
        }
    }

    private static String message(LogRecord r) {
        String m = r.getMessage();
        Object[] p = r.getParameters();
        if (m == null || p == null || p.length == 0) return String.valueOf(m);
        try {
            return m.contains("%") ? String.format(m, p) : java.text.MessageFormat.format(m, p);
        } catch (RuntimeException e) {
            return m;
        }
    }

    @Override
    public void flush() {}

    @Override
    public void close() {}
}
