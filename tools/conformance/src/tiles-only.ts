/** Engines for the cross-checks: base rules with the Festival and Easter tiles shuffled in, nothing else. */
import { createEngine, type Engine, type ExpansionId, type ExpansionModule } from '@carc/rules';
import type { TileSet } from '@carc/tiles';

/** An expansion module that only shuffles its tiles into the stack: base rules, more tiles. */
function tilesOnly(id: ExpansionId, set: TileSet, order: number): ExpansionModule {
  return { id, order, actions: {}, tileSets: [set] } as unknown as ExpansionModule;
}

export const tileEngine: Engine = createEngine([tilesOnly('festival', 'festival', 1), tilesOnly('easter', 'easter', 2)]);
