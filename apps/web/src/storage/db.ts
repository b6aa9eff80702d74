/**
 * Saved local games in IndexedDB. States are stored as structured clones (the engine's
 * state is plain data), so a reload resumes exactly where play stopped, undo history
 * included.
 */
import { openDB, type IDBPDatabase } from 'idb';
import type { SavedGame } from '../game/localGame.js';

const DB_NAME = 'carcassonne-edge';
const STORE = 'games';

let dbp: Promise<IDBPDatabase> | null = null;

function db(): Promise<IDBPDatabase> {
  dbp ??= openDB(DB_NAME, 1, {
    upgrade(d) {
      const s = d.createObjectStore(STORE, { keyPath: 'id' });
      s.createIndex('updatedAt', 'updatedAt');
    },
  });
  return dbp;
}

export async function saveGame(g: SavedGame): Promise<void> {
  await (await db()).put(STORE, g);
}

export async function loadGame(id: string): Promise<SavedGame | undefined> {
  return (await db()).get(STORE, id) as Promise<SavedGame | undefined>;
}

export async function listGames(): Promise<SavedGame[]> {
  const all = (await (await db()).getAll(STORE)) as SavedGame[];
  return all.sort((a, b) => b.updatedAt - a.updatedAt);
}

export async function deleteGame(id: string): Promise<void> {
  await (await db()).delete(STORE, id);
}

/** For tests: forget the cached connection so a fresh fake IndexedDB is used. */
export function resetDbForTests(): void {
  dbp = null;
}
