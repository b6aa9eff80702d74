/**
 * What every symbol and badge on the table means. Each entry is drawn with the board's own
 * shapes (marks.tsx, the tile art's symbols), so the legend cannot drift from the board.
 */
import type { ComponentChildren } from 'preact';
import { t, type MessageKey } from '../i18n/index.js';
import { BunnyToken, LaidBadge, Meeple, TieMark, VisitedMark } from './marks.js';
import { SymbolEl } from './TileDefs.js';
import { playerColor } from './colors.js';

function Icon({ children }: { children: ComponentChildren }) {
  return (
    <svg width="44" height="44" viewBox="-30 -30 60 60" aria-hidden="true" class="legend-icon">
      <rect x="-30" y="-30" width="60" height="60" rx="6" fill="#9cc46a" />
      {children}
    </svg>
  );
}

const ENTRIES: { key: MessageKey; icon: ComponentChildren }[] = [
  { key: 'legend.target', icon: <rect x="-24" y="-24" width="48" height="48" rx="4" class="legend-target" /> },
  { key: 'legend.last', icon: <rect x="-26" y="-26" width="52" height="52" fill="none" stroke="#fff" stroke-width="3" /> },
  {
    key: 'legend.scored',
    icon: (
      <g>
        <rect x="-27" y="-27" width="54" height="54" fill="rgba(255,230,90,0.45)" stroke="#e9b600" stroke-width="3" />
        <rect x="-16" y="-11" width="32" height="22" rx="11" fill={playerColor(0)} stroke="#fff" stroke-width="2" />
        <text y="5" text-anchor="middle" font-size="14" font-weight="bold" fill="#fff">+4</text>
      </g>
    ),
  },
  { key: 'legend.extent', icon: <rect x="-24" y="-24" width="48" height="48" fill="rgba(120,200,255,0.28)" stroke="#1e6fb8" stroke-width="3" stroke-dasharray="6 4" /> },
  { key: 'legend.follower', icon: <Meeple color={playerColor(0)} laid={false} /> },
  { key: 'legend.farmer', icon: <Meeple color={playerColor(1)} laid={true} /> },
  {
    key: 'legend.spot',
    icon: (
      <g>
        <circle r="10" fill="rgba(255,255,255,0.85)" stroke="#222" stroke-width="2" />
        <text y="4" text-anchor="middle" font-size="11" font-weight="bold">1</text>
      </g>
    ),
  },
  { key: 'legend.circled', icon: <circle r="13" fill="rgba(255,255,255,0.6)" stroke="#f0a500" stroke-width="3" /> },
  { key: 'legend.festival', icon: <SymbolEl kind="festival" at={[0, 4]} /> },
  { key: 'legend.nest', icon: <SymbolEl kind="nest" at={[0, 0]} /> },
  { key: 'legend.bunnyTile', icon: <SymbolEl kind="bunny" at={[0, 6]} /> },
  { key: 'legend.bunny', icon: <BunnyToken /> },
  { key: 'legend.visited', icon: <VisitedMark /> },
  { key: 'legend.eggs', icon: <text y="8" text-anchor="middle" font-size="24" fill="#7a4f63">◖</text> },
  { key: 'legend.laid', icon: <g transform="scale(2)"><LaidBadge title="" /></g> },
  { key: 'legend.tie', icon: <g transform="translate(-10 0) scale(2)"><TieMark player={2} /></g> },
  { key: 'legend.forced', icon: <rect x="-24" y="-24" width="48" height="48" class="legend-forced" /> },
  { key: 'legend.supply', icon: <text y="9" text-anchor="middle" font-size="26">♟</text> },
];

/** The legend as a list: used on the help page and in the game screen's help panel. */
export function Legend() {
  return (
    <section class="legend" data-testid="legend" aria-labelledby="legend-title">
      <h2 id="legend-title">{t('legend.title')}</h2>
      <ul>
        {ENTRIES.map((e) => (
          <li key={e.key}>
            <Icon>{e.icon}</Icon>
            <span>{t(e.key)}</span>
          </li>
        ))}
      </ul>
      <p>
        <a href="#/tiles" data-testid="gallery-link">
          {t('legend.gallery')}
        </a>
      </p>
    </section>
  );
}
