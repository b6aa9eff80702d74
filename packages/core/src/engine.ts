/**
 * Typed wrapper over the wasm core. No Node API here: this path runs in browsers and
 * Cloudflare Workers too (a Worker passes the `WebAssembly.Module` its bundler made from
 * `import mod from '@carc/core/core.wasm'`, since Workers cannot compile bytes at run time).
 */
import { BASE_TILES, isRotation, unshuffledStack } from '@carc/tiles';
import type { Location, Rotation, TileSet, TileType } from '@carc/tiles';
import { CoreError } from './errors.js';
import { encodeTileTable, locationCode, locationName } from './table.js';
import { wasmRuntime } from './wasm.js';
import type { ResponseLike, UrlLike, WasmBytes, WasmInstance, WasmMemory, WasmModule } from './wasm.js';

/** The raw exports of core.wasm (assembly/index.ts). */
export interface CoreExports {
  readonly memory: WasmMemory;
  ioPtr(): number;
  configure(types: number, start: number): number;
  seed(lo: number, hi: number): void;
  reset(players: number): void;
  put(type: number, x: number, y: number, rot: number, loc: number): number;
  placements(type: number): number;
  spots(type: number, x: number, y: number, rot: number): number;
  loadStack(n: number): number;
  shuffleStack(): void;
  step(): number;
  playouts(n: number): void;
  horizonPlayouts(n: number, horizon: number): void;
  policy(samples: number, eps: number, follow: number, reserve: number, keep: number): void;
  finish(): void;
  score(p: number): number;
  inSupply(p: number): number;
  onBoard(p: number): number;
  status(): number;
  tileAt(x: number, y: number): number;
  followerAt(x: number, y: number, loc: number): number;
}

/** Anything the loader can turn into an instance. */
export type CoreSource =
  | WasmModule
  | WasmBytes
  | UrlLike
  | string
  | ResponseLike
  | PromiseLike<ResponseLike>;

export interface Placement {
  readonly x: number;
  readonly y: number;
  readonly rot: Rotation;
}

export interface CoreMove extends Placement {
  readonly tile: string;
  readonly meeple?: Location | undefined;
}

export interface StepResult {
  readonly tile: string;
  /** The tile fitted nowhere and left the game (B-3); the same player draws again. */
  readonly discarded: boolean;
}

/**
 * The playout policy of `step` / `playouts` (see `CoreEngine.setPolicy`). `samples: 0`
 * is the uniform random policy, the default.
 */
export interface PlayoutPolicy {
  /** Fitting placements looked at per turn (all when fewer fit); the best by the heuristic is played. 0 = uniform random. */
  readonly samples: number;
  /** Percent of turns still played uniformly at random (0-100). Default 0. */
  readonly eps?: number;
  /** Follower choice: true = heuristic (default), false = uniform like the random policy. */
  readonly followers?: boolean;
  /** Followers kept back in supply for sure points (default 1). */
  readonly reserve?: number;
  /** Points a follower must be expected to bring before it is put down (default 2). */
  readonly keep?: number;
}

export const RANDOM_POLICY: PlayoutPolicy = { samples: 0 };

export interface CoreOptions {
  /** Tile set the core is configured with; defaults to the 24 base types. */
  readonly tiles?: readonly TileType[];
  readonly startTile?: string;
}

const PUT_ERRORS: Record<number, string> = {
  1: 'bad arguments or the game is over',
  2: 'the square is taken or touches no tile',
  3: 'the edges do not match the neighbours',
  4: 'the tile has no feature at that location',
  5: 'the player has no follower left',
  6: 'the feature already holds a follower',
};


export { CoreError };

