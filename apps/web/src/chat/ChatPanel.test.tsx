import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { setLang } from '../i18n/index.js';
import { ChatPanel } from './ChatPanel.js';

const msg = (id: number, seat: number | null, name: string, text: string) => ({ id, seat, name, text, at: 0 });
let root: HTMLElement;
beforeEach(() => {
  setLang('en');
  localStorage.clear();
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
});
afterEach(() => act(() => render(null, root)));

describe('the chat panel', () => {
  it('renders messages as text only, in a polite live region, with a labelled input', () => {
    act(() => render(<ChatPanel room="abcdefghijkl" messages={[msg(1, 1, 'Ben', '<img src=x onerror=alert(1)>')]} seat={0} canWrite error={null} onSend={() => {}} />, root));
    const log = root.querySelector('[data-testid=chat-log]')!;
    expect(log.getAttribute('role')).toBe('log');
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(log.querySelector('img')).toBeNull();
    expect(log.textContent).toContain('<img src=x onerror=alert(1)>');
    const input = root.querySelector<HTMLInputElement>('[data-testid=chat-input]')!;
    expect(root.querySelector(`label[for="${input.id}"]`)!.textContent).toBe('Message to the table');
  });

  it('sends on submit and clears; refuses more than 500 characters before sending', () => {
    const onSend = vi.fn();
    act(() => render(<ChatPanel room="abcdefghijkl" messages={[]} seat={0} canWrite error={null} onSend={onSend} />, root));
    const input = root.querySelector<HTMLInputElement>('[data-testid=chat-input]')!;
    const send = root.querySelector<HTMLButtonElement>('[data-testid=chat-send]')!;
    act(() => {
      input.value = '  hello  ';
      input.dispatchEvent(new Event('input'));
    });
    act(() => void root.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true })));
    expect(onSend).toHaveBeenCalledWith('hello', undefined);
    expect(input.value).toBe('');
    act(() => {
      input.value = 'x'.repeat(501);
      input.dispatchEvent(new Event('input'));
    });
    expect(send.disabled).toBe(true);
    expect(root.querySelector('#chat-left')!.textContent).toBe('0 characters left');
  });

  it('mutes a sender on this device only, and unmutes', () => {
    const messages = [msg(1, 1, 'Ben', 'spam'), msg(2, 0, 'Ann', 'mine'), msg(3, 1, 'Ben', 'more spam')];
    act(() => render(<ChatPanel room="abcdefghijkl" messages={messages} seat={0} canWrite error={null} onSend={() => {}} />, root));
    // No mute button on one's own messages.
    expect(root.querySelectorAll('[data-testid=chat-mute]')).toHaveLength(2);
    act(() => root.querySelector<HTMLButtonElement>('[data-testid=chat-mute]')!.click());
    expect(root.querySelector('[data-testid=chat-log]')!.textContent).toBe('Annmine');
    expect(root.textContent).toContain('2 messages from muted players hidden');
    expect(JSON.parse(localStorage.getItem('carc.mute.abcdefghijkl')!)).toEqual(['seat:1']);
    act(() => root.querySelector<HTMLButtonElement>('[data-testid=chat-unmute]')!.click());
    expect(root.querySelectorAll('[data-testid=chat-log] li')).toHaveLength(3);
  });

  it('spectators read only unless the room lets them write; then they give a name', () => {
    act(() => render(<ChatPanel room="abcdefghijkl" messages={[]} seat={null} canWrite={false} error={null} onSend={() => {}} />, root));
    expect(root.querySelector('[data-testid=chat-input]')).toBeNull();
    expect(root.textContent).toContain('Spectators read this chat');
    const onSend = vi.fn();
    act(() => render(<ChatPanel room="abcdefghijkl" messages={[]} seat={null} canWrite error={'chat-rate-limited'} onSend={onSend} />, root));
    expect(root.querySelector('[data-testid=chat-error]')!.textContent).toBe('You are writing faster than the room takes; wait a moment.');
    const [name, input] = [root.querySelector<HTMLInputElement>('[data-testid=chat-name]')!, root.querySelector<HTMLInputElement>('[data-testid=chat-input]')!];
    act(() => {
      name.value = 'Zed';
      name.dispatchEvent(new Event('input'));
      input.value = 'hi';
      input.dispatchEvent(new Event('input'));
    });
    act(() => void root.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true })));
    expect(onSend).toHaveBeenCalledWith('hi', 'Zed');
  });
});
