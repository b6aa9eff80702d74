/**
 * The playing table shared by local games, online rooms and the replay viewer: the board,
 * the drawn tile with its legal rotations, the confirm step, follower spots, the score
 * track, remaining tiles, the expansion hand and the event log. It knows nothing about
 * where actions go: the mode passes `legal` and `onAction`.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Location, Rotation } from '@carc/tiles';
import type { Action, ActionKeys, GameEvent, PlayerView, Spot } from '@carc/rules';
import type { EasterAction } from '@carc/rules/easter';
import { christmasGiftHand, christmasGiftView } from '@carc/rules/christmas-gift';
import { EASTER_ACTIONS, easterView } from '@carc/rules/easter';
import { FESTIVAL_ACTIONS, type FestivalAction } from '@carc/rules/festival';
import { giftsHand } from '@carc/rules/gifts';
import { Board, type SpotOption } from './Board.js';
import { TileImage } from './TileDefs.js';
import { playerColor } from './colors.js';
import type { PanZoomHandle } from './panzoom.js';
import { t, lang } from '../i18n/index.js';
import { useLang } from '../i18n/useLang.js';
import { describeEvent } from '../game/describe.js';
import { announce } from '../app/announce.js';
import { FinalScore } from './FinalScore.js';
import { Hand } from '../hand/Hand.js';
import { CardPanel, useCardDecision } from '../hand/CardDecision.js';
import { recentScores } from './recentScores.js';
import { featureExtent } from './featureExtent.js';
import { TilesLeft } from './TilesLeft.js';
import { Legend } from './Legend.js';
import { describeExtent } from '../game/describe.js';
import { cellOf } from '../analysis/format.js';

export interface GameTableProps {
  view: PlayerView;
  /** Actions this screen may take now (null: not this screen's decision). */
  legal: Action[] | null;
  onAction?: (a: Action) => void;
  events: readonly GameEvent[];
  /** Status line when it is not our decision (bot thinking, waiting for a remote seat). */
  status?: string | null;
  toolbar?: preact.ComponentChildren;
  /**
   * Buttons about this screen's decision (the hint), shown after its actions in the turn bar
   * while the decision is the player's: on a phone the toolbar is in the closed drawer.
   */
  decisionTools?: preact.ComponentChildren;
  /** Names of seats that are bots, for the score track. */
  seatLabels?: readonly string[];
  /** Buttons under the final score (e.g. "Analyse"). */
  finalActions?: preact.ComponentChildren;
  /**
   * A hint for this screen's decision (hints/): its move is put on the board as if the
   * player had picked it (the tile placed there and turned, the follower spot chosen, the
   * cell outlined), waiting for their Confirm; `text` says it in words, with its expected margin.
   */
  advice?: Advice | null;
  /** Turn-based rooms (#27): each seat's time left, shown beside its name. */
  clocks?: readonly (string | null)[];
  /** More of the side panel (the phone's drawer), after the log: the room's chat (#27). */
  side?: preact.ComponentChildren;
}

export interface Advice {
  action: Action;
  follower: Location | null;
  text: string;
}

type PlaceAction = Extract<Action, { type: 'place' }>;
type MeepleAction = Extract<Action, { type: 'meeple' }>;
/** An offered expansion action, read for whichever targets it carries. */
type ExtAction = Extract<Action, { type: 'ext' }> & ActionKeys;

