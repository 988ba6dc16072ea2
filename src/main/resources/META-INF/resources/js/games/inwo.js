// INWO's table: every player's power structure as a tree (the Illuminati at the root, each Group on its master's
// arrow, with Power/Resistance, tokens, alignments, attributes and the Resources linked to it), hands (your own
// cards; the others' counts and exposed cards), deck sizes, destroyed piles and discards, the phase, the attack or
// Plot in progress with its priority window, and the last dice roll. Card names and printed facts come from the
// catalogue served with the game types (GET /api/v1/game-types, read once by the page). Only the public view is
// used: a Plot in progress and the dice are events (ctx.events, the log the page follows), not part of the view.
import { h, commandText, eventText } from '../api.js';

export const title = 'Illuminati: New World Order';

let cards = new Map(); // catalogue id → card definition

export async function init(ctx) {
  const t = (ctx.types || []).find(x => x.type === 'INWO');
  cards = new Map();
  for (const c of (t && t.catalogue && t.catalogue.all) || []) cards.set(c.card.id, c.card);
}

const def = (id) => cards.get(id) || null;
const cardName = (id) => { const d = def(id); return d ? d.name : String(id); };
const words = (s) => String(s).replaceAll('_', ' ').toLowerCase();
const DICE = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];
const dice = (ds) => ds.map(d => `${DICE[d - 1] || ''} ${d}`).join(' + ');
/** FIRST_PLAYER_ROLLED: per round, each seat's 2d6 total by seat (0: not rolling, i.e. not tied in the round before). */
const firstRolls = (rolls, ctx) => (rolls || []).map((round, r) => (rolls.length > 1 ? `round ${r + 1}: ` : '')
  + round.map((t, seat) => t ? `${ctx.name(seat)} ${t}` : null).filter(Boolean).join(', ')).join('; ');

// The uid → catalogue id of every card this viewer can name: in play, in its own hand, exposed.
let uids = new Map();
function learn(view) {
  uids = new Map();
  for (const p of (view && view.players) || []) {
    for (const c of p.structure || []) uids.set(c.uid, c.card);
    for (const c of p.hand || []) uids.set(c.uid, c.card);
    for (const c of p.exposed || []) uids.set(c.uid, c.card);
  }
  for (const n of (view && view.nwo) || []) if (n.uid) uids.set(n.uid, n.card);
  for (const l of (view && view.linked) || []) if (l.uid) uids.set(l.uid, l.card);
}
/** A card named by its uid: "California [p0-4]". */
const named = (uid) => uid === null || uid === undefined ? '—' : uids.has(uid) ? `${cardName(uids.get(uid))} [${uid}]` : `card ${uid}`;

function statsText(c, d) {
  const parts = [];
  if (d && d.kind === 'ILLUMINATI') parts.push(`Power ${c.power}/${c.globalPower}`);
  else if (!c.resource) parts.push(`Power ${c.power}${c.globalPower ? '/' + c.globalPower : ''}`, `Resistance ${c.resistance}`);
  return parts.join(' · ');
}

function cardLine(c, ctx, childCount) {
  const d = def(c.card);
  const kind = c.resource ? 'Resource' : d && d.kind === 'ILLUMINATI' ? 'Illuminati' : d && d.groupClass ? words(d.groupClass) : 'group';
  const attrs = d && d.attributes && d.attributes.length ? [...d.attributes].sort().map(words).join(', ') : null;
  const arrows = d && !c.resource ? d.arrowsOut : 0;
  const flags = [];
  if (c.devastated) flags.push('DEVASTATED');
  if (c.fresh) flags.push('new this turn');
  return h('div.cardline', { title: d ? d.text : null },
    c.master && !c.resource ? h('span.arrow', { 'aria-hidden': 'true' }, '↳ ') : null,
    h('strong.name', cardName(c.card)), h('span.uid', ` [${c.uid}]`), ` (${kind})`,
    statsText(c, d) ? h('span.stats', ' · ' + statsText(c, d)) : null,
    h('span.tokens', c.tokens ? ` · ● ${c.tokens} action token${c.tokens > 1 ? 's' : ''}` : ' · ○ no token'),
    c.alignments && c.alignments.length ? h('span.alignments', ' · ' + c.alignments.map(words).join(', ')) : null,
    attrs ? h('span.attributes', ` · [${attrs}]`) : null,
    arrows ? h('span.arrows', ` · arrows out ${arrows} (${Math.max(0, arrows - childCount)} open)`) : null,
    flags.length ? h('span.flags', ' · ' + flags.join(', ')) : null);
}

