import type { Selectable, Transaction } from 'kysely';
import { isRentalKind } from '../../../domain/booking/kinds.ts';
import { isSeatKind } from '../../../domain/booking/seats.ts';
import { formatTime, frenchHours } from '../../../domain/clock.ts';
import { isLocale, type Locale } from '../../../domain/locales.ts';
import type { Database, OrderLinesTable, OrdersTable, UsersTable } from '../../db/schema.ts';
import { queueMail } from '../../lib/mail-outbox.ts';
import { TRAVELLER_MAILS } from './order-mail-texts.ts';
import type {
  AnySnapshot,
  CircuitSnapshot,
  FlightSnapshot,
  LineSnapshot,
  RentalSnapshot,
  SeatSnapshot,
  TableSnapshot,
  VoyageSnapshot,
} from './orders.mappers.ts';
import type { ProviderLinks } from './provider-links.ts';

type Order = Selectable<OrdersTable>;
type Line = Selectable<OrderLinesTable>;
type User = Pick<Selectable<UsersTable>, 'email' | 'first_name' | 'last_name' | 'phone'>;

/** Tunisia's clock, for the times a mail states. */
const tunisTime = (at: Date, locale: Locale) =>
  frenchHours(
    new Intl.DateTimeFormat(locale, {
      dateStyle: 'long',
      timeStyle: 'short',
      hourCycle: 'h23',
      timeZone: 'Africa/Tunis',
    }).format(at),
    locale,
  );
const day = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
export const dinars = (millimes: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'TND', minimumFractionDigits: 3 }).format(
    millimes / 1000,
  );
const localized = (texts: Record<string, string>, locale: Locale) => texts[locale] ?? texts.fr ?? '';

/**
 * Every e-mail an order sends, queued in the transaction of the move that causes it (the outbox
 * sends it after commit), under a key naming that move: one move, one e-mail, however often a
 * callback or job repeats it. Travellers read their order's language; hotels read French and
 * English; the operator reads French.
 */
export class OrderMails {
  constructor(private readonly options: { publicUrl: string; operatorEmail: string; links: ProviderLinks }) {}

  /** Paid: the traveller is told what is confirmed and what awaits its provider; each provider gets its request and answer links. */
  paid(trx: Transaction<Database>, order: Order, user: User, lines: Line[], at: string) {
    return this.recorded(trx, 'paid', order, user, lines, at);
  }

  /** Lines recorded with nothing to pay online (a rental, a free event): the same, without a payment. */
  requested(trx: Transaction<Database>, order: Order, user: User, lines: Line[], at: string) {
    return this.recorded(trx, 'requested', order, user, lines, at);
  }

  /**
   * The traveller's e-mail about lines just recorded — confirmed at once (seats Rihla sells), or
   * awaiting their providers by the earliest deadline — then each provider's request.
   */
  private async recorded(
    trx: Transaction<Database>,
    move: 'paid' | 'requested',
    order: Order,
    user: User,
    lines: Line[],
    at: string,
  ) {
    const locale = localeOf(order);
    const t = TRAVELLER_MAILS[locale];
    const awaiting = lines.filter((l) => l.status === 'pending_provider');
    const confirmed = lines.length > awaiting.length;
    const answerBy = awaiting
      .map((l) => l.answer_by)
      .filter((a): a is string => a !== null)
      .sort()[0];
    const waits = awaiting.every((l) => isRentalKind(l.kind)) ? t.rental : move === 'paid' ? t.paid : null;
    const subject =
      awaiting.length === 0
        ? t.booked.subject(order.reference)
        : (waits?.subject ?? t.booked.requestSubject)(order.reference);
    const paragraphs =
      awaiting.length === 0
        ? [
            move === 'paid' ? t.booked.paidBody : t.booked.freeBody,
            ...(lines.some((l) => isSeatKind(l.kind)) ? [t.booked.showReference] : []),
          ]
        : [
            waits?.body ?? t.booked.requestBody,
            ...(answerBy ? [(waits ?? t.paid).answerBy(tunisTime(new Date(answerBy), locale))] : []),
            ...(confirmed ? [t.booked.seatsConfirmed] : []),
          ];
    await queueMail(
      trx,
      `${move}:${order.reference}`,
      { to: user.email, subject, text: this.travellerText(order, user, lines, paragraphs) },
      at,
    );
    for (const line of awaiting) await this.providerRequest(trx, order, user, line, at);
  }

