package io.tabletop.boot;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.Service;
import io.fabric8.kubernetes.api.model.Volume;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.autoscaling.v2.HorizontalPodAutoscaler;
import io.fabric8.kubernetes.api.model.policy.v1.PodDisruptionBudget;
import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The Kubernetes manifests (issue 14): each overlay is rendered the way kustomize renders it (the subset of
 * kustomize these files use: resources, namespace, replicas, images, configMapGenerator with merge, JSON 6902
 * patches inline or from a file — anything else in a kustomization fails the test), every object is read into the
 * Kubernetes model classes (io.fabric8 kubernetes-model) with no field left over that the model does not know, and
 * the structure is checked: kinds present, probes, requests and limits, security context, writable paths, graceful
 * shutdown timings, the datasource from the CloudNativePG secret, the CloudNativePG Cluster (instances, quorum
 * replication, backups), sizes that fit together (connections, grace period), the image the jib profile builds.
 * Where {@code kubectl} is on the PATH its own kustomize renders the overlays too and must agree.
 */
class KubernetesManifestsTest {

    private static final Path K8S = Path.of("k8s");
    private static final YAMLMapper YAML = new YAMLMapper();
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Set<String> KUSTOMIZE_KEYS = Set.of("apiVersion", "kind", "namespace", "resources",
            "configMapGenerator", "patches", "replicas", "images");

    @Test
    void devOverlay() throws Exception {
        Rendered r = render("dev");
        Deployment d = r.deployment();
        assertThat(d.getSpec().getReplicas()).isEqualTo(1);
        assertThat(r.namespace()).isEqualTo("tabletop-dev");
        ObjectNode cluster = r.one("Cluster");
        assertThat(cluster.at("/spec/instances").asInt()).isEqualTo(1);
        assertThat(cluster.at("/spec/postgresql/synchronous").isMissingNode())
                .as("one instance: no standby to wait for").isTrue();
        PodDisruptionBudget pdb = r.as("PodDisruptionBudget", PodDisruptionBudget.class);
        assertThat(pdb.getSpec().getMinAvailable()).as("a single replica must stay drainable").isNull();
        assertThat(pdb.getSpec().getMaxUnavailable().getIntVal()).isEqualTo(1);
        assertThat(r.config().getData()).containsEntry("QUARKUS_LOG_CONSOLE_JSON_ENABLED", "false");
        commonChecks(r, 1);
        assertThat(container(d).getImage()).isEqualTo(jibImage(false));
    }

