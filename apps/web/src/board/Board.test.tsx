import { describe, expect, it } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { Board } from './Board.js';
import { playerColor } from './colors.js';

describe('Board', () => {
  it('draws followers, Christmas Gift laid-down badges, tie marks and the forced square', () => {
    document.body.innerHTML = '<div id="r"></div>';
    const root = document.getElementById('r')!;
    act(() =>
      render(
        <Board
          tiles={[{ tile: 'D', x: 0, y: 0, rot: 0 }, { tile: 'E', x: 0, y: -1, rot: 180 }]}
          followers={[{ player: 2, spot: { x: 0, y: 0, at: 'N' }, feature: 'city' }, { player: 0, spot: { x: 0, y: 0, at: 'SL' }, feature: 'field' }]}
          laid={[{ x: 0, y: 0, at: 'N' }]}
          marks={[{ player: 1, spot: { x: 0, y: -1, at: 'S' } }]}
          forced={{ x: 1, y: 0 }}
        />,
        root,
      ),
    );
    expect(root.querySelector('svg.board')!.getAttribute('data-tiles')).toBe('2');
    const meeples = root.querySelectorAll('.meeple');
    expect(meeples.length).toBe(2);
    // Farmers lie down; knights stand.
    expect(meeples[1]!.getAttribute('transform')).toContain('rotate(90)');
    expect(meeples[0]!.getAttribute('transform')).not.toContain('rotate');
    expect(root.querySelectorAll('.laid-badge').length).toBe(1);
    expect(root.querySelector('.tie-mark')!.getAttribute('fill')).toBe(playerColor(1));
    const forced = root.querySelector('.forced')!;
    expect(Number(forced.getAttribute('x'))).toBeGreaterThanOrEqual(100);
  });
});
