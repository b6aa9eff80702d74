// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadCore } from '@carc/core/node';
import { ALL_TILES } from '@carc/tiles';
import { apply, createGame, rules, legalActions, pendingDecision, searchState, view, type GameState } from '@carc/rules';
import { LEVEL_NAMES } from '@carc/bots/levels';
import { createWebBotService, createWebHintService } from './botService.js';
import { botTurn, type BotKind } from './botTurn.js';

/** The worker's service run directly in Node (same code, the core from disk instead of a fetched URL), asked as the page asks it. */
function service() {
  const serve = createWebBotService({ core: (opts) => loadCore({ ...opts, tiles: ALL_TILES }) });
  return (kind: BotKind, state: GameState) => serve(botTurn(kind, state, rules)!);
}

function start(seed: string): GameState {
  const g = createGame({ players: ['You', 'Bot'], seed });
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

describe('a bot turn (what the page sends the worker)', () => {
  it("is the deciding seat's view with its search state: no stack order, no seed", () => {
    let state = start('turn-1');
    for (let i = 0; i < 6; i++) {
      const d = pendingDecision(state)!;
      const turn = botTurn('strong', state, rules)!;
      expect(turn.view.viewer).toBe(d.player);
      expect(turn.view.legalActions).toEqual(legalActions(state));
      expect(turn.view.search).toEqual(searchState(state, d.player));
      expect(JSON.stringify(turn.view)).not.toContain(state.seed);
      // Outside the search state (whose unseen tiles are sorted, and checked above) no run of upcoming tiles.
      expect(JSON.stringify({ ...turn.view, search: undefined })).not.toContain(JSON.stringify(state.stack.slice(state.stackPos, state.stackPos + 3)).slice(1, -1));
      const r = apply(state, legalActions(state)[0]!, d.player);
      if (!r.ok) throw new Error(r.error.message);
      state = r.value.state;
    }
  });

  it('is null once the game is over', () => {
    let state = start('turn-2');
    for (let d = pendingDecision(state); d; d = pendingDecision(state)) {
      const r = apply(state, legalActions(state)[0]!, d.player);
      if (!r.ok) throw new Error(r.error.message);
      state = r.value.state;
    }
    expect(botTurn('random', state, rules)).toBeNull();
  }, 60_000);
});

describe('bot worker service', () => {
  it('the strong (MCTS) seat returns a legal action at every decision of its first turns', async () => {
    const serve = service();
    let state = start('strong-1');
    for (let i = 0; i < 8; i++) {
      const d = pendingDecision(state);
      expect(d).not.toBeNull();
      const action = await serve('strong', state);
      expect(action).not.toBeNull();
      expect(legalActions(state)).toContainEqual(action);
      const r = apply(state, action, d!.player);
      expect(r.ok).toBe(true);
      if (r.ok) state = r.value.state;
    }
    expect(state.board.tileCount).toBeGreaterThan(1);
  }, 60_000);

  it('the strong seat is deterministic for a state (fixed playout budget and seed)', async () => {
    const state = start('strong-2');
    const a = await service()('strong', state);
    const b = await service()('strong', state);
    expect(a).toEqual(b);
  }, 60_000);

  /** A whole base game between two seats of the service. */
  async function play(kinds: ('random' | 'greedy')[], seed: string): Promise<GameState> {
    const serve = service();
    const g = createGame({ players: kinds.map((_, i) => `P${i}`), seed });
    if (!g.ok) throw new Error(g.error.message);
    let s = g.value;
    for (let d = pendingDecision(s); d; d = pendingDecision(s)) {
      const a = await serve(kinds[d.player]!, s);
      expect(a).not.toBeNull();
      const n = apply(s, a!, d.player);
      if (!n.ok) throw new Error(n.error.message);
      s = n.value.state;
    }
    return s;
  }

  it('random seats (the random bot of @carc/bots) play legal moves to the end, the same way for the same seed', async () => {
    const a = await play(['random', 'random'], 's1');
    const b = await play(['random', 'random'], 's1');
    expect(a.finished).toBe(true);
    expect(a.scores).toEqual(b.scores);
    expect(a.board.tileCount).toBe(b.board.tileCount);
  }, 60_000);

  it('greedy seats (the greedy bot of @carc/bots, moves valued in the wasm core) outscore random ones', async () => {
    let greedy = 0;
    let random = 0;
    for (const seed of ['1', '2', '3']) {
      const s = await play(['greedy', 'random'], seed);
      greedy += s.scores[0]!;
      random += s.scores[1]!;
    }
    expect(greedy).toBeGreaterThan(random);
  }, 60_000);

  it('every level of the ladder answers the first decisions legally, and the same for the same seed', async () => {
    const serve = service();
    const state = start('levels-1');
    for (const [i, level] of LEVEL_NAMES.entries()) {
      const a = await serve(level, state);
      expect(legalActions(state), level).toContainEqual(a);
      // The top rungs are the same search with more playouts: their second run would only cost time.
      if (i < LEVEL_NAMES.length - 2) expect(await service()(level, state), level).toEqual(a);
    }
  }, 120_000);

  it('refuses a level it does not know instead of playing something else', async () => {
    await expect(service()('genius', start('levels-2'))).rejects.toThrow(/genius/);
  });

  it("gives a hint from the asking seat's view and search state: a legal move with its expected margin", async () => {
    const advise = createWebHintService({ core: (opts) => loadCore({ ...opts, tiles: ALL_TILES }) });
    const state = start('hint-1');
    const d = pendingDecision(state)!;
    const r = await advise({ view: view(state, d.player, { search: true }), seed: 'h' });
    if (!r.ok) throw new Error(r.error.message);
    expect(legalActions(state)).toContainEqual(r.value.action);
    expect(Number.isFinite(r.value.margin)).toBe(true);
    // Another seat's view is refused: a hint is for one's own decision.
    const other = await advise({ view: view(state, 1 - d.player, { search: true }), seed: 'h' });
    expect(other.ok ? 'ok' : other.error.code).toBe('not-your-decision');
  }, 60_000);

  it('random and greedy seats answer through the same service', async () => {
    const serve = service();
    const state = start('strong-3');
    for (const kind of ['random', 'greedy'] as const) expect(legalActions(state)).toContainEqual(await serve(kind, state));
  });
});
