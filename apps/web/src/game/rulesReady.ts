/**
 * The rules' board lives in the WebAssembly core (#26), which a page must load once before it
 * makes or reads a game (`loadRules`, @carc/rules). Only what runs games waits for it: the
 * screens' loaders in App.tsx, the setup's start and a record's import import this module
 * lazily, so the home screen's first load carries neither it nor the rules. The service
 * worker precaches core.wasm, so it loads offline too.
 */
import coreUrl from '@carc/core/core.wasm?url';
import { loadRules, rulesReady } from '@carc/rules';

let loading: Promise<void> | null = null;

/** Resolves once the rules can be used; a failed fetch is tried again on the next call. */
export function ensureRules(): Promise<void> {
  if (rulesReady()) return Promise.resolve();
  return (loading ??= loadRules(coreUrl).catch((e: unknown) => {
    loading = null;
    throw e;
  }));
}

/** `load` once the rules are ready too: for a screen's lazy loader. */
export function withRules<T>(load: () => Promise<T>): Promise<T> {
  return Promise.all([load(), ensureRules()]).then(([m]) => m);
}
