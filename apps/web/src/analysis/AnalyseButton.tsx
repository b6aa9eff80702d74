import type { GameRecord } from '@carc/rules';
import { go } from '../app/route.js';
import { t } from '../i18n/index.js';
import { putGame } from './cache.js';

/** "Analyse": keeps the game in the analysis database and opens its analysis screen. */
export function AnalyseButton({ record }: { record: () => GameRecord }) {
  return (
    <button type="button" data-testid="analyse" onClick={() => void putGame(record()).then((key) => go(`analysis/${key}`))}>
      📈 {t('analysis.open')}
    </button>
  );
}