    @Test
    void prodOverlay() throws Exception {
        Rendered r = render("prod");
        Deployment d = r.deployment();
        assertThat(d.getSpec().getReplicas()).isGreaterThanOrEqualTo(2);
        assertThat(r.namespace()).isEqualTo("tabletop");
        HorizontalPodAutoscaler hpa = r.as("HorizontalPodAutoscaler", HorizontalPodAutoscaler.class);
        assertThat(hpa.getSpec().getScaleTargetRef().getKind()).isEqualTo("Deployment");
        assertThat(hpa.getSpec().getScaleTargetRef().getName()).isEqualTo(d.getMetadata().getName());
        assertThat(hpa.getSpec().getMinReplicas()).isGreaterThanOrEqualTo(2);
        assertThat(hpa.getSpec().getMetrics()).isNotEmpty();
        PodDisruptionBudget pdb = r.as("PodDisruptionBudget", PodDisruptionBudget.class);
        assertThat(pdb.getSpec().getMinAvailable().getIntVal()).isGreaterThanOrEqualTo(1);

        ObjectNode cluster = r.one("Cluster");
        assertThat(cluster.at("/spec/instances").asInt()).isEqualTo(3);
        assertThat(cluster.at("/spec/postgresql/synchronous/method").asText()).as("quorum-based").isEqualTo("any");
        assertThat(cluster.at("/spec/postgresql/synchronous/number").asInt()).isBetween(1, 2);
        assertThat(cluster.at("/spec/postgresql/synchronous/dataDurability").asText()).isEqualTo("required");
        assertThat(cluster.at("/spec/affinity/enablePodAntiAffinity").asBoolean()).isTrue();
        assertThat(cluster.at("/spec/backup/barmanObjectStore/destinationPath").asText()).startsWith("s3://");
        assertThat(cluster.at("/spec/backup/barmanObjectStore/wal").isObject()).as("WAL archiving").isTrue();
        assertThat(cluster.at("/spec/backup/retentionPolicy").asText()).matches("\\d+[dwm]");
        ObjectNode scheduled = r.one("ScheduledBackup");
        assertThat(scheduled.at("/apiVersion").asText()).isEqualTo("postgresql.cnpg.io/v1");
        assertThat(scheduled.at("/spec/cluster/name").asText()).isEqualTo(cluster.at("/metadata/name").asText());
        assertThat(scheduled.at("/spec/schedule").asText().split(" ")).as("six-field cron").hasSize(6);

        // Connections fit: every replica the HPA may run holds its pool plus the commit feed's one.
        int perReplica = Integer.parseInt(r.config().getData().get("QUARKUS_DATASOURCE_JDBC_MAX_SIZE")) + 1;
        int maxConnections = Integer.parseInt(cluster.at("/spec/postgresql/parameters/max_connections").asText());
        assertThat(hpa.getSpec().getMaxReplicas() * perReplica).as("connections at the HPA's maximum")
                .isLessThan(maxConnections - 10);
        assertThat(r.config().getData()).containsEntry("QUARKUS_LOG_CONSOLE_JSON_ENABLED", "true");
        commonChecks(r, hpa.getSpec().getMaxReplicas());
        assertThat(container(d).getImage()).isEqualTo(jibImage(true));
    }

