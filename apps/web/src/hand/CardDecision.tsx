/**
 * The decisions of The Gifts and Christmas Gift as a human sees them: which gift to open,
 * which card to play in a turn window, which deck to draw from, the protection reply to an
 * attack, the discard down to five, the take-2 tile choice, a lightning card's target and
 * the farm-tie at game end. Every legal action of those decisions is reachable by mouse
 * and by keys (1–9 choose, Enter confirms, Escape steps back or passes), and each new
 * decision is read out through the live region.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Action, ActionKeys, GameEvent, PlayerView, Spot } from '@carc/rules';
import { cardDrawnData, CHRISTMAS_GIFT_ACTIONS, CHRISTMAS_GIFT_DECISIONS as CG, CHRISTMAS_GIFT_EVENTS } from '@carc/rules/christmas-gift';
import { GIFTS_DECISIONS } from '@carc/rules/gifts';

const GIFT_KINDS: readonly string[] = Object.values(GIFTS_DECISIONS);
const CG_KINDS: readonly string[] = Object.values(CG);
/** The hand-window decisions and the window each one is (CG-3). */
const WINDOWS: Readonly<Record<string, 'start' | 'score' | 'end'>> = { [CG.start]: 'start', [CG.score]: 'score', [CG.end]: 'end' };
import { t } from '../i18n/index.js';
import { announce } from '../app/announce.js';
import { TileImage } from '../board/TileDefs.js';
import { cardEffect, cardName, cardTiming, deckOf, targetText, timingText, type CardExpansion } from './cards.js';

/** An offered expansion action, read for whichever targets it carries. */
type ExtAction = Extract<Action, { type: 'ext' }> & ActionKeys;

export interface CardChoice {
  /** card: a card of the hand (drawn in the hand, numbered); option / tile: a button of the panel. */
  kind: 'card' | 'option' | 'tile';
  exp: CardExpansion;
  card?: string;
  tile?: string;
  label: string;
  /** The legal actions behind this choice: one, or one per target. */
  actions: ExtAction[];
}

export interface CardDecision {
  kind: string;
  prompt: string;
  /** The card the decision is about when it is not one of the choices (a lightning card, an attack). */
  about: { exp: CardExpansion; card: string } | null;
  choices: CardChoice[];
  passLabel: string | null;
  /** The decision is about one given card (a lightning card's or farm-tie's target): it starts chosen. */
  auto?: boolean;
  /** Board squares to highlight: where an attack against the player lands. */
  focus?: [number, number][];
}

const isExt = (a: Action): a is ExtAction => a.type === 'ext';

/** Hand-card choices: the legal actions grouped by card, in the engine's order. */
function byCard(exts: ExtAction[], exp: CardExpansion): CardChoice[] {
  const out: CardChoice[] = [];
  for (const a of exts) {
    const id = a.card ?? a.kind;
    let c = out.find((x) => x.card === id);
    if (!c) out.push((c = { kind: 'card', exp, card: id, label: cardName(exp, id), actions: [] }));
    c.actions.push(a);
  }
  return out;
}

type ExtEvent = Extract<GameEvent, { type: 'ext' }>;
/** The lightning card `player` drew last (CG-5): the one a target decision is about. */
function lightningCard(events: readonly GameEvent[], player: number, exp: CardExpansion): string {
  const drawn = lastExt(events, (e) => e.player === player && !!cardDrawnData(e, exp)?.lightning);
  return (drawn && cardDrawnData(drawn, exp)?.card) || '';
}

function lastExt(events: readonly GameEvent[], pred: (e: ExtEvent) => boolean): ExtEvent | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.type === 'ext' && pred(e)) return e;
  }
  return null;
}