/** One power structure as nested lists: each Group under its master, on its arrow, Resources beside their group. */
function structureTree(p, ctx, view) {
  const all = p.structure || [];
  // Plots in play linked to a group (view.linked, where the service has it: [{seat, uid, card, group}]).
  const plots = new Map();
  for (const l of (view && view.linked) || []) { if (!plots.has(l.group)) plots.set(l.group, []); plots.get(l.group).push(l); }
  const children = new Map(), linked = new Map();
  const push = (m, k, v) => { if (!m.has(k)) m.set(k, []); m.get(k).push(v); };
  for (const c of all) {
    if (c.resource) push(linked, c.master, c);
    else if (c.master) push(children, c.master, c);
  }
  const drawn = new Set();
  const node = (c, arrowOf) => {
    drawn.add(c.uid);
    const kids = (children.get(c.uid) || []).slice().sort((a, b) => a.arrow - b.arrow);
    const res = linked.get(c.uid) || [];
    res.forEach(r => drawn.add(r.uid));
    const onIt = plots.get(c.uid) || [];
    return h('li.node', { 'data-uid': c.uid, 'data-card': c.card },
      arrowOf ? h('span.arrow-label', arrowOf + ': ') : null,
      cardLine(c, ctx, kids.length),
      res.length ? h('ul.resources', { 'aria-label': `Resources linked to ${cardName(c.card)}` },
        res.map(r => h('li.resource', { 'data-uid': r.uid, 'data-card': r.card }, h('span.label', 'linked Resource: '), cardLine(r, ctx, 0)))) : null,
      onIt.length ? h('ul.resources.linked-plots', { 'aria-label': `Plots linked to ${cardName(c.card)}` },
        onIt.map(l => h('li.linked-plot', { 'data-uid': l.uid, 'data-card': l.card, title: def(l.card) ? def(l.card).text : null },
          h('span.label', 'linked Plot: '), `${cardName(l.card)} [${l.uid}], played by ${ctx.name(l.seat)}`))) : null,
      kids.length ? h('ul.tree', { 'aria-label': `controlled by ${cardName(c.card)}` }, kids.map(k => node(k, `arrow ${k.arrow + 1} of ${cardName(c.card)}`))) : null);
  };
  const roots = all.filter(c => !c.master && !c.resource);
  // Plain nested lists (no ARIA tree widget: nothing here is selected or collapsed), each level labelled.
  const tree = h('ul.tree.root', { 'aria-label': `power structure of ${ctx.name(p.seat)}` }, roots.map(r => node(r, null)));
  const loose = all.filter(c => !drawn.has(c.uid));
  return [tree, loose.length ? h('ul.loose', loose.map(c => h('li', cardLine(c, ctx, 0)))) : null];
}

function handCard(c) {
  const d = def(c.card);
  const kind = d ? (d.kind === 'PLOT' ? 'Plot' + (d.plotKind ? ', ' + words(d.plotKind) : '') : d.kind === 'GROUP'
    ? `Group, Power ${d.power}${d.globalPower ? '/' + d.globalPower : ''}, Resistance ${d.resistance}` : words(d.kind)) : '';
  return h('li.card', { 'data-uid': c.uid, 'data-card': c.card, title: d ? d.text : null },
    cardName(c.card), h('span.note', ` [${c.uid}]${kind ? ' ' + kind : ''}${c.exposed ? ' (exposed)' : ''}`));
}

