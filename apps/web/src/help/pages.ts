/**
 * The expansions' help pages (`#/help/<expansion>`): the rules as players need them, in
 * every language. Long texts that only the help screen shows, so they are not part of the
 * language catalogues: each language's pages are a chunk of their own
 * (`i18n/help-pages/<lang>.ts`), loaded when a help page opens in that language.
 */
import type { Lang } from '../i18n/index.js';
import type { HelpPages } from '../i18n/help-pages/types.js';

export type { HelpPage, HelpPages, HelpSection } from '../i18n/help-pages/types.js';

const LOADERS: Record<Lang, () => Promise<HelpPages>> = {
  en: () => import('../i18n/help-pages/en.js').then((m) => m.helpPagesEn),
  nl: () => import('../i18n/help-pages/nl.js').then((m) => m.helpPagesNl),
  fr: () => import('../i18n/help-pages/fr.js').then((m) => m.helpPagesFr),
  ro: () => import('../i18n/help-pages/ro.js').then((m) => m.helpPagesRo),
  cs: () => import('../i18n/help-pages/cs.js').then((m) => m.helpPagesCs),
  hu: () => import('../i18n/help-pages/hu.js').then((m) => m.helpPagesHu),
  de: () => import('../i18n/help-pages/de.js').then((m) => m.helpPagesDe),
};

export function loadHelpPages(l: Lang): Promise<HelpPages> {
  return LOADERS[l]();
}
