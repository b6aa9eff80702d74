import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { apply, createGame, legalActions, pendingDecision, view, type Action, type ActionKeys, type GameEvent, type GameState } from '@carc/rules';

/** The keys an offered action carries, whichever kind it is. */
const keys = (a: Action): ActionKeys => (a.type === 'ext' ? a : {});
import { GameTable } from '../board/GameTable.js';
import { randomMove } from '../game/testing.js';
import { describeCardDecision } from './CardDecision.js';
import { cardEffect, cardName, isKnownCard, type CardExpansion } from './cards.js';
import { LANGS, setLang } from '../i18n/index.js';

type Stop = { state: GameState; events: GameEvent[] };

/**
 * Every seat keeps every card it can (draws whenever offered, never plays or opens one,
 * protects when attacked) so hands reach the limit and fill with playable cards; tiles and
 * followers take the first legal choice, other decisions a random one.
 */
function hoard(s: GameState): Action {
  const d = pendingDecision(s)!;
  const legal = legalActions(s);
  const exts = legal.filter((a) => a.type === 'ext');
  const pass = legal.find((a) => a.type === 'pass');
  if (d.kind === 'christmas-gift/draw') return exts[exts.length - 1] ?? pass!;
  if (d.kind === 'christmas-gift/protect') return exts[0] ?? pass!;
  if (d.kind === 'gifts/open' || d.kind === 'christmas-gift/start' || d.kind === 'christmas-gift/end' || d.kind === 'christmas-gift/score') return pass!;
  if (d.kind === 'place' || d.kind === 'meeple') return legal[0]!;
  return randomMove(s)!;
}

/** A game with both card expansions, with every decision it passed through. */
function cardGame(seed: string): Stop[] {
  const g = createGame({ players: ['Ann', 'Ben', 'Cleo'], expansions: ['christmas-gift', 'gifts'], seed });
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const events: GameEvent[] = [];
  const stops: Stop[] = [];
  for (let d = pendingDecision(s); d; d = pendingDecision(s)) {
    stops.push({ state: s, events: events.slice() });
    const r = apply(s, hoard(s), d.player);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    events.push(...r.value.events);
  }
  stops.push({ state: s, events });
  return stops;
}

const GAMES = ['cards-a', 'cards-b', 'cards-c'].map(cardGame);
const cardStops = GAMES.flat().filter((x) => {
  const k = pendingDecision(x.state)?.kind ?? '';
  return k.startsWith('gifts/') || k.startsWith('christmas-gift/');
});
const firstOf = (kind: string, pred: (x: Stop) => boolean = () => true) => cardStops.find((x) => pendingDecision(x.state)!.kind === kind && pred(x));

let root: HTMLElement;
beforeEach(() => {
  setLang('en');
  document.body.innerHTML = '<div id="root"></div>';
  root = document.getElementById('root')!;
});

function show(x: Stop, onAction = vi.fn()) {
  const d = pendingDecision(x.state)!;
  act(() => render(<GameTable view={view(x.state, d.player)} legal={legalActions(x.state)} onAction={onAction} events={x.events} />, root));
  return onAction;
}
const key = (k: string) => act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true })));
const click = (el: Element | null) => act(() => void el!.dispatchEvent(new MouseEvent('click', { bubbles: true })));

