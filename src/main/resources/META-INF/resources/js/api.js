// The public API of the service, as any client uses it (see openapi/openapi.yaml). No dependencies.
// Seat tokens live in this tab's sessionStorage only: key "tabletop.seats.<gameId>" → {"<seat>": {token, name}}.

export const API = '/api/v1';

/** A failed request: status, and the problem+json body when there is one. */
export class ApiError extends Error {
  constructor(status, problem) {
    super(problem && (problem.detail || problem.title) ? `${status}: ${problem.detail || problem.title}` : `HTTP ${status}`);
    this.status = status;
    this.problem = problem || {};
  }
}

async function body(res) {
  const type = res.headers.get('Content-Type') || '';
  if (res.status === 204 || res.status === 304) return null;
  if (type.includes('json')) return res.json();
  return res.text();
}

/** fetch + JSON; throws ApiError on anything but 2xx. */
export async function call(path, { method = 'GET', token, json, headers = {}, raw } = {}) {
  const h = { Accept: 'application/json', ...headers };
  if (token) h.Authorization = `Bearer ${token}`;
  let payload;
  if (json !== undefined) { h['Content-Type'] = 'application/json'; payload = JSON.stringify(json); }
  if (raw !== undefined) payload = raw;
  const res = await fetch(API + path, { method, headers: h, body: payload });
  const data = await body(res);
  if (!res.ok) throw new ApiError(res.status, typeof data === 'object' ? data : { detail: String(data || '') });
  return { status: res.status, data, headers: res.headers };
}

export const gameTypes = () => call('/game-types').then(r => r.data.types);
export const listGames = (q) => call('/games?' + new URLSearchParams(q)).then(r => r.data);
export const summary = (id) => call(`/games/${id}`).then(r => r.data);
export const createGame = (type, seats, options) => call('/games', { method: 'POST', json: { type, seats, options } }).then(r => r.data);

/** Takes a seat (deck: e.g. {starter: 'gnomes-money'} for games played with decks); stores its token in this tab's session storage. */
export async function takeSeat(id, name, seat, inviteSecret, deck) {
  const req = { name };
  if (deck) req.deck = deck;
  if (seat !== undefined && seat !== null && seat !== '') req.seat = Number(seat);
  if (inviteSecret) req.inviteSecret = inviteSecret;
  const grant = (await call(`/games/${id}/seats`, { method: 'POST', json: req })).data;
  saveSeat(id, grant.seat, grant.token, name, grant.recoverySecret);
  return grant;
}

export function seats(id) {
  try { return JSON.parse(sessionStorage.getItem('tabletop.seats.' + id) || '{}'); } catch { return {}; }
}
/** recoverySecret: replaces a lost token (POST /games/{id}/seats/{seat}/token); kept with the token in this tab. */
export function saveSeat(id, seat, token, name, recoverySecret) {
  const all = seats(id);
  all[seat] = { token, name, recoverySecret };
  sessionStorage.setItem('tabletop.seats.' + id, JSON.stringify(all));
}
export function tokenOf(id, seat) {
  if (seat === null || seat === undefined || seat === '') return null;
  const s = seats(id)[seat];
  return s ? s.token : null;
}

/** The caller's state (as of version `at` when given; `seat` names any seat's view after the end). */
export function state(id, { token, at, seat } = {}) {
  const q = new URLSearchParams();
  if (at) q.set('at', at);
  if (seat !== undefined && seat !== null && seat !== '') q.set('seat', seat);
  return call(`/games/${id}/state${q.size ? '?' + q : ''}`, { token }).then(r => r.data);
}

/** Sends one legal move, exactly as it came, with If-Match. A 412 throws an ApiError with status 412. */
export function move(id, token, version, command) {
  return call(`/games/${id}/moves`, { method: 'POST', token, json: command, headers: { 'If-Match': `"${version}"` } })
    .then(r => r.data);
}

/** Every event the caller may see (pages of 1000). */
export async function allEvents(id, token) {
  const out = [];
  let after = 0;
  for (;;) {
    const page = (await call(`/games/${id}/events?after=${after}&limit=1000`, { token })).data;
    out.push(...page.events);
    if (page.events.length < 1000) return out;
    after = page.events[page.events.length - 1].seq;
  }
}

export const audit = (id) => call(`/games/${id}/audit`).then(r => r.data);

export function importLog(text, adminToken) {
  return call('/games/import', { method: 'POST', token: adminToken || undefined, raw: text,
    headers: { 'Content-Type': 'application/x-ndjson' } });
}

/**
 * Follows GET …/events?include=state as a server-sent-event stream (with fetch, since EventSource cannot send
 * Authorization). onEvent(event) for each game event, onState(state) for each pushed state; reconnects after a
 * dropped connection from the last seq seen; ends when the server ends the stream of a finished game.
 * Returns {close()}.
 */
