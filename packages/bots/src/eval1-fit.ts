/**
 * Weights for fittedMargin (eval1.ts), fitted to how games end: `node scripts/fit-eval1.mjs
 * --games 3000 --workers 2` played 3,000 two-player base games of eval1 against itself (15%
 * of its placements one of its best four, for variety) and fitted, by least squares, one
 * weight per part at the start of the game and one at its end to each position's final
 * margin. Output and held-out check: bench-results/2026-12-02c/eval1-fit.json (residual SD
 * of the final margin on 42,575 held-out placements 16.46, eval1's own sum 17.30).
 *
 * What they say about eval1 (start / end of the game): cloisters and farms are worth 0.28 /
 * 0.92 and 0.30 / 0.93 of eval1's value; a follower whose feature may never complete costs
 * 4.6 / 2.2 (eval1: 3 / 0); a farmer 1.6 / 1.5 (eval1: 6 / 0).
 *
 * Order: PARTS, then the constant; for each, [start, end].
 */
export const EVAL1_FIT: readonly number[] = Object.freeze([
  1.0663, 1.0115, // score
  0.9043, 1.0515, // city
  0.8672, 1.6576, // cityChance
  1.0309, 0.9551, // road
  0.2831, 0.9185, // cloister
  0.2951, 0.9316, // farm
  -4.57, -2.2349, // stuck
  -1.5926, -1.4969, // farmers
  1.1597, -1.633, // onBoard
  -2.1666, -1.0464, // constant (the player who just moved)
]);
