/** The documented action keys are the declared ones (the tables are generated, see action-keys.ts). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { actionKeysMarkdown } from './action-keys.js';
import { rules } from './all.js';
import './index.js';

const root = new URL('../../../', import.meta.url);

describe('the action keys table', () => {
  const table = actionKeysMarkdown(rules.modules);

  it('lists every kind of every expansion, per card where a kind carries cards', () => {
    expect(table).toContain("| christmas-gift | `play` | `force` | `card`: string, `x`: int, `y`: int |");
    expect(table).toContain("| christmas-gift | `play` | `swap-road` | `card`: string, `spot`: spot, `spot2`: spot, `player2`?: int |");
    expect(table).toContain("| gifts | `open` | `change-position` | `card`: string, `spot`?: spot, `to`?: location |");
    expect(table).toContain('| festival | `return` | | `spot`: spot |');
    expect(table).toContain('| easter | `hop` | | `x`: int, `y`: int |');
  });

  it.each(['docs/record-format.md', 'packages/protocol/README.md'])('is what %s shows', (file) => {
    const text = readFileSync(new URL(file, root), 'utf8');
    expect(text, `${file}: regenerate the table with node packages/rules/scripts/print-action-keys.mjs`).toContain(table);
  });
});
