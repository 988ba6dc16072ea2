#!/usr/bin/env python3
"""A complete Coup bot for the tabletop service, in Python with the standard library only.

    python3 coup_bot.py --server http://localhost:8080 --game <id> [--name alice] [--seat 0]
    python3 coup_bot.py --server http://localhost:8080 --new 3      # a new game; house bots take the other seats

It takes a seat, then follows the game through its live stream (GET .../events?include=state, text/event-stream: a
"state" event, the body of GET .../state, after every commit; it reconnects with Last-Event-ID when the stream ends
early) and when its seat is awaited sends one of the listed legal moves with If-Match and an Idempotency-Key. When the
stream is refused (or with --poll) it long-polls its state instead (If-None-Match + Prefer: wait=30). 412: somebody
was faster, read again. No answer (a network error): send the very same request again, same key, so the move lands
once. It plays honestly: claims only
cards it holds (never bluffs with one influence left), blocks with cards it holds, challenges claims that the cards it
can see make impossible, coups at 7 coins, reveals its least useful card.
"""
import argparse
import json
import random
import sys
import time
import urllib.error
import urllib.request

VALUE = {"RUSSIA": 6, "PROTEST": 5, "EU": 4, "POLICE": 3, "MEDIA": 2, "UN": 2}


class Api:
    def __init__(self, server, token=None):
        self.server = server.rstrip("/")
        self.token = token

    def call(self, method, path, body=None, headers=None, timeout=45):
        """(status, headers, json or None); HTTP errors are answers, not exceptions."""
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(self.server + path, data=data, method=method)
        req.add_header("Accept", "application/json")
        if body is not None:
            req.add_header("Content-Type", "application/json")
        if self.token:
            req.add_header("Authorization", "Bearer " + self.token)
        for k, v in (headers or {}).items():
            req.add_header(k, v)
        try:
            with urllib.request.urlopen(req, timeout=timeout) as r:
                raw = r.read()
                return r.status, r.headers, json.loads(raw) if raw else None
        except urllib.error.HTTPError as e:
            raw = e.read()
            try:
                return e.code, e.headers, json.loads(raw) if raw else None
            except ValueError:
                return e.code, e.headers, None

    def retrying(self, method, path, body=None, headers=None):
        """The same request until an answer comes (network errors only; the Idempotency-Key makes that safe)."""
        for attempt in range(20):
            try:
                status, h, doc = self.call(method, path, body, headers)
                if status in (429, 503):
                    time.sleep(float(h.get("Retry-After", "1")))
                    continue
                return status, h, doc
            except (urllib.error.URLError, ConnectionError, TimeoutError) as e:
                print("no answer (%s), sending the same request again" % e, file=sys.stderr)
                time.sleep(min(2.0, 0.05 * 2 ** attempt))
        raise SystemExit("the server does not answer")


