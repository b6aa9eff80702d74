import { describe, expect, it } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { TileDefs, TileImage } from './TileDefs.js';

const settle = () => act(async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 20));
});

describe('TileDefs', () => {
  it('draws the symbols of the tiles pictured only, also those asked for in the same render', async () => {
    document.body.innerHTML = '<div id="r"></div>';
    const root = document.getElementById('r')!;
    act(() =>
      render(
        <div>
          <svg>
            <TileDefs />
          </svg>
          <TileImage id="V" />
          <TileImage id="FE3" />
        </div>,
        root,
      ),
    );
    await settle();
    const ids = [...root.querySelectorAll('symbol')].map((s) => s.id).sort();
    expect(ids).toEqual(['meeple', 'tile-FE3', 'tile-V']);
    for (const use of root.querySelectorAll('use[href^="#tile-"]')) expect(root.querySelector(use.getAttribute('href')!)).not.toBeNull();
  });
});
