/**
 * The plug-in boundary (README, "Writing an expansion module"). An expansion's code imports
 * the kit (kit.ts, expansion.ts, types.ts), its own folder, the card piles the card
 * expansions share (expansions/cards/) and @carc/tiles: nothing else of the base, so the
 * base's board arrays, pipeline and records can change without touching a module. And the
 * base names no expansion: only the table (expansions/index.ts, index.ts) lists them, and
 * of the base only the entry points (index.ts, all.ts) import the table, which makes the
 * package's types (`Action`, `ExpansionId`, ...) and its all-expansions engine. No source
 * file imports itself through others (no import circles, type imports included).
 *
 * Read from every source file's import and export-from declarations and import() calls
 * (TypeScript's parser, no type checking). Tests, and the test/ folder of an expansion,
 * may import what a test needs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { posix } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));
/** The kit: the only files of the base an expansion may import. */
const KIT = ['kit.ts', 'expansion.ts', 'types.ts'];
const TABLE = ['index.ts', 'expansions/index.ts'];
/** The base files that may import the table: the entry points that instantiate it. */
const ENTRIES = ['index.ts', 'all.ts'];
const CARDS = 'expansions/cards/';
const PACKAGES = ['@carc/tiles'];

/** Every .ts file under src/, as a path relative to src/ with forward slashes. */
function sourceFiles(dir = ''): string[] {
  const out: string[] = [];
  for (const e of readdirSync(posix.join(SRC, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...sourceFiles(rel));
    else if (e.name.endsWith('.ts')) out.push(rel);
  }
  return out;
}

function isTestCode(file: string): boolean {
  return /\.(test|bench)\.ts$/.test(file) || file.split('/').includes('test');
}

/** The module specifiers `text` imports or re-exports, in order. */
function specifiers(file: string, text: string): string[] {
  const src = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
  const out: string[] = [];
  const visit = (n: ts.Node): void => {
    if ((ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) && n.moduleSpecifier && ts.isStringLiteral(n.moduleSpecifier)) out.push(n.moduleSpecifier.text);
    if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword && n.arguments[0] && ts.isStringLiteral(n.arguments[0])) out.push(n.arguments[0].text);
    ts.forEachChild(n, visit);
  };
  visit(src);
  return out;
}

/** The src/-relative .ts file a relative specifier names, or the specifier itself for a package. */
function target(file: string, spec: string): string {
  if (!spec.startsWith('.')) return spec;
  return posix.normalize(posix.join(posix.dirname(file), spec)).replace(/\.js$/, '.ts');
}

/** The expansion folder a file belongs to ('cards' for the shared piles), or null for the base and the table. */
function expansionOf(file: string): string | null {
  const m = /^expansions\/([^/]+)\//.exec(file);
  return m ? m[1]! : null;
}

/** Why `file` may not import `spec`, or null when it may. */
function problem(file: string, spec: string): string | null {
  if (isTestCode(file) || TABLE.includes(file)) return null;
  const to = target(file, spec);
  const own = expansionOf(file);
  if (own === null) {
    if (to === 'expansions/index.ts' && !ENTRIES.includes(file)) return 'the base imports the table (only the entry points index.ts and all.ts do)';
    const named = expansionOf(to);
    return named !== null && named !== 'cards' ? `the base names the expansion ${named}` : null;
  }
  if (!spec.startsWith('.')) return PACKAGES.includes(spec) ? null : `an expansion imports ${spec}`;
  if (KIT.includes(to) || to.startsWith(`expansions/${own}/`) || to.startsWith(CARDS)) return null;
  return `an expansion reaches past the kit to ${to}`;
}

function violations(file: string, text: string): string[] {
  return specifiers(file, text).flatMap((spec) => {
    const why = problem(file, spec);
    return why ? [`${file} imports '${spec}': ${why}`] : [];
  });
}

/**
 * The import circles among `files` (each a list of files that reach one another through
 * their relative imports, sorted), by Tarjan's strongly connected components.
 */
function circles(files: ReadonlyMap<string, string>): string[][] {
  const next = new Map<string, string[]>();
  for (const [f, text] of files) next.set(f, specifiers(f, text).filter((s) => s.startsWith('.')).map((s) => target(f, s)).filter((t) => files.has(t)));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const out: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of next.get(v)!) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const c: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        c.push(w);
      } while (w !== v);
      if (c.length > 1 || next.get(v)!.includes(v)) out.push(c.sort());
    }
  };
  for (const f of files.keys()) if (!index.has(f)) visit(f);
  return out;
}

describe('no import circles', () => {
  it('among the source files (tests left out), type imports included', () => {
    const files = new Map(sourceFiles().filter((f) => !isTestCode(f)).map((f) => [f, readFileSync(posix.join(SRC, f), 'utf8')] as const));
    expect(files.size).toBeGreaterThan(40);
    expect(circles(files)).toEqual([]);
  });

  it('finds a circle, type imports and re-exports included (the check itself can fail)', () => {
    const files = new Map([
      ['types.ts', "import type { Table } from './expansions/index.js';"],
      ['expansions/index.ts', "export * from './gifts/index.js';"],
      ['expansions/gifts/index.ts', "import type { GameEvent } from '../../types.js';"],
      ['state.ts', "import type { PlayerIndex } from './types.js';"],
    ]);
    expect(circles(files)).toEqual([['expansions/gifts/index.ts', 'expansions/index.ts', 'types.ts']]);
  });
});

describe('the plug-in boundary', () => {
  const files = sourceFiles();

  it('finds the expansion folders and the kit it checks', () => {
    const folders = new Set(files.map(expansionOf).filter((e) => e !== null));
    expect([...folders].sort()).toEqual(['cards', 'christmas-gift', 'easter', 'festival', 'gifts']);
    for (const k of KIT) expect(files).toContain(k);
  });

  it('an expansion imports only the kit, its own folder, expansions/cards/ and @carc/tiles; the base names no expansion', () => {
    const found = files.flatMap((f) => violations(f, readFileSync(posix.join(SRC, f), 'utf8')));
    expect(found).toEqual([]);
  });

  it('flags the imports the boundary forbids (the check itself can fail)', () => {
    expect(violations('expansions/gifts/effects.ts', "import { S_TILE, segField } from '../../board.js';")).toEqual([
      "expansions/gifts/effects.ts imports '../../board.js': an expansion reaches past the kit to board.ts",
    ]);
    expect(violations('expansions/easter/bunny.ts', "export { x } from '../christmas-gift/slice.js';")).toHaveLength(1);
    expect(violations('expansions/festival/index.ts', "const m = await import('../../state.js');")).toHaveLength(1);
    expect(violations('test-support/hidden-info.ts', "import type { GiftsSlice } from '../expansions/gifts/index.js';")).toHaveLength(1);
    expect(violations('types.ts', "import type { TableModule } from './expansions/index.js';")).toEqual([
      "types.ts imports './expansions/index.js': the base imports the table (only the entry points index.ts and all.ts do)",
    ]);
    expect(violations('all.ts', "import { ALL_EXPANSIONS } from './expansions/index.js';")).toEqual([]);
    expect(violations('expansions/gifts/index.ts', "import { setExt } from '../../kit.js';\nimport { x } from '../cards/index.js';\nimport { y } from './effects.js';")).toEqual([]);
    expect(violations('expansions/christmas-gift/test/helpers.ts', "import { apply } from '../../../index.js';")).toEqual([]);
  });
});
