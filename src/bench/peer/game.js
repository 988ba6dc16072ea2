'use strict';
// A simplified Coup for boardgame.io 0.50, with the same shape of work per game as the service's Coup: a turn is a
// declared action; a claimed character opens a reaction window in which every other player still in passes or
// challenges (the first challenge wins; passes carry ignoreStaleStateID, the analogue of the service's commuting
// reactions); a lost challenge or an assassination or coup makes a player reveal (lose) one of their hidden cards;
// a player without hidden cards is out; the last player in wins. Hands and the deck are hidden (playerView).
// Every move runs on the server only (client: false), so a bot is a pure sender, as the service's bots are.
const { INVALID_MOVE } = require('boardgame.io/core');

const CHARACTERS = ['DUKE', 'ASSASSIN', 'CAPTAIN', 'AMBASSADOR', 'CONTESSA'];
// action -> [claimed character or null, cost, needs a target, opens a reaction window]
const ACTIONS = {
  INCOME: [null, 0, false, false],
  FOREIGN_AID: [null, 0, false, true], // blockable in Coup: here a window of passes and challenges as well
  TAX: ['DUKE', 0, false, true],
  STEAL: ['CAPTAIN', 0, true, true],
  ASSASSINATE: ['ASSASSIN', 3, true, true],
  EXCHANGE: ['AMBASSADOR', 0, false, true],
  COUP: [null, 7, true, false],
};

const alive = (G, p) => G.players[p].hand.length > 0;
const others = (G, ctx, p) => ctx.playOrder.filter((q) => q !== p && alive(G, q));

function nextPlayer(G, ctx) {
  const order = ctx.playOrder;
  let i = order.indexOf(ctx.currentPlayer);
  for (let k = 0; k < order.length; k++) {
    i = (i + 1) % order.length;
    if (alive(G, order[i])) return order[i];
  }
  return ctx.currentPlayer;
}

// After a window or a reveal: the next player who must lose a card, or the end of the turn.
function proceed(G, ctx, events) {
  while (G.losers.length > 0 && !alive(G, G.losers[0])) G.losers.shift();
  if (G.losers.length > 0) {
    events.setActivePlayers({ value: { [G.losers[0]]: 'lose' } });
    return;
  }
  G.pending = null;
  if (ctx.playOrder.filter((p) => alive(G, p)).length <= 1) return; // endIf takes over
  events.endTurn({ next: nextPlayer(G, ctx) });
}

function resolve(G, ctx, random) {
  const { actor, action, target } = G.pending;
  const me = G.players[actor];
  switch (action) {
    case 'FOREIGN_AID': me.coins += 2; break;
    case 'TAX': me.coins += 3; break;
    case 'STEAL': {
      const got = Math.min(2, G.players[target].coins);
      G.players[target].coins -= got;
      me.coins += got;
      break;
    }
    case 'ASSASSINATE': if (alive(G, target)) G.losers.push(target); break;
    case 'EXCHANGE': { // draw two, keep as many as before (at random: the choice is the bot's in the service)
      const pool = me.hand.concat(G.deck.splice(0, 2));
      const shuffled = random.Shuffle(pool);
      me.hand = shuffled.slice(0, me.hand.length);
      G.deck = random.Shuffle(G.deck.concat(shuffled.slice(me.hand.length)));
      break;
    }
    default: break;
  }
}

const counted = (G, playerID) => { G.accepted[playerID] = (G.accepted[playerID] || 0) + 1; G.seq++; };

