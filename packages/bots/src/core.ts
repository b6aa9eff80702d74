import type { CoreEngine } from '@carc/core';
import type { PlayerView } from '@carc/rules';
import { ALL_TILES, unshuffledStack } from '@carc/tiles';
import { tileSetsOf } from './position.js';
import type { CoreProvider } from './types.js';

/**
 * Gets hold of a core engine that knows every tile of a game. A factory is asked once, for
 * all tile types of every set, so one engine serves base and expansion games alike; an
 * engine handed in is used as long as it knows the game's tiles.
 */
export class CoreHandle {
  private engine: CoreEngine | null = null;
  private pending: Promise<CoreEngine> | null = null;

  constructor(private readonly provider: CoreProvider | undefined) {
    if (provider !== undefined && typeof provider !== 'function') this.engine = provider;
  }

  get available(): boolean {
    return this.provider !== undefined;
  }

  /** The engine if it is ready (or can be made synchronously); undefined if it must be awaited; null if none. */
  ready(): CoreEngine | null | undefined {
    if (this.engine) return this.engine;
    if (typeof this.provider !== 'function') return null;
    if (!this.pending) {
      const made = this.provider({ tiles: ALL_TILES });
      if (!(made instanceof Promise)) {
        this.engine = made;
        return made;
      }
      this.pending = made.then((e) => (this.engine = e));
    }
    return undefined;
  }

  async get(): Promise<CoreEngine | null> {
    const r = this.ready();
    if (r !== undefined) return r;
    return this.pending!;
  }
}

/** Does the engine know every tile the game can hold? */
export function knowsTiles(core: CoreEngine, view: PlayerView): boolean {
  const ids = new Set(core.ids);
  return unshuffledStack(tileSetsOf(view)).every((id) => ids.has(id)) && view.board.every((t) => ids.has(t.tile));
}
