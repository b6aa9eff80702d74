// Long fuzz runs of the rules engine: mutated actions against states sampled from random
// all-expansion games (src/fuzz). Run after `pnpm build`:
//   node scripts/fuzz.mjs --actions 5000000 [--seed 1] [--games 16] [--states 600]
// Prints one JSON report; exits 1 when anything threw, changed a state or was accepted
// without being offered.
import { runFuzz } from '../dist/fuzz/run.js';

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const v = Number(process.argv[i + 1]);
  if (!Number.isSafeInteger(v) || v < 0) {
    process.stderr.write(`--${name} needs a non-negative integer\n`);
    process.exit(2);
  }
  return v;
}

const report = runFuzz({
  actions: option('actions', 1_000_000),
  seed: option('seed', 1),
  games: option('games', 16),
  states: option('states', 600),
});
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
process.exit(report.throws === 0 && report.otherFailures === 0 ? 0 : 1);
