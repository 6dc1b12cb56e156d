import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import {
  ADULT_AGE,
  MAX_ADULTS,
  MAX_CHILDREN,
  MAX_ROOMS,
  type StayRequest,
  stayProblems,
} from '../../../../domain/booking/stay.ts';
import type { HotelsAvailability } from '../../../../domain/contract/stays.ts';
import { destinationNamed } from '../../../../domain/find-routes.ts';
import { listingHref } from '../../../../domain/listing-search.ts';
import { HOTEL_FIND_TEXT } from '../../../../domain/seo.ts';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { CardSkeleton } from '../../../components/skeleton.tsx';
import { HotelFindBox } from '../../../components/stay/hotel-find-box.tsx';
import { today } from '../../../components/stay/stay-dates.ts';
import { rememberStay } from '../../../components/stay/stay-memory.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import { formatDateRange } from '../../../lib/format.ts';
import { destinationsQuery } from '../../../lib/geography-queries.ts';
import { localized } from '../../../lib/localized.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { hotelsAvailabilityQuery } from '../api/hotel-find.queries.ts';
import { stayOfHotelFind } from '../hotel-find-search.ts';
import { HotelStayCard } from './hotel-stay-card.tsx';

const ROUTE = '/{-$lang}/hotels/find/$destination/$date/$endDate/$adults/$rooms/$childs';
const FORM_ID = 'hotel-find';

/**
 * `hotels/find/{destination}/{date}/{endDate}/{adults}/{rooms}/{childs}?ages=4,9` (spec §2): the
 * destination's hotels with rooms for the whole party on every night, cheapest stay first, each
 * leading to its page with the same stay asked. The server renders the page with the criteria;
 * the rooms are counted from the browser, live (`GET /utilisateur/hotels/availability`).
 */
