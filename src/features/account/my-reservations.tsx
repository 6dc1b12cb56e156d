import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import type { BookingKind } from '../../../domain/booking/kinds.ts';
import type { SeatKind } from '../../../domain/booking/seats.ts';
import type {
  CircuitReservation,
  FlightReservation,
  RentalReservation,
  Reservation,
  SeatReservation,
  StayReservation,
  TableReservation,
  VoyageReservation,
} from '../../../domain/contract/reservations.ts';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import { airlineName } from '../../../domain/flights.ts';
import { INTL_TAG, type Locale } from '../../../domain/locales.ts';
import { telHref } from '../../../domain/phone.ts';
import { Fact } from '../../components/fact.tsx';
import { FormFailure } from '../../components/form/form-failure.tsx';
import { useAction } from '../../components/form/use-action.ts';
import { BlockSkeleton } from '../../components/skeleton.tsx';
import { BOARD_LABELS } from '../../components/stay/board-labels.ts';
import { ApiRequestError, apiSend } from '../../lib/api.ts';
import { storedToken } from '../../lib/auth.ts';
import { formatDate, formatDateRange, formatMillimes, formatTime } from '../../lib/format.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { useOnline } from '../../lib/use-online.ts';
import { RESERVATIONS_KEY, reservationsQuery } from './api/account.queries.ts';
import { downloadStayEvent, hasCalendarEvent } from './reservation-calendar.ts';
import { RESERVATION_KINDS, type ReservationOf } from './reservation-kinds.ts';
import { useWallet } from './wallet.ts';

/** A text kept in the seven languages, in the page's (French when missing). */
const pick = (texts: Record<string, string>, locale: Locale) => texts[locale] || texts.fr || '';

/** An instant (ISO, UTC) as Tunisia's clock reads it, in the page's language. */
const formatInstant = (iso: string, locale: Locale) => formatDate(tunisiaDateTime(new Date(iso)).slice(0, 16), locale);

/**
 * « Mes réservations » on the account page: the traveller's reservations as the server answers
 * them, or, when it cannot be reached, as the offline wallet kept them on this device (wallet.ts),
 * dated by the server's last answer. Each answer refreshes the wallet.
 */
export function MyReservations({ token, owner }: { token: string; owner: string }) {
  const locale = useLocale();
  const online = useOnline();
  const wallet = useWallet(owner);
  // Signing out removes this query while the page is still on screen: nothing is asked again.
  const query = useQuery({ ...reservationsQuery(token, owner), enabled: token !== '' });
  const shown = query.data ?? wallet;
  // A session the server no longer knows: the page's profile, asked with the same token, leads to sign-in.
  const sessionLost = query.error instanceof ApiRequestError && query.error.status === 401;
  const failed = query.isError && !sessionLost;
  const unreachable = failed && (!online || (query.error instanceof ApiRequestError && query.error.status === 0));

  return (
    <section className="my-reservations" aria-labelledby="my-reservations" aria-busy={query.isPending && !shown}>
      <h2 id="my-reservations">
        <Trans>Mes réservations</Trans>
      </h2>
      {shown && (
        <p className="wallet-stamp">
          <Trans>Dernière confirmation le {formatInstant(shown.answered_at, locale)}</Trans>
        </p>
      )}
      {failed && (
        <div className="reservations-problem" role="alert">
          <p>
            {unreachable ? (
              shown ? (
                <Trans>
                  Vous êtes hors ligne : voici vos réservations telles qu’elles sont enregistrées sur cet appareil.
                </Trans>
              ) : (
                <Trans>Vous êtes hors ligne : vos réservations s’afficheront une fois la connexion revenue.</Trans>
              )
            ) : (
              <Trans>Vos réservations n’ont pas pu être chargées.</Trans>
            )}
          </p>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            <Trans>Réessayer</Trans>
          </button>
        </div>
      )}
      {shown ? (
        <ReservationCards reservations={shown.reservations} />
      ) : (
        query.isPending && <BlockSkeleton height={160} />
      )}
    </section>
  );
}

