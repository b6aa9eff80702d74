/**
 * Shape checks for actions arriving from outside (network, UI, records): anything that
 * is not exactly one of the known shapes is 'malformed-action', before any rule is read.
 * Expansion actions are checked against the declarations of their module
 * (`ExpansionModule.actions`), so this file names no expansion.
 */
import { isLocation, isRotation } from '@carc/tiles';
import type { ActionKind, KeySpec, KeyTable, KeyType } from './expansion.js';
import type { ModuleTable } from './registry.js';
import type { Action, ExpansionAction, ExpansionId } from './types.js';

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

function onlyKeys(o: Record<string, unknown>, allowed: readonly string[]): string | null {
  for (const k in o) if (!allowed.includes(k)) return `unknown field '${k}'`;
  return null;
}

function isInt(v: unknown): v is number {
  return typeof v === 'number' && Number.isSafeInteger(v);
}

const SPOT_KEYS = ['x', 'y', 'at'];

export function isSpot(v: unknown): boolean {
  return isPlainObject(v) && onlyKeys(v, SPOT_KEYS) === null && isInt(v.x) && isInt(v.y) && isLocation(v.at);
}

/** Null when `a` is a well-formed Action, else why not. Never throws, even for hostile objects. */
export function actionShapeProblem(a: unknown, modules: ModuleTable): string | null {
  const r = readAction(a, modules);
  return typeof r === 'string' ? r : null;
}

/** Longer lists are never part of an action (a `cards` list names at most two decks). */
const MAX_LIST = 64;

/**
 * A copy of `v` in which every key was read exactly once: plain objects and lists are
 * copied (two levels deep, as deep as an action goes), anything else is kept as it is
 * and refused by the shape check.
 */
function snapshot(v: unknown, depth: number): unknown {
  if (typeof v !== 'object' || v === null || depth > 2) return v;
  if (Array.isArray(v)) {
    if (Object.getPrototypeOf(v) !== Array.prototype || v.length > MAX_LIST) return v;
    const out: unknown[] = [];
    for (let i = 0; i < v.length; i++) out.push(snapshot(v[i], depth + 1));
    return out;
  }
  if (!isPlainObject(v)) return v;
  const out: Record<string, unknown> = {};
  for (const k in v) {
    setOwn(out, k, snapshot(v[k], depth + 1));
  }
  return out;
}

/** `o[k] = v`, except that an own `__proto__` key (JSON.parse makes them) stays a key, so it is refused by name. */
function setOwn(o: Record<string, unknown>, k: string, v: unknown): void {
  if (k === '__proto__') Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  else o[k] = v;
}

const PLACE_KEYS = ['type', 'x', 'y', 'rot'];
const MEEPLE_KEYS = ['type', 'at'];
const PASS_KEYS = ['type'];

/**
 * The action `a` stands for, as a fresh object the engine owns, or why it is none (a
 * string). Each key of `a` is read exactly once, so a getter cannot answer the check one
 * way and a rule another, and a caller who changes its object afterwards changes nothing
 * in the game. Never throws, even for hostile objects (throwing getters, proxy traps).
 */
export function readAction(a: unknown, modules: ModuleTable): Action | string {
  try {
    if (!isPlainObject(a)) return 'an action must be a plain object';
    const type = a.type;
    switch (type) {
      case 'place': {
        const extra = onlyKeys(a, PLACE_KEYS);
        if (extra) return extra;
        const x = a.x;
        const y = a.y;
        const rot = a.rot;
        if (!isInt(x) || !isInt(y)) return 'x and y must be integers';
        return isRotation(rot) ? { type, x, y, rot } : 'rot must be 0, 90, 180 or 270';
      }
      case 'meeple': {
        const extra = onlyKeys(a, MEEPLE_KEYS);
        if (extra) return extra;
        const at = a.at;
        return isLocation(at) ? { type, at } : 'at must be a location (N E S W, NL..WR, C)';
      }
      case 'pass':
        return onlyKeys(a, PASS_KEYS) ?? { type };
      case 'ext': {
        const copy = snapshot(a, 0) as Record<string, unknown>;
        if (copy.type !== 'ext') return 'the action changed while it was read';
        return extProblem(copy, modules) ?? (copy as unknown as ExpansionAction);
      }
      default:
        return `unknown action type ${JSON.stringify(type)}`;
    }
  } catch {
    // A getter or proxy trap that throws: whatever it is, it is not an action.
    return 'the action could not be read';
  }
}

export function isAction(a: unknown, modules: ModuleTable): a is Action {
  return actionShapeProblem(a, modules) === null;
}

/** The keys every expansion action has before its declared ones. */
function isEnvelopeKey(k: string): boolean {
  return k === 'type' || k === 'expansion' || k === 'kind';
}

