import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPANSION_IDS, legalActions, searchState, type Action } from '@carc/rules';
import { LocalGame } from '../game/localGame.js';
import { randomMove } from '../game/testing.js';
import type { BotRequest } from './bot.worker.js';
import { ensureEngine } from '../game/engines.js';

// Games with expansions are played with their modules, fetched first (engines.ts).
beforeAll(() => ensureEngine(EXPANSION_IDS));

/** Stands in for the bot worker: records every request and answers it with the first legal action. */
class FakeWorker {
  static requests: BotRequest[] = [];
  onmessage: ((e: MessageEvent) => void) | null = null;
  postMessage(data: BotRequest): void {
    // What a real worker gets is a structured clone: the request must survive one.
    const request = structuredClone(data);
    FakeWorker.requests.push(request);
    if ('hint' in request) {
      const action = request.hint.view.legalActions![0]!;
      const hint = { ok: true, value: { action, follower: null, margin: 3, scores: [10, 7], win: [0.6, 0.4], playouts: 1 } };
      return queueMicrotask(() => this.onmessage?.({ data: { id: request.id, hint } } as MessageEvent));
    }
    const action: Action | null = request.turn.view.legalActions?.[0] ?? null;
    queueMicrotask(() => this.onmessage?.({ data: { id: request.id, action } } as MessageEvent));
  }
}

beforeEach(() => {
  FakeWorker.requests = [];
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => vi.unstubAllGlobals());

function newGame(seats: LocalGame['setup']['seats'], expansions: LocalGame['setup']['expansions'] = []): LocalGame {
  const g = LocalGame.create({ seats, expansions, options: {}, seed: 'client-1' });
  if (!('state' in g)) throw new Error(g.message);
  return g;
}

// A greedy seat: strong seats go to the search pool first (strongSeat.test.ts), the others straight to this worker.
describe('askBot (the page side of the bot worker)', () => {
  it("sends the worker the bot seat's view with its search state, never the full state", async () => {
    const { askBot } = await import('./botClient.js');
    const g = newGame([{ name: 'Ann', kind: 'human' }, { name: 'Bot', kind: 'greedy' }], ['christmas-gift', 'gifts']);
    let asked = 0;
    for (let guard = 0; guard < 400 && asked < 6 && g.actor() !== null; guard++) {
      const turn = g.botTurn();
      if (!turn) {
        // Ann's decisions: no bot turn exists, and the screen's view carries no search state.
        expect(g.actorKind()).toBe('human');
        expect(g.screenView().search).toBeUndefined();
        g.act(randomMove(g.state)!);
        continue;
      }
      const before = FakeWorker.requests.length;
      const state = g.state;
      const action = await askBot(turn);
      const request = FakeWorker.requests[before]! as Extract<BotRequest, { turn: unknown }>;
      expect(Object.keys(request).sort()).toEqual(['id', 'turn']);
      expect(request.turn.kind).toBe('greedy');
      expect(request.turn.view.viewer).toBe(1);
      expect(request.turn.view.search).toEqual(searchState(state, 1));
      expect(Object.keys(request.turn.view)).not.toContain('stack');
      expect(legalActions(state)).toContainEqual(action);
      expect(g.act(action!).ok).toBe(true);
      asked++;
    }
    expect(asked).toBe(6);
  });
});

describe('askHint (a person asks the bot worker for a hint)', () => {
  it("sends the person's own view with its search state and gets the worker's hint back", async () => {
    const { askHint } = await import('./botClient.js');
    const g = newGame([{ name: 'Ann', kind: 'human' }, { name: 'Bot', kind: 'beginner' }], ['christmas-gift', 'gifts']);
    const turn = g.hintTurn();
    expect(turn).not.toBeNull();
    const r = await askHint(turn!);
    const request = FakeWorker.requests.at(-1)! as Extract<BotRequest, { hint: unknown }>;
    expect(Object.keys(request).sort()).toEqual(['hint', 'id']);
    expect(request.hint.view.viewer).toBe(0);
    expect(request.hint.view.search).toEqual(searchState(g.state, 0));
    expect(r).toMatchObject({ ok: true, value: { action: legalActions(g.state)[0], margin: 3 } });
  });
});
