import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { tileType, type Location, type Rotation } from '@carc/tiles';
import type { Follower, PlacedTile } from '@carc/rules';
import { attachPanZoom, type BoardRect, type PanZoomHandle } from './panzoom.js';
import { spotFor } from './geometry.js';
import { playerColor } from './colors.js';
import { paintBoard, canvasResolution, blitBoard } from './canvasTiles.js';
import { labelCell, type RecentScore } from './recentScores.js';
import { BunnyToken, LaidBadge, Meeple, TieMark, VisitedMark } from './marks.js';
import { useTileSymbol } from './TileDefs.js';

export interface SpotOption {
  at: Location;
  /** Number key that picks it (1-based), shown on the spot. */
  key: number;
}

export interface BoardProps {
  tiles: readonly PlacedTile[];
  followers: readonly Follower[];
  /** Cells where the drawn tile fits in at least one rotation. */
  targets?: readonly { x: number; y: number }[];
  /** The drawn tile shown where the player put it, before or after confirming. */
  preview?: { tile: string; x: number; y: number; rot: Rotation } | null;
  /** Follower spots offered on the tile just placed. */
  spots?: readonly SpotOption[];
  /** The tile the spots belong to. */
  spotTile?: { tile: string; x: number; y: number; rot: Rotation } | null;
  selectedSpot?: Location | null;
  spotColor?: string;
  cursor?: { x: number; y: number } | null;
  highlight?: readonly (readonly [number, number])[];
  /** What the last placement scored: its features stay highlighted with "+N" per player. */
  scores?: readonly RecentScore[];
  /** Tiles of the feature being inspected (hover, tap or keyboard cursor on a follower). */
  extent?: readonly (readonly [number, number])[];
  /** A follower was hovered or tapped (its index in `followers`), or the pointer left it (null). */
  onFollower?: (i: number | null, tapped: boolean) => void;
  /** The last placed tile, outlined so everyone sees what changed. */
  last?: { x: number; y: number } | null;
  bunny?: { x: number; y: number } | null;
  /** Expansion choices that point at a follower spot anywhere on the board. */
  extSpots?: readonly { spot: { x: number; y: number; at: Location }; key: number; selected: boolean; onPick: () => void }[];
  /** Christmas Gift: features whose followers are laid down (drawn with a "laid" badge). */
  laid?: readonly { x: number; y: number; at: Location }[];
  /** Tooltip of the laid-down badge, in the reader's language. */
  laidTitle?: string;
  /** Christmas Gift tie marks: one diamond in the owner's colour on the feature. */
  marks?: readonly { player: number; spot: { x: number; y: number; at: Location } }[];
  /** Christmas Gift force card: the square the next tile must take. */
  forced?: { x: number; y: number } | null;
  /** Tiles the bunny already visited in this phase. */
  visited?: readonly (readonly [number, number])[];
  onCell?: (x: number, y: number) => void;
  onSpot?: (at: Location) => void;
  /** Receives the pan/zoom handle (bench and "centre" button). */
  onReady?: (h: PanZoomHandle) => void;
  label?: string;
}

