#!/usr/bin/env bash
# Proves a pushed image runs, without any container daemon: copies it from the registry (skopeo), unpacks its
# layers into a root file system (umoci) and starts the image's own entrypoint, environment, working directory and
# user in a chroot against the PostgreSQL given, then checks readiness and plays the API's first calls.
# Usage (as root): src/image/run-image.sh [registry/name:tag] [jdbc-url] [user] [password]
#   defaults: localhost:5000/tabletop/tabletop:1.0.0 jdbc:postgresql://localhost:5432/tabletop tabletop tabletop
# Needs: apt-get install umoci skopeo jq curl bc.
set -euo pipefail
IMAGE="${1:-localhost:5000/tabletop/tabletop:1.0.0}"
JDBC="${2:-jdbc:postgresql://localhost:5432/tabletop}"
DB_USER="${3:-tabletop}"
DB_PASSWORD="${4:-tabletop}"
PORT="${PORT:-18080}"
MANAGEMENT_PORT="${MANAGEMENT_PORT:-19000}"   # health and metrics (quarkus.management.port)
WORK="${WORK:-target/run-image}"
. "$(dirname "$0")/image-lib.sh"

unpack_image "$IMAGE" "$WORK"
echo "entrypoint: $ARGS (cwd $CWD, user $UID_GID)"
mount_runtime ro
trap 'stop_image; unmount_runtime' EXIT
if chroot "$ROOT" touch /.writable 2>/dev/null; then echo "the root file system is writable"; exit 1; fi

start_image "$WORK/service.log" QUARKUS_HTTP_PORT="$PORT" QUARKUS_MANAGEMENT_PORT="$MANAGEMENT_PORT" \
    QUARKUS_DATASOURCE_JDBC_URL="$JDBC" QUARKUS_DATASOURCE_USERNAME="$DB_USER" QUARKUS_DATASOURCE_PASSWORD="$DB_PASSWORD"
READY=$(await_ready "$MANAGEMENT_PORT" "$WORK/service.log")
echo "ready after $READY s"
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