/** What the pending card decision is, or null when the decision is not a card one (or not ours). */
export function describeCardDecision(view: PlayerView, legal: readonly Action[] | null, events: readonly GameEvent[]): CardDecision | null {
  const d = view.decision;
  if (!d || !legal || legal.length === 0) return null;
  const k = d.kind;
  const exp: CardExpansion | null = GIFT_KINDS.includes(k) ? 'gifts' : CG_KINDS.includes(k) ? 'christmas-gift' : null;
  if (!exp) return null;
  const exts = legal.filter(isExt);
  const canPass = legal.some((a) => a.type === 'pass');
  const pass = (key: Parameters<typeof t>[0]) => (canPass ? t(key) : null);
  const name = (i: number | undefined) => (i === undefined ? '?' : view.players[i] ?? '?');
  switch (k) {
    case GIFTS_DECISIONS.open:
      return { kind: k, prompt: t('cards.open'), about: null, choices: byCard(exts, exp), passLabel: pass('cards.keepGifts') };
    case CG.start:
    case CG.score:
    case CG.end: {
      const w = WINDOWS[k]!;
      const choices = byCard(exts, exp);
      const prompt = choices.length ? t(`cards.window.${w}`) : t('cards.nothingToPlay');
      return { kind: k, prompt, about: null, choices, passLabel: pass(w === 'end' ? 'cards.endTurn' : 'cards.goOn') };
    }
    case CG.draw: {
      const label = (a: ExtAction) => {
        const c = a.cards ?? [];
        return c.length === 2 ? t('cards.drawBoth') : c[0] === 'roadside' ? t('cards.drawRoadside') : t('cards.drawCloister');
      };
      return {
        kind: k,
        prompt: t('cards.draw'),
        about: null,
        choices: exts.map((a) => ({ kind: 'option', exp, label: label(a), actions: [a] })),
        passLabel: pass('cards.noDraw'),
      };
    }
    case CG.discard:
      return { kind: k, prompt: t('cards.discard'), about: null, choices: byCard(exts, exp), passLabel: null };
    case CG.target:
    case CG.farmTie: {
      const card =
        k === CG.farmTie
          ? 'farm-tie'
          : lightningCard(events, d.player, exp);
      const prompt = t(k === CG.farmTie ? 'cards.farmTie' : 'cards.target', { card: cardName(exp, card) });
      return {
        kind: k,
        prompt,
        about: { exp, card },
        choices: [{ kind: 'option', exp, card, label: cardName(exp, card), actions: exts }],
        passLabel: pass('cards.goOn'),
        auto: true,
      };
    }
    case CG.protect: {
      const attack = lastExt(events, (e) => e.expansion === exp && e.kind === CHRISTMAS_GIFT_EVENTS.cardPlayed);
      const entry = (attack?.data ?? {}) as { card?: string; spot?: Spot; spot2?: Spot; x?: number; y?: number };
      const card = entry.card ?? '?';
      // The attacked spot: the opponent's side of a swap, else the card's one target.
      const at = entry.spot2 ?? entry.spot;
      const where = entry.card === 'force' && entry.x !== undefined ? t('cards.square', { x: entry.x, y: entry.y ?? 0 }) : at ? targetText(view, { type: 'ext', expansion: exp, kind: 'play', card, spot: at }) : '';
      const can = exts.some((a) => a.kind === CHRISTMAS_GIFT_ACTIONS.protect);
      const focus: [number, number][] = at ? [[at.x, at.y]] : entry.x !== undefined ? [[entry.x, entry.y ?? 0]] : [];
      const params = { name: name(attack?.player), card: cardName(exp, card), target: where ? `(${where})` : '' };
      return {
        kind: k,
        prompt: t(can ? 'cards.protect' : 'cards.protectNone', params),
        about: { exp, card },
        choices: exts.map((a) => ({ kind: 'option', exp, label: t('cards.protectYes'), actions: [a] })),
        passLabel: pass(can ? 'cards.protectNo' : 'cards.ok'),
        focus,
      };
    }
    case GIFTS_DECISIONS.chooseTile:
    case CG.choose:
      return {
        kind: k,
        prompt: t('cards.chooseTile'),
        about: null,
        choices: exts.map((a) => ({ kind: 'tile', exp, tile: a.card!, label: t('cards.tile', { tile: a.card ?? '' }), actions: [a] })),
        passLabel: null,
      };
    default:
      // A card decision this screen does not know yet: still every action, by its target.
      return {
        kind: k,
        prompt: t('game.decision', { kind: k }),
        about: null,
        choices: exts.map((a) => ({ kind: 'option', exp, label: `${a.card ? cardName(exp, a.card) : a.kind} ${targetText(view, a)}`, actions: [a] })),
        passLabel: pass('game.pass'),
      };
  }
}

export interface CardDecisionUi {
  d: CardDecision;
  /** Changes with every new decision (tests wait for it). */
  key: string;
  /** The decision read out: prompt, numbered choices, what Escape does. */
  speech: string;
  sel: number | null;
  tgt: number | null;
  select(i: number, immediate?: boolean): void;
  pickTarget(j: number): void;
  confirm(): void;
  pass(): void;
  /** Back to the choice of a card. */
  back(): void;
  /** Board spots for the selected card's targets. */
  spots: { spot: Spot; key: number; selected: boolean; onPick: () => void }[];
  /** Board squares for the selected card's targets (force). */
  cells: { x: number; y: number }[];
  pickCell(x: number, y: number): boolean;
}

