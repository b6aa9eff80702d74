import type { PlayerView } from '@carc/rules';
import { t } from '../i18n/index.js';
import { TileImage } from './TileDefs.js';
import { tilesLeftByType } from './tilesLeft.js';

/** A collapsible panel of the tiles still to come, one picture per type with its count. */
export function TilesLeft({ view }: { view: PlayerView }) {
  const left = tilesLeftByType(view);
  if (!left || view.finished) return null;
  return (
    <details class="tiles-left" data-testid="tiles-by-type">
      <summary>{t('tilesLeft.title')}</summary>
      <ul>
        {[...left].map(([id, n]) => (
          <li key={id} data-tile={id}>
            <TileImage id={id} size={36} label={id} />
            <span>×{n}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
