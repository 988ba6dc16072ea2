// The table of a game type that has no renderer of its own: the viewer's state as JSON.
import { h, commandText, eventText } from '../api.js';

export const title = 'Game';

export function render(state) {
  return h('section.generic', { 'aria-label': 'state' },
    h('p', 'No table view for this game type yet: the state as the API answers it.'),
    h('pre.json', JSON.stringify(state.view, null, 2)));
}

export const moveLabel = (cmd) => commandText(cmd);
export const describe = (ev) => eventText(ev);
