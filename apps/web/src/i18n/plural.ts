/**
 * Plural forms in messages, in a small subset of ICU MessageFormat:
 *
 *   '{n, plural, one {# tile} other {# tiles}}'
 *   '{n, plural, one {# dílek} few {# dílky} other {# dílků}}'
 *
 * The branch is chosen by `Intl.PluralRules` for the message's language (Czech has few and
 * many, Romanian few, French counts 0 as one), with `=N` branches for exact numbers. `#`
 * stands for the number, and a branch may hold ordinary `{name}` placeholders. The
 * catalogues stay flat strings, so every language can have the forms it needs without the
 * other languages or the code knowing about them.
 */
const rulesByLang = new Map<string, Intl.PluralRules>();

function category(lang: string, n: number): string {
  let r = rulesByLang.get(lang);
  if (!r) rulesByLang.set(lang, (r = new Intl.PluralRules(lang)));
  return r.select(n);
}

const BRANCH = String.raw`(?:=\d+|zero|one|two|few|many|other)\s*\{(?:[^{}]|\{\w+\})*\}`;
const BLOCK = new RegExp(String.raw`\{(\w+),\s*plural,((?:\s*${BRANCH})+)\s*\}`, 'g');
const EACH = /(=\d+|\w+)\s*\{((?:[^{}]|\{\w+\})*)\}/g;

/** Replace every plural block by the branch its number asks for (other placeholders are left for the caller). */
export function selectPlurals(template: string, params: Record<string, string | number>, lang: string): string {
  if (!template.includes(', plural,') && !template.includes(',plural,')) return template;
  return template.replace(BLOCK, (whole, name: string, body: string) => {
    const raw = params[name];
    const n = typeof raw === 'number' ? raw : Number(raw);
    if (raw === undefined || Number.isNaN(n)) return whole;
    const branches = new Map<string, string>();
    for (const m of body.matchAll(EACH)) branches.set(m[1]!, m[2]!);
    const text = branches.get(`=${n}`) ?? branches.get(category(lang, n)) ?? branches.get('other') ?? '';
    return text.replace(/#/g, String(n));
  });
}

/** The placeholders a message uses, plural numbers included: what every translation must also use. */
export function placeholdersOf(template: string): string[] {
  const names = new Set<string>();
  for (const m of template.matchAll(BLOCK)) {
    names.add(m[1]!);
    for (const b of m[2]!.matchAll(EACH)) for (const p of b[2]!.matchAll(/\{(\w+)\}/g)) names.add(p[1]!);
  }
  for (const m of template.replace(BLOCK, '').matchAll(/\{(\w+)\}/g)) names.add(m[1]!);
  return [...names].sort();
}
