import { LISTING_API } from '../../../domain/listing-api.ts';

/** The agencies' URL state: the listing's, with a business status and a city. */
export const parseAgenciesSearch = LISTING_API.agencies.parse;
