import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { Home } from './Home.js';
import { LocalGame } from '../game/localGame.js';
import { listGames, saveGame } from '../storage/db.js';

async function until(cond: () => boolean) {
  for (let i = 0; i < 500 && !cond(); i++) await act(() => new Promise<void>((r) => setTimeout(r, 0)));
  expect(cond()).toBe(true);
}

describe('Home', () => {
  it('deletes a saved game at once and brings it back with Undo', async () => {
    const g = LocalGame.create({ seats: [{ name: 'Ann', kind: 'human' }, { name: 'Ben', kind: 'random' }], expansions: [], options: {}, seed: 'home' });
    if (!('state' in g)) throw new Error(g.message);
    await saveGame(g.snapshot());
    document.body.innerHTML = '<div id="r"></div>';
    const root = document.getElementById('r')!;
    act(() => render(<Home />, root));
    await until(() => root.querySelectorAll('[data-testid=saved-game]').length === 1);

    await act(async () => (root.querySelector('[data-testid=delete-game]') as HTMLButtonElement).click());
    await until(() => root.querySelectorAll('[data-testid=saved-game]').length === 0);
    expect((await listGames()).map((x) => x.id)).not.toContain(g.id);
    expect(root.querySelector('[data-testid=deleted]')!.textContent).toContain('Ann, Ben');

    await act(async () => (root.querySelector('[data-testid=deleted-action]') as HTMLButtonElement).click());
    await until(() => root.querySelectorAll('[data-testid=saved-game]').length === 1);
    expect((await listGames()).map((x) => x.id)).toContain(g.id);
    expect(root.querySelector('[data-testid=deleted]')).toBeNull();
    // The home page links the legend and the tile gallery.
    expect(root.querySelector('a[href="#/help"]')).not.toBeNull();
    expect(root.querySelector('a[href="#/tiles"]')).not.toBeNull();
  });
});