    /** What both overlays must have. */
    private void commonChecks(Rendered r, int maxReplicas) throws Exception {
        assertThat(r.kinds()).contains("Deployment", "Service", "PodDisruptionBudget", "ConfigMap", "Cluster");
        assertThat(r.kinds()).as("no PgBouncer Pooler: the commit feed's LISTEN needs a session of its own")
                .doesNotContain("Pooler");
        Deployment d = r.deployment();
        PodSpec pod = d.getSpec().getTemplate().getSpec();
        Map<String, String> podLabels = d.getSpec().getTemplate().getMetadata().getLabels();
        assertThat(podLabels).containsAllEntriesOf(d.getSpec().getSelector().getMatchLabels());
        Service svc = r.as("Service", Service.class);
        assertThat(podLabels).containsAllEntriesOf(svc.getSpec().getSelector());
        assertThat(podLabels).containsAllEntriesOf(
                r.as("PodDisruptionBudget", PodDisruptionBudget.class).getSpec().getSelector().getMatchLabels());
        assertThat(d.getSpec().getStrategy().getRollingUpdate().getMaxUnavailable().getIntVal()).isZero();

        Container c = container(d);
        assertThat(c.getReadinessProbe().getHttpGet().getPath()).isEqualTo("/q/health/ready");
        assertThat(c.getLivenessProbe().getHttpGet().getPath()).isEqualTo("/q/health/live");
        assertThat(c.getStartupProbe().getHttpGet().getPath()).isEqualTo("/q/health/started");
        // health and metrics on the management port, which the Service does not expose (issue 31, item 10d)
        int management = c.getPorts().stream().filter(p -> "management".equals(p.getName())).findFirst()
                .orElseThrow().getContainerPort();
        assertThat(management).isEqualTo(9000);
        for (var probe : List.of(c.getReadinessProbe(), c.getLivenessProbe(), c.getStartupProbe())) {
            assertThat(probe.getHttpGet().getPort().getStrVal()).isEqualTo("management");
        }
        assertThat(d.getSpec().getTemplate().getMetadata().getAnnotations())
                .containsEntry("prometheus.io/port", String.valueOf(management))
                .containsEntry("prometheus.io/path", "/q/metrics");
        assertThat(svc.getSpec().getPorts()).extracting(p -> p.getTargetPort().getStrVal())
                .as("the Service exposes the public port only").containsExactly("http");
        assertThat(c.getStartupProbe().getFailureThreshold() * c.getStartupProbe().getPeriodSeconds())
                .as("time allowed to start (migrations)").isGreaterThanOrEqualTo(60);
        for (String k : List.of("cpu", "memory")) {
            assertThat(c.getResources().getRequests()).containsKey(k);
            assertThat(c.getResources().getLimits()).containsKey(k);
        }
        assertThat(Quantity.getAmountInBytes(c.getResources().getLimits().get("memory")))
                .isGreaterThanOrEqualTo(Quantity.getAmountInBytes(c.getResources().getRequests().get("memory")));

        // Non-root, read-only root filesystem; the one writable path is an emptyDir.
        assertThat(pod.getSecurityContext().getRunAsNonRoot()).isTrue();
        assertThat(pod.getSecurityContext().getRunAsUser()).isPositive();
        assertThat(c.getSecurityContext().getReadOnlyRootFilesystem()).isTrue();
        assertThat(c.getSecurityContext().getAllowPrivilegeEscalation()).isFalse();
        assertThat(c.getSecurityContext().getCapabilities().getDrop()).contains("ALL");
        assertThat(c.getVolumeMounts()).anySatisfy(m -> assertThat(m.getMountPath()).isEqualTo("/tmp"));
        for (var m : c.getVolumeMounts()) {
            Volume v = pod.getVolumes().stream().filter(x -> x.getName().equals(m.getName())).findFirst().orElseThrow();
            assertThat(v.getEmptyDir()).as("volume %s is an emptyDir", v.getName()).isNotNull();
        }

        // Graceful shutdown: preStop + Quarkus' shutdown delay and timeout fit in the grace period.
        ConfigMap config = r.config();
        assertThat(c.getEnvFrom()).anySatisfy(e -> assertThat(e.getConfigMapRef().getName())
                .isEqualTo(config.getMetadata().getName()));
        long preStop = c.getLifecycle().getPreStop().getSleep().getSeconds();
        Duration delay = duration(config.getData().get("QUARKUS_SHUTDOWN_DELAY"));
        Duration timeout = duration(config.getData().get("QUARKUS_SHUTDOWN_TIMEOUT"));
        assertThat(preStop).isPositive();
        assertThat(pod.getTerminationGracePeriodSeconds()).as("grace period")
                .isGreaterThan(preStop + delay.toSeconds() + timeout.toSeconds() + 5);

        // The datasource: CloudNativePG's application secret of the cluster, <cluster>-app.
        String cluster = r.one("Cluster").at("/metadata/name").asText();
        Map<String, EnvVar> env = new java.util.HashMap<>();
        c.getEnv().forEach(e -> env.put(e.getName(), e));
        for (String name : List.of("QUARKUS_DATASOURCE_USERNAME", "QUARKUS_DATASOURCE_PASSWORD", "DB_HOST", "DB_PORT",
                "DB_NAME")) {
            assertThat(env.get(name).getValueFrom().getSecretKeyRef().getName()).as(name).isEqualTo(cluster + "-app");
        }
        String url = env.get("QUARKUS_DATASOURCE_JDBC_URL").getValue();
        assertThat(url).startsWith("jdbc:postgresql://$(DB_HOST):$(DB_PORT)/$(DB_NAME)");
        // $(VAR) only expands variables defined before it in the list.
        List<String> order = c.getEnv().stream().map(EnvVar::getName).toList();
        assertThat(order.indexOf("QUARKUS_DATASOURCE_JDBC_URL")).isGreaterThan(order.indexOf("DB_NAME"));
        ObjectNode db = r.one("Cluster");
        assertThat(db.at("/apiVersion").asText()).isEqualTo("postgresql.cnpg.io/v1");
        assertThat(db.at("/spec/bootstrap/initdb/database").asText()).isNotBlank();
        int maxConnections = Integer.parseInt(db.at("/spec/postgresql/parameters/max_connections").asText());
        assertThat(maxReplicas * (Integer.parseInt(config.getData().get("QUARKUS_DATASOURCE_JDBC_MAX_SIZE")) + 1))
                .isLessThan(maxConnections);

        // A new pod warms up before it says ready (issue 35, item 1), within a bounded time.
        assertThat(Integer.parseInt(config.getData().get("TABLETOP_WARM_UP_MOVES"))).isPositive();
        assertThat(duration(config.getData().get("TABLETOP_WARM_UP_TIMEOUT"))).isBetween(Duration.ofSeconds(10),
                Duration.ofMinutes(2));
        // ... with two C2 threads: with one, half of what clients use is still interpreted at readiness
        assertThat(config.getData().get("JAVA_OPTS_APPEND")).contains("-XX:-TieredCompilation", "-XX:CICompilerCount=2");
        // An image's AOT cache is trained with the JIT and collector options the pods run (a cache trained with
        // another collector does not load), and so is the packaged app's (pom.xml, profile aot)
        String script = Files.readString(Path.of("src/image/aot-image.sh"));
        Matcher trained = Pattern.compile("AOT_JVM=\"\\$\\{AOT_JVM:-([^}]+)}\"").matcher(script);
        assertThat(trained.find()).as("aot-image.sh's default AOT_JVM").isTrue();
        Matcher packaged = Pattern.compile("<aot.jvm>([^<]+)</aot.jvm>").matcher(Files.readString(Path.of("pom.xml")));
        assertThat(packaged.find()).as("pom.xml's aot.jvm").isTrue();
        for (String options : List.of(trained.group(1), packaged.group(1))) {
            assertThat(options.split(" ")).isNotEmpty()
                    .allSatisfy(o -> assertThat(config.getData().get("JAVA_OPTS_APPEND").split(" ")).contains(o));
        }
    }

