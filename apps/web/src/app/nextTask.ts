/**
 * Resolves in a later task of the event loop, so that the work after `await nextTask()` is
 * not one long task with the work before it: the browser may paint and answer input in
 * between. On a phone (and in Lighthouse's 4x slower CPU) every task over 50 ms blocks for
 * its excess; a screen that loads in a few short steps blocks for none of them.
 * `scheduler.yield()` where the browser has it (its continuation runs before other queued
 * tasks), a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof s?.yield === 'function' ? s.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