export function GameTable(p: GameTableProps) {
  const l = useLang();
  const { view, legal } = p;
  const decision = view.decision;
  const pz = useRef<PanZoomHandle | null>(null);

  const places = useMemo(() => (legal ?? []).filter((a): a is PlaceAction => a.type === 'place'), [legal]);
  const meeples = useMemo(() => (legal ?? []).filter((a): a is MeepleAction => a.type === 'meeple'), [legal]);
  const canPass = (legal ?? []).some((a) => a.type === 'pass');
  const exts = (legal ?? []).filter((a): a is ExtAction => a.type === 'ext');
  // By kind: the bunny's hops are picked on the board's squares, the Festival's returns on
  // its follower spots; card and gift decisions have their own panel (useCardDecision);
  // anything else is a button.
  const cellActs = exts.filter((a): a is ExtAction & EasterAction => a.expansion === 'easter' && a.kind === EASTER_ACTIONS.hop);
  const spotActs = exts.filter((a): a is ExtAction & FestivalAction => a.expansion === 'festival' && a.kind === FESTIVAL_ACTIONS.return);
  const others = exts.filter((a) => !(cellActs as readonly ExtAction[]).includes(a) && !(spotActs as readonly ExtAction[]).includes(a));
  const [extSel, setExtSel] = useState<ExtAction | null>(null);
  // Gifts and Christmas Gift decisions have their own panel, hand buttons and keys.
  const cards = useCardDecision(view, legal, p.events, p.onAction);

  const targets = useMemo(() => {
    const m = new Map<string, { x: number; y: number; rots: Rotation[] }>();
    for (const a of places) {
      const k = `${a.x},${a.y}`;
      const e = m.get(k) ?? { x: a.x, y: a.y, rots: [] };
      if (!e.rots.includes(a.rot)) e.rots.push(a.rot);
      m.set(k, e);
    }
    for (const e of m.values()) e.rots.sort((a, b) => a - b);
    return m;
  }, [places]);

  const [sel, setSel] = useState<{ x: number; y: number; rot: Rotation } | null>(null);
  const [spot, setSpot] = useState<Location | null>(null);
  const [cursor, setCursor] = useState<{ x: number; y: number }>({ x: 0, y: 0 });
  const [showKbdCursor, setShowKbdCursor] = useState(false);
  const [showFinal, setShowFinal] = useState(true);
  const [showHelp, setShowHelp] = useState(false);
  // Phones: the side panel (hand, scores, log) is a drawer over the board.
  const [drawer, setDrawer] = useState(false);
  const phone = useMedia(PHONE_WIDTH);

  // A new decision clears the previous one's selection.
  const decisionKey = `${view.board.length}:${decision?.kind}:${decision?.player}:${view.stackSize}`;
  useEffect(() => {
    setSel(null);
    setSpot(null);
    setExtSel(null);
    // Bring every tile and every legal cell into view when a decision starts, unless it already is.
    const cells = [...view.board.map((b) => [b.x, b.y] as const), ...places.map((a) => [a.x, a.y] as const)];
    if (cells.length && pz.current) {
      const xs = cells.map((c) => c[0]);
      const ys = cells.map((c) => c[1]);
      pz.current.ensureVisible(Math.min(...xs) * 100, Math.min(...ys) * 100, Math.max(...xs) * 100 + 100, Math.max(...ys) * 100 + 100);
    }
  }, [decisionKey]);

  // A hint arrived: show its move as the player's own pick, ready to confirm or change.
  const adviceCell = p.advice && p.advice.action.type === 'ext' ? cellOf(p.advice.action) : null;
  useEffect(() => {
    const a = p.advice?.action;
    if (!a) return;
    if (a.type === 'place' && targets.get(`${a.x},${a.y}`)?.rots.includes(a.rot)) {
      setSel({ x: a.x, y: a.y, rot: a.rot });
      setCursor({ x: a.x, y: a.y });
      pz.current?.ensureVisible(a.x * 100 - 100, a.y * 100 - 100, a.x * 100 + 200, a.y * 100 + 200);
    } else if (a.type === 'meeple' && meeples.some((m) => m.at === a.at)) setSpot(a.at);
    else if (a.type === 'ext') {
      const same = exts.find((x) => JSON.stringify(x) === JSON.stringify(a));
      if (same && (spotActs as readonly ExtAction[]).includes(same)) setExtSel(same);
    }
  }, [p.advice]);

  const lastPlaced = useMemo(() => {
    for (let i = p.events.length - 1; i >= 0; i--) {
      const e = p.events[i]!;
      if (e.type === 'tilePlaced') return e;
    }
    return null;
    // The log array may be appended in place: its length is what tells a change.
  }, [p.events, p.events.length]);

  // What the last placement scored stays on the board until the next tile is placed.
  const scored = useMemo(() => recentScores(p.events), [p.events, p.events.length]);

  // The follower whose feature is shown (hover, tap, or the keyboard cursor on its tile).
  const [inspected, setInspected] = useState<{ spot: Spot; pinned: boolean } | null>(null);
  const extent = useMemo(
    () => (inspected ? featureExtent(view.board, view.followers, inspected.spot, view.players.length) : null),
    [inspected, view.board.length, view.followers],
  );
  const onFollower = (i: number | null, tapped: boolean) => {
    const f = i === null ? null : view.followers[i];
    if (tapped) {
      // A tap pins the feature; a second tap on the same follower lets it go.
      setInspected(f && !(inspected?.pinned && sameSpot(inspected.spot, f.spot)) ? { spot: f.spot, pinned: true } : null);
    } else if (!inspected?.pinned) {
      setInspected(f ? { spot: f.spot, pinned: false } : null);
    }
  };

  // Screen reader: announce each turn, each score and each card decision once.
  const announced = useRef(0);
  const announcedCards = useRef('');
  useEffect(() => {
    const fresh = p.events.slice(announced.current);
    announced.current = p.events.length;
    const lines = fresh.filter((e) => e.type === 'scored' || e.type === 'gameEnded').map((e) => describeEvent(l, e, view.players)).filter(Boolean);
    if (decision && view.tile && fresh.length > 0) {
      // Whose turn it is, and who acts when that is someone else (a bunny hop, a Protection reply).
      lines.push(t('a11y.turn', { name: view.players[view.currentPlayer ?? decision.player] ?? '', tile: view.tile, n: view.stackSize }));
      if (view.currentPlayer !== null && decision.player !== view.currentPlayer) lines.push(whoActs(view));
    }
    if (cards && cards.key !== announcedCards.current) lines.push(cards.speech);
    announcedCards.current = cards?.key ?? '';
    if (lines.length) announce(lines.join(' '));
  }, [p.events.length, cards?.key]);

  const pickCell = (x: number, y: number) => {
    if (cards?.pickCell(x, y)) return;
    const hop = cellActs.find((a) => a.x === x && a.y === y);
    if (hop) {
      p.onAction?.(hop);
      return;
    }
    const tgt = targets.get(`${x},${y}`);
    if (!tgt) return;
    setCursor({ x, y });
    if (sel && sel.x === x && sel.y === y) {
      rotate();
      return;
    }
    setSel({ x, y, rot: tgt.rots[0]! });
  };

  const rotate = () => {
    if (!sel) return;
    const rots = targets.get(`${sel.x},${sel.y}`)?.rots ?? [];
    const i = rots.indexOf(sel.rot);
    setSel({ ...sel, rot: rots[(i + 1) % rots.length]! });
  };

  const confirm = () => {
    if (sel && places.length) {
      p.onAction?.({ type: 'place', x: sel.x, y: sel.y, rot: sel.rot });
      setSel(null);
    } else if (extSel) {
      p.onAction?.(extSel);
      setExtSel(null);
    } else if (spot && meeples.length) {
      p.onAction?.({ type: 'meeple', at: spot });
      setSpot(null);
    }
  };

  const pass = () => {
    setSpot(null);
    p.onAction?.({ type: 'pass' });
  };

  const spotOptions: SpotOption[] = meeples.map((m, i) => ({ at: m.at, key: i + 1 }));

  const onKey = (e: KeyboardEvent) => {
    const k = e.key;
    // A card decision answers digits, Enter and Escape itself (useCardDecision's key handler).
    if (cards && (k === 'Enter' || k === 'Escape' || /^[0-9]$/.test(k))) return;
    const move = (dx: number, dy: number) => {
      e.preventDefault();
      setShowKbdCursor(true);
      const c = { x: cursor.x + dx, y: cursor.y + dy };
      setCursor(c);
      pz.current?.centreOn(c.x * 100 + 50, c.y * 100 + 50);
      const here = targets.get(`${c.x},${c.y}`) ?? cellActs.find((a) => a.x === c.x && a.y === c.y);
      // A follower under the cursor shows (and says) its feature's extent and owners.
      const f = view.followers.find((m) => m.spot.x === c.x && m.spot.y === c.y);
      const ext = f ? featureExtent(view.board, view.followers, f.spot, view.players.length) : null;
      setInspected(f ? { spot: f.spot, pinned: true } : null);
      announce(`${t('a11y.cursor', { x: c.x, y: c.y })}${here ? `. ${t('a11y.legal')}` : ''}${ext ? `. ${describeExtent(l, ext, view.players)}` : ''}`);
    };
    if (k === 'ArrowLeft') return move(-1, 0);
    if (k === 'ArrowRight') return move(1, 0);
    if (k === 'ArrowUp') return move(0, -1);
    if (k === 'ArrowDown') return move(0, 1);
    if (k === 'r' || k === 'R') {
      e.preventDefault();
      if (!sel && targets.has(`${cursor.x},${cursor.y}`)) pickCell(cursor.x, cursor.y);
      else rotate();
      return;
    }
    if (k === 'Enter' || k === ' ') {
      e.preventDefault();
      const hopHere = cellActs.some((a) => a.x === cursor.x && a.y === cursor.y);
      if (hopHere || (places.length && (!sel || sel.x !== cursor.x || sel.y !== cursor.y) && targets.has(`${cursor.x},${cursor.y}`))) {
        pickCell(cursor.x, cursor.y);
      } else confirm();
      return;
    }
    if (k === 'Escape') {
      setSel(null);
      setSpot(null);
      return;
    }
    if (/^[1-9]$/.test(k) && meeples.length) {
      const o = spotOptions[Number(k) - 1];
      if (o) setSpot(o.at);
      return;
    }
    if (k === '0' && canPass && meeples.length) pass();
  };

  const me = decision?.player ?? null;
  const isMine = legal !== null && legal.length > 0;
  const who = whoActs(view);
  // Festival return (FE-2): the follower spots offered anywhere on the board, with no card decision.
  const returns = !cards && spotActs.length > 0;
  const task = cards
    ? cards.d.prompt
    : places.length
      ? sel
        ? t('game.confirmHint')
        : t('game.pickCell')
      : meeples.length
        ? returns
          ? t('game.pickSpotOrReturn')
          : t('game.pickSpot')
        : returns
          ? t('game.returnOnly')
          : cellActs.length
            ? t('game.hop', { n: hopsLeft(view) ?? cellActs.length })
            : decision
              ? t('game.decision', { kind: decision.kind })
              : '';
  // The hint names who must act: in a bunny phase or a Protection reply that is not the
  // player whose turn it is.
  const hint = !isMine ? p.status ?? '' : me !== null && task ? t('game.actorHint', { name: view.players[me] ?? '', hint: task }) : task;

  const log = useMemo(
    () =>
      p.events
        .map((e) => describeEvent(l, e, view.players))
        .filter((s): s is string => !!s)
        .slice(-80)
        .reverse(),
    [p.events, p.events.length, l, view.players],
  );

  const placedForSpots =
    meeples.length && lastPlaced ? { tile: lastPlaced.tile, x: lastPlaced.x, y: lastPlaced.y, rot: lastPlaced.rot } : null;

  // In a room on a phone the room's header (link, seats, devices) sits above the table, which
  // then takes a screen of its own (styles.css): bring the board and the action bar into view
  // once, when the game appears, instead of leaving the player on the header.
  const tableEl = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = tableEl.current;
    if (el?.parentElement?.classList.contains('room') && matchMedia('(max-width: 480px)').matches) el.scrollIntoView({ block: 'end' });
  }, []);

  return (
    <div ref={tableEl} class={drawer ? 'table drawer-open' : 'table'} data-events={p.events.length}>
      <div class="board-wrap" tabIndex={0} onKeyDown={onKey as never} aria-label={t('a11y.board')} data-testid="board">
        <Board
          tiles={view.board}
          followers={view.followers}
          targets={
            places.length
              ? [...targets.values()].filter((c) => !sel || c.x !== sel.x || c.y !== sel.y)
              : cards
                ? cards.cells
                : cellActs.map((a) => ({ x: a.x, y: a.y }))
          }
          extSpots={
            cards
              ? cards.spots
              : spotActs.map((a, i) => ({ spot: a.spot, key: spotOptions.length + i + 1, selected: extSel === a, onPick: () => setExtSel(a) }))
          }
          visited={visitedOf(view)}
          laid={cg(view)?.laid ?? []}
          laidTitle={t('legend.laid')}
          marks={cg(view)?.marks ?? []}
          forced={cg(view)?.force ?? null}
          preview={sel && view.tile ? { tile: view.tile, ...sel } : null}
          spots={spotOptions}
          spotTile={placedForSpots}
          selectedSpot={spot}
          spotColor={me !== null ? playerColor(me) : '#fff'}
          onCell={pickCell}
          onSpot={(at) => {
            setExtSel(null);
            setSpot(at);
          }}
          cursor={showKbdCursor ? cursor : null}
          highlight={cards?.d.focus?.length ? cards.d.focus : adviceCell ? [[adviceCell.x, adviceCell.y]] : []}
          scores={cards?.d.focus?.length ? [] : scored}
          extent={extent?.cells ?? []}
          onFollower={onFollower}
          last={lastPlaced && !meeples.length ? { x: lastPlaced.x, y: lastPlaced.y } : null}
          bunny={bunnyOf(view)}
          onReady={(h) => {
            pz.current = h;
            (window as unknown as { __carcPanZoom?: PanZoomHandle }).__carcPanZoom = h;
          }}
          label={t('a11y.board')}
        />
        {extent && (
          <p class="inspect" role="status" data-testid="inspect">
            {describeExtent(l, extent, view.players)}
          </p>
        )}
        {view.finished && showFinal && (
          <div class="final-overlay">
            <button type="button" class="link close" onClick={() => setShowFinal(false)} aria-label="×">
              ×
            </button>
            <FinalScore view={view} events={p.events} />
            {p.finalActions}
          </div>
        )}
        <button type="button" class="help-btn" onClick={() => setShowHelp(!showHelp)} aria-expanded={showHelp} data-testid="help" title={t('game.help')}>
          ? <span class="sr-only">{t('game.help')}</span>
        </button>
        {showHelp && (
          <div class="help-overlay" role="dialog" aria-label={t('legend.title')}>
            <button type="button" class="close" onClick={() => setShowHelp(false)} aria-label={t('game.closeHelp')}>
              ×
            </button>
            <Legend />
          </div>
        )}
        <button class="centre" type="button" onClick={() => {
            const xs = view.board.map((b) => b.x);
            const ys = view.board.map((b) => b.y);
            pz.current?.set({ x: 0, y: 0, k: 0.01 });
            pz.current?.ensureVisible(Math.min(...xs) * 100 - 100, Math.min(...ys) * 100 - 100, Math.max(...xs) * 100 + 200, Math.max(...ys) * 100 + 200);
          }} title={t("game.center")} aria-label={t("game.center")}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <circle cx="10" cy="10" r="6" fill="none" stroke="currentColor" stroke-width="2" />
            <path d="M10 0v5M10 15v5M0 10h5M15 10h5" stroke="currentColor" stroke-width="2" />
          </svg>
        </button>
      </div>
      <section class="turn-bar" aria-label={t('game.bar')} data-testid="action-bar">
        <ol class="mini-scores" aria-label={t('final.total')}>
          {view.players.map((name, i) => (
            <li key={i} class={i === view.currentPlayer ? 'current' : ''}>
              <span class="swatch" style={{ background: playerColor(i) }} />
              <span class="mini-name">{name}</span>
              {p.clocks?.[i] ? <small class="clock" data-testid={`mini-clock-${i}`}>{p.clocks[i]}</small> : null}
              <strong>{view.scores[i]}</strong>
            </li>
          ))}
        </ol>
        {!view.finished && (
          <div class="turn">
            <div class="drawn">
              {view.tile ? (
                <TileImage id={view.tile} rot={sel?.rot ?? placedForSpots?.rot ?? 0} size={88} label={`${t('game.tile')}: ${view.tile}`} />
              ) : (
                <div class="no-tile" />
              )}
              <div>
                <div class="who" data-testid="who">{who}</div>
                <div class="left" data-testid="tiles-left">{t('game.tilesLeft', { n: view.stackSize })}</div>
              </div>
            </div>
            <p class="hint" data-testid="hint">{hint}</p>
            {p.advice && isMine && (
              <p class="advice" role="status" data-testid="hint-result" data-action={JSON.stringify(p.advice.action)}>
                {p.advice.text}
              </p>
            )}
            {cards && <CardPanel ui={cards} view={view} />}
            <div class="actions">
              {places.length > 0 && (
                <>
                  <button type="button" onClick={rotate} disabled={!sel || (targets.get(`${sel.x},${sel.y}`)?.rots.length ?? 0) < 2} data-testid="rotate">
                    ⟳ {t('game.rotate')}
                  </button>
                  <button type="button" class="primary" onClick={confirm} disabled={!sel} data-testid="confirm">
                    ✓ {t('game.confirm')}
                  </button>
                </>
              )}
              {(meeples.length > 0 || (spotActs.length > 0 && !cards)) && (
                <button type="button" class="primary" onClick={confirm} disabled={!spot && !extSel} data-testid="confirm">
                  ✓ {t('game.confirm')}
                </button>
              )}
              {canPass && !cards && (
                <button type="button" onClick={pass} data-testid="pass">
                  {meeples.length ? t('game.skip') : t('game.pass')}
                </button>
              )}
              {!cards && others.map((a, i) => (
                <button type="button" key={`x${i}`} onClick={() => p.onAction?.(a)} class="ext-action">
                  {labelExt(a)}
                </button>
              ))}
              {isMine && p.decisionTools}
            </div>
          </div>
        )}
        <button type="button" class="drawer-btn" aria-expanded={drawer} aria-controls="table-side" onClick={() => setDrawer(!drawer)} data-testid="drawer">
          {drawer ? '▾' : '▴'} {t(p.side ? 'game.drawerChat' : 'game.drawer')}
          {handCount(view) > 0 && <span class="badge">{handCount(view)}</span>}
        </button>
      </section>
      <aside class="side" id="table-side">
        {/* On a phone the side panel is the drawer: drawn when it opens, not with every turn behind it. */}
        {(drawer || !phone) && (
          <>
            {p.toolbar && <div class="toolbar">{p.toolbar}</div>}
            <ol class="scores" aria-label={t('final.total')}>
              {view.players.map((name, i) => (
                <li key={i} class={i === view.currentPlayer ? 'current' : ''} data-testid={`score-${i}`}>
                  <span class="swatch" style={{ background: playerColor(i) }} />
                  <span class="pname">
                    {name}
                    {p.seatLabels?.[i] ? <small> · {p.seatLabels[i]}</small> : null}
                    {p.clocks?.[i] ? <small class="clock" data-testid={`clock-${i}`}> · {p.clocks[i]}</small> : null}
                  </span>
                  {eggsOf(view)?.[i] !== undefined && (
                    <span class="eggs" title={t('game.eggs', { n: eggsOf(view)![i]! })} data-testid={`eggs-${i}`}>
                      ◖{eggsOf(view)![i]}
                    </span>
                  )}
                  <span class="supply" title={t('game.supply', { n: view.supply[i] ?? 0 })}>♟{view.supply[i]}</span>
                  <strong class="pts">{view.scores[i]}</strong>
                </li>
              ))}
            </ol>
            <ScoreTrack scores={view.scores} />
            <Hand view={view} cards={cards} />
            <TilesLeft view={view} />
            <section class="log" aria-label={t('log.title')}>
              <h2>{t('log.title')}</h2>
              {/* Focusable: a long log scrolls, and keyboard users must be able to scroll it (axe scrollable-region-focusable). */}
              <ul tabIndex={0} data-testid="log">
                {log.map((s, i) => (
                  <li key={`${p.events.length}-${i}`}>{s}</li>
                ))}
              </ul>
            </section>
            {p.side}
          </>
        )}
      </aside>
    </div>
  );
}

