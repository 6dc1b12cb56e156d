import { AGENCY_STATUSES } from '../../../domain/agencies.ts';
import { parseListingSearch } from '../../../domain/listing-search.ts';

/** The agencies' URL state: the listing's, with a business status and a city (domain/listing-api.ts reads it alike). */
export const parseAgenciesSearch = (raw: Record<string, unknown>) => parseListingSearch(raw, AGENCY_STATUSES);
