// Check records' follower spots with the independent reader of src/spot-check.ts (its own
// raw-board lookup, not the writer's): `node scripts/check-follower-spots.mjs FILE...`,
// after `pnpm build`. Prints one JSON summary; exit 1 when any record fails.
import { readFileSync } from 'node:fs';
import { parseRecord } from '../dist/index.js';
import { checkFollowerSpots } from '../dist/spot-check.js';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node scripts/check-follower-spots.mjs FILE...');
  process.exit(2);
}
let passed = 0;
let spots = 0;
const failed = [];
for (const file of files) {
  const parsed = parseRecord(JSON.parse(readFileSync(file, 'utf8')));
  const r = parsed.ok ? checkFollowerSpots(parsed.value) : { ok: false, moveIndex: -1, message: `${parsed.error.path}: ${parsed.error.message}` };
  if (r.ok) {
    passed++;
    spots += r.checked;
  } else failed.push({ file, move: r.moveIndex, message: r.message });
}
console.log(JSON.stringify({ records: files.length, passed, followerSpotsChecked: spots, failed }));
process.exit(failed.length ? 1 : 0);
