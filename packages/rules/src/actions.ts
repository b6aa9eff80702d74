/**
 * Shape checks for actions arriving from outside (network, UI, records): anything that
 * is not exactly one of the known shapes is 'malformed-action', before any rule is read.
 * Expansion actions are checked against the declarations of their module
 * (`ExpansionModule.actions`), so this file names no expansion.
 */
import { isLocation, isRotation } from '@carc/tiles';
import type { ActionKind, KeyTable, KeyType } from './expansion.js';
import { expansionModule } from './registry.js';
import { EXPANSION_IDS } from './types.js';
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

export function isSpot(v: unknown): boolean {
  return isPlainObject(v) && onlyKeys(v, ['x', 'y', 'at']) === null && isInt(v.x) && isInt(v.y) && isLocation(v.at);
}

/** Null when `a` is a well-formed Action, else why not. Never throws, even for hostile objects. */
export function actionShapeProblem(a: unknown): string | null {
  try {
    return shapeProblem(a);
  } catch {
    // A getter or proxy trap that throws: whatever it is, it is not an action.
    return 'the action could not be read';
  }
}

function shapeProblem(a: unknown): string | null {
  if (!isPlainObject(a)) return 'an action must be a plain object';
  switch (a.type) {
    case 'place':
      return onlyKeys(a, ['type', 'x', 'y', 'rot']) ?? (isInt(a.x) && isInt(a.y) ? (isRotation(a.rot) ? null : 'rot must be 0, 90, 180 or 270') : 'x and y must be integers');
    case 'meeple':
      return onlyKeys(a, ['type', 'at']) ?? (isLocation(a.at) ? null : 'at must be a location (N E S W, NL..WR, C)');
    case 'pass':
      return onlyKeys(a, ['type']);
    case 'ext':
      return extProblem(a);
    default:
      return `unknown action type ${JSON.stringify(a.type)}`;
  }
}

export function isAction(a: unknown): a is Action {
  return actionShapeProblem(a) === null;
}

/** The keys every expansion action has before its declared ones. */
function isEnvelopeKey(k: string): boolean {
  return k === 'type' || k === 'expansion' || k === 'kind';
}

function hasType(v: unknown, t: KeyType): boolean {
  switch (t) {
    case 'int':
      return isInt(v);
    case 'string':
      return typeof v === 'string';
    case 'spot':
      return isSpot(v);
    case 'location':
      return isLocation(v);
    case 'strings':
      return Array.isArray(v) && Object.getPrototypeOf(v) === Array.prototype && v.every((x) => typeof x === 'string');
  }
}

const TYPE_NAMES: Record<KeyType, string> = {
  int: 'an integer',
  string: 'a string',
  spot: 'a spot {x, y, at}',
  location: 'a location (N E S W, NL..WR, C)',
  strings: 'a list of strings',
};

/** The declared type of key `k` in `table`, without its optional mark; undefined when not declared. */
function declared(table: KeyTable | undefined, k: string): { type: KeyType; optional: boolean } | undefined {
  if (!table || !Object.hasOwn(table, k)) return undefined;
  const spec = table[k]!;
  const optional = spec.endsWith('?');
  return { type: (optional ? spec.slice(0, -1) : spec) as KeyType, optional };
}

/** A key of `table` that is neither optional nor present in `o`, or null. */
function missingKey(o: Record<string, unknown>, table: KeyTable | undefined): string | null {
  if (!table) return null;
  for (const k in table) if (!table[k]!.endsWith('?') && o[k] === undefined) return k;
  return null;
}

/** The declaration of an expansion action kind, or why there is none. */
export function actionKind(expansion: unknown, kind: unknown): ActionKind | string {
  if (!(EXPANSION_IDS as readonly unknown[]).includes(expansion)) return 'unknown expansion';
  const id = expansion as ExpansionId;
  const m = expansionModule(id);
  if (!m) return `expansion ${id} is not available in this build`;
  if (typeof kind !== 'string') return 'kind must be a string';
  if (!Object.hasOwn(m.actions, kind)) return `${id} has no action kind ${JSON.stringify(kind.slice(0, 40))}`;
  return m.actions[kind]!;
}

/**
 * Null when `a` (a plain object) has exactly the keys its kind (and card) declares, each
 * of its type; else the message, naming the offending key.
 */
function extProblem(a: Record<string, unknown>): string | null {
  const decl = actionKind(a.expansion, a.kind);
  if (typeof decl === 'string') return decl;
  const kind = a.kind as string;
  let cardKeys: KeyTable | undefined;
  if (decl.cards) {
    const card = a.card;
    if (typeof card !== 'string') return `${kind} needs card: a string`;
    if (!Object.hasOwn(decl.cards, card)) return `${kind} takes no card ${JSON.stringify(card.slice(0, 40))}`;
    cardKeys = decl.cards[card];
  }
  const what = cardKeys ? `${kind} ${a.card as string}` : kind;
  for (const k in a) {
    if (isEnvelopeKey(k)) continue;
    const d = declared(decl.keys, k) ?? declared(cardKeys, k);
    if (!d) return `${what} takes no key '${k.slice(0, 40)}'`;
    const v = a[k];
    if (v === undefined ? !d.optional : !hasType(v, d.type)) return `${what}: ${k} must be ${TYPE_NAMES[d.type]}`;
  }
  const missing = missingKey(a, decl.keys) ?? missingKey(a, cardKeys);
  return missing === null ? null : `${what} needs '${missing}'`;
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
    a[k] = entry[k];
  }
  return a as unknown as ExpansionAction;
}
