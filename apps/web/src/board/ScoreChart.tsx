import type { GameEvent, PlayerView } from '@carc/rules';
import { t } from '../i18n/index.js';
import { useLang } from '../i18n/useLang.js';
import { describeEvent } from '../game/describe.js';
import { scoreTimeline } from '../game/scoreTimeline.js';
import { playerColor } from './colors.js';

const W = 400;
const H = 190;
const PAD = { l: 34, r: 10, t: 10, b: 26 };

/**
 * Score over time, one line per player in their colour, a dot on the line at every scoring
 * (its sentence from the log as the dot's title), and the final scoring's step marked.
 */
export function ScoreChart({ view, events }: { view: PlayerView; events: readonly GameEvent[] }) {
  const l = useLang();
  const n = view.players.length;
  const tl = scoreTimeline(events, n);
  const steps = Math.max(1, ...tl.series.map((s) => s.length - 1));
  const top = Math.max(10, ...tl.series.flat());
  const x = (step: number) => PAD.l + (step / steps) * (W - PAD.l - PAD.r);
  const y = (pts: number) => H - PAD.b - (pts / top) * (H - PAD.t - PAD.b);
  const ticks = [0, Math.round(top / 2), top];
  return (
    <figure class="score-chart" data-testid="score-chart">
      <figcaption>{t('chart.title')}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('chart.summary', { turns: steps, names: view.players.map((p, i) => `${p} ${view.scores[i]}`).join(', ') })}>
        {ticks.map((v) => (
          <g key={v}>
            <line x1={PAD.l} x2={W - PAD.r} y1={y(v)} y2={y(v)} stroke="#0002" />
            <text x={PAD.l - 4} y={y(v) + 4} text-anchor="end" font-size="11" fill="#6d6250">
              {v}
            </text>
          </g>
        ))}
        <text x={(W + PAD.l) / 2} y={H - 6} text-anchor="middle" font-size="11" fill="#6d6250">
          {t('chart.turns')}
        </text>
        {tl.finalStep !== null && (
          <g>
            <line x1={x(tl.finalStep)} x2={x(tl.finalStep)} y1={PAD.t} y2={H - PAD.b} stroke="#b9a67a" stroke-dasharray="4 3" />
            <text x={x(tl.finalStep) - 3} y={PAD.t + 10} text-anchor="end" font-size="11" fill="#6d6250">
              {t('chart.final')}
            </text>
          </g>
        )}
        {tl.series.map((s, p) => (
          <polyline key={p} class="chart-line" points={s.map((v, i) => `${x(i)},${y(v)}`).join(' ')} fill="none" stroke={playerColor(p)} stroke-width="2.5" stroke-linejoin="round" />
        ))}
        {tl.marks.map((m, i) => (
          <circle key={i} class="chart-event" cx={x(m.step)} cy={y(m.total)} r="4" fill={playerColor(m.player)} stroke="#fff" stroke-width="1.5">
            <title>{`${describeEvent(l, m.event, view.players) ?? ''} (${view.players[m.player]} +${m.points})`}</title>
          </circle>
        ))}
      </svg>
    </figure>
  );
}
