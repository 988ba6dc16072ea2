// The table view of one game: game.html?id=<game>&seat=<seat> (the seat's token from this tab's session storage)
// or without seat as a spectator. Follows the live stream (events + pushed state) and plays a clicked legal move
// with If-Match; a 412 is "somebody was faster".
import * as api from './api.js';
const { h } = api;

const id = api.param('id');
const seatParam = api.param('seat');
const token = api.tokenOf(id, seatParam);
const $ = (s) => document.getElementById(s);

let game = null;      // the renderer module
let types = [];
let current = null;   // the state shown
let held = null;      // newest state while "follow live" is off
let names = {};
// ctx.events: every event followed so far, for renderers that show what the view leaves out (INWO: the Plot in
// progress, the last dice roll).
const ctx = { name: (s) => names[s] ? `${names[s]} (seat ${s})` : `seat ${s}`, types: [], events: [] };
let sending = false;

function say(text, kind = 'info') {
  $('message').replaceChildren(text ? h('p', { class: 'msg ' + kind }, text) : '');
}

function draw(state) {
  current = state;
  const v = state.view;
  if (v && v.players) for (const p of v.players) if (p && p.name) names[p.seat] = p.name;
  document.body.dataset.version = state.version;
  document.body.dataset.status = state.status;
  $('facts').textContent = `Version ${state.version} · ${state.status} · viewing as ${state.seat !== null && state.seat !== undefined ? ctx.name(state.seat) : 'spectator'}` +
    ` · awaiting: ${(state.awaiting || []).map(ctx.name).join(', ') || 'nobody'}` + (state.deadline ? ` · deadline ${state.deadline}` : '') +
    (state.seeded ? ' · seeded' : '') + (state.imported ? ' · imported' : '');
  $('table').replaceChildren(game.render(state, ctx));
  drawMoves(state);
  $('facts').append(' · ', h('a', { href: `/replay.html?id=${id}` }, state.status === 'FINISHED' ? 'Replay' : 'Replay so far'));
  if (state.status === 'FINISHED') $('facts').append(' · ', h('a', { href: `/audit.html?id=${id}` }, 'Audit'));
}

function drawMoves(state) {
  const box = $('moves');
  if (!token) { box.replaceChildren(h('p', 'You are watching as a spectator.')); return; }
  const moves = state.moves || [];
  if (state.status === 'FINISHED') { box.replaceChildren(h('p', 'The game is over.')); return; }
  const others = (state.awaiting || []).map(ctx.name).join(', ') || 'the others';
  if (!moves.length) { box.replaceChildren(h('p', 'Nothing to do: waiting for ' + others + '.')); return; }
  // Any-time moves (INWO's gifts and trades) may be listed while the game waits for somebody else.
  const awaited = (state.awaiting || []).includes(state.seat);
  const note = awaited ? [] : [h('p', 'Not your turn: waiting for ' + others + '. Meanwhile you may:')];
  const button = (m, i) => h('li', h('button.move', {
    type: 'button', 'data-move': JSON.stringify(m), 'data-index': i,
    onclick: () => play(m, state.version),
  }, game.moveLabel(m, state, ctx)));
  if (!game.moveGroup) { box.replaceChildren(...note, h('ul.moves', moves.map(button))); return; }
  // A module with moveGroup(command) lists its moves under headings (INWO's main phase has dozens).
  const groups = new Map();
  moves.forEach((m, i) => {
    const g = game.moveGroup(m);
    if (!groups.has(g)) groups.set(g, []);
    groups.get(g).push(button(m, i));
  });
  box.replaceChildren(...note, ...[...groups].map(([g, items]) => h('div.move-group', { role: 'group', 'aria-label': g },
    h('h3', `${g} (${items.length})`), h('ul.moves', items))));
}

async function play(command, version) {
  if (sending) return;
  sending = true;
  document.querySelectorAll('button.move').forEach(b => b.disabled = true);
  try {
    const r = await api.move(id, token, version, command);
    say(`Sent: ${game.moveLabel(command, current, ctx)} → version ${r.version}`);
    if (!$('follow').checked) refresh();
  } catch (e) {
    if (e.status === 412) {
      say(`Somebody was faster: the game has moved on${e.problem.currentVersion ? ' to version ' + e.problem.currentVersion : ''}. The table now shows the newest state; choose again.`, 'warn');
      await refresh();
    } else {
      say(`Move refused: ${e.message}${e.problem.code ? ' (' + e.problem.code + ')' : ''}`, 'error');
      document.querySelectorAll('button.move').forEach(b => b.disabled = false);
    }
  } finally {
    sending = false;
  }
}

async function refresh() {
  const s = await api.state(id, { token });
  held = null;
  draw(s);
}

function logEvent(ev) {
  ctx.events.push(ev);
  const li = h('li', { 'data-seq': ev.seq }, h('span.seq', `#${ev.seq} `), game.describe(ev, ctx));
  if (ev.type === 'SEAT_TAKEN' && ev.data) names[ev.data.seat] = ev.data.name;
  const log = $('log');
  log.prepend(li);
  while (log.children.length > 200) log.lastChild.remove();
}

async function main() {
  $('top').replaceChildren(api.nav());
  if (!id) { say('No game named: open a game from the lobby.', 'error'); return; }
  if (seatParam !== null && !token) say(`This tab holds no token for seat ${seatParam}: take a seat in the lobby (tokens stay in the tab that took them). Showing the spectator's view.`, 'warn');
  const s = await api.summary(id);
  for (const seat of s.seats) if (seat.name) names[seat.seat] = seat.name;
  types = await api.gameTypes().catch(() => []);
  ctx.types = types;
  game = await api.renderer(s.type);
  if (game.init) await game.init(ctx);
  $('title').textContent = `${game.title === 'Game' ? s.type : game.title} · game ${id.slice(0, 8)}…`;
  document.title = `${s.type} ${id.slice(0, 8)} — tabletop`;
  draw(await api.state(id, { token }));
  $('follow').addEventListener('change', () => { if ($('follow').checked && held) { draw(held); held = null; } });
  api.follow(id, token, {
    onEvent: logEvent,
    onState: (st) => { if ($('follow').checked || !current) draw(st); else held = st; },
    onStatus: (st) => { $('live-status').textContent = 'Live stream: ' + st; document.body.dataset.live = st; },
  });
}

main().catch(e => say('Could not load the game: ' + e.message, 'error'));
