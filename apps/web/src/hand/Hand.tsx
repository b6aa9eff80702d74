import type { PlayerView } from '@carc/rules';
import { t } from '../i18n/index.js';

/**
 * The viewer's private expansion components (gift and Christmas cards, eggs). The engine's
 * per-expansion `own` slice is shown as it comes: each expansion module decides its shape,
 * and cards are listed by their ids until they get pictures of their own.
 */
export function Hand({ view }: { view: PlayerView }) {
  const entries = Object.entries(view.own).filter(([, v]) => v !== undefined && v !== null);
  const pub = Object.entries(view.ext).filter(([, v]) => v !== undefined && v !== null);
  if (!entries.length && !pub.length) return null;
  return (
    <section class="hand" aria-label={t('game.hand')}>
      {entries.length > 0 && <h2>{t('game.hand')}</h2>}
      {entries.map(([exp, v]) => (
        <div key={exp} class="hand-exp">
          <h3>{t(`exp.${exp}` as never)}</h3>
          <Cards value={v} />
        </div>
      ))}
      {pub.map(([exp, v]) => (
        <details key={`p${exp}`} class="ext-public">
          <summary>{t(`exp.${exp}` as never)}</summary>
          <pre>{JSON.stringify(v, null, 1)}</pre>
        </details>
      ))}
    </section>
  );
}

function Cards({ value }: { value: unknown }) {
  const list = Array.isArray(value)
    ? value
    : typeof value === 'object' && value
      ? Object.values(value as Record<string, unknown>).find(Array.isArray) ?? [value]
      : [value];
  return (
    <ul class="cards">
      {(list as unknown[]).map((c, i) => (
        <li key={i} class="card">
          {typeof c === 'string' ? c : JSON.stringify(c)}
        </li>
      ))}
    </ul>
  );
}
