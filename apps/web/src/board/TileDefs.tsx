/**
 * One <symbol> per tile type shown, drawn once; the pictures then place tiles with <use>. With 72+
 * tiles on the board this keeps the DOM small, which is what lets pan and zoom hold 60 fps.
 */
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';
import { ALL_TILES, type TileType } from '@carc/tiles';
import { signal } from '../i18n/signal.js';
import { tileShapes, type Shape } from './tileArt.js';

export const COLORS = {
  field: '#9cc46a',
  fieldDark: '#86b055',
  city: '#e2c58f',
  wall: '#8b6b3d',
  road: '#f6f1e4',
  roadEdge: '#6e5e45',
  roof: '#b8432f',
  pennant: '#2c5aa0',
};

function ShapeEl({ s }: { s: Shape }) {
  switch (s.kind) {
    case 'city':
      return <path d={s.d} fill={COLORS.city} stroke={COLORS.wall} stroke-width="3" stroke-linejoin="round" />;
    case 'road-edge':
      return <path d={s.d} fill="none" stroke={COLORS.roadEdge} stroke-width="11" />;
    case 'road':
      return <path d={s.d} fill="none" stroke={COLORS.road} stroke-width="7" />;
    case 'junction':
      return <rect x="41" y="41" width="18" height="18" rx="3" fill="#7d6a55" stroke="#4d3f30" stroke-width="1.5" />;
    case 'tunnel':
      return <path d="M40 56V48a10 10 0 0 1 20 0v8z" fill="#3c352c" />;
    case 'cloister':
      return (
        <g>
          <rect x="36" y="44" width="28" height="22" fill="#efe6d2" stroke="#5d4a36" stroke-width="1.5" />
          <path d="M32 46L50 30L68 46Z" fill={COLORS.roof} stroke="#5d2a1f" stroke-width="1.5" />
          <rect x="46" y="54" width="8" height="12" fill="#5d4a36" />
        </g>
      );
    case 'pennant': {
      const [x, y] = s.at!;
      return <path d={`M${x - 6} ${y - 6}h12v7l-6 6l-6-6z`} fill={COLORS.pennant} stroke="#fff" stroke-width="1.5" />;
    }
    case 'symbol':
      return <SymbolEl kind={s.symbol!} at={s.at!} />;
    default:
      return null;
  }
}

export function SymbolEl({ kind, at }: { kind: string; at: readonly [number, number] }) {
  const [x, y] = at;
  if (kind === 'festival') {
    // A small festival pavilion: striped tent with a flag.
    return (
      <g transform={`translate(${x - 10} ${y - 12})`}>
        <path d="M0 20L10 4L20 20Z" fill="#f3d34a" stroke="#8a5a12" stroke-width="1.5" />
        <path d="M10 4V20" stroke="#c0392b" stroke-width="3" />
        <path d="M10 4V-4l7 3l-7 3" fill="#c0392b" stroke="#8a2a1b" stroke-width="1" />
      </g>
    );
  }
  if (kind === 'nest') {
    return (
      <g transform={`translate(${x} ${y})`}>
        <ellipse rx="11" ry="6" cy="3" fill="#8a6236" stroke="#5a3d1e" stroke-width="1.5" />
        <ellipse rx="3.5" ry="4.5" cx="-4" cy="-1" fill="#f6c1d9" stroke="#7a4f63" stroke-width="0.8" />
        <ellipse rx="3.5" ry="4.5" cx="4" cy="-1" fill="#bfe3f5" stroke="#4f6d7a" stroke-width="0.8" />
      </g>
    );
  }
  // bunny
  return (
    <g transform={`translate(${x} ${y})`}>
      <ellipse rx="3" ry="8" cx="-3" cy="-10" fill="#fbfbf7" stroke="#555" stroke-width="1" />
      <ellipse rx="3" ry="8" cx="3" cy="-10" fill="#fbfbf7" stroke="#555" stroke-width="1" />
      <circle r="7" fill="#fbfbf7" stroke="#555" stroke-width="1.2" />
      <circle r="1.2" cx="-2.5" cy="-1" fill="#222" />
      <circle r="1.2" cx="2.5" cy="-1" fill="#222" />
    </g>
  );
}

export function TileArt({ tile }: { tile: TileType }) {
  return (
    <g>
      <rect width="100" height="100" fill={COLORS.field} />
      {tileShapes(tile).map((s, i) => (
        <ShapeEl key={i} s={s} />
      ))}
      <rect width="100" height="100" fill="none" stroke={COLORS.fieldDark} stroke-width="1" />
    </g>
  );
}

/**
 * The tile types some picture on screen has asked for (`useTileSymbol`). Symbols are drawn
 * for those only, and kept once drawn: a game screen starts with one or two, not the whole
 * set of more than fifty, which was most of its DOM and of its first render's work.
 */
const wanted = signal<ReadonlySet<string>>(new Set());

/** Makes sure the symbol of tile type `id` exists for a `<use href="#tile-…">` (the picture shows once it does). */
export function useTileSymbol(id: string | null | undefined): void {
  useLayoutEffect(() => {
    if (id && !wanted.get().has(id)) wanted.set(new Set([...wanted.get(), id]));
  }, [id]);
}

export function TileDefs() {
  const [ids, setIds] = useState(wanted.get());
  useEffect(() => {
    const stop = wanted.subscribe(setIds);
    // Pictures drawn in the same render asked before this subscription existed.
    setIds(wanted.get());
    return stop;
  }, []);
  return (
    <defs>
      {ALL_TILES.filter((t) => ids.has(t.id)).map((t) => (
        <symbol id={`tile-${t.id}`} key={t.id} viewBox="0 0 100 100" width="100" height="100">
          <TileArt tile={t} />
        </symbol>
      ))}
      <symbol id="meeple" viewBox="-10 -12 20 24" width="20" height="24">
        <path d="M0 -11a4 4 0 1 1 0.01 0M-3 -6h6l6 4l-2 3l-4-1l3 11h-5l-1-5l-1 5h-5l3-11l-4 1l-2-3z" />
      </symbol>
    </defs>
  );
}

/** A tile drawn stand-alone (the drawn tile in the side panel, the replay viewer). */
export function TileImage({ id, rot = 0, size = 96, label }: { id: string; rot?: number; size?: number; label?: string }) {
  useTileSymbol(id);
  return (
    <svg width={size} height={size} viewBox="0 0 100 100" role="img" aria-label={label ?? id} class="tile-image">
      <g transform={`rotate(${rot} 50 50)`}>
        <use href={`#tile-${id}`} width="100" height="100" />
      </g>
    </svg>
  );
}