/** Instantiates core.wasm from any source the loaders accept (shared by CoreEngine and BoardEngine). */
export async function instantiate(source: CoreSource): Promise<WasmInstance> {
  const imports = {};
  if (source instanceof wasmRuntime.Module) return wasmRuntime.instantiate(source, imports);
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) {
    return (await wasmRuntime.instantiate(source, imports)).instance;
  }
  let response: ResponseLike;
  if (typeof source === 'string' || source instanceof URL) response = await fetch(source);
  else response = await (source as ResponseLike | PromiseLike<ResponseLike>);
  if (!response.ok) throw new CoreError(`core.wasm: HTTP ${response.status}`, 0);
  if (typeof wasmRuntime.instantiateStreaming === 'function' && response.headers.get('content-type') === 'application/wasm') {
    return (await wasmRuntime.instantiateStreaming(response, imports)).instance;
  }
  return (await wasmRuntime.instantiate(await response.arrayBuffer(), imports)).instance;
}

/** Splits a non-negative integer seed (number up to 2^53 or bigint up to 2^64) into u32 halves. */
function seedWords(seed: number | bigint): [number, number] {
  const big = typeof seed === 'bigint' ? seed : BigInt(Math.trunc(seed));
  if (big < 0n || big >= 1n << 64n) throw new RangeError('seed must be in [0, 2^64)');
  return [Number(big & 0xffffffffn), Number(big >> 32n)];
}

function expand(counts: Readonly<Record<string, number>>): string[] {
  return Object.entries(counts).flatMap(([id, k]) => new Array<string>(k).fill(id));
}

/** One engine instance: one board, one wasm memory. */
export class CoreEngine {
  readonly ids: readonly string[];
  private readonly index: ReadonlyMap<string, number>;
  private playerCount = 2;

  private constructor(readonly raw: CoreExports, options: CoreOptions) {
    const table = encodeTileTable(options.tiles ?? BASE_TILES, options.startTile);
    this.ids = table.ids;
    this.index = new Map(table.ids.map((id, i) => [id, i]));
    this.bytes().set(table.bytes);
    const rc = raw.configure(table.ids.length, table.startIndex);
    if (rc !== 0) throw new CoreError(`core rejected the tile table (code ${rc})`, rc);
    raw.reset(this.playerCount);
  }

  /** Instantiates core.wasm from a compiled module, its bytes, or a URL / Response. */
  static async load(source: CoreSource, options: CoreOptions = {}): Promise<CoreEngine> {
    return CoreEngine.fromInstance(await instantiate(source), options);
  }

  /** Synchronous variant for a module already compiled (e.g. a Worker's wasm import). */
  static fromModule(module: WasmModule, options: CoreOptions = {}): CoreEngine {
    return CoreEngine.fromInstance(new wasmRuntime.Instance(module, {}), options);
  }

  static fromInstance(instance: WasmInstance, options: CoreOptions = {}): CoreEngine {
    return new CoreEngine(instance.exports as unknown as CoreExports, options);
  }

  /** Size of this instance's linear memory (fixed: initial = maximum). */
  get memoryBytes(): number {
    return this.raw.memory.buffer.byteLength;
  }

  private bytes(): Uint8Array {
    return new Uint8Array(this.raw.memory.buffer, this.raw.ioPtr(), 8192);
  }

  private typeOf(id: string): number {
    const t = this.index.get(id);
    if (t === undefined) throw new CoreError(`unknown tile ${id}`, 1);
    return t;
  }

  /** Seeds the core's PRNG (xoshiro128**); the same seed gives the same playouts anywhere. */
  seed(seed: number | bigint): void {
    const [lo, hi] = seedWords(seed);
    this.raw.seed(lo, hi);
  }

  /** New game: start tile at (0,0) rotation 0, 7 followers each, empty stack, player 0 to move. */
  reset(players: number): void {
    if (!Number.isInteger(players) || players < 1 || players > 5) throw new RangeError('1 to 5 players');
    this.playerCount = players;
    this.raw.reset(players);
  }

  get players(): number {
    return this.playerCount;
  }