    @Test
    void everyObjectIsFullyUnderstoodByTheKubernetesModel() throws Exception {
        for (String overlay : List.of("dev", "prod")) {
            Rendered r = render(overlay);
            for (ObjectNode o : r.objects()) {
                Class<?> type = switch (o.path("kind").asText()) {
                    case "Deployment" -> Deployment.class;
                    case "Service" -> Service.class;
                    case "ConfigMap" -> ConfigMap.class;
                    case "PodDisruptionBudget" -> PodDisruptionBudget.class;
                    case "HorizontalPodAutoscaler" -> HorizontalPodAutoscaler.class;
                    case "Cluster", "ScheduledBackup" -> null; // CloudNativePG's own kinds: checked field by field
                    default -> throw new AssertionError(overlay + ": an unexpected kind " + o.path("kind"));
                };
                if (type == null) continue;
                Object model = JSON.treeToValue(o, type);
                List<String> unknown = new ArrayList<>();
                leftovers(model, "", unknown, new IdentityHashMap<>());
                assertThat(unknown).as("%s %s: fields the model does not know (misspelt or misplaced)", overlay,
                        o.path("kind").asText()).isEmpty();
            }
        }
    }

    @Test
    void kubectlKustomizeAgreesWhereItIsInstalled() throws Exception {
        for (String overlay : List.of("dev", "prod")) {
            List<ObjectNode> theirs = kubectlKustomize(K8S.resolve("overlays").resolve(overlay));
            if (theirs == null) {
                System.out.println("[k8s] kubectl is not on the PATH: only the test's own rendering is checked");
                return;
            }
            Rendered ours = render(overlay);
            assertThat(names(theirs)).as(overlay).containsExactlyInAnyOrderElementsOf(names(ours.objects()));
            for (ObjectNode t : theirs) {
                ObjectNode o = ours.objects().stream().filter(x -> x.path("kind").equals(t.path("kind"))
                        && (x.path("kind").asText().equals("ConfigMap") || x.at("/metadata/name").equals(t.at("/metadata/name"))))
                        .findFirst().orElseThrow();
                ObjectNode tt = t.deepCopy();
                ObjectNode oo = o.deepCopy();
                if (t.path("kind").asText().equals("ConfigMap")) { // kustomize appends a hash to generated names
                    ((ObjectNode) tt.get("metadata")).remove("name");
                    ((ObjectNode) oo.get("metadata")).remove("name");
                }
                if (t.path("kind").asText().equals("Deployment")) {
                    for (JsonNode cont : tt.at("/spec/template/spec/containers")) {
                        for (JsonNode ef : cont.path("envFrom")) ((ObjectNode) ef.get("configMapRef")).remove("name");
                    }
                    for (JsonNode cont : oo.at("/spec/template/spec/containers")) {
                        for (JsonNode ef : cont.path("envFrom")) ((ObjectNode) ef.get("configMapRef")).remove("name");
                    }
                }
                assertThat(JSON.writeValueAsString(oo)).as("%s %s", overlay, t.path("kind").asText())
                        .isEqualTo(JSON.writeValueAsString(sorted(tt)));
            }
        }
    }

