import { playerColor } from '../board/colors.js';
import type { SeriesPoint } from './series.js';

export interface ChartProps {
  points: readonly SeriesPoint[];
  players: readonly string[];
  /** Which value to draw: expected final scores, or win chances (0..1, drawn as %). */
  value: 'scores' | 'win';
  /** The decisions of the game (x axis runs 0..total). */
  total: number;
  label: string;
}

const W = 600;
const H = 180;
const PAD = { l: 40, r: 10, t: 10, b: 22 };

/** A line per player over the game, as inline SVG (no chart library: a few polylines). */
export function Chart({ points, players, value, total, label }: ChartProps) {
  const top = value === 'win' ? 1 : Math.max(10, ...points.flatMap((p) => p.scores));
  const x = (i: number) => PAD.l + ((W - PAD.l - PAD.r) * i) / Math.max(1, total - 1);
  const y = (v: number) => PAD.t + (H - PAD.t - PAD.b) * (1 - v / top);
  const ticks = [0, 0.5, 1].map((f) => f * top);
  const fmt = (v: number) => (value === 'win' ? `${Math.round(v * 100)}%` : String(Math.round(v)));
  return (
    <svg class="analysis-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} data-testid={`chart-${value}`}>
      <title>{label}</title>
      {ticks.map((v) => (
        <g key={v}>
          <line x1={PAD.l} x2={W - PAD.r} y1={y(v)} y2={y(v)} stroke="#0002" />
          <text x={PAD.l - 4} y={y(v) + 4} text-anchor="end" font-size="11">
            {fmt(v)}
          </text>
        </g>
      ))}
      {players.map((name, p) => (
        <polyline
          key={p}
          class="series"
          data-player={p}
          fill="none"
          stroke={playerColor(p)}
          stroke-width="2"
          points={points.map((pt) => `${x(pt.index).toFixed(1)},${y(value === 'win' ? pt.win[p]! : pt.scores[p]!).toFixed(1)}`).join(' ')}
        >
          <title>{name}</title>
        </polyline>
      ))}
    </svg>
  );
}
