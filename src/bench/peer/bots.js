'use strict';
// The peer's bots: BOTS independent players, one seat each, each a boardgame.io client on its own socket.io
// connection, doing what the service's Coup bots do: find a match with a free seat (or create one of MIN_SEATS to
// MAX_SEATS players), join it through the lobby API, and play random legal moves — PASS with probability
// PASS_BIAS in a reaction window — until the match is over, then the next one.
// A move is "accepted" when a state arrives in which the server has counted it (G.accepted[me] grew); its latency
// is from sending it to that state. A move the server drops (a stale state, a window already closed) gets no
// answer in boardgame.io: the bot acts again on the next state it receives, as the service's bots do on a 412.
// Timing: WARMUP seconds, then DURATION seconds measured; the lines "[peer-bots] window start" / "window end" mark
// the window for the runner, and the last line is "[peer-bots] result {json}".
const { Client } = require('boardgame.io/client');
const { SocketIO } = require('boardgame.io/multiplayer');
const { Coup, legalMoves } = require('./game');

const env = (k, d) => (process.env[k] === undefined || process.env[k] === '' ? d : process.env[k]);
const SERVER = env('SERVER', 'http://127.0.0.1:8000');
const BOTS = Number(env('BOTS', 64));
const MIN_SEATS = Number(env('MIN_SEATS', 2));
const MAX_SEATS = Number(env('MAX_SEATS', 6));
const PASS_BIAS = Number(env('PASS_BIAS', 2 / 3));
const WARMUP = Number(env('WARMUP', 10));
const DURATION = Number(env('DURATION', 30));
let seed = Number(env('SEED', Date.now() % 2147483647)) || 1;
const rnd = () => { seed = (seed * 48271) % 2147483647; return seed / 2147483647; };

let running = true;
let windowStart = Infinity;
let windowEnd = Infinity;
const inWindow = (t0, t1) => t0 >= windowStart && t1 <= windowEnd;
const acceptedLatencies = [];
const total = { sent: 0, accepted: 0 };
const counts = { sent: 0, accepted: 0, finished: 0, finishedMoves: 0, created: 0, joins: 0, http: 0, errors: 0, resent: 0 };
const now = () => Number(process.hrtime.bigint()) / 1e6; // ms