/** The list, or what to do when it is empty. */
function ReservationCards({ reservations }: { reservations: Reservation[] }) {
  const { lang } = useParams({ strict: false });
  if (reservations.length === 0)
    return (
      <div className="empty-state">
        <p>
          <Trans>Aucune réservation pour l’instant.</Trans>
        </p>
        <Link to="/{-$lang}/hotels" params={{ lang }} className="button button-primary">
          <Trans>Voir les hôtels</Trans>
        </Link>
      </div>
    );
  return (
    <ol className="reservation-cards">
      {reservations.map((r) => {
        const Card = RESERVATION_CARDS[r.kind] as (props: { reservation: Reservation }) => ReactNode;
        return (
          <li key={`${r.reference}:${r.line_id}`}>
            <Card reservation={r} />
          </li>
        );
      })}
    </ol>
  );
}

type Tone = 'wait' | 'ok' | 'problem' | 'over';

/** Where a reservation stands (spec §4), as the traveller reads it. */
function useStatus(r: Reservation): { label: string; tone: Tone } {
  const { t, i18n } = useLingui();
  // Money may have arrived without the booking being settled: only customer service can sort it out.
  if (r.order_status === 'unsettled' || r.status === 'held' || r.status === 'released')
    return { label: t`Paiement non réglé — contactez le service client`, tone: 'problem' };
  switch (r.status) {
    case 'pending_provider':
      return { label: i18n._(RESERVATION_KINDS[r.kind].awaiting), tone: 'wait' };
    case 'confirmed':
      return { label: t`Confirmée`, tone: 'ok' };
    case 'refused':
      return { label: t`Refusée`, tone: 'problem' };
    case 'cancelled':
      return { label: t`Annulée`, tone: 'over' };
  }
}

const ITEM_ROUTES = { hotel: '/{-$lang}/hotels/$id', maison: '/{-$lang}/maison/$id' } as const;

/** Each kind's card: the compiler says which a new kind lacks. */
const RESERVATION_CARDS: { [K in BookingKind]: (props: { reservation: ReservationOf<K> }) => ReactNode } = {
  hotel: StayCard,
  maison: StayCard,
  restaurant: TableCard,
  event: SeatCard,
  activity: SeatCard,
  flight: FlightCard,
  vehicle: RentalCard,
  bus: RentalCard,
  circuit: CircuitCard,
  voyage: VoyageCard,
};

/** An event's seats and an activity's places: the page they came from, and what the party counts. */
const SEAT_PAGES: Record<
  SeatKind,
  { route: '/{-$lang}/events/$id' | '/{-$lang}/activity/$id'; counts: 'places' | 'participants' }
> = {
  event: { route: '/{-$lang}/events/$id', counts: 'places' },
  activity: { route: '/{-$lang}/activity/$id', counts: 'participants' },
};

/** One stay: where it stands, when, what, how much, and the way to the place. */
function StayCard({ reservation: r }: { reservation: StayReservation }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { lang } = useParams({ strict: false });
  const status = useStatus(r);
  const name = pick(r.name, locale);
  const address = pick(r.address, locale);
  const dates = formatDateRange(r.arrival, r.departure, locale);
  const rooms = r.rooms.map(
    (room) => `${room.quantity} × ${pick(room.name, locale)} (${i18n._(BOARD_LABELS[room.board])})`,
  );
  const children = r.guests.child_ages.length;
  const headingId = `reservation-${r.line_id}`;

  const addToCalendar = () =>
    downloadStayEvent(r, {
      name,
      address,
      details: [
        t`Référence : ${r.reference}`,
        dates,
        ...rooms,
        ...(r.phone ? [t`Téléphone : ${r.phone}`] : []),
        status.label,
      ],
    });

  return (
    // Named by the place and the reference: two stays at one place read apart.
    <article className="reservation-card" aria-labelledby={`${headingId} ${headingId}-ref`}>
      <CardHead
        headingId={headingId}
        title={
          r.listing_id === null ? (
            name
          ) : (
            <Link to={ITEM_ROUTES[r.kind]} params={{ lang, id: r.listing_id }}>
              {name}
            </Link>
          )
        }
        status={status}
        kindLabel={i18n._(RESERVATION_KINDS[r.kind].label)}
        reference={r.reference}
      />
      <dl className="reservation-facts">
        <Fact term={<Trans>Dates</Trans>}>
          {dates} · <Plural value={r.nights} one="# nuit" other="# nuits" />
        </Fact>
        <Fact term={<Trans>Chambres</Trans>}>
          {rooms.map((room) => (
            <span key={room} className="reservation-room">
              {room}
            </span>
          ))}
        </Fact>
        <Fact term={<Trans>Voyageurs</Trans>}>
          <Plural value={r.guests.adults} one="# adulte" other="# adultes" />
          {children > 0 && (
            <>
              , <Plural value={children} one="# enfant" other="# enfants" />
            </>
          )}
        </Fact>
        <Fact term={<Trans>Total</Trans>}>{formatMillimes(r.total_millimes, locale)}</Fact>
        <Fact term={<Trans>Adresse</Trans>}>{address}</Fact>
      </dl>
      <MoneyNote reservation={r} />
      {status.tone === 'problem' && r.status !== 'refused' && (
        <p className="reservation-note">
          <Link to="/{-$lang}/contact" params={{ lang }}>
            <Trans>Contacter le service client</Trans>
          </Link>
        </p>
      )}
      <ReservationActions reservation={r} name={name} address={address} onCalendar={addToCalendar} />
      {r.cancellable && <CancelStay reservation={r} />}
    </article>
  );
}