function playerPanel(p, state, ctx) {
  const v = state.view;
  const awaiting = new Set(state.awaiting || []);
  const marks = [];
  if (state.seat === p.seat) marks.push(ctx.you || 'you');
  if (v.current === p.seat && v.phase !== 'LEAD' && v.phase !== 'FINISHED') marks.push('turn');
  if (v.window && v.window.priority === p.seat) marks.push('priority');
  if (awaiting.has(p.seat)) marks.push('awaited');
  if (p.out) marks.push('out');
  if ((v.winners || []).includes(p.seat)) marks.push('winner');
  const lead = v.phase === 'LEAD' ? (p.lead ? `lead chosen: ${cardName(p.lead)}` : p.leadChosen ? 'lead chosen (face down)' : 'lead not chosen yet') : null;
  return h('article.player', { 'data-seat': p.seat, 'aria-label': ctx.name(p.seat), class: 'player inwo-player' + (awaiting.has(p.seat) ? ' awaited' : '') + (p.out ? ' out' : '') },
    h('h3', ctx.name(p.seat), ' — ', cardName(p.illuminati), marks.length ? h('span.marks', ' [' + marks.join(', ') + ']') : null),
    h('p.counts', `Groups controlled ${p.controlled} of ${v.basicGoal} (Basic Goal) · turns ${p.turns} · hand limit ${p.handLimit}`),
    h('p.decks', `Decks: Plot ${p.plotDeckCount} · Group ${p.groupDeckCount}`),
    lead ? h('p.lead', lead) : null,
    h('div.structure', h('h4', 'Power structure'), structureTree(p, ctx, v)),
    p.hand ? h('div.pile.hand', h('span.label', `Hand (${p.hand.length}; ${p.plotCount} Plots): `),
      p.hand.length ? h('ul.cards', p.hand.map(handCard)) : 'empty')
      : h('p.hand', `Hand: ${p.handCount} cards (${p.plotCount} Plots)`),
    !p.hand && (p.exposed || []).length ? h('div.pile.exposed', h('span.label', 'Exposed: '), h('ul.cards', p.exposed.map(handCard))) : null,
    (p.destroyed || []).length ? h('p.destroyed', h('span.label', 'Destroyed: '), p.destroyed.map(cardName).join(', ')) : null,
    (p.discard || []).length ? h('p.discard', h('span.label', 'Discard: '), p.discard.map(cardName).join(', ')) : null);
}

function windowPart(w, ctx) {
  if (!w) return null;
  const order = w.eligible.map(s => s === w.priority ? `${ctx.name(s)} [priority]` : ctx.name(s)).join(', ');
  return [h('dt', 'Window'), h('dd.window', `after the ${words(w.kind)}: ${ctx.name(w.priority)} holds priority; in turn ${order}; ${w.passes} of ${w.eligible.length} passed in a row (all pass: it closes)`)];
}

