import { PROTOCOL_VERSION } from '@carc/protocol';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './env.js';
import { apiError, notFound, onError } from './middleware/errors/index.js';
import { lobby } from './routes/lobby.js';
import { push, pushKey } from './routes/push.js';
import { transfer } from './routes/transfer.js';
import { rematch } from './routes/rematch.js';
import { rooms } from './routes/rooms.js';
import { seats } from './routes/seats.js';
import { ws } from './routes/ws.js';

export const app = new Hono<AppEnv>().basePath('/api');

app.use('*', bodyLimit({ maxSize: 4096, onError: () => { throw apiError(413, 'message-too-large', 'request bodies are limited to 4096 bytes'); } }));
app.get('/health', (c) => c.json({ ok: true, v: PROTOCOL_VERSION }));
app.route('/rooms', rooms);
app.route('/rooms', seats);
app.route('/rooms', ws);
app.route('/rooms', rematch);
app.route('/lobby', lobby);
// Seat transfer and "your turn" push (#27 points 4-5).
app.route('/rooms', transfer);
app.route('/rooms', push);
app.route('/push', pushKey);
app.notFound(notFound);
app.onError(onError);
