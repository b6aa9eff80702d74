import { useEffect, useState } from 'preact/hooks';
import type { MyGame } from '@carc/protocol';
import { t, type MessageKey } from '../i18n/index.js';
import { useLang } from '../i18n/useLang.js';
import { myGames, refreshMyGames, type MyGamesState } from './myGames.js';
import { formatAgo, formatLeft, seatLeft } from './time.js';

function useMyGames(): MyGamesState {
  const [s, setS] = useState(myGames.get());
  useEffect(() => myGames.subscribe(setS), []);
  return s;
}

/** Re-renders every `ms` (the clocks count down). */
function useTick(ms: number): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(id);
  }, [ms]);
  return now;
}

/**
 * Every room where this device holds a seat: the game, whose turn, the time left, the
 * last move, "your turn" first (the server's order). One request for all of them.
 */
export function MyGamesScreen() {
  const l = useLang();
  const s = useMyGames();
  const local = useTick(15_000);
  useEffect(() => void refreshMyGames(), []);
  const now = local + s.serverOffset;
  const games = s.answer?.games ?? null;
  return (
    <section class="my-games" aria-labelledby="my-games-title" data-testid="my-games">
      <h1 id="my-games-title">
        {t('turns.myGames')}{' '}
        <button type="button" class="link" onClick={() => void refreshMyGames()} data-testid="my-games-refresh">
          ↻ <span class="sr-only">{t('turns.refresh')}</span>
        </button>
      </h1>
      {s.error && <p class="error" role="alert">{t('online.error', { msg: s.error })}</p>}
      {games && games.length === 0 && <p class="muted">{t('turns.myGamesEmpty')}</p>}
      {games && games.length > 0 && (
        <ul class="my-games-list">
          {games.map((g) => (
            <GameRow key={g.room} g={g} now={now} lang={l} />
          ))}
        </ul>
      )}
    </section>
  );
}

const winners = (g: MyGame): number[] => ((g.result as { winners?: number[] } | undefined)?.winners ?? []).filter((w) => typeof w === 'number');
const scores = (g: MyGame): number[] => ((g.result as { scores?: number[] } | undefined)?.scores ?? []).filter((x) => typeof x === 'number');

function GameRow({ g, now, lang }: { g: MyGame; now: number; lang: string }) {
  const name = (seat: number | null) => (seat !== null ? (g.players[seat] ?? `#${seat + 1}`) : '');
  const status =
    g.status === 'ended' ? t('turns.ended') : g.status === 'waiting' ? t('turns.waitingPlayers') : g.yourTurn ? t('turns.yourTurn') : t('turns.theirTurn', { name: name(g.turn.player) });
  const pending = g.turn.player;
  const left = pending !== null ? seatLeft({ player: pending, ...(g.clocks ? { clocks: g.clocks } : {}) }, pending, now) : undefined;
  const mine = seatLeft({ player: pending, ...(g.clocks ? { clocks: g.clocks } : {}) }, g.seat, now);
  const link = g.status === 'ended' && g.archived ? `#/replay/${g.room}` : `#/room/${g.room}`;
  return (
    <li class={g.yourTurn ? 'your-turn' : ''} data-room={g.room} data-testid={`my-game-${g.room}`}>
      <a href={link} class="my-game-link">
        <strong class="my-game-status">{status}</strong>
        <span class="my-game-players">{g.players.map((p, i) => (i === g.seat ? `${p ?? ''} ★` : (p ?? '…'))).join(' · ')}</span>
        {g.expansions.length > 0 && <span class="muted my-game-exps">{g.expansions.map((x) => t(`exp.${x}` as MessageKey)).join(', ')}</span>}
        {g.status === 'playing' && left !== undefined && (
          <span class="my-game-clock" data-testid="my-game-clock">
            {left === null ? t('turns.noLimit') : left === 0 ? t('turns.outOfTime') : t('turns.timeLeft', { name: name(pending), time: formatLeft(left, lang) })}
            {mine !== undefined && mine !== null && pending !== g.seat && <> · {t('turns.timeLeft', { name: g.players[g.seat] ?? '', time: formatLeft(mine, lang) })}</>}
          </span>
        )}
        {g.status === 'ended' && winners(g).length > 0 && (
          <span class="my-game-result" data-testid="my-game-result">
            {t('game.winners', { names: winners(g).map((w) => name(w)).join(', ') })} · {scores(g).join(' : ')}
          </span>
        )}
        <span class="muted my-game-last">{g.lastMove && g.lastMove.actor >= 0 ? t('turns.lastMove', { name: name(g.lastMove.actor), when: formatAgo(g.lastMove.at, now, lang) }) : g.status === 'ended' ? t('turns.replay') : t('turns.noMoves')}</span>
      </a>
    </li>
  );
}
