import { describe, expect, it, beforeEach } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { view, type ExpansionId } from '@carc/rules';
import { GameTable } from '../board/GameTable.js';
import { playGame } from '../game/testing.js';

const played = (expansions: ExpansionId[], moves: number) => playGame({ seed: 'panels', expansions, moves }).state;

let root: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  root = document.getElementById('root')!;
});

describe('expansion panels', () => {
  it('sum up every expansion in sentences, with no raw data anywhere on the table', () => {
    const s = played(['christmas-gift', 'gifts', 'festival', 'easter'], 40);
    act(() => render(<GameTable view={view(s, null)} legal={null} events={[]} />, root));
    const text = root.textContent!;
    expect(text).not.toMatch(/[{}[\]"]/);
    expect(root.querySelector('pre')).toBeNull();
    const cg = root.querySelector('[data-testid="ext-christmas-gift"]')!.textContent!;
    expect(cg).toMatch(/Cloister deck \d+ · Roadside deck \d+/);
    expect(cg).toMatch(/cards in hand: Ann \d+, Ben \d+/);
    expect(cg).toContain('Discarded:');
    expect(root.querySelector('[data-testid="ext-gifts"]')!.textContent).toMatch(/\d+ gifts in the deck/);
    const egg = root.querySelector('[data-testid="ext-easter"]')!.textContent!;
    expect(egg).toMatch(/Eggs: Ann \d+, Ben \d+/);
    expect(egg).toMatch(/The bunny (is on \(-?\d+, -?\d+\)|is not on the board yet)/);
  });

  it('lists the tiles left by type and opens the legend from the game screen', () => {
    const s = played(['easter'], 6);
    const v = view(s, null);
    act(() => render(<GameTable view={v} legal={null} events={[]} />, root));
    const counts = [...root.querySelectorAll('[data-testid=tiles-by-type] li')].map((li) => Number(li.textContent!.replace('×', '')));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(v.stackSize);
    expect(root.querySelector('[data-testid=legend]')).toBeNull();
    act(() => void root.querySelector('[data-testid=help]')!.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    const legend = root.querySelector('[data-testid=legend]')!;
    // Every entry has its picture and a translated sentence (never a message key).
    const items = [...legend.querySelectorAll('li')];
    expect(items.length).toBeGreaterThanOrEqual(15);
    for (const li of items) {
      expect(li.querySelector('svg')).not.toBeNull();
      expect(li.textContent).not.toMatch(/legend\./);
    }
    expect(legend.querySelector('a[href="#/tiles"]')).not.toBeNull();
  });
});
