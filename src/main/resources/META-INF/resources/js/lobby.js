// The lobby: game types, open/running/finished games (paged), create a game, take a seat, open a table.
import * as api from './api.js';
const { h } = api;
const $ = (s) => document.getElementById(s);
let types = [];

function say(text, kind = 'info') { $('message').replaceChildren(text ? h('p', { class: 'msg ' + kind }, text) : ''); }

function optionInput(o) {
  const idFor = 'opt-' + o.name;
  const hint = [o.description, o.defaultValue !== undefined && o.defaultValue !== null ? `default ${o.defaultValue}` : null,
    o.min !== undefined && o.min !== null ? `min ${o.min}` : null, o.max !== undefined && o.max !== null ? `max ${o.max}` : null].filter(Boolean).join('; ');
  let input;
  if (o.values && o.values.length) {
    input = h('select', { id: idFor, name: o.name, 'data-kind': o.kind }, h('option', { value: '' }, '(default)'), o.values.map(v => h('option', { value: v }, v)));
  } else if ((o.kind || '').toUpperCase().startsWith('BOOL')) {
    input = h('select', { id: idFor, name: o.name, 'data-kind': 'BOOLEAN' }, h('option', { value: '' }, '(default)'), h('option', { value: 'true' }, 'yes'), h('option', { value: 'false' }, 'no'));
  } else {
    const numeric = /INT|LONG|NUM/i.test(o.kind || '');
    input = h('input', { id: idFor, name: o.name, type: numeric ? 'number' : 'text', 'data-kind': numeric ? 'NUMBER' : 'STRING', min: o.min, max: o.max });
  }
  return h('p', h('label', { for: idFor }, o.name), ' ', input, hint ? h('small', ' ' + hint) : null);
}

function showForm() {
  const t = types.find(x => x.type === $('type').value);
  if (!t) return;
  $('seats').min = t.minSeats; $('seats').max = t.maxSeats;
  if (!$('seats').value || +$('seats').value < t.minSeats || +$('seats').value > t.maxSeats) $('seats').value = t.minSeats;
  $('options').replaceChildren(h('legend', 'Options (empty: the default)'), ...(t.options || []).map(optionInput));
}

async function create(ev) {
  ev.preventDefault();
  const options = {};
  for (const el of $('options').querySelectorAll('[name]')) {
    if (el.value === '') continue;
    const kind = el.dataset.kind;
    options[el.name] = kind === 'NUMBER' ? Number(el.value) : kind === 'BOOLEAN' ? el.value === 'true' : el.value;
  }
  try {
    const g = await api.createGame($('type').value, Number($('seats').value), options);
    sessionStorage.setItem('tabletop.creator.' + g.id, g.creatorToken);
    $('created').replaceChildren(h('div.created', { 'data-game-id': g.id },
      h('p', 'Created ', h('strong', `${g.type} game ${g.id}`), ` with ${g.seats.length} seats; seed commitment ${g.seedCommitment}.`),
      g.inviteSecret ? h('p', 'Invite secret (give it to the players): ', h('code', g.inviteSecret)) : null,
      h('p', 'The creator token (kept in this tab) recovers only the seats you take with it; each player recovers a lost token with the recovery secret that came with it: ', h('code', g.creatorToken)),
      seatForm(g.id, g.options && g.options.inviteOnly, g.type)));
    say('');
    loadLists();
  } catch (e) { say('Could not create the game: ' + e.message, 'error'); }
}

