/**
 * The table of the package's expansion modules, in the order their hooks run (each
 * module's `order`). The package's `ExpansionId`, `ExpansionAction` and `GameOptions`
 * types are made from it (types.ts), and the all-expansions engine (all.ts) from its
 * values. Adding an expansion is one line here; the base engine never imports this file's
 * values.
 */
import type { ExpansionId } from '../types.js';
import { christmasGift } from './christmas-gift/index.js';
import { giftsModule as gifts } from './gifts/index.js';
import { festival } from './festival/index.js';
import { easter } from './easter/index.js';

// Typed by reference, so the declaration file names the modules instead of spelling out their types.
export const ALL_EXPANSIONS: readonly [typeof christmasGift, typeof gifts, typeof festival, typeof easter] = [christmasGift, gifts, festival, easter];

/** The type of any module of the table. */
export type TableModule = (typeof ALL_EXPANSIONS)[number];

/** Every expansion id of the table, in hook order. */
export const EXPANSION_IDS: readonly ExpansionId[] = /* @__PURE__ */ ALL_EXPANSIONS.map((m) => m.id);
