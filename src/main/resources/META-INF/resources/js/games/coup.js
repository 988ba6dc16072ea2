// Coup's table: influence cards, coins, the court deck's size, the turn and the reaction window.
import { h, commandText } from '../api.js';

export const title = 'Coup';

const ACTION = {
  USA: 'USA (income +1)', LOCAL_BUSINESS: 'Local business (+2)', SCANDAL: 'Scandal (coup, 7 coins)',
  RUSSIA: 'Russia (+3)', PROTEST: 'Protest (pay 3: influence lost)', MEDIA: 'Media (exchange)',
  UN: 'UN', POLICE: 'Police (take 2)',
};
const card = (c) => !c ? '?' : c.length <= 2 ? c : c.charAt(0) + c.slice(1).toLowerCase().replaceAll('_', ' ');
const who = (ctx, seat) => ctx.name(seat);

const STEP = {
  DECLARE: 'declares an action', REACTIONS: 'reaction window: others may pass, challenge or block',
  BLOCK_RESPONSE: 'the actor answers the block', LOSE_INFLUENCE: 'an influence is lost',
  EXCHANGE: 'exchanging cards', SHOW: 'the UN target shows a card', DECIDE: 'the UN inspector decides',
};

export function render(state, ctx) {
  const v = state.view;
  if (!v) return h('p', 'The cards are dealt when every seat is taken.');
  const t = v.turn;
  const awaiting = new Set(state.awaiting || []);
  const players = (v.players || []).map(p => {
    const cards = [];
    (p.hand || []).forEach(c => cards.push(h('li.card.hidden-own', { 'data-card': c }, h('span.face', card(c)), h('span.note', ' (hidden, in hand)'))));
    if (!p.hand) for (let i = 0; i < p.hiddenCount; i++) cards.push(h('li.card.face-down', 'hidden card'));
    (p.revealed || []).forEach(c => cards.push(h('li.card.revealed', { 'data-card': c }, h('s', card(c)), ' (revealed, lost)')));
    const marks = [];
    if (state.seat === p.seat) marks.push(ctx.you || 'you');
    if (t && t.seat === p.seat && state.status !== 'FINISHED') marks.push('turn');
    if (awaiting.has(p.seat)) marks.push('awaited');
    if (p.eliminated) marks.push('out');
    if ((v.winners || []).includes(p.seat) || v.winner === p.seat) marks.push('winner');
    return h('article.player', { 'data-seat': p.seat, 'aria-label': who(ctx, p.seat), class: 'player' + (awaiting.has(p.seat) ? ' awaited' : '') + (p.eliminated ? ' out' : '') },
      h('h3', who(ctx, p.seat), marks.length ? h('span.marks', ' [' + marks.join(', ') + ']') : null),
      h('p.coins', `Coins: ${p.coins}`),
      h('p', `Influence: ${p.hiddenCount} hidden`),
      h('ul.cards', { 'aria-label': 'influence cards' }, cards));
  });
  const turn = t ? h('section.turn', { 'aria-label': 'turn' },
    h('h3', `Turn ${t.number}: ${who(ctx, t.seat)}`),
    h('dl',
      h('dt', 'Step'), h('dd', `${t.step || '—'}${STEP[t.step] ? ' — ' + STEP[t.step] : ''}`),
      t.action ? [h('dt', 'Action'), h('dd', ACTION[t.action] || t.action, t.target !== null ? ` → ${who(ctx, t.target)}` : '', t.mode ? ` (${t.mode})` : '')] : null,
      t.block ? [h('dt', 'Block'), h('dd', `${who(ctx, t.reactor)} blocks with ${card(t.block)}`)] : null,
      t.step === 'REACTIONS' && t.pending ? [h('dt', 'Reaction window'), h('dd', 'still to answer: ' + (t.pending.map(s => who(ctx, s)).join(', ') || 'nobody'))] : null,
      t.loser !== null ? [h('dt', 'Loses an influence'), h('dd', who(ctx, t.loser))] : null,
      t.provenCard ? [h('dt', 'Proven card (aside)'), h('dd', `${card(t.provenCard)} of ${who(ctx, t.provenBy)}`)] : null)) : null;
  const priv = v.private && (v.private.drawn || v.private.shown) ? h('section.private', { 'aria-label': 'only you see' },
    h('h3', 'Only you see'),
    v.private.drawn ? h('p', 'Drawn: ' + v.private.drawn.map(card).join(', ')) : null,
    v.private.shown ? h('p', 'Shown to you: ' + card(v.private.shown)) : null) : null;
  const winners = (v.winners && v.winners.length ? v.winners : v.winner !== null ? [v.winner] : []);
  return h('section.coup',
    h('p.table-facts', `Variant ${v.variant} · court deck: ${v.deckSize} cards · turn limit ${v.turnLimit}`),
    winners.length ? h('p.winner', { role: 'status' }, 'Winner: ' + winners.map(s => who(ctx, s)).join(', ')) : null,
    turn, priv,
    h('div.players', players));
}

