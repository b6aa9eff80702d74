import { describe, expect, it } from 'vitest';
import { formatBudget, parseBudget } from './budget-spec.js';

describe('parseBudget', () => {
  it('reads one or several key=value pairs', () => {
    expect(parseBudget('cpuMs=1000')).toEqual({ ok: true, value: { cpuMs: 1000 } });
    expect(parseBudget('iterations=8000, rollouts=1024')).toEqual({ ok: true, value: { iterations: 8000, rollouts: 1024 } });
  });

  it('refuses unknown keys, missing or negative numbers and repeats with a typed error', () => {
    for (const spec of ['', 'cpu=100', 'cpuMs', 'cpuMs=', 'cpuMs=-1', 'cpuMs=abc', 'cpuMs=1=2', 'ms=1,ms=2', 'iterations=Infinity']) {
      const r = parseBudget(spec);
      expect(r.ok, spec).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('bad-budget');
    }
  });

  it('round-trips through formatBudget', () => {
    for (const b of [{ cpuMs: 100 }, { iterations: 300, rollouts: 64 }, { ms: 5, cpuMs: 3 }]) {
      const r = parseBudget(formatBudget(b));
      expect(r).toEqual({ ok: true, value: b });
    }
  });
});
