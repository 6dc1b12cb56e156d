import { parseListingSearch } from './listing-search.ts';

/** An agency's state of business (spec §3). Kept apart from the contract so routes can read it cheaply. */
export const AGENCY_STATUSES = ['active', 'inactive', 'pending'] as const;
export type AgencyStatus = (typeof AGENCY_STATUSES)[number];

/** The agencies' URL state: the listing's, with a business status and a city. */
export const parseAgenciesSearch = (raw: Record<string, unknown>) => parseListingSearch(raw, AGENCY_STATUSES);