function isStrings(v: unknown): boolean {
  return Array.isArray(v) && Object.getPrototypeOf(v) === Array.prototype && v.every((x) => typeof x === 'string');
}

const TYPE_NAMES: Record<KeyType, string> = {
  int: 'an integer',
  string: 'a string',
  spot: 'a spot {x, y, at}',
  location: 'a location (N E S W, NL..WR, C)',
  strings: 'a list of strings',
};

/** The declared spec of key `k` in `table` ('spot', 'int?', ...), or undefined. */
function declared(table: KeyTable | undefined, k: string): KeySpec | undefined {
  return table && Object.hasOwn(table, k) ? table[k] : undefined;
}

/** Whether `v` fits `spec`; an optional key may also be absent (undefined). */
function fits(v: unknown, spec: KeySpec): boolean {
  switch (spec) {
    case 'int':
      return isInt(v);
    case 'string':
      return typeof v === 'string';
    case 'spot':
      return isSpot(v);
    case 'location':
      return isLocation(v);
    case 'strings':
      return isStrings(v);
    case 'int?':
      return v === undefined || isInt(v);
    case 'string?':
      return v === undefined || typeof v === 'string';
    case 'spot?':
      return v === undefined || isSpot(v);
    case 'location?':
      return v === undefined || isLocation(v);
    case 'strings?':
      return v === undefined || isStrings(v);
  }
}

/** A key of `table` that is neither optional nor present in `o`, or null. */
function missingKey(o: Record<string, unknown>, table: KeyTable | undefined): string | null {
  if (!table) return null;
  for (const k in table) if (!table[k]!.endsWith('?') && o[k] === undefined) return k;
  return null;
}

/** The declaration of an expansion action kind, or why there is none. */
export function actionKind(expansion: unknown, kind: unknown, modules: ModuleTable): ActionKind | string {
  if (typeof expansion !== 'string') return 'unknown expansion';
  const id = expansion as ExpansionId;
  const m = modules.module(id);
  // The engine knows only its own modules: an id it lacks may be unknown or left out.
  if (!m) return 'unknown expansion';
  if (typeof kind !== 'string') return 'kind must be a string';
  if (!Object.hasOwn(m.actions, kind)) return `${id} has no action kind ${JSON.stringify(kind.slice(0, 40))}`;
  return m.actions[kind]!;
}

/** How messages name an action: its kind, and its card for a kind that carries cards ("play force"). */
function label(kind: string, cardKeys: KeyTable | undefined, a: Record<string, unknown>): string {
  return cardKeys ? `${kind} ${a.card as string}` : kind;
}

/**
 * Null when `a` (a plain object) has exactly the keys its kind (and card) declares, each
 * of its type; else the message, naming the offending key.
 */
function extProblem(a: Record<string, unknown>, modules: ModuleTable): string | null {
  const decl = actionKind(a.expansion, a.kind, modules);
  if (typeof decl === 'string') return decl;
  const kind = a.kind as string;
  let cardKeys: KeyTable | undefined;
  if (decl.cards) {
    const card = a.card;
    if (typeof card !== 'string') return `${kind} needs card: a string`;
    if (!Object.hasOwn(decl.cards, card)) return `${kind} takes no card ${JSON.stringify(card.slice(0, 40))}`;
    cardKeys = decl.cards[card];
  }
  for (const k in a) {
    if (isEnvelopeKey(k)) continue;
    const spec = declared(decl.keys, k) ?? declared(cardKeys, k);
    if (spec === undefined) return `${label(kind, cardKeys, a)} takes no key '${k.slice(0, 40)}'`;
    if (!fits(a[k], spec)) return `${label(kind, cardKeys, a)}: ${k} must be ${TYPE_NAMES[(spec.endsWith('?') ? spec.slice(0, -1) : spec) as KeyType]}`;
  }
  const missing = missingKey(a, decl.keys) ?? missingKey(a, cardKeys);
  return missing === null ? null : `${label(kind, cardKeys, a)} needs '${missing}'`;
}

/**
 * The action a record entry stands for: every key of `entry` except `recordOnly` (keys the
 * record keeps beside the action, such as a card's `window`) becomes a key of the action, so
 * `apply` judges the entry by the same declarations as a live action: a key the entry
 * should not have is refused by name instead of being dropped.
 */
export function actionFromEntry(expansion: ExpansionId, kind: string, entry: Record<string, unknown>, recordOnly: readonly string[] = []): ExpansionAction {
  const a: Record<string, unknown> = { type: 'ext', expansion, kind };
  for (const k of Object.keys(entry)) {
    if (recordOnly.includes(k) || isEnvelopeKey(k)) continue;
    setOwn(a, k, entry[k]);
  }
  return a as unknown as ExpansionAction;
}