export function Board(p: BoardProps) {
  // The tile being placed is drawn with <use>, like the tile pictures.
  useTileSymbol(p.preview?.tile);
  const boxRef = useRef<HTMLDivElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // The painted board (off screen) and where it sits, read by every frame's copy.
  const cacheRef = useRef<HTMLCanvasElement | null>(null);
  const geom = useRef({ x0: 0, y0: 0, res: 1 });
  const blit = (v: { x: number; y: number; k: number }) => {
    if (canvasRef.current && cacheRef.current) blitBoard(canvasRef.current, cacheRef.current, v, geom.current.x0, geom.current.y0, geom.current.res);
  };
  const pz = useRef<PanZoomHandle | null>(null);
  // The tile the pending decision is about (its follower spots, or where the drawn tile is
  // shown): kept in view when the area shrinks. Read by the resize callback, so a ref.
  const focus = p.spotTile ?? p.preview ?? null;
  const keepRef = useRef<BoardRect | null>(null);
  keepRef.current = focus ? { x0: focus.x * 100, y0: focus.y * 100, x1: focus.x * 100 + 100, y1: focus.y * 100 + 100 } : null;

  useEffect(() => {
    const box = boxRef.current!;
    const r = box.getBoundingClientRect();
    const h = attachPanZoom(box, layerRef.current!, { k: 0.8, x: r.width / 2 - 40, y: r.height / 2 - 40 }, blit);
    pz.current = h;
    h.setOrigin(x0, y0);
    p.onReady?.(h);
    // The screen canvas follows the board area's size (window resize, side panel, the phone's
    // drawer, rotation), and the board keeps its middle in the middle, or pans as little as
    // it must to keep the decision's tile whole.
    const ro = typeof ResizeObserver !== 'undefined' ? new ResizeObserver(() => { h.resized(keepRef.current); blit(h.view()); }) : null;
    ro?.observe(box);
    return () => {
      ro?.disconnect();
      h.destroy();
    };
  }, []);

  const tileIndex = new Map<string, PlacedTile>();
  for (const t of p.tiles) tileIndex.set(`${t.x},${t.y}`, t);

  const click = (e: MouseEvent) => {
    if (pz.current?.dragged()) return;
    const el = (e.target as Element).closest('[data-cell],[data-spot],[data-ext-spot],[data-follower]');
    if (!el) return;
    const follower = el.getAttribute('data-follower');
    if (follower !== null) {
      p.onFollower?.(Number(follower), true);
      return;
    }
    const ext = el.getAttribute('data-ext-spot');
    if (ext !== null) {
      p.extSpots?.[Number(ext)]?.onPick();
      return;
    }
    const spot = el.getAttribute('data-spot');
    if (spot) {
      p.onSpot?.(spot as Location);
      return;
    }
    const [x, y] = el.getAttribute('data-cell')!.split(',').map(Number) as [number, number];
    p.onCell?.(x, y);
  };

  // Hovering a follower shows its feature; leaving it (to anything else) hides it again.
  const hovered = useRef<number | null>(null);
  const hover = (e: MouseEvent) => {
    const el = (e.target as Element).closest?.('[data-follower]');
    const i = el ? Number(el.getAttribute('data-follower')) : null;
    if (i === hovered.current) return;
    hovered.current = i;
    p.onFollower?.(i, false);
  };

  const followerEls = p.followers.map((f, i) => {
    const t = tileIndex.get(`${f.spot.x},${f.spot.y}`);
    const type = t && tileType(t.tile);
    if (!t || !type) return null;
    const [sx, sy] = spotFor(type, f.spot.at, t.rot);
    return (
      <g key={`f${i}`} transform={`translate(${f.spot.x * 100 + sx} ${f.spot.y * 100 + sy})`}>
        <Meeple index={i} color={playerColor(f.player)} laid={f.feature === 'field'} />
      </g>
    );
  });

  const spotTile = p.spotTile ? tileType(p.spotTile.tile) : undefined;
  const spotPoint = (sp: { x: number; y: number; at: Location }): [number, number] | null => {
    const t = tileIndex.get(`${sp.x},${sp.y}`);
    const type = t && tileType(t.tile);
    if (!t || !type) return null;
    const [sx, sy] = spotFor(type, sp.at, t.rot);
    return [sp.x * 100 + sx, sp.y * 100 + sy];
  };

  // The drawing covers every tile and target with two cells of margin; it lives in board
  // units (one tile = 100 px at zoom 1) and the layer's transform does the rest.
  const xs = [0, ...p.tiles.map((t) => t.x), ...(p.targets ?? []).map((t) => t.x)];
  const ys = [0, ...p.tiles.map((t) => t.y), ...(p.targets ?? []).map((t) => t.y)];
  const x0 = (Math.min(...xs) - 2) * 100;
  const y0 = (Math.min(...ys) - 2) * 100;
  const w = (Math.max(...xs) + 3) * 100 - x0;
  const h = (Math.max(...ys) + 3) * 100 - y0;
  // Before paint, so the layer never shows one frame at the old origin.
  useLayoutEffect(() => pz.current?.setOrigin(x0, y0), [x0, y0]);
  const res = canvasResolution(w, h);
  const tilesKey = p.tiles.map((t) => `${t.tile}${t.x},${t.y},${t.rot}`).join(';');
  useLayoutEffect(() => {
    if (typeof document === 'undefined') return;
    const cache = (cacheRef.current ??= document.createElement('canvas'));
    cache.width = Math.round(w * res);
    cache.height = Math.round(h * res);
    geom.current = { x0, y0, res };
    paintBoard(cache, p.tiles, x0, y0, res);
    if (pz.current) blit(pz.current.view());
  }, [tilesKey, x0, y0, res]);

  return (
    <div ref={boxRef} class="board-box" onClick={click as never} onMouseOver={hover as never}>
      <canvas ref={canvasRef} class="board-tiles" aria-hidden="true" />
      <div ref={layerRef} class="board-layer" style={{ width: `${w}px`, height: `${h}px` }}>

    <svg
      class="board"
      role="application"
      aria-label={p.label}
      data-tiles={p.tiles.length}
      width={w}
      height={h}
      viewBox={`${x0} ${y0} ${w} ${h}`}

    >
      <g>

        {p.highlight?.map(([x, y]) => (
          <rect key={`h${x},${y}`} x={x * 100 + 3} y={y * 100 + 3} width="94" height="94" class="highlight" />
        ))}
        {p.extent?.map(([x, y]) => (
          <rect key={`x${x},${y}`} x={x * 100 + 6} y={y * 100 + 6} width="88" height="88" class="extent" />
        ))}
        {p.scores?.flatMap((sc) => sc.cells).map(([x, y], i) => (
          <rect key={`sc${i}`} x={x * 100 + 3} y={y * 100 + 3} width="94" height="94" class="highlight scored" />
        ))}
        {p.last && <rect x={p.last.x * 100 + 1.5} y={p.last.y * 100 + 1.5} width="97" height="97" class="last" />}
        {p.targets?.map(({ x, y }) => (
          <rect key={`t${x},${y}`} x={x * 100 + 4} y={y * 100 + 4} width="92" height="92" rx="6" class="target" data-cell={`${x},${y}`} />
        ))}
        {p.preview && (
          <g class="preview" data-cell={`${p.preview.x},${p.preview.y}`}>
            <use
              href={`#tile-${p.preview.tile}`}
              width="100"
              height="100"
              transform={`translate(${p.preview.x * 100} ${p.preview.y * 100}) rotate(${p.preview.rot} 50 50)`}
            />
            <rect x={p.preview.x * 100 + 1} y={p.preview.y * 100 + 1} width="98" height="98" class="preview-frame" />
          </g>
        )}
        {followerEls}
        {p.bunny && (
          <g transform={`translate(${p.bunny.x * 100 + 80} ${p.bunny.y * 100 + 80})`}>
            <BunnyToken />
          </g>
        )}
        {spotTile &&
          p.spotTile &&
          p.spots?.map((s) => {
            const [sx, sy] = spotFor(spotTile, s.at, p.spotTile!.rot);
            const cx = p.spotTile!.x * 100 + sx;
            const cy = p.spotTile!.y * 100 + sy;
            const sel = p.selectedSpot === s.at;
            return (
              <g key={`s${s.at}`} data-spot={s.at} class={sel ? 'spot selected' : 'spot'}>
                <circle cx={cx} cy={cy} r="10" fill={sel ? p.spotColor ?? '#fff' : 'rgba(255,255,255,0.85)'} stroke="#222" stroke-width="2" />
                <text x={cx} y={cy + 4} text-anchor="middle" font-size="11" font-weight="bold" fill={sel ? '#fff' : '#222'}>
                  {s.key}
                </text>
              </g>
            );
          })}
        {p.laid?.map((sp, i) => {
          const pt = spotPoint(sp);
          return pt ? (
            <g key={`l${i}`} transform={`translate(${pt[0] + 12} ${pt[1] - 12})`}>
              <LaidBadge title={p.laidTitle ?? ''} />
            </g>
          ) : null;
        })}
        {p.marks?.map((m, i) => {
          const pt = spotPoint(m.spot);
          return pt ? (
            <g key={`m${i}`} transform={`translate(${pt[0] - 12 + (i % 3) * 5} ${pt[1] + 14})`}>
              <TieMark player={m.player} />
            </g>
          ) : null;
        })}
        {p.forced && <rect x={p.forced.x * 100 + 6} y={p.forced.y * 100 + 6} width="88" height="88" class="forced" />}
        {p.visited?.map(([x, y]) => (
          <g key={`v${x},${y}`} transform={`translate(${x * 100 + 50} ${y * 100 + 50})`}>
            <VisitedMark />
          </g>
        ))}
        {p.extSpots?.map((e, i) => {
          const t = tileIndex.get(`${e.spot.x},${e.spot.y}`);
          const type = t && tileType(t.tile);
          if (!t || !type) return null;
          const [sx, sy] = spotFor(type, e.spot.at, t.rot);
          const cx = e.spot.x * 100 + sx;
          const cy = e.spot.y * 100 + sy;
          return (
            <g key={`e${i}`} data-ext-spot={i} class={e.selected ? 'spot ext selected' : 'spot ext'}>
              <circle cx={cx} cy={cy} r="13" fill={e.selected ? '#f0a500' : 'rgba(255,255,255,0.6)'} stroke="#f0a500" stroke-width="3" />
              <text x={cx} y={cy + 4.5} text-anchor="middle" font-size="12" font-weight="bold" fill={e.selected ? '#fff' : '#222'}>
                {e.key}
              </text>
            </g>
          );
        })}
        {p.scores?.map((sc, k) => {
          // "+N" pills per player, in their colour, over the middle of the feature; a second
          // feature scored on the same tile gets its pills lower down. Sized in board units
          // large enough to read at the zoom a whole board is usually seen at.
          const [cx, cy] = labelCell(sc.cells);
          const widths = sc.gains.map((g) => 18 + 13 * String(g.points).length);
          const total = widths.reduce((a, b) => a + b + 2, -2);
          let x = cx * 100 + 50 - total / 2;
          const y = cy * 100 + 18 + (k % 3) * 34;
          return (
            <g key={`sl${k}`} class="score-label" data-testid="score-label">
              {sc.gains.map((g, j) => {
                const at = x;
                x += widths[j]! + 2;
                return (
                  <g key={g.player} transform={`translate(${at} ${y})`}>
                    <rect width={widths[j]} height="30" rx="15" fill={playerColor(g.player)} stroke="#fff" stroke-width="2.5" />
                    <text x={widths[j]! / 2} y="22" text-anchor="middle" font-size="22" font-weight="bold" fill={g.player === 2 ? '#222' : '#fff'}>
                      +{g.points}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
        {p.cursor && <rect x={p.cursor.x * 100} y={p.cursor.y * 100} width="100" height="100" class="cursor" />}
      </g>
    </svg>
      </div>
    </div>
  );
}
