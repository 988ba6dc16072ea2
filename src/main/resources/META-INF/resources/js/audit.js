// The audit of a finished game: audit.html?id=<game>. Every check's verdict, the revealed seed against its
// commitment and the hash chain — both also recomputed in this browser — export to NDJSON, import from a file.
import * as api from './api.js';
const { h } = api;
const $ = (s) => document.getElementById(s);

function say(text, kind = 'info') { $('message').replaceChildren(text ? h('p', { class: 'msg ' + kind }, text) : ''); }

const hex = (buf) => [...new Uint8Array(buf)].map(b => b.toString(16).padStart(2, '0')).join('');
const utf8 = (s) => new TextEncoder().encode(s);
async function sha256(...parts) {
  const total = parts.reduce((n, p) => n + p.length, 0);
  const all = new Uint8Array(total);
  let o = 0;
  for (const p of parts) { all.set(p, o); o += p.length; }
  return new Uint8Array(await crypto.subtle.digest('SHA-256', all));
}
const fromHex = (s) => new Uint8Array((s.match(/../g) || []).map(b => parseInt(b, 16)));

/** JSON as the service hashes it: keys sorted, no spaces. */
function canonical(v) {
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  if (Array.isArray(v)) return '[' + v.map(canonical).join(',') + ']';
  return '{' + Object.keys(v).sort().map(k => JSON.stringify(k) + ':' + canonical(v[k])).join(',') + '}';
}

/** The recording time as hashed: UTC with exactly six fraction digits and Z. */
function instant(at) {
  const m = /^(.*T\d\d:\d\d:\d\d)(?:\.(\d+))?(Z|[+-]\d\d:\d\d)$/.exec(at);
  if (!m) return at;
  const micros = (m[2] || '').padEnd(6, '0').slice(0, 6);
  const d = new Date(m[1] + m[3]);
  return d.toISOString().slice(0, 19) + '.' + micros + 'Z';
}

/** Recomputes the chain: sha256(prev ‖ "seq:type:at" ‖ 0 ‖ data ‖ 0 ‖ meta); the first break, or null. */
async function recomputeChain(events) {
  let prev = new Uint8Array(32);
  for (const e of events) {
    const got = await sha256(prev, utf8(`${e.seq}:${e.type}:${instant(e.at)}`), new Uint8Array([0]), utf8(canonical(e.data)),
      new Uint8Array([0]), utf8(canonical(e.meta)));
    if (hex(got) !== String(e.hash).toLowerCase()) return e.seq;
    prev = got;
  }
  return null;
}

async function showAudit(id) {
  $('game-id').value = id;
  $('title').textContent = `Audit · game ${id.slice(0, 8)}…`;
  let a;
  try { a = await api.audit(id); } catch (e) {
    $('report').replaceChildren(h('p.msg.error', e.status === 409 ? 'The game is not finished yet: the audit opens at its end. ' : `Could not audit: ${e.message}`,
      h('a', { href: `/game.html?id=${id}` }, 'Watch it')));
    return;
  }
  const subtle = globalThis.crypto && crypto.subtle;
  let seedOk = null, chainBreak;
  if (subtle) {
    seedOk = hex(await sha256(utf8(a.seed))) === a.seedCommitment;
    chainBreak = await recomputeChain(a.events);
  }
  document.body.dataset.verified = a.verified;
  $('report').replaceChildren(
    h('section', { 'aria-labelledby': 'verdict-h' },
      h('h2#verdict-h', 'Verdict'),
      h('p#verdict', { class: 'verdict ' + (a.verified ? 'ok' : 'bad') }, a.verified ? '✔ VERIFIED: every check passes.' : '✘ NOT VERIFIED: a check fails (below).'),
      h('p', `${a.type} game ${a.gameId}, ${a.version} events${a.imported ? ', imported' : ''}. `,
        h('a', { href: `/replay.html?id=${id}` }, 'Replay it'), ' · ',
        h('a#export', { href: `/api/v1/games/${id}/export`, download: `game-${id}.ndjson` }, 'Export the log (NDJSON)'))),
    h('section', { 'aria-labelledby': 'checks-h' },
      h('h2#checks-h', 'Checks'),
      h('table#checks', h('thead', h('tr', h('th', 'Check'), h('th', 'Verdict'), h('th', 'First failing event'), h('th', 'Detail'))),
        h('tbody', a.checks.map(c => h('tr', { 'data-check': c.name }, h('td', c.name), h('td', { class: c.ok ? 'ok' : 'bad' }, c.ok ? '✔ pass' : '✘ FAIL'),
          h('td', c.seq ?? '—'), h('td', c.detail || '')))))),
    h('section', { 'aria-labelledby': 'seed-h' },
      h('h2#seed-h', 'Seed and commitment'),
      h('dl',
        h('dt', 'Revealed seed'), h('dd', h('code#seed', a.seed)),
        h('dt', 'Commitment published at creation'), h('dd', h('code', a.seedCommitment)),
        h('dt', 'SHA-256 of the seed, computed in this browser'),
        h('dd#seed-check', seedOk === null ? 'not computed: this page is not in a secure context (use https or localhost)' : seedOk ? '✔ matches the commitment' : '✘ does NOT match the commitment'))),
    h('section', { 'aria-labelledby': 'chain-h' },
      h('h2#chain-h', 'Hash chain'),
      h('p#chain-check', chainBreak === undefined ? 'Not recomputed here (no Web Crypto in this context).'
        : chainBreak === null ? `✔ Recomputed in this browser: all ${a.events.length} hashes match, each over the previous one.`
          : `✘ Recomputed in this browser: the chain breaks at event ${chainBreak}.`),
      h('details', h('summary', `The ${a.events.length} events with their hashes`),
        h('table.chain', h('thead', h('tr', h('th', 'Seq'), h('th', 'Type'), h('th', 'At'), h('th', 'Cause'), h('th', 'Hash'))),
          h('tbody', a.events.map(e => h('tr', h('td', e.seq), h('td', e.type), h('td', e.at),
            h('td', e.meta && e.meta.seat !== undefined ? `seat ${e.meta.seat}${e.meta.source ? ' (' + e.meta.source + ')' : ''}` : (e.meta && e.meta.source) || ''),
            h('td', h('code', e.hash)))))))));
}

async function doImport(ev) {
  ev.preventDefault();
  const f = $('file').files[0];
  if (!f) return;
  const out = $('import-result');
  try {
    const r = await api.importLog(await f.text(), $('admin-token').value.trim());
    const loc = r.headers.get('Location') || '';
    const newId = (r.data && (r.data.id || r.data.gameId)) || loc.split('/').pop();
    out.replaceChildren(h('p.msg.ok#imported', { 'data-game-id': newId }, `✔ Imported as game ${newId}. `,
      h('a', { href: `/audit.html?id=${newId}` }, 'Audit it'), ' · ', h('a', { href: `/replay.html?id=${newId}` }, 'Replay it')));
  } catch (e) {
    out.replaceChildren(h('p.msg.error#import-error', `✘ Refused: ${e.message}${e.problem.code ? ' (' + e.problem.code + ')' : ''}${e.problem.line ? ' at line ' + e.problem.line : ''}`));
  }
}

async function main() {
  $('top').replaceChildren(api.nav());
  $('import').addEventListener('submit', doImport);
  $('pick').addEventListener('submit', (ev) => { ev.preventDefault(); location.search = '?id=' + encodeURIComponent($('game-id').value.trim()); });
  const id = api.param('id');
  if (id) await showAudit(id);
}
main().catch(e => say('Could not load the audit: ' + e.message, 'error'));
