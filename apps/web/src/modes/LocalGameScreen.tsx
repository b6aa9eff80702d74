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
 *    to instantiate) joins this step: it is the one place that waits for all of them;
 * 2. restore the game and work out what the first render shows (the legal moves and the
 *    screen's view, kept by LocalGame for its state);
 * 3. render the table.
 *
 * This module itself imports none of the rules or the table, so its chunk is small and the
 * placeholder shows while the rest arrives.
 */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { LocalGame } from '../game/localGame.js';
import { loadGame } from '../storage/db.js';
import { t } from '../i18n/index.js';
import { useLang } from '../i18n/useLang.js';
import { nextTask } from '../app/nextTask.js';

export type Opened = { game: LocalGame; Play: ComponentType<{ game: LocalGame }> } | 'missing';

/** Steps 1 and 2 above: the restored game and the component that plays it, or 'missing'. */
export async function openGame(id: string): Promise<Opened> {
  const [saved, { LocalGame }, { LocalGamePlay }] = await Promise.all([
    loadGame(id),
    import('../game/localGame.js'),
    import('./LocalGamePlay.js'),
  ]);
  if (!saved) return 'missing';
  await nextTask();
  const game = LocalGame.restore(saved);
  if (!game) return 'missing';
  // What the first render asks for, made now: the render's task then only draws.
  game.screenView();
  game.legal();
  await nextTask();
  return { game, Play: LocalGamePlay };
}

export function LocalGameScreen({ id }: { id: string }) {
  useLang();
  const [opened, setOpened] = useState<Opened | null>(null);

  useEffect(() => {
    let live = true;
    openGame(id).then(
      (o) => live && setOpened(o),
      () => live && setOpened('missing'),
    );
    return () => {
      live = false;
    };
  }, [id]);

  if (opened === 'missing') return <p class="error">404 — <a href="#/">{t('game.menu')}</a></p>;
  if (!opened) return <p>…</p>;
  return <opened.Play game={opened.game} />;
}
