import { signal } from '../i18n/signal.js';

/** Text for the screen reader's live region; each new message replaces the last. */
export const announcement = signal<string>('');

export function announce(text: string): void {
  // Re-announcing the same sentence (two turns of the same player) needs a change of text.
  announcement.set(announcement.get() === text ? `${text}\u00a0` : text);
}
