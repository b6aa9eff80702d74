/**
 * The table of the package's expansion modules, in the order their hooks run (each
 * module's `order`), and the package's types made from it: types.ts writes `GameConfigOf`,
 * `ActionOf`, ... for any table, and this file applies them to these four modules, giving
 * the names the package exports (`ExpansionId`, `Action`, `GameConfig`, ...). The
 * all-expansions engine (all.ts) is made from its values. Adding an expansion is one line
 * here; no base file imports this one, not even for types.
 */
import type { TableOf } from '../expansion.js';
import type { SearchState } from '../search-state.js';
import type { ActionKeysOf, ActionOf, ExpansionEventOf, GameConfigOf, GameEventOf, GameRecordOf, PlayerViewOf } from '../types.js';
import { christmasGift } from './christmas-gift/index.js';
import { giftsModule as gifts } from './gifts/index.js';
import { festival } from './festival/index.js';
import { easter } from './easter/index.js';

// Typed by reference, so the declaration file names the modules instead of spelling out their types.
export const ALL_EXPANSIONS: readonly [typeof christmasGift, typeof gifts, typeof festival, typeof easter] = [christmasGift, gifts, festival, easter];

/** The type of any module of the table. */
export type TableModule = (typeof ALL_EXPANSIONS)[number];

/** What the package's types know of its expansions (types.ts `TableTypes`). */
export type Table = TableOf<TableModule>;

/** The record id of every expansion of the table ('christmas-gift', 'festival', ...). */
export type ExpansionId = Table['id'];

/** Game options: every module's declared options (`ExpansionModule.options`) in one type. */
export type GameOptions = Table['options'];

/**
 * An action defined by an expansion module: `{type: 'ext', expansion, kind, ...keys}`, one
 * member per kind (and card) that a module of the table declares, with exactly the keys
 * declared (`ExpansionModule.actions`; the names follow record-format.md's expansion keys).
 * Narrow on `expansion`, then `kind` (and `card`) to reach a kind's keys.
 */
export type ExpansionAction = Table['action'];

/** Any action of a game with the table's expansions: the base game's or an expansion's. */
export type Action = ActionOf<Table>;

/**
 * Every key that some expansion action declares, each optional, with its value type. For
 * code that reads the targets of any action alike, such as a board highlighting every
 * offered spot: `(a as ExpansionAction & ActionKeys).spot`.
 */
export type ActionKeys = ActionKeysOf<Table>;

export type GameConfig = GameConfigOf<Table>;

/**
 * An event reported by an expansion. `secretTo` lists the only players allowed to see it
 * in full; `viewEvents` asks the owning module to redact it for everyone else.
 */
export type ExpansionEvent = ExpansionEventOf<Table>;

export type GameEvent = GameEventOf<Table>;

/** A `carc-record/1` document (record-format.md) of a game with the table's expansions. */
export type GameRecord = GameRecordOf<Table>;

/** What one seat (or a spectator) may see: never the stack order nor the seed. */
export interface PlayerView extends PlayerViewOf<Table> {
  /** Only with `view(s, p, { search: true })`: what a bot determinizes (search-state.ts). Never sent to clients. */
  search?: SearchState;
}

/** Every expansion id of the table, in hook order. */
export const EXPANSION_IDS: readonly ExpansionId[] = /* @__PURE__ */ ALL_EXPANSIONS.map((m) => m.id);
