// The table of a game type that has no renderer of its own: the viewer's state as JSON.
//
// A game type's table is one ES module, js/games/<type in lower case>.js (coup.js, copycat.js, inwo.js), loaded
// by api.renderer(type); a type without one gets this module. A module exports:
//   title                          the game's name
//   render(state, ctx) → Node      draws state.view (state is GET …/state's answer: version, status, awaiting, seat, view)
//   moveLabel(command, state, ctx) → string   the text of a legal-move button (the command is sent as it came)
//   describe(event, ctx) → string  one event ({seq, type, at, data}) in words, for the log and the replay
//   init(ctx) (optional, async)    e.g. reads the catalogue from ctx.types (GET /game-types)
//   moveGroup(command) → string    (optional) the heading the move's button is listed under
// ctx.name(seat) names a seat ("alice (seat 0)"); ctx.you is how the viewed seat is marked; ctx.events is the log
// up to the version drawn, as this viewer may read it (INWO shows the Plot in progress and the last roll from it).
import { h, commandText, eventText } from '../api.js';

export const title = 'Game';

export function render(state) {
  return h('section.generic', { 'aria-label': 'state' },
    h('p', 'No table view for this game type yet: the state as the API answers it.'),
    h('pre.json', JSON.stringify(state.view, null, 2)));
}

export const moveLabel = (cmd) => commandText(cmd);
export const describe = (ev) => eventText(ev);
