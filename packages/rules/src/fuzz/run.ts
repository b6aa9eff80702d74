/**
 * A fuzz run: mutated actions against states sampled from random all-expansion games
 * (corpus.ts, mutate.ts, check.ts), counted by outcome. `scripts/fuzz.mjs` runs it for
 * millions of actions; the property test in fuzz.test.ts runs the same checks through
 * fast-check.
 */
import { buildCorpus } from './corpus.js';
import type { Corpus, Sample } from './corpus.js';
import { check } from './check.js';
import { stateHash } from './hash.js';
import { mutate } from './mutate.js';
import type { Choose, MutationName } from './mutate.js';
import { Rng } from './rng.js';

export interface FuzzFailure {
  problem: string;
  detail: string;
  mutation: MutationName | 'batch';
  decision: string;
  action: string;
}

export interface FuzzReport {
  actions: number;
  states: number;
  errorsByCode: Record<string, number>;
  /** Mutations that happened to be legal actions. */
  accepted: number;
  byMutation: Record<string, number>;
  throws: number;
  /** Errors that were not a RuleError, accepted actions no decision offered, changed states. */
  otherFailures: number;
  failures: FuzzFailure[];
  seconds: number;
}

export interface FuzzOptions {
  actions: number;
  seed?: number;
  games?: number;
  states?: number;
  /** Mutations in a row against one state before its hash is checked again. */
  batch?: number;
}

/** An action as text for a report, even with an own `__proto__` key or a 3 KB string. */
export function describeAction(a: unknown): string {
  const text = JSON.stringify(a, (k, v: unknown) => (typeof v === 'string' && v.length > 60 ? `${v.slice(0, 20)}…(${v.length})` : v));
  const proto = typeof a === 'object' && a !== null && Object.hasOwn(a, '__proto__') ? ' (own __proto__)' : '';
  return (text ?? String(a)) + proto;
}

/**
 * Mutations in a row against `sample`; then the state must still hash as before. Returns the
 * failures found (empty when all held) and counts every outcome into `report`.
 */
export function runBatch(corpus: Corpus, sample: Sample, n: number, choose: Choose, report: FuzzReport): FuzzFailure[] {
  const found: FuzzFailure[] = [];
  for (let i = 0; i < n; i++) {
    const m = mutate(corpus, sample, choose);
    const v = check(sample, m.action);
    report.actions++;
    report.byMutation[m.mutation] = (report.byMutation[m.mutation] ?? 0) + 1;
    if (v.ok) {
      if (v.outcome === 'accepted') report.accepted++;
      else report.errorsByCode[v.outcome] = (report.errorsByCode[v.outcome] ?? 0) + 1;
      continue;
    }
    if (v.problem === 'threw') report.throws++;
    else report.otherFailures++;
    found.push({ problem: v.problem, detail: v.detail, mutation: m.mutation, decision: sample.state.pending?.kind ?? '-', action: describeAction(m.action) });
  }
  if (stateHash(sample.state) !== sample.hash) {
    report.otherFailures++;
    found.push({ problem: 'state-changed', detail: 'the state hashes differently after the batch', mutation: 'batch', decision: sample.state.pending?.kind ?? '-', action: '' });
  }
  return found;
}

export function emptyReport(states: number): FuzzReport {
  return { actions: 0, states, errorsByCode: {}, accepted: 0, byMutation: {}, throws: 0, otherFailures: 0, failures: [], seconds: 0 };
}

/** Run `actions` mutated actions; keeps the first 20 failures. */
export function runFuzz(o: FuzzOptions): FuzzReport {
  const t0 = Date.now();
  const seed = o.seed ?? 1;
  const corpus = buildCorpus({ games: o.games ?? 16, states: o.states ?? 600, seed });
  const report = emptyReport(corpus.samples.length);
  const rng = new Rng(seed * 7919 + 1);
  const choose: Choose = (n) => rng.below(n);
  const batch = o.batch ?? 200;
  while (report.actions < o.actions) {
    const sample = corpus.samples[rng.below(corpus.samples.length)]!;
    const found = runBatch(corpus, sample, Math.min(batch, o.actions - report.actions), choose, report);
    for (const f of found) if (report.failures.length < 20) report.failures.push(f);
  }
  report.seconds = (Date.now() - t0) / 1000;
  return report;
}