/** One rental: where it stands, when, which vehicle, where it is taken and left, the renter and the way there. */
function RentalCard({ reservation: r }: { reservation: RentalReservation }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const status = useStatus(r);
  const name = pick(r.name, locale);
  const renter = pick(r.agency, locale);
  const address = pick(r.address, locale);
  const dates = formatDateRange(r.from, r.to, locale);
  const vehicle = `${r.vehicle.marque} ${r.vehicle.model}`;
  const headingId = `reservation-${r.line_id}`;

  const addToCalendar = () =>
    downloadStayEvent(r, {
      name: `${name} (${renter})`,
      address: r.pickup,
      details: [
        t`Référence : ${r.reference}`,
        dates,
        `${vehicle}, ${r.vehicle.registration_number}`,
        t`Prise en charge : ${r.pickup}`,
        t`Restitution : ${r.dropoff}`,
        ...(r.phone ? [t`Téléphone : ${r.phone}`] : []),
        status.label,
      ],
    });

  return (
    <article className="reservation-card" aria-labelledby={`${headingId} ${headingId}-ref`}>
      <CardHead
        headingId={headingId}
        title={name}
        status={status}
        kindLabel={i18n._(RESERVATION_KINDS[r.kind].label)}
        reference={r.reference}
      />
      <dl className="reservation-facts">
        <Fact term={<Trans>Dates</Trans>}>
          {dates} · <Plural value={r.days} one="# jour de location" other="# jours de location" />
        </Fact>
        <Fact term={<Trans>Véhicule</Trans>}>
          {vehicle} · <bdi dir="ltr">{r.vehicle.registration_number}</bdi>
        </Fact>
        <Fact term={<Trans>Prise en charge</Trans>}>{r.pickup}</Fact>
        <Fact term={<Trans>Restitution</Trans>}>{r.dropoff}</Fact>
        <Fact term={<Trans>Total</Trans>}>
          {formatMillimes(r.total_millimes, locale)} · <Trans>à régler au loueur à la prise en charge</Trans>
        </Fact>
        <Fact term={<Trans>Loueur</Trans>}>{[renter, address].filter(Boolean).join(', ')}</Fact>
      </dl>
      <ReservationActions reservation={r} name={renter} address={address} onCalendar={addToCalendar} />
      {r.cancellable && <CancelStay reservation={r} />}
    </article>
  );
}

/** Seats at an event or places at an activity: the day and time, how many, where; the reference to show at the entrance. */
function SeatCard({ reservation: r }: { reservation: SeatReservation }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { lang } = useParams({ strict: false });
  const n = r.seats;
  const name = pick(r.name, locale);
  return (
    <DatedCard
      reservation={r}
      kindLabel={i18n._(RESERVATION_KINDS[r.kind].label)}
      itemLink={
        r.listing_id === null ? (
          name
        ) : (
          <Link to={SEAT_PAGES[r.kind].route} params={{ lang, id: r.listing_id }}>
            {name}
          </Link>
        )
      }
      when={[formatDate(r.date, locale), r.start_time && formatTime(r.start_time, locale)].filter(Boolean).join(' · ')}
      time={r.start_time}
      facts={[
        SEAT_PAGES[r.kind].counts === 'participants'
          ? { label: t`Participants`, value: t`${plural(n, { one: '# personne', other: '# personnes' })}` }
          : { label: t`Places`, value: t`${plural(n, { one: '# place', other: '# places' })}` },
        {
          label: t`Total`,
          value: r.total_millimes === 0 ? t`Entrée libre` : formatMillimes(r.total_millimes, locale),
        },
      ]}
      note={r.status === 'confirmed' ? t`Présentez la référence à l’entrée.` : null}
    />
  );
}

