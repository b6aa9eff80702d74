/**
 * A second reader of follower spots (record-format.md, Expansion keys: a spot that names a
 * follower is the spot where that follower stands). It checks records and actions written
 * by the engine, for the tests and `scripts/check-follower-spots.mjs`; the engine never
 * calls it.
 *
 * It is deliberately independent of the writer: it shares none of the engine's lookups
 * (kit's followerAt / featureAt / spotOf, the rotated TYPES tables, the feature roots).
 * It reads only the board's stored fields (board.ts's named readers: a tile's type, place
 * and turns, a follower's owner, tile and segment) and turns the spot's location back into the tile's
 * canonical picture with @carc/tiles, where the tile type lists the locations each
 * feature meets. It reads the record's keys itself, by the spec's names.
 */
import { ALL_TILES, isLocation, unrotateLocation } from '@carc/tiles';
import type { Rotation } from '@carc/tiles';
import { followerPlayer, followerSeg, followerTile, tileFirstSeg, tileTurns, tileType, tileX, tileY } from './board.js';
import { replay } from './all.js';
import type { GameState } from './state.js';
import type { PlayerIndex, Spot } from './types.js';
// A checker of what the package's engine wrote, so it reads actions and records as the
// package's consumers do: typed by the table (it is no part of the engine, which never calls it).
import type { Action, GameRecord } from './index.js';

/** Whether `player` has a follower on the tile at (x, y), on the feature of that tile that meets `at`. */
export function standsAt(s: GameState, player: PlayerIndex, spot: Spot): boolean {
  if (!spot || !isLocation(spot.at)) return false;
  const b = s.board;
  for (let t = 0; t < b.tileCount; t++) {
    if (tileX(b, t) !== spot.x || tileY(b, t) !== spot.y) continue;
    const type = ALL_TILES[tileType(b, t)]!;
    const canonical = unrotateLocation(spot.at, (tileTurns(b, t) * 90) as Rotation);
    for (let i = 0; i < b.meepleCount; i++) {
      if (followerPlayer(b, i) !== player || followerTile(b, i) !== t) continue;
      // A follower's segment is the tile's first segment plus its feature's index in the type's list.
      const feature = type.features[followerSeg(b, i) - tileFirstSeg(b, t)];
      if (feature?.at.includes(canonical)) return true;
    }
    return false;
  }
  return false;
}

/** One follower an action names: `player` null for a swap's opponent named without player2. */
export interface NamedFollower {
  what: string;
  player: PlayerIndex | null;
  spot: Spot | undefined;
}

const SWAPS = ['swap-cloister', 'swap-city', 'swap-road', 'swap-farm'];

/** The followers an action names by spot, read by the keys' names (festival, gifts, Christmas Gift). */
export function namedFollowers(a: Action, actor: PlayerIndex): NamedFollower[] {
  if (a.type !== 'ext') return [];
  if (a.expansion === 'festival' && a.kind === 'return') return [{ what: 'festivalReturn', player: actor, spot: a.spot }];
  // A gift opened without a spot had no possible effect and was wasted: it names nobody.
  if (a.expansion === 'gifts' && a.kind === 'open' && (a.card === 'cash-out' || a.card === 'change-position') && a.spot !== undefined) {
    return [{ what: `gift ${a.card}`, player: actor, spot: a.spot }];
  }
  if (a.expansion === 'christmas-gift' && a.kind === 'play') {
    if (a.card === 'recall') return [{ what: 'recall spot', player: actor, spot: a.spot }];
    // A swap's keys (declared for each swap card, christmas-gift/actions.ts).
    const swap: { card: string; spot?: Spot; spot2?: Spot; player2?: number } = a;
    if (SWAPS.includes(swap.card)) {
      return [
        { what: `${swap.card} spot`, player: actor, spot: swap.spot },
        { what: `${swap.card} spot2`, player: swap.player2 ?? null, spot: swap.spot2 },
      ];
    }
  }
  return [];
}

function text(p: Spot | undefined): string {
  return p ? `(${p.x},${p.y}) ${p.at}` : '(no spot)';
}

/** Why the follower `f` does not stand where it is named in `s`, or null when it does. */
export function namedFollowerProblem(s: GameState, f: NamedFollower, actor: PlayerIndex): string | null {
  if (!f.spot) return `${f.what}: no spot`;
  if (f.player !== null) return standsAt(s, f.player, f.spot) ? null : `${f.what} ${text(f.spot)} holds no follower of player ${f.player}`;
  // No player2: exactly one opponent must stand there (record-format.md).
  let opponents = 0;
  for (let p = 0; p < s.players.length; p++) if (p !== actor && standsAt(s, p, f.spot)) opponents++;
  if (opponents === 1) return null;
  return `${f.what} ${text(f.spot)} holds ${opponents === 0 ? 'no opponent' : 'several opponents'} of player ${actor} and no player2 names one`;
}

function isObj(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function spotKey(v: unknown): string {
  return isObj(v) ? `${String(v.x)},${String(v.y)},${String(v.at)}` : JSON.stringify(v);
}

/** The follower spots a record move names (festivalReturn, a gift's cash-out / change-position, recall and swap card entries), as keys. */
export function recordFollowerSpots(move: unknown): string[] {
  if (!isObj(move)) return [];
  const out: string[] = [];
  if (move.festivalReturn !== undefined) out.push(spotKey(move.festivalReturn));
  const gift = move.gift;
  if (isObj(gift) && (gift.card === 'cash-out' || gift.card === 'change-position') && gift.spot !== undefined) out.push(spotKey(gift.spot));
  if (Array.isArray(move.cards)) {
    for (const e of move.cards) {
      if (!isObj(e)) continue;
      if (e.card === 'recall') out.push(spotKey(e.spot));
      if (SWAPS.includes(String(e.card))) out.push(spotKey(e.spot), spotKey(e.spot2));
    }
  }
  return out;
}

export type SpotCheck = { ok: true; checked: number } | { ok: false; moveIndex: number; message: string };

/**
 * Replay `record` and check, just before each action that names followers is applied,
 * that every follower it names stands where it is named; then that the spots the record
 * names are exactly the ones checked, move by move (so no spot escapes the check).
 */
export function checkFollowerSpots(record: GameRecord): SpotCheck {
  const checked: string[][] = record.moves.map(() => []);
  const r = replay(record, {
    beforeAction(s, a, i) {
      const actor = s.pending?.player ?? -1;
      for (const f of namedFollowers(a, actor)) {
        const why = namedFollowerProblem(s, f, actor);
        if (why) return why;
        checked[i]?.push(spotKey(f.spot));
      }
      return null;
    },
  });
  if (!r.ok) return { ok: false, moveIndex: r.error.moveIndex, message: `${r.error.rule}: ${r.error.message}` };
  let n = 0;
  for (let i = 0; i < record.moves.length; i++) {
    const named = recordFollowerSpots(record.moves[i]).sort();
    const seen = checked[i]!.slice().sort();
    if (named.join(' ') !== seen.join(' ')) {
      return { ok: false, moveIndex: i, message: `the move names follower spots [${named.join(' ')}] but the replay checked [${seen.join(' ')}]` };
    }
    n += named.length;
  }
  return { ok: true, checked: n };
}