  /** Index of the player to move. */
  get current(): number {
    return this.raw.status() & 0xf;
  }

  /** Tiles on the board, the start tile included. */
  get placed(): number {
    return (this.raw.status() >> 4) & 0xff;
  }

  /** Tiles discarded as unplaceable since the last reset. */
  get discarded(): number {
    return (this.raw.status() >> 20) & 0xff;
  }

  get finished(): boolean {
    return ((this.raw.status() >> 28) & 1) === 1;
  }

  /** Plays a move for the current player and scores what it completes; throws if illegal. */
  put(move: CoreMove): void {
    const rc = this.tryPut(move);
    if (rc !== 0) {
      throw new CoreError(`illegal move ${move.tile} at (${move.x},${move.y}) rot ${move.rot}: ${PUT_ERRORS[rc]}`, rc);
    }
  }

  /** Like {@link put} but returns the core's status code (0 = played). */
  tryPut(move: CoreMove): number {
    // The wasm boundary truncates numbers to i32, so a stray 45 or 0.5 must stop here.
    if (!isRotation(move.rot) || !Number.isInteger(move.x) || !Number.isInteger(move.y)) return 1;
    const loc = move.meeple === undefined ? -1 : locationCode(move.meeple);
    if (move.meeple !== undefined && loc < 0) return 4;
    return this.raw.put(this.typeOf(move.tile), move.x, move.y, move.rot / 90, loc);
  }

  /** Every (x, y, rot) where the tile fits; rotations that look alike are listed separately. */
  placements(tile: string): Placement[] {
    const n = this.raw.placements(this.typeOf(tile));
    const words = new Int16Array(this.raw.memory.buffer, this.raw.ioPtr(), n * 3);
    const out: Placement[] = [];
    for (let i = 0; i < n; i++) {
      out.push({ x: words[i * 3]!, y: words[i * 3 + 1]!, rot: (words[i * 3 + 2]! * 90) as Rotation });
    }
    return out;
  }

  /** Free follower spots (one location per feature) if the tile went there; null if it cannot. */
  spots(tile: string, x: number, y: number, rot: Rotation): Location[] | null {
    if (!isRotation(rot) || !Number.isInteger(x) || !Number.isInteger(y)) return null;
    const n = this.raw.spots(this.typeOf(tile), x, y, rot / 90);
    if (n < 0) return null;
    return Array.from(this.bytes().subarray(0, n), locationName);
  }

  /** Sets the draw stack, first element drawn first. */
  setStack(tiles: readonly string[]): void {
    const codes = tiles.map((id) => this.typeOf(id));
    if (this.placed + codes.length > 125) throw new RangeError('at most 125 tiles on the board');
    this.bytes().set(codes);
    const rc = this.raw.loadStack(codes.length);
    if (rc !== 0) throw new CoreError(`core refused the stack (code ${rc})`, rc);
  }

  /** The unshuffled base stack (71 tiles: the start tile is already on the board). */
  static baseStack(): string[] {
    return unshuffledStack(['base']);
  }

  /**
   * The unshuffled stack of the base tiles and `sets` (the start tile is already on the
   * board): for an engine made with those tiles (`{ tiles: ALL_TILES }` knows every set).
   */
  static stackOf(sets: readonly TileSet[]): string[] {
    return unshuffledStack(sets.includes('base') ? sets : ['base', ...sets]);
  }

  shuffleStack(): void {
    this.raw.shuffleStack();
  }

  /** Draws the next tile and plays a uniformly random move with it; null when the stack is empty. */
  step(): StepResult | null {
    const r = this.raw.step();
    if (r < 0) return null;
    return { tile: this.ids[r & 0xff]!, discarded: (r & 0x100) !== 0 };
  }

