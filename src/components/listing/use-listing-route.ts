import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import type { ListingSearch } from '../../../domain/listing-search.ts';

/** Section listing routes: their URL state is a ListingSearch (see domain/listing-search.ts). */
export type ListingRoute =
  | '/{-$lang}/hotels/'
  | '/{-$lang}/restaurants/'
  | '/{-$lang}/maison/'
  | '/{-$lang}/events/'
  | '/{-$lang}/weekend/'
  | '/{-$lang}/activity/'
  | '/{-$lang}/musses/'
  | '/{-$lang}/monument/'
  | '/{-$lang}/festival/'
  | '/{-$lang}/allguides/'
  | '/{-$lang}/circuits/'
  | '/{-$lang}/agences/';

/** The listing's URL state, a way to change it (a new history entry, as links do), and its language. */
export function useListingRoute(from: ListingRoute) {
  const search = useSearch({ from }) as ListingSearch;
  const navigate = useNavigate({ from });
  const { lang } = useParams({ strict: false });
  return { search, lang, onSearch: (next: ListingSearch) => void navigate({ search: next as never }) };
}
