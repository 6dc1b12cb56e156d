import { CATEGORY_PAGES, type CategorySlug } from '../../../../domain/constants.ts';
import { apiQuery } from '../../../lib/api-query.ts';

/** A craft or wellness category with its places. */
export const categoryQuery = (slug: CategorySlug) =>
  apiQuery(
    `/utilisateur/${CATEGORY_PAGES[slug] === 'craft' ? 'artisanat' : 'medical-category'}/${slug}`,
    'categoryDetailResponseSchema',
  );
