import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { MAX_SEATS, type SeatKind } from '../../../domain/booking/seats.ts';
import { SEAT_RESERVATION_TEXT } from '../../../domain/booking-page-text.ts';
import type { SeatAvailability } from '../../../domain/contract/seats.ts';
import { LabelledField, problemProps } from '../../components/form/labelled-field.tsx';
import { BlockSkeleton } from '../../components/skeleton.tsx';
import type { Parsed, SchemaName } from '../../lib/api.ts';
import { apiQuery } from '../../lib/api-query.ts';
import { useSessionUser } from '../../lib/auth.ts';
import { formatDate, formatMillimes, formatTime } from '../../lib/format.ts';
import { localized } from '../../lib/localized.ts';
import { useFirstLoadOver } from '../../lib/use-first-load-over.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { seatAvailabilityQuery } from './api/booking.queries.ts';
import { BookingForm, OfferSummary } from './booking-actions.tsx';
import type { BookableSeats } from './checkout.ts';
import { CountField } from './count-field.tsx';
import { useBookOrKeep } from './use-checkout.ts';

/** What the page shows of the offer: its name, picture and place, from its catalogue answer. */
interface OfferFacts {
  title: string;
  cover: string;
  address: string;
}

/** An offer's catalogue answer, whole under its API path (the item page's key), and the offer in it. */
function offerQuery<S extends SchemaName>(
  path: string,
  schema: S,
  pick: (answer: Parsed<S>) => object & { cover: string },
) {
  return { ...apiQuery(path, schema), select: pick } as unknown as UseQueryOptions<
    unknown,
    Error,
    object & { cover: string }
  >;
}

/** Each kind this page books: its offer's answer, its item page's section (and availability's), the search naming it. */
const SEAT_OFFERS: Record<
  SeatKind,
  {
    offer: (id: number) => ReturnType<typeof offerQuery>;
    section: 'events' | 'activity';
    search: { kind?: 'activity' };
  }
> = {
  event: {
    offer: (id) => offerQuery(`/utilisateur/event/${id}`, 'eventDetailResponseSchema', (a) => a.event),
    section: 'events',
    search: {},
  },
  activity: {
    offer: (id) => offerQuery(`/utilisateur/activity/${id}`, 'activityDetailResponseSchema', (a) => a.activety),
    section: 'activity',
    search: { kind: 'activity' },
  },
};

function useOffer(kind: SeatKind, id: number, ready: boolean) {
  const locale = useLocale();
  const offer = useQuery({ ...SEAT_OFFERS[kind].offer(id), enabled: ready });
  const item = offer.data;
  const summary: OfferFacts | undefined = item && {
    title: localized(item, 'title', locale),
    cover: item.cover,
    address: localized(item, 'address', locale),
  };
  return { summary, failed: offer.isError };
}

/**
 * `events/reservation/{id}` (spec §2, §3 « event date, seats »): the day and the number of seats
 * at an event — or, with `?kind=activity`, of places at an activity — with the seats left on each
 * day as the server counts them now; then book (and pay, unless it is free) or add to the cart.
 */
export function SeatReservationPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { lang } = useParams({ strict: false });
  const { id } = useParams({ from: '/{-$lang}/events/reservation/$id' });
  const { kind = 'event' } = useSearch({ from: '/{-$lang}/events/reservation/$id' });
  const user = useSessionUser();
  // Asked once the page's first load is over (at once after a navigation in the app).
  const ready = useFirstLoadOver();
  const offer = useOffer(kind, id, ready);
  const { section, search } = SEAT_OFFERS[kind];
  const availability = useQuery({ ...seatAvailabilityQuery(section, id), enabled: ready });
  const hydrated = useHydrated();
  usePageTitle(offer.summary ? t`Réserver : ${offer.summary.title}` : SEAT_RESERVATION_TEXT.title[locale]);
  const itemHref = `${lang ? `/${lang}` : ''}/${section}/${id}`;

  return (
    <section className="page-section account reservation-page">
      <h1>{SEAT_RESERVATION_TEXT.title[locale]}</h1>
      {hydrated && offer.summary && (
        <OfferSummary cover={offer.summary.cover} href={itemHref} title={offer.summary.title}>
          {offer.summary.address}
        </OfferSummary>
      )}
      {!hydrated || availability.isPending ? (
        <div role="status" aria-busy="true" aria-label={t`Chargement des places disponibles`}>
          <BlockSkeleton height={220} />
        </div>
      ) : availability.isError || offer.failed ? (
        <div className="outcome outcome-problem" role="alert">
          <p>
            <Trans>Les places disponibles n’ont pas pu être chargées. Vérifiez votre connexion et réessayez.</Trans>
          </p>
          <button type="button" className="button" onClick={() => void availability.refetch()}>
            <Trans>Réessayer</Trans>
          </button>
        </div>
      ) : availability.data.seats.days.length === 0 ? (
        <div className="empty-state">
          <p>
            <Trans>La date de cette offre est passée : elle ne peut plus être réservée.</Trans>
          </p>
          <a href={itemHref} className="button">
            <Trans>Retour</Trans>
          </a>
        </div>
      ) : !user ? (
        <p className="outcome-actions">
          <Link
            to="/{-$lang}/connexion"
            params={{ lang }}
            search={{
              redirect: `${lang ? `/${lang}` : ''}/events/reservation/${id}${search.kind ? `?kind=${search.kind}` : ''}`,
            }}
            className="button button-primary"
          >
            <Trans>Se connecter pour réserver</Trans>
          </Link>
        </p>
      ) : (
        <SeatForm
          seats={availability.data.seats}
          item={{
            kind,
            id: String(id),
            title: offer.summary?.title ?? '',
            href: itemHref,
            image: offer.summary?.cover,
          }}
          locale={locale}
        />
      )}
    </section>
  );
}

