// Accessibility checks of the e2e screens with axe-core (@axe-core/playwright 4.13: 4.14
// needs Node 22). Every rule axe runs by default (WCAG 2.x A/AA and best practices) is
// checked; serious and critical violations fail the test, the rest are reported. The
// summary per screen is printed at the end of the run and kept in test-results/axe.json.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { resultsDir } from './harness.mjs';

const IMPACTS = ['critical', 'serious', 'moderate', 'minor'];
const FAILING = new Set(['critical', 'serious']);

/** One entry per checked screen, in the order of the run. */
const checked = [];

/** Runs axe on the page as it is now; fails on serious or critical violations. */
export async function checkA11y(page, screen) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map((v) => ({ id: v.id, impact: v.impact ?? 'minor', help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  checked.push({ screen, violations: found });
  writeFileSync(join(resultsDir, 'axe.json'), JSON.stringify(checked, null, 2));
  const bad = found.filter((v) => FAILING.has(v.impact));
  assert.deepEqual(
    bad.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.slice(0, 3).join(', ')}${v.nodes.length > 3 ? ', …' : ''})`),
    [],
    `axe: serious or critical violations on the ${screen} screen`,
  );
}

/** Violations per screen by impact (rules, and the elements they flag), then each rule that fired. */
export function printAxeSummary() {
  if (!checked.length) return;
  console.log('axe (violated rules per screen by impact; elements in brackets):');
  for (const { screen, violations } of checked) {
    const by = IMPACTS.map((i) => {
      const v = violations.filter((x) => x.impact === i);
      return `${i} ${v.length}${v.length ? ` [${v.reduce((n, x) => n + x.nodes.length, 0)}]` : ''}`;
    });
    console.log(`  ${screen}: ${by.join(', ')}`);
    for (const v of violations) console.log(`    ${v.impact} ${v.id}: ${v.help} — ${v.nodes.length} × ${v.nodes[0]}`);
  }
}