const Coup = {
  name: 'coup',
  minPlayers: 2,
  maxPlayers: 6,
  setup: ({ ctx, random }) => {
    let deck = [];
    for (const c of CHARACTERS) deck.push(c, c, c);
    deck = random.Shuffle(deck);
    const players = {};
    for (const p of ctx.playOrder) players[p] = { hand: deck.splice(0, 2), revealed: [], coins: 2 };
    return { players, deck, pending: null, losers: [], accepted: {}, seq: 0 };
  },
  playerView: ({ G, playerID }) => {
    const players = {};
    for (const [p, s] of Object.entries(G.players)) {
      players[p] = p === playerID ? s : { hand: s.hand.map(() => null), revealed: s.revealed, coins: s.coins };
    }
    return { ...G, players, deck: G.deck.length };
  },
  turn: {
    order: { first: () => 0, next: () => undefined }, // endTurn always names the next player
  },
  moves: {
    declare: {
      client: false,
      move: ({ G, ctx, playerID, events, random }, action, target) => {
        const a = ACTIONS[action];
        const me = G.players[playerID];
        if (!a || G.pending || ctx.activePlayers || me.coins < a[1]) return INVALID_MOVE;
        if (me.coins >= 10 && action !== 'COUP') return INVALID_MOVE;
        if (a[2] && (target === playerID || !G.players[target] || !alive(G, target))) return INVALID_MOVE;
        me.coins -= a[1];
        counted(G, playerID);
        G.pending = { id: G.seq, actor: playerID, action, target: a[2] ? target : null, passed: [] };
        if (action === 'COUP') {
          G.losers.push(target);
          proceed(G, ctx, events);
        } else if (!a[3]) {
          me.coins += 1; // INCOME
          proceed(G, ctx, events);
        } else {
          const value = {};
          for (const q of others(G, ctx, playerID)) value[q] = 'react';
          events.setActivePlayers({ value });
        }
      },
    },
    pass: {
      client: false,
      ignoreStaleStateID: true, // passes commute, as the service's reactions do
      move: ({ G, ctx, playerID, events, random }) => {
        if (!G.pending || !ctx.activePlayers || ctx.activePlayers[playerID] !== 'react') return INVALID_MOVE;
        if (G.pending.passed.includes(playerID)) return INVALID_MOVE;
        counted(G, playerID);
        G.pending.passed.push(playerID);
        if (G.pending.passed.length < others(G, ctx, G.pending.actor).length) {
          events.endStage(); // this player is done; the others still react
          return;
        }
        resolve(G, ctx, random);
        proceed(G, ctx, events);
      },
    },
    challenge: {
      client: false,
      move: ({ G, ctx, playerID, events, random }) => {
        if (!G.pending || !ctx.activePlayers || ctx.activePlayers[playerID] !== 'react') return INVALID_MOVE;
        counted(G, playerID);
        const { actor, action } = G.pending;
        const claim = ACTIONS[action][0];
        const hand = G.players[actor].hand;
        if (claim && hand.includes(claim)) {
          // honest: the challenger loses a card, the actor swaps the shown card for a new one, the action happens
          hand.splice(hand.indexOf(claim), 1);
          G.deck = random.Shuffle(G.deck.concat([claim]));
          hand.push(G.deck.shift());
          G.losers.push(playerID);
          resolve(G, ctx, random);
        } else {
          G.losers.push(actor); // a bluff (or no claim): the actor loses a card, the action fails
        }
        proceed(G, ctx, events);
      },
    },
    reveal: {
      client: false,
      move: ({ G, ctx, playerID, events }, index) => {
        if (!ctx.activePlayers || ctx.activePlayers[playerID] !== 'lose') return INVALID_MOVE;
        const p = G.players[playerID];
        if (!Number.isInteger(index) || index < 0 || index >= p.hand.length) return INVALID_MOVE;
        counted(G, playerID);
        p.revealed.push(p.hand.splice(index, 1)[0]);
        G.losers.shift();
        proceed(G, ctx, events);
      },
    },
  },
  endIf: ({ G, ctx }) => {
    const left = ctx.playOrder.filter((p) => alive(G, p));
    if (left.length === 1) return { winner: left[0] };
    return undefined;
  },
};

// What a player may do now, from its own view: [move name, ...args] lists (the bots choose among them).
function legalMoves(G, ctx, playerID) {
  if (ctx.gameover) return [];
  const stage = ctx.activePlayers ? ctx.activePlayers[playerID] : undefined;
  if (stage === 'react') return [['pass'], ['challenge']];
  if (stage === 'lose') return G.players[playerID].hand.map((_, i) => ['reveal', i]);
  if (ctx.activePlayers || ctx.currentPlayer !== playerID || G.players[playerID].hand.length === 0) return [];
  const me = G.players[playerID];
  const targets = ctx.playOrder.filter((q) => q !== playerID && G.players[q].hand.length > 0);
  const out = [];
  for (const [action, [, cost, needsTarget]] of Object.entries(ACTIONS)) {
    if (me.coins < cost || (me.coins >= 10 && action !== 'COUP')) continue;
    if (needsTarget) for (const t of targets) out.push(['declare', action, t]);
    else out.push(['declare', action]);
  }
  return out;
}

module.exports = { Coup, legalMoves };
