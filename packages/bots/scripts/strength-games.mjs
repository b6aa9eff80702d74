// What the strength scripts share, so their games are the same games: bench.mjs --strength
// plays them, score-breakdown.mjs replays them with its own accounting.
import { view } from '@carc/rules';

export function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

/** A flag whose value is JSON (`--a-options '{...}'`), parsed; undefined when it is not given. */
export function jsonArg(name) {
  const raw = arg(name);
  return raw !== undefined ? JSON.parse(raw) : undefined;
}

/** Bots that search determinized states in expansion games get views with `search`. */
export const SEARCHES_EXPANSIONS = new Set(['mcts']);

/** Bots that take the playout budget (`--iterations`, `--ms`, `--cpu-ms`). */
export const searches = (name) => name.startsWith('mcts');

/** The seat's view, with its redacted search state for the bots that sample it. */
export function searchViewOf(names) {
  return (s, seat) => view(s, seat, SEARCHES_EXPANSIONS.has(names[seat]) ? { search: true } : {});
}

/**
 * Game i of a strength match: each tile order (seed) is played `players` times with A's
 * seat rotated, and the bots' generators are seeded per game.
 */
export function strengthGame(prefix, i, players) {
  const seed = `${prefix}-${Math.floor(i / players)}`;
  return { seed, botSeed: `${seed}/${i}`, aSeat: i % players };
}