/** A table at a restaurant: the day and time, the party, where; nothing paid online. */
function TableCard({ reservation: r }: { reservation: TableReservation }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { lang } = useParams({ strict: false });
  const n = r.people;
  const name = pick(r.name, locale);
  return (
    <DatedCard
      reservation={r}
      kindLabel={i18n._(RESERVATION_KINDS[r.kind].label)}
      itemLink={
        r.listing_id === null ? (
          name
        ) : (
          <Link to="/{-$lang}/restaurants/$id" params={{ lang, id: r.listing_id }}>
            {name}
          </Link>
        )
      }
      when={`${formatDate(r.date, locale)} · ${formatTime(r.time, locale)}`}
      time={r.time}
      facts={[{ label: t`Personnes`, value: t`${plural(n, { one: '# personne', other: '# personnes' })}` }]}
      note={t`Rien à payer en ligne : l’addition se règle au restaurant.`}
    />
  );
}

/** Places on a circuit: its days, the party and its rooms; the agency confirms. */
function CircuitCard({ reservation: r }: { reservation: CircuitReservation }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { lang } = useParams({ strict: false });
  const name = pick(r.name, locale);
  const party = t`${plural(r.people, { one: '# personne', other: '# personnes' })}`;
  const roomCount = t`${plural(r.rooms, { one: '# chambre', other: '# chambres' })}`;
  return (
    <DatedCard
      reservation={r}
      kindLabel={i18n._(RESERVATION_KINDS[r.kind].label)}
      itemLink={
        <Link to="/{-$lang}/circuits/$slug" params={{ lang, slug: r.listing_slug }}>
          {name}
        </Link>
      }
      when={formatDateRange(r.date, r.end, locale)}
      time={null}
      facts={[
        { label: t`Voyageurs`, value: `${party}, ${roomCount}` },
        { label: t`Total`, value: formatMillimes(r.total_millimes, locale) },
      ]}
      note={null}
    />
  );
}

/** Places on a guide's trip: its days, the party and its price; the guide answers, and meets them at the point shown. */
function VoyageCard({ reservation: r }: { reservation: VoyageReservation }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { lang } = useParams({ strict: false });
  const name = pick(r.name, locale);
  const guide = pick(r.guide, locale);
  const people = r.people;
  return (
    <DatedCard
      reservation={r}
      kindLabel={i18n._(RESERVATION_KINDS[r.kind].label)}
      itemLink={
        r.guide_id === null ? (
          name
        ) : (
          <Link to="/{-$lang}/allguides/$id" params={{ lang, id: r.guide_id }}>
            {name}
          </Link>
        )
      }
      when={formatDateRange(r.date, r.end, locale)}
      time={null}
      facts={[
        { label: t`Guide`, value: guide },
        ...(r.status === 'refused' && r.refusal_reason ? [{ label: t`Motif du refus`, value: r.refusal_reason }] : []),
        {
          label: t`Voyageurs`,
          value: t`${plural(people, { one: '# personne', other: '# personnes' })} × ${formatMillimes(r.unit_millimes, locale)}`,
        },
        { label: t`Total`, value: formatMillimes(r.total_millimes, locale) },
      ]}
      note={
        r.status === 'confirmed'
          ? t`${guide} a accepté votre réservation : rendez-vous au point de rencontre le premier jour.`
          : null
      }
    />
  );
}

