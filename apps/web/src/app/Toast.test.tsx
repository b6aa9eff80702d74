import { describe, expect, it, vi } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { Toast, firstOfflineNotice } from './Toast.js';

describe('Toast', () => {
  it('offers its action and closes with ×', () => {
    document.body.innerHTML = '<div id="r"></div>';
    const root = document.getElementById('r')!;
    const onAction = vi.fn();
    const onClose = vi.fn();
    act(() => render(<Toast message="Game deleted" action="Undo" onAction={onAction} onClose={onClose} testid="t" />, root));
    expect(root.querySelector('[data-testid=t]')!.getAttribute('role')).toBe('status');
    act(() => (root.querySelector('[data-testid=t-action]') as HTMLButtonElement).click());
    expect(onAction).toHaveBeenCalledTimes(1);
    act(() => (root.querySelector('button.link') as HTMLButtonElement).click());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes by itself after its time, but not while focus is inside it or the pointer over it', () => {
    vi.useFakeTimers();
    try {
      document.body.innerHTML = '<div id="r"></div>';
      const root = document.getElementById('r')!;
      const onClose = vi.fn();
      act(() => render(<Toast message="Works offline" onClose={onClose} ms={1000} testid="t" />, root));
      const toast = root.querySelector('[data-testid=t]') as HTMLElement;
      const close = toast.querySelector('button.link') as HTMLButtonElement;
      act(() => close.focus());
      act(() => void vi.advanceTimersByTime(5000));
      expect(onClose).not.toHaveBeenCalled();
      act(() => close.blur());
      act(() => void vi.advanceTimersByTime(999));
      expect(onClose).not.toHaveBeenCalled();
      act(() => void toast.dispatchEvent(new MouseEvent('mouseenter')));
      act(() => void vi.advanceTimersByTime(5000));
      expect(onClose).not.toHaveBeenCalled();
      act(() => void toast.dispatchEvent(new MouseEvent('mouseleave')));
      act(() => void vi.advanceTimersByTime(1000));
      expect(onClose).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells that the app works offline only the first time', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(firstOfflineNotice(storage)).toBe(true);
    expect(firstOfflineNotice(storage)).toBe(false);
    expect(firstOfflineNotice(null)).toBe(false);
    const refusing = { getItem: () => null, setItem: () => { throw new Error('quota'); } };
    expect(firstOfflineNotice(refusing)).toBe(true);
  });
});
