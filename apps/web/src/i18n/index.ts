/**
 * Translations. The language comes from the browser on the first visit and from the user's
 * choice afterwards. Each language is a chunk of its own (`./en.ts`, `./nl.ts`, ... with
 * their feature folders spread in), loaded when first needed: the first screen waits for
 * the current language only (`loadLang`), and a switch loads the new one before it shows.
 * The service worker precaches every chunk, so switching works offline too.
 *
 * Hints that name a gesture have a touch wording under the same key with `@touch`
 * (`'game.hop@touch'`, in `./touch/<lang>.ts`); `t` uses it while the player is on touch
 * (`./input.ts`).
 */
import { signal } from './signal.js';
import type { MessageKey, Catalogue } from './en.js';
import { selectPlurals } from './plural.js';
import { inputKind } from './input.js';

export type Lang = 'en' | 'nl' | 'fr' | 'ro' | 'cs' | 'hu' | 'de';
export const LANGS: readonly Lang[] = ['en', 'nl', 'fr', 'ro', 'cs', 'hu', 'de'];
export const LANG_NAMES: Record<Lang, string> = {
  en: 'English', nl: 'Nederlands', fr: 'Français', ro: 'Română', cs: 'Čeština', hu: 'Magyar', de: 'Deutsch',
};
export type { MessageKey, Catalogue };

/** One dynamic import per language: the bundler makes each a chunk of its own. */
const LOADERS: Record<Lang, () => Promise<Catalogue>> = {
  en: () => import('./en.js').then((m) => m.en),
  nl: () => import('./nl.js').then((m) => m.nl),
  fr: () => import('./fr.js').then((m) => m.fr),
  ro: () => import('./ro.js').then((m) => m.ro),
  cs: () => import('./cs.js').then((m) => m.cs),
  hu: () => import('./hu.js').then((m) => m.hu),
  de: () => import('./de.js').then((m) => m.de),
};

/**
 * The catalogues loaded so far, by language. Only those: read a language after
 * `loadLang` (the unit tests load all seven first, in `test-setup.ts`).
 */
export const CATALOGUES = {} as Record<Lang, Catalogue>;
const loading = new Map<Lang, Promise<void>>();

/** Loads a language's catalogue once; resolves when `t` can use it. */
export function loadLang(l: Lang): Promise<void> {
  if (CATALOGUES[l]) return Promise.resolve();
  let p = loading.get(l);
  if (!p) {
    p = LOADERS[l]().then(
      (c) => void (CATALOGUES[l] = c),
      (e) => {
        loading.delete(l);
        throw e;
      },
    );
    loading.set(l, p);
  }
  return p;
}

/** Every language, for tests and tools that compare them. */
export function loadAllLangs(): Promise<void> {
  return Promise.all(LANGS.map(loadLang)).then(() => undefined);
}

const STORAGE_KEY = 'carc.lang';

/** The first supported language in the browser's preference list, else English. */
export function pickLanguage(preferred: readonly string[]): Lang {
  for (const p of preferred) {
    const base = p.toLowerCase().split('-')[0] as Lang;
    if (LANGS.includes(base)) return base;
  }
  return 'en';
}

function initialLang(): Lang {
  try {
    const saved = localStorage.getItem(STORAGE_KEY) as Lang | null;
    if (saved && LANGS.includes(saved)) return saved;
  } catch {
    // storage may be unavailable (private mode): fall back to the browser's list
  }
  const nav = typeof navigator !== 'undefined' ? navigator.languages ?? [navigator.language] : [];
  return pickLanguage(nav);
}

export const lang = signal<Lang>(initialLang());

/**
 * Switches the language, remembered for the next visits. The screen changes once the
 * language's catalogue is there: at once when it was loaded before, else when it arrives.
 */
let wanted: Lang | null = null;

export function setLang(l: Lang): Promise<void> {
  wanted = l;
  try {
    localStorage.setItem(STORAGE_KEY, l);
  } catch {
    // not persisted; the choice still holds for this session
  }
  const show = () => {
    lang.set(l);
    if (typeof document !== 'undefined') document.documentElement.lang = l;
  };
  if (CATALOGUES[l]) {
    show();
    return Promise.resolve();
  }
  return loadLang(l).then(() => {
    // A later choice made while this one loaded wins.
    if (wanted === l) show();
  });
}

export function format(template: string, params?: Record<string, string | number>, l: Lang = 'en'): string {
  if (!params) return template;
  return selectPlurals(template, params, l).replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

/** A message in language `l` (English when `l` is not loaded or lacks the key; the key itself when English is not loaded either). */
export function translate(l: Lang, key: MessageKey, params?: Record<string, string | number>): string {
  const text = CATALOGUES[l]?.[key] ?? CATALOGUES.en?.[key] ?? key;
  return format(text, params, CATALOGUES[l] ? l : 'en');
}

/** Translate in the current language, in the touch wording when the player taps. */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  const l = lang.get();
  if (inputKind.get() === 'touch') {
    const touchKey = `${key}@touch` as MessageKey;
    if (CATALOGUES[l]?.[touchKey] !== undefined) return translate(l, touchKey, params);
  }
  return translate(l, key, params);
}
