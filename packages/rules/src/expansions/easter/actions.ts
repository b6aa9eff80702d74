/** Easter's action declarations (the shapes its step accepts; expansion.ts `ActionDeclarations`). */
import type { ActionDeclarations, ActionsOf } from '../../expansion.js';
import type { ID } from './slice.js';

/** One hop of the bunny to the tile at (x, y) (the bunny phase). */
export const ACTIONS = { hop: { keys: { x: 'int', y: 'int' } } } as const satisfies ActionDeclarations;
/** Easter's action: `{type:'ext', expansion:'easter', kind:'hop', x, y}`. */
export type EasterAction = ActionsOf<typeof ID, typeof ACTIONS>;
