/**
 * Translations. The language comes from the browser on the first visit and from the user's
 * choice afterwards; catalogues are small enough to ship together (no lazy loading, so a
 * language switch works offline).
 */
import { signal } from './signal.js';
import { en, type MessageKey, type Catalogue } from './en.js';
import { nl } from './nl.js';
import { fr } from './fr.js';
import { ro } from './ro.js';
import { cs } from './cs.js';
import { hu } from './hu.js';
import { de } from './de.js';
import { selectPlurals } from './plural.js';

export type Lang = 'en' | 'nl' | 'fr' | 'ro' | 'cs' | 'hu' | 'de';
export const CATALOGUES: Record<Lang, Catalogue> = { en, nl, fr, ro, cs, hu, de };
export const LANGS: readonly Lang[] = ['en', 'nl', 'fr', 'ro', 'cs', 'hu', 'de'];
export const LANG_NAMES: Record<Lang, string> = {
  en: 'English', nl: 'Nederlands', fr: 'Français', ro: 'Română', cs: 'Čeština', hu: 'Magyar', de: 'Deutsch',
};
export type { MessageKey };

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

export function setLang(l: Lang): void {
  lang.set(l);
  try {
    localStorage.setItem(STORAGE_KEY, l);
  } catch {
    // not persisted; the choice still holds for this session
  }
  if (typeof document !== 'undefined') document.documentElement.lang = l;
}

export function format(template: string, params?: Record<string, string | number>, l: Lang = 'en'): string {
  if (!params) return template;
  return selectPlurals(template, params, l).replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

export function translate(l: Lang, key: MessageKey, params?: Record<string, string | number>): string {
  return format(CATALOGUES[l][key] ?? en[key], params, l);
}

/** Translate in the current language. */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  return translate(lang.get(), key, params);
}
