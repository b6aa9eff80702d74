import { useEffect, useMemo, useState } from 'preact/hooks';
import { parseRecord, replay, view, type GameEvent, type GameRecord } from '@carc/rules';
import { GameTable } from '../board/GameTable.js';
import { t } from '../i18n/index.js';
import { useLang } from '../i18n/useLang.js';
import { replayEvents } from './replayEvents.js';

/** ◀ / ▶, with a bar for first / last: inline SVG, since not every font has ⏮ and ⏭. */
function StepIcon({ dir, end = false }: { dir: 1 | -1; end?: boolean }) {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" class="step-icon">
      <g transform={dir < 0 ? 'translate(14 0) scale(-1 1)' : undefined}>
        <path d={end ? 'M2 2L9 7L2 12Z' : 'M3 2L11 7L3 12Z'} fill="currentColor" />
        {end && <rect x="10" y="2" width="2.5" height="10" fill="currentColor" />}
      </g>
    </svg>
  );
}
import { AnalyseButton } from '../analysis/AnalyseButton.js';

/**
 * Steps through a carc-record/1 file. Each position is the record cut after move i and
 * replayed by the engine, so what is shown is exactly what `replay` computes.
 */
export function ReplayScreen({ room }: { room?: string } = {}) {
  useLang();
  const [record, setRecord] = useState<GameRecord | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [i, setI] = useState(0);
  const [loading, setLoading] = useState(!!room);

  // A finished online game's permanent link (#/replay/<room>): its log, from the room or,
  // once the room is gone, from the archive; the record inside it is what is replayed.
  useEffect(() => {
    if (!room) return;
    let live = true;
    void (async () => {
      try {
        const res = await fetch(`/api/rooms/${room}/log`);
        const body = (await res.json()) as { record?: unknown; error?: { message?: string } };
        if (!res.ok) throw new Error(body.error?.message ?? `HTTP ${res.status}`);
        const parsed = parseRecord(body.record);
        if (!parsed.ok) throw new Error(`${parsed.error.path}: ${parsed.error.message}`);
        if (!live) return;
        setRecord(parsed.value);
        setI(parsed.value.moves.length);
        setError(null);
      } catch (err) {
        if (live) setError(t('replay.error', { msg: (err as Error).message }));
      } finally {
        if (live) setLoading(false);
      }
    })();
    return () => {
      live = false;
    };
  }, [room]);

  const open = async (e: Event) => {
    const file = (e.target as HTMLInputElement).files?.[0];
    if (!file) return;
    try {
      const parsed = parseRecord(JSON.parse(await file.text()));
      if (!parsed.ok) throw new Error(`${parsed.error.path}: ${parsed.error.message}`);
      setRecord(parsed.value);
      setI(parsed.value.moves.length);
      setError(null);
    } catch (err) {
      setError(t('replay.error', { msg: (err as Error).message }));
    }
  };

  // The whole game's events, played again once per record: the log, the chart and the
  // final breakdown read them (a record holds only moves).
  const full = useMemo(() => (record ? replayEvents(record) : null), [record]);

  const at = useMemo(() => {
    if (!record) return null;
    const cut = { ...record, moves: record.moves.slice(0, i), ...(i < record.moves.length ? { final: [] } : {}) };
    const r = replay(cut);
    if (!r.ok) return { error: r.error.message };
    // Without the events (a record the search gave up on) the log lists the placements.
    const events: GameEvent[] = full
      ? full.events.slice(0, full.at[i])
      : record.moves.slice(0, i).map((m, k) => ({ type: 'tilePlaced', player: k % record.players.length, tile: m.tile, x: m.x, y: m.y, rot: m.rot }));
    return { view: view(r.value.state, null), events };
  }, [record, full, i]);

  const n = record?.moves.length ?? 0;
  return (
    <div class="replay">
      <div class="row">
        <label class="button">
          {t('replay.open')}
          <input type="file" accept=".json,application/json" class="sr-only" onChange={open} data-testid="replay-file" />
        </label>
        {record && (
          <>
            <button type="button" onClick={() => setI(0)} disabled={i === 0} data-testid="replay-first">
              <StepIcon dir={-1} end /> {t('replay.first')}
            </button>
            <button type="button" onClick={() => setI(Math.max(0, i - 1))} disabled={i === 0} data-testid="replay-prev">
              <StepIcon dir={-1} /> {t('replay.prev')}
            </button>
            <span data-testid="replay-pos">{t('replay.move', { i, n })}</span>
            <button type="button" onClick={() => setI(Math.min(n, i + 1))} disabled={i === n} data-testid="replay-next">
              {t('replay.next')} <StepIcon dir={1} />
            </button>
            <button type="button" onClick={() => setI(n)} disabled={i === n} data-testid="replay-last">
              {t('replay.last')} <StepIcon dir={1} end />
            </button>
            <AnalyseButton record={() => record} />
          </>
        )}
      </div>
      {loading && <p role="status">{t('turns.loadingReplay')}</p>}
      {error && <p class="error" role="alert">{error}</p>}
      {at && 'error' in at && <p class="error">{at.error}</p>}
      {at && 'view' in at && at.view && <GameTable view={at.view} legal={null} events={at.events} />}
    </div>
  );
}
