import type { PartnerSlug } from '../../../../domain/constants.ts';
import { apiQuery } from '../../../lib/api-query.ts';

export const partnerQuery = (slug: PartnerSlug) => apiQuery(`/utilisateur/${slug}`, 'partnerResponseSchema');