/** A flight: its number and airports, day and times, cabin and passengers; the reference to check in with. */
function FlightCard({ reservation: r }: { reservation: FlightReservation }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const arrives = r.arrives_next_day
    ? t`${formatTime(r.arrives, locale)} (le lendemain)`
    : formatTime(r.arrives, locale);
  return (
    <DatedCard
      reservation={r}
      kindLabel={i18n._(RESERVATION_KINDS[r.kind].label)}
      itemLink={<bdi dir="ltr">{`${r.number} · ${r.from} → ${r.to}`}</bdi>}
      when={`${formatDate(r.date, locale)} · ${formatTime(r.departs, locale)} → ${arrives}`}
      time={r.departs}
      facts={[
        { label: t`Compagnie`, value: airlineName(r.number) },
        { label: t`Cabine`, value: r.cabin === 'business' ? t`Affaires` : t`Économique` },
        {
          label: t`Passagers`,
          value: new Intl.ListFormat(INTL_TAG[locale]).format(
            r.passengers.map((p) => `${p.last_name} ${p.first_name}`),
          ),
        },
        { label: t`Total`, value: formatMillimes(r.total_millimes, locale) },
      ]}
      note={
        r.status === 'confirmed'
          ? t`Billet confirmé : présentez la référence et vos passeports à l’enregistrement.`
          : null
      }
    />
  );
}

/**
 * Seats, a table or a circuit: when (a day and its time, or a circuit's days), its facts, contact,
 * way there and calendar.
 */
