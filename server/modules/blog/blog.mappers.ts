import type { Article } from '../../../domain/contract/catalogue.ts';
import type { Locale, Localized } from '../../../domain/locales.ts';
import type { Row } from '../../db/listing-query.ts';

/** A blog article in WordPress's posts shape, in one language (as a multilingual WordPress serves it). */
export function toArticle(r: Row<'articles'>, locale: Locale, origin: string): Article {
  const text = (stored: string) => {
    const value = JSON.parse(stored) as Partial<Localized>;
    return value[locale] || value.fr || '';
  };
  return {
    id: r.id,
    date: r.published_at,
    slug: r.slug,
    link: `${origin}/${locale}/blog/${r.slug}`,
    title: { rendered: text(r.title) },
    excerpt: { rendered: text(r.excerpt) },
    content: { rendered: text(r.content) },
    featured_image_src: r.featured_image,
  };
}
