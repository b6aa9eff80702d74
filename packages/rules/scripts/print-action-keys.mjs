// Prints the Markdown table of every expansion action's exact keys (src/action-keys.ts),
// for docs/record-format.md and the protocol README. Run after `pnpm build`.
import '../dist/index.js';
import { actionKeysMarkdown } from '../dist/action-keys.js';
import { rules } from '../dist/all.js';

process.stdout.write(`${actionKeysMarkdown(rules.modules)}\n`);
