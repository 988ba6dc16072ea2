package io.tabletop.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** What the benchmark ran on, and how busy the whole machine was (it is shared: other builds count too). */
final class Machine {

    private Machine() {}

    static String describe() {
        Runtime rt = Runtime.getRuntime();
        return String.format("%s | %d cores | %s RAM | %s %s | Java %s (%s)%n  load average at start: %s",
                cpuModel(), rt.availableProcessors(), memory(), System.getProperty("os.name"),
                System.getProperty("os.version"), System.getProperty("java.version"),
                System.getProperty("java.vm.name"), loadAverage());
    }

    static String loadAverage() {
        try {
            String[] f = Files.readString(Path.of("/proc/loadavg")).trim().split("\\s+");
            return f[0] + " " + f[1] + " " + f[2];
        } catch (IOException | RuntimeException e) {
            double l = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
            return l < 0 ? "unknown" : String.format("%.2f", l);
        }
    }

    static String cpuModel() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                if (line.startsWith("model name")) return line.substring(line.indexOf(':') + 1).trim();
            }
        } catch (IOException e) {
            // not Linux
        }
        return System.getProperty("os.arch");
    }

    private static String memory() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/meminfo"))) {
                if (line.startsWith("MemTotal:")) {
                    long kb = Long.parseLong(line.replaceAll("\\D", ""));
                    return String.format("%.1f GiB", kb / 1024.0 / 1024.0);
                }
            }
        } catch (IOException | RuntimeException e) {
            // fall back below
        }
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return String.format("%.1f GiB", os.getTotalMemorySize() / 1024.0 / 1024.0 / 1024.0);
        }
        return "unknown";
    }

    /** Busy and total jiffies of all CPUs from /proc/stat; null when unavailable. */
    static long[] cpuTicks() {
        try {
            List<String> lines = Files.readAllLines(Path.of("/proc/stat"));
            String[] f = lines.getFirst().trim().split("\\s+");
            long total = 0;
            for (int i = 1; i < f.length && i <= 8; i++) total += Long.parseLong(f[i]); // user..steal
            long idle = Long.parseLong(f[4]) + Long.parseLong(f[5]); // idle + iowait
            return new long[] {total - idle, total};
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** CPU time of the postmaster and its live backends, in nanoseconds (-1 when unknown). */
    static long postgresCpuNanos(Path dataDir) {
        try {
            long pid = Long.parseLong(Files.readAllLines(dataDir.resolve("postmaster.pid")).getFirst().trim());
            ProcessHandle pm = ProcessHandle.of(pid).orElse(null);
            if (pm == null) return -1;
            long sum = cpu(pm);
            for (ProcessHandle child : pm.descendants().toList()) sum += Math.max(0, cpu(child));
            return sum;
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    private static long cpu(ProcessHandle h) {
        return h.info().totalCpuDuration().map(java.time.Duration::toNanos).orElse(-1L);
    }

    /** CPU use at one moment: the whole machine's jiffies and the CPU time of the service, postgres and this runner. */
    record CpuSnapshot(long wallNanos, long[] machineTicks, long service, long postgres, long runner) {

        static CpuSnapshot take(ServiceProcess service, Path pgDir) {
            return take(service.pid(), pgDir);
        }

        /** The service (or the peer's server) by its pid and PostgreSQL by its data directory, from /proc. */
        static CpuSnapshot take(long servicePid, Path pgDir) {
            long svc = ProcCpu.process(servicePid);
            if (svc < 0) svc = ProcessHandle.of(servicePid).flatMap(h -> h.info().totalCpuDuration())
                    .map(java.time.Duration::toNanos).orElse(-1L);
            long pg = ProcCpu.postgres(pgDir);
            if (pg < 0) pg = postgresCpuNanos(pgDir);
            return new CpuSnapshot(System.nanoTime(), cpuTicks(), svc, pg, ownCpuNanos());
        }

        /** CPU nanoseconds used between {@code this} and {@code later}: {service, postgres, runner}; -1 where unknown. */
        long[] used(CpuSnapshot later) {
            return new long[] {diff(service, later.service), diff(postgres, later.postgres), diff(runner, later.runner)};
        }

        private static long diff(long a, long b) {
            return a < 0 || b < 0 ? -1 : b - a;
        }

        /** Shares of all cores between {@code this} and {@code later}, in percent; NaN where unknown. */
        Shares until(CpuSnapshot later) {
            double capacity = (later.wallNanos - wallNanos) * (double) Runtime.getRuntime().availableProcessors();
            double machine = Double.NaN;
            if (machineTicks != null && later.machineTicks != null && later.machineTicks[1] > machineTicks[1]) {
                machine = 100.0 * (later.machineTicks[0] - machineTicks[0]) / (later.machineTicks[1] - machineTicks[1]);
            }
            double svc = share(service, later.service, capacity);
            double pg = share(postgres, later.postgres, capacity);
            double own = share(runner, later.runner, capacity);
            return new Shares(machine, svc, pg, own, machine - svc - pg - own);
        }

        private static double share(long before, long after, double capacity) {
            return before < 0 || after < 0 ? Double.NaN : 100.0 * (after - before) / capacity;
        }
    }

    /** Percent of all cores: the machine as a whole, the service, postgres, this runner, and everything else. */
    record Shares(double machine, double service, double postgres, double runner, double others) {
        String line() {
            return String.format("machine %s | service JVM %s | postgres %s | this runner %s | others %s", pct(machine),
                    pct(service), pct(postgres), pct(runner), pct(Math.max(0, others)));
        }

        private static String pct(double v) {
            return Double.isNaN(v) ? "n/a" : String.format("%.0f %%", v);
        }
    }

    /** This JVM's CPU time so far, in nanoseconds. */
    static long ownCpuNanos() {
        return ProcessHandle.current().info().totalCpuDuration().map(java.time.Duration::toNanos).orElse(-1L);
    }
}
