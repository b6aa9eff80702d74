/**
 * Runs a game's analysis on several Web Workers. Each decision's result depends only on the
 * game, the budget and its own index (see @carc/bots analysis.ts), so the decisions are dealt
 * out round-robin and the merged analysis equals a single-threaded one.
 */
import { gameDecisions, type AnalysisError, type DecisionAnalysis, type GameAnalysis } from '@carc/bots';
import type { GameRecord } from '@carc/rules';
import type { AnalysisBudget } from './cache.js';
import type { TaskMessage, TaskRequest } from './task.js';

export interface WorkerLike {
  postMessage(m: TaskRequest): void;
  onmessage: ((e: { data: TaskMessage }) => void) | null;
  terminate(): void;
}

export interface RunOptions {
  threads: number;
  spawn: () => WorkerLike;
  signal?: AbortSignal;
  onProgress?: (done: number, total: number, decision: DecisionAnalysis) => void;
}

export type RunResult = { ok: true; value: GameAnalysis } | { ok: false; error: AnalysisError | { code: 'internal'; message: string } };

/** The threads a device should use: one per core, at most four, leaving one to the page when it can. */
export function defaultThreads(cores: number | undefined): number {
  const n = cores && cores > 0 ? cores : 2;
  return Math.max(1, Math.min(4, n > 2 ? n - 1 : n));
}

export function runAnalysis(record: GameRecord, budget: AnalysisBudget, o: RunOptions): Promise<RunResult> {
  const game = gameDecisions(record);
  if (!game.ok) return Promise.resolve(game);
  const total = game.value.points.length;
  const threads = Math.max(1, Math.min(o.threads, total));
  const shares = Array.from({ length: threads }, (_, w) => Array.from({ length: total }, (_, i) => i).filter((i) => i % threads === w));
  return new Promise((resolve) => {
    const workers: WorkerLike[] = [];
    const parts: GameAnalysis[] = [];
    let done = 0;
    let settled = false;
    const finish = (r: RunResult) => {
      if (settled) return;
      settled = true;
      for (const w of workers) w.terminate();
      o.signal?.removeEventListener('abort', abort);
      resolve(r);
    };
    const abort = () => finish({ ok: false, error: { code: 'aborted', message: 'the analysis was cancelled' } });
    if (o.signal?.aborted) return abort();
    o.signal?.addEventListener('abort', abort);
    for (const indices of shares) {
      const w = o.spawn();
      workers.push(w);
      w.onmessage = ({ data }) => {
        if (settled) return;
        if (data.type === 'progress') o.onProgress?.(++done, total, data.decision);
        else if (data.type === 'error') finish({ ok: false, error: { code: data.code as AnalysisError['code'], message: data.message } });
        else {
          parts.push(data.analysis);
          if (parts.length === threads) {
            const decisions = parts.flatMap((p) => p.decisions).sort((a, b) => a.index - b.index);
            finish({ ok: true, value: { ...parts[0]!, decisions } });
          }
        }
      };
      w.postMessage({ record, budget, indices });
    }
  });
}
