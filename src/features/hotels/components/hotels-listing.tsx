import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { listingHref } from '../../../../domain/listing-search.ts';
import { sortByStartingPrice } from '../../../../domain/pagination.ts';
import { HOTELS_TEXT } from '../../../../domain/seo.ts';
import { stagedCards } from '../../../app/staged-render.tsx';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { DestinationFilter } from '../../../components/destination-filter.tsx';
import { NoResults } from '../../../components/empty-state.tsx';
import { ListingExtras } from '../../../components/extras/lazy-extras.tsx';
import { MapPanel } from '../../../components/map/map-panel.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { CardSkeleton } from '../../../components/skeleton.tsx';
import { pageHref } from '../../../lib/item-href.ts';
import { localized } from '../../../lib/localized.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { hotelsPageQuery } from '../api/hotels.queries.ts';
import { type HotelsSearch, searchFromPagingUrl } from '../hotels-search.ts';
import { HotelCard } from './hotel-card.tsx';

const ROUTE = '/{-$lang}/hotels/';

export function HotelsListing() {
  const { t } = useLingui();
  const locale = useLocale();
  const search = useSearch({ from: ROUTE });
  const navigate = useNavigate({ from: ROUTE });
  const { pathname } = useLocation();
  const { lang } = useParams({ strict: false });
  const query = useQuery({ ...hotelsPageQuery(search), placeholderData: keepPreviousData });
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const [text, setText] = useState(search.search ?? '');
  usePageTitle(HOTELS_TEXT.title[locale]);
  useEffect(() => setText(search.search ?? ''), [search.search]);

  // Sorted by ascending starting price on first load only (spec §7): remember which result that was.
  const firstKey = useRef<string | null>(null);
  const key = JSON.stringify(search);
  if (firstKey.current === null && query.data && !query.isPlaceholderData) firstKey.current = key;
  const hotels = query.data
    ? firstKey.current === key && !query.isPlaceholderData
      ? sortByStartingPrice(query.data.data)
      : query.data.data
    : [];

  const sectionTitle = t`Hôtels`;
  const go = (next: HotelsSearch) => {
    setExpandedId(null);
    void navigate({ search: next });
  };
  const submitText = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    go({ ...(value ? { search: value } : {}), destination_id: search.destination_id });
  };

  return (
    <>
      <CoverBanner
        title={t`Hôtels`}
        image="/media/seed/hotels/banner-9.webp"
        crumbs={[{ label: t`Accueil`, to: '/{-$lang}' }, { label: t`Hôtels` }]}
      />
      <section className="listing">
        <div className="listing-toolbar">
          <DestinationFilter
            value={search.destination_id}
            onApply={(id) => go({ search: search.search, destination_id: id })}
          />
          <form className="search-form" role="search" method="get" onSubmit={submitText}>
            <label htmlFor="hotel-search" className="visually-hidden">
              {t`Rechercher un hôtel par nom`}
            </label>
            <input
              id="hotel-search"
              name="search"
              type="search"
              value={text}
              maxLength={100}
              onChange={(e) => setText(e.target.value)}
              placeholder={t`Nom de l’hôtel`}
            />
            <button type="submit" className="button button-primary">
              <Trans>Rechercher</Trans>
            </button>
          </form>
        </div>

        <p>
          <Link to="/{-$lang}/hotels/annuaire" params={{ lang }} className="button">
            <Trans>Annuaire des hôtels</Trans>
          </Link>
        </p>
        {query.data && (
          <p className="listing-count" aria-live="polite">
            {query.data.total === 0 ? null : <Plural value={query.data.total} one="# hôtel" other="# hôtels" />}
          </p>
        )}
        <MapPanel
          points={hotels.map((h) => ({
            id: h.id,
            lat: Number(h.lat),
            lng: Number(h.lng),
            title: localized(h, 'name', locale),
            href: pageHref(lang, `/hotels/${h.id}`),
          }))}
          label={t`Carte : ${sectionTitle}`}
        />

        {query.isPending ? (
          <div className="card-grid" role="status" aria-busy="true">
            <span className="visually-hidden">{t`Chargement des hôtels`}</span>
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <CardSkeleton key={i} />
            ))}
          </div>
        ) : query.isError && !query.data ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : hotels.length === 0 ? (
          <NoResults title={t`Aucun hôtel trouvé.`} />
        ) : (
          <div className={`card-grid${query.isPlaceholderData ? ' is-refreshing' : ''}`} aria-busy={query.isFetching}>
            {stagedCards(
              hotels.map((hotel, i) => (
                <HotelCard
                  key={hotel.id}
                  hotel={hotel}
                  eager={i < 2}
                  expanded={expandedId === hotel.id}
                  onToggle={() => setExpandedId((open) => (open === hotel.id ? null : hotel.id))}
                />
              )),
            )}
          </div>
        )}

        {query.data && (
          <Pagination
            links={query.data.links}
            currentPage={query.data.current_page}
            lastPage={query.data.last_page}
            onFollow={(url) => go(searchFromPagingUrl(url))}
            hrefFor={(url) => listingHref(pathname, searchFromPagingUrl(url))}
          />
        )}
      </section>
      <ListingExtras />
    </>
  );
}
