import type { Locale, Localized } from '../locales.ts';

/** An information page (mission, about, terms): plain text in every language, section by section. */
export interface StaticPage {
  title: Localized;
  /** One or two sentences under the title; also the page's meta description. */
  intro: Localized;
  sections: { heading: Localized; paragraphs: Record<Locale, string[]> }[];
  /** When the text last changed, `YYYY-MM-DD`. */
  updated: string;
}
