import { readFileSync } from 'node:fs';
const p = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const dt = new Map(); for (let i = 0; i < p.samples.length; i++) dt.set(p.samples[i], (dt.get(p.samples[i]) ?? 0) + (p.timeDeltas[i] ?? 0));
const g = {}; let total = 0;
for (const n of p.nodes) {
  const t = dt.get(n.id) ?? 0; total += t;
  const u = n.callFrame.url; const f = n.callFrame.functionName;
  const k = f === '(garbage collector)' ? 'gc' : u.startsWith('wasm') || f.startsWith('wasm-') || f.includes('Wasm') ? 'wasm' : u.includes('/core/dist/') ? 'core JS (board wrappers, cursor)' : u.includes('/expansions/') ? 'rules: expansions' : u.includes('/rules/') && u.includes('dist') ? 'rules: base (turns, steps, actions, scoring)' : f === '(program)' || f === '(idle)' ? 'program/idle' : 'other (node, bench loop)';
  g[k] = (g[k] ?? 0) + t;
}
console.log(JSON.stringify(Object.fromEntries(Object.entries(g).sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, +(100 * v / total).toFixed(1)]))));
