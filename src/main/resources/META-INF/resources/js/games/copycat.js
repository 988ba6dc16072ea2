// Copycat's table: the street, the offices, hands, play areas, VP.
import { h, commandText, eventText } from '../api.js';

export const title = 'Copycat';

let cards = null;   // id → catalogue card
let offices = null; // id → catalogue office

/** Loads the catalogue served with the game types (names and effects of the cards). */
export async function init(ctx) {
  const t = (ctx.types || []).find(x => x.type === 'COPYCAT');
  cards = new Map(); offices = new Map();
  if (t && t.catalogue) {
    for (const c of t.catalogue.actionCards || []) cards.set(c.id, c);
    for (const c of t.catalogue.startSet || []) cards.set('#' + c.number, c);
    for (const o of t.catalogue.offices || []) offices.set(o.id, o);
  }
}

function cardOf(id) {
  if (!cards || !id) return null;
  if (cards.has(id)) return cards.get(id);
  const m = /^[A-Z](\d+)$/.exec(id);
  return m ? cards.get('#' + m[1]) : null;
}
const cardName = (id) => { const c = cardOf(id); return c ? `${c.name} [${id}]` : String(id); };
const cardItem = (id) => { const c = cardOf(id); return h('li.card', { 'data-card': id, title: c ? c.effect : null }, cardName(id), c && c.effect ? h('span.note', ` — ${c.effect}`) : null); };
const list = (label, ids) => h('div.pile', h('span.label', `${label} (${(ids || []).length}): `), ids && ids.length ? h('ul.cards.inline', ids.map(cardItem)) : h('span', 'none'));

export function render(state, ctx) {
  const v = state.view;
  if (!v) return h('p', 'The game is set up when every seat is taken.');
  const awaiting = new Set(state.awaiting || []);
  const street = h('section.street', { 'aria-label': 'street' }, h('h3', `Street (action deck: ${v.actionDeckSize})`),
    h('table', h('thead', h('tr', h('th', 'Slot'), h('th', 'Card'), h('th', 'Price'))),
      h('tbody', (v.street || []).map(s => h('tr', h('td', s.slot), h('td', s.card ? cardName(s.card) : '—'), h('td', s.price ?? '—'))))));
  const officeRows = (v.offices || []).map(o => {
    const spec = offices && offices.get(o.id);
    return h('tr', h('td', o.id + (spec && spec.name ? ' ' + spec.name : '')), h('td', o.colour || ''), h('td', o.effect || ''),
      h('td', o.tokens), h('td', (o.workers || []).map(w => `${ctx.name(w.seat)}${w.elbows ? ' (elbows)' : ''}${w.uses ? ' used ×' + w.uses : ''}`).join('; ') || '—'));
  });
  const officesEl = h('section.offices', { 'aria-label': 'offices' }, h('h3', `Offices (stack: ${v.officeStackSize})`),
    h('table', h('thead', h('tr', h('th', 'Office'), h('th', 'Colour'), h('th', 'Effect'), h('th', 'Tokens'), h('th', 'Workers'))), h('tbody', officeRows)));
  const players = (v.players || []).map(p => {
    const marks = [];
    if (state.seat === p.seat) marks.push(ctx.you || 'you');
    if (v.turn === p.seat && v.phase !== 'PLANNING' && v.phase !== 'FINISHED') marks.push('turn');
    if (awaiting.has(p.seat)) marks.push('awaited');
    if (p.out) marks.push('passed');
    if ((v.winners || []).includes(p.seat)) marks.push('winner');
    return h('article.player', { 'data-seat': p.seat, 'aria-label': ctx.name(p.seat) },
      h('h3', ctx.name(p.seat), marks.length ? h('span.marks', ' [' + marks.join(', ') + ']') : null),
      h('p', `VP ${p.vp} (this round ${p.roundVp}, pending ${p.pendingVp}) · coins ${p.coins} (base ${p.coinBase}) · permits ${p.permits} · tokens ${p.tokens}`),
      h('p', `Workers ${p.workers} (placed ${p.placed}, temporary ${p.temps}) · deck ${p.deckCount} · step ${p.step || '—'} · turn card ${p.turnCard ? cardName(p.turnCard) : p.chosen ? 'chosen (face down)' : '—'}`),
      p.hand ? list('Hand', p.hand) : h('p', `Hand: ${p.handCount} cards`),
      p.kept ? list('Kept', p.kept) : h('p', `Kept: ${p.keptCount} cards`),
      h('div.pile', h('span.label', `Play area (${(p.playArea || []).length}): `),
        (p.playArea || []).length ? h('ul.cards.inline', p.playArea.map(pc => h('li.card', cardName(pc.card), pc.uses ? ` ×${pc.uses}` : '', pc.target ? ` → ${cardName(pc.target)}` : ''))) : 'none'),
      list('Discard', p.discard), (p.tempDiscard || []).length ? list('Temporary discard', p.tempDiscard) : null,
      list('Trophies', p.trophies));
  });
  const pending = (v.pending || []).length ? h('section.pending', { 'aria-label': 'open effects' }, h('h3', 'Open effects (top last)'),
    h('ol', v.pending.map(p => h('li', `${p.kind}${p.card ? ' of ' + cardName(p.card) : ''}${p.office ? ' at ' + p.office : ''}${p.count ? ' count ' + p.count : ''}${p.value ? ' value ' + p.value : ''}`)))) : null;
  return h('section.copycat',
    h('p.table-facts', `Round ${v.round} · phase ${v.phase} · turn: ${v.turn !== null && v.turn !== undefined ? ctx.name(v.turn) : '—'} · turns played ${v.turns}/${v.turnLimit}`),
    (v.winners || []).length ? h('p.winner', { role: 'status' }, 'Winners: ' + v.winners.map(ctx.name).join(', ')) : null,
    pending, h('div.players', players), street, officesEl);
}

export function moveLabel(m) {
  const parts = [m.type.replaceAll('_', ' ').toLowerCase()];
  for (const [k, val] of Object.entries(m)) {
    if (k === 'type') continue;
    if (k === 'card' || k === 'target') parts.push(cardName(val));
    else if (k === 'cards' && Array.isArray(val)) parts.push(val.map(cardName).join(', '));
    else parts.push(`${k} ${val}`);
  }
  return parts.join(' · ');
}

export function describe(ev, ctx) {
  const d = ev.data || {};
  const w = (s) => ctx.name(s);
  switch (ev.type) {
    case 'SEAT_TAKEN': return `${d.name || 'someone'} takes seat ${d.seat}`;
    case 'SEAT_TOKEN_REISSUED': return `Seat ${d.seat}'s token was replaced by its ${d.by === 'CREATOR' ? 'creator' : 'holder'}`;
    case 'CARD_PLAYED': return `${w(d.seat)} plays ${cardName(d.card)}`;
    case 'CARD_BOUGHT': return `${w(d.seat)} buys ${cardName(d.card)}`;
    case 'WORKER_PLACED': return `${w(d.seat)} places a worker on ${d.office}`;
    case 'TURN_STARTED': return `${w(d.seat)}'s turn`;
    case 'PHASE_STARTED': return `Phase ${d.phase}`;
    case 'ROUND_STARTED': return `Round ${d.round}`;
    default: return eventText(ev);
  }
}
