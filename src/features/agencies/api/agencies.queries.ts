import { LISTING_API } from '../../../../domain/listing-api.ts';
import type { ListingSearch } from '../../../../domain/listing-search.ts';
import { apiQuery } from '../../../lib/api-query.ts';

/** The agencies listing (unpaged: every agency that matches). */
export const agenciesQuery = (s: ListingSearch) => apiQuery(LISTING_API.agencies.path(s), 'agenciesResponseSchema');

/** Every agency, for the directory. */
export const agencyDirectoryQuery = () => apiQuery('/utilisateur/allagencies', 'agenciesResponseSchema');

export const agencyQuery = (slug: string) => apiQuery(`/utilisateur/agencies/${slug}`, 'agencyDetailResponseSchema');

/** The cities agencies can be filtered by. */
export const citiesQuery = () => apiQuery('/utilisateur/city', 'citiesResponseSchema');
