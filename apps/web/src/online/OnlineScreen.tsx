import { useEffect, useState } from 'preact/hooks';
import type { ExpansionId } from '@carc/rules';
import { TIMEOUT_POLICIES, TURN_PROFILE_NAMES, type BotLevel, type RoomInfo, type SeatInfo, type TimeoutPolicy, type TurnProfile } from '@carc/protocol';
import { t, type MessageKey } from '../i18n/index.js';
import { useLang } from '../i18n/useLang.js';
import { go } from '../app/route.js';
import { Toast } from '../app/Toast.js';
import { createRoom, joinRoom, requestRematch, roomInfo, RoomConnection, savedToken, saveToken, type RoomState } from './client.js';
import { copyText } from './copy.js';
import { errorSentence } from './errors.js';
import { Lobby } from './Lobby.js';
import { LevelPicker } from '../levels/LevelPicker.js';
import { levelName } from '../levels/levels.js';
import { HintButton, useHint } from '../hints/useHint.js';
import { ChatPanel } from '../chat/ChatPanel.js';
import { refreshMyGames } from '../turns/myGames.js';
import { formatLeft, seatLeft } from '../turns/time.js';
import { MoveSeat } from '../transfer/MoveSeat.js';
import { PushSwitch } from '../push/PushSwitch.js';
import { forgetPushRoom } from '../push/device-push.js';
import { lazy } from '../app/lazy.js';
import { SETUP_EXPANSIONS } from '../modes/expansions.js';

// The table (and the rules engine with it) loads when a game starts, not with the create and join forms.
const GameTable = lazy(() => import('../board/GameTable.js').then((m) => m.GameTable));

export function OnlineScreen({ room }: { room?: string }) {
  useLang();
  if (!navigator.onLine) return <p class="error">{t('online.offline')}</p>;
  // Keyed by room: a rematch moves to a new room with fresh state and connection.
  return room ? <Room key={room} room={room} /> : <CreateRoom />;
}

