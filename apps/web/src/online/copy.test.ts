import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy.js';

afterEach(() => vi.unstubAllGlobals());

describe('copyText', () => {
  it('uses the Clipboard API when there is one', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const doc = { defaultView: { navigator: { clipboard: { writeText } } } } as unknown as Document;
    expect(await copyText('https://x/#/room/abc', doc)).toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://x/#/room/abc');
  });

  it('falls back to a selected field and execCommand when the API is missing or refuses', async () => {
    const copied: string[] = [];
    const exec = vi.fn((cmd: string) => {
      const el = document.activeElement as HTMLTextAreaElement | null;
      copied.push(`${cmd}:${document.querySelector('textarea')?.value ?? el?.value}`);
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    const refusing = { writeText: vi.fn(async () => { throw new Error('NotAllowedError'); }) };
    Object.defineProperty(window.navigator, 'clipboard', { value: refusing, configurable: true });
    expect(await copyText('link-1')).toBe(true);
    Object.defineProperty(window.navigator, 'clipboard', { value: undefined, configurable: true });
    expect(await copyText('link-2')).toBe(true);
    expect(copied).toEqual(['copy:link-1', 'copy:link-2']);
    // The helper field is gone again.
    expect(document.querySelector('textarea')).toBeNull();
    exec.mockReturnValueOnce(false);
    expect(await copyText('link-3')).toBe(false);
  });
});
