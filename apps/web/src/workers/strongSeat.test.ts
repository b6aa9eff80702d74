// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadCore } from '@carc/core/node';
import type { CoreEngine } from '@carc/core';
import { inProcessSpawn, ParallelMctsBot, SearchPool, seededRng, type ParallelResult, type SearchEndpoint } from '@carc/bots';
import { ALL_TILES } from '@carc/tiles';
import { apply, createGame, rules, legalActions, pendingDecision, view, type Action, type GameState } from '@carc/rules';
import { levelOf } from '@carc/bots/levels';
import { createWebBotService } from './botService.js';
import { botTurn } from './botTurn.js';
import { createStrongSeat, type StrongSeatHost } from './strongSeat.js';

const core: Promise<CoreEngine> = loadCore({ tiles: ALL_TILES });
/** The level these seats play (a searching one). */
const EXPERT = levelOf('expert')!.budget;

/** A host whose pools run their threads in-process (same messages as Web Workers) and count what they do. */
async function host(threads: number, spawn?: () => SearchEndpoint) {
  const engine = await core;
  const counts = { pools: 0, posts: 0, oneThread: 0 };
  const serve = createWebBotService({ core: engine });
  const local = inProcessSpawn(engine);
  const h: StrongSeatHost = {
    threads,
    startPool: (t): ParallelResult<SearchPool> => {
      counts.pools++;
      return SearchPool.create(t, (i) => {
        const ep = spawn ? spawn() : local(i);
        return { ...ep, post: (req) => (counts.posts++, ep.post(req)) };
      });
    },
    oneThread: (t) => (counts.oneThread++, serve(t)),
  };
  return { h, counts, serve };
}

/** A search worker that dies as soon as it is asked anything. */
function dyingEndpoint(): SearchEndpoint {
  let fail: (m: string) => void = () => {};
  return { post: () => fail('crashed'), listen: (_ok, onFailure) => (fail = onFailure), terminate: async () => {} };
}

function start(seed: string, expansions: string[] = []): GameState {
  const g = createGame({ players: ['You', 'Bot'], seed, expansions: expansions as never });
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

function next(s: GameState, a: Action): GameState {
  const r = apply(s, a, pendingDecision(s)!.player);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

describe('strong seat on search workers', () => {
  it('searches place decisions on the pool (one pool for many turns) and plays the pool’s move, the same twice', async () => {
    const { h, counts } = await host(2);
    const seat = createStrongSeat(h);
    let s = start('strong-par');
    const played: Action[] = [];
    for (let i = 0; i < 6; i++) {
      const a = await seat(botTurn('expert', s, rules)!, EXPERT);
      expect(legalActions(s)).toContainEqual(a);
      played.push(a!);
      s = next(s, a!);
    }
    expect(counts.pools).toBe(1);
    expect(counts.oneThread).toBe(0);
    expect(counts.posts).toBeGreaterThanOrEqual(2 * 3);
    // The same states give the same moves with a fresh seat and pool.
    const again = createStrongSeat((await host(2)).h);
    let t = start('strong-par');
    for (const a of played) {
      expect(await again(botTurn('expert', t, rules)!, EXPERT)).toEqual(a);
      t = next(t, a);
    }
    // ...and the first one is the arm-parallel search of the decision's view with the level's budget and seed.
    const s0 = start('strong-par');
    const pool = SearchPool.create(2, inProcessSpawn(await core));
    if (!pool.ok) throw new Error(pool.error.message);
    const direct = await new ParallelMctsBot(pool.value).chooseAction(botTurn('expert', s0, rules)!.view, EXPERT, seededRng(botTurn('expert', s0, rules)!.seed));
    expect(played[0]).toEqual(direct);
  }, 120_000);

  it('one thread keeps every decision on the bot worker, and starts no pool', async () => {
    const { h, counts, serve } = await host(1);
    const s = start('strong-one');
    expect(await createStrongSeat(h)(botTurn('expert', s, rules)!, EXPERT)).toEqual(await serve(botTurn('expert', s, rules)!));
    expect(counts).toEqual({ pools: 0, posts: 0, oneThread: 1 });
  }, 60_000);

  it('a pool that cannot start, or whose worker dies, leaves the move to the bot worker; a new pool starts next time', async () => {
    const refused = await host(2);
    refused.h.startPool = () => (refused.counts.pools++, { ok: false, error: { code: 'worker-failed', message: 'no Worker' } });
    const s = start('strong-fail');
    expect(await createStrongSeat(refused.h)(botTurn('expert', s, rules)!, EXPERT)).toEqual(await refused.serve(botTurn('expert', s, rules)!));
    expect(refused.counts.oneThread).toBe(1);

    const dying = await host(2, dyingEndpoint);
    const seat = createStrongSeat(dying.h);
    for (let i = 1; i <= 2; i++) {
      const a = await seat(botTurn('expert', s, rules)!, EXPERT);
      expect(legalActions(s)).toContainEqual(a);
      expect(dying.counts).toMatchObject({ pools: i, oneThread: i });
    }
  }, 60_000);

  it('every decision of an expansion game (placements and the expansion’s own) goes to the bot worker', async () => {
    const { h, counts } = await host(2);
    const seat = createStrongSeat(h);
    const rng = seededRng('walk');
    let s = start('strong-easter-1', ['easter']);
    // The first placement: the rules-engine search of the bot worker, not the pool's base-game one.
    expect(legalActions(s)).toContainEqual(await seat(botTurn('expert', s, rules)!, EXPERT));
    expect(counts).toMatchObject({ pools: 0, posts: 0, oneThread: 1 });
    for (let i = 0; i < 400 && !s.finished; i++) {
      const d = pendingDecision(s)!;
      const acts = legalActions(s);
      if (d.kind === 'easter/bunny' && acts.length > 1) {
        const before = { ...counts };
        expect(acts).toContainEqual(await seat(botTurn('expert', s, rules)!, EXPERT));
        expect(counts.oneThread).toBe(before.oneThread + 1);
        expect(counts.posts).toBe(before.posts);
        return;
      }
      s = next(s, acts[rng.below(acts.length)]!);
    }
    throw new Error('no bunny decision in this game');
  }, 60_000);
});
