// Replay: replay.html?id=<game>[&viewer=<seat>|spectator][&at=<version>]. A slider over versions 1…N shows
// GET …/state?at=N for the chosen viewer (any seat once the game is over: &seat=S; before the end only a seat
// whose token this tab holds), with the event that made version N.
import * as api from './api.js';
const { h } = api;
const $ = (s) => document.getElementById(s);
const id = api.param('id');

let game, summaryNow, events = [], names = {};
const ctx = { name: (s) => names[s] ? `${names[s]} (seat ${s})` : `seat ${s}`, types: [], you: 'this view' };
let loadSeq = 0;

function say(text, kind = 'info') { $('message').replaceChildren(text ? h('p', { class: 'msg ' + kind }, text) : ''); }

function viewer() {
  const v = $('viewer').value;
  return v === 'spectator' ? null : Number(v);
}

async function loadEvents() {
  const seat = viewer();
  // The log as this viewer may read it: the seat's token when held, else the spectator's (redacted) log.
  events = await api.allEvents(id, seat !== null ? api.tokenOf(id, seat) : null);
  for (const e of events) if (e.type === 'SEAT_TAKEN' && e.data) names[e.data.seat] = e.data.name;
}

async function show(at) {
  const my = ++loadSeq;
  at = Math.max(1, Math.min(at, Number($('slider').max)));
  $('slider').value = at;
  $('at').textContent = `${at} of ${$('slider').max}`;
  const seat = viewer();
  const token = seat !== null ? api.tokenOf(id, seat) : null;
  const ev = events.find(e => e.seq === at);
  ctx.events = events.filter(e => e.seq <= at);
  $('event-text').replaceChildren(h('span.seq', `#${at} `), ev ? game.describe(ev, ctx) : '(an event this viewer does not see)');
  try {
    const finished = summaryNow.status === 'FINISHED';
    const s = await api.state(id, { token, at, seat: seat !== null && (finished || !token) ? seat : undefined });
    if (my !== loadSeq) return;
    document.body.dataset.at = at;
    $('table').replaceChildren(h('p.table-facts', `Version ${s.version} · ${s.status} · viewing as ${seat !== null ? ctx.name(seat) : 'spectator'} · awaiting: ${(s.awaiting || []).map(ctx.name).join(', ') || 'nobody'}`),
      game.render({ ...s, moves: null }, ctx));
    // Said again once this version's state is drawn: a renderer may name cards from it (INWO's uids).
    if (ev) $('event-text').replaceChildren(h('span.seq', `#${at} `), game.describe(ev, ctx));
    const u = new URL(location.href);
    u.searchParams.set('at', at); u.searchParams.set('viewer', seat === null ? 'spectator' : seat);
    history.replaceState(null, '', u);
    say('');
  } catch (e) {
    if (my === loadSeq) say(`Could not read version ${at}: ${e.message}`, 'error');
  }
}

async function main() {
  $('top').replaceChildren(api.nav());
  if (!id) { say('No game named: open a game from the lobby.', 'error'); return; }
  summaryNow = await api.summary(id);
  for (const s of summaryNow.seats) if (s.name) names[s.seat] = s.name;
  ctx.types = await api.gameTypes().catch(() => []);
  game = await api.renderer(summaryNow.type);
  if (game.init) await game.init(ctx);
  $('title').textContent = `Replay · ${summaryNow.type} game ${id.slice(0, 8)}…`;
  const finished = summaryNow.status === 'FINISHED';
  const mine = api.seats(id);
  const options = [h('option', { value: 'spectator' }, 'Spectator')];
  for (const s of summaryNow.seats) {
    if (finished || mine[s.seat]) options.push(h('option', { value: s.seat }, ctx.name(s.seat) + (mine[s.seat] ? ' (your seat)' : '')));
  }
  $('viewer').replaceChildren(...options);
  $('viewer-note').textContent = finished ? ' The game is over: any seat\'s view may be replayed.' : ' Before the end: the spectator, or a seat whose token this tab holds.';
  const want = api.param('viewer');
  if (want && [...$('viewer').options].some(o => o.value === want)) $('viewer').value = want;
  $('slider').max = summaryNow.version;
  await loadEvents();
  $('viewer').addEventListener('change', async () => { await loadEvents(); show(Number($('slider').value)); });
  $('slider').addEventListener('input', () => show(Number($('slider').value)));
  $('first').addEventListener('click', () => show(1));
  $('prev').addEventListener('click', () => show(Number($('slider').value) - 1));
  $('next').addEventListener('click', () => show(Number($('slider').value) + 1));
  $('last').addEventListener('click', () => show(Number($('slider').max)));
  let timer = null;
  const stop = () => { clearInterval(timer); timer = null; $('play').textContent = 'Play'; $('play').setAttribute('aria-pressed', 'false'); };
  $('play').addEventListener('click', () => {
    if (timer) { stop(); return; }
    if (Number($('slider').value) >= Number($('slider').max)) show(1);
    $('play').textContent = 'Pause'; $('play').setAttribute('aria-pressed', 'true');
    timer = setInterval(() => {
      const at = Number($('slider').value);
      if (at >= Number($('slider').max)) stop(); else show(at + 1);
    }, 800);
  });
  const at = Number(api.param('at')) || summaryNow.version;
  await show(at);
}
main().catch(e => say('Could not load the replay: ' + e.message, 'error'));