    // ------------------------------------------------------------------------------------------------------------

    private static Container container(Deployment d) {
        List<Container> cs = d.getSpec().getTemplate().getSpec().getContainers();
        assertThat(cs).hasSize(1);
        return cs.getFirst();
    }

    /** The image the jib profile of pom.xml builds: [registry/]group/name:tag. */
    private static String jibImage(boolean withRegistry) throws IOException {
        String pom = Files.readString(Path.of("pom.xml"));
        String profile = pom.substring(pom.indexOf("<id>jib</id>"));
        profile = profile.substring(0, profile.indexOf("</profile>"));
        String image = tag(profile, "quarkus.container-image.group") + "/" + tag(profile, "quarkus.container-image.name")
                + ":" + tag(profile, "quarkus.container-image.tag");
        return withRegistry ? tag(profile, "jib.registry") + "/" + image : image;
    }

    private static String tag(String xml, String name) {
        Matcher m = Pattern.compile("<" + Pattern.quote(name) + ">([^<]*)</").matcher(xml);
        assertThat(m.find()).as("<%s> in the jib profile", name).isTrue();
        return m.group(1).trim();
    }

    private static Duration duration(String s) {
        Matcher m = Pattern.compile("(\\d+)(ms|s|m)").matcher(s);
        assertThat(m.matches()).as("duration %s", s).isTrue();
        long n = Long.parseLong(m.group(1));
        return switch (m.group(2)) {
            case "ms" -> Duration.ofMillis(n);
            case "s" -> Duration.ofSeconds(n);
            default -> Duration.ofMinutes(n);
        };
    }

    /** Walks a model object and collects every field that landed in an additionalProperties map. */
    private static void leftovers(Object o, String path, List<String> out, IdentityHashMap<Object, Boolean> seen)
            throws Exception {
        if (o == null || seen.put(o, true) != null) return;
        if (o instanceof Collection<?> c) {
            int i = 0;
            for (Object x : c) leftovers(x, path + "[" + i++ + "]", out, seen);
            return;
        }
        if (o instanceof Map<?, ?> m) {
            for (var e : m.entrySet()) leftovers(e.getValue(), path + "." + e.getKey(), out, seen);
            return;
        }
        if (!o.getClass().getName().startsWith("io.fabric8.")) return;
        for (Method g : o.getClass().getMethods()) {
            if (g.getParameterCount() != 0 || Modifier.isStatic(g.getModifiers()) || !g.getName().startsWith("get")
                    || g.getDeclaringClass() == Object.class) {
                continue;
            }
            Object v = g.invoke(o);
            if (g.getName().equals("getAdditionalProperties")) {
                if (v instanceof Map<?, ?> m && !m.isEmpty()) out.add(path + " " + m.keySet());
                continue;
            }
            leftovers(v, path + "." + g.getName().substring(3), out, seen);
        }
    }

    // ---- a kustomize for the features these files use ----------------------------------------------------------

    record Rendered(List<ObjectNode> objects) {
        List<String> kinds() {
            return objects.stream().map(o -> o.path("kind").asText()).toList();
        }