function attackSection(v, ctx) {
  const av = v.attack;
  if (!av) return null;
  const a = av.attack, st = av.strength || {};
  const target = `${cardName(a.targetCard)} [${a.target}]`;
  const where = a.owner < 0 ? 'in the attacker\'s hand' : a.owner === a.attacker ? `${ctx.name(a.owner)}'s own` : `controlled by ${ctx.name(a.owner)}`;
  // Each term with the sign it counts with (the defence, the target's position, master alignments and opposition
  // count against the attack); when these do not add up to the served total, the raw terms are shown unsigned.
  const rows = [['attack', 'Attacking Power', 1], ['defence', 'Defence (Resistance, or Power when destroying)', -1], ['alignment', 'Alignments', 1],
    ['position', 'Position of the target (for the defender)', -1], ['masterAlignment', 'Master alignments (for the defender)', -1],
    ['bonuses', 'Abilities', 1], ['aid', 'Aid', 1], ['opposition', 'Opposition', -1]];
  const signedSum = rows.reduce((n, [k, , sign]) => n + sign * (st[k] || 0), 0);
  const signed = signedSum === st.total;
  const term = (k, sign) => { const x = (signed ? sign : 1) * (st[k] || 0); return signed ? (x < 0 ? `− ${-x}` : `+ ${x}`) : String(x); };
  const need = st.total >= 10 ? 'a roll of 10 or less on 2d6 (11 and 12 always fail)' : st.total >= 2 ? `a roll of ${st.total} or less on 2d6`
    : 'no roll: it fails (strength below 2)';
  return h('section.attack', { 'aria-label': 'attack in progress' },
    h('h3', `Attack in progress: ${words(a.type)}${a.privileged ? ' (privileged)' : ''}`),
    h('dl',
      h('dt', 'Attacker'), h('dd', ctx.name(a.attacker), a.by ? ` with ${named(a.by)}` : '', a.plot ? ` by the Plot ${cardName(a.plotCard)} [${a.plot}] (Power ${a.instantPower} against ${a.targetPower})` : ''),
      h('dt', 'Target'), h('dd.target', `${target}, ${where}`),
      windowPart(v.window, ctx),
      h('dt', 'Strength'), h('dd.strength', `${st.total} — succeeds with ${need}`),
      a.contributions.length ? [h('dt', 'Added since'), h('dd', h('ul', a.contributions.map(c => h('li',
        `${ctx.name(c.seat)}: ${words(c.kind)} ${c.aid ? 'aiding' : 'opposing'} ${c.aid ? '+' : '−'}${Math.abs(c.value)} (${c.uid ? named(c.uid) : cardName(c.card)})`))))] : null,
      a.committed ? null : [h('dt', 'Call off'), h('dd', 'still possible (nothing committed yet)')]),
    h('table.breakdown', h('caption', 'Strength, term by term'), h('tbody',
      rows.map(([k, label, sign]) => h('tr', { 'data-term': k }, h('th', { scope: 'row' }, label), h('td', term(k, sign)))),
      h('tr', { 'data-term': 'total' }, h('th', { scope: 'row' }, 'Total'), h('td', h('strong', String(st.total)))))));
}

/** The Plot announced and not yet resolved (from the events: the view holds only its window). */
function plotInProgress(v, ctx) {
  if (!v.window || v.window.kind !== 'PLOT') return null;
  const evs = ctx.events || [];
  for (let i = evs.length - 1; i >= 0; i--) {
    const e = evs[i];
    if (e.type === 'PLOT_RESOLVED' || e.type === 'PLOT_CANCELLED') break;
    if (e.type === 'PLOT_ANNOUNCED') return e.data;
  }
  return {};
}

function plotSection(v, ctx) {
  const p = plotInProgress(v, ctx);
  if (!p) return null;
  return h('section.plot', { 'aria-label': 'Plot in progress' },
    h('h3', 'Plot in progress', p.card ? `: ${cardName(p.card)}` : ''),
    h('dl',
      p.seat !== undefined ? [h('dt', 'Played by'), h('dd', ctx.name(p.seat))] : null,
      p.target ? [h('dt', 'Target'), h('dd', named(p.target))] : null,
      p.card && def(p.card) ? [h('dt', 'Text'), h('dd', def(p.card).text)] : null,
      windowPart(v.window, ctx)));
}

/** The newest roll among the events up to this version (2d6 of an attack, or the first player's rolls). */
function lastRoll(ctx) {
  const evs = ctx.events || [];
  for (let i = evs.length - 1; i >= 0; i--) {
    const e = evs[i];
    if (e.type === 'ATTACK_RESOLVED' && e.data.dice && e.data.dice.length) {
      const sum = e.data.dice.reduce((a, b) => a + b, 0);
      return h('p.roll', { 'data-seq': e.seq }, h('span.label', `Last roll (event #${e.seq}): `),
        `${dice(e.data.dice)} = ${sum} against strength ${e.data.strength}: ${e.data.success ? '✔ the attack succeeds' : '✘ the attack fails'}`);
    }
    if (e.type === 'FIRST_PLAYER_ROLLED') {
      return h('p.roll', { 'data-seq': e.seq }, h('span.label', `Roll for the first player (event #${e.seq}): `),
        `2d6 each: ${firstRolls(e.data.rolls, ctx)} → ${ctx.name(e.data.first)} begins`);
    }
  }
  return null;
}

