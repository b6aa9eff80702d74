import { useEffect, useState } from 'preact/hooks';
import type { LobbyEntry } from '@carc/protocol';
import { t, type MessageKey } from '../i18n/index.js';
import { listRooms } from './client.js';
import { errorSentence } from './errors.js';

/**
 * The open public rooms (the lobby Durable Object's list): name, open seats, expansions,
 * and a link to take a seat. Read once when shown; Refresh reads again.
 */
export function Lobby() {
  const [rooms, setRooms] = useState<LobbyEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = () =>
    listRooms().then(
      (r) => {
        setRooms(r);
        setError(null);
      },
      (e: Error) => setError(errorSentence(e)),
    );
  useEffect(() => void load(), []);
  return (
    <section class="lobby" aria-labelledby="lobby-title" data-testid="lobby">
      <h2 id="lobby-title">
        {t('room.lobby')}{' '}
        <button type="button" class="link" onClick={() => void load()} data-testid="lobby-refresh">
          ↻ <span class="sr-only">{t('room.refresh')}</span>
        </button>
      </h2>
      {error && <p class="error" role="alert">{error}</p>}
      {rooms && rooms.length === 0 && <p class="muted">{t('room.lobbyEmpty')}</p>}
      {rooms && rooms.length > 0 && (
        <ul class="lobby-list">
          {rooms.map((r) => (
            <li key={r.room} data-room={r.room}>
              <strong>{r.name}</strong> · {t('room.seatsOpen', { open: r.open, total: r.seats })} ·{' '}
              {r.expansions.length ? r.expansions.map((x) => t(`exp.${x}` as MessageKey)).join(', ') : t('room.noExpansions')}{' '}
              <a href={`#/room/${encodeURIComponent(r.room)}`}>{t('room.lobbyOpen')}</a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
