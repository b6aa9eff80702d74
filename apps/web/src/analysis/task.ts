/**
 * What one analysis worker does, free of worker globals so tests run it in-process: analyse
 * its share of the decisions and report each one as it is judged.
 */
import { analyseGame, type CoreProvider, type DecisionAnalysis, type GameAnalysis } from '@carc/bots';
import type { GameRecord } from '@carc/rules';
import type { AnalysisBudget } from './cache.js';

export interface TaskRequest {
  record: GameRecord;
  budget: AnalysisBudget;
  indices: number[];
}

export type TaskMessage =
  | { type: 'progress'; decision: DecisionAnalysis }
  | { type: 'done'; analysis: GameAnalysis }
  | { type: 'error'; code: string; message: string };

export async function runTask(req: TaskRequest, core: CoreProvider, post: (m: TaskMessage) => void): Promise<void> {
  try {
    const r = await analyseGame(req.record, { core, ...req.budget, indices: req.indices, onProgress: ({ decision }) => post({ type: 'progress', decision }) });
    post(r.ok ? { type: 'done', analysis: r.value } : { type: 'error', ...r.error });
  } catch (e) {
    post({ type: 'error', code: 'internal', message: String(e) });
  }
}