def choose(state, rng):
    """One of state["moves"], as it is."""
    view, moves, me = state["view"], state["moves"], state["seat"]
    turn = view["turn"]
    players = {p["seat"]: p for p in view["players"]}
    mine = players[me]
    hand = mine["hand"] or []
    seen = {}
    for p in view["players"]:
        for c in p["revealed"]:
            seen[c] = seen.get(c, 0) + 1
    for c in hand:
        seen[c] = seen.get(c, 0) + 1

    def of(kind, **fields):
        return [m for m in moves if m["type"] == kind and all(m.get(k) == v for k, v in fields.items())]

    others = [p for p in view["players"] if p["seat"] != me and not p["eliminated"]]
    step = turn["step"]
    if step == "DECLARE":
        strongest = max(others, key=lambda p: (p["hiddenCount"], p["coins"]))["seat"]
        weakest = min(others, key=lambda p: (p["hiddenCount"], -p["coins"]))["seat"]
        richest = max(others, key=lambda p: p["coins"])
        wishes = []
        if mine["coins"] >= 7:
            wishes.append(of("DECLARE", action="SCANDAL", target=strongest))
        if "PROTEST" in hand:
            wishes.append(of("DECLARE", action="PROTEST", target=weakest))
        if "RUSSIA" in hand:
            wishes.append(of("DECLARE", action="RUSSIA"))
        if "POLICE" in hand and richest["coins"] >= 2:
            wishes.append(of("DECLARE", action="POLICE", target=richest["seat"]))
        wishes += [of("DECLARE", action="LOCAL_BUSINESS"), of("DECLARE", action="USA"), of("DECLARE")]
        for w in wishes:
            if w:
                return w[0]
    if step == "REACTIONS":
        for b in of("BLOCK"):
            if b["card"] in hand:
                return b
        claim = turn["action"] if turn["action"] in VALUE else None
        if claim and seen.get(claim, 0) >= 3 and of("CHALLENGE"):
            return of("CHALLENGE")[0]  # all three copies are in view: the claim is a bluff
        if turn.get("target") == me and turn["action"] == "PROTEST" and mine["hiddenCount"] == 1 and of("CHALLENGE"):
            return of("CHALLENGE")[0]  # nothing left to lose
        if of("PASS"):
            return of("PASS")[0]
    if step == "BLOCK_RESPONSE":
        if seen.get(turn.get("block"), 0) >= 3 and of("CHALLENGE"):
            return of("CHALLENGE")[0]
        if of("ACCEPT_BLOCK"):
            return of("ACCEPT_BLOCK")[0]
    if step in ("LOSE_INFLUENCE", "SHOW"):
        return min(moves, key=lambda m: VALUE.get(m.get("card"), 0))
    if step == "EXCHANGE":
        return max(moves, key=lambda m: sum(VALUE.get(c, 0) for c in m.get("cards", [])))
    return rng.choice(moves)


def play(api, game, rng, stream=True):
    seen = {"version": -1, "moves": 0, "streamed": 0, "polled": 0, "last_event": None}

    def read_now():
        seen["polled"] += 1
        status, _, state = api.retrying("GET", "/api/v1/games/%s/state" % game)
        if status != 200:
            raise SystemExit("cannot read the state: %s %s" % (status, state))
        return state

    def step(state):
        """Acts on one state: "over", "wait" (for a newer version) or "again" (read the head now)."""
        seen["version"] = max(seen["version"], state["version"])
        if state["status"] == "FINISHED":
            winners = state["view"].get("winners") or [state["view"].get("winner")]
            print("game over after %d moves of mine; winners %s; I was seat %d; states: %d from the live stream, %d"
                  " by polling" % (seen["moves"], winners, state["seat"], seen["streamed"], seen["polled"]))
            return "over"
        if state["seat"] not in state["awaiting"] or not state["moves"]:
            return "wait"
        move = choose(state, rng)
        status, _, answer = api.retrying("POST", "/api/v1/games/%s/moves" % game, body=move, headers={
            "If-Match": '"%d"' % state["version"],
            "Idempotency-Key": "py-%s-%d" % (state["seat"], state["version"])})
        if status == 200:
            seen["moves"] += 1
            return "wait"
        if status != 412 and status != 409:
            print("move refused: %s %s" % (status, answer), file=sys.stderr)
        return "again"

    known = None
    while True:
        if stream:
            result = follow_stream(api, game, seen, step, read_now)
            if result == "over":
                return
            if result == "refused":
                print("the live stream was refused: long-polling instead", file=sys.stderr)
                stream = False
            continue  # the stream ended early: reconnect after the last event
        headers = {} if known is None else {"If-None-Match": '"%d"' % known, "Prefer": "wait=30"}
        seen["polled"] += 1
        status, _, state = api.retrying("GET", "/api/v1/games/%s/state" % game, headers=headers)
        if status == 304:
            continue  # nothing happened for 30 s
        if status != 200:
            raise SystemExit("cannot read the state: %s %s" % (status, state))
        result = step(state)
        if result == "over":
            return
        known = state["version"] if result == "wait" else None


