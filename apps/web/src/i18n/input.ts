/**
 * Whether the player points with a finger or a mouse, so hints can say "tap" or "click".
 * The first guess comes from the device's media features (a coarse pointer, or no hover:
 * phones and tablets); after that the last pointer that touched the page decides, so a
 * laptop with a touch screen says whatever the player just used.
 */
import { signal } from './signal.js';

export type InputKind = 'touch' | 'mouse';

/** `(pointer: coarse)` or `(hover: none)`: a device whose main pointer is a finger. */
export function deviceInput(match: ((query: string) => boolean) | null): InputKind {
  if (!match) return 'mouse';
  return match('(pointer: coarse)') || match('(hover: none)') ? 'touch' : 'mouse';
}

/** The kind of a pointer event: a finger or a pen taps, a mouse clicks; anything else tells nothing. */
export function eventInput(pointerType: string): InputKind | null {
  if (pointerType === 'touch' || pointerType === 'pen') return 'touch';
  if (pointerType === 'mouse') return 'mouse';
  return null;
}

export const inputKind = signal<InputKind>(
  deviceInput(typeof matchMedia === 'function' ? (q) => matchMedia(q).matches : null),
);

/** Follows the pointer the player uses (capture phase: before any handler re-renders). */
export function watchInput(target: Pick<EventTarget, 'addEventListener'> = globalThis as unknown as EventTarget): void {
  target.addEventListener(
    'pointerdown',
    (e) => {
      const kind = eventInput((e as PointerEvent).pointerType ?? '');
      if (kind) inputKind.set(kind);
    },
    { capture: true, passive: true },
  );
}