type SeatProblem = 'exceed' | 'full' | 'count';

function SeatForm({
  seats: offer,
  item,
  locale,
}: {
  seats: SeatAvailability;
  item: Omit<BookableSeats, 'seats'>;
  locale: ReturnType<typeof useLocale>;
}) {
  const { t } = useLingui();
  const firstOpen = offer.days.find((d) => d.available > 0) ?? offer.days[0]!;
  const [date, setDate] = useState(firstOpen.date);
  const [count, setCount] = useState('1');
  const [problem, setProblem] = useState<SeatProblem | null>(null);
  const day = offer.days.find((d) => d.date === date) ?? firstOpen;
  const seats = Number(count);
  const valid = Number.isInteger(seats) && seats >= 1 && seats <= MAX_SEATS;
  const total = valid ? offer.price_millimes * seats : 0;
  const free = offer.price_millimes === 0;
  // An event sells seats; an activity, places for participants.
  const units: Record<SeatKind, { count: (n: number) => string; label: string }> = {
    event: { count: (n) => t`${plural(n, { one: '# place', other: '# places' })}`, label: t`Nombre de places` },
    activity: {
      count: (n) => t`${plural(n, { one: '# personne', other: '# personnes' })}`,
      label: t`Nombre de participants`,
    },
  };
  const unit = units[offer.kind];
  const messages: Record<SeatProblem, string> = {
    exceed: t`${plural(day.available, { one: 'Il ne reste qu’une place ce jour-là : le nombre demandé dépasse les places disponibles.', other: 'Il ne reste que # places ce jour-là : le nombre demandé dépasse les places disponibles.' })}`,
    full: t`Toutes les places sont réservées ce jour-là. Choisissez un autre jour.`,
    count: t`Entrez un nombre de places entre 1 et ${MAX_SEATS}.`,
  };

  const chosen = (): BookableSeats | null => {
    const found: SeatProblem | null =
      day.available === 0 ? 'full' : !valid ? 'count' : seats > day.available ? 'exceed' : null;
    setProblem(found);
    if (found) {
      document.getElementById(found === 'full' ? 'seat-date' : 'seat-count')?.focus();
      return null;
    }
    return { ...item, seats: { date, seats, totalMillimes: total, startTime: offer.start_time } };
  };
  const booking = useBookOrKeep(chosen);

  return (
    <BookingForm {...booking} submitLabel={free ? <Trans>Réserver</Trans> : <Trans>Réserver et payer</Trans>}>
      <LabelledField
        label={t`Jour`}
        problem={problem === 'full' ? messages.full : undefined}
        problemId="seat-date-error"
      >
        <select
          id="seat-date"
          name="date"
          value={date}
          onChange={(e) => {
            setDate(e.target.value);
            setProblem(null);
          }}
          {...problemProps(problem === 'full' ? messages.full : undefined, 'seat-date-error')}
        >
          {offer.days.map((d) => (
            <option key={d.date} value={d.date}>
              {formatDate(d.date, locale)}
              {offer.start_time ? ` · ${formatTime(offer.start_time, locale)}` : ''} —{' '}
              {d.available === 0
                ? t`complet`
                : t`${plural(d.available, { one: '# place restante', other: '# places restantes' })}`}
            </option>
          ))}
        </select>
      </LabelledField>
      <CountField
        id="seat-count"
        name="seats"
        label={unit.label}
        max={Math.min(MAX_SEATS, Math.max(1, day.available))}
        value={count}
        onChange={(value) => {
          setCount(value);
          setProblem(null);
        }}
        problem={problem === 'exceed' || problem === 'count' ? messages[problem] : undefined}
      />
      <p className="seat-total" aria-live="polite">
        <Trans>Total :</Trans>{' '}
        <strong>
          {free ? (
            <Trans>Entrée libre</Trans>
          ) : valid ? (
            `${formatMillimes(total, locale)} (${unit.count(seats)} × ${formatMillimes(offer.price_millimes, locale)})`
          ) : (
            '—'
          )}
        </strong>
      </p>
    </BookingForm>
  );
}