function CreateRoom() {
  const [seats, setSeats] = useState(2);
  const [exps, setExps] = useState<ExpansionId[]>([]);
  /** Per seat: a bot level, or null for a person (the seats a bot takes at creation). */
  const [bots, setBots] = useState<(BotLevel | null)[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [listed, setListed] = useState(false);
  const [listAs, setListAs] = useState('');
  const [hints, setHints] = useState(false);
  // Turn-based play (#27): the pace, the time banks' profile, what a run-out bank brings.
  const [turnBased, setTurnBased] = useState(false);
  const [profile, setProfile] = useState<TurnProfile>('standard');
  const [onTimeout, setOnTimeout] = useState<TimeoutPolicy>('bot');
  const [spectatorChat, setSpectatorChat] = useState(false);
  const seatBots = Array.from({ length: seats }, (_, i) => bots[i] ?? null);
  const submit = async (e: Event) => {
    e.preventDefault();
    try {
      const r = await createRoom({
        seats,
        expansions: exps,
        ...(listed ? { listAs: listAs.trim() } : {}),
        ...(seatBots.some((b) => b) ? { bots: seatBots } : {}),
        ...(hints ? { hints: true } : {}),
        ...(turnBased ? { turnBased: { profile, onTimeout } } : {}),
        ...(spectatorChat ? { spectatorChat } : {}),
      });
      go(`/room/${r.room}`);
    } catch (err) {
      setError(errorSentence(err as Error));
    }
  };
  return (
    <>
      <form class="setup" onSubmit={submit}>
        <h1>{t('online.title')}</h1>
        <label>
          {t('online.seats')}{' '}
          <input type="number" min={2} max={5} value={seats} onInput={(e) => setSeats(Number((e.target as HTMLInputElement).value))} data-testid="room-seats" />
        </label>
        <fieldset>
          <legend>{t('online.seats')}</legend>
          {seatBots.map((b, i) => (
            <div class="seat" key={i}>
              <span aria-hidden="true">{t('online.seatN', { n: i + 1 })}</span>
              <LevelPicker
                value={b ?? ''}
                person={{ value: '', label: t('online.person') }}
                label={t('online.seatN', { n: i + 1 })}
                testid={`room-seat-kind-${i}`}
                expansions={exps.length > 0}
                onChange={(v) => {
                  const next = [...seatBots];
                  next[i] = v === '' ? null : v;
                  setBots(next);
                }}
              />
            </div>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('setup.expansions')}</legend>
          {SETUP_EXPANSIONS.map((x) => (
            <label key={x} class="check">
              <input type="checkbox" checked={exps.includes(x)} onChange={(e) => setExps((e.target as HTMLInputElement).checked ? [...exps, x] : exps.filter((y) => y !== x))} />{' '}
              {t(`exp.${x}` as MessageKey)}
            </label>
          ))}
        </fieldset>
        <fieldset data-testid="room-pace">
          <legend>{t('turns.pace')}</legend>
          <label class="check">
            <input type="radio" name="pace" checked={!turnBased} onChange={() => setTurnBased(false)} data-testid="room-live" /> {t('turns.live')}
          </label>
          <label class="check">
            <input type="radio" name="pace" checked={turnBased} onChange={() => setTurnBased(true)} data-testid="room-turn-based" /> {t('turns.turnBased')}
          </label>
          {turnBased && (
            <>
              <label>
                {t('turns.profile')}{' '}
                <select value={profile} onChange={(e) => setProfile((e.target as HTMLSelectElement).value as TurnProfile)} data-testid="room-profile">
                  {TURN_PROFILE_NAMES.map((p) => (
                    <option key={p} value={p}>
                      {t(`turns.profile.${p}` as MessageKey)}
                    </option>
                  ))}
                </select>
              </label>
              {profile !== 'no-limit' && (
                <label>
                  {t('turns.onTimeout')}{' '}
                  <select value={onTimeout} onChange={(e) => setOnTimeout((e.target as HTMLSelectElement).value as TimeoutPolicy)} data-testid="room-on-timeout">
                    {TIMEOUT_POLICIES.map((p) => (
                      <option key={p} value={p}>
                        {t(`turns.onTimeout.${p}` as MessageKey)}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </>
          )}
        </fieldset>
        <label class="check">
          <input type="checkbox" checked={spectatorChat} onChange={(e) => setSpectatorChat((e.target as HTMLInputElement).checked)} data-testid="room-spectator-chat" /> {t('chat.spectatorsWrite')}
        </label>
        <label class="check">
          <input type="checkbox" checked={hints} onChange={(e) => setHints((e.target as HTMLInputElement).checked)} data-testid="room-hints" /> {t('hint.allow')}
        </label>
        <label class="check">
          <input type="checkbox" checked={listed} onChange={(e) => setListed((e.target as HTMLInputElement).checked)} data-testid="room-public" /> {t('room.public')}
        </label>
        {listed && (
          <label>
            {t('room.name')}{' '}
            <input required maxLength={32} value={listAs} onInput={(e) => setListAs((e.target as HTMLInputElement).value)} data-testid="room-list-name" />
          </label>
        )}
        {error && <p class="error" role="alert">{error}</p>}
        <button type="submit" class="primary" data-testid="create-room">
          {t('online.create')}
        </button>
      </form>
      <Lobby />
    </>
  );
}

/** Re-renders every second while `on` (a clock is counting down on screen). */
function useSecondTick(on: boolean): void {
  const [, setN] = useState(0);
  useEffect(() => {
    if (!on) return;
    const id = setInterval(() => setN((n) => n + 1), 1000);
    return () => clearInterval(id);
  }, [on]);
}

function Room({ room }: { room: string }) {
  const l = useLang();
  const [info, setInfo] = useState<(RoomInfo & { archived?: boolean }) | null>(null);
  const [conn, setConn] = useState<RoomConnection | null>(null);
  const [rs, setRs] = useState<RoomState | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const [seenNotice, setSeenNotice] = useState(0);
  /** The seat moved to another device (#27 point 4): this device watches from then on. */
  const [moved, setMoved] = useState(false);

  const connect = (token: string | null) => {
    const c = new RoomConnection(room, token);
    c.subscribe(setRs);
    c.connect();
    setConn(c);
  };

  useEffect(() => {
    roomInfo(room).then(setInfo, (e: Error & { code?: unknown }) => setError(errorSentence(e)));
    const saved = savedToken(room);
    if (saved) connect(saved.token);
  }, [room]);

  useEffect(() => () => conn?.close(), [conn]);

  // A finished room that is gone (its game is in the archive) takes no socket.
  useEffect(() => {
    if (info?.archived) conn?.close();
  }, [info?.archived, conn]);

  useEffect(() => {
    if (!rs?.moved) return;
    setMoved(true);
    forgetPushRoom(room);
    connect(null);
  }, [rs?.moved]);

  // The room announced a rematch: the same seat token holds the same seat there.
  const next = rs?.next ?? info?.next ?? null;
  useEffect(() => {
    if (!rs?.next) return;
    const saved = savedToken(room);
    if (saved) saveToken(rs.next, saved.token, saved.seat);
    go(`/room/${rs.next}`);
  }, [rs?.next]);

  const join = async (e: Event) => {
    e.preventDefault();
    try {
      const r = await joinRoom(room, name.trim() || 'Player');
      saveToken(room, r.token, r.seat);
      void refreshMyGames();
      setError(null);
      connect(r.token);
    } catch (err) {
      setError(errorSentence(err as Error));
    }
  };

  const rematch = async () => {
    const saved = savedToken(room);
    if (!saved) return;
    try {
      const r = await requestRematch(room, saved.token);
      saveToken(r.next, saved.token, saved.seat);
      go(`/room/${r.next}`);
    } catch (err) {
      setError(errorSentence(err as Error));
    }
  };

  const leave = () => {
    conn?.close();
    void refreshMyGames();
    go('/online');
  };


  const link = `${location.origin}/#/room/${encodeURIComponent(room)}`;
  const seats = rs?.seats.length ? rs.seats : info?.seats ?? [];
  const open = seats.filter((s) => s.name === null).length;
  // Known full before anyone tries: say so instead of offering a Join the room would refuse.
  const full = !!info && open === 0;
  // The socket's status once it was welcomed; until then what the room's info said.
  const status = rs?.connected ? rs.status : info?.status ?? 'waiting';
  const ended = status === 'ended' || !!rs?.view?.finished;
  const notices = (rs?.notices ?? []).filter((n) => n.id > seenNotice);
  // Hints: the room tells every socket (welcome) and every visitor (its info) when they are on.
  const hintsOn = !!rs?.hints || !!info?.config.hints;
  const mine = !!conn && !!rs?.legal && rs.legal.length > 1;
  const hint = useHint(`${rs?.seq ?? -1}`, hintsOn && mine && conn ? () => conn.hint() : null);

  // Turn-based clocks (#27): every seat's time left in server time, beside its name.
  const turnBased = info?.config.turnBased ?? null;
  const turn = rs?.turn ?? null;
  const serverNow = Date.now() + (rs?.serverOffset ?? 0);
  const clockText = (seat: number): string | null => {
    const left = seatLeft(turn, seat, serverNow);
    if (left === undefined) return null;
    if (left === null) return t('turns.noLimit');
    return left === 0 ? t('turns.outOfTime') : formatLeft(left, l);
  };
  useSecondTick(!!turn?.clocks?.banks && status === 'playing');
  const pendingLeft = turn?.player != null ? seatLeft(turn, turn.player, serverNow) : undefined;
  const canSkip = turnBased?.onTimeout === 'skip' && rs?.seat != null && turn?.player != null && turn.player !== rs.seat && pendingLeft === 0 && status === 'playing';

  return (
    <div class="room">
      <div class="room-head">
        <button type="button" onClick={leave} data-testid="room-leave">
          ← {t('room.leave')}
        </button>
        <span>
          {t('online.room')} <code data-testid="room-id">{room}</code>
        </span>
        <span class="share">
          <label>
            {t('online.share')}: <input readOnly value={link} onFocus={(e) => (e.target as HTMLInputElement).select()} data-testid="room-link" />
          </label>
          <button type="button" onClick={() => void copyText(link).then(setCopied)} data-testid="room-copy">
            {t('room.copy')}
          </button>
        </span>
        {rs?.reconnecting && <span role="status">{t('online.reconnecting')}</span>}
        {conn && rs?.seat != null && seats[rs.seat]?.botPlaying && (
          <button type="button" class="primary" onClick={() => conn.back()} data-testid="room-back">
            {t('online.back')}
          </button>
        )}
      </div>
      <section class="room-seats" aria-label={t('online.seats')}>
        <span data-testid="room-open">{t('room.seatsOpen', { open, total: seats.length })}</span>
        <ol class="seats-list" data-testid="room-seats-list">
          {seats.map((s) => (
            <li key={s.seat} class={s.name === null ? 'open' : s.online || s.kind === 'bot' ? 'online' : 'offline'} data-seat={s.seat} data-testid={`room-seat-${s.seat}`}>
              {s.name ?? t('room.openSeat')}
              {botNote(s)}
              {status === 'playing' && clockText(s.seat) !== null && (
                <small class="clock" data-testid={`room-clock-${s.seat}`} aria-label={t('turns.timeLeft', { name: s.name ?? '', time: clockText(s.seat)! })}>
                  {' '}
                  {/* Inline SVG, not an emoji: without an emoji font that is an empty box. */}
                  <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" class="step-icon">
                    <circle cx="6" cy="6" r="4.8" fill="none" stroke="currentColor" stroke-width="1.3" />
                    <path d="M6 3.2V6l2 1.4" fill="none" stroke="currentColor" stroke-width="1.3" stroke-linecap="round" />
                  </svg>{' '}
                  {clockText(s.seat)}
                </small>
              )}
              {s.name !== null && !s.online && s.kind !== 'bot' && status !== 'waiting' && <span class="muted"> ({t('room.offline')})</span>}
            </li>
          ))}
        </ol>
      </section>
      {/* This seat's devices (#27 points 4-5): move it to another one; "your turn" notifications here. */}
      {conn?.token && !moved && (
        <div class="room-devices">
          <MoveSeat room={room} token={conn.token} />
          <PushSwitch room={room} token={conn.token} />
        </div>
      )}
      {moved && (
        <p role="status" data-testid="room-moved">
          {t('move.moved')}
        </p>
      )}
      {copied !== null && <Toast message={t(copied ? 'room.copied' : 'room.copyFailed')} onClose={() => setCopied(null)} ms={4000} testid="copy-toast" />}
      {notices.length > 0 && (
        <Toast message={notices.map((n) => t(`room.${n.kind}`, { name: n.name })).join(' ')} onClose={() => setSeenNotice(notices.at(-1)!.id)} testid="seat-notice" />
      )}
      {error && <p class="error" role="alert" data-testid="room-error">{error}</p>}
      {rs?.error && <p class="error" role="alert" data-testid="room-error">{errorSentence(rs.error)}</p>}
      {rs?.refused && <p class="error" role="alert">{t(rs.refused === 'room-crowded' ? 'online.roomCrowded' : 'online.tooManyConnections')}</p>}
      {info?.archived && (
        <p data-testid="room-archived">
          {t('turns.archived')} <a href={`#/replay/${room}`}>{t('turns.replay')}</a>
        </p>
      )}
      {canSkip && conn && (
        <p>
          <button type="button" class="primary" onClick={() => conn.skip()} data-testid="room-skip">
            {t('turns.skip', { name: seats[turn!.player!]?.name ?? '' })}
          </button>
        </p>
      )}
      {next && !rs?.next && (
        <p>
          <a href={`#/room/${next}`} data-testid="room-next">{t('room.rematch')} →</a>
        </p>
      )}
      {!conn && !info?.archived && (
        <form class="row" onSubmit={join}>
          {!full && <input placeholder={t('setup.name')} value={name} onInput={(e) => setName((e.target as HTMLInputElement).value)} maxLength={32} data-testid="room-name" />}
          {full ? (
            <span class="error" role="alert" data-testid="room-error">{t('err.room-full')}</span>
          ) : (
            <button type="submit" class="primary" data-testid="room-join">
              {t('online.join')}
            </button>
          )}
          <button type="button" onClick={() => connect(null)} data-testid="room-spectate">
            {t('online.spectate')}
          </button>
        </form>
      )}
      {hintsOn && (
        <p class="muted" role="note" data-testid="room-hints-on">
          {t('hint.on')}
        </p>
      )}
      {conn && !rs?.view && !info?.archived && <p data-testid="room-waiting">{rs?.connected ? t('room.waitingFor', { open }) : t('online.connecting')}</p>}
      {ended && conn?.token && !next && (
        <p>
          <button type="button" class="primary" onClick={() => void rematch()} data-testid="room-rematch">
            {t('room.rematch')}
          </button>
        </p>
      )}
      {ended && (
        <p>
          <a href={`#/replay/${room}`} data-testid="room-replay-link">
            {t('turns.permalink')}
          </a>
        </p>
      )}
      {conn && rs?.connected && !rs.view && (
        <ChatPanel room={room} messages={rs.chat} seat={rs.seat} canWrite={rs.seat !== null || !!info?.config.spectatorChat} error={rs.error?.code ?? null} onSend={(text, n) => conn.sendChat(text, n)} />
      )}
      {conn && rs?.view && (
        <GameTable
          view={rs.view}
          legal={rs.legal && rs.legal.length ? rs.legal : null}
          onAction={(a) => conn.send(a)}
          events={rs.events}
          status={rs.view.currentPlayer !== null ? t('game.waiting', { name: rs.view.players[rs.view.currentPlayer] ?? '' }) : null}
          advice={hint.advice}
          decisionTools={hintsOn && mine ? <HintButton hint={hint} /> : undefined}
          {...(turn?.clocks ? { clocks: rs.view.players.map((_, i) => clockText(i)) } : {})}
          side={<ChatPanel room={room} messages={rs.chat} seat={rs.seat} canWrite={rs.seat !== null || !!info?.config.spectatorChat} error={rs.error?.code ?? null} onSend={(text, n) => conn.sendChat(text, n)} />}
        />
      )}
    </div>
  );
}

/** A bot seat's level, or the note that a bot plays for an absent person. */
function botNote(s: SeatInfo) {
  if (s.kind === 'bot') {
    const level = levelName(s.bot ?? 'beginner');
    return (
      <small role="img" aria-label={level} title={level} data-testid={`room-bot-${s.seat}`}>
        {' '}
        {/* Inline SVG, not the robot emoji: without an emoji font that is an empty box. */}
        <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" class="step-icon">
          <rect x="2" y="4" width="10" height="8" rx="2" fill="none" stroke="currentColor" stroke-width="1.4" />
          <circle cx="5.2" cy="8" r="1.1" fill="currentColor" />
          <circle cx="8.8" cy="8" r="1.1" fill="currentColor" />
          <path d="M7 4V1.5" stroke="currentColor" stroke-width="1.4" stroke-linecap="round" />
        </svg>
      </small>
    );
  }
  if (s.botPlaying) return <small role="status" data-testid={`room-bot-plays-${s.seat}`}> — {t('online.botPlays', { name: s.name ?? '' })}</small>;
  return null;
}