export function render(state, ctx) {
  const v = state.view;
  if (!v) return h('p', 'The decks are shuffled when every seat is taken.');
  learn(v);
  const phase = v.phase === 'LEAD' ? 'every seat chooses its lead Group' : v.phase === 'FINISHED' ? 'the game is over'
    : `${ctx.name(v.current)}'s turn, ${words(v.phase)}`;
  return h('section.inwo',
    h('p.table-facts', `Phase ${v.phase} — ${phase} · turn ${v.turn}${v.turnLimit ? ' of ' + v.turnLimit : ''} · first player ${ctx.name(v.first)} · Basic Goal ${v.basicGoal} groups`),
    (v.winners || []).length ? h('p.winner', { role: 'status' }, 'Winners: ' + v.winners.map(ctx.name).join(', ') + (v.reason ? ` (${words(v.reason)})` : '')) : null,
    attackSection(v, ctx),
    plotSection(v, ctx),
    !v.attack && v.window && v.window.kind !== 'PLOT' ? h('section.window', { 'aria-label': 'priority window' }, h('h3', `Window after the ${words(v.window.kind)}`), h('dl', windowPart(v.window, ctx))) : null,
    lastRoll(ctx),
    (v.nwo || []).length ? h('p.nwo', h('span.label', 'New World Orders: '), v.nwo.map(n => `${cardName(n.card)} (${words(n.colour)}, ${ctx.name(n.seat)})`).join('; ')) : null,
    h('div.players', (v.players || []).map(p => playerPanel(p, state, ctx))));
}

const GROUPS = { CHOOSE_LEAD: 'Setup', DRAW: 'Draw', TAKEOVER: 'Takeover', SKIP_TAKEOVER: 'Takeover', ATTACK: 'Attack',
  AID: 'Aid or oppose', OPPOSE: 'Aid or oppose', PLAY_AGENT: 'Aid or oppose', PLAY_PLOT: 'Plots', BUY_PLOT: 'Plots',
  PASS: 'Window', CALL_OFF: 'Window', USE_ABILITY: 'Window', MOVE: 'Structure', RELINK: 'Structure',
  PLAY_RESOURCE: 'Structure', ILLUMINATI_DRAW: 'Structure', RELIEVE: 'Structure', END_TURN: 'End of turn', DISCARD: 'Discard' };
/** The heading a legal-move button is listed under (the page groups the buttons by it). */
export const moveGroup = (m) => GROUPS[m.type] || 'Other';