  /** The hotel (or guide) confirmed or refused, with the reason they gave, or did not answer in time. */
  async answered(
    trx: Transaction<Database>,
    order: Order,
    user: User,
    line: Line,
    answer: 'confirmed' | 'refused' | 'unanswered',
    refundMillimes: number,
    at: string,
    reason: string | null = null,
  ) {
    const locale = localeOf(order);
    const t = TRAVELLER_MAILS[locale];
    const place = answererName(line, locale);
    const paragraphs =
      answer === 'confirmed'
        ? [t.confirmed.body(place)]
        : [
            answer === 'refused' ? t.refused.body(place) : t.refused.unanswered(place),
            ...(reason ? [t.refused.reason(reason)] : []),
            ...(refundMillimes > 0 ? [t.refund(dinars(refundMillimes, locale))] : []),
          ];
    await queueMail(
      trx,
      `${answer}:${line.id}`,
      {
        to: user.email,
        subject:
          answer === 'confirmed'
            ? t.confirmed.subject(order.reference, place)
            : t.refused.subject(order.reference, place),
        text: this.travellerText(order, user, [line], paragraphs),
      },
      at,
    );
  }

  /** The traveller cancelled a line: they get the refund's terms, the hotel is told. */
  async cancelled(
    trx: Transaction<Database>,
    order: Order,
    user: User,
    line: Line,
    money: { refund: number; fee: number },
    at: string,
  ) {
    const locale = localeOf(order);
    const t = TRAVELLER_MAILS[locale];
    const place = localized(snapshotOf(line).name, locale);
    await queueMail(
      trx,
      `cancelled:${line.id}`,
      {
        to: user.email,
        subject: t.cancelled.subject(order.reference),
        text: this.travellerText(
          order,
          user,
          [line],
          [
            t.cancelled.body(place),
            ...(money.fee > 0 ? [t.cancelled.fee(dinars(money.fee, locale))] : []),
            ...(money.refund > 0 ? [t.refund(dinars(money.refund, locale))] : []),
          ],
        ),
      },
      at,
    );
    await queueMail(
      trx,
      `provider-cancelled:${line.id}`,
      {
        to: this.providerAddress(line),
        subject: `Rihla : réservation ${order.reference} annulée / reservation cancelled`,
        text: [
          `La réservation ${order.reference} (${span(line)}) est annulée par le voyageur. ${FREED[unitsOf(line)].fr}`,
          '',
          `Reservation ${order.reference} (${span(line)}) was cancelled by the traveller. ${FREED[unitsOf(line)].en}`,
          '',
          this.lineDetails(order, line, 'fr'),
        ].join('\n'),
      },
      at,
    );
  }

  /** The provider cancelled a line it had sold (a guide's departure): the traveller is refunded in full and told. */
  async cancelledByProvider(
    trx: Transaction<Database>,
    order: Order,
    user: User,
    line: Line,
    refund: number,
    at: string,
  ) {
    const locale = localeOf(order);
    const t = TRAVELLER_MAILS[locale];
    await queueMail(
      trx,
      `provider-cancelled-line:${line.id}`,
      {
        to: user.email,
        subject: t.cancelledByProvider.subject(order.reference),
        text: this.travellerText(
          order,
          user,
          [line],
          [
            t.cancelledByProvider.body(answererName(line, locale)),
            ...(refund > 0 ? [t.refund(dinars(refund, locale))] : []),
          ],
        ),
      },
      at,
    );
  }

  /** Money that came after the hold, with the rooms gone: refunded, the traveller told. */
  async lateRefund(trx: Transaction<Database>, order: Order, user: User, lines: Line[], at: string) {
    const locale = localeOf(order);
    const t = TRAVELLER_MAILS[locale];
    await queueMail(
      trx,
      `late-refund:${order.reference}`,
      {
        to: user.email,
        subject: t.lateRefund.subject(order.reference),
        text: this.travellerText(order, user, lines, [
          t.lateRefund.body,
          t.refund(dinars(order.total_millimes, locale)),
        ]),
      },
      at,
    );
  }

  /** Something the operator must look at now (an unsettled order, a refund to do by hand). */
  async operator(trx: Transaction<Database>, key: string, order: Order, subject: string, what: string, at: string) {
    await queueMail(
      trx,
      `operator:${key}`,
      {
        to: this.options.operatorEmail,
        subject: `Rihla opérateur : ${subject} (${order.reference})`,
        text: [
          what,
          '',
          `Commande ${order.reference}, état ${order.status}, ${dinars(order.total_millimes, 'fr')}.`,
          `Détails : npm run orders -- show ${order.reference}`,
        ].join('\n'),
      },
      at,
    );
  }

