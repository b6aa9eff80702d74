/** What the routes call on an address's `AddressBudget` object (env.ts types its binding with it). */
import type { AddressLimits } from '../limits.js';

export type BudgetKind = keyof AddressLimits;
export type BudgetAnswer = { ok: true } | { ok: false; retryAfter: number };

export interface AddressRpc extends Rpc.DurableObjectBranded {
  take(kind: BudgetKind): Promise<BudgetAnswer>;
  peek(kind: BudgetKind): Promise<BudgetAnswer>;
}