function DatedCard({
  reservation: r,
  kindLabel,
  itemLink,
  when,
  time,
  facts,
  note,
}: {
  reservation: SeatReservation | TableReservation | CircuitReservation | FlightReservation | VoyageReservation;
  kindLabel: string;
  itemLink: ReactNode;
  when: string;
  time: string | null;
  facts: { label: string; value: string }[];
  note: string | null;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const status = useStatus(r);
  const name = pick(r.name, locale);
  const address = pick(r.address, locale);
  const headingId = `reservation-${r.line_id}`;

  const addToCalendar = () =>
    downloadStayEvent(r, {
      name: time ? `${time} · ${name}` : name,
      address,
      details: [
        t`Référence : ${r.reference}`,
        when,
        ...facts.map((f) => `${f.label} : ${f.value}`),
        ...(r.phone ? [t`Téléphone : ${r.phone}`] : []),
        status.label,
      ],
    });

  return (
    <article className="reservation-card" aria-labelledby={`${headingId} ${headingId}-ref`}>
      <CardHead headingId={headingId} title={itemLink} status={status} kindLabel={kindLabel} reference={r.reference} />
      <dl className="reservation-facts">
        <Fact term={<Trans>Date</Trans>}>{when}</Fact>
        {facts.map((fact) => (
          <Fact key={fact.label} term={fact.label}>
            {fact.value}
          </Fact>
        ))}
        {address && <Fact term={<Trans>Adresse</Trans>}>{address}</Fact>}
      </dl>
      {note && <p className="booking-note">{note}</p>}
      <MoneyNote reservation={r} />
      <ReservationActions reservation={r} name={name} address={address} onCalendar={addToCalendar} />
      {r.cancellable && <CancelStay reservation={r} />}
    </article>
  );
}

/**
 * Where the money of a refused or cancelled reservation stands: refunded, or on its way since
 * when, or sent back by customer service; and the fee its terms kept. Nothing for one still on,
 * or paid nothing online.
 */
function MoneyNote({ reservation: r }: { reservation: Reservation }) {
  const locale = useLocale();
  const money = r.money;
  if (!money) return null;
  const refund = formatMillimes(money.refund_millimes, locale);
  const fee = formatMillimes(money.fee_millimes, locale);
  const since = money.refund_since ? formatInstant(money.refund_since, locale) : '';
  return (
    <p className="reservation-money" data-refund={money.refund_status ?? 'none'}>
      {money.refund_status === 'done' ? (
        <Trans>Remboursé : {refund}, sur le moyen de paiement utilisé.</Trans>
      ) : money.refund_status === 'requested' ? (
        <Trans>
          Remboursement en cours : {refund}, demandé le {since} ; comptez quelques jours pour le voir sur le moyen de
          paiement utilisé.
        </Trans>
      ) : money.refund_status === 'manual' ? (
        <Trans>Remboursement de {refund} en cours par notre service client, qui vous écrira.</Trans>
      ) : null}
      {money.fee_millimes > 0 && (
        <>
          {money.refund_status && ' '}
          <Trans>Frais d’annulation retenus selon les conditions : {fee}.</Trans>
        </>
      )}
    </p>
  );
}

/** The provider's phone and e-mail, the way to `name` at `address`, and the calendar while it is to happen. */
function ReservationActions({
  reservation: r,
  name,
  address,
  onCalendar,
}: {
  reservation: Reservation;
  name: string;
  address: string;
  onCalendar: () => void;
}) {
  return (
    <p className="reservation-actions">
      {r.phone && (
        <a className="button" href={telHref(r.phone)}>
          <Trans>Appeler</Trans> <bdi dir="ltr">{r.phone}</bdi>
        </a>
      )}
      {r.email && (
        <a className="button" href={`mailto:${r.email}`}>
          <Trans>Écrire</Trans> <bdi dir="ltr">{r.email}</bdi>
        </a>
      )}
      <Directions reservation={r} name={name} address={address} />
      {hasCalendarEvent(r) && (
        <button type="button" className="button" onClick={onCalendar}>
          <Trans>Ajouter au calendrier</Trans>
        </button>
      )}
    </p>
  );
}

/**
 * Cancelling a stay, asked twice: free until the hotel has answered, then as the booking's terms
 * say (the server decides the fee and refunds the rest; the hotel is told).
 */
function CancelStay({ reservation: r }: { reservation: Reservation }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const {
    run: cancel,
    busy: sending,
    failure,
  } = useAction({
    send: () =>
      apiSend('POST', `/utilisateur/orders/${r.reference}/lines/${r.line_id}/cancel`, { token: storedToken() }),
    onSent: async () => {
      setAsking(false);
      await queryClient.invalidateQueries({ queryKey: RESERVATIONS_KEY });
    },
    describeFailure: (error) =>
      error instanceof ApiRequestError && error.code === 'not_cancellable'
        ? t`Cette réservation ne peut plus être annulée.`
        : t`L’annulation n’a pas pu être envoyée. Réessayez.`,
  });
  if (!asking)
    return (
      <p className="reservation-actions">
        <button type="button" className="button" disabled={!online} onClick={() => setAsking(true)}>
          <Trans>Annuler la réservation</Trans>
        </button>
      </p>
    );
  return (
    <div className="reservation-cancel" role="group" aria-label={t`Annuler la réservation`}>
      <p>{i18n._(RESERVATION_KINDS[r.kind].cancel[r.status === 'pending_provider' ? 'pending' : 'confirmed'])}</p>
      <p className="reservation-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={sending || !online}
          aria-busy={sending}
          onClick={() => cancel()}
        >
          {sending ? <Trans>Annulation…</Trans> : <Trans>Confirmer l’annulation</Trans>}
        </button>
        <button type="button" className="button" disabled={sending} onClick={() => setAsking(false)}>
          <Trans>Garder la réservation</Trans>
        </button>
      </p>
      <FormFailure text={failure} />
    </div>
  );
}

/**
 * The way there: the itinerary page when the place's coordinates are known (a route of the app, so
 * it opens offline and offers the phone's maps apps); otherwise, for a place that has left the
 * catalogue, a maps search of its name and address as it was sold.
 */
function Directions({ reservation: r, name, address }: { reservation: Reservation; name: string; address: string }) {
  const { lang } = useParams({ strict: false });
  if (r.lat !== null && r.lng !== null)
    return (
      <Link
        to="/{-$lang}/iteneraire/$lat1/$lng1"
        params={{ lang, lat1: String(r.lat), lng1: String(r.lng) }}
        search={name ? { name } : {}}
        className="button"
      >
        <Trans>Itinéraire</Trans>
      </Link>
    );
  const query = encodeURIComponent([name, address].filter(Boolean).join(', '));
  return (
    <a
      className="button"
      href={`https://www.google.com/maps/search/?api=1&query=${query}`}
      target="_blank"
      rel="noopener noreferrer"
    >
      <Trans>Itinéraire</Trans>
    </a>
  );
}

/** A card's head: the place (a link to its page where it has one), where it stands, its kind and its reference. */
function CardHead({
  headingId,
  title,
  status,
  kindLabel,
  reference,
}: {
  headingId: string;
  title: ReactNode;
  status: ReturnType<typeof useStatus>;
  kindLabel: string;
  reference: string;
}) {
  return (
    <>
      <header className="reservation-card-head">
        <h3 id={headingId}>{title}</h3>
        <span className={`badge reservation-status reservation-status-${status.tone}`}>{status.label}</span>
      </header>
      <p className="card-meta">
        <span>
          {kindLabel} · <Trans>Référence :</Trans>{' '}
          <bdi dir="ltr" id={`${headingId}-ref`}>
            {reference}
          </bdi>
        </span>
      </p>
    </>
  );
}