        ObjectNode one(String kind) {
            List<ObjectNode> found = objects.stream().filter(o -> o.path("kind").asText().equals(kind)).toList();
            assertThat(found).as("objects of kind %s", kind).hasSize(1);
            return found.getFirst();
        }

        <T> T as(String kind, Class<T> type) throws Exception {
            return JSON.treeToValue(one(kind), type);
        }

        Deployment deployment() throws Exception {
            return as("Deployment", Deployment.class);
        }

        ConfigMap config() throws Exception {
            return as("ConfigMap", ConfigMap.class);
        }

        String namespace() {
            Set<String> ns = new java.util.HashSet<>();
            objects.forEach(o -> ns.add(o.at("/metadata/namespace").asText()));
            assertThat(ns).hasSize(1);
            return ns.iterator().next();
        }
    }

    static Rendered render(String overlay) throws IOException {
        return new Rendered(kustomize(K8S.resolve("overlays").resolve(overlay)).stream().map(KubernetesManifestsTest::sorted)
                .toList());
    }

    private static List<ObjectNode> kustomize(Path dir) throws IOException {
        ObjectNode k = (ObjectNode) YAML.readTree(dir.resolve("kustomization.yaml").toFile());
        for (Iterator<String> it = k.fieldNames(); it.hasNext(); ) {
            String key = it.next();
            assertThat(KUSTOMIZE_KEYS).as("%s: kustomization key %s (the test's renderer knows only these)", dir, key)
                    .contains(key);
        }
        List<ObjectNode> out = new ArrayList<>();
        for (JsonNode r : k.path("resources")) {
            Path p = dir.resolve(r.asText()).normalize();
            if (Files.isDirectory(p)) out.addAll(kustomize(p));
            else out.addAll(readAll(p));
        }
        for (JsonNode g : k.path("configMapGenerator")) {
            ObjectNode data = JSON.createObjectNode();
            for (JsonNode lit : g.path("literals")) {
                String s = lit.asText();
                int eq = s.indexOf('=');
                data.put(s.substring(0, eq), s.substring(eq + 1));
            }
            String name = g.path("name").asText();
            if (g.path("behavior").asText("create").equals("merge")) {
                ObjectNode cm = find(out, "ConfigMap", name);
                ((ObjectNode) cm.get("data")).setAll(data);
            } else {
                ObjectNode cm = JSON.createObjectNode();
                cm.put("apiVersion", "v1");
                cm.put("kind", "ConfigMap");
                cm.putObject("metadata").put("name", name);
                cm.set("data", data);
                out.add(cm);
            }
        }
        for (JsonNode rep : k.path("replicas")) {
            ((ObjectNode) find(out, "Deployment", rep.path("name").asText()).get("spec"))
                    .put("replicas", rep.path("count").asInt());
        }
        for (JsonNode img : k.path("images")) {
            for (ObjectNode o : out) {
                for (JsonNode c : o.at("/spec/template/spec/containers")) {
                    String image = c.path("image").asText();
                    String name = image.contains(":") ? image.substring(0, image.lastIndexOf(':')) : image;
                    String t = image.contains(":") ? image.substring(image.lastIndexOf(':') + 1) : "latest";
                    if (!name.equals(img.path("name").asText())) continue;
                    ((ObjectNode) c).put("image", img.path("newName").asText(name) + ":" + img.path("newTag").asText(t));
                }
            }
        }
        for (JsonNode p : k.path("patches")) {
            ObjectNode target = find(out, p.at("/target/kind").asText(), p.at("/target/name").asText());
            JsonNode ops = p.has("patch") ? YAML.readTree(p.path("patch").asText())
                    : YAML.readTree(dir.resolve(p.path("path").asText()).toFile());
            for (JsonNode op : ops) apply(target, op);
        }
        if (k.has("namespace")) {
            for (ObjectNode o : out) ((ObjectNode) o.get("metadata")).put("namespace", k.path("namespace").asText());
        }
        return out;
    }

