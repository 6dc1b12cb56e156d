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

/** An information page in one language: what the browser loads (one chunk per page and language). */
export interface StaticPageText {
  title: string;
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
  updated: string;
}

/** The page in every language, from its seven one-language texts (same sections, in order). */
export function allLanguages(texts: Record<Locale, StaticPageText>): StaticPage {
  const fr = texts.fr;
  const each = <T>(pick: (text: StaticPageText) => T) =>
    Object.fromEntries(Object.entries(texts).map(([locale, text]) => [locale, pick(text)])) as Record<Locale, T>;
  return {
    title: each((t) => t.title),
    intro: each((t) => t.intro),
    sections: fr.sections.map((_, i) => ({
      heading: each((t) => t.sections[i]?.heading ?? ''),
      paragraphs: each((t) => t.sections[i]?.paragraphs ?? []),
    })),
    updated: fr.updated,
  };
}
