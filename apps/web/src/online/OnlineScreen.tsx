import { useEffect, useState } from 'preact/hooks';
import { EXPANSION_IDS, type ExpansionId } from '@carc/rules';
import { BOT_LEVELS, type BotLevel, type RoomInfo, type SeatInfo } from '@carc/protocol';
import { GameTable } from '../board/GameTable.js';
import { t, type MessageKey } from '../i18n/index.js';
import { useLang } from '../i18n/useLang.js';
import { go } from '../app/route.js';
import { createRoom, joinRoom, roomInfo, RoomConnection, savedToken, saveToken, type RoomState } from './client.js';

export function OnlineScreen({ room }: { room?: string }) {
  useLang();
  if (!navigator.onLine) return <p class="error">{t('online.offline')}</p>;
  return room ? <Room room={room} /> : <CreateRoom />;
}

function CreateRoom() {
  const [seats, setSeats] = useState(2);
  const [exps, setExps] = useState<ExpansionId[]>([]);
  /** Per seat: a bot level, or null for a person (the seats a bot takes at creation). */
  const [bots, setBots] = useState<(BotLevel | null)[]>([]);
  const [error, setError] = useState<string | null>(null);
  const seatBots = Array.from({ length: seats }, (_, i) => bots[i] ?? null);
  const submit = async (e: Event) => {
    e.preventDefault();
    try {
      const r = await createRoom({ seats, expansions: exps, ...(seatBots.some((b) => b) ? { bots: seatBots } : {}) });
      go(`/room/${r.room}`);
    } catch (err) {
      setError(t('online.error', { msg: (err as Error).message }));
    }
  };
  return (
    <form class="setup" onSubmit={submit}>
      <h1>{t('online.title')}</h1>
      <label>
        {t('online.seats')}{' '}
        <input type="number" min={2} max={5} value={seats} onInput={(e) => setSeats(Number((e.target as HTMLInputElement).value))} data-testid="room-seats" />
      </label>
      <fieldset>
        <legend>{t('online.seats')}</legend>
        {seatBots.map((b, i) => (
          <label key={i}>
            {t('online.seatN', { n: i + 1 })}{' '}
            <select
              value={b ?? ''}
              data-testid={`room-seat-kind-${i}`}
              onChange={(e) => {
                const v = (e.target as HTMLSelectElement).value;
                const next = [...seatBots];
                next[i] = v === '' ? null : (v as BotLevel);
                setBots(next);
              }}
            >
              <option value="">{t('online.person')}</option>
              {BOT_LEVELS.map((l) => (
                <option key={l} value={l}>
                  {t(`online.bot.${l}` as MessageKey)}
                </option>
              ))}
            </select>
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('setup.expansions')}</legend>
        {EXPANSION_IDS.map((x) => (
          <label key={x} class="check">
            <input type="checkbox" checked={exps.includes(x)} onChange={(e) => setExps((e.target as HTMLInputElement).checked ? [...exps, x] : exps.filter((y) => y !== x))} />{' '}
            {t(`exp.${x}` as MessageKey)}
          </label>
        ))}
      </fieldset>
      {error && <p class="error" role="alert">{error}</p>}
      <button type="submit" class="primary" data-testid="create-room">
        {t('online.create')}
      </button>
    </form>
  );
}

function Room({ room }: { room: string }) {
  const [info, setInfo] = useState<RoomInfo | null>(null);
  const [conn, setConn] = useState<RoomConnection | null>(null);
  const [rs, setRs] = useState<RoomState | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const connect = (token: string | null) => {
    const c = new RoomConnection(room, token);
    c.subscribe(setRs);
    c.connect();
    setConn(c);
  };

  useEffect(() => {
    roomInfo(room).then(setInfo, (e: Error) => setError(t('online.error', { msg: e.message })));
    const saved = savedToken(room);
    if (saved) connect(saved.token);
    return () => conn?.close();
  }, [room]);

  useEffect(() => () => conn?.close(), [conn]);

  const join = async (e: Event) => {
    e.preventDefault();
    try {
      const r = await joinRoom(room, name.trim() || 'Player');
      saveToken(room, r.token, r.seat);
      connect(r.token);
    } catch (err) {
      setError(t('online.error', { msg: (err as Error).message }));
    }
  };

  const link = `${location.origin}/#/room/${encodeURIComponent(room)}`;
  const seats = rs?.seats.length ? rs.seats : info?.seats ?? [];

  return (
    <div class="room">
      <div class="room-head">
        <span>
          {t('online.room')} <code data-testid="room-id">{room}</code>
        </span>
        <label>
          {t('online.share')}: <input readOnly value={link} onFocus={(e) => (e.target as HTMLInputElement).select()} data-testid="room-link" />
        </label>
        <span class="seats-list">
          {seats.map((s) => (
            <span key={s.seat} class={s.online || s.kind === 'bot' ? 'online' : ''} data-testid={`room-seat-${s.seat}`}>
              {s.name ?? '—'}
              {botNote(s)}
            </span>
          ))}
        </span>
        {rs?.reconnecting && <span role="status">{t('online.reconnecting')}</span>}
        {conn && rs?.seat != null && seats[rs.seat]?.botPlaying && (
          <button type="button" class="primary" onClick={() => conn.back()} data-testid="room-back">
            {t('online.back')}
          </button>
        )}
      </div>
      {error && <p class="error" role="alert">{error}</p>}
      {rs?.error && <p class="error">{rs.error}</p>}
      {rs?.refused && <p class="error" role="alert">{t(rs.refused === 'room-crowded' ? 'online.roomCrowded' : 'online.tooManyConnections')}</p>}
      {!conn && (
        <form class="row" onSubmit={join}>
          <input placeholder={t('setup.name')} value={name} onInput={(e) => setName((e.target as HTMLInputElement).value)} maxLength={32} data-testid="room-name" />
          <button type="submit" class="primary" data-testid="room-join">
            {t('online.join')}
          </button>
          <button type="button" onClick={() => connect(null)} data-testid="room-spectate">
            {t('online.spectate')}
          </button>
        </form>
      )}
      {conn && !rs?.view && <p>{rs?.connected ? t('game.waiting', { name: '…' }) : t('online.connecting')}</p>}
      {conn && rs?.view && (
        <GameTable
          view={rs.view}
          legal={rs.legal && rs.legal.length ? rs.legal : null}
          onAction={(a) => conn.send(a)}
          events={rs.events}
          status={rs.view.currentPlayer !== null ? t('game.waiting', { name: rs.view.players[rs.view.currentPlayer] ?? '' }) : null}
        />
      )}
    </div>
  );
}

/** A bot seat's level, or the note that a bot plays for an absent person. */
function botNote(s: SeatInfo) {
  if (s.kind === 'bot') {
    const level = t(`online.bot.${s.bot ?? 'greedy'}` as MessageKey);
    return (
      <small role="img" aria-label={level} title={level} data-testid={`room-bot-${s.seat}`}>
        {' '}🤖
      </small>
    );
  }
  if (s.botPlaying) return <small role="status" data-testid={`room-bot-plays-${s.seat}`}> — {t('online.botPlays', { name: s.name ?? '' })}</small>;
  return null;
}