export function follow(id, token, { onEvent, onState, onStatus }) {
  const ctl = { closed: false, abort: null, lastSeq: 0 };
  const status = (s) => onStatus && onStatus(s);
  async function run() {
    let delay = 500;
    while (!ctl.closed) {
      const abort = new AbortController();
      ctl.abort = abort;
      try {
        const headers = { Accept: 'text/event-stream' };
        if (token) headers.Authorization = `Bearer ${token}`;
        const res = await fetch(`${API}/games/${id}/events?include=state&after=${ctl.lastSeq}`, { headers, signal: abort.signal });
        if (res.status === 204) { status('ended'); return; }
        if (!res.ok) { status('refused: HTTP ' + res.status); return; }
        status('live');
        delay = 500;
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        let buf = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buf += value.replace(/\r\n?/g, '\n');
          let cut;
          while ((cut = buf.indexOf('\n\n')) >= 0) {
            const block = buf.slice(0, cut);
            buf = buf.slice(cut + 2);
            let name = 'message', data = [];
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) continue;
              const i = line.indexOf(':');
              const field = i < 0 ? line : line.slice(0, i);
              const val = i < 0 ? '' : line.slice(i + 1).replace(/^ /, '');
              if (field === 'event') name = val;
              else if (field === 'data') data.push(val);
            }
            if (!data.length) continue;
            const json = JSON.parse(data.join('\n'));
            if (name === 'state') onState && onState(json);
            else { if (json.seq) ctl.lastSeq = json.seq; onEvent && onEvent(json); }
          }
        }
        // The server ends the stream after the last event of a finished game.
        const s = await summary(id).catch(() => null);
        if (s && s.status === 'FINISHED') { status('ended'); return; }
      } catch (e) {
        if (ctl.closed) return;
      }
      status('reconnecting');
      await new Promise(r => setTimeout(r, delay));
      delay = Math.min(delay * 2, 5000);
    }
  }
  run();
  return { close() { ctl.closed = true; if (ctl.abort) ctl.abort.abort(); } };
}

// ---- small DOM helpers shared by the pages ----

/** h('tag.class#id', {attrs}, ...children): children are nodes, strings, arrays, null. */
export function h(spec, attrs, ...children) {
  const m = spec.match(/^([a-z0-9]+)?((?:[.#][\w-]+)*)$/i);
  const el = document.createElement(m[1] || 'div');
  for (const part of (m[2] || '').match(/[.#][\w-]+/g) || []) {
    if (part[0] === '.') el.classList.add(part.slice(1)); else el.id = part.slice(1);
  }
  if (attrs && (typeof attrs !== 'object' || attrs instanceof Node || Array.isArray(attrs))) { children.unshift(attrs); attrs = null; }
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k.startsWith('on')) el.addEventListener(k.slice(2), v);
    else if (k === 'dataset') Object.assign(el.dataset, v);
    else el.setAttribute(k, v === true ? '' : v);
  }
  const add = (c) => {
    if (c === null || c === undefined || c === false) return;
    if (Array.isArray(c)) c.forEach(add);
    else el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  };
  children.forEach(add);
  return el;
}

export const param = (name) => new URLSearchParams(location.search).get(name);
export const seatName = (players, seat) => {
  const p = (players || []).find(x => x && x.seat === seat);
  return p && p.name ? `${p.name} (seat ${seat})` : `seat ${seat}`;
};

/** A generic description of a command: its type, then its other fields. */
export function commandText(cmd) {
  const rest = Object.entries(cmd).filter(([k]) => k !== 'type')
    .map(([k, v]) => `${k} ${Array.isArray(v) ? v.join(', ') : v}`);
  return cmd.type.replaceAll('_', ' ').toLowerCase() + (rest.length ? ': ' + rest.join('; ') : '');
}

/** A generic description of an event: its type, then its data's fields. */
export function eventText(ev) {
  const d = ev.data && typeof ev.data === 'object' ? Object.entries(ev.data)
    .filter(([, v]) => v !== null && typeof v !== 'object').map(([k, v]) => `${k}=${v}`).join(' ') : '';
  return `${ev.type}${d ? ' ' + d : ''}`;
}

/** The renderer module of a game type: js/games/<type>.js, or the generic JSON view. */
export async function renderer(type) {
  try { return await import(`./games/${String(type).toLowerCase().replace(/[^a-z0-9_-]/g, '')}.js`); }
  catch { return import('./games/generic.js'); }
}

export function nav(current) {
  const links = [['/', 'Lobby'], ['/docs/', 'Docs'], ['/q/swagger-ui', 'API (Swagger UI)']];
  return h('nav', { 'aria-label': 'site' }, h('a.brand', { href: '/' }, 'tabletop'), ' ',
    links.map(([href, text]) => [h('a', { href, 'aria-current': current === href ? 'page' : null }, text), ' ']));
}
