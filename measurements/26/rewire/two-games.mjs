// Two games played in turns in one process (two rooms in one Worker isolate, or two tabs'
// games in one bot worker): each switch moves the core's cursor from one game's board to
// the other's, which share only the empty board. CPU µs per decision, interleaved vs one game.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
const api = await import(pathToFileURL(resolve(process.argv[2], 'dist/index.js')).href);
let x = 99;
const rnd = (k) => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x % k; };
const start = (seed) => api.createGame({ players: ['A', 'B'], seed }).value;
function run(games, interleave) {
  let decisions = 0;
  const c0 = process.cpuUsage();
  for (let g = 0; g < games; g += 2) {
    const s = [start(`a${g}`), start(`b${g}`)];
    const stepOne = (i) => { const a = api.legalActions(s[i]); s[i] = api.apply(s[i], a[rnd(a.length)]).value.state; decisions++; };
    if (interleave) while (!s[0].finished || !s[1].finished) { for (const i of [0, 1]) if (!s[i].finished) stepOne(i); }
    else for (const i of [0, 1]) while (!s[i].finished) stepOne(i);
  }
  const c = process.cpuUsage(c0);
  return +((c.user + c.system) / decisions).toFixed(2);
}
run(100, false); run(100, true);
const out = { dir: process.argv[2] };
for (let r = 0; r < 3; r++) { out[`oneAtATimeUs${r}`] = run(300, false); out[`interleavedUs${r}`] = run(300, true); }
console.log(JSON.stringify(out));