/** The screen width up to which the side panel is a drawer (the phone layout of styles.css). */
const PHONE_WIDTH = '(max-width: 480px)';

/** Whether a media query matches now, following changes (false where there is no matchMedia). */
function useMedia(query: string): boolean {
  const get = () => typeof matchMedia === 'function' && matchMedia(query).matches;
  const [matches, setMatches] = useState(get);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const m = matchMedia(query);
    const on = () => setMatches(m.matches);
    on();
    m.addEventListener('change', on);
    return () => m.removeEventListener('change', on);
  }, [query]);
  return matches;
}

/** "Ann's turn", or "Ben acts now (Ann's turn)" when the pending decision is another player's. */
export function whoActs(view: PlayerView): string {
  const actor = view.decision?.player;
  if (actor === undefined) return '';
  const turn = view.currentPlayer ?? actor;
  const name = (i: number) => view.players[i] ?? `#${i + 1}`;
  return actor === turn ? t('game.turn', { name: name(actor) }) : t('game.actsInTurn', { name: name(actor), turn: name(turn) });
}

/** Hops the bunny still has to make in the running Easter Bunny phase (EA-6). */
function hopsLeft(view: PlayerView): number | null {
  return easterView(view)?.phase?.hopsLeft ?? null;
}

/** Cards in the viewer's own hands (shown on the phone's drawer button). */
function handCount(view: PlayerView): number {
  return (christmasGiftHand(view)?.length ?? 0) + (giftsHand(view)?.hand.length ?? 0);
}

