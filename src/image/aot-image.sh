#!/usr/bin/env bash
# Adds the JDK's ahead-of-time cache (Java 25: JEP 483 classes loaded and linked, JEP 515 method profiles) to a
# pushed image, without any container daemon. A cache loads only on the very JVM build that wrote it, with the same
# class path and collector, so it is trained inside the image: its root file system unpacked (umoci), its own
# entrypoint, user and environment started in a chroot with -XX:AOTCacheOutput and the service's warm-up as the
# workload (TABLETOP_WARM_UP_THEN=exit: it plays its games over its own HTTP API on an embedded PostgreSQL in /tmp,
# then exits and the JVM writes the cache). The cache becomes one more layer, JAVA_TOOL_OPTIONS names it (with the
# JVM options it was trained with, so any entrypoint starts with both), and the image is pushed under a new name.
# Then the new image is started four times, read-only with the Deployment's JVM options: twice with -XX:AOTMode=on
# (the JVM refuses to start unless the cache loads), twice without the cache; the times to readiness are printed.
# Usage (as root): src/image/aot-image.sh [source image] [target image]
#   defaults: localhost:5000/tabletop/tabletop:1.0.0 localhost:5000/tabletop/tabletop:1.0.0-aot
# The source must be the aot-jar package on a Java 25 base, as the jib profile builds it (./mvnw -B -Pjib package).
# Settings: AOT_JVM (the JVM options, default the manifests' JIT and collector options), AOT_MOVES (warm-up moves,
# default 20000), AOT_TIMEOUT (default 120s); CHECK_JDBC, CHECK_DB_USER, CHECK_DB_PASSWORD: the checks' PostgreSQL
# (as the Deployment has one; default an embedded one in /tmp, whose start then counts in the times).
# Needs: apt-get install umoci skopeo jq curl bc unzip.
set -euo pipefail
SOURCE="${1:-localhost:5000/tabletop/tabletop:1.0.0}"
TARGET="${2:-localhost:5000/tabletop/tabletop:1.0.0-aot}"
AOT_JVM="${AOT_JVM:--XX:+UseParallelGC -XX:-TieredCompilation -XX:CICompilerCount=2 -XX:CompileThresholdScaling=0.2}"
AOT_MOVES="${AOT_MOVES:-20000}"
AOT_TIMEOUT="${AOT_TIMEOUT:-120s}"
PORT="${PORT:-18080}"
MANAGEMENT_PORT="${MANAGEMENT_PORT:-19000}"
WORK="${WORK:-target/aot-image}"
. "$(dirname "$0")/image-lib.sh"

# The Deployment's JVM options (k8s/base: JAVA_OPTS_APPEND, which Red Hat's run-java.sh entrypoint reads; Jib's
# java -jar on the Debian base ignores it): the training and the checks run with them as the pods do
DEPLOYED=$(sed -nE 's/^ *- JAVA_OPTS_APPEND=(.*)$/\1/p' "$(dirname "$0")/../../k8s/base/kustomization.yaml" 2>/dev/null || true)
unpack_image "$SOURCE" "$WORK"
CACHE="$CWD/app.aot"
echo "entrypoint: $ARGS (cwd $CWD, user $UID_GID); training with $AOT_JVM"
MANIFEST=$(unzip -p "$ROOT$CWD/quarkus-run.jar" META-INF/MANIFEST.MF 2>/dev/null || true)
grep -q '^Main-Class: io.quarkus.bootstrap.runner.AotQuarkusEntryPoint' <<<"$MANIFEST" \
  || { echo "$SOURCE is not an aot-jar package (-Dquarkus.package.jar.type=aot-jar): a cache would leave the application out"; exit 1; }

# 1. the training run, the root file system writable (the cache is written to /tmp, then put in place)
mount_runtime
trap 'stop_image; unmount_runtime' EXIT
VERSION=$(env -i "${ENVS[@]}" chroot "$ROOT" sh -c 'java -version' 2>&1 | sed -nE 's/.*version "([0-9]+).*/\1/p' | head -1)
[ "${VERSION:-0}" -ge 25 ] || { echo "$SOURCE runs Java ${VERSION:-?}: the AOT cache needs a Java 25 base (-Djib.base=...)"; exit 1; }
mkdir -p "$ROOT/tmp/aot" && chown "$UID_GID" "$ROOT/tmp/aot"
T0=$(date +%s)
start_image "$WORK/training.log" JAVA_TOOL_OPTIONS="$AOT_JVM -XX:AOTCacheOutput=/tmp/aot/app.aot" JAVA_OPTS_APPEND="$DEPLOYED" \
    TABLETOP_WARM_UP_MOVES="$AOT_MOVES" TABLETOP_WARM_UP_TIMEOUT="$AOT_TIMEOUT" TABLETOP_WARM_UP_THEN=exit \
    TABLETOP_DATA_DIR=/tmp/postgres QUARKUS_HTTP_PORT="$PORT" QUARKUS_MANAGEMENT_PORT="$MANAGEMENT_PORT"
if ! wait "$PID"; then tail -40 "$WORK/training.log"; echo "the training run failed"; exit 1; fi
[ -s "$ROOT/tmp/aot/app.aot" ] || { tail -40 "$WORK/training.log"; echo "no cache written"; exit 1; }
grep -E 'warm-up (done|timeout)' "$WORK/training.log" | tail -1
install -m 0644 -o root -g root "$ROOT/tmp/aot/app.aot" "$ROOT$CACHE"
echo "trained in $(( $(date +%s) - T0 )) s: $CACHE, $(du -m "$ROOT$CACHE" | cut -f1) MB"
unmount_runtime

# 2. the cache as a layer of its own, and the JVM told where it is
umoci repack --image "$WORK/oci:aot" "$WORK/bundle" >/dev/null
umoci config --image "$WORK/oci:aot" --config.env "JAVA_TOOL_OPTIONS=$AOT_JVM -XX:AOTCache=$CACHE" >/dev/null
skopeo copy -q --dest-tls-verify="$TLS_VERIFY" "oci:$WORK/oci:aot" "docker://$TARGET"
echo "pushed: $TARGET"

# 3. the pushed image, read-only, with the Deployment's JVM options: the cache must load (-XX:AOTMode=on); the time
# to readiness with and without it
DB=(TABLETOP_DATA_DIR=/tmp/postgres)
if [ -n "${CHECK_JDBC:-}" ]; then
  DB=(QUARKUS_DATASOURCE_JDBC_URL="$CHECK_JDBC" QUARKUS_DATASOURCE_USERNAME="${CHECK_DB_USER:-tabletop}"
      QUARKUS_DATASOURCE_PASSWORD="${CHECK_DB_PASSWORD:-tabletop}")
fi
unpack_image "$TARGET" "$WORK/check"
mount_runtime ro
for run in cache none cache none; do
  if [ "$run" = cache ]; then opts="$AOT_JVM -XX:AOTCache=$CACHE -XX:AOTMode=on"; else opts="$AOT_JVM"; fi
  start_image "$WORK/check-$run.log" JAVA_TOOL_OPTIONS="$opts" JAVA_OPTS_APPEND="$DEPLOYED" "${DB[@]}" \
      QUARKUS_HTTP_PORT="$PORT" QUARKUS_MANAGEMENT_PORT="$MANAGEMENT_PORT"
  READY=$(await_ready "$MANAGEMENT_PORT" "$WORK/check-$run.log") || exit 1
  echo "$run: ready after $READY s"
  stop_image
  fresh_tmp
done
echo "the image carries a cache that loads: $TARGET"