function isTyping(e: KeyboardEvent): boolean {
  const el = e.target as HTMLElement | null;
  const tag = el?.tagName;
  return tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA';
}

/** State and keys of the card decision pending on this screen; null when there is none. */
export function useCardDecision(
  view: PlayerView,
  legal: readonly Action[] | null,
  events: readonly GameEvent[],
  onAction: ((a: Action) => void) | undefined,
): CardDecisionUi | null {
  const d = useMemo(() => describeCardDecision(view, legal, events), [view, legal, events, events.length]);
  // A decision about one given card (a lightning card, farm-tie) starts with it chosen.
  const auto = !!d?.auto && d.choices.length === 1;
  const key = d ? `${d.kind}:${view.decision?.player}:${events.length}:${legal?.length}:${view.board.length}:${view.stackSize}` : '';
  // The selection belongs to one decision: a new decision starts from its own default at once.
  const [pick, setPick] = useState<{ key: string; sel: number | null; tgt: number | null }>({ key: '', sel: null, tgt: null });
  const sel = pick.key === key ? pick.sel : auto ? 0 : null;
  const tgt = pick.key === key ? pick.tgt : auto && d!.choices[0]!.actions.length === 1 ? 0 : null;
  const setSel = (v: number | null, t: number | null = null) => setPick({ key, sel: v, tgt: t });

  // What the screen reader hears when the decision starts (GameTable announces it with the turn).
  const speech = d
    ? [d.prompt, d.choices.map((c, i) => `${i + 1}: ${c.label}`).join('; '), d.passLabel ? t('cards.escapeIs', { label: d.passLabel }) : ''].filter(Boolean).join('. ')
    : '';

  const ui: CardDecisionUi | null = d
    ? (() => {
        const choice = sel !== null ? d.choices[sel] ?? null : null;
        const act = (a: Action) => onAction?.(a);
        const select = (i: number, immediate = false) => {
          const c = d.choices[i];
          if (!c) return;
          if (immediate && c.kind !== 'card' && c.actions.length === 1) return act(c.actions[0]!);
          const one = c.actions.length === 1;
          setSel(i, one ? 0 : null);
          const about = c.card ? `${c.label}: ${cardEffect(c.exp, c.card)} (${timingText(cardTiming(c.exp, c.card))})` : c.label;
          announce(one ? `${about}. ${t('cards.enterConfirms')}` : `${about}. ${t('cards.nTargets', { n: c.actions.length })}`);
        };
        const pickTarget = (j: number) => {
          if (!choice || !choice.actions[j]) return;
          setSel(sel, j);
          announce(`${targetText(view, choice.actions[j]!)}. ${t('cards.enterConfirms')}`);
        };
        const confirm = () => {
          if (choice && tgt !== null && choice.actions[tgt]) act(choice.actions[tgt]!);
        };
        const pass = () => {
          if (d.passLabel) act({ type: 'pass' });
        };
        // A swap's targets differ by the opponent's follower (spot2): that is the spot marked.
        const spots = (choice?.actions ?? []).flatMap((a, j) => {
          const at = a.spot2 ?? a.spot;
          return at ? [{ spot: at, key: j + 1, selected: tgt === j, onPick: () => pickTarget(j) }] : [];
        });
        const cells = (choice?.actions ?? []).flatMap((a) => (a.card === 'force' && a.x !== undefined && a.y !== undefined ? [{ x: a.x, y: a.y }] : []));
        const pickCell = (x: number, y: number) => {
          const j = (choice?.actions ?? []).findIndex((a) => a.card === 'force' && a.x === x && a.y === y);
          if (j < 0) return false;
          pickTarget(j);
          return true;
        };
        return { d, key, speech, sel, tgt, select, pickTarget, confirm, pass, back: () => setSel(null), spots, cells, pickCell };
      })()
    : null;

  // Keys work wherever the focus is (board, panel, hand), except in form fields. One
  // listener for the table's lifetime reads the decision of the latest render.
  const live = useRef(ui);
  live.current = ui;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const u = live.current;
      if (!u || isTyping(e) || e.ctrlKey || e.metaKey || e.altKey) return;
      const k = e.key;
      const choice = u.sel !== null ? u.d.choices[u.sel] : undefined;
      if (/^[1-9]$/.test(k)) {
        const n = Number(k) - 1;
        if (choice && (choice.actions.length > 1 || u.d.auto)) u.pickTarget(n);
        else u.select(n);
      } else if (k === 'Enter') {
        if (choice && u.tgt !== null) u.confirm();
        else if (!choice && u.d.choices.length === 1) u.select(0);
        else return;
      } else if (k === 'Escape') {
        const stepBack = u.sel !== null && !u.d.auto;
        if (stepBack) {
          u.back();
          announce(u.d.prompt);
        } else if (u.d.passLabel) u.pass();
        else return;
      } else return;
      e.preventDefault();
      e.stopPropagation();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return ui;
}