function sameSpot(a: Spot, b: Spot): boolean {
  return a.x === b.x && a.y === b.y && a.at === b.at;
}

function labelExt(a: Action): string {
  if (a.type !== 'ext') return a.type;
  const k: ActionKeys = a;
  const bits: string[] = [a.kind];
  if (k.card) bits.push(k.card);
  if (k.spot) bits.push(`(${k.spot.x},${k.spot.y}) ${k.spot.at}`);
  if (k.x !== undefined && k.y !== undefined) bits.push(`(${k.x},${k.y})`);
  return bits.join(' ');
}

const cg = christmasGiftView;

function eggsOf(view: PlayerView): number[] | null {
  return easterView(view)?.eggs ?? null;
}

function visitedOf(view: PlayerView): [number, number][] {
  return easterView(view)?.phase?.visited ?? [];
}

function bunnyOf(view: PlayerView): { x: number; y: number } | null {
  return easterView(view)?.bunny ?? null;
}

/** The score track: counters on squares 0–49, with the laps past 50 written under them. */
function ScoreTrack({ scores }: { scores: readonly number[] }) {
  const W = 250;
  const cell = W / 10;
  // 0–49 laid out in five rows of ten; a "+50" mark counts the laps.
  const pos = (n: number): [number, number] => {
    const s = n % 50;
    return [(s % 10) * cell, Math.floor(s / 10) * cell];
  };
  return (
    <svg class="track" width="300" height="130" preserveAspectRatio="xMidYMid meet" viewBox={`-4 -4 ${W + 8} ${cell * 5 + 8}`} role="img" aria-hidden="true">
      <rect x="0" y="0" width={W} height={cell * 5} rx="6" fill="#efe6cf" stroke="#b9a67a" />
      {Array.from({ length: 50 }, (_, n) => n).map((n) => {
        const [x, y] = pos(n);
        return (
          <text key={n} x={x + cell / 2} y={y + cell / 2 + 4} font-size="11" text-anchor="middle" fill="#8a7a50">
            {n}
          </text>
        );
      })}
      {scores.map((s, i) => {
        const [x, y] = pos(s);
        return (
          <g key={i}>
            <circle cx={x + cell / 2 + (i % 3) * 4 - 4} cy={y + cell / 2 + Math.floor(i / 3) * 4 - 2} r="6" fill={playerColor(i)} stroke="#fff" stroke-width="1.5" />
            {s >= 50 && (
              <text x={x + cell / 2} y={y + cell + 8} font-size="11" text-anchor="middle">
                +{Math.floor(s / 50) * 50}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

export { lang };

