/**
 * A Coup and INWO bot in TypeScript. Its types are generated from the service's contract (openapi/openapi.yaml, by
 * openapi-typescript) and every call goes through openapi-fetch, so `tsc --strict` checks each path, parameter, body
 * and answer against the contract. No casts, no `any`: where the contract says a field may be null, the code checks.
 *
 *   node dist/bot.js --server http://localhost:8080 --new COUP             # a new 2-seat game, a house bot in seat 1
 *   node dist/bot.js --server http://localhost:8080 --new INWO --option turnLimit=12
 *   node dist/bot.js --server http://localhost:8080 --game <id>            # a free seat of somebody's game
 *
 * The loop: read the state (long-polling with If-None-Match + Prefer: wait=30 while it is not our move), and when our
 * seat is awaited send one of the listed legal moves, as it is, with If-Match and an Idempotency-Key. 412: somebody
 * was faster, read again. Until the game is FINISHED.
 */
import createClient from "openapi-fetch";
import { parseArgs } from "node:util";
import type { components, paths } from "./generated/api.js";

type Schemas = components["schemas"];
type GameType = Schemas["GameSummary"]["type"];
type State = Schemas["StateResult"];
type Command = Schemas["Command"];
type CoupMove = Schemas["Coup.Command"];
type InwoMove = Schemas["Inwo.Command"];
type Card = Schemas["Coup.Command.Block"]["card"];

const GAME_TYPES: readonly GameType[] = ["COUP", "COPYCAT", "INWO"];
const HOUSE_BOTS: Record<GameType, string> = {
  COUP: "COUP_HEURISTIC",
  COPYCAT: "COPYCAT_HEURISTIC",
  INWO: "INWO_HEURISTIC",
};
const VALUE: Record<Card, number> = { RUSSIA: 6, PROTEST: 5, EU: 4, POLICE: 3, MEDIA: 2, UN: 2 };

function isGameType(text: string): text is GameType {
  return GAME_TYPES.some((type) => type === text);
}

