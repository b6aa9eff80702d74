/**
 * How much of a search's time budget is spent, as a fraction: wall-clock (`ms`) and/or the
 * process's CPU time (`cpuMs`). A shared machine slows a search's wall clock by whatever
 * else runs, so CPU time measures the search's own work; where the host has no
 * `process.cpuUsage` (browsers, Workers) CPU time falls back to the wall clock.
 */
import type { Budget } from './types.js';

export interface SearchClock {
  /** Fraction of the budget used since the clock was made: 1 means out of time. */
  spent(): number;
}

const wallMs = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

type CpuUsage = () => { user: number; system: number };
const cpuUsage: CpuUsage | undefined = (globalThis as { process?: { cpuUsage?: CpuUsage } }).process?.cpuUsage;

/** CPU milliseconds of this process (user + system), or wall milliseconds without process.cpuUsage. */
export function cpuMsNow(): number {
  if (!cpuUsage) return wallMs();
  const u = cpuUsage();
  return (u.user + u.system) / 1000;
}

/** A clock for the budget's time limits, or null when it has none (iterations only). */
export function searchClock(budget: Budget): SearchClock | null {
  const { ms, cpuMs } = budget;
  if (ms === undefined && cpuMs === undefined) return null;
  const wall0 = ms !== undefined ? wallMs() : 0;
  const cpu0 = cpuMs !== undefined ? cpuMsNow() : 0;
  return {
    spent(): number {
      // Whichever limit is nearer decides; a zero limit is spent at once.
      const w = ms === undefined ? 0 : ms <= 0 ? 1 : (wallMs() - wall0) / ms;
      const c = cpuMs === undefined ? 0 : cpuMs <= 0 ? 1 : (cpuMsNow() - cpu0) / cpuMs;
      return Math.max(w, c);
    },
  };
}
