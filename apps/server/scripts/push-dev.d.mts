import type { DevServer } from './dev-server.mjs';
import type { LocalPushService } from './push-service.mjs';

export interface PushDev {
  server: DevServer;
  push: LocalPushService;
  vapid: { publicKey: string; privateKey: string };
  close(): Promise<void>;
}
export function startPushDev(opts: { persistTo: string; vars?: Record<string, string>; assets?: boolean; logLevel?: 'debug' | 'info' | 'log' | 'warn' | 'error' | 'none'; port?: number }): Promise<PushDev>;
export const DRIVER_VARS: Record<string, string>;
export function api(base: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: any; headers: Headers }>;
export function twoSeatRoom(base: string, config?: Record<string, unknown>): Promise<{ room: string; tokens: string[] }>;
export class SeatSocket {
  constructor(base: string, room: string, token: string);
  seat: number | null;
  seq: number;
  turn: number | null;
  status: string;
  msgs: any[];
  closed: boolean;
  open(): Promise<SeatSocket>;
  play(): Promise<{ passedAt: number | null; ackAt: number | null; turn: number | null; seq: number; status: string }>;
  until(cond: () => boolean, timeoutMs?: number): Promise<void>;
  offline(seat: number): Promise<void>;
  close(): Promise<void>;
}