function fail(what: string, status: number, problem: unknown): never {
  console.error(`${what}: ${status} ${JSON.stringify(problem)}`);
  process.exit(1);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function pick<T>(items: readonly T[]): T | undefined {
  return items[Math.floor(Math.random() * items.length)];
}

/**
 * Coup: coups when it can, claims only cards it holds (for coins or against a rival: no exchanges), blocks with them,
 * reveals its least useful card.
 */
function chooseCoup(view: Schemas["Coup.View"] | null, me: number, moves: CoupMove[]): CoupMove | undefined {
  const hand = view?.players.find((p) => p.seat === me)?.hand ?? []; // null for other seats' hands
  const holds = (card: string | null | undefined) => hand.some((c) => c === card);
  const worth = (card: Card) => VALUE[card];
  const wishes: ((m: CoupMove) => boolean)[] = [
    (m) => m.type === "DECLARE" && m.action === "SCANDAL",
    (m) => m.type === "DECLARE" && holds(m.action) && m.action !== "MEDIA" && m.action !== "UN",
    (m) => m.type === "DECLARE" && m.action === "LOCAL_BUSINESS",
    (m) => m.type === "BLOCK" && holds(m.card),
    (m) => m.type === "PASS" || m.type === "ACCEPT_BLOCK",
  ];
  for (const wish of wishes) {
    const move = moves.find(wish);
    if (move) return move;
  }
  const rank = (m: CoupMove) =>
    m.type === "REVEAL" ? -worth(m.card) : m.type === "KEEP" ? m.cards.reduce((s, c) => s + worth(c), 0) : 0;
  return [...moves].sort((a, b) => rank(b) - rank(a))[0];
}

/** INWO: chooses its lead, takes groups over, attacks to control up to twice a turn, passes in windows, ends turns. */
function chooseInwo(
  view: Schemas["Inwo.View"] | null,
  moves: InwoMove[],
  attacks: Map<number, number>,
): InwoMove | undefined {
  const turn = view?.turn ?? 0;
  const attacked = attacks.get(turn) ?? 0;
  const wishes: ((m: InwoMove) => boolean)[] = [
    (m) => m.type === "CHOOSE_LEAD" || m.type === "DRAW" || m.type === "TAKEOVER",
    (m) => m.type === "ATTACK" && m.kind === "CONTROL" && attacked < 2,
    (m) => m.type === "PASS" || m.type === "END_TURN" || m.type === "SKIP_TAKEOVER",
  ];
  for (const wish of wishes) {
    const move = pick(moves.filter(wish));
    if (move) {
      if (move.type === "ATTACK") attacks.set(turn, attacked + 1);
      return move;
    }
  }
  return pick(moves); // a choice, a discard...: any of them
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      server: { type: "string", default: "http://localhost:8080" },
      new: { type: "string" },
      game: { type: "string" },
      seats: { type: "string", default: "2" },
      house: { type: "string" },
      deck: { type: "string", default: "gnomes-money" },
      "house-deck": { type: "string", default: "bavarian-government" },
      option: { type: "string", multiple: true, default: [] },
      name: { type: "string", default: "typescript" },
    },
  });
  const baseUrl = values.server.replace(/\/$/, "");
  const api = createClient<paths>({ baseUrl });

  let id = values.game;
  let type: GameType;
  if (values.new !== undefined) {
    const wanted = values.new.toUpperCase();
    if (!isGameType(wanted)) throw new Error(`--new takes one of ${GAME_TYPES.join(", ")}`);
    type = wanted;
    const options: Record<string, unknown> = {};
    for (const option of values.option) {
      const [key = "", value = ""] = option.split("=", 2);
      options[key] = /^\d+$/.test(value) ? Number(value) : value;
    }
    const seats = Number(values.seats);
    const created = await api.POST("/api/v1/games", { body: { type, seats, options } });
    if (!created.data) fail("cannot create a game", created.response.status, created.error);
    id = created.data.id;
    const house = values.house ?? HOUSE_BOTS[type];
    for (let seat = 1; seat < seats; seat++) {
      const deck = type === "INWO" ? { starter: values["house-deck"] } : undefined;
      const body = { bot: house, seat, deck };
      const bot = await api.POST("/api/v1/games/{id}/seats", { params: { path: { id } }, body });
      if (!bot.data) fail("cannot seat a house bot", bot.response.status, bot.error);
    }
    console.log(`game ${id} (${type}): ${seats - 1} house bot(s) ${house}`);
  } else if (id !== undefined) {
    const game = await api.GET("/api/v1/games/{id}", { params: { path: { id } } });
    if (!game.data) fail("cannot read the game", game.response.status, game.error);
    type = game.data.type;
  } else {
    throw new Error("give --new COUP|INWO or --game <id>");
  }

  const deck = type === "INWO" ? { starter: values.deck } : undefined;
  const body = { name: values.name, deck };
  const grant = await api.POST("/api/v1/games/{id}/seats", { params: { path: { id } }, body });
  if (!grant.data) fail("cannot take a seat", grant.response.status, grant.error);
  const { seat, token } = grant.data;
  if (token === null) throw new Error("no token for our seat"); // null only for house bots' seats
  console.log(`seat ${seat} of game ${id}`);
  await play(createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${token}` } }), id);
}

async function play(api: ReturnType<typeof createClient<paths>>, id: string): Promise<void> {
  const attacks = new Map<number, number>();
  let known: number | null = null; // the version we have acted on or found nothing to do in: long-poll past it
  let sent = 0;
  let refused = 0; // moves the rules refused in a row (a race with another seat, say): three end the bot
  for (;;) {
    const header: { "If-None-Match"?: string; Prefer?: string } =
      known === null ? {} : { "If-None-Match": `"${known}"`, Prefer: "wait=30" };
    const read = await api.GET("/api/v1/games/{id}/state", { params: { path: { id }, header } });
    if (read.response.status === 304) continue; // nothing happened for 30 s
    if (await waited(read.response)) continue;
    if (!read.data) fail("cannot read the state", read.response.status, read.error);
    const state: State = read.data;
    if (state.status === "FINISHED") {
      const winners = state.view?.winners ?? [];
      const reason = state.game === "INWO" ? ` (${state.view?.reason})` : "";
      console.log(`game over at version ${state.version}${reason} after ${sent} moves of mine; winners [${winners}];`
        + ` I was seat ${state.seat}`);
      return;
    }
    const move = choose(state, attacks);
    if (move === undefined) {
      known = state.version;
      continue;
    }
    const answer = await api.POST("/api/v1/games/{id}/moves", {
      params: {
        path: { id },
        header: { "If-Match": `"${state.version}"`, "Idempotency-Key": `ts-${state.seat}-${state.version}-${refused}` },
      },
      body: move,
    });
    const status = answer.response.status;
    known = null; // moved, or somebody was faster: read the head now
    if (answer.data) {
      sent++;
      refused = 0;
    } else if (status === 422 && ++refused < 3) {
      console.error(`move ${JSON.stringify(move)} refused: ${JSON.stringify(answer.error)}; reading again`);
    } else if (status !== 412 && status !== 409 && !(await waited(answer.response))) {
      fail(`move ${JSON.stringify(move)} refused`, status, answer.error);
    }
  }
}

/** 429 and 503 say when to try again (Retry-After): true when this waited for that. */
async function waited(response: Response): Promise<boolean> {
  if (response.status !== 429 && response.status !== 503) return false;
  await sleep(1000 * Number(response.headers.get("Retry-After") ?? "1"));
  return true;
}

/** One of the listed legal moves when our seat is awaited, else undefined. */
function choose(state: State, attacks: Map<number, number>): Command | undefined {
  const me = state.seat;
  if (me === null || !state.awaiting.includes(me)) return undefined;
  switch (state.game) {
    case "COUP":
      return chooseCoup(state.view, me, state.moves ?? []);
    case "INWO":
      return chooseInwo(state.view, state.moves ?? [], attacks);
    case "COPYCAT":
      return pick(state.moves ?? []);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
