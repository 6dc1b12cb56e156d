import { useLocation } from '@tanstack/react-router';
import { type ListingSearch, listingHref } from '../../../domain/listing-search.ts';

/**
 * A one-choice filter on the listing's `status` (events by date, agencies by state of business):
 * links, so each choice has its own address; choosing starts again from page 1.
 */
export function SegmentedFilter({
  label,
  options,
  search,
  onSearch,
}: {
  label: string;
  /** The first option, with no value, is the list's default (everything, or what the list says). */
  options: { value: string | undefined; label: string }[];
  search: ListingSearch;
  onSearch: (next: ListingSearch) => void;
}) {
  const { pathname } = useLocation();
  return (
    <nav className="segmented" aria-label={label}>
      {options.map((option) => {
        const { page: _first, status: _old, ...kept } = search;
        const next = option.value ? { ...kept, status: option.value } : kept;
        const current = search.status === option.value;
        return (
          <a
            key={option.value ?? ''}
            href={listingHref(pathname, next)}
            aria-current={current ? 'page' : undefined}
            className={`segmented-option${current ? ' active' : ''}`}
            onClick={(event) => {
              event.preventDefault();
              onSearch(next);
            }}
          >
            {option.label}
          </a>
        );
      })}
    </nav>
  );
}
