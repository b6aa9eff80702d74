import { useEffect, useRef, useState } from 'preact/hooks';
import { MAX_CHAT_LENGTH, type ChatMessage, type ErrorCode } from '@carc/protocol';
import { t } from '../i18n/index.js';
import { useLang } from '../i18n/useLang.js';
import { mutedIn, senderKey, setMuted } from './mute.js';

export interface ChatPanelProps {
  room: string;
  messages: readonly ChatMessage[];
  /** This socket's seat (null: a spectator). */
  seat: number | null;
  /** Whether this socket may write (a seat, or a spectator where the creator allows it). */
  canWrite: boolean;
  /** The room's last refusal, when it was a chat one. */
  error: ErrorCode | null;
  onSend: (text: string, name?: string) => void;
}

const CHAT_ERRORS: readonly ErrorCode[] = ['bad-chat', 'chat-rate-limited', 'chat-closed', 'rate-limited'];

/**
 * The room's chat in the table's drawer. Messages are plain text (Preact escapes every
 * string: nothing a player writes becomes markup), in a polite live region so a screen
 * reader reads new ones without moving focus; the input is labelled and sends on Enter.
 * Muting hides a sender's messages on this device only.
 */
export function ChatPanel(p: ChatPanelProps) {
  useLang();
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const [muted, setMutedState] = useState(() => mutedIn(p.room));
  const list = useRef<HTMLDivElement>(null);
  const shown = p.messages.filter((m) => !muted.has(senderKey(m)));
  const hidden = p.messages.length - shown.length;
  // New messages scroll into view (the list is focusable for keyboard scrolling).
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [shown.length]);
  const left = MAX_CHAT_LENGTH - [...text].length;
  const submit = (e: Event) => {
    e.preventDefault();
    const v = text.trim();
    if (!v || left < 0) return;
    p.onSend(v, p.seat === null && name.trim() ? name.trim() : undefined);
    setText('');
  };
  const toggle = (m: ChatMessage) => setMutedState(new Set(setMuted(p.room, senderKey(m), !muted.has(senderKey(m)))));
  return (
    <section class="chat" aria-labelledby="chat-title" data-testid="chat">
      <h2 id="chat-title">{t('chat.title')}</h2>
      <div class="chat-log" role="log" aria-live="polite" aria-label={t('chat.messages')} tabIndex={0} ref={list} data-testid="chat-log">
        <ol>
        {shown.map((m) => (
          <li key={m.id} data-seat={m.seat ?? ''}>
            <strong class="chat-name">{m.name}</strong>
            <span class="chat-text">{m.text}</span>
            {m.seat !== p.seat && (
              <button type="button" class="link chat-mute" onClick={() => toggle(m)} aria-label={t('chat.mute', { name: m.name })} title={t('chat.mute', { name: m.name })} data-testid="chat-mute">
                <span aria-hidden="true">⊘</span>
              </button>
            )}
          </li>
        ))}
        </ol>
      </div>
      {p.messages.length === 0 && <p class="muted">{t('chat.empty')}</p>}
      {hidden > 0 && (
        <p class="muted">
          {t('chat.hidden', { n: hidden })}{' '}
          {[...muted].map((k) => {
            const m = p.messages.find((x) => senderKey(x) === k);
            return m ? (
              <button type="button" class="link" key={k} onClick={() => toggle(m)} data-testid="chat-unmute">
                {t('chat.unmute', { name: m.name })}
              </button>
            ) : null;
          })}
        </p>
      )}
      {p.error && CHAT_ERRORS.includes(p.error) && (
        <p class="error" role="alert" data-testid="chat-error">
          {t(`err.${p.error}` as 'err.bad-chat')}
        </p>
      )}
      {p.canWrite ? (
        <form class="chat-form" onSubmit={submit}>
          {p.seat === null && (
            <label class="chat-name-input">
              {t('chat.yourName')} <input maxLength={32} value={name} onInput={(e) => setName((e.target as HTMLInputElement).value)} data-testid="chat-name" />
            </label>
          )}
          <label for="chat-input" class="sr-only">
            {t('chat.label')}
          </label>
          <input
            id="chat-input"
            class="chat-input"
            value={text}
            placeholder={t('chat.label')}
            maxLength={MAX_CHAT_LENGTH * 2}
            aria-describedby="chat-left"
            onInput={(e) => setText((e.target as HTMLInputElement).value)}
            data-testid="chat-input"
          />
          <button type="submit" disabled={!text.trim() || left < 0} data-testid="chat-send">
            {t('chat.send')}
          </button>
          <small id="chat-left" class={left < 0 ? 'error' : 'muted'}>
            {t('chat.left', { n: Math.max(0, left) })}
          </small>
        </form>
      ) : (
        <p class="muted">{t('chat.readOnly')}</p>
      )}
    </section>
  );
}
