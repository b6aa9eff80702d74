/**
 * `carc simulate`: N random games (see random-policy.ts), a JSON summary on stdout and,
 * with --out, each game as a carc-record/1 file with its explicit draw order so that any
 * other implementation can replay it without our shuffle. --jsonl writes the games to one
 * file instead, a line per game with its result: the form of tools/conformance's corpus.
 */
import { mkdir, open, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { EXPANSION_IDS, result, toRecord, type ExpansionId, type GameConfig } from '@carc/rules';
import { UsageError } from './errors.js';
import { playRandomGame } from './random-policy.js';
import { makeBots, playBotGame } from './bot-policy.js';

export interface SimulateOptions {
  games: number;
  seed: string;
  players: number;
  expansions: ExpansionId[];
  out?: string;
  /**
   * A file to write with one JSON line per game, in game order:
   * `{"result": result(state), "record": JSON.stringify(toRecord(state))}` (the record as text,
   * so a reader can hold a replay's `toRecord` to it byte for byte).
   */
  jsonl?: string;
  /** One bot name per seat; without it every seat plays the uniform random policy. */
  bots?: string[];
  /** MCTS playouts per decision. */
  iterations?: number;
  progress?: (done: number, total: number) => void;
}

export function parseExpansions(list: string | undefined): ExpansionId[] {
  if (!list) return [];
  const ids = list.split(',').map((s) => s.trim()).filter(Boolean);
  for (const id of ids) {
    if (!(EXPANSION_IDS as readonly string[]).includes(id)) {
      throw new UsageError(`unknown expansion "${id}" (known: ${EXPANSION_IDS.join(', ')})`);
    }
  }
  return ids as ExpansionId[];
}

export function parseCount(name: string, value: string | undefined, min: number, max: number, fallback?: number): number {
  if (value === undefined) {
    if (fallback === undefined) throw new UsageError(`--${name} is required`);
    return fallback;
  }
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new UsageError(`--${name} must be a whole number from ${min} to ${max}`);
  return n;
}

export const PLAYER_NAMES = ['Ann', 'Ben', 'Cas', 'Dee', 'Eva'];

export async function simulate(opts: SimulateOptions) {
  if (opts.out) await mkdir(opts.out, { recursive: true });
  if (opts.jsonl) await mkdir(dirname(opts.jsonl), { recursive: true });
  const lines = opts.jsonl ? await open(opts.jsonl, 'w') : null;
  const players = PLAYER_NAMES.slice(0, opts.players);
  const wins = new Array<number>(opts.players).fill(0);
  const scoreSums = new Array<number>(opts.players).fill(0);
  const actionKinds = new Map<string, number>();
  let decisions = 0;
  let discarded = 0;
  const bots = opts.bots ? await makeBots(opts.bots) : null;
  const started = performance.now();
  for (let i = 0; i < opts.games; i++) {
    const config: GameConfig = { players, expansions: opts.expansions, seed: `${opts.seed}/${i}` };
    const game = bots ? await playBotGame(config, bots, opts.iterations ?? 2000) : playRandomGame(config, config.seed, true);
    const res = result(game.state);
    res.winners.forEach((w) => wins[w]!++);
    res.scores.forEach((s, p) => (scoreSums[p]! += s));
    decisions += game.decisions;
    discarded += game.state.discarded.length;
    for (const [k, n] of game.actionKinds) actionKinds.set(k, (actionKinds.get(k) ?? 0) + n);
    if (opts.out) {
      const file = join(opts.out, `game-${String(i + 1).padStart(4, '0')}.json`);
      await writeFile(file, JSON.stringify(toRecord(game.state), null, 1) + '\n');
    }
    if (lines) await lines.write(JSON.stringify({ result: res, record: JSON.stringify(toRecord(game.state)) }) + '\n');
    opts.progress?.(i + 1, opts.games);
  }
  await lines?.close();
  const ms = performance.now() - started;
  return {
    games: opts.games,
    seed: opts.seed,
    players,
    ...(opts.bots ? { bots: opts.bots, iterations: opts.iterations ?? 2000 } : {}),
    expansions: opts.expansions,
    wins,
    averageScores: scoreSums.map((s) => Math.round((s / opts.games) * 100) / 100),
    decisions,
    tilesDiscarded: discarded,
    actionKinds: Object.fromEntries([...actionKinds].sort(([a], [b]) => a.localeCompare(b))),
    elapsedMs: Math.round(ms),
    gamesPerSec: Math.round((opts.games / ms) * 1000),
    ...(opts.out ? { out: opts.out } : {}),
    ...(opts.jsonl ? { jsonl: opts.jsonl } : {}),
  };
}
