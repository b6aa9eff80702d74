// Medians of an A/B made by ab.sh: per side and screen, the median of every figure over the
// rounds, and the rounds' own values of the three that move most. Prints JSON.
//   node measurements/issue-28/game/summarise-ab.mjs DIR [ROUNDS]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { summarise } from '../../../apps/web/bench/lighthouse.mjs';

const dir = process.argv[2];
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const out = { method: 'Lighthouse 12.2.3 mobile (bench/lighthouse.mjs --runs 1), before and after alternated round by round on the same machine at the same time; medians per side', rounds: 0 };
for (const side of ['before', 'after']) {
  const runs = [];
  for (let i = 1; existsSync(join(dir, `${side}-round${i}.json`)); i++) {
    const text = readFileSync(join(dir, `${side}-round${i}.json`), 'utf8');
    if (text.trim()) runs.push(JSON.parse(text));
    else {
      // A round whose bench died after its audits (before it printed): its saved reports.
      const screens = {};
      for (const s of ['home', 'setup', 'game']) {
        const f = join(dir, side, `lighthouse-round${i}`, `${s}-1.report.json.gz`);
        if (existsSync(f)) screens[s] = { runs: [summarise(JSON.parse(gunzipSync(readFileSync(f)).toString()))] };
      }
      runs.push({ screens, fromReports: true });
      out.fromReports = [...(out.fromReports ?? []), `${side}-round${i}`];
    }
  }
  out.rounds = Math.max(out.rounds, runs.length);
  out[side] = {};
  for (const screen of ['home', 'setup', 'game']) {
    const rs = runs.map((r) => r.screens[screen]?.runs[0]).filter(Boolean);
    const med = {};
    for (const k of Object.keys(rs[0])) if (typeof rs[0][k] === 'number') med[k] = median(rs.map((r) => r[k]));
    out[side][screen] = { median: med, performance: rs.map((r) => r.performance), tbtMs: rs.map((r) => r.tbtMs), lcpMs: rs.map((r) => r.lcpMs) };
  }
}
console.log(JSON.stringify(out, null, 2));