async function post(path, body) {
  const t0 = now();
  const r = await fetch(SERVER + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (inWindow(t0, now())) counts.http++;
  if (!r.ok) throw new Error(`POST ${path}: HTTP ${r.status} ${await r.text()}`);
  return r.json();
}

// The lobby: the decision to create a match is taken one at a time (like the service bots' lock), seats are
// handed out in order so two bots never race for one, and joins are made one at a time too. boardgame.io keeps a
// match's players (names, credentials, connection flags) in one metadata value that its join, its connection
// handling and its moves each read and write back whole, without a lock: two joins at once lose a player, and so
// does a player's connecting while another joins (its credentials vanish, the match never starts). So a bot
// connects only once every seat of its match is taken. And a client's first state (its sync) is read from the
// database before, and may arrive after, the broadcast of a move made meanwhile, which it then replaces with the
// older state for good: so nobody moves before every seat of the match has its first state. The match begins then,
// as the service's games begin when their seats are taken.
let open = null;
let lobbyChain = Promise.resolve();
function withLobby(fn) {
  const r = lobbyChain.then(fn);
  lobbyChain = r.catch(() => {});
  return r;
}
async function takeSeat(name) {
  const seat = await withLobby(async () => {
    if (!open || open.next >= open.numPlayers) {
      const numPlayers = MIN_SEATS + Math.floor(rnd() * (MAX_SEATS - MIN_SEATS + 1));
      const t0 = now();
      const { matchID } = await post('/games/coup/create', { numPlayers });
      if (inWindow(t0, now())) counts.created++;
      let resolve, reject;
      const full = new Promise((res, rej) => { resolve = res; reject = rej; });
      full.catch(() => {});
      open = { matchID, numPlayers, next: 0, full, resolve, reject, synced: 0, ready: false, bots: [] };
    }
    const m = open;
    const s = { matchID: m.matchID, numPlayers: m.numPlayers, playerID: String(m.next++), full: m.full, match: m };
    try {
      const j = await post(`/games/coup/${s.matchID}/join`, { playerID: s.playerID, playerName: name });
      counts.joins++;
      if (m.next === m.numPlayers) m.resolve();
      return { ...s, credentials: j.playerCredentials };
    } catch (e) {
      if (open === m) open = null; // give the match up: its seats never fill
      m.reject(e);
      throw e;
    }
  });
  await seat.full; // rejected when the match was given up: the caller looks for another seat
  return seat;
}

class Bot {
  constructor(id) {
    this.name = 'peer-bot-' + id;
  }

  async join() {
    while (running) {
      try {
        const s = await takeSeat(this.name);
        this.play(s);
        return;
      } catch (e) {
        counts.errors++;
        if (counts.errors < 5) console.log(`[peer-bots] ${this.name}: ${e.message}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  }

  play(seat) {
    this.seat = seat;
    this.synced = false;
    this.lastState = undefined;
    this.lastAt = undefined;
    seat.match.bots.push(this);
    this.acted = -1; // the _stateID it last acted at
    this.pending = null; // { at, stateID, before }
    this.done = false;
    this.client = Client({
      game: Coup,
      numPlayers: seat.numPlayers,
      multiplayer: SocketIO({ server: SERVER }),
      matchID: seat.matchID,
      playerID: seat.playerID,
      credentials: seat.credentials,
      debug: false,
    });
    const client = this.client;
    // a stopped client may still deliver a last state: only the current one's count
    this.client.subscribe((state) => {
      if (this.client === client) this.onState(state);
    });
    this.client.start();
  }

  onState(state) {
    if (!state || this.done || !running) return;
    this.lastState = state;
    this.lastAt = now();
    const match = this.seat.match;
    if (!this.synced) {
      this.synced = true;
      if (++match.synced === match.numPlayers) {
        match.ready = true;
        for (const b of match.bots) if (b !== this && b.lastState && b.seat.match === match) b.onState(b.lastState);
      }
    }
    if (!match.ready) return;
    const me = this.seat.playerID;
    const t = now();
    const mine = state.G.accepted[me] || 0;
    if (this.pending && mine > this.pending.before) {
      total.accepted++;
      if (inWindow(this.pending.at, t)) {
        counts.accepted++;
        acceptedLatencies.push(t - this.pending.at);
      }
      this.pending = null;
    }
    if (state.ctx.gameover) {
      this.done = true;
      if (me === '0' && inWindow(t, t)) {
        counts.finished++;
        counts.finishedMoves += state.G.seq;
      }
      const c = this.client;
      this.client = null;
      setImmediate(() => c.stop());
      this.join();
      return;
    }
    if (state._stateID <= this.acted) return;
    if (this.pending && state._stateID <= this.pending.stateID) return; // waiting for the answer to it
    // A pass is applied at whatever state it meets (ignoreStaleStateID) while the window is open: one sent is
    // enough. Any other move met a newer state than it was sent at, so boardgame.io drops it: act again.
    if (this.pending && this.pending.move === 'pass' && state.G.pending && state.G.pending.id === this.pending.window
        && state.ctx.activePlayers && state.ctx.activePlayers[me] === 'react') return;
    const moves = legalMoves(state.G, state.ctx, me);
    if (moves.length === 0) return;
    let m = moves.find((x) => x[0] === 'pass');
    if (!(m && rnd() < PASS_BIAS)) m = moves[Math.floor(rnd() * moves.length)];
    if (this.pending) counts.resent++; // the previous one got no answer: dropped as stale (or still queued)
    this.acted = state._stateID;
    this.pending = { at: t, stateID: state._stateID, before: mine, move: m[0], window: state.G.pending && state.G.pending.id };
    if (inWindow(t, t)) counts.sent++;
    total.sent++;
    this.client.moves[m[0]](...m.slice(1));
  }

  stop() {
    this.done = true;
    if (this.client) this.client.stop();
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

async function main() {
  const bots = [];
  for (let i = 0; i < BOTS; i++) {
    const b = new Bot(i);
    bots.push(b);
    b.join();
    await new Promise((r) => setTimeout(r, 10));
  }
  let last = 0;
  let lastAt = now();
  const tick = setInterval(() => {
    const t = now();
    const idle = bots.filter((b) => b.client && !b.done && b.lastAt !== undefined && t - b.lastAt > 10000);
    if (idle.length > 0) {
      const b = idle[0];
      const st = b.lastState;
      console.log(`[peer-bots] ${idle.length} bots without news for 10 s; e.g. ${b.name} seat ${b.seat.playerID} of`
        + ` ${b.seat.matchID}: stateID ${st._stateID}, acted ${b.acted}, pending ${JSON.stringify(b.pending)},`
        + ` active ${JSON.stringify(st.ctx.activePlayers)}, current ${st.ctx.currentPlayer},`
        + ` G.pending ${JSON.stringify(st.G.pending)}, losers ${JSON.stringify(st.G.losers)},`
        + ` legal ${JSON.stringify(legalMoves(st.G, st.ctx, b.seat.playerID)).slice(0, 120)}`);
    }
    console.log(`[peer-bots] ${windowStart <= t ? 'measure' : 'warm-up'}: ${(((total.accepted - last) * 1000) / (t - lastAt)).toFixed(1)}`
      + ` accepted moves/s; since the start ${total.sent} sent, ${total.accepted} accepted, ${counts.errors} errors`);
    last = total.accepted;
    lastAt = t;
  }, 5000);
  await new Promise((r) => setTimeout(r, WARMUP * 1000));
  windowStart = now();
  console.log('[peer-bots] window start');
  await new Promise((r) => setTimeout(r, DURATION * 1000));
  windowEnd = now();
  console.log('[peer-bots] window end');
  clearInterval(tick);
  running = false;
  const seconds = (windowEnd - windowStart) / 1000;
  acceptedLatencies.sort((a, b) => a - b);
  const result = {
    seconds,
    bots: BOTS,
    ...counts,
    dropped: counts.sent - counts.accepted,
    p50: percentile(acceptedLatencies, 50),
    p99: percentile(acceptedLatencies, 99),
    max: acceptedLatencies.length ? acceptedLatencies[acceptedLatencies.length - 1] : NaN,
    movesPerGame: counts.finished ? counts.finishedMoves / counts.finished : NaN,
  };
  console.log('[peer-bots] result ' + JSON.stringify(result));
  for (const b of bots) b.stop();
  setTimeout(() => process.exit(0), 500);
}

main().catch((e) => {
  console.error('[peer-bots] failed: ' + (e && e.stack ? e.stack : e));
  process.exit(2);
});
