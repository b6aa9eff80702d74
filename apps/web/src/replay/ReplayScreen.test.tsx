import { describe, expect, it, beforeEach } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { toRecord, view } from '@carc/rules';
import { ReplayScreen } from './ReplayScreen.js';
import { FinalScore } from '../board/FinalScore.js';
import { playGame } from '../game/testing.js';

let root: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  root = document.getElementById('root')!;
});

async function until(cond: () => boolean) {
  for (let i = 0; i < 500 && !cond(); i++) await act(() => new Promise<void>((r) => setTimeout(r, 0)));
  expect(cond()).toBe(true);
}

describe('ReplayScreen', () => {
  it('shows the final breakdown, chart and full log of the game it replays, with SVG step icons', async () => {
    const { state: s, events } = playGame({ seed: 'rs', expansions: ['easter'], meeples: true });
    // What the game's own final screen showed.
    act(() => render(<FinalScore view={view(s, null)} events={events} />, root));
    const expected = [...root.querySelectorAll('tbody tr')].map((tr) => tr.textContent);
    render(null, root);

    act(() => render(<ReplayScreen />, root));
    const input = root.querySelector('[data-testid=replay-file]') as HTMLInputElement;
    const file = new File([JSON.stringify(toRecord(s))], 'game.json', { type: 'application/json' });
    Object.defineProperty(input, 'files', { value: [file] });
    await act(async () => void input.dispatchEvent(new Event('change', { bubbles: true })));
    await until(() => root.querySelector('[data-testid=final-score]') !== null);

    expect([...root.querySelectorAll('[data-testid=final-score] tbody tr')].map((tr) => tr.textContent)).toEqual(expected);
    expect(root.querySelector('[data-testid=final-score] thead')!.textContent).not.toContain('±');
    expect(root.querySelectorAll('[data-testid=score-chart] .chart-line').length).toBe(2);
    const log = root.querySelector('[data-testid=log]')!.textContent!;
    expect(log).toMatch(/scored/);
    expect(log).toMatch(/Egg bonus/);
    for (const id of ['replay-first', 'replay-prev', 'replay-next', 'replay-last']) {
      const b = root.querySelector(`[data-testid=${id}]`)!;
      expect(b.querySelector('svg'), id).not.toBeNull();
      expect(b.textContent).not.toMatch(/[⏮⏭◀▶]/);
    }
    // Stepping back cuts the log to that move.
    act(() => void (root.querySelector('[data-testid=replay-first]') as HTMLButtonElement).click());
    expect(root.querySelectorAll('[data-testid=log] li').length).toBe(0);
    // A few moves in, the log tells followers as well as tiles.
    for (let k = 0; k < 4; k++) act(() => void (root.querySelector('[data-testid=replay-next]') as HTMLButtonElement).click());
    const early = root.querySelector('[data-testid=log]')!.textContent!;
    expect(early).toMatch(/placed tile/);
    expect(early).toMatch(/placed a follower/);
  });
});
