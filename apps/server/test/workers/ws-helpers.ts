import { SELF } from 'cloudflare:test';
import { TestClient } from '../support/client.js';

export const json = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
export const api = (path: string, init?: RequestInit) => SELF.fetch(`http://carc.test/api${path}`, init);

export async function createRoom(body: unknown): Promise<string> {
  const res = await api('/rooms', json(body));
  if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { room: string }).room;
}

export async function join(room: string, name: string): Promise<{ seat: number; token: string }> {
  const res = await api(`/rooms/${room}/seats`, json({ name }));
  if (res.status !== 201) throw new Error(`join: ${res.status} ${await res.text()}`);
  return (await res.json()) as { seat: number; token: string };
}

export async function openWs(room: string): Promise<TestClient> {
  const res = await SELF.fetch(`http://carc.test/api/rooms/${room}/ws`, { headers: { Upgrade: 'websocket' } });
  const ws = res.webSocket;
  if (!ws) throw new Error(`no websocket: ${res.status} ${await res.text()}`);
  ws.accept();
  const c = new TestClient(ws);
  ws.addEventListener('message', (e) => c.receive(typeof e.data === 'string' ? e.data : new TextDecoder().decode(e.data as ArrayBuffer)));
  ws.addEventListener('close', (e) => c.receiveClose(e.code));
  return c;
}

/** A socket that said hello (with a seat token, or as a spectator) and got its welcome. */
export async function hello(room: string, token?: string, since?: number): Promise<TestClient> {
  const c = await openWs(room);
  c.send({ type: 'hello', v: 1, ...(token ? { token } : {}), ...(since !== undefined ? { since } : {}) });
  await c.nextOfType('welcome');
  return c;
}
