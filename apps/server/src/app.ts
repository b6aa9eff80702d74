import { PROTOCOL_VERSION } from '@carc/protocol';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './env.js';
import { apiError, notFound, onError } from './middleware/errors/index.js';
import { lobby } from './routes/lobby.js';
import { myGames } from './routes/my-games.js';
import { testClockRoute } from './routes/test-clock.js';
import { push, pushKey } from './routes/push.js';
import { transfer } from './routes/transfer.js';
import { rematch } from './routes/rematch.js';
import { rooms } from './routes/rooms.js';
import { seats } from './routes/seats.js';
import { ws } from './routes/ws.js';

export const app = new Hono<AppEnv>().basePath('/api');

const smallBodies = bodyLimit({ maxSize: 4096, onError: () => { throw apiError(413, 'message-too-large', 'request bodies are limited to 4096 bytes'); } });
// My games carries up to 100 seat tokens: its route sets its own, larger limit.
app.use('*', (c, next) => (c.req.path === '/api/my-games' ? next() : smallBodies(c, next)));
app.get('/health', (c) => c.json({ ok: true, v: PROTOCOL_VERSION }));
app.route('/rooms', rooms);
app.route('/rooms', seats);
app.route('/rooms', ws);
app.route('/rooms', rematch);
app.route('/lobby', lobby);
app.route('/my-games', myGames);
// Only where the test clock is on (`wrangler dev --var TEST_CLOCK:1`): 404 everywhere else.
app.use('/test/*', async (c, next) => (c.env.TEST_CLOCK === '1' ? next() : notFound(c)));
app.route('/test/clock', testClockRoute);
// Seat transfer and "your turn" push (#27 points 4-5).
app.route('/rooms', transfer);
app.route('/rooms', push);
app.route('/push', pushKey);
app.notFound(notFound);
app.onError(onError);
