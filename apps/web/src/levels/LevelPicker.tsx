import { t } from '../i18n/index.js';
import { levelExpansionsNote, levelExpect, levelName, PICKER_LEVELS } from './levels.js';

export interface LevelPickerProps {
  /** `''` or `human`: a person; else a level name. */
  value: string;
  /** The value that means a person plays the seat, and its label. */
  person: { value: string; label: string };
  onChange: (value: string) => void;
  label: string;
  testid: string;
  /** Any expansion is on: a level that has no step of its own there says which it plays like. */
  expansions?: boolean;
}

/**
 * Who plays a seat: a person, or a bot level from the ladder (weakest first, the random bot
 * last), with one line on what to expect from the chosen level under the list (and, with
 * expansions on, which level it plays like there when its own step is not measured there).
 */
export function LevelPicker(p: LevelPickerProps) {
  const bot = p.value !== p.person.value;
  const note = levelExpansionsNote(p.value, p.expansions ?? false);
  return (
    <span class="level-picker">
      <select value={p.value} aria-label={p.label} onChange={(e) => p.onChange((e.target as HTMLSelectElement).value)} data-testid={p.testid}>
        <option value={p.person.value}>{p.person.label}</option>
        <optgroup label={t('level.ladder')}>
          {PICKER_LEVELS.map((name) => (
            <option key={name} value={name}>
              {levelName(name)}
            </option>
          ))}
        </optgroup>
      </select>
      {bot && (
        <small class="level-expect muted" data-testid={`${p.testid}-expect`}>
          {levelExpect(p.value)}
          {note && (
            <>
              {' '}
              <span data-testid={`${p.testid}-expansions`}>{note}</span>
            </>
          )}
        </small>
      )}
    </span>
  );
}
