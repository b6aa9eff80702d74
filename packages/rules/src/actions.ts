/**
 * Shape checks for actions arriving from outside (network, UI, records): anything that
 * is not exactly one of the known shapes is 'malformed-action', before any rule is read.
 */
import { isLocation, isRotation } from '@carc/tiles';
import { EXPANSION_IDS } from './types.js';
import type { Action } from './types.js';

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

function onlyKeys(o: Record<string, unknown>, allowed: readonly string[]): string | null {
  for (const k in o) if (!allowed.includes(k)) return `unknown field '${k}'`;
  return null;
}

/**
 * The keys an extension action may carry. A switch rather than `includes` over a list:
 * every action an engine applies passes this check, and the ext actions (with up to
 * seven keys) were the slowest shape to check.
 */
function extKeyProblem(o: Record<string, unknown>): string | null {
  for (const k in o) {
    switch (k) {
      case 'type':
      case 'expansion':
      case 'kind':
      case 'spot':
      case 'spot2':
      case 'player2':
      case 'card':
      case 'to':
      case 'x':
      case 'y':
      case 'path':
      case 'cards':
      case 'data':
        continue;
      default:
        return `unknown field '${k}'`;
    }
  }
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
    case 'ext': {
      const extra = extKeyProblem(a);
      if (extra) return extra;
      if (!(EXPANSION_IDS as readonly unknown[]).includes(a.expansion)) return 'unknown expansion';
      if (typeof a.kind !== 'string') return 'kind must be a string';
      if (a.spot !== undefined && !isSpot(a.spot)) return 'spot must be {x, y, at}';
      if (a.spot2 !== undefined && !isSpot(a.spot2)) return 'spot2 must be {x, y, at}';
      if (a.player2 !== undefined && !isInt(a.player2)) return 'player2 must be an integer';
      if (a.card !== undefined && typeof a.card !== 'string') return 'card must be a string';
      if (a.to !== undefined && !isLocation(a.to)) return 'to must be a location';
      if ((a.x !== undefined && !isInt(a.x)) || (a.y !== undefined && !isInt(a.y))) return 'x and y must be integers';
      if (a.path !== undefined && !(Array.isArray(a.path) && a.path.every((p) => Array.isArray(p) && p.length === 2 && isInt(p[0]) && isInt(p[1])))) {
        return 'path must be a list of [x, y]';
      }
      if (a.cards !== undefined && !(Array.isArray(a.cards) && a.cards.every((c) => typeof c === 'string'))) return 'cards must be a list of strings';
      return null;
    }
    default:
      return `unknown action type ${JSON.stringify(a.type)}`;
  }
}

export function isAction(a: unknown): a is Action {
  return actionShapeProblem(a) === null;
}
