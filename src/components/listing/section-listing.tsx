import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { PagingLink } from '../../../domain/contract/common.ts';
import { type ListingSearch, listingHref, searchFromPagingUrl } from '../../../domain/listing-search.ts';
import { stagedCards } from '../../app/staged-render.tsx';
import { CoverBanner, type Crumb } from '../cover-banner.tsx';
import { DestinationFilter } from '../destination-filter.tsx';
import { NoResults } from '../empty-state.tsx';
import { ListingExtras } from '../extras/lazy-extras.tsx';
import { MapPanel } from '../map/map-panel.tsx';
import type { MapLegend, MapPoint } from '../map/map-point.ts';
import { Pagination } from '../pagination.tsx';
import { QueryError } from '../query-error.tsx';
import { CardSkeleton } from '../skeleton.tsx';
import type { CardExpansion } from './card-expander.tsx';

/** What a listing shows of an API answer: its items and, when the list is paged, the paging. */
export interface ListingContent<T> {
  items: T[];
  paging?: { links: PagingLink[]; current_page: number; last_page: number; total: number };
}

interface Props<R, T, K extends QueryKey> {
  title: string;
  cover: string;
  crumbs: Crumb[];
  /** The page's URL state and how to change it (the route's `navigate`). */
  search: ListingSearch;
  onSearch: (next: ListingSearch) => void;
  query: UseQueryOptions<R, Error, R, K>;
  select: (response: R) => ListingContent<T>;
  /** A card; `expansion` says whether it is the one expanded card (spec §4) and toggles it. */
  card: (item: T, index: number, expansion: CardExpansion) => ReactNode;
  /** The order of the first results shown (spec §7: by ascending starting price); later ones keep the API's. */
  firstLoadOrder?: (items: T[]) => T[];
  /** Label and hint of the text search box. */
  searchLabel: string;
  searchPlaceholder: string;
  /** Whether the list can be narrowed to a destination (lists of placed items). */
  byDestination?: boolean;
  /** Further filters shown above the results (event status…). */
  filters?: ReactNode;
  /** Said to screen readers while the first results load. */
  loadingLabel: string;
  /** A count of results in the page's words (`12 musées`). */
  countLabel: (total: number) => ReactNode;
  /** What the empty state says was not found (spec §8: empty results per kind). */
  emptyLabel?: string;
  /** Where an item is, for the map of the shown items (lists of places); more points may come with it. */
  mapPoint?: (item: T) => MapPoint | MapPoint[];
  /** Names the kinds of markers when `mapPoint` adds partners (agencies and their hotels). */
  mapLegend?: MapLegend;
}

/**
 * The listing pattern of every catalogue section: cover and breadcrumb, text search (Enter or
 * button), destination filter, skeletons while loading, errors with a retry, the empty state,
 * the cards, and paging that follows the API's own links.
 */
export function SectionListing<R, T extends { id: number }, K extends QueryKey>(props: Props<R, T, K>) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const { search } = props;
  const query = useQuery({ ...props.query, placeholderData: keepPreviousData });
  const [text, setText] = useState(search.search ?? '');
  const [expandedId, setExpandedId] = useState<number | null>(null);
  useEffect(() => setText(search.search ?? ''), [search.search]);
  const selected = query.data ? props.select(query.data) : undefined;
  const total = selected ? (selected.paging?.total ?? selected.items.length) : 0;

  // Ordered on first load only (spec §7), as the hotels are: remember which answer that was.
  const firstKey = useRef<string | null>(null);
  const key = JSON.stringify(props.query.queryKey);
  if (firstKey.current === null && selected && !query.isPlaceholderData) firstKey.current = key;
  const content =
    selected && props.firstLoadOrder && firstKey.current === key && !query.isPlaceholderData
      ? { ...selected, items: props.firstLoadOrder(selected.items) }
      : selected;

  const onSearch = (next: ListingSearch) => {
    setExpandedId(null);
    props.onSearch(next);
  };
  const expansion = (id: number): CardExpansion => ({
    expanded: expandedId === id,
    onToggle: () => setExpandedId((open) => (open === id ? null : id)),
  });

  const submitText = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    const { page: _first, search: _old, ...kept } = search;
    onSearch({ ...kept, ...(value ? { search: value } : {}) });
  };

  return (
    <>
      <CoverBanner title={props.title} image={props.cover} crumbs={props.crumbs} />
      <section className="listing">
        <div className="listing-toolbar">
          {props.byDestination && (
            <DestinationFilter
              value={search.destination_id}
              onApply={(id) => {
                const { page: _first, destination_id: _old, ...kept } = search;
                onSearch({ ...kept, ...(id ? { destination_id: id } : {}) });
              }}
            />
          )}
          <form className="search-form" role="search" method="get" onSubmit={submitText}>
            <label htmlFor="section-search" className="visually-hidden">
              {props.searchLabel}
            </label>
            <input
              id="section-search"
              name="search"
              type="search"
              value={text}
              maxLength={100}
              onChange={(e) => setText(e.target.value)}
              placeholder={props.searchPlaceholder}
            />
            <button type="submit" className="button button-primary search-submit">
              <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
                <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
                <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
              </svg>
              <span className="search-submit-label">
                <Trans>Rechercher</Trans>
              </span>
            </button>
          </form>
        </div>
        {props.filters}

        {content && total > 0 && (
          <p className="listing-count" aria-live="polite">
            {props.countLabel(total)}
          </p>
        )}
        {content && props.mapPoint && (
          <MapPanel
            points={uniquePoints(content.items.flatMap(props.mapPoint))}
            label={t`Carte : ${props.title}`}
            legend={props.mapLegend}
          />
        )}

        {query.isPending ? (
          <div className="card-grid" role="status" aria-busy="true">
            <span className="visually-hidden">{props.loadingLabel}</span>
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <CardSkeleton key={i} />
            ))}
          </div>
        ) : query.isError && !content ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : !content || content.items.length === 0 ? (
          <NoResults title={props.emptyLabel} />
        ) : (
          <div className={`card-grid${query.isPlaceholderData ? ' is-refreshing' : ''}`} aria-busy={query.isFetching}>
            {stagedCards(content.items.map((item, i) => props.card(item, i, expansion(item.id))))}
          </div>
        )}

        {content?.paging && (
          <Pagination
            links={content.paging.links}
            currentPage={content.paging.current_page}
            lastPage={content.paging.last_page}
            onFollow={(url) => onSearch(searchFromPagingUrl(url))}
            hrefFor={(url) => listingHref(pathname, searchFromPagingUrl(url))}
          />
        )}
      </section>
      <ListingExtras />
    </>
  );
}

/** One marker per place: a hotel two agencies share is drawn once. */
function uniquePoints(points: MapPoint[]): MapPoint[] {
  const seen = new Set<string>();
  return points.filter((p) => {
    const key = `${p.kind ?? 'place'}:${p.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
