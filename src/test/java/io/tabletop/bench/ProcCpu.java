package io.tabletop.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * CPU time of processes from {@code /proc/<pid>/stat} (Linux): {@code utime + stime} of a process, and for a
 * PostgreSQL server the postmaster's own time, the time of the children it has already reaped
 * ({@code cutime + cstime}: backends that exited) and the live children's time, so that nothing a backend did is
 * lost when it ends inside the window. Clock ticks are converted with {@code getconf CLK_TCK} (100 when unknown).
 */
final class ProcCpu {

    private ProcCpu() {}

    private static final long NANOS_PER_TICK = 1_000_000_000L / clockTicks();

    private static long clockTicks() {
        try {
            Process p = new ProcessBuilder("getconf", "CLK_TCK").redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes()).trim();
            p.waitFor();
            long v = Long.parseLong(out);
            return v > 0 ? v : 100;
        } catch (IOException | RuntimeException e) {
            return 100;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 100;
        }
    }

    /**
     * The fields of a {@code stat} line after the command name (field 2), which may hold spaces and parentheses: split
     * after its closing parenthesis, so f[0] is field 3 (state).
     */
    private static String[] afterName(String stat) {
        return stat.substring(stat.lastIndexOf(')') + 2).trim().split("\\s+");
    }

    /** {utime, stime, cutime, cstime} in ticks, or null when the process is gone or this is not Linux. */
    private static long[] fields(long pid) {
        try {
            String s = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
            String[] f = afterName(s);
            // f[0] is field 3 (state): utime is field 14 → f[11], stime f[12], cutime f[13], cstime f[14]
            return new long[] {Long.parseLong(f[11]), Long.parseLong(f[12]), Long.parseLong(f[13]), Long.parseLong(f[14])};
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** utime + stime of {@code pid} in nanoseconds; -1 when unknown. */
    static long process(long pid) {
        long[] f = fields(pid);
        return f == null ? -1 : (f[0] + f[1]) * NANOS_PER_TICK;
    }

    /** A PostgreSQL server's CPU: the postmaster, its reaped children, and its live descendants; -1 when unknown. */
    static long postgres(Path dataDir) {
        long pid;
        try {
            pid = Long.parseLong(Files.readAllLines(dataDir.resolve("postmaster.pid")).getFirst().trim());
        } catch (IOException | RuntimeException e) {
            return -1;
        }
        long[] pm = fields(pid);
        if (pm == null) return -1;
        long ticks = pm[0] + pm[1] + pm[2] + pm[3];
        List<Long> children = new ArrayList<>();
        ProcessHandle.of(pid).ifPresent(h -> h.children().forEach(c -> children.add(c.pid())));
        for (long child : children) {
            long[] c = fields(child);
            // a backend's own reaped children (rare) are in its cutime/cstime
            if (c != null) ticks += c[0] + c[1] + c[2] + c[3];
        }
        return ticks * NANOS_PER_TICK;
    }

    /** The service JVM's threads, grouped by what they do (their names in {@code /proc/<pid>/task/<tid>/comm}). */
    enum ThreadGroup {
        JIT("JIT compiler"), GC("GC and VM"), EVENT_LOOPS("HTTP event loops"), WORKERS("workers"), OTHER("other");

        final String label;

        ThreadGroup(String label) {
            this.label = label;
        }

        static ThreadGroup of(String name) {
            if (name.startsWith("C1 Compiler") || name.startsWith("C2 Compiler")) return JIT;
            if (name.startsWith("GC Thread") || name.startsWith("G1 ") || name.startsWith("VM ")
                    || name.startsWith("GC ")) return GC;
            if (name.startsWith("vert.x-eventlo")) return EVENT_LOOPS;
            if (name.startsWith("executor-thread")) return WORKERS;
            return OTHER;
        }
    }

    /**
     * utime + stime of each of {@code pid}'s live threads, in nanoseconds, by thread id (its group in {@code groups});
     * empty when this is not Linux. A thread that ends between two snapshots loses its time: the groups above are
     * long-lived pools.
     */
    static Map<Long, long[]> threads(long pid) {
        Map<Long, long[]> out = new HashMap<>();
        try (var tasks = Files.list(Path.of("/proc", Long.toString(pid), "task"))) {
            for (Path t : (Iterable<Path>) tasks::iterator) {
                try {
                    String s = Files.readString(t.resolve("stat"));
                    String name = s.substring(s.indexOf('(') + 1, s.lastIndexOf(')'));
                    String[] f = afterName(s);
                    long nanos = (Long.parseLong(f[11]) + Long.parseLong(f[12])) * NANOS_PER_TICK;
                    out.put(Long.parseLong(t.getFileName().toString()), new long[] {ThreadGroup.of(name).ordinal(), nanos});
                } catch (IOException | RuntimeException e) {
                    // the thread ended meanwhile
                }
            }
        } catch (IOException | RuntimeException e) {
            return Map.of();
        }
        return out;
    }

    /** CPU nanoseconds by group between two {@link #threads} snapshots (threads that began meanwhile count whole). */
    static long[] byGroup(Map<Long, long[]> before, Map<Long, long[]> after) {
        long[] sum = new long[ThreadGroup.values().length];
        after.forEach((tid, a) -> {
            long[] b = before.get(tid);
            sum[(int) a[0]] += a[1] - (b == null ? 0 : b[1]);
        });
        return sum;
    }
}
