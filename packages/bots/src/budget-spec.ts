/**
 * A budget written as text, as the bench's `--budget-a` / `--budget-b` take it:
 * comma-separated `key=value` pairs of the Budget fields, e.g. `cpuMs=1000` or
 * `iterations=8000,rollouts=1024`.
 */
import type { Budget } from './types.js';

export const BUDGET_KEYS = ['iterations', 'ms', 'cpuMs', 'rollouts'] as const satisfies readonly (keyof Budget)[];

export type BudgetSpecResult = { ok: true; value: Budget } | { ok: false; error: { code: 'bad-budget'; message: string } };

const bad = (message: string): BudgetSpecResult => ({ ok: false, error: { code: 'bad-budget', message } });

export function parseBudget(spec: string): BudgetSpecResult {
  const budget: Budget = {};
  for (const part of spec.split(',')) {
    const [key, value, extra] = part.split('=').map((x) => x.trim());
    if (!(BUDGET_KEYS as readonly string[]).includes(key ?? '')) return bad(`${JSON.stringify(part)}: the key must be one of ${BUDGET_KEYS.join(', ')}`);
    const n = Number(value);
    if (extra !== undefined || value === undefined || value === '' || !Number.isFinite(n) || n < 0) return bad(`${JSON.stringify(part)}: expected ${key}=<number >= 0>`);
    const k = key as keyof Budget;
    if (budget[k] !== undefined) return bad(`${k} is given twice`);
    budget[k] = n;
  }
  return { ok: true, value: budget };
}

/** The inverse of parseBudget, keys in BUDGET_KEYS order. */
export function formatBudget(budget: Budget): string {
  return BUDGET_KEYS.filter((k) => budget[k] !== undefined)
    .map((k) => `${k}=${budget[k]}`)
    .join(',');
}
