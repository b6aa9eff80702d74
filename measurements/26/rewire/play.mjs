// Plays random games with a rules dist (argv[2] = package dir), for profiles.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
const dir = process.argv[2];
const exp = (process.argv[3] ?? '').split(',').filter(Boolean);
const players = Number(process.argv[4] ?? 3);
const n = Number(process.argv[5] ?? 200);
const api = await import(pathToFileURL(resolve(dir, 'dist/index.js')).href);
let x = 12345;
const rnd = (k) => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x % k; };
const t0 = performance.now(); const c0 = process.cpuUsage();
for (let g = 0; g < n; g++) {
  let s = api.createGame({ players: ['A','B','C','D','E'].slice(0, players), expansions: exp, seed: String(g) }).value;
  while (!s.finished) { const a = api.legalActions(s); s = api.apply(s, a[rnd(a.length)]).value.state; }
}
const c = process.cpuUsage(c0);
console.log(JSON.stringify({ dir, exp, players, n, wallMs: Math.round(performance.now() - t0), gamesPerCpuSec: Math.round(n / ((c.user + c.system) / 1e6)) }));
