/**
 * Weights for fittedMargin (eval1.ts), fitted to how games end: `node scripts/fit-eval1.mjs
 * --games 3000 --workers 2 --mover fitted` played 3,000 two-player base games of eval1
 * judging by the first fit (EVAL1_FIT_SELF_PLAY, below) against eval1, and fitted, by least
 * squares on that player's placements only, one weight per part at the start of the game
 * and one at its end to each position's final margin. Those are positions of a player
 * stronger than eval1 playing against eval1, as mcts is in the strength matches. Output and
 * held-out check: bench-results/2026-12-02e/eval1-fit.json (residual SD of the final margin on
 * 21,287 held-out placements 15.86, eval1's own sum 16.81). On the fitted player's
 * placements in 3,000 other such games (seeds fit2-*): 16.50, the first fit 16.92, eval1's
 * own sum 17.54.
 *
 * What changed from the first fit (start / end of the game): a cloister is worth what its
 * neighbours pay now (cloisterNow 0.69 / 1.11), hardly its expected fill (cloister 0.17 /
 * -0.11); a follower whose feature may never complete costs 6.3 / 2.3, a farmer 3.3 / 2.0;
 * having all seven followers on the board costs 4.3 / 1.6 more.
 *
 * Order: PARTS, then the constant; for each, [start, end].
 */
export const EVAL1_FIT: readonly number[] = Object.freeze([
  1.1312, 0.9818, // score
  1.1207, 1.0429, // city
  1.0711, 1.4742, // cityChance
  1.1056, 0.9996, // road
  0.1678, -0.108, // cloister
  0.4311, 1.0161, // farm
  -6.3321, -2.294, // stuck
  -3.2743, -2.037, // farmers
  0.4322, 1.2429, // onBoard
  0.6888, 1.1131, // cloisterNow
  -4.3123, -1.5506, // allOut
  4.9194, -1.5526, // constant (the player who just moved)
]);

/**
 * The first fit (2026-12-02c, the default until 2026-12-02e), on PARTS without cloisterNow and
 * allOut: `node scripts/fit-eval1.mjs --games 3000 --workers 2` played 3,000 games of eval1
 * against itself (15% of its placements one of its best four, for variety). Output:
 * bench-results/2026-12-02c/eval1-fit.json (held-out residual SD 16.46, eval1's own sum
 * 17.30). It is the judge of the stronger player whose positions EVAL1_FIT was fitted on.
 *
 * What it says about eval1 (start / end of the game): cloisters and farms are worth 0.28 /
 * 0.92 and 0.30 / 0.93 of eval1's value; a follower whose feature may never complete costs
 * 4.6 / 2.2 (eval1: 3 / 0); a farmer 1.6 / 1.5 (eval1: 6 / 0).
 */
export const EVAL1_FIT_SELF_PLAY: readonly number[] = Object.freeze([
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
