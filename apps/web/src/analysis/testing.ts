/** Test support for the analysis screen: short finished games and in-process analysis threads. */
import { seededRng, shuffleInPlace, type CoreProvider } from '@carc/bots';
import { apply, createGame, toRecord, type ExpansionId, type GameRecord } from '@carc/rules';
import { unshuffledStack } from '@carc/tiles';
import { randomMove } from '../game/testing.js';
import type { WorkerLike } from './runner.js';
import { runTask, type TaskMessage, type TaskRequest } from './task.js';

/** A finished two-player game of `tiles` tiles (base tiles, or the game's own with `expansions`), played at random. */
export function shortRecord(seed: string, tiles: number, expansions: ExpansionId[] = []): GameRecord {
  const dealt = createGame({ players: ['Ann', 'Ben'], seed, expansions });
  if (!dealt.ok) throw new Error(dealt.error.message);
  const stack = expansions.length === 0 ? shuffleInPlace(unshuffledStack(['base']), seededRng(seed)).slice(0, tiles) : dealt.value.initialStack.slice(0, tiles);
  const g = createGame({ players: ['Ann', 'Ben'], seed, expansions, tiles: stack });
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  while (!s.finished) {
    const r = apply(s, randomMove(s));
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  return toRecord(s);
}

/** A thread that runs the worker's task in this process; `hold` keeps it from ever answering. */
export class InProcessWorker implements WorkerLike {
  onmessage: ((e: { data: TaskMessage }) => void) | null = null;
  terminated = false;
  received: TaskRequest | null = null;

  constructor(
    private readonly core: CoreProvider,
    private readonly hold = false,
  ) {}

  postMessage(m: TaskRequest): void {
    this.received = structuredClone(m);
    if (this.hold) return;
    void runTask(this.received, this.core, (out) => {
      if (!this.terminated) this.onmessage?.({ data: structuredClone(out) });
    });
  }

  terminate(): void {
    this.terminated = true;
  }
}
