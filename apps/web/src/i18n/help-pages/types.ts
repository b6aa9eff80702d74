/** The shape of the expansions' help pages (help/pages.ts), which every language's file fills. */
import type { ExpansionId } from '@carc/rules';

export interface HelpSection {
  title: string;
  /** One paragraph or list entry each. */
  items: string[];
}

export interface HelpPage {
  /** What the expansion adds, in two or three sentences. */
  intro: string;
  sections: HelpSection[];
}

export type HelpPages = Record<ExpansionId, HelpPage>;