export function moveLabel(m, state) {
  if (state && state.view) learn(state.view);
  switch (m.type) {
    case 'CHOOSE_LEAD': return `Choose ${cardName(m.card)} as lead Group`;
    case 'DRAW': return m.plot && m.group ? 'Draw a Plot and a Group' : m.plot ? 'Draw a Plot' : m.group ? 'Draw a Group' : 'Draw nothing';
    case 'TAKEOVER': return `Take over ${named(m.card)} under ${named(m.master)}`;
    case 'SKIP_TAKEOVER': return 'No takeover';
    case 'ATTACK': return `${m.kind === 'DESTROY' ? 'Destroy' : m.kind === 'CONTROL' ? 'Control' : words(m.kind)}: ${named(m.attacker)} attacks ${named(m.target)}${m.privileged ? ' (privileged)' : ''}`;
    case 'MOVE': return `Move ${named(m.group)} under ${named(m.master)} (token of ${named(m.payer)})`;
    case 'RELINK': return `Relink ${named(m.resource)} to ${named(m.group)}`;
    case 'PLAY_RESOURCE': return `Play the Resource ${named(m.card)} on ${named(m.group)}`;
    case 'ILLUMINATI_DRAW': return 'Illuminati token: draw a Group';
    case 'BUY_PLOT': return `Buy a Plot (token${m.payer2 ? 's' : ''} of ${named(m.payer)}${m.payer2 ? ' and ' + named(m.payer2) : ''})`;
    case 'PLAY_PLOT': return `Play ${named(m.card)}${m.target ? ' on ' + named(m.target) : ''}${m.helper ? ', helped by ' + named(m.helper) : ''}`;
    case 'AID': return `Aid with ${named(m.group)} (${m.global ? 'Global Power' : 'Power'})`;
    case 'OPPOSE': return `Oppose with ${named(m.group)} (${m.global ? 'Global Power' : 'Power'})`;
    case 'PLAY_AGENT': return `Agents ${named(m.card)} ${m.aid ? 'aiding (+10)' : 'opposing (−6)'}`;
    case 'USE_ABILITY': return `Use the ability of ${named(m.group)}`;
    case 'CALL_OFF': return 'Call the attack off';
    case 'RELIEVE': return `Relieve ${named(m.place)}`;
    case 'END_TURN': return 'End the turn (knock)';
    case 'PASS': return 'Pass';
    case 'DISCARD': return `Discard ${named(m.card)}`;
    default: return commandText(m);
  }
}

