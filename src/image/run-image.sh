#!/usr/bin/env bash
# Proves a pushed image runs, without any container daemon: copies it from the registry (skopeo), unpacks its
# layers into a root file system (umoci) and starts the image's own entrypoint, environment, working directory and
# user in a chroot against the PostgreSQL given, then checks readiness and plays the API's first calls.
# Usage (as root): src/image/run-image.sh [registry/name:tag] [jdbc-url] [user] [password]
#   defaults: localhost:5000/tabletop/tabletop:1.0.0 jdbc:postgresql://localhost:5432/tabletop tabletop tabletop
# Needs: apt-get install umoci skopeo jq curl.
set -euo pipefail
IMAGE="${1:-localhost:5000/tabletop/tabletop:1.0.0}"
JDBC="${2:-jdbc:postgresql://localhost:5432/tabletop}"
DB_USER="${3:-tabletop}"
DB_PASSWORD="${4:-tabletop}"
PORT="${PORT:-18080}"
MANAGEMENT_PORT="${MANAGEMENT_PORT:-19000}"   # health and metrics (quarkus.management.port)
WORK="${WORK:-target/run-image}"
TLS_VERIFY="${TLS_VERIFY:-false}"

rm -rf "$WORK" && mkdir -p "$WORK"
skopeo copy --src-tls-verify="$TLS_VERIFY" "docker://$IMAGE" "oci:$WORK/oci:app"
umoci unpack --image "$WORK/oci:app" "$WORK/bundle" >/dev/null
CONFIG="$WORK/bundle/config.json"           # the OCI runtime spec umoci derived from the image's config
ARGS=$(jq -r '.process.args | map(@sh) | join(" ")' "$CONFIG")
CWD=$(jq -r '.process.cwd' "$CONFIG")
UID_GID="$(jq -r '.process.user.uid' "$CONFIG"):$(jq -r '.process.user.gid' "$CONFIG")"
mapfile -t ENVS < <(jq -r '.process.env[]' "$CONFIG")
echo "entrypoint: $ARGS (cwd $CWD, user $UID_GID)"
mkdir -p "$WORK/bundle/rootfs/tmp"
cp /etc/resolv.conf "$WORK/bundle/rootfs/etc/resolv.conf" 2>/dev/null || true
# As k8s/base/deployment.yaml runs it: a read-only root file system with /tmp the only writable path; plus what a
# container runtime gives every container: /proc (the JVM's launcher finds its libraries through /proc/self/exe)
# and /dev (entropy, /dev/null).
ROOT="$WORK/bundle/rootfs"
mount --bind "$ROOT" "$ROOT" && mount -o remount,bind,ro "$ROOT"
mount -t proc proc "$ROOT/proc"
mount --bind /dev "$ROOT/dev"
mount -t tmpfs -o mode=1777 tmpfs "$ROOT/tmp"
if chroot "$ROOT" touch /.writable 2>/dev/null; then echo "the root file system is writable"; exit 1; fi

env -i "${ENVS[@]}" QUARKUS_HTTP_PORT="$PORT" QUARKUS_MANAGEMENT_PORT="$MANAGEMENT_PORT" QUARKUS_DATASOURCE_JDBC_URL="$JDBC" \
    QUARKUS_DATASOURCE_USERNAME="$DB_USER" QUARKUS_DATASOURCE_PASSWORD="$DB_PASSWORD" \
    chroot --userspec="$UID_GID" "$WORK/bundle/rootfs" sh -c "cd $CWD && exec $ARGS" > "$WORK/service.log" 2>&1 &
PID=$!
trap 'kill $PID 2>/dev/null || true; wait $PID 2>/dev/null || true; umount "$ROOT/tmp" "$ROOT/dev" "$ROOT/proc" "$ROOT" 2>/dev/null || true' EXIT
START=$(date +%s.%N)
for _ in $(seq 1 120); do
  curl -fs "http://localhost:$MANAGEMENT_PORT/q/health/ready" >/dev/null 2>&1 && break
  kill -0 $PID 2>/dev/null || { cat "$WORK/service.log"; echo "the image's process exited"; exit 1; }
  sleep 0.5
done
curl -fs "http://localhost:$MANAGEMENT_PORT/q/health/ready" >/dev/null || { tail -50 "$WORK/service.log"; echo "never ready"; exit 1; }
echo "ready after $(echo "$(date +%s.%N) - $START" | bc) s"
API="http://localhost:$PORT/api/v1"
GAME=$(curl -fs -X POST "$API/games" -H 'Content-Type: application/json' \
  -d '{"type":"COUP","seats":2,"options":{"variant":"MEDIA","firstSeat":0}}' | jq -r .id)
ALICE=$(curl -fs -X POST "$API/games/$GAME/seats" -H 'Content-Type: application/json' -d '{"name":"alice"}' | jq -r .token)
curl -fs -X POST "$API/games/$GAME/seats" -H 'Content-Type: application/json' -d '{"name":"bob"}' >/dev/null
STATE=$(curl -fs "$API/games/$GAME/state" -H "Authorization: Bearer $ALICE")
VERSION=$(jq -r .version <<<"$STATE")
MOVE=$(jq -c '.moves[0]' <<<"$STATE")
[ "$(jq -r '.awaiting[0]' <<<"$STATE")" = 0 ] || { echo "seat 0 was not awaited: $STATE"; exit 1; }
ANSWER=$(curl -fs -X POST "$API/games/$GAME/moves" -H "Authorization: Bearer $ALICE" -H "If-Match: \"$VERSION\"" \
  -H 'Content-Type: application/json' -d "$MOVE")
echo "move $MOVE at version $VERSION -> version $(jq -r .version <<<"$ANSWER")"
echo "the image runs: game $GAME created, seated and played through it"
