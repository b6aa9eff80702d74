import { describe, expect, it, vi, beforeEach } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { createGame, legalActions, apply, view, type Action, type GameEvent } from '@carc/rules';
import { GameTable } from './GameTable.js';
import { randomMove } from '../game/testing.js';
import { inputKind } from '../i18n/input.js';
import { LANGS, setLang, translate, type MessageKey } from '../i18n/index.js';

function start() {
  const r = createGame({ players: ['Ann', 'Ben'], seed: '42' });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

let root: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  root = document.getElementById('root')!;
});

function click(el: Element) {
  act(() => {
    el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
}

describe('GameTable', () => {
  it('offers only legal cells and rotations, and places only after confirm', () => {
    const s = start();
    const legal = legalActions(s);
    const onAction = vi.fn();
    act(() => render(<GameTable view={view(s, 0)} legal={legal} onAction={onAction} events={[]} />, root));
    const cells = new Set(legal.filter((a) => a.type === 'place').map((a) => (a.type === 'place' ? `${a.x},${a.y}` : '')));
    const targets = [...root.querySelectorAll('.target')];
    expect(targets.map((t) => t.getAttribute('data-cell')).sort()).toEqual([...cells].sort());

    const confirm = root.querySelector('[data-testid=confirm]') as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    click(targets[0]!);
    expect(onAction).not.toHaveBeenCalled();
    const [x, y] = targets[0]!.getAttribute('data-cell')!.split(',').map(Number);
    const rots = legal.filter((a): a is Extract<Action, { type: 'place' }> => a.type === 'place' && a.x === x && a.y === y).map((a) => a.rot);

    // Cycling the rotation visits exactly the legal rotations of that cell.
    const seen = new Set<number>();
    for (let i = 0; i < rots.length + 1; i++) {
      const use = root.querySelector('.preview use')!;
      seen.add(Number(/rotate\((\d+)/.exec(use.getAttribute('transform')!)![1]));
      const rotate = root.querySelector('[data-testid=rotate]') as HTMLButtonElement;
      if (!rotate.disabled) click(rotate);
    }
    expect([...seen].sort()).toEqual([...rots].sort());

    click(root.querySelector('[data-testid=confirm]')!);
    expect(onAction).toHaveBeenCalledTimes(1);
    const placed = onAction.mock.calls[0]![0] as Action;
    expect(placed.type).toBe('place');
    expect(apply(s, placed, 0).ok).toBe(true);
  });

  it('puts a hint on the board as the player\'s own pick: the tile on its cell, turned, waiting for Confirm; then a follower hint selects its spot', () => {
    const s = start();
    const legal = legalActions(s);
    const places = legal.filter((a): a is Extract<Action, { type: 'place' }> => a.type === 'place');
    // The last legal placement, so it is not what a first click would pick anyway.
    const hinted = places[places.length - 1]!;
    const onAction = vi.fn();
    const advice = { action: hinted as Action, follower: null, text: 'Hint: test.' };
    act(() => render(<GameTable view={view(s, 0)} legal={legal} onAction={onAction} events={[]} advice={advice} />, root));
    const preview = root.querySelector(`.preview[data-cell="${hinted.x},${hinted.y}"]`);
    expect(preview).not.toBeNull();
    expect(preview!.querySelector('use')!.getAttribute('transform')).toContain(`rotate(${hinted.rot} `);
    expect(root.querySelector('[data-testid=hint-result]')!.textContent).toBe('Hint: test.');
    expect(onAction).not.toHaveBeenCalled();
    click(root.querySelector('[data-testid=confirm]')!);
    expect(onAction).toHaveBeenCalledWith({ type: 'place', x: hinted.x, y: hinted.y, rot: hinted.rot });

    // The follower decision after it: a hinted follower's spot is selected.
    const placed = apply(s, hinted, 0);
    if (!placed.ok) throw new Error(placed.error.message);
    const s2 = placed.value.state;
    const meeple = legalActions(s2).find((a): a is Extract<Action, { type: 'meeple' }> => a.type === 'meeple');
    expect(meeple).toBeDefined();
    if (!meeple) return;
    act(() => render(<GameTable view={view(s2, 0)} legal={legalActions(s2)} onAction={onAction} events={placed.value.events} advice={{ action: meeple, follower: null, text: 'Hint: follower.' }} />, root));
    expect(root.querySelector(`.spot.selected[data-spot="${meeple.at}"]`)).not.toBeNull();
  });

  it('shows no hint line when the decision is not this screen\'s', () => {
    const s = start();
    act(() => render(<GameTable view={view(s, 1)} legal={null} events={[]} advice={{ action: legalActions(s)[0]!, follower: null, text: 'Hint: x.' }} />, root));
    expect(root.querySelector('[data-testid=hint-result]')).toBeNull();
    expect(root.querySelector('.preview')).toBeNull();
  });

  it('shows follower spots after placing, and "no follower" passes', () => {
    const s0 = start();
    const place = legalActions(s0).find((a) => a.type === 'place')!;
    const r = apply(s0, place, 0);
    if (!r.ok) throw new Error(r.error.message);
    const s = r.value.state;
    const legal = legalActions(s);
    const onAction = vi.fn();
    act(() => render(<GameTable view={view(s, 0)} legal={legal} onAction={onAction} events={r.value.events} />, root));
    const spots = root.querySelectorAll('.spot');
    expect(spots.length).toBe(legal.filter((a) => a.type === 'meeple').length);
    click(spots[0]!);
    expect(root.querySelector('.spot.selected')).not.toBeNull();
    click(root.querySelector('[data-testid=pass]')!);
    expect(onAction).toHaveBeenCalledWith({ type: 'pass' });
  });

  it('moves the keyboard cursor, places with Enter and rotates with R', () => {
    const s = start();
    const legal = legalActions(s);
    const onAction = vi.fn();
    act(() => render(<GameTable view={view(s, 0)} legal={legal} onAction={onAction} events={[]} />, root));
    const first = legal.find((a) => a.type === 'place') as Extract<Action, { type: 'place' }>;
    const wrap = root.querySelector('[data-testid=board]')!;
    const key = (k: string) => act(() => void wrap.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true })));
    for (let i = 0; i < Math.abs(first.x); i++) key(first.x > 0 ? 'ArrowRight' : 'ArrowLeft');
    for (let i = 0; i < Math.abs(first.y); i++) key(first.y > 0 ? 'ArrowDown' : 'ArrowUp');
    key('Enter'); // select the cell
    key('Enter'); // confirm
    expect(onAction).toHaveBeenCalledTimes(1);
    const a = onAction.mock.calls[0]![0] as Extract<Action, { type: 'place' }>;
    expect([a.x, a.y]).toEqual([first.x, first.y]);
  });

  it('lists the final scores per player when the game is over', () => {
    let s = start();
    const events: GameEvent[] = [];
    for (let i = 0; i < 500 && !s.finished; i++) {
      const a = legalActions(s)[0]!;
      const r = apply(s, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
      events.push(...r.value.events);
    }
    expect(s.finished).toBe(true);
    act(() => render(<GameTable view={view(s, null)} legal={null} events={events} />, root));
    const table = root.querySelector('[data-testid=final-score] table')!;
    expect(table.querySelectorAll('tbody tr').length).toBe(2);
    expect(table.textContent).toContain(String(s.scores[0]));
  });

  it('keeps a completed feature highlighted with "+N" per player until the next tile is placed', () => {
    let s = start();
    const events: GameEvent[] = [];
    // Play until a placement completes a feature somebody scores.
    let scoredAt = -1;
    for (let i = 0; i < 400 && scoredAt < 0 && !s.finished; i++) {
      // Always put a follower down when one may be: a scoring needs an owner.
      const r = apply(s, legalActions(s).find((a) => a.type === 'meeple') ?? randomMove(s, 'hl')!);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
      events.push(...r.value.events);
      scoredAt = events.findIndex((e) => e.type === 'scored' && e.explanation.when === 'completed' && e.explanation.points > 0);
    }
    expect(scoredAt).toBeGreaterThanOrEqual(0);
    const sc = events[scoredAt] as Extract<GameEvent, { type: 'scored' }>;
    // The next turn has started in the same step: the highlight must survive that.
    expect(events.slice(scoredAt).some((e) => e.type === 'turnStarted')).toBe(true);
    const show = () => act(() => render(<GameTable view={view(s, null)} legal={null} events={events} />, root));
    show();
    expect(root.querySelectorAll('.highlight.scored').length).toBeGreaterThanOrEqual(sc.explanation.cells.length);
    const labels = [...root.querySelectorAll('[data-testid=score-label] text')].map((t) => t.textContent);
    for (const o of sc.explanation.owners) expect(labels).toContain(`+${sc.explanation.awarded?.[o] ?? sc.explanation.points}`);

    // The next player confirms a placement: the old scoring is no longer shown.
    while (!events.slice(scoredAt).some((e) => e.type === 'tilePlaced') && !s.finished) {
      const r = apply(s, randomMove(s, 'hl2')!);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
      events.push(...r.value.events);
    }
    const fresh = events.slice(events.findLastIndex((e) => e.type === 'tilePlaced'));
    show();
    const expected = fresh.filter((e) => e.type === 'scored' && e.explanation.when === 'completed' && e.explanation.points > 0).length;
    expect(root.querySelectorAll('[data-testid=score-label]').length).toBe(expected);
  });

  it('shows a follower’s feature, owners and extent on hover and on tap', () => {
    let s = start();
    for (let i = 0; i < 200 && view(s, null).followers.length === 0; i++) {
      const r = apply(s, randomMove(s, 'f')!);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
    const v = view(s, null);
    expect(v.followers.length).toBeGreaterThan(0);
    act(() => render(<GameTable view={v} legal={null} events={[]} />, root));
    expect(root.querySelector('[data-testid=inspect]')).toBeNull();
    const meeple = root.querySelector('[data-follower="0"]')!;
    act(() => void meeple.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
    const line = root.querySelector('[data-testid=inspect]')!.textContent!;
    expect(line).toContain(v.players[v.followers[0]!.player]!);
    expect(root.querySelectorAll('.extent').length).toBeGreaterThan(0);
    // Pointer away: gone; a tap pins it until the next tap.
    act(() => void root.querySelector('.board-box')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
    expect(root.querySelector('[data-testid=inspect]')).toBeNull();
    click(meeple);
    act(() => void root.querySelector('.board-box')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
    expect(root.querySelector('[data-testid=inspect]')).not.toBeNull();
    click(meeple);
    expect(root.querySelector('[data-testid=inspect]')).toBeNull();
  });

  it('names the player who must hop, and how far, during another player’s turn', () => {
    const r0 = createGame({ players: ['Ann', 'Ben'], seed: 'hop', expansions: ['easter'], options: { easterDie: 'fixed-2' }, tiles: ['U', 'U', 'V', 'U', 'EB2', 'U', 'U', 'U'] });
    if (!r0.ok) throw new Error(r0.error.message);
    let s = r0.value;
    // Play on until the bunny phase passes to the player after the placer.
    let v = view(s, null);
    for (let i = 0; i < 40 && !(v.decision?.kind === 'easter/bunny' && v.decision.player !== v.currentPlayer); i++) {
      const r = apply(s, legalActions(s).find((a) => a.type === 'pass') ?? randomMove(s, 'hop')!);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
      v = view(s, null);
    }
    const actor = v.decision!.player;
    expect(v.decision?.kind).toBe('easter/bunny');
    expect(actor).not.toBe(v.currentPlayer);
    const legal = legalActions(s);
    act(() => render(<GameTable view={view(s, actor)} legal={legal} onAction={vi.fn()} events={[]} />, root));
    const name = v.players[actor]!;
    expect(root.querySelector('[data-testid=who]')!.textContent).toBe(`${name} acts now (${v.players[v.currentPlayer!]}'s turn)`);
    const hops = (v.ext.easter as { phase: { hopsLeft: number } }).phase.hopsLeft;
    expect(root.querySelector('[data-testid=hint]')!.textContent).toBe(`${name}: Move the bunny ${hops} ${hops === 1 ? 'hop' : 'hops'}: click a highlighted tile.`);
    // On touch the same hint says "tap", in every language; a pointer change re-renders it.
    act(() => inputKind.set('touch'));
    expect(root.querySelector('[data-testid=hint]')!.textContent).toBe(`${name}: Move the bunny ${hops} ${hops === 1 ? 'hop' : 'hops'}: tap a highlighted tile.`);
    for (const l of LANGS) {
      act(() => void setLang(l));
      for (const kind of ['mouse', 'touch'] as const) {
        act(() => inputKind.set(kind));
        const hop = translate(l, kind === 'touch' ? ('game.hop@touch' as MessageKey) : 'game.hop', { n: hops });
        expect(root.querySelector('[data-testid=hint]')!.textContent, `${l} ${kind}`).toBe(translate(l, 'game.actorHint', { name, hint: hop }));
      }
    }
    act(() => {
      inputKind.set('mouse');
      void setLang('en');
    });
  });

  it('explains the Festival return next to the follower choice', () => {
    const r0 = createGame({ players: ['Ann', 'Ben'], seed: 'fe', expansions: ['festival'], tiles: ['U', 'U', 'FE3', 'FE4', 'U', 'U'] });
    if (!r0.ok) throw new Error(r0.error.message);
    let s = r0.value;
    let legal = legalActions(s);
    // Everyone puts a follower down until a festival tile offers sending one home.
    for (let i = 0; i < 30 && !legal.some((a) => a.type === 'ext' && a.kind === 'return'); i++) {
      const r = apply(s, legal.find((a) => a.type === 'meeple') ?? legal[0]!);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
      legal = legalActions(s);
    }
    expect(legal.some((a) => a.type === 'ext' && a.kind === 'return')).toBe(true);
    const d = view(s, null).decision!;
    act(() => render(<GameTable view={view(s, d.player)} legal={legal} onAction={vi.fn()} events={[]} />, root));
    const hint = root.querySelector('[data-testid=hint]')!.textContent!;
    expect(hint).toContain('send one of your followers home (circled)');
    expect(hint.startsWith(`${view(s, null).players[d.player]}: `)).toBe(true);
    expect(root.querySelectorAll('.spot.ext').length).toBe(legal.filter((a) => a.type === 'ext' && a.kind === 'return').length);
  });

  it('keeps the drawn tile turned as placed during the follower step, and the track numbers readable', () => {
    const s0 = start();
    const place = legalActions(s0).filter((a): a is Extract<Action, { type: 'place' }> => a.type === 'place').find((a) => a.rot !== 0)!;
    const r = apply(s0, place, 0);
    if (!r.ok) throw new Error(r.error.message);
    act(() => render(<GameTable view={view(r.value.state, 0)} legal={legalActions(r.value.state)} onAction={vi.fn()} events={r.value.events} />, root));
    const g = root.querySelector('.turn .drawn .tile-image g')!;
    expect(g.getAttribute('transform')).toBe(`rotate(${place.rot} 50 50)`);
    for (const n of root.querySelectorAll('.track text')) expect(Number(n.getAttribute('font-size'))).toBeGreaterThanOrEqual(11);
  });

  it('puts the drawn tile, hint and buttons in one action bar, with a compact score list and a drawer button', () => {
    const s = start();
    act(() => render(<GameTable view={view(s, 0)} legal={legalActions(s)} onAction={vi.fn()} events={[]} />, root));
    const bar = root.querySelector('[data-testid=action-bar]')!;
    for (const id of ['hint', 'confirm', 'rotate', 'who']) expect(bar.querySelector(`[data-testid=${id}]`), id).not.toBeNull();
    expect(bar.querySelector('.tile-image')).not.toBeNull();
    expect([...bar.querySelectorAll('.mini-scores li')].map((li) => li.textContent)).toEqual(['Ann0', 'Ben0']);
    const drawer = bar.querySelector('[data-testid=drawer]')!;
    expect(drawer.getAttribute('aria-expanded')).toBe('false');
    click(drawer);
    expect(root.querySelector('.table')!.classList.contains('drawer-open')).toBe(true);
    expect(drawer.getAttribute('aria-expanded')).toBe('true');
    expect(drawer.textContent).toContain('Hand, scores, log');
    expect(drawer.textContent).not.toContain('chat');
  });

  it("names the chat on the drawer button when the side panel holds one (a room's)", () => {
    const s = start();
    act(() => render(<GameTable view={view(s, 0)} legal={legalActions(s)} onAction={vi.fn()} events={[]} side={<div data-testid="chat-log" />} />, root));
    const drawer = root.querySelector('[data-testid=drawer]')!;
    expect(drawer.textContent).toContain('Hand, scores, log, chat');
  });
});
