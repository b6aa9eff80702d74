import { useState } from 'preact/hooks';
import type { ExpansionId } from '@carc/rules';
import { t } from '../i18n/index.js';
import type { MessageKey } from '../i18n/index.js';
import { useLang } from '../i18n/useLang.js';
import type { Seat, SeatKind } from '../game/localGame.js';
import { randomSeed } from '../game/ids.js';
import { saveGame } from '../storage/db.js';
import { go } from '../app/route.js';
import { LevelPicker } from '../levels/LevelPicker.js';
import { SETUP_EXPANSIONS } from './expansions.js';

const DEFAULT_NAMES = ['Ann', 'Ben', 'Cleo', 'Dirk', 'Eva'];

interface Draft {
  seats: Seat[];
  exps: ExpansionId[];
  seed: string;
}

// The form as the player left it: reading an expansion's help page and coming back keeps
// the seats, the ticks and the seed.
let draft: Draft | null = null;

export function Setup() {
  useLang();
  const [seats, setSeats] = useState<Seat[]>(draft?.seats ?? [
    { name: 'Ann', kind: 'human' },
    { name: 'Ben', kind: 'beginner' },
  ]);
  const [exps, setExps] = useState<ExpansionId[]>(draft?.exps ?? []);
  const [seed, setSeed] = useState(draft?.seed ?? randomSeed());
  const [error, setError] = useState<string | null>(null);
  draft = { seats, exps, seed };

  const update = (i: number, s: Partial<Seat>) => setSeats(seats.map((x, j) => (j === i ? { ...x, ...s } : x)));

  const start = async (e: Event) => {
    e.preventDefault();
    // The rules engine (and its WebAssembly core) comes with the game: this screen only shows a form.
    const [{ LocalGame }] = await Promise.all([
      // With the rules of the expansions ticked, and no others (../game/engines.ts).
      import('../game/localGame.js').then((m) => m.ensureEngine(exps).then(() => m)),
      import('../game/rulesReady.js').then((r) => r.ensureRules()),
    ]);
    const g = LocalGame.create({ seats, expansions: exps, options: {}, seed });
    if (!('state' in g)) {
      setError(g.message);
      return;
    }
    await saveGame(g.snapshot());
    draft = null;
    go(`/game/${g.id}`);
  };

  return (
    <form class="setup" onSubmit={start}>
      <h1>{t('setup.title')}</h1>
      <fieldset>
        <legend>{t('setup.players')}</legend>
        {seats.map((s, i) => (
          <div class="seat" key={i}>
            <label class="seat-name">
              <span class="sr-only">{t('setup.seat', { n: i + 1 })} {t('setup.name')}</span>
              <input value={s.name} maxLength={32} required onInput={(e) => update(i, { name: (e.target as HTMLInputElement).value })} data-testid={`seat-name-${i}`} />
            </label>
            <LevelPicker
              value={s.kind}
              person={{ value: 'human', label: t('seat.human') }}
              label={t('setup.seat', { n: i + 1 })}
              onChange={(kind: SeatKind) => update(i, { kind })}
              testid={`seat-kind-${i}`}
              expansions={exps.length > 0}
            />
            {seats.length > 1 && (
              <button
                type="button"
                class="link remove"
                title={`${t('setup.remove')} ${s.name}`}
                aria-label={`${t('setup.remove')} ${s.name}`}
                onClick={() => setSeats(seats.filter((_, j) => j !== i))}
                data-testid={`seat-remove-${i}`}
              >
                ✕
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
      <fieldset class="expansions">
        <legend>{t('setup.expansions')}</legend>
        {SETUP_EXPANSIONS.map((x) => {
          const name = t(`exp.${x}` as MessageKey);
          return (
            <div key={x} class="expansion">
              <label class="check">
                <input
                  type="checkbox"
                  checked={exps.includes(x)}
                  aria-describedby={`exp-line-${x}`}
                  onChange={(e) => setExps((e.target as HTMLInputElement).checked ? [...exps, x] : exps.filter((y) => y !== x))}
                />{' '}
                {name}
              </label>
              <p class="exp-line" id={`exp-line-${x}`} data-testid={`exp-line-${x}`}>
                {t(`exp.${x}.line` as MessageKey)}{' '}
                <a href={`#/help/${x}`} data-testid={`exp-help-${x}`}>
                  {t('setup.expHelp', { name })}
                </a>
              </p>
            </div>
          );
        })}
      </fieldset>
      <label class="seed">
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
