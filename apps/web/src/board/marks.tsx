/**
 * The board's markers, drawn around (0, 0): the board places them with a transform, and
 * the legend draws the very same shapes, so the help page never shows a symbol that looks
 * different from the one on the table.
 */
import { playerColor } from './colors.js';

/** A follower: standing on a city, road or cloister; lying down as a farmer. */
export function Meeple({ color, laid, index }: { color: string; laid: boolean; index?: number }) {
  return (
    <g transform={`scale(1.35)${laid ? ' rotate(90)' : ''}`} class="meeple" data-follower={index}>
      <circle cy="-7" r="4.2" fill={color} stroke="#fff" stroke-width="1.3" />
      <path
        d="M-9 -1.5L-4 -3.5H4L9 -1.5L8 2L4 1L6.5 10H1.5L0 5L-1.5 10H-6.5L-4 1L-8 2Z"
        fill={color}
        stroke="#fff"
        stroke-width="1.3"
        stroke-linejoin="round"
      />
    </g>
  );
}

/** The Easter bunny figure. */
export function BunnyToken() {
  return (
    <g class="bunny-token">
      <circle r="13" fill="#f6e6ef" stroke="#7a4f63" stroke-width="2" />
      <ellipse rx="2.6" ry="6.5" cx="-3" cy="-6" fill="#fff" stroke="#555" stroke-width="1" />
      <ellipse rx="2.6" ry="6.5" cx="3" cy="-6" fill="#fff" stroke="#555" stroke-width="1" />
      <circle r="5.5" cy="3" fill="#fff" stroke="#555" stroke-width="1" />
    </g>
  );
}

/** Christmas Gift: the followers of this feature are laid down (CG-12). */
export function LaidBadge({ title }: { title: string }) {
  return (
    <g class="laid-badge">
      <title>{title}</title>
      <rect x="-9" y="-5" width="18" height="10" rx="5" fill="#555" stroke="#fff" stroke-width="1.5" />
      <path d="M-5 0h10" stroke="#fff" stroke-width="2" />
    </g>
  );
}

/** Christmas Gift tie mark: a diamond in the owner's colour. */
export function TieMark({ player }: { player: number }) {
  return <path d="M0 0l5 -6l5 6l-5 6z" fill={playerColor(player)} stroke="#fff" stroke-width="1.5" class="tie-mark" />;
}

/** A square the bunny already visited in this Easter Bunny phase (EA-1), 40 units across. */
export function VisitedMark() {
  return <rect x="-20" y="-20" width="40" height="40" rx="20" class="visited" />;
}
