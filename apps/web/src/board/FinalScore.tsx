import type { GameEvent, PlayerView } from '@carc/rules';
import { breakdown } from '../game/describe.js';
import { t } from '../i18n/index.js';
import type { MessageKey } from '../i18n/index.js';
import { playerColor } from './colors.js';
import { ScoreChart } from './ScoreChart.js';

/** The final scoring broken down per player and category. */
export function FinalScore({ view, events }: { view: PlayerView; events: readonly GameEvent[] }) {
  const n = view.players.length;
  const b = breakdown(events, n);
  // Points the events do not explain (card effects scored mid-game, ...) keep the table's
  // rows adding up to the score list.
  const shown = view.players.map((_, i) => b.during[i]! + Object.values(b.final).reduce((s, c) => s + (c[i] ?? 0), 0));
  const other = view.players.map((_, i) => (view.scores[i] ?? 0) - shown[i]!);
  if (other.some((x) => x !== 0)) b.final.other = other;
  const cats = Object.keys(b.final).sort((a, c) => (a === 'other' ? 1 : c === 'other' ? -1 : a.localeCompare(c)));
  const best = Math.max(...view.scores);
  const winners = view.players.filter((_, i) => view.scores[i] === best);
  const catLabel = (c: string) =>
    ['city', 'road', 'field', 'cloister'].includes(c) ? t(`feature.${c}` as MessageKey) : c in { 'christmas-gift': 1, gifts: 1, festival: 1, easter: 1 } ? t(`exp.${c}` as MessageKey) : c === 'other' ? t('final.other') : c === 'bonus' ? t('final.bonus') : c;
  return (
    <section class="final" data-testid="final-score">
      <h2>{t('game.over')}</h2>
      <p class="winners">{t('game.winners', { names: winners.join(', ') })}</p>
      <table>
        <caption>{t('final.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('final.player')}</th>
            <th scope="col">{t('final.during')}</th>
            {cats.map((c) => (
              <th scope="col" key={c} title={c === 'other' ? t('final.otherHint') : undefined}>
                {catLabel(c)}
              </th>
            ))}
            <th scope="col">{t('final.total')}</th>
          </tr>
        </thead>
        <tbody>
          {view.players.map((name, i) => (
            <tr key={i}>
              <th scope="row">
                <span class="swatch" style={{ background: playerColor(i) }} /> {name}
              </th>
              <td>{b.during[i]}</td>
              {cats.map((c) => (
                <td key={c}>{b.final[c]![i]}</td>
              ))}
              <td>
                <strong>{view.scores[i]}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ScoreChart view={view} events={events} />
    </section>
  );
}
