import WebSocket from 'ws';
import { TestClient } from './client.js';

/** A TestClient over the `ws` package (Node has no global WebSocket). */
export async function connect(base: string, room: string): Promise<TestClient> {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/api/rooms/${room}/ws`, { perMessageDeflate: false });
  const c = new TestClient(ws);
  ws.on('message', (data, isBinary) => c.receive(isBinary ? Buffer.from(data as Buffer).toString('utf8') : data.toString()));
  ws.on('close', (code) => c.receiveClose(code));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return c;
}

export async function helloNode(base: string, room: string, token?: string, since?: number, updates?: 'full' | 'delta' | 'lean'): Promise<TestClient> {
  const c = await connect(base, room);
  c.send({ type: 'hello', v: 1, ...(token ? { token } : {}), ...(since !== undefined ? { since } : {}), ...(updates ? { updates } : {}) });
  await c.nextOfType('welcome');
  return c;
}

/**
 * wrangler dev's local proxy sometimes drops a kept-alive connection between requests
 * ("other side closed"); a request that never got an answer is safe to send again here
 * because these helpers are only used for reads and for creating test fixtures.
 */
async function request(url: string, init?: RequestInit): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetch(url, init);
    } catch (e) {
      if (attempt >= 2) throw e;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

export async function post<T>(base: string, path: string, body: unknown): Promise<{ status: number; body: T }> {
  const res = await request(`${base}/api${path}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  return { status: res.status, body: (await res.json()) as T };
}

export async function get<T>(base: string, path: string): Promise<{ status: number; body: T }> {
  const res = await request(`${base}/api${path}`);
  return { status: res.status, body: (await res.json()) as T };
}
