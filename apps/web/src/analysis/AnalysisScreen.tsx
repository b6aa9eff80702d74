import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { largestMistakes, type GameAnalysis } from '@carc/bots';
import type { GameRecord } from '@carc/rules';
import { playerColor } from '../board/colors.js';
import { t } from '../i18n/index.js';
import { useLang } from '../i18n/useLang.js';
import { getGame, getResult, putResult, type AnalysisBudget } from './cache.js';
import { Chart } from './Chart.js';
import { describeMove, signed } from './format.js';
import { MistakeBoard } from './MistakeBoard.js';
import { defaultThreads, runAnalysis, type WorkerLike } from './runner.js';
import { judged, lossByPlayer, seriesOf, type Judged } from './series.js';
import './analysis.css';

/** Budgets the user can pick: playouts of the search, and playouts valuing each compared move. */
export const LEVELS = {
  quick: { iterations: 150, playouts: 40, seed: 'analysis' },
  standard: { iterations: 600, playouts: 120, seed: 'analysis' },
  deep: { iterations: 2000, playouts: 400, seed: 'analysis' },
} as const satisfies Record<string, AnalysisBudget>;
export type Level = keyof typeof LEVELS;

const spawnWorker = (): WorkerLike => new Worker(new URL('./analysis.worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike;

type Phase =
  | { name: 'loading' }
  | { name: 'missing' }
  | { name: 'idle' }
  | { name: 'running'; done: number; total: number }
  | { name: 'cancelled' }
  | { name: 'error'; message: string }
  | { name: 'ready'; analysis: GameAnalysis };

export interface AnalysisScreenProps {
  id: string;
  /** Makes one analysis thread (tests run the task in-process). */
  spawn?: () => WorkerLike;
  threads?: number;
}

/**
 * The analysis of one finished game: runs it on Web Workers (cached per game and budget in
 * IndexedDB), then shows each player's expected score and win chance over the game, the
 * largest mistakes (choosing one shows the better move on the board) and every decision.
 */
export function AnalysisScreen({ id, spawn = spawnWorker, threads = defaultThreads(globalThis.navigator?.hardwareConcurrency) }: AnalysisScreenProps) {
  useLang();
  const [record, setRecord] = useState<GameRecord | null>(null);
  // null until the screen knows which budget to show: a cached one (deepest first), else standard.
  const [level, setLevel] = useState<Level | null>(null);
  const [phase, setPhase] = useState<Phase>({ name: 'loading' });
  const abort = useRef<AbortController | null>(null);

  const start = async (rec: GameRecord, budget: AnalysisBudget) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ name: 'running', done: 0, total: 0 });
    const r = await runAnalysis(rec, budget, { threads, spawn, signal: controller.signal, onProgress: (done, total) => setPhase({ name: 'running', done, total }) });
    if (abort.current !== controller) return;
    if (r.ok) {
      await putResult(id, budget, r.value);
      setPhase({ name: 'ready', analysis: r.value });
    } else setPhase(r.error.code === 'aborted' ? { name: 'cancelled' } : { name: 'error', message: r.error.message });
  };

  // Show the cached analysis of this budget, or run it.
  useEffect(() => {
    let live = true;
    void (async () => {
      const rec = record ?? (await getGame(id)) ?? null;
      if (!live) return;
      if (!rec) return setPhase({ name: 'missing' });
      setRecord(rec);
      if (level === null) {
        for (const k of ['deep', 'standard', 'quick'] as const) if (await getResult(id, LEVELS[k])) return live && setLevel(k);
        return live && setLevel('standard');
      }
      const cached = await getResult(id, LEVELS[level]);
      if (!live) return;
      if (cached) setPhase({ name: 'ready', analysis: cached });
      else void start(rec, LEVELS[level]);
    })();
    return () => {
      live = false;
    };
  }, [id, level]);
  useEffect(() => () => abort.current?.abort(), []);

  return (
    <section class="analysis" data-testid="analysis" data-phase={phase.name}>
      <h2>{t('analysis.title')}</h2>
      <div class="row">
        <label>
          {t('analysis.budget')}{' '}
          <select value={level ?? 'standard'} data-testid="analysis-level" onChange={(e) => setLevel((e.target as HTMLSelectElement).value as Level)} disabled={phase.name === 'running'}>
            {(Object.keys(LEVELS) as Level[]).map((k) => (
              <option value={k} key={k}>
                {t(`analysis.level.${k}`)}
              </option>
            ))}
          </select>
        </label>
        {phase.name === 'running' && (
          <button type="button" data-testid="analysis-cancel" onClick={() => abort.current?.abort()}>
            {t('analysis.cancel')}
          </button>
        )}
        {(phase.name === 'cancelled' || phase.name === 'error') && record && level && (
          <button type="button" class="primary" data-testid="analysis-start" onClick={() => void start(record, LEVELS[level])}>
            {t('analysis.start')}
          </button>
        )}
      </div>
      {phase.name === 'loading' && <p>…</p>}
      {phase.name === 'missing' && <p class="error">{t('analysis.missing')}</p>}
      {phase.name === 'cancelled' && <p data-testid="analysis-cancelled">{t('analysis.cancelled')}</p>}
      {phase.name === 'error' && (
        <p class="error" role="alert">
          {t('analysis.error', { msg: phase.message })}
        </p>
      )}
      {phase.name === 'running' && (
        <p>
          <progress data-testid="analysis-progress" max={Math.max(1, phase.total)} value={phase.done} aria-label={t('analysis.progress')} />{' '}
          {t('analysis.progressText', { done: phase.done, total: phase.total || '…' })}
        </p>
      )}
      {phase.name === 'ready' && record && <Results analysis={phase.analysis} record={record} />}
    </section>
  );
}