def follow_stream(api, game, seen, step, read_now):
    """Reads the live stream until it ends: "over", "ended" (reconnect) or "refused" (long-poll instead)."""
    req = urllib.request.Request(api.server + "/api/v1/games/%s/events?include=state" % game)
    req.add_header("Accept", "text/event-stream")
    req.add_header("Authorization", "Bearer " + api.token)
    if seen["last_event"] is not None:
        req.add_header("Last-Event-ID", str(seen["last_event"]))
    try:
        r = urllib.request.urlopen(req, timeout=45)  # the server sends a keep-alive comment every 10 s
    except urllib.error.HTTPError as e:
        e.close()
        return "refused"
    except (urllib.error.URLError, ConnectionError, TimeoutError) as e:
        print("no stream (%s), trying again" % e, file=sys.stderr)
        time.sleep(1)
        return "ended"
    with r:
        if not r.headers.get("Content-Type", "").startswith("text/event-stream"):
            return "refused"
        event, data = "", []
        try:
            for raw in r:
                line = raw.decode("utf-8").rstrip("\r\n")
                if line:
                    if line.startswith(":"):
                        continue  # a comment: keep-alive
                    field, _, value = line.partition(":")
                    value = value[1:] if value.startswith(" ") else value
                    if field == "event":
                        event = value
                    elif field == "data":
                        data.append(value)
                    elif field == "id":
                        seen["last_event"] = int(value)
                    continue
                if event == "state" and data:  # a blank line ends an event
                    state = json.loads("\n".join(data))
                    if state["version"] > seen["version"]:  # else acted on already
                        seen["streamed"] += 1
                        result = step(state)
                        while result == "again":
                            result = step(read_now())
                        if result == "over":
                            return "over"
                event, data = "", []
        except (ConnectionError, TimeoutError, OSError) as e:
            print("the stream broke (%s), reconnecting" % e, file=sys.stderr)
    return "ended"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--server", default="http://localhost:8080")
    ap.add_argument("--game", help="the id of a game with a free seat")
    ap.add_argument("--new", type=int, metavar="SEATS", help="create a Coup game; house bots take the other seats")
    ap.add_argument("--bot", default="COUP_HEURISTIC", help="the house bot for the other seats (with --new)")
    ap.add_argument("--name", default="python")
    ap.add_argument("--seat", type=int)
    ap.add_argument("--seed", help="game seed (reproducible deal)")
    ap.add_argument("--random-seed", type=int, default=1)
    ap.add_argument("--poll", action="store_true", help="long-poll the state instead of following the live stream")
    args = ap.parse_args()
    api = Api(args.server)
    game = args.game
    if args.new:
        options = {"seed": args.seed} if args.seed else {}
        status, _, created = api.call("POST", "/api/v1/games", {"type": "COUP", "seats": args.new, "options": options})
        if status != 201:
            raise SystemExit("cannot create a game: %s %s" % (status, created))
        game = created["id"]
        for seat in range(1, args.new):
            status, _, grant = api.call("POST", "/api/v1/games/%s/seats" % game, {"bot": args.bot, "seat": seat})
            if status != 201:
                raise SystemExit("cannot seat a house bot: %s %s" % (status, grant))
        args.seat = 0
        print("game %s: %d house bots (%s) at the table" % (game, args.new - 1, args.bot))
    if not game:
        raise SystemExit("give --game <id> or --new <seats>")
    body = {"name": args.name}
    if args.seat is not None:
        body["seat"] = args.seat
    status, _, grant = api.call("POST", "/api/v1/games/%s/seats" % game, body)
    if status != 201:
        raise SystemExit("cannot take a seat: %s %s" % (status, grant))
    print("seat %d of game %s" % (grant["seat"], game))
    play(Api(args.server, grant["token"]), game, random.Random(args.random_seed), stream=not args.poll)


if __name__ == "__main__":
    main()
