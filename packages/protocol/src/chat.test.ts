import { describe, expect, it } from 'vitest';
import { cleanChat, MAX_CHAT_LENGTH } from './index.js';

describe('cleanChat', () => {
  it('strips control and bidi characters as names do, and trims the ends', () => {
    expect(cleanChat('  hi\u0007 there\u202E!\n')).toEqual({ ok: true, value: 'hi there!' });
    expect(cleanChat('\u001b[31mred\u001b[0m')).toEqual({ ok: true, value: '[31mred[0m' });
    expect(cleanChat('a\u2066b\u2069c\u200Fd\u061Ce')).toEqual({ ok: true, value: 'abcde' });
  });

  it('keeps markup as plain text: rendering is the client\'s job, and it renders text', () => {
    expect(cleanChat('<img src=x onerror=alert(1)>')).toEqual({ ok: true, value: '<img src=x onerror=alert(1)>' });
  });

  it('refuses a message with nothing visible', () => {
    for (const raw of ['', '   ', '\u200B\u200D', '\u0000\u0001', '\u202E\u2066', '\u2800']) expect(cleanChat(raw), JSON.stringify(raw)).toMatchObject({ ok: false, code: 'bad-chat' });
  });

  it('counts characters, not UTF-16 units, up to 500', () => {
    expect(cleanChat('x'.repeat(MAX_CHAT_LENGTH))).toMatchObject({ ok: true });
    expect(cleanChat('x'.repeat(MAX_CHAT_LENGTH + 1))).toMatchObject({ ok: false, code: 'bad-chat' });
    // 500 emoji are 1000 UTF-16 units, and 500 characters.
    expect(cleanChat('😀'.repeat(MAX_CHAT_LENGTH))).toMatchObject({ ok: true });
    expect(cleanChat('😀'.repeat(MAX_CHAT_LENGTH + 1))).toMatchObject({ ok: false });
    // Control characters do not count: they are gone before the count.
    expect(cleanChat('x'.repeat(MAX_CHAT_LENGTH) + '\u0007'.repeat(100))).toMatchObject({ ok: true });
  });

  it('one spelling: NFC', () => {
    expect(cleanChat('e\u0301')).toEqual({ ok: true, value: '\u00e9' });
  });
});