/** The decision's prompt, its options and targets, and Confirm / pass. */
export function CardPanel({ ui, view }: { ui: CardDecisionUi; view: PlayerView }) {
  const { d, sel, tgt } = ui;
  const choice = sel !== null ? d.choices[sel] ?? null : null;
  const options = d.choices.filter((c) => c.kind !== 'card');
  const ready = choice !== null && tgt !== null;
  // Targets are listed whenever the chosen card has any (even just one), so the player sees where it acts.
  const showTargets = !!choice && (choice.actions.length > 1 || hasTarget(choice.actions[0]!));
  return (
    <div class="card-decision" role="group" aria-label={d.prompt} data-testid="card-decision" data-kind={d.kind} data-key={ui.key}>
      {d.about && d.about.card !== '?' && <CardFace exp={d.about.exp} id={d.about.card} />}
      {options.length > 0 && !d.auto && (
        <div class="card-options">
          {d.choices.map((c, i) =>
            c.kind === 'card' ? null : (
              <button type="button" key={i} class={sel === i ? 'card-option selected' : 'card-option'} aria-pressed={sel === i} onClick={() => ui.select(i, true)} data-testid={`card-option-${i}`}>
                <kbd>{i + 1}</kbd>
                {c.tile ? <TileImage id={c.tile} rot={0} size={56} label={c.label} /> : c.label}
              </button>
            ),
          )}
        </div>
      )}
      {d.choices.some((c) => c.kind === 'card') && (
        // Phones keep the hand in a drawer: its playable cards are offered here as well.
        <div class="card-quick">
          {d.choices.map((c, i) =>
            c.kind === 'card' ? (
              <button type="button" key={i} class={sel === i ? 'card-option selected' : 'card-option'} aria-pressed={sel === i} onClick={() => ui.select(i)} data-testid={`card-quick-${i}`}>
                <kbd>{i + 1}</kbd> {c.label}
              </button>
            ) : null,
          )}
        </div>
      )}
      {choice && showTargets && (
        <div class="card-targets">
          <p>{t('cards.pickTarget', { card: choice.label })}</p>
          <ol>
            {choice.actions.map((a, j) => (
              <li key={j}>
                <button type="button" class={tgt === j ? 'card-target selected' : 'card-target'} aria-pressed={tgt === j} onClick={() => ui.pickTarget(j)} data-testid={`card-target-${j}`}>
                  <kbd>{j + 1}</kbd> {targetText(view, a)}
                </button>
              </li>
            ))}
          </ol>
        </div>
      )}
      {choice && !showTargets && choice.kind === 'card' && <p class="card-chosen">{targetText(view, choice.actions[0]!)}</p>}
      <div class="actions">
        {(d.choices.some((c) => c.kind === 'card') || showTargets) && (
          <button type="button" class="primary" disabled={!ready} onClick={ui.confirm} data-testid="card-confirm">
            ✓ {d.kind === CG.discard ? t('cards.discardIt') : d.kind === GIFTS_DECISIONS.open ? t('cards.openIt') : t('game.confirm')}
          </button>
        )}
        {d.passLabel && (
          <button type="button" onClick={ui.pass} data-testid="card-pass">
            {d.passLabel}
          </button>
        )}
      </div>
      <p class="keys">{t('cards.keys')}</p>
    </div>
  );
}

function hasTarget(a: ExtAction): boolean {
  return !!a.spot || (a.card === 'force' && a.x !== undefined);
}

/** One card as a card: name, effect and timing, coloured by its deck. */
export function CardFace({ exp, id, n, selected, onPick }: { exp: CardExpansion; id: string; n?: number; selected?: boolean; onPick?: () => void }) {
  const body = (
    <>
      <span class="card-name">
        {n !== undefined && <kbd>{n}</kbd>}
        {cardName(exp, id)}
      </span>
      <span class="card-fx">{cardEffect(exp, id)}</span>
      <span class="card-when">{timingText(cardTiming(exp, id))}</span>
    </>
  );
  const cls = `card-face deck-${deckOf(exp, id)}${selected ? ' selected' : ''}${onPick ? ' playable' : ''}`;
  return onPick ? (
    <button type="button" class={cls} aria-pressed={!!selected} onClick={onPick} data-card={id} data-testid={`card-${id}`}>
      {body}
    </button>
  ) : (
    <div class={cls} data-card={id}>
      {body}
    </div>
  );
}
