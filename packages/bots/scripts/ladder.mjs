// The ladder's Elo table from the matches of each level against the one below it (bench.mjs
// --a-level X --b-level Y outputs, weakest step first). Prints a Markdown table and, last,
// one JSON line.
//
//   node scripts/ladder.mjs step1.json step2.json ...
//
// A step's Elo difference is 400·log10(p / (1 - p)), p = the upper level's score (draws
// count half); its interval maps the Wilson 95% interval of p the same way. The ladder puts
// its first level at 0 and adds the steps; a level's interval adds the steps' half-widths in
// quadrature (the matches are independent), a normal approximation.
import { readFileSync } from 'node:fs';

const files = process.argv.slice(2);
if (files.length === 0) {
  process.stderr.write('usage: node scripts/ladder.mjs STEP.json ... (weakest step first)\n');
  process.exit(2);
}

const elo = (p) => 400 * Math.log10(Math.min(Math.max(p, 1e-6), 1 - 1e-6) / (1 - Math.min(Math.max(p, 1e-6), 1 - 1e-6)));
const r0 = (x) => Math.round(x);

const steps = files.map((f) => {
  const m = JSON.parse(readFileSync(f, 'utf8')).strength.mctsVsAgainst;
  const [lo, hi] = m.winRate95;
  const d = elo(m.winRate);
  return { file: f, upper: m.a, lower: m.b, expansions: m.expansions, games: m.games, wins: m.wins, draws: m.draws, losses: m.losses, winRate: m.winRate, winRate95: m.winRate95, elo: r0(d), elo95: [r0(elo(lo)), r0(elo(hi))] };
});

const levels = [{ level: steps[0].lower, elo: 0, elo95: [0, 0] }];
let total = 0;
let var2 = 0;
for (const s of steps) {
  total += s.elo;
  const half = (s.elo95[1] - s.elo95[0]) / 2;
  var2 += half * half;
  const h = Math.sqrt(var2);
  levels.push({ level: s.upper, elo: r0(total), elo95: [r0(total - h), r0(total + h)] });
}

console.log('| step | games | result (W-D-L) | score (Wilson 95%) | Elo step (95%) |');
console.log('| --- | --- | --- | --- | --- |');
for (const s of steps) console.log(`| ${s.upper} vs ${s.lower} | ${s.games} | ${s.wins}-${s.draws}-${s.losses} | ${(100 * s.winRate).toFixed(1)}% (${(100 * s.winRate95[0]).toFixed(1)}-${(100 * s.winRate95[1]).toFixed(1)}%) | ${s.elo >= 0 ? "+" : ""}${s.elo} (${s.elo95[0]} to ${s.elo95[1]}) |`);
console.log('');
console.log('| level | Elo (95%) |');
console.log('| --- | --- |');
for (const l of levels) console.log(`| ${l.level} | ${l.elo} (${l.elo95[0]} to ${l.elo95[1]}) |`);
console.log(JSON.stringify({ steps, levels }));