function seatForm(id, invite, type) {
  const nameId = `name-${id}`, secretId = `secret-${id}`, deckId = `deck-${id}`;
  // Games played with decks (INWO): a seat brings one; the lobby offers the type's ready-made starter decks.
  const t = types.find(x => x.type === type);
  const decks = t && Array.isArray(t.starterDecks) ? t.starterDecks : [];
  return h('form.take-seat', { 'data-game-id': id, onsubmit: async (ev) => {
    ev.preventDefault();
    // This form's own fields (the same game may also be listed below the one just created).
    const f = ev.currentTarget.elements;
    const name = f.namedItem('name').value.trim() || 'player';
    try {
      const g = await api.takeSeat(id, name, undefined, invite ? f.namedItem('inviteSecret').value : undefined,
        decks.length ? { starter: f.namedItem('deck').value } : undefined);
      location.href = `/game.html?id=${id}&seat=${g.seat}`;
    } catch (e) { say(`Could not take a seat: ${e.message}`, 'error'); }
  } },
  h('label', { for: nameId }, 'Your name'), ' ', h('input', { id: nameId, name: 'name', maxlength: 100, required: true, autocomplete: 'nickname' }), ' ',
  invite ? [h('label', { for: secretId }, 'Invite secret'), ' ', h('input', { id: secretId, name: 'inviteSecret' }), ' '] : null,
  decks.length ? [h('label', { for: deckId }, 'Deck'), ' ', h('select', { id: deckId, name: 'deck' },
    decks.map(d => h('option', { value: d.id }, `${d.name} (${d.cards.length} cards)`))), ' '] : null,
  h('button', { type: 'submit' }, 'Take a seat'));
}

function gameRow(g) {
  const mine = api.seats(g.id);
  const seatsText = g.seats.map(s => `${s.seat}: ${s.name || '(free)'}`).join(', ');
  return h('li.game', { 'data-game-id': g.id, 'data-type': g.type },
    h('p', h('strong', g.type), ` ${g.id} · version ${g.version} · seats ${seatsText}`,
      g.awaiting.length && g.status === 'ACTIVE' ? ` · awaiting ${g.awaiting.join(', ')}` : '',
      g.status === 'FINISHED' && g.winners.length ? ` · winners ${g.winners.join(', ')}` : '',
      g.seeded ? ' · seeded' : '', g.imported ? ' · imported' : ''),
    h('p.actions',
      Object.keys(mine).map(s => [h('a.open-seat', { href: `/game.html?id=${g.id}&seat=${s}` }, `Open as seat ${s}`), ' ']),
      h('a.watch', { href: `/game.html?id=${g.id}` }, 'Watch as spectator'),
      g.status === 'FINISHED' ? [' ', h('a', { href: `/replay.html?id=${g.id}` }, 'Replay'), ' ', h('a', { href: `/audit.html?id=${g.id}` }, 'Audit')] : [' ', h('a', { href: `/replay.html?id=${g.id}` }, 'Replay so far')]),
    g.status === 'OPEN' ? seatForm(g.id, g.options && g.options.inviteOnly, g.type) : null);
}

async function loadList(status, cursor, history = []) {
  const box = $('list-' + status);
  const q = { status, limit: 10 };
  if (cursor) q.cursor = cursor;
  try {
    const page = await api.listGames(q);
    box.replaceChildren(
      page.games.length ? h('ul.games', page.games.map(gameRow)) : h('p', 'None.'),
      h('p.pager',
        history.length ? h('button', { type: 'button', onclick: () => loadList(status, history[history.length - 1], history.slice(0, -1)) }, 'Previous page') : null, ' ',
        page.next ? h('button', { type: 'button', onclick: () => loadList(status, page.next, [...history, cursor]) }, 'Next page') : null));
  } catch (e) { box.replaceChildren(h('p', 'Could not list: ' + e.message)); }
}

function loadLists() { ['OPEN', 'ACTIVE', 'FINISHED'].forEach(s => loadList(s)); }

async function main() {
  $('top').replaceChildren(api.nav('/'));
  types = await api.gameTypes();
  $('type').replaceChildren(...types.map(t => h('option', { value: t.type }, `${t.title || t.type} (${t.type})`)));
  $('types').replaceChildren(h('ul', types.map(t => h('li', h('strong', t.title || t.type), ` — ${t.type}, ${t.minSeats}–${t.maxSeats} seats; options: ${(t.options || []).map(o => o.name).join(', ') || 'none'}`))));
  $('type').addEventListener('change', showForm);
  $('create').addEventListener('submit', create);
  showForm();
  loadLists();
}
main().catch(e => say('Could not load the lobby: ' + e.message, 'error'));