  private async providerRequest(trx: Transaction<Database>, order: Order, user: User, line: Line, at: string) {
    const snapshot = snapshotOf(line);
    if (!line.answer_by) return;
    const expires = Date.parse(line.answer_by);
    const link = (action: 'confirm' | 'refuse') =>
      this.options.links.url(this.options.publicUrl, this.options.links.sign(line.id, action, expires));
    const deadline = tunisTime(new Date(expires), 'fr');
    const deadlineEn = tunisTime(new Date(expires), 'en');
    await queueMail(
      trx,
      `provider-request:${line.id}`,
      {
        to: this.providerAddress(line),
        subject: `Rihla : nouvelle réservation ${order.reference} à confirmer / new reservation to confirm`,
        text: [
          ...(isRentalKind(line.kind)
            ? [
                `Une demande de location (paiement à la prise en charge) attend votre réponse avant le ${deadline} (heure de Tunis) ; sans réponse, elle sera refusée.`,
                `A rental request (paid at pick-up) awaits your answer before ${deadlineEn} (Tunis time); without an answer it is refused.`,
              ]
            : line.total_millimes === 0
              ? [
                  `Une demande de réservation (rien à payer) attend votre réponse avant le ${deadline} (heure de Tunis) ; sans réponse, elle sera refusée.`,
                  `A reservation request (nothing to pay) awaits your answer before ${deadlineEn} (Tunis time); without an answer it is refused.`,
                ]
              : [
                  `Une réservation payée attend votre réponse avant le ${deadline} (heure de Tunis) ; sans réponse, elle sera refusée.`,
                  `A paid reservation awaits your answer before ${deadlineEn} (Tunis time); without an answer it is refused.`,
                ]),
          '',
          this.lineDetails(order, line, 'fr'),
          'guest' in snapshot && snapshot.guest
            ? `Client / guest: ${snapshot.guest.name}, ${snapshot.guest.phone} (${user.email})`
            : `Client / guest: ${user.first_name} ${user.last_name}, ${user.phone}, ${user.email}`,
          ...('guest' in snapshot && snapshot.guest?.requests
            ? [`Demandes / requests: ${snapshot.guest.requests}`]
            : []),
          '',
          `Confirmer / Confirm: ${link('confirm')}`,
          `Refuser / Refuse: ${link('refuse')}`,
          ...(line.kind === 'voyage'
            ? [
                '',
                `Vous pouvez aussi répondre, avec un motif, depuis votre espace guide / You may also answer, with a reason, from your guide space: ${this.options.publicUrl}/fr/guide`,
              ]
            : []),
        ].join('\n'),
      },
      at,
    );
  }

  /** Who answers for a line's provider: its e-mail as sold, or the operator when it had none. */
  private providerAddress(line: Line) {
    return snapshotOf(line).email ?? this.options.operatorEmail;
  }

  private travellerText(order: Order, user: User, lines: Line[], paragraphs: string[]) {
    const locale = localeOf(order);
    const t = TRAVELLER_MAILS[locale];
    return [
      t.greeting(user.first_name),
      '',
      ...paragraphs,
      '',
      ...lines.map((line) => this.lineDetails(order, line, locale)),
      `${t.seeReservations}: ${this.options.publicUrl}/${locale}/user`,
      '',
      t.signature,
    ].join('\n');
  }