    private static ObjectNode find(List<ObjectNode> objects, String kind, String name) {
        return objects.stream().filter(o -> o.path("kind").asText().equals(kind)
                && o.at("/metadata/name").asText().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + kind + " " + name));
    }

    /** One JSON 6902 operation (add, replace, remove). */
    private static void apply(ObjectNode doc, JsonNode op) {
        String path = op.path("path").asText();
        int slash = path.lastIndexOf('/');
        JsonNode parent = doc.at(path.substring(0, slash));
        String last = path.substring(slash + 1);
        assertThat(parent.isContainerNode()).as("patch path %s", path).isTrue();
        switch (op.path("op").asText()) {
            case "add", "replace" -> {
                if (op.path("op").asText().equals("replace")) {
                    assertThat(doc.at(path).isMissingNode()).as("replace of a missing %s", path).isFalse();
                }
                if (parent instanceof ObjectNode o) o.set(last, op.get("value"));
                else if (last.equals("-")) ((ArrayNode) parent).add(op.get("value"));
                else ((ArrayNode) parent).set(Integer.parseInt(last), op.get("value"));
            }
            case "remove" -> {
                assertThat(doc.at(path).isMissingNode()).as("remove of a missing %s", path).isFalse();
                if (parent instanceof ObjectNode o) o.remove(last);
                else ((ArrayNode) parent).remove(Integer.parseInt(last));
            }
            default -> throw new AssertionError("patch op " + op);
        }
    }

    private static List<ObjectNode> readAll(Path file) throws IOException {
        List<ObjectNode> out = new ArrayList<>();
        try (var parser = new YAMLFactory().createParser(file.toFile())) {
            var docs = YAML.readValues(parser, JsonNode.class);
            while (docs.hasNext()) {
                JsonNode n = docs.next();
                if (n != null && n.isObject()) out.add((ObjectNode) n);
            }
        }
        assertThat(out).as("%s holds manifests", file).isNotEmpty();
        return out;
    }

    /** Object keys sorted, recursively (so that two renderings compare as text). */
    private static ObjectNode sorted(ObjectNode n) {
        return (ObjectNode) sortedNode(n);
    }

    private static JsonNode sortedNode(JsonNode n) {
        if (n instanceof ObjectNode o) {
            ObjectNode s = JSON.createObjectNode();
            List<String> keys = new ArrayList<>();
            o.fieldNames().forEachRemaining(keys::add);
            keys.stream().sorted().forEach(k -> s.set(k, sortedNode(o.get(k))));
            return s;
        }
        if (n instanceof ArrayNode a) {
            ArrayNode s = JSON.createArrayNode();
            a.forEach(x -> s.add(sortedNode(x)));
            return s;
        }
        return n;
    }

    private static List<String> names(List<ObjectNode> objects) {
        return objects.stream().map(o -> o.path("kind").asText() + "/" + (o.path("kind").asText().equals("ConfigMap")
                ? "(generated)" : o.at("/metadata/name").asText())).toList();
    }

    /** {@code kubectl kustomize DIR}, or null when kubectl is not installed. */
    private static List<ObjectNode> kubectlKustomize(Path dir) throws Exception {
        Process p;
        try {
            p = new ProcessBuilder("kubectl", "kustomize", dir.toString()).redirectErrorStream(false).start();
        } catch (IOException e) {
            return null;
        }
        byte[] out = p.getInputStream().readAllBytes();
        String err = new String(p.getErrorStream().readAllBytes());
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("kubectl kustomize did not finish");
        }
        assertThat(p.exitValue()).as("kubectl kustomize %s: %s", dir, err).isZero();
        List<ObjectNode> objects = new ArrayList<>();
        try (var parser = new YAMLFactory().createParser(out)) {
            var docs = YAML.readValues(parser, JsonNode.class);
            while (docs.hasNext()) {
                JsonNode n = docs.next();
                if (n instanceof ObjectNode o) objects.add(o);
            }
        }
        return objects;
    }
}
