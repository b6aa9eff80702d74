import type { GameEvent, PlayerView } from '@carc/rules';
import { breakdown } from '../game/describe.js';
import { t } from '../i18n/index.js';
import type { MessageKey } from '../i18n/index.js';
import { playerColor } from './colors.js';

/** The final scoring broken down per player and category. */
export function FinalScore({ view, events }: { view: PlayerView; events: readonly GameEvent[] }) {
  const n = view.players.length;
  const b = breakdown(events, n);
  const cats = Object.keys(b.final).sort();
  const best = Math.max(...view.scores);
  const winners = view.players.filter((_, i) => view.scores[i] === best);
  const catLabel = (c: string) => (c === 'bonus' ? 'bonus' : t(`feature.${c}` as MessageKey));
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
              <th scope="col" key={c}>
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
    </section>
  );
}
