#!/usr/bin/env bash
# A bot in 5 minutes: a whole Coup game with curl and jq, against a house bot. src/docs/bots.md "Write a bot in 5 minutes";
# ReadmeCurlBotTest runs this file as it is.   SERVER=http://localhost:8080 bash src/bots/curl/bot.sh
set -euo pipefail
API=${SERVER:-http://localhost:8080}/api/v1
JSON='Content-Type: application/json'

# A game for two, a house bot in seat 1, and your seat (its token is shown only this once).
GAME=$(curl -sf -X POST $API/games -H "$JSON" -d '{"type":"COUP","seats":2}' | jq -r .id)
curl -sf -X POST $API/games/$GAME/seats -H "$JSON" -d '{"bot":"COUP_HEURISTIC","seat":1}' > /dev/null
TOKEN=$(curl -sf -X POST $API/games/$GAME/seats -H "$JSON" -d '{"name":"curl"}' | jq -r .token)
AUTH="Authorization: Bearer $TOKEN"
echo "game $GAME"

VERSION=0
while true; do
  # Long-poll: answers as soon as the game is past VERSION (304 and an empty body after 30 s of nothing).
  STATE=$(curl -sf $API/games/$GAME/state -H "$AUTH" -H "If-None-Match: \"$VERSION\"" -H 'Prefer: wait=30')
  [ -z "$STATE" ] && continue
  VERSION=$(jq .version <<< "$STATE")
  if [ "$(jq -r .status <<< "$STATE")" = FINISHED ]; then
    echo "game over at version $VERSION: winners $(jq -c .view.winners <<< "$STATE"), I was seat $(jq .seat <<< "$STATE")"
    break
  fi
  jq -e '.seat as $me | .awaiting | index($me)' <<< "$STATE" > /dev/null || continue   # not my turn
  MOVE=$(jq -c ".moves[$RANDOM % (.moves | length)]" <<< "$STATE")      # any legal move, as it is listed
  CODE=$(curl -s -o /dev/null -w '%{http_code}' -X POST $API/games/$GAME/moves -H "$AUTH" -H "$JSON" \
         -H "If-Match: \"$VERSION\"" -H "Idempotency-Key: curl-$VERSION" -d "$MOVE")
  case $CODE in
    200) echo "v$VERSION $MOVE" ;;
    412) ;;                                                   # somebody was faster: read again
    *) echo "move $MOVE refused: $CODE" >&2; exit 1 ;;
  esac
done