  private lineDetails(order: Order, line: Line, locale: Locale) {
    const t = TRAVELLER_MAILS[locale];
    if (isRentalKind(line.kind)) {
      const { vehicle, rental, name, agency } = JSON.parse(line.snapshot) as RentalSnapshot;
      return [
        `${t.reference}: ${order.reference}`,
        `${localized(name, locale)} (${vehicle.marque} ${vehicle.model}, ${vehicle.registration_number})`,
        localized(agency, locale),
        `${day(rental.from, locale)} → ${day(rental.to, locale)} (${t.rental.days(rental.days)})`,
        `${t.rental.pickup}: ${rental.pickup}`,
        `${t.rental.dropoff}: ${rental.dropoff}`,
        `${t.total}: ${dinars(line.total_millimes, locale)} (${t.rental.payAtPickup})`,
        '',
      ].join('\n');
    }
    if (isSeatKind(line.kind)) {
      const { name, address, seats } = JSON.parse(line.snapshot) as SeatSnapshot;
      return [
        `${t.reference}: ${order.reference}`,
        localized(name, locale),
        localized(address, locale),
        `${day(seats.date, locale)}${seats.start_time ? ` · ${formatTime(seats.start_time, locale)}` : ''}`,
        t.booked.seats(seats.count),
        `${t.total}: ${line.total_millimes === 0 ? t.booked.free : dinars(line.total_millimes, locale)}`,
        '',
      ].join('\n');
    }
    if (line.kind === 'flight') {
      const { flight, address } = JSON.parse(line.snapshot) as FlightSnapshot;
      return [
        `${t.reference}: ${order.reference}`,
        `${flight.number} · ${flight.from} → ${flight.to} (${localized(address, locale)})`,
        `${day(flight.date, locale)} · ${formatTime(flight.departs, locale)} → ${formatTime(flight.arrives, locale)}${flight.arrives_next_day ? ' (+1)' : ''}`,
        ...flight.passengers.map((p) => `${p.last_name} ${p.first_name}`),
        `${t.total}: ${dinars(line.total_millimes, locale)}`,
        '',
      ].join('\n');
    }
    if (line.kind === 'circuit') {
      const { name, circuit } = JSON.parse(line.snapshot) as CircuitSnapshot;
      return [
        `${t.reference}: ${order.reference}`,
        localized(name, locale),
        `${day(circuit.date, locale)} → ${day(circuit.end, locale)}`,
        `${t.booked.people(circuit.people)} · ${t.booked.rooms(circuit.rooms)}`,
        `${t.total}: ${dinars(line.total_millimes, locale)}`,
        '',
      ].join('\n');
    }
    if (line.kind === 'voyage') {
      const { name, voyage } = JSON.parse(line.snapshot) as VoyageSnapshot;
      return [
        `${t.reference}: ${order.reference}`,
        localized(name, locale),
        t.guide(localized(voyage.guide, locale)),
        `${day(voyage.date, locale)} → ${day(voyage.end, locale)}`,
        `${t.booked.people(voyage.people)} × ${dinars(voyage.unit_millimes, locale)}`,
        `${t.total}: ${dinars(line.total_millimes, locale)}`,
        '',
      ].join('\n');
    }
    if (line.kind === 'restaurant') {
      const { name, address, table, phone } = JSON.parse(line.snapshot) as TableSnapshot;
      return [
        `${t.reference}: ${order.reference}`,
        localized(name, locale),
        localized(address, locale),
        ...(phone ? [phone] : []),
        `${day(table.date, locale)} · ${formatTime(table.time, locale)}`,
        t.booked.people(table.people),
        '',
      ].join('\n');
    }
    const snapshot = JSON.parse(line.snapshot) as LineSnapshot;
    return [
      `${t.reference}: ${order.reference}`,
      localized(snapshot.name, locale),
      localized(snapshot.address, locale),
      `${day(line.arrival, locale)} → ${day(line.departure, locale)} (${t.nights(snapshot.nights)})`,
      ...snapshot.rooms.map((r) => `${r.quantity} × ${localized(r.name, locale)} (${t.boards[r.board]})`),
      `${t.total}: ${dinars(line.total_millimes, locale)}`,
      '',
    ].join('\n');
  }
}

const localeOf = (order: Order): Locale => (isLocale(order.locale) ? order.locale : 'fr');
/** What every line's snapshot has: the place (or vehicle) and its contact. */
const snapshotOf = (line: Line) => JSON.parse(line.snapshot) as AnySnapshot;
/** A line's days as the provider reads them: a stay's arrival and departure, a rental's first and last day, a seat's day. */
function span(line: Line) {
  if (isRentalKind(line.kind)) {
    const { rental } = JSON.parse(line.snapshot) as RentalSnapshot;
    return `${rental.from} → ${rental.to}`;
  }
  if (line.kind === 'restaurant') return `${line.arrival} ${JSON.parse(line.rooms)[0]?.room ?? ''}`.trim();
  if (line.kind === 'circuit') return `${line.arrival} → ${(JSON.parse(line.snapshot) as CircuitSnapshot).circuit.end}`;
  if (line.kind === 'voyage') return `${line.arrival} → ${(JSON.parse(line.snapshot) as VoyageSnapshot).voyage.end}`;
  return isSeatKind(line.kind) ? line.arrival : `${line.arrival} → ${line.departure}`;
}

/** Who answers a line, as the traveller reads it: a trip's guide, else the place. */
function answererName(line: Line, locale: Locale) {
  if (line.kind === 'voyage') return localized((JSON.parse(line.snapshot) as VoyageSnapshot).voyage.guide, locale);
  return localized(snapshotOf(line).name, locale);
}

const unitsOf = (line: Line) =>
  isRentalKind(line.kind)
    ? 'vehicle'
    : isSeatKind(line.kind) || line.kind === 'voyage'
      ? 'seats'
      : line.kind === 'restaurant'
        ? 'table'
        : 'rooms';
/** What a cancellation frees, as the provider reads it. */
const FREED = {
  rooms: { fr: 'Les chambres sont de nouveau disponibles.', en: 'The rooms are available again.' },
  vehicle: { fr: 'Le véhicule est de nouveau disponible.', en: 'The vehicle is available again.' },
  seats: { fr: 'Les places sont de nouveau disponibles.', en: 'The seats are available again.' },
  table: { fr: 'La table est de nouveau libre.', en: 'The table is free again.' },
};
