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
