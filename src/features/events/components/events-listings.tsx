import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Activity, CatalogueEvent } from '../../../../domain/contract/catalogue.ts';
import type { ListingSearch } from '../../../../domain/listing-search.ts';
import { ACTIVITIES_TEXT, EVENTS_TEXT, WEEKEND_TEXT } from '../../../../domain/seo.ts';
import { PlaceCard } from '../../../components/listing/place-card.tsx';
import { SectionListing } from '../../../components/listing/section-listing.tsx';
import { SegmentedFilter } from '../../../components/listing/segmented-filter.tsx';
import { useListingRoute } from '../../../components/listing/use-listing-route.ts';
import { placePoint } from '../../../components/map/map-point.ts';
import { destinationOf } from '../../../components/place-links.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { formatDateRange } from '../../../lib/format.ts';
import { pageHref } from '../../../lib/item-href.ts';
import { localized } from '../../../lib/localized.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { activitiesPageQuery, eventsPageQuery } from '../api/events.queries.ts';
import { usePriceLabel } from './event-facts.ts';

/** Not over yet (the default), in progress, upcoming, past, all. */
function StatusFilter({ search, onSearch }: { search: ListingSearch; onSearch: (next: ListingSearch) => void }) {
  const { t } = useLingui();
  return (
    <SegmentedFilter
      label={t`Filtrer par date`}
      options={[
        { value: undefined, label: t`En cours et à venir` },
        { value: 'in_progress', label: t`En cours` },
        { value: 'upcoming', label: t`À venir` },
        { value: 'past', label: t`Passés` },
        { value: 'all', label: t`Tous` },
      ]}
      search={search}
      onSearch={onSearch}
    />
  );
}

/** Events (`allevent`) and weekend ideas (`weekend`): the same list, filterable by status. */
function EventsListing({ kind }: { kind: 'event' | 'weekend' }) {
  const { t } = useLingui();
  const locale = useLocale();
  const price = usePriceLabel();
  const { search, onSearch, lang } = useListingRoute(kind === 'event' ? '/{-$lang}/events/' : '/{-$lang}/weekend/');
  usePageTitle((kind === 'event' ? EVENTS_TEXT : WEEKEND_TEXT).title[locale]);
  const title = kind === 'event' ? t`Événements` : t`Idées de week-end`;
  return (
    <SectionListing
      title={title}
      emptyLabel={t`Aucun événement trouvé.`}
      cover={
        kind === 'event'
          ? '/media/seed/events/banner-events-cover.webp'
          : '/media/seed/events/banner-weekend-cover.webp'
      }
      crumbs={[{ label: t`Accueil`, to: '/{-$lang}' }, { label: title }]}
      search={search}
      onSearch={onSearch}
      query={eventsPageQuery(kind, search)}
      select={(r) => ({ items: r.events.data, paging: r.events })}
      byDestination
      filters={<StatusFilter search={search} onSearch={onSearch} />}
      searchLabel={kind === 'event' ? t`Rechercher un événement` : t`Rechercher une idée de week-end`}
      searchPlaceholder={t`Concert, salon, marché…`}
      loadingLabel={t`Chargement des événements`}
      countLabel={(n) => <Plural value={n} one="# événement" other="# événements" />}
      mapPoint={(m: CatalogueEvent) =>
        placePoint(m, localized(m, 'title', locale), pageHref(lang, `/events/${m.id}`), {
          image: m.cover,
          price: price(m.price),
        })
      }
      card={(e: CatalogueEvent, i) => (
        <PlaceCard
          key={e.id}
          to="/{-$lang}/events/$id"
          id={e.id}
          image={e.cover}
          title={localized(e, 'title', locale)}
          place={destinationOf(e, locale)}
          badge={<StatusBadge status={e.status} />}
          eager={i < 2}
        >
          <p className="card-fact">{formatDateRange(e.start_date, e.end_date, locale)}</p>
          <p className="card-price">{price(e.price)}</p>
          {e.seats === 0 && e.status !== 'past' && (
            <p className="card-warning">
              <Trans>Toutes les places sont réservées</Trans>
            </p>
          )}
        </PlaceCard>
      )}
    />
  );
}

export const EventsPage = () => <EventsListing kind="event" />;
export const WeekendPage = () => <EventsListing kind="weekend" />;

export function ActivitiesPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const price = usePriceLabel();
  const { search, onSearch, lang } = useListingRoute('/{-$lang}/activity/');
  usePageTitle(ACTIVITIES_TEXT.title[locale]);
  return (
    <SectionListing
      title={t`Activités`}
      emptyLabel={t`Aucune activité trouvée.`}
      cover="/media/seed/activities/quad-dunes-douz-cover.webp"
      crumbs={[{ label: t`Accueil`, to: '/{-$lang}' }, { label: t`Activités` }]}
      search={search}
      onSearch={onSearch}
      query={activitiesPageQuery(search)}
      select={(r) => ({ items: r.activety.data, paging: r.activety })}
      byDestination
      searchLabel={t`Rechercher une activité`}
      searchPlaceholder={t`Plongée, quad, hammam…`}
      loadingLabel={t`Chargement des activités`}
      countLabel={(n) => <Plural value={n} one="# activité" other="# activités" />}
      mapPoint={(m: Activity) =>
        placePoint(m, localized(m, 'title', locale), pageHref(lang, `/activity/${m.id}`), {
          image: m.cover,
          price: price(m.price),
        })
      }
      card={(a: Activity, i) => (
        <PlaceCard
          key={a.id}
          to="/{-$lang}/activity/$id"
          id={a.id}
          image={a.cover}
          title={localized(a, 'title', locale)}
          place={destinationOf(a, locale)}
          eager={i < 2}
        >
          <p className="card-fact">
            <Plural value={a.duration_hours} one="# heure" other="# heures" />
          </p>
          <p className="card-price">{price(a.price)}</p>
        </PlaceCard>
      )}
    />
  );
}
