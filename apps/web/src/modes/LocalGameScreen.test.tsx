import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { legalActions } from '@carc/rules';
import { LocalGameScreen, openGame } from './LocalGameScreen.js';
import { LocalGame } from '../game/localGame.js';
import { saveGame } from '../storage/db.js';

async function until(cond: () => boolean) {
  for (let i = 0; i < 500 && !cond(); i++) await act(() => new Promise<void>((r) => setTimeout(r, 0)));
  expect(cond()).toBe(true);
}

async function savedGame(seed: string) {
  const g = LocalGame.create({ seats: [{ name: 'Ann', kind: 'human' }, { name: 'Ben', kind: 'greedy' }], expansions: [], options: {}, seed });
  if (!('state' in g)) throw new Error(g.message);
  await saveGame(g.snapshot());
  return g;
}

describe('LocalGameScreen', () => {
  it('opens a saved game as it was, with what the first render shows made already', async () => {
    const g = await savedGame('open');
    const o = await openGame(g.id);
    if (o === 'missing' || o === 'failed') throw new Error(`the saved game did not open: ${o}`);
    expect(o.game.id).toBe(g.id);
    expect(o.game.state.turn).toBe(g.state.turn);
    expect(o.game.legal()).toEqual(legalActions(g.state));
    expect(await openGame('no-such-game')).toBe('missing');
  });

  it('shows the placeholder, then the table with the legal squares; an unknown game is a 404', async () => {
    const g = await savedGame('screen');
    document.body.innerHTML = '<div id="r"></div>';
    const root = document.getElementById('r')!;
    act(() => render(<LocalGameScreen id={g.id} />, root));
    expect(root.textContent).toBe('…');
    await until(() => root.querySelector('[data-testid=action-bar]') !== null);
    expect(root.querySelector('[data-testid=hint]')!.textContent).toMatch(/Ann/);
    act(() => render(<LocalGameScreen key="other" id="no-such-game" />, root));
    await until(() => root.querySelector('.error') !== null);
    expect(root.querySelector('.error')!.textContent).toContain('404');
  });
});
