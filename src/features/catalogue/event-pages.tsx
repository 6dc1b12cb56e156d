import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import {
  type Activity,
  activitiesPageResponseSchema,
  activityDetailResponseSchema,
  type CatalogueEvent,
  eventDetailResponseSchema,
  eventsPageResponseSchema,
} from '../../../domain/contract/catalogue.ts';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import { ACTIVITIES_TEXT, EVENTS_TEXT, WEEKEND_TEXT } from '../../../domain/seo.ts';
import { BookingBox } from '../../components/detail/booking-box.tsx';
import { ItemDetail } from '../../components/detail/item-detail.tsx';
import { PlaceCard } from '../../components/listing/place-card.tsx';
import { SectionListing } from '../../components/listing/section-listing.tsx';
import { SegmentedFilter } from '../../components/listing/segmented-filter.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { apiQuery } from '../../lib/api-query.ts';
import { formatDate, formatDateRange, formatNumber, formatPrice } from '../../lib/format.ts';
import { pageHref } from '../../lib/item-href.ts';
import { type ListingSearch, listingApiPath } from '../../lib/listing-search.ts';
import { localized } from '../../lib/localized.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { cityAndState, destinationOf } from './places.tsx';
import { useListingRoute } from './use-listing-route.ts';

function usePriceLabel() {
  const { t } = useLingui();
  const locale = useLocale();
  return (price: number) => (price === 0 ? t`Entrée libre` : formatPrice(price, locale));
}

/** All, in progress, upcoming, past. */
function StatusFilter({ search, onSearch }: { search: ListingSearch; onSearch: (next: ListingSearch) => void }) {
  const { t } = useLingui();
  return (
    <SegmentedFilter
      label={t`Filtrer par date`}
      options={[
        { value: undefined, label: t`Tous` },
        { value: 'in_progress', label: t`En cours` },
        { value: 'upcoming', label: t`À venir` },
        { value: 'past', label: t`Passés` },
      ]}
      search={search}
      onSearch={onSearch}
    />
  );
}

// ------------------------------------------------------------------------------------ events

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
      query={apiQuery(
        listingApiPath(kind === 'event' ? '/utilisateur/allevent' : '/utilisateur/weekend', search),
        eventsPageResponseSchema,
      )}
      select={(r) => ({ items: r.events.data, paging: r.events })}
      byDestination
      filters={<StatusFilter search={search} onSearch={onSearch} />}
      searchLabel={kind === 'event' ? t`Rechercher un événement` : t`Rechercher une idée de week-end`}
      searchPlaceholder={t`Concert, salon, marché…`}
      loadingLabel={t`Chargement des événements`}
      countLabel={(n) => <Plural value={n} one="# événement" other="# événements" />}
      mapPoint={(m: CatalogueEvent) => ({
        id: m.id,
        lat: Number(m.lat),
        lng: Number(m.lng),
        title: localized(m, 'title', locale),
        href: pageHref(lang, `/events/${m.id}`),
      })}
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

export function EventDetailPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const price = usePriceLabel();
  const { id } = useParams({ from: '/{-$lang}/events/$id' });
  return (
    <ItemDetail
      query={apiQuery(`/utilisateur/event/${id}`, eventDetailResponseSchema)}
      section={{ label: t`Événements`, to: '/{-$lang}/events' }}
      loadingLabel={t`Chargement de l’événement`}
      content={({ event: e }) => ({
        title: localized(e, 'title', locale),
        cover: e.cover,
        images: e.images,
        place: cityAndState(e),
        address: localized(e, 'address', locale),
        descriptionHtml: localized(e, 'description', locale),
        facts: [
          { label: t`Dates`, value: formatDateRange(e.start_date, e.end_date, locale) },
          { label: t`Prix`, value: price(e.price) },
          { label: t`Places restantes`, value: formatNumber(e.seats, locale) },
        ],
        lat: e.lat,
        lng: e.lng,
        badge: <StatusBadge status={e.status} />,
        booking: (
          <BookingBox
            closedReason={
              e.status === 'past'
                ? t`Cet événement est terminé : il ne peut plus être réservé.`
                : e.seats === 0
                  ? t`Toutes les places sont réservées.`
                  : undefined
            }
            signInText={t`Connectez-vous pour réserver cet événement.`}
            item={{ kind: 'event', id: String(e.id), title: localized(e, 'title', locale), image: e.cover }}
          />
        ),
      })}
    />
  );
}

// ------------------------------------------------------------------------------------ activities

/** Activities are offered until their end date (a Tunisian calendar day). */
const isOver = (a: Activity) => a.end_date < tunisiaDateTime(new Date()).slice(0, 10);

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
      query={apiQuery(listingApiPath('/utilisateur/allactivity', search), activitiesPageResponseSchema)}
      select={(r) => ({ items: r.activety.data, paging: r.activety })}
      byDestination
      searchLabel={t`Rechercher une activité`}
      searchPlaceholder={t`Plongée, quad, hammam…`}
      loadingLabel={t`Chargement des activités`}
      countLabel={(n) => <Plural value={n} one="# activité" other="# activités" />}
      mapPoint={(m: Activity) => ({
        id: m.id,
        lat: Number(m.lat),
        lng: Number(m.lng),
        title: localized(m, 'title', locale),
        href: pageHref(lang, `/activity/${m.id}`),
      })}
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

export function ActivityDetailPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const price = usePriceLabel();
  const { id } = useParams({ from: '/{-$lang}/activity/$id' });
  return (
    <ItemDetail
      query={apiQuery(`/utilisateur/activity/${id}`, activityDetailResponseSchema)}
      section={{ label: t`Activités`, to: '/{-$lang}/activity' }}
      loadingLabel={t`Chargement de l’activité`}
      content={({ activety: a }) => ({
        title: localized(a, 'title', locale),
        cover: a.cover,
        images: a.images,
        place: cityAndState(a),
        address: localized(a, 'address', locale),
        descriptionHtml: localized(a, 'description', locale),
        facts: [
          { label: t`Durée`, value: <Plural value={a.duration_hours} one="# heure" other="# heures" /> },
          { label: t`Prix par personne`, value: price(a.price) },
          { label: t`Places par séance`, value: formatNumber(a.numberplaces, locale) },
          { label: t`Proposée jusqu’au`, value: formatDate(a.end_date, locale) },
        ],
        lat: a.lat,
        lng: a.lng,
        booking: (
          <BookingBox
            closedReason={isOver(a) ? t`Cette activité n’est plus proposée.` : undefined}
            signInText={t`Connectez-vous pour réserver cette activité.`}
            item={{ kind: 'activity', id: String(a.id), title: localized(a, 'title', locale), image: a.cover }}
          />
        ),
      })}
    />
  );
}