describe('card decisions', () => {
  it('reach every card decision kind of both expansions in the sample games', () => {
    const kinds = new Set(cardStops.map((x) => pendingDecision(x.state)!.kind));
    for (const k of ['gifts/open', 'christmas-gift/start', 'christmas-gift/end', 'christmas-gift/draw', 'christmas-gift/target', 'christmas-gift/protect', 'christmas-gift/discard']) {
      expect(kinds, k).toContain(k);
    }
  });

  it('offer every legal action of every card decision exactly once, under a readable label', () => {
    for (const x of cardStops) {
      const d = pendingDecision(x.state)!;
      const v = view(x.state, d.player);
      const legal = legalActions(x.state);
      const cd = describeCardDecision(v, legal, x.events)!;
      expect(cd, d.kind).not.toBeNull();
      const offered = cd.choices.flatMap((c) => c.actions);
      expect(offered).toEqual(expect.arrayContaining(legal.filter((a) => a.type === 'ext')));
      expect(offered.length).toBe(legal.filter((a) => a.type === 'ext').length);
      expect(cd.passLabel !== null, d.kind).toBe(legal.some((a) => a.type === 'pass'));
      for (const text of [cd.prompt, ...cd.choices.map((c) => c.label)]) {
        expect(text, d.kind).not.toMatch(/\{|\[object|undefined|^cards\./);
      }
    }
  });

  it('names every card dealt in the sample games, with an effect line, in all seven languages', () => {
    const seen = new Map<string, CardExpansion>();
    for (const x of GAMES.flat()) {
      for (const exp of ['gifts', 'christmas-gift'] as const) {
        for (let p = 0; p < 3; p++) for (const id of ((view(x.state, p).own[exp] as { hand?: string[] })?.hand ?? [])) seen.set(`${exp}:${id}`, exp);
      }
    }
    expect(seen.size).toBeGreaterThan(15);
    for (const [k, exp] of seen) {
      const id = k.slice(exp.length + 1);
      expect(isKnownCard(exp, id), k).toBe(true);
      for (const l of LANGS) {
        setLang(l);
        expect(cardName(exp, id), `${l} ${k}`).not.toBe(id);
        expect(cardEffect(exp, id).length, `${l} ${k}`).toBeGreaterThan(10);
      }
    }
  });

  it('opens a gift by keys: 1 picks the gift, 1 its first target, Enter opens it', () => {
    const x = firstOf('gifts/open', (s) => {
      const exts = legalActions(s.state).filter((a) => a.type === 'ext');
      return exts.length > 1 && exts.filter((a) => a.type === 'ext' && keys(a).card === keys(exts[0]!).card).length > 1;
    })!;
    expect(x).toBeDefined();
    const onAction = show(x);
    const first = legalActions(x.state).find((a) => a.type === 'ext')!;
    expect(root.querySelector('[data-testid=hint]')!.textContent).toMatch(/open one gift/);
    expect(root.querySelectorAll('[data-testid=hand-gifts] button.card-face').length).toBeGreaterThan(0);
    key('1');
    expect(root.querySelectorAll('[data-testid^=card-target-]').length).toBeGreaterThan(1);
    // Targets are marked on the board with the same numbers.
    expect(root.querySelectorAll('.board .spot.ext').length).toBe(root.querySelectorAll('[data-testid^=card-target-]').length);
    key('Enter');
    expect(onAction).not.toHaveBeenCalled(); // no target chosen yet
    key('1');
    key('Enter');
    expect(onAction).toHaveBeenCalledWith(first);
  });

  it('Escape steps back from a chosen card, then passes where passing is legal', () => {
    const x = firstOf('gifts/open')!;
    const onAction = show(x);
    key('1');
    expect(root.querySelector('button.card-face.selected')).not.toBeNull();
    key('Escape');
    expect(root.querySelector('button.card-face.selected')).toBeNull();
    expect(onAction).not.toHaveBeenCalled();
    key('Escape');
    expect(onAction).toHaveBeenCalledWith({ type: 'pass' });
  });

  it('asks the attacked player about protection, naming the attacker and the card', () => {
    const x = firstOf('christmas-gift/protect')!;
    const onAction = show(x);
    const hint = root.querySelector('[data-testid=hint]')!.textContent!;
    // The hint names who must answer (the attacked player), then the attack.
    expect(hint).toMatch(/^(Ann|Ben|Cleo): (Ann|Ben|Cleo) plays .+ against you/);
    const can = legalActions(x.state).some((a) => a.type === 'ext' && a.kind === 'protect');
    // The attacked feature's square is highlighted on the board.
    expect(root.querySelectorAll('.board .highlight').length).toBe(1);
    expect(hint.includes('You hold no Protection card')).toBe(!can);
    click(root.querySelector('[data-testid=card-pass]'));
    expect(onAction).toHaveBeenCalledWith({ type: 'pass' });
  });

  it('discards at the hand limit by clicking a card and Discard', () => {
    const x = firstOf('christmas-gift/discard')!;
    const onAction = show(x);
    const cards = root.querySelectorAll('[data-testid=hand-christmas-gift] .card-face');
    expect(cards.length).toBeGreaterThan(5);
    const confirm = () => root.querySelector('[data-testid=card-confirm]') as HTMLButtonElement;
    expect(confirm().disabled).toBe(true);
    const button = root.querySelector('[data-testid=hand-christmas-gift] button.card-face')!;
    click(button);
    click(confirm());
    expect(onAction).toHaveBeenCalledWith(legalActions(x.state).find((a) => a.type === 'ext' && keys(a).card === button.getAttribute('data-card')));
  });

  it('draws by clicking a deck option at once, and names the lightning card whose target is asked', () => {
    const x = firstOf('christmas-gift/draw')!;
    const onAction = show(x);
    const options = root.querySelectorAll('[data-testid^=card-option-]');
    expect(options[0]!.textContent).toMatch(/Draw a (Cloister|Roadside) card|Draw both/);
    click(options[0]!);
    expect(onAction).toHaveBeenCalledWith(legalActions(x.state).find((a) => a.type === 'ext'));

    const y = firstOf('christmas-gift/target')!;
    const onTarget = show(y);
    expect(root.querySelector('[data-testid=hint]')!.textContent).toMatch(/^.+: choose its target\.$/);
    expect(root.querySelector('.card-decision .card-face .card-name')!.textContent!.length).toBeGreaterThan(2);
    key('1');
    key('Enter');
    expect(onTarget).toHaveBeenCalledWith(legalActions(y.state).find((a) => a.type === 'ext'));
  });

  it('offers the squares of a Force card on the board and plays the one clicked', () => {
    const isForce = (a: Action) => keys(a).card === 'force';
    const x = cardStops.find((c) => ['christmas-gift/start', 'christmas-gift/end'].includes(pendingDecision(c.state)!.kind) && legalActions(c.state).some(isForce))!;
    expect(x).toBeDefined();
    const onAction = show(x);
    const forces = legalActions(x.state).filter(isForce) as Extract<Action, { type: 'ext' }>[];
    click(root.querySelector('[data-testid=card-force]'));
    const cells = [...root.querySelectorAll('.board .target')].map((el) => el.getAttribute('data-cell'));
    expect(cells.sort()).toEqual(forces.map((a) => `${keys(a).x},${keys(a).y}`).sort());
    const last = forces[forces.length - 1]!;
    click(root.querySelector(`.board .target[data-cell="${keys(last).x},${keys(last).y}"]`));
    expect(root.querySelector('[data-testid=card-decision] .card-target.selected')!.textContent).toContain(`square (${keys(last).x}, ${keys(last).y})`);
    click(root.querySelector('[data-testid=card-confirm]'));
    expect(onAction).toHaveBeenCalledWith(last);
  });

  it('plays a hand card with a target in a turn window', () => {
    const x = firstOf('christmas-gift/start', (s) => legalActions(s.state).some((a) => a.type === 'ext' && (keys(a).spot || keys(a).x !== undefined)))!;
    expect(x).toBeDefined();
    const onAction = show(x);
    const legal = legalActions(x.state);
    const firstPlay = legal.find((a) => a.type === 'ext')! as Extract<Action, { type: 'ext' }>;
    key('1');
    expect(root.querySelector('.card-targets')!.textContent).toContain(cardName('christmas-gift', keys(firstPlay).card!));
    key('1');
    key('Enter');
    expect(onAction).toHaveBeenCalledWith(firstPlay);
  });
});
