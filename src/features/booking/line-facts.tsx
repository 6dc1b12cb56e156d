import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { BookingKind, OfKind } from '../../../domain/booking/kinds.ts';
import type { AnswerView, OrderLine } from '../../../domain/contract/orders.ts';
import { airlineName } from '../../../domain/flights.ts';
import { BOARD_LABELS } from '../../components/stay/board-labels.ts';
import { formatDate, formatDateRange, formatMillimes, formatTime } from '../../lib/format.ts';
import { useLocale } from '../../lib/use-locale.ts';

export const named = (texts: Record<string, string>, locale: string) => texts[locale] ?? texts.fr ?? '';

/** A line of an order, or the provider's view of it, of one kind. */
type LineOf<K extends BookingKind> = OfKind<OrderLine | AnswerView, K>;

/**
 * What a line sold, one fact a line: a stay's dates, nights, party and rooms; a rental's days
 * (`to` included), vehicle and places; seats' day, time and number; a table's day, time and party;
 * a guide's trip's guide, days and party. The order's summary and the provider's answer page show it.
 */
export function LineFacts({ line }: { line: OrderLine | AnswerView }) {
  const Facts = LINE_FACTS[line.kind] as (props: { line: OrderLine | AnswerView }) => ReactNode;
  return <Facts line={line} />;
}

function RentalFacts({ line }: { line: LineOf<'vehicle'> }) {
  const locale = useLocale();
  return (
    <>
      <span>
        {line.vehicle.marque} {line.vehicle.model} · <bdi dir="ltr">{line.vehicle.registration_number}</bdi>
      </span>
      <span>
        {formatDateRange(line.from, line.to, locale)} ·{' '}
        <Plural value={line.days} one="# jour de location" other="# jours de location" />
      </span>
      <span>
        <Trans>Prise en charge :</Trans> {line.pickup}
      </span>
      <span>
        <Trans>Restitution :</Trans> {line.dropoff}
      </span>
    </>
  );
}

/** An event's seats or an activity's places: the day, its time, how many and at what price. */
function SeatFacts({ line, count }: { line: LineOf<'event'> | LineOf<'activity'>; count: ReactNode }) {
  const locale = useLocale();
  return (
    <>
      <span>
        {[formatDate(line.date, locale), line.start_time && formatTime(line.start_time, locale)]
          .filter(Boolean)
          .join(' · ')}
      </span>
      <span>
        {count}
        {line.unit_millimes > 0 && <> × {formatMillimes(line.unit_millimes, locale)}</>}
      </span>
    </>
  );
}

const EventFacts = ({ line }: { line: LineOf<'event'> }) => (
  <SeatFacts line={line} count={<Plural value={line.seats} one="# place" other="# places" />} />
);

const ActivityFacts = ({ line }: { line: LineOf<'activity'> }) => (
  <SeatFacts line={line} count={<Plural value={line.seats} one="# participant" other="# participants" />} />
);

function FlightFacts({ line }: { line: LineOf<'flight'> }) {
  const locale = useLocale();
  return (
    <>
      <span>
        <bdi dir="ltr">
          {line.number} · {airlineName(line.number)} · {line.from} → {line.to}
        </bdi>{' '}
        · {line.cabin === 'business' ? <Trans>Affaires</Trans> : <Trans>Économique</Trans>}
      </span>
      <span>
        {formatDate(line.date, locale)} · <bdi dir="ltr">{formatTime(line.departs, locale)}</bdi> →{' '}
        <bdi dir="ltr">{formatTime(line.arrives, locale)}</bdi>
        {line.arrives_next_day && (
          <>
            {' '}
            <Trans>(le lendemain)</Trans>
          </>
        )}
      </span>
      {line.passengers.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: passengers may share their names; their order is fixed
        <span key={i}>{`${p.last_name} ${p.first_name}`}</span>
      ))}
    </>
  );
}

function CircuitFacts({ line }: { line: LineOf<'circuit'> }) {
  const locale = useLocale();
  return (
    <>
      <span>
        {formatDateRange(line.date, line.end, locale)} · <Plural value={line.days} one="# jour" other="# jours" />
      </span>
      <span>
        <Plural value={line.people} one="# personne" other="# personnes" />
        {', '}
        <Plural value={line.rooms} one="# chambre" other="# chambres" />
      </span>
    </>
  );
}

function VoyageFacts({ line }: { line: LineOf<'voyage'> }) {
  const locale = useLocale();
  return (
    <>
      <span>
        <Trans>Avec {named(line.guide, locale)}</Trans>
      </span>
      <span>
        {formatDateRange(line.date, line.end, locale)} · <Plural value={line.days} one="# jour" other="# jours" />
      </span>
      <span>
        <Plural value={line.people} one="# personne" other="# personnes" /> ×{' '}
        {formatMillimes(line.unit_millimes, locale)}
      </span>
    </>
  );
}

function TableFacts({ line }: { line: LineOf<'restaurant'> }) {
  const locale = useLocale();
  return (
    <>
      <span>
        {formatDate(line.date, locale)} · <bdi dir="ltr">{formatTime(line.time, locale)}</bdi>
      </span>
      <span>
        <Plural value={line.people} one="# personne" other="# personnes" />
      </span>
    </>
  );
}

function StayFacts({ line }: { line: LineOf<'hotel'> }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const children = line.child_ages.length;
  return (
    <>
      <span>
        {formatDateRange(line.arrival, line.departure, locale)} ·{' '}
        <Plural value={line.nights} one="# nuit" other="# nuits" />
      </span>
      <span>
        <Plural value={line.adults} one="# adulte" other="# adultes" />
        {children > 0 && (
          <>
            {', '}
            <Plural value={children} one="# enfant" other="# enfants" />
          </>
        )}
      </span>
      {line.rooms.map((room) => (
        <span key={`${named(room.name, 'fr')}|${room.board}`}>
          {room.quantity} × {named(room.name, locale)} ({i18n._(BOARD_LABELS[room.board])})
        </span>
      ))}
    </>
  );
}

/** Each kind's facts: the compiler says which a new kind lacks. */
const LINE_FACTS: { [K in BookingKind]: (props: { line: LineOf<K> }) => ReactNode } = {
  hotel: StayFacts,
  maison: StayFacts,
  restaurant: TableFacts,
  event: EventFacts,
  activity: ActivityFacts,
  flight: FlightFacts,
  vehicle: RentalFacts,
  bus: RentalFacts,
  circuit: CircuitFacts,
  voyage: VoyageFacts,
};
