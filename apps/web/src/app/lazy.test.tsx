import { describe, expect, it } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { lazy } from './lazy.js';

const settle = () => act(async () => {
  // Preact runs effects after a frame: wait for them and the promises they start.
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 20));
});

describe('lazy', () => {
  it('shows the fallback, then the component once its code arrives', async () => {
    let resolve!: (c: (p: { n: number }) => preact.JSX.Element) => void;
    const Lazy = lazy<{ n: number }>(() => new Promise((r) => (resolve = r)), <p>wait</p>);
    document.body.innerHTML = '<div id="r"></div>';
    const root = document.getElementById('r')!;
    act(() => render(<Lazy n={3} />, root));
    expect(root.textContent).toBe('wait');
    await settle();
    resolve(({ n }) => <b>n={n}</b>);
    await settle();
    expect(root.textContent).toBe('n=3');
  });

  it('shows the component when a preload finished between its first render and its effect', async () => {
    let resolve!: (c: () => preact.JSX.Element) => void;
    const Lazy = lazy(() => new Promise<() => preact.JSX.Element>((r) => (resolve = r)), <p>wait</p>);
    const preload = Lazy.load();
    document.body.innerHTML = '<div id="r"></div>';
    const root = document.getElementById('r')!;
    // Rendered while the code is still on its way; it arrives before the effects run.
    render(<Lazy />, root);
    expect(root.textContent).toBe('wait');
    resolve(() => <b>here</b>);
    await preload;
    await settle();
    expect(root.textContent).toBe('here');
  });

  it('offers to try again when the code cannot be loaded, and loads it on the retry', async () => {
    let attempts = 0;
    const Lazy = lazy(() => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(() => <b>back</b>)));
    document.body.innerHTML = '<div id="r"></div>';
    const root = document.getElementById('r')!;
    act(() => render(<Lazy />, root));
    await settle();
    expect(root.querySelector('[role=alert]')).not.toBeNull();
    act(() => root.querySelector('button')!.click());
    await settle();
    expect(root.textContent).toBe('back');
    expect(attempts).toBe(2);
  });
});
