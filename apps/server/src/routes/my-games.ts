import { MY_GAMES_MAX_BYTES, MyGamesSchema, sha256Hex, type MyGame, type MyGamesResponse } from '@carc/protocol';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { archiveOf } from '../archive/archived-info.js';
import { clockOf } from '../clock/clock.js';
import type { AppEnv } from '../env.js';
import { apiError } from '../middleware/errors/index.js';
import { jsonBody } from '../middleware/validate/index.js';
import { roomStub } from './stub.js';

/**
 * My games: every room where this device holds a seat, in one request. The seat tokens
 * travel in the body (never in a URL, so no log or history keeps them); each room answers
 * only for a seat whose token it holds. Rooms that are gone are looked up in the archive
 * in one query, by the token hashes it keeps. "Your turn" first, then the nearest deadline,
 * then the rest by their last move.
 *
 * Cost: one call per room to its Durable Object (a room asleep rebuilds its game from its
 * log, well under a millisecond for a whole base game) plus one D1 query. Cloudflare's
 * free plan allows 50 subrequests per request: there, send at most 48 rooms at once.
 */
export const myGames = new Hono<AppEnv>().post(
  '/',
  bodyLimit({ maxSize: MY_GAMES_MAX_BYTES, onError: () => { throw apiError(413, 'message-too-large', `request bodies are limited to ${MY_GAMES_MAX_BYTES} bytes`); } }),
  jsonBody(MyGamesSchema),
  async (c) => {
    const { seats } = c.req.valid('json');
    // One entry per room: a device holds one seat of a room (the last one it was given wins).
    const byRoom = new Map(seats.map((s) => [s.room, s.token]));
    const answers = await Promise.all([...byRoom].map(async ([room, token]) => ({ room, token, game: await roomStub(c.env, room).mine(token) })));
    const games: MyGame[] = answers.flatMap((a) => (a.game ? [a.game] : []));
    const gone = answers.filter((a) => !a.game);
    if (gone.length > 0) {
      const hashes = new Map(await Promise.all(gone.map(async (a) => [a.room, await sha256Hex(a.token)] as const)));
      for (const g of await archiveOf(c.env).games(gone.map((a) => a.room))) {
        const seat = g.tokenHashes.indexOf(hashes.get(g.room) ?? '');
        if (seat < 0) continue;
        games.push({
          room: g.room,
          seat,
          status: 'ended',
          players: g.players,
          turn: { player: null, deadline: null },
          yourTurn: false,
          turnBased: null,
          expansions: g.expansions,
          lastMove: { seq: g.actions, actor: -1, at: g.finished, type: 'end' },
          seq: g.actions,
          result: g.result,
          archived: true,
        });
      }
    }
    games.sort(order);
    const body: MyGamesResponse = { now: clockOf(c.env).now(), games };
    return c.json(body);
  },
);

const STATUS_RANK = { playing: 0, waiting: 1, ended: 2 } as const;

function order(a: MyGame, b: MyGame): number {
  if (a.yourTurn !== b.yourTurn) return a.yourTurn ? -1 : 1;
  if (a.status !== b.status) return STATUS_RANK[a.status] - STATUS_RANK[b.status];
  const da = a.turn.deadline ?? Infinity;
  const db = b.turn.deadline ?? Infinity;
  if (da !== db) return da < db ? -1 : 1;
  return (b.lastMove?.at ?? 0) - (a.lastMove?.at ?? 0);
}