function Results({ analysis, record }: { analysis: GameAnalysis; record: GameRecord }) {
  const [chosen, setChosen] = useState<Judged | null>(null);
  const series = useMemo(() => seriesOf(analysis), [analysis]);
  const mistakes = useMemo(() => largestMistakes(analysis, 10), [analysis]);
  const losses = lossByPlayer(analysis);
  const total = analysis.decisions.length;
  const name = (p: number) => analysis.players[p] ?? String(p);
  return (
    <>
      <table class="analysis-summary">
        <thead>
          <tr>
            <th scope="col">{t('final.player')}</th>
            <th scope="col">{t('final.total')}</th>
            <th scope="col">{t('analysis.judged')}</th>
            <th scope="col">{t('analysis.lost')}</th>
          </tr>
        </thead>
        <tbody>
          {analysis.players.map((n, p) => (
            <tr key={p}>
              <th scope="row">
                <span class="swatch" style={{ background: playerColor(p) }} /> {n}
              </th>
              <td>{analysis.scores[p]}</td>
              <td>{losses[p]!.decisions}</td>
              <td>{losses[p]!.lost.toFixed(1)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t('analysis.scoreChart')}</h3>
      <Chart points={series} players={analysis.players} value="scores" total={total} label={t('analysis.scoreChart')} />
      <h3>{t('analysis.winChart')}</h3>
      <Chart points={series} players={analysis.players} value="win" total={total} label={t('analysis.winChart')} />
      <p class="hint">{t('analysis.explain')}</p>
      <h3>{t('analysis.mistakes')}</h3>
      {mistakes.length === 0 && <p>{t('analysis.noMistakes')}</p>}
      <ol class="mistakes" data-testid="mistakes">
        {mistakes.map((d) => (
          <li key={d.index}>
            <button type="button" class={chosen?.index === d.index ? 'link chosen' : 'link'} aria-pressed={chosen?.index === d.index} data-testid="mistake" onClick={() => setChosen(d)}>
              {t('analysis.mistake', {
                turn: d.move + 1,
                name: name(d.player),
                played: describeMove(d.played, d.playedValue.follower, d.playedValue.then),
                best: describeMove(d.best.action, d.best.follower, d.best.then),
                loss: d.loss.toFixed(1),
              })}
            </button>
          </li>
        ))}
      </ol>
      {chosen && <MistakeBoard key={chosen.index} record={record} decision={chosen} />}
      <details>
        <summary>{t('analysis.all', { n: judged(analysis).length })}</summary>
        <table class="analysis-decisions" data-testid="decisions">
          <thead>
            <tr>
              <th scope="col">{t('analysis.turn')}</th>
              <th scope="col">{t('final.player')}</th>
              <th scope="col">{t('analysis.played')}</th>
              <th scope="col">{t('analysis.best')}</th>
              <th scope="col">{t('analysis.loss')}</th>
            </tr>
          </thead>
          <tbody>
            {judged(analysis).map((d) => (
              <tr key={d.index} class={d.loss > 0 ? 'worse' : undefined}>
                <td>{d.move + 1}</td>
                <td>{name(d.player)}</td>
                <td>
                  {describeMove(d.played, d.playedValue.follower, d.playedValue.then)} ({signed(d.playedValue.margin)})
                </td>
                <td>
                  {describeMove(d.best.action, d.best.follower, d.best.then)} ({signed(d.best.margin)})
                </td>
                <td>{d.loss.toFixed(1)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}
