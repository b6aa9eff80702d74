/**
 * The exact keys of every expansion action, as a Markdown table generated from the modules'
 * declarations (`ExpansionModule.actions`). docs/record-format.md and the protocol README
 * carry this table; action-keys.test.ts fails when they drift from the code.
 * `node scripts/print-action-keys.mjs` prints it.
 */
import type { ExpansionModule, KeyTable } from './expansion.js';

function keyList(tables: readonly KeyTable[]): string {
  const parts: string[] = [];
  for (const t of tables) {
    for (const [k, spec] of Object.entries(t)) {
      const optional = spec.endsWith('?');
      parts.push(`\`${k}\`${optional ? '?' : ''}: ${optional ? spec.slice(0, -1) : spec}`);
    }
  }
  return parts.length ? parts.join(', ') : '(none)';
}

/** One row per action kind, and per card where a kind carries many cards. */
export function actionKeysMarkdown(modules: readonly ExpansionModule[]): string {
  const rows = ['| expansion | kind | card | keys besides `type`, `expansion`, `kind` |', '| --- | --- | --- | --- |'];
  for (const m of modules) {
    const id = m.id;
    for (const [kind, decl] of Object.entries(m.actions)) {
      if (!decl.cards) {
        rows.push(`| ${id} | \`${kind}\` | | ${keyList([decl.keys])} |`);
        continue;
      }
      for (const [card, keys] of Object.entries(decl.cards)) rows.push(`| ${id} | \`${kind}\` | \`${card}\` | ${keyList([decl.keys, keys])} |`);
    }
  }
  return rows.join('\n');
}
