import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n/index.js';
import { useLang } from '../i18n/useLang.js';
import { deleteGame, listGames, saveGame } from '../storage/db.js';
import type { SavedGame } from '../game/localGame.js';
import { go } from '../app/route.js';
import { Toast } from '../app/Toast.js';

export function Home() {
  useLang();
  const [games, setGames] = useState<SavedGame[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The game just deleted, kept in memory so the toast's Undo can save it back.
  const [deleted, setDeleted] = useState<SavedGame | null>(null);
  const refresh = () => listGames().then(setGames, () => setGames([]));
  useEffect(() => {
    void refresh();
  }, []);

  const onImport = async (e: Event) => {
    const file = (e.target as HTMLInputElement).files?.[0];
    if (!file) return;
    // The rules engine reads the record: loaded on demand, the home screen itself needs none of it.
    const [{ importRecordText }] = await Promise.all([import('./importRecord.js'), import('../game/rulesReady.js').then((r) => r.ensureRules())]);
    const r = importRecordText(await file.text());
    if (!r.ok) {
      setError(t('replay.error', { msg: r.error }));
      return;
    }
    await saveGame(r.game.snapshot());
    go(`/game/${r.game.id}`);
  };

  return (
    <div class="home">
      <nav class="menu">
        <a class="button primary" href="#/setup" data-testid="new-local">
          {t('home.newLocal')}
        </a>
        <a class="button" href="#/online">
          {t('home.online')}
        </a>
        <a class="button" href="#/games" data-testid="my-games-link">
          {t('turns.myGames')}
        </a>
        <a class="button" href="#/replay">
          {t('home.replay')}
        </a>
        <a class="button" href="#/help" data-testid="help-link">
          ? {t('home.help')}
        </a>
        <a class="button" href="#/tiles">
          {t('home.tiles')}
        </a>
        <label class="button">
          {t('home.import')}
          <input type="file" accept=".json,application/json" class="sr-only" onChange={onImport} data-testid="import" />
        </label>
      </nav>
      {error && <p class="error" role="alert">{error}</p>}
      <section class="saved">
        <h2>{t('home.saved')}</h2>
        {games && games.length === 0 && <p>{t('home.none')}</p>}
        <ul>
          {games?.map((g) => (
            <li key={g.id} data-testid="saved-game">
              <a href={`#/game/${g.id}`}>
                {g.setup.seats.map((s) => s.name).join(', ')} —{' '}
                {g.finished ? t('game.over') : t('home.turnOf', { turn: g.state.turn, tiles: g.state.stack.length - g.state.stackPos })}
              </a>{' '}
              <button
                type="button"
                class="link"
                onClick={async () => {
                  await deleteGame(g.id);
                  setDeleted(g);
                  void refresh();
                }}
                data-testid="delete-game"
              >
                {t('home.delete')}
              </button>
            </li>
          ))}
        </ul>
      </section>
      {deleted && (
        <Toast
          message={t('home.deleted', { names: deleted.setup.seats.map((x) => x.name).join(', ') })}
          action={t('game.undo')}
          onAction={async () => {
            await saveGame(deleted);
            setDeleted(null);
            void refresh();
          }}
          onClose={() => setDeleted(null)}
          testid="deleted"
        />
      )}
    </div>
  );
}
