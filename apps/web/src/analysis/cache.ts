/**
 * The analysis's own IndexedDB database: the games waiting to be analysed (so the screen's
 * address, `#/analysis/KEY`, survives a reload) and the finished analyses. It is separate
 * from the saved-games database so neither schema's version depends on the other.
 */
import { openDB, type IDBPDatabase } from 'idb';
import { ANALYSIS_VERSION, type GameAnalysis } from '@carc/bots';
import type { GameRecord } from '@carc/rules';

const DB_NAME = 'carcassonne-edge-analysis';
const GAMES = 'games';
const RESULTS = 'results';

export interface AnalysisBudget {
  iterations: number;
  playouts: number;
  seed: string;
}

let dbp: Promise<IDBPDatabase> | null = null;

function db(): Promise<IDBPDatabase> {
  dbp ??= openDB(DB_NAME, 1, {
    upgrade(d) {
      d.createObjectStore(GAMES);
      d.createObjectStore(RESULTS);
    },
  });
  return dbp;
}

/** A game's key: the SHA-256 of its record, so the same game finds its cached analysis. */
export async function recordKey(record: GameRecord): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(record));
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(hash.subarray(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A result's key: the game, the budget and the analysis version, so a result judged another
 * way (an older version of the app) is never shown; it is analysed again.
 */
export const resultKey = (key: string, b: AnalysisBudget, version: number = ANALYSIS_VERSION) => `${key}/v${version}/${b.iterations}/${b.playouts}/${b.seed}`;

export async function putGame(record: GameRecord): Promise<string> {
  const key = await recordKey(record);
  await (await db()).put(GAMES, record, key);
  return key;
}

export async function getGame(key: string): Promise<GameRecord | undefined> {
  return (await db()).get(GAMES, key) as Promise<GameRecord | undefined>;
}

export async function getResult(key: string, budget: AnalysisBudget): Promise<GameAnalysis | undefined> {
  const found = (await (await db()).get(RESULTS, resultKey(key, budget))) as GameAnalysis | undefined;
  return found?.version === ANALYSIS_VERSION ? found : undefined;
}

/** Stores a result, and drops this game's results of other analysis versions (they are never shown again). */
export async function putResult(key: string, budget: AnalysisBudget, analysis: GameAnalysis): Promise<void> {
  const tx = (await db()).transaction(RESULTS, 'readwrite');
  const current = `${key}/v${ANALYSIS_VERSION}/`;
  for (const k of await tx.store.getAllKeys(IDBKeyRange.bound(`${key}/`, `${key}/\uffff`))) {
    if (!String(k).startsWith(current)) await tx.store.delete(k);
  }
  await tx.store.put(analysis, resultKey(key, budget));
  await tx.done;
}

/** For tests: forget the cached connection so a fresh fake IndexedDB is used. */
export function resetAnalysisDbForTests(): void {
  dbp = null;
}
