import { useState } from 'preact/hooks';
import { EXPANSION_IDS, type ExpansionId } from '@carc/rules';
import { t } from '../i18n/index.js';
import type { MessageKey } from '../i18n/index.js';
import { useLang } from '../i18n/useLang.js';
import { LocalGame, randomSeed, type Seat, type SeatKind } from '../game/localGame.js';
import { saveGame } from '../storage/db.js';
import { go } from '../app/route.js';
import { LevelPicker } from '../levels/LevelPicker.js';

const DEFAULT_NAMES = ['Ann', 'Ben', 'Cleo', 'Dirk', 'Eva'];

export function Setup() {
  useLang();
  const [seats, setSeats] = useState<Seat[]>([
    { name: 'Ann', kind: 'human' },
    { name: 'Ben', kind: 'beginner' },
  ]);
  const [exps, setExps] = useState<ExpansionId[]>([]);
  const [seed, setSeed] = useState(randomSeed());
  const [error, setError] = useState<string | null>(null);

  const update = (i: number, s: Partial<Seat>) => setSeats(seats.map((x, j) => (j === i ? { ...x, ...s } : x)));

  const start = async (e: Event) => {
    e.preventDefault();
    const g = LocalGame.create({ seats, expansions: exps, options: {}, seed });
    if (!('state' in g)) {
      setError(g.message);
      return;
    }
    await saveGame(g.snapshot());
    go(`/game/${g.id}`);
  };

  return (
    <form class="setup" onSubmit={start}>
      <h1>{t('setup.title')}</h1>
      <fieldset>
        <legend>{t('setup.players')}</legend>
        {seats.map((s, i) => (
          <div class="seat" key={i}>
            <label>
              <span class="sr-only">{t('setup.seat', { n: i + 1 })} {t('setup.name')}</span>
              <input value={s.name} maxLength={32} required onInput={(e) => update(i, { name: (e.target as HTMLInputElement).value })} data-testid={`seat-name-${i}`} />
            </label>
            <LevelPicker
              value={s.kind}
              person={{ value: 'human', label: t('seat.human') }}
              label={t('setup.seat', { n: i + 1 })}
              onChange={(kind: SeatKind) => update(i, { kind })}
              testid={`seat-kind-${i}`}
            />
            {seats.length > 1 && (
              <button type="button" class="link" onClick={() => setSeats(seats.filter((_, j) => j !== i))}>
                {t('setup.remove')}
              </button>
            )}
          </div>
        ))}
        {seats.length < 5 && (
          <button
            type="button"
            onClick={() => setSeats([...seats, { name: DEFAULT_NAMES[seats.length] ?? `P${seats.length + 1}`, kind: 'random' }])}
            data-testid="add-seat"
          >
            + {t('setup.add')}
          </button>
        )}
      </fieldset>
      <fieldset>
        <legend>{t('setup.expansions')}</legend>
        {EXPANSION_IDS.map((x) => (
          <label key={x} class="check">
            <input
              type="checkbox"
              checked={exps.includes(x)}
              onChange={(e) => setExps((e.target as HTMLInputElement).checked ? [...exps, x] : exps.filter((y) => y !== x))}
            />{' '}
            {t(`exp.${x}` as MessageKey)}
          </label>
        ))}
      </fieldset>
      <label>
        {t('setup.seed')} <input value={seed} onInput={(e) => setSeed((e.target as HTMLInputElement).value)} data-testid="seed" />
      </label>
      {error && <p class="error" role="alert">{error}</p>}
      <div class="row">
        <a class="button" href="#/">
          {t('setup.back')}
        </a>
        <button type="submit" class="primary" data-testid="start">
          {t('setup.start')}
        </button>
      </div>
    </form>
  );
}
