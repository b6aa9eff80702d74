import type { GameRecord } from '@carc/rules';
import { go } from '../app/route.js';
import { t } from '../i18n/index.js';

/**
 * "Analyse": keeps the game in the analysis database and opens its analysis screen. The
 * database module comes with the analysis's chunk (it needs the bots' version number), not
 * with the game screen's.
 */
export function AnalyseButton({ record }: { record: () => GameRecord }) {
  const open = async () => {
    const { putGame } = await import('./cache.js');
    go(`analysis/${await putGame(record())}`);
  };
  return (
    <button type="button" data-testid="analyse" onClick={() => void open()}>
      <ChartIcon /> {t('analysis.open')}
    </button>
  );
}

/** A rising line, as inline SVG: an emoji glyph is an empty box where no emoji font is installed. */
function ChartIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" class="step-icon">
      <path d="M1 12.5H13M2 10L5.5 6.5L8 8.5L12.5 3" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" />
    </svg>
  );
}