  /**
   * Sets the policy both players follow in `step` and `playouts` until changed (the
   * engine starts with the uniform random one). Deterministic: same seed, same policy,
   * same playouts.
   */
  setPolicy(policy: PlayoutPolicy): void {
    const int = (v: number | undefined, d: number, lo: number, hi: number): number => {
      const n = v ?? d;
      if (!Number.isInteger(n) || n < lo || n > hi) throw new RangeError(`policy value ${n} not an integer in [${lo}, ${hi}]`);
      return n;
    };
    this.raw.policy(
      int(policy.samples, 0, 0, 1 << 20),
      int(policy.eps, 0, 0, 100),
      policy.followers === false ? 0 : 1,
      int(policy.reserve, 1, 0, 7),
      int(policy.keep, 2, -100, 100),
    );
  }

  /** Final scoring (incomplete features and farms). */
  finish(): number[] {
    this.raw.finish();
    return this.scores();
  }

  scores(): number[] {
    return Array.from({ length: this.playerCount }, (_, p) => this.raw.score(p));
  }

  /** Followers left in each player's supply. */
  supplies(): number[] {
    return Array.from({ length: this.playerCount }, (_, p) => this.raw.inSupply(p));
  }

  /** Followers of each player standing on the board (counted on the board, not from supply). */
  followersOnBoard(): number[] {
    return Array.from({ length: this.playerCount }, (_, p) => this.raw.onBoard(p));
  }

  tileAt(x: number, y: number): { tile: string; rot: Rotation } | null {
    const v = this.raw.tileAt(x, y);
    if (v < 0) return null;
    return { tile: this.ids[v >> 2]!, rot: ((v & 3) * 90) as Rotation };
  }

  /** Owner of the follower standing on that feature location, or null. */
  followerAt(x: number, y: number, at: Location): number | null {
    const p = this.raw.followerAt(x, y, locationCode(at));
    return p < 0 ? null : p;
  }

  /**
   * Runs n random playouts from the current position; `remaining` is the multiset of tiles
   * still to come, as a list or as counts per tile id (order does not matter: each
   * playout shuffles it). Returns the sum of
   * each player's final score over the n playouts. The position is left unchanged.
   */
  playouts(n: number, remaining: readonly string[] | Readonly<Record<string, number>>): number[] {
    if (!Number.isInteger(n) || n < 0) throw new RangeError('n must be a non-negative integer');
    this.setStack(Array.isArray(remaining) ? remaining : expand(remaining as Readonly<Record<string, number>>));
    this.raw.playouts(n);
    const sums = new Float64Array(this.raw.memory.buffer, this.raw.ioPtr(), 5);
    return Array.from(sums.subarray(0, this.playerCount));
  }

  /**
   * Like `playouts`, but each playout stops after `horizon` turns and counts each feature
   * holding followers at what it is expected to pay from the tiles left (its chance of
   * completion; assembly/horizon.ts); a playout that empties the stack first scores exactly.
   */
  horizonPlayouts(n: number, horizon: number, remaining: readonly string[] | Readonly<Record<string, number>>): number[] {
    if (!Number.isInteger(n) || n < 0) throw new RangeError('n must be a non-negative integer');
    if (!Number.isInteger(horizon) || horizon < 0) throw new RangeError('horizon must be a non-negative integer');
    this.setStack(Array.isArray(remaining) ? remaining : expand(remaining as Readonly<Record<string, number>>));
    this.raw.horizonPlayouts(n, horizon);
    const sums = new Float64Array(this.raw.memory.buffer, this.raw.ioPtr(), 5);
    return Array.from(sums.subarray(0, this.playerCount));
  }

  /**
   * n complete random games from the start tile for `players` players, with the base tiles
   * and `sets` (default: base only; base rules whatever the tiles); per-player score sums.
   */
  randomGames(n: number, players: number, seed?: number | bigint, sets: readonly TileSet[] = ['base']): number[] {
    if (seed !== undefined) this.seed(seed);
    this.reset(players);
    return this.playouts(n, CoreEngine.stackOf(sets));
  }
}