export function HotelFindPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const online = useOnline();
  const params = useParams({ from: ROUTE });
  const search = useSearch({ from: ROUTE });
  const stay = stayOfHotelFind(params, search.ages);
  const page = search.page ?? 1;
  const problems = stayProblems(stay, today());
  const valid = Object.keys(problems).length === 0;

  const destinations = useQuery(destinationsQuery());
  const destination = destinations.data && destinationNamed(destinations.data, params.destination);
  const name = destination ? localized(destination, 'name', locale) : undefined;
  const title = name ? `${HOTEL_FIND_TEXT.title[locale]} – ${name}` : HOTEL_FIND_TEXT.title[locale];
  usePageTitle(title);

  // Asked once this page has hydrated: an answer arriving while the server's markup is being
  // hydrated would have React throw that markup away (app/query-client.ts holds the others so).
  const hydrated = useHydrated();
  const query = useQuery({
    ...hotelsAvailabilityQuery(destination?.id ?? 0, stay, page),
    enabled: hydrated && Boolean(destination) && valid,
  });
  const stayKey = JSON.stringify(stay);
  // The stay asked here is the traveller's last: a hotel's page, and the forms, start from it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stay is known by its key
  useEffect(() => {
    if (valid) rememberStay(stay);
  }, [stayKey, valid]);

  const unknownDestination =
    (destinations.data && !destination) ||
    (query.error instanceof ApiRequestError && query.error.code === 'destination_not_found');
  const refused = !valid || (query.error instanceof ApiRequestError && query.error.code === 'invalid_stay');
  const needsNetwork =
    (!online && !query.data) ||
    (query.error instanceof ApiRequestError && query.error.status === 0) ||
    (destinations.isError && !destinations.data);
  const answer = query.data;

  let body: ReactNode;
  if (unknownDestination) {
    body = (
      <div className="error-state" role="alert">
        <p>
          <Trans>Cette destination est introuvable. Choisissez-en une autre.</Trans>
        </p>
      </div>
    );
  } else if (refused) {
    body = (
      <div className="error-state" role="alert">
        <p>
          <Trans>Ces critères ne permettent pas de vérifier les disponibilités.</Trans>
        </p>
        <p>
          <a href={`#${FORM_ID}`}>
            <Trans>Modifier la recherche</Trans>
          </a>
        </p>
      </div>
    );
  } else if (needsNetwork) {
    body = (
      <div className="error-state" role="alert">
        <p>
          <Trans>Vérifier les disponibilités demande une connexion internet.</Trans>
        </p>
        <button
          type="button"
          className="button button-primary"
          onClick={() => {
            void destinations.refetch();
            void query.refetch();
          }}
        >
          <Trans>Réessayer</Trans>
        </button>
      </div>
    );
  } else if (query.isError) {
    body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  } else if (!answer || query.isFetching) {
    body = (
      <div className="card-grid" aria-busy="true">
        <p className="stay-status hotel-find-status" role="status">
          <Trans>Vérification en cours…</Trans>
        </p>
        {Array.from({ length: 3 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <CardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (answer.hotels.total === 0) {
    body = (
      <div className="empty-state" role="status">
        <p className="empty-state-title">
          <Trans>Aucune chambre n’est disponible entre ces dates. Essayez d’autres dates.</Trans>
        </p>
      </div>
    );
  } else {
    body = <FoundHotels answer={answer} stay={stay} />;
  }

  return (
    <>
      <CoverBanner
        title={title}
        image="/media/seed/hotels/banner-9.webp"
        crumbs={[
          { label: t`Accueil`, to: '/{-$lang}' },
          { label: t`Hôtels`, to: '/{-$lang}/hotels' },
          { label: name ?? HOTEL_FIND_TEXT.title[locale] },
        ]}
      />
      <section className="listing hotel-find-results">
        {valid && <StaySummary stay={stay} />}
        {body}
        {answer && destination && !query.isFetching && (
          // The destination's other hotels (taking no booking online, or full): to contact them directly.
          <p className="hotel-find-others">
            <Link to="/{-$lang}/hotels" params={{ lang: params.lang }} search={{ destination_id: destination.id }}>
              <Trans>Tous les hôtels de {name}</Trans>
            </Link>
          </p>
        )}
      </section>
      <HotelFindBox
        key={`${params.destination}|${stayKey}`}
        id={FORM_ID}
        heading={<Trans>Modifier la recherche</Trans>}
        initial={{ destination: params.destination, stay: formStay(stay), problems }}
      />
    </>
  );
}

/** The stay asked, in words, with a way back to the form. */
function StaySummary({ stay }: { stay: StayRequest }) {
  const locale = useLocale();
  const { adults, rooms } = stay;
  const children = stay.childAges.length;
  return (
    <p className="hotel-find-summary">
      <span>{formatDateRange(stay.arrival, stay.departure, locale)}</span>
      <span>
        <Trans>
          <Plural value={adults} one="# adulte" other="# adultes" />,{' '}
          <Plural value={children} _0="aucun enfant" one="# enfant" other="# enfants" /> ·{' '}
          <Plural value={rooms} one="# chambre" other="# chambres" />
        </Trans>
      </span>
      <a href={`#${FORM_ID}`}>
        <Trans>Modifier la recherche</Trans>
      </a>
    </p>
  );
}

/** The hotels with rooms for the stay, a page of them, cheapest first. */
function FoundHotels({ answer, stay }: { answer: HotelsAvailability; stay: StayRequest }) {
  const search = useSearch({ from: ROUTE });
  const navigate = useNavigate({ from: ROUTE });
  const { pathname } = useLocation();
  const paging = answer.hotels;
  const n = paging.total;
  const pageOf = (url: string) => Number(new URL(url).searchParams.get('page') ?? 1);
  const searchFor = (to: number) => ({ ...search, page: to > 1 ? to : undefined });
  return (
    <>
      <p className="listing-count" aria-live="polite">
        <Plural value={n} one="# hôtel" other="# hôtels" />
      </p>
      <div className="card-grid">
        {paging.data.map((hotel, i) => (
          <HotelStayCard key={hotel.id} hotel={hotel} stay={stay} nights={answer.nights} eager={i < 2} />
        ))}
      </div>
      <Pagination
        links={paging.links}
        currentPage={paging.current_page}
        lastPage={paging.last_page}
        onFollow={(url) => void navigate({ search: searchFor(pageOf(url)) })}
        hrefFor={(url) => listingHref(pathname, searchFor(pageOf(url)))}
      />
    </>
  );
}

/** What the form starts from when the address asked something it refuses: counts it can show, dates as asked. */
function formStay(stay: StayRequest): StayRequest {
  const within = (n: number, max: number, otherwise: number) =>
    Number.isInteger(n) && n >= 1 && n <= max ? n : otherwise;
  return {
    ...stay,
    adults: within(stay.adults, MAX_ADULTS, 2),
    rooms: within(stay.rooms, MAX_ROOMS, 1),
    childAges: stay.childAges
      .slice(0, MAX_CHILDREN)
      .map((age) => (Number.isInteger(age) && age >= 0 && age < ADULT_AGE ? age : -1)),
  };
}