export function describe(ev, ctx) {
  const d = ev.data || {};
  const w = (s) => ctx.name(s);
  const list = (xs) => (xs || []).map(named).join(', ');
  switch (ev.type) {
    case 'GAME_CREATED': return `Game created: ${d.seats} seats${d.seeded ? ', seeded' : ''}; seed commitment ${String(d.seedCommitment).slice(0, 12)}…`;
    case 'SEAT_TAKEN': return `${d.name || 'someone'} takes seat ${d.seat}`;
    case 'SEAT_TOKEN_REISSUED': return `Seat ${d.seat}'s token was replaced by its ${d.by === 'CREATOR' ? 'creator' : 'holder'}`;
    case 'DECK_CHOSEN': return `${w(d.seat)} brings a deck of ${d.size} cards`;
    case 'GAME_SET_UP': return `Decks shuffled: ${(d.decks || []).map(x => `${w(x.seat)} plays ${cardName(x.illuminati)}`).join('; ')}; Basic Goal ${d.basicGoal}`;
    case 'CARDS_DRAWN': return `${w(d.seat)} draws ${d.count} ${d.plot ? 'Plot' : 'Group'}${d.count === 1 ? '' : 's'}${d.cards ? ': ' + d.cards.map(c => cardName(c.card)).join(', ') : ''}`;
    case 'LEAD_CHOSEN': return `${w(d.seat)} chooses a lead Group${d.card ? ': ' + cardName(d.card) : ''}`;
    case 'LEADS_REVEALED': return `Leads revealed: ${(d.placed || []).map(p => `${cardName(p.card)} (${w(p.seat)})`).join(', ')}`;
    case 'FIRST_PLAYER_ROLLED': return `2d6 for the first player: ${firstRolls(d.rolls, ctx)} → ${w(d.first)} begins`;
    case 'TURN_STARTED': return `Turn ${d.turn}: ${w(d.seat)}`;
    case 'PHASE_CHANGED': return `Phase ${d.phase}`;
    case 'CARD_PLACED': return `${w(d.placement.seat)} ${d.takeover ? 'takes over' : 'places'} ${cardName(d.placement.card)} under ${named(d.placement.master)}`;
    case 'TOKENS_PLACED': return `${w(d.seat)} gets action tokens on ${(d.uids || []).length} cards`;
    case 'TOKENS_SPENT': return `${w(d.seat)} spends tokens of ${list(d.uids)} (${words(d.why)})`;
    case 'PLOT_BOUGHT': return `${w(d.seat)} buys a Plot with ${list(d.payers)}`;
    case 'ATTACK_ANNOUNCED': { const a = d.attack; return `${w(a.attacker)} attacks ${cardName(a.targetCard)} to ${words(a.type)}${a.by ? ' with ' + named(a.by) : ''}${a.plotCard ? ' by ' + cardName(a.plotCard) : ''}`; }
    case 'ATTACK_JOINED': { const c = d.contribution; return `${w(c.seat)} ${c.aid ? 'aids' : 'opposes'}: ${words(c.kind)} ${c.value}${c.card ? ' (' + cardName(c.card) + ')' : ''}`; }
    case 'ATTACK_CANCELLED': return `${w(d.seat)} cancels the attack${d.card ? ' with ' + cardName(d.card) : ''}`;
    case 'ATTACK_CALLED_OFF': return `${w(d.seat)} calls the attack off`;
    case 'PASSED': return `${w(d.seat)} passes`;
    case 'PRIORITY_MOVED': return `Priority to ${w(d.window.priority)}`;
    case 'ATTACK_RESOLVED': return d.dice && d.dice.length
      ? `Roll ${dice(d.dice)} = ${d.dice.reduce((a, b) => a + b, 0)} against ${d.strength}: ${d.success ? 'the attack succeeds' : 'the attack fails'}`
      : `The attack ${d.success ? 'succeeds' : 'fails'} (${words(d.why)}, strength ${d.strength})`;
    case 'GROUP_CAPTURED': return `${w(d.seat)} controls ${named(d.uid)} under ${named(d.master)}`;
    case 'GROUP_DESTROYED': return `${cardName(d.card)} is destroyed by ${w(d.seat)}`;
    case 'DEVASTATED': return `${named(d.uid)} is devastated`;
    case 'RELIEVED': return `${w(d.seat)} relieves ${named(d.uid)}`;
    case 'TOP_CARDS_DISCARDED': return `${w(d.seat)} discards the top ${d.plot ? 'Plot' : 'Group'} cards: ${(d.cards || []).map(cardName).join(', ')}`;
    case 'CARD_DISCARDED': return `${w(d.seat)} discards ${cardName(d.card)} (${words(d.why)})`;
    case 'PLOT_PLAYED': return `${w(d.seat)} plays ${cardName(d.card)}${d.target ? ' on ' + named(d.target) : ''}`;
    case 'PLOT_ANNOUNCED': return `${w(d.seat)} announces the Plot ${cardName(d.card)}${d.target ? ' on ' + named(d.target) : ''}`;
    case 'PLOT_RESOLVED': return `The Plot ${cardName(d.card)} of ${w(d.seat)} resolves`;
    case 'PLOT_CANCELLED': return `${w(d.seat)} cancels ${d.cancelled ? cardName(d.cancelled) : 'a Plot'} with ${cardName(d.card)}`;
    case 'NWO_IN_PLAY': return `New World Order ${cardName(d.card)} (${words(d.colour)}) in play`;
    case 'GROUP_CHANGED': return `${named(d.uid)} now has Power ${d.power}`;
    case 'TOKENS_GIVEN': return `${w(d.seat)} gets tokens on ${list(d.uids)}`;
    case 'GROUP_MOVED': return `${w(d.seat)} moves ${named(d.uid)} under ${named(d.master)}`;
    case 'RESOURCE_RELINKED': return `${w(d.seat)} relinks ${named(d.uid)} to ${named(d.group)}`;
    case 'KNOCKED': return `${w(d.seat)} knocks: the turn ends`;
    case 'VICTORY_DECLARED': return `Victory declared by ${(d.seats || []).map(w).join(', ')}`;
    case 'TURN_ENDED': return `${w(d.seat)}'s turn ends`;
    case 'PLAYER_ELIMINATED': return `${w(d.seat)} is eliminated`;
    case 'GAME_ENDED': return `Game over (${words(d.reason)}): ${(d.winners || []).map(w).join(', ') || 'no winner'}`;
    default: return eventText(ev);
  }
}
