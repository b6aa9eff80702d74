import { beforeEach, describe, expect, it } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { gameDecisions } from '@carc/bots';
import { legalActions, pendingDecision, type Action } from '@carc/rules';
import { MistakeBoard } from './MistakeBoard.js';
import type { Judged } from './series.js';
import { shortRecord } from './testing.js';

let root: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  root = document.getElementById('root')!;
});

const value = (action: Action) => ({ action, follower: null, margin: 0, scores: [0, 0], win: [0.5, 0.5] });

/** The outlined cells of the board, as "x,y". */
const outlined = () => [...root.querySelectorAll('svg.board rect.highlight')].map((r) => `${(Number(r.getAttribute('x')) - 3) / 100},${(Number(r.getAttribute('y')) - 3) / 100}`);

describe('MistakeBoard', () => {
  it('outlines the better hop of the bunny and the hop played', () => {
    // The first of these short games with all four expansions where the bunny had a choice.
    let found: { record: ReturnType<typeof shortRecord>; index: number; played: Action; best: Action } | null = null;
    for (let k = 0; k < 10 && !found; k++) {
      const record = shortRecord(`board-${k}`, 12, ['christmas-gift', 'gifts', 'festival', 'easter']);
      const g = gameDecisions(record);
      if (!g.ok) throw new Error(g.error.message);
      const index = g.value.points.findIndex((p) => pendingDecision(p.state)!.kind === 'easter/bunny' && legalActions(p.state).filter((a) => a.type === 'ext').length > 1);
      if (index < 0) continue;
      const p = g.value.points[index]!;
      const best = legalActions(p.state).find((a) => a.type === 'ext' && JSON.stringify(a) !== JSON.stringify(p.action))!;
      found = { record, index, played: p.action, best };
    }
    expect(found).not.toBeNull();
    const { record, index, played, best } = found!;
    const decision = { index, move: 0, player: 0, kind: 'easter/bunny', tile: null, played, evaluated: true, playedValue: value(played), best: value(best), loss: 1 } as Judged;
    act(() => render(<MistakeBoard record={record} decision={decision} />, root));
    const cell = (a: Action) => `${(a as { x: number }).x},${(a as { y: number }).y}`;
    expect(outlined()).toContain(cell(best));
    if (played.type === 'ext') expect(outlined()).toContain(cell(played));
    expect(root.querySelector('[data-testid=mistake-board]')!.textContent).toMatch(/easter\/hop/);
  });
});
