package io.tabletop.bench;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The service's own view from its Prometheus endpoint (/q/metrics, on the management port), scraped at the window's start and end:
 * server-side time per endpoint and status (mean only: the service publishes sums and counts), worker-pool
 * queueing and GC pauses. Next to the bots' client-side latencies it shows how much of a request's time is
 * spent in the service and how much before it gets there (connection, event loop, CPU contention).
 */
final class ServerMetrics {

    private static final Pattern LINE = Pattern.compile("^([a-zA-Z_:][a-zA-Z0-9_:]*)(\\{.*})?\\s+([-+0-9.eE]+|NaN)$");
    private static final Pattern LABEL = Pattern.compile("(\\w+)=\"([^\"]*)\"");

    private ServerMetrics() {}

    /** name{labels} → value, for the metrics the report uses; empty when the scrape fails. */
    static Map<String, Double> scrape(String base) {
        Map<String, Double> out = new LinkedHashMap<>();
        try {
            HttpClient client = Api.newClient();
            HttpResponse<String> r = client.send(HttpRequest.newBuilder(URI.create(base + "/q/metrics"))
                    .timeout(Duration.ofSeconds(10)).GET().build(), HttpResponse.BodyHandlers.ofString());
            if (r.statusCode() != 200) return out;
            for (String line : r.body().split("\n")) {
                if (line.startsWith("#")) continue;
                Matcher m = LINE.matcher(line.trim());
                if (!m.matches()) continue;
                String name = m.group(1);
                if (name.startsWith("http_server_requests_seconds_") || name.startsWith("worker_pool_queue_delay_seconds_")
                        || name.startsWith("jvm_gc_pause_seconds_") || name.startsWith("tabletop_reads_database")
                        || name.startsWith("tabletop_sse_catch_up_pages") || name.startsWith("tabletop_moves_cached_head")
                        || name.startsWith("tabletop_moves_stale")
                        || name.startsWith("tabletop_moves_append_seconds_count")
                        || name.startsWith("tabletop_moves_append_seconds_sum")) {
                    out.merge(name + (m.group(2) == null ? "" : m.group(2)), Double.parseDouble(m.group(3)), Double::sum);
                }
            }
        } catch (IOException | RuntimeException e) {
            return out;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return out;
    }

    /** One unlabelled gauge (e.g. tabletop_sse_streams); NaN when it cannot be read. */
    static double gauge(String base, String name) {
        try {
            HttpResponse<String> r = Api.newClient().send(HttpRequest.newBuilder(URI.create(base + "/q/metrics"))
                    .timeout(Duration.ofSeconds(10)).GET().build(), HttpResponse.BodyHandlers.ofString());
            for (String line : r.body().split("\n")) {
                if (line.startsWith(name + " ") || line.startsWith(name + "{")) {
                    return Double.parseDouble(line.substring(line.lastIndexOf(' ') + 1).trim());
                }
            }
        } catch (IOException | RuntimeException e) {
            return Double.NaN;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return Double.NaN;
    }

    /** Report lines for the difference between two scrapes. */
    static String describe(Map<String, Double> before, Map<String, Double> after, double seconds) {
        if (after.isEmpty()) return "  (the service's /q/metrics could not be read)\n";
        StringBuilder r = new StringBuilder();
        Map<String, double[]> endpoints = new TreeMap<>();
        for (Map.Entry<String, Double> e : after.entrySet()) {
            String key = e.getKey();
            if (!key.startsWith("http_server_requests_seconds_count")) continue;
            String labels = key.substring("http_server_requests_seconds_count".length());
            double count = e.getValue() - before.getOrDefault(key, 0.0);
            String sumKey = "http_server_requests_seconds_sum" + labels;
            double sum = after.getOrDefault(sumKey, 0.0) - before.getOrDefault(sumKey, 0.0);
            if (count <= 0) continue;
            Map<String, String> l = labels(labels);
            if (l.getOrDefault("uri", "").startsWith("/q/")) continue;
            endpoints.put(String.format("%-6s %-34s %s", l.get("method"), l.get("uri"), l.get("status")),
                    new double[] {count, sum});
        }
        endpoints.forEach((k, v) -> r.append(String.format("  %-48s n=%-8.0f mean %7.2f ms%n", k, v[0], 1000 * v[1] / v[0])));
        double qCount = total(after, "worker_pool_queue_delay_seconds_count") - total(before, "worker_pool_queue_delay_seconds_count");
        double qSum = total(after, "worker_pool_queue_delay_seconds_sum") - total(before, "worker_pool_queue_delay_seconds_sum");
        if (qCount > 0) {
            r.append(String.format("  worker-pool queue delay: mean %.2f ms over %.0f tasks%n", 1000 * qSum / qCount, qCount));
        }
        // the write alone (the statement and its commit, or the locked transaction): the rest of a POST's server
        // time is waiting for the game (its other writers, the reaction grace) and the request's own work
        for (String outcome : new String[] {"committed", "refused"}) {
            String labels = "{outcome=\"" + outcome + "\"}";
            double n = after.getOrDefault("tabletop_moves_append_seconds_count" + labels, 0.0)
                    - before.getOrDefault("tabletop_moves_append_seconds_count" + labels, 0.0);
            double sum = after.getOrDefault("tabletop_moves_append_seconds_sum" + labels, 0.0)
                    - before.getOrDefault("tabletop_moves_append_seconds_sum" + labels, 0.0);
            if (n > 0) {
                r.append(String.format("  a move's write (tabletop.moves.append, %s): n=%.0f mean %.2f ms%n", outcome, n,
                        1000 * sum / n));
            }
        }
        double dbReads = total(after, "tabletop_reads_database") - total(before, "tabletop_reads_database");
        double pages = total(after, "tabletop_sse_catch_up_pages") - total(before, "tabletop_sse_catch_up_pages");
        double heads = total(after, "tabletop_sse_catch_up_heads") - total(before, "tabletop_sse_catch_up_heads");
        r.append(String.format("  served from the database, not memory: %.0f state reads, %.0f stream drains reading the"
                + " head (%.0f of them the log too)%n", dbReads, heads, pages));
        StringBuilder cached = new StringBuilder();
        for (Map.Entry<String, Double> e : after.entrySet()) {
            if (!e.getKey().startsWith("tabletop_moves_cached_head")) continue;
            double n = e.getValue() - before.getOrDefault(e.getKey(), 0.0);
            cached.append(cached.isEmpty() ? "" : ", ").append(labels(e.getKey()).get("result")).append(' ')
                    .append(String.format("%.0f", n));
        }
        if (!cached.isEmpty()) r.append("  moves judged at the cached head (tabletop.moves.cached-head): ").append(cached).append('\n');
        StringBuilder stale = new StringBuilder();
        for (Map.Entry<String, Double> e : after.entrySet()) {
            if (!e.getKey().startsWith("tabletop_moves_stale")) continue;
            double n = e.getValue() - before.getOrDefault(e.getKey(), 0.0);
            if (n < 0.5) continue;
            Map<String, String> l = labels(e.getKey());
            stale.append(stale.isEmpty() ? "" : ", ").append(l.get("why"))
                    .append("-".equals(l.get("after")) ? "" : " " + l.get("after")).append(String.format(" %.0f", n));
        }
        if (!stale.isEmpty()) r.append("  412s by cause (tabletop.moves.stale): ").append(stale).append('\n');
        double gcCount = total(after, "jvm_gc_pause_seconds_count") - total(before, "jvm_gc_pause_seconds_count");
        double gcSum = total(after, "jvm_gc_pause_seconds_sum") - total(before, "jvm_gc_pause_seconds_sum");
        r.append(String.format("  GC pauses: %.0f, %.0f ms in all (%.2f %% of the window)%n", gcCount, 1000 * gcSum,
                100 * gcSum / seconds));
        return r.toString();
    }

    private static double total(Map<String, Double> m, String prefix) {
        double t = 0;
        for (Map.Entry<String, Double> e : m.entrySet()) if (e.getKey().startsWith(prefix)) t += e.getValue();
        return t;
    }

    private static Map<String, String> labels(String text) {
        Map<String, String> out = new LinkedHashMap<>();
        Matcher m = LABEL.matcher(text);
        while (m.find()) out.put(m.group(1), m.group(2));
        return out;
    }
}