export function moveLabel(m, state, ctx) {
  switch (m.type) {
    case 'DECLARE': return `Declare ${ACTION[m.action] || m.action}${m.target !== undefined && m.target !== null ? ' → ' + who(ctx, m.target) : ''}${m.mode ? ' (' + m.mode + ')' : ''}`;
    case 'PASS': return 'Pass';
    case 'CHALLENGE': return 'Challenge';
    case 'BLOCK': return `Block with ${card(m.card)}`;
    case 'ACCEPT_BLOCK': return 'Accept the block';
    case 'REVEAL': return `Reveal ${card(m.card)} (lose it)`;
    case 'KEEP': return `Keep ${m.cards.map(card).join(' + ')}`;
    case 'SHOW': return `Show ${card(m.card)}`;
    case 'FORCE_EXCHANGE': return m.exchange ? 'Force the exchange' : 'Let them keep the card';
    default: return commandText(m);
  }
}

export function describe(ev, ctx) {
  const d = ev.data || {};
  const w = (s) => who(ctx, s);
  switch (ev.type) {
    case 'GAME_CREATED': return `Game created: ${d.seats} seats${d.seeded ? ', seeded' : ''}; seed commitment ${String(d.seedCommitment).slice(0, 12)}…`;
    case 'SEAT_TAKEN': return `${d.name || 'someone'} takes seat ${d.seat}`;
    case 'SEAT_TOKEN_REISSUED': return `Seat ${d.seat}'s token was replaced by its ${d.by === 'CREATOR' ? 'creator' : 'holder'}`;
    case 'GAME_ABANDONED': return `Game abandoned (${d.reason})`;
    case 'CARDS_DEALT': return `Cards dealt; ${w(d.firstSeat)} begins; court deck ${d.deckSize}`;
    case 'TURN_STARTED': return `${w(d.seat)}'s turn`;
    case 'ACTION_DECLARED': return `${w(d.seat)} declares ${ACTION[d.action] || d.action}${d.target !== null && d.target !== undefined ? ' against ' + w(d.target) : ''}${d.mode ? ' (' + d.mode + ')' : ''}`;
    case 'REACTION_PASSED': return `${w(d.seat)} passes`;
    case 'ACTION_CHALLENGED': return `${w(d.seat)} challenges the action`;
    case 'BLOCK_DECLARED': return `${w(d.seat)} blocks with ${card(d.card)}`;
    case 'BLOCK_ACCEPTED': return `${w(d.seat)} accepts the block`;
    case 'BLOCK_CHALLENGED': return `${w(d.seat)} challenges the block`;
    case 'CLAIM_PROVEN': return `${w(d.seat)} proves the claim with ${card(d.card)}`;
    case 'CLAIM_REFUTED': return `${w(d.seat)} cannot prove the claim${d.card ? ' (' + card(d.card) + ')' : ''}`;
    case 'COINS_PAID': return `${w(d.seat)} pays ${d.amount}`;
    case 'COINS_GAINED': return `${w(d.seat)} gains ${d.amount}`;
    case 'COINS_TAKEN': return `${w(d.seat)} takes ${d.amount} from ${w(d.from)}`;
    case 'ACTION_RESOLVED': return `${ACTION[d.action] || d.action} of ${w(d.seat)} resolves`;
    case 'EFFECT_VOID': return `${ACTION[d.action] || d.action} of ${w(d.seat)} has no effect on ${w(d.target)}`;
    case 'INFLUENCE_LOST': return `${w(d.seat)} loses an influence: ${card(d.card)}`;
    case 'PLAYER_ELIMINATED': return `${w(d.seat)} is out`;
    case 'CARDS_DRAWN': return `${w(d.seat)} draws ${d.count}${d.cards ? ': ' + d.cards.map(card).join(', ') : ''}`;
    case 'CARDS_KEPT': return `${w(d.seat)} keeps ${d.kept ? d.kept.map(card).join(', ') : 'cards'} and returns ${d.returnedCount}`;
    case 'CARD_SHOWN': return `${w(d.seat)} shows ${d.card ? card(d.card) : 'a card'} to ${w(d.to)}`;
    case 'EXCHANGE_DECIDED': return `${w(d.seat)} ${d.exchange ? 'forces' : 'waives'} the exchange of ${w(d.target)}`;
    case 'INSPECTED_CARD_REPLACED': return `${w(d.seat)} replaces the inspected card`;
    case 'PROVEN_CARD_REPLACED': return `${w(d.seat)} shuffles the proven card back and draws another`;
    case 'GAME_WON': return `${w(d.seat)} wins`;
    case 'TURN_LIMIT_REACHED': return `Turn limit reached at turn ${d.turn}; winners: ${(d.winners || []).map(w).join(', ')}`;
    default: return ev.type;
  }
}
