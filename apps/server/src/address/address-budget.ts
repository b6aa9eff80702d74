/**
 * One Durable Object per client address (`idFromName(CF-Connecting-IP)`): that address's
 * budget of new rooms and of new sockets. A Durable Object is one instance worldwide, so
 * the budget holds however many Worker isolates, and locations, the requests reach; the
 * Workers Rate Limiting binding counts per location and eventually, with 10 or 60 s
 * periods only (apps/server README, "Per-address budget").
 *
 * The buckets live in memory: the object is evicted only after it has been idle for a
 * while (tens of seconds), by which time a bucket refilled at the default rate is nearly
 * full again, and the object then costs no storage to clean up.
 */
import { DurableObject } from 'cloudflare:workers';
import { clockOf, type Clock } from '../clock/clock.js';
import type { Env } from '../env.js';
import { addressLimits, type AddressLimits } from '../limits.js';
import type { AddressRpc, BudgetAnswer, BudgetKind } from './address-rpc.js';
import { MinuteBudget } from './minute-budget.js';

export type { BudgetAnswer, BudgetKind } from './address-rpc.js';

export class AddressBudget extends DurableObject<Env> implements AddressRpc {
  private readonly clock: Clock;
  private readonly limits: AddressLimits;
  private readonly buckets = new Map<BudgetKind, MinuteBudget>();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.clock = clockOf(env);
    this.limits = addressLimits(env);
  }

  private bucket(kind: BudgetKind): MinuteBudget {
    let b = this.buckets.get(kind);
    if (!b) this.buckets.set(kind, (b = new MinuteBudget(this.limits[kind], this.clock.now())));
    return b;
  }

  /** Spends one new room or socket of this address, or says when to come back. */
  async take(kind: BudgetKind): Promise<BudgetAnswer> {
    return this.bucket(kind).take(this.clock.now());
  }

  /** Whether one would be granted now, spending nothing (the web app's check). */
  async peek(kind: BudgetKind): Promise<BudgetAnswer> {
    return this.bucket(kind).peek(this.clock.now());
  }
}
