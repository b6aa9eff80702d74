/**
 * The local game screen (`#/game/<id>`): loads what the game needs, then shows it
 * (LocalGamePlay). Loading is a chain of short steps, each in a task of its own, so that
 * opening a saved game is never one long task (issue #28: Lighthouse's total blocking time
 * on a running game):
 *
 * 1. at once and in parallel: the saved game from IndexedDB, the rules (`../game/localGame`
 *    and the engine under it) and the table's code (`./LocalGamePlay`); index.html has
 *    preloaded the chunks of a deep link already (vite.config.ts, `deepLinkPreload`). A
 *    further resource the engine needs before its first game (such as a WebAssembly module
 *    to instantiate) joins this step: it is the one place that waits for all of them.
 *    Then the rules of the game's own expansions, if any (../game/engines.ts): a game of
 *    the base game alone loads no expansion's rules;
 * 2. restore the game and work out what the first render shows (the legal moves and the
 *    screen's view, kept by LocalGame for its state);
 * 3. render the table.
 *
 * This module imports none of the rules or the table, and is part of the entry (a few
 * hundred bytes): a game opened by its address starts loading while the entry waits for
 * the language (`preopenGame`, from App's `preloadRoute`), not one chunk later.
 */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { LocalGame } from '../game/localGame.js';
import { loadGame } from '../storage/db.js';
import { t } from '../i18n/index.js';
import { useLang } from '../i18n/useLang.js';
import { nextTask } from '../app/nextTask.js';
import { LoadFailed } from '../app/lazy.js';

/** The restored game and the component that plays it; 'missing': no such game (or one that cannot be read); 'failed': the code could not be fetched. */
export type Opened = { game: LocalGame; Play: ComponentType<{ game: LocalGame }> } | 'missing' | 'failed';

/** Steps 1 and 2 above. */
export async function openGame(id: string): Promise<Opened> {
  // The rules' WebAssembly core (#26) comes with the code: the game cannot be restored without it.
  const code = Promise.all([import('../game/localGame.js'), import('./LocalGamePlay.js'), import('../game/rulesReady.js').then((r) => r.ensureRules())]);
  // Both are waited for, whichever fails first: no rejection is left unhandled.
  const [saved, modules] = await Promise.all([
    loadGame(id).catch(() => undefined),
    code.catch(() => null),
  ]);
  if (!modules) return 'failed';
  if (!saved) return 'missing';
  // The rules of the game's own expansions, none for a game of the base game (../game/engines.ts).
  const [{ ensureEngine }] = modules;
  try {
    await ensureEngine([saved.setup.expansions, saved.state?.expansions, saved.record?.expansions].flatMap((x) => (Array.isArray(x) ? x : [])));
  } catch {
    return 'failed';
  }
  await nextTask();
  const [{ LocalGame }, { LocalGamePlay }] = modules;
  const game = LocalGame.restore(saved);
  if (!game) return 'missing';
  // What the first render asks for, made now: the render's task then only draws.
  game.screenView();
  game.legal();
  await nextTask();
  return { game, Play: LocalGamePlay };
}

// A game opened before its screen rendered (preopenGame), for that screen's first mount only:
// a later visit to the same game must read it again, it may have been played since.
let early: { id: string; opened: Promise<Opened> } | null = null;

/** Starts opening game `id` now; the screen for `id` that mounts next takes it over. */
export function preopenGame(id: string): void {
  early = { id, opened: openGame(id) };
}

function open(id: string): Promise<Opened> {
  const e = early;
  early = null;
  return e?.id === id ? e.opened : openGame(id);
}

export function LocalGameScreen({ id }: { id: string }) {
  useLang();
  const [opened, setOpened] = useState<Opened | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    open(id).then(
      (o) => live && setOpened(o),
      () => live && setOpened('missing'),
    );
    return () => {
      live = false;
    };
  }, [id, attempt]);

  if (opened === 'missing') return <p class="error">404 — <a href="#/">{t('game.menu')}</a></p>;
  if (opened === 'failed') {
    return (
      <LoadFailed
        retry={() => {
          setOpened(null);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  if (!opened) return <p>…</p>;
  return <opened.Play game={opened.game} />;
}
