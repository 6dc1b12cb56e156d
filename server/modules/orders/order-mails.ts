import type { Selectable, Transaction } from 'kysely';
import { isRentalKind } from '../../../domain/booking/kinds.ts';
import { isLocale, type Locale } from '../../../domain/locales.ts';
import type { Database, OrderLinesTable, OrdersTable, UsersTable } from '../../db/schema.ts';
import { queueMail } from '../../lib/mail-outbox.ts';
import { TRAVELLER_MAILS, type TravellerMailTexts } from './order-mail-texts.ts';
import type { LineSnapshot, RentalSnapshot } from './orders.mappers.ts';
import type { ProviderLinks } from './provider-links.ts';

type Order = Selectable<OrdersTable>;
type Line = Selectable<OrderLinesTable>;
type User = Pick<Selectable<UsersTable>, 'email' | 'first_name' | 'last_name' | 'phone'>;

/** Tunisia's clock, for the times a mail states. */
const tunisTime = (at: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Africa/Tunis' }).format(at);
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

  /** Paid: the traveller is told it awaits the hotel; each hotel gets the request and its answer links. */
  paid(trx: Transaction<Database>, order: Order, user: User, lines: Line[], at: string) {
    return this.awaitingProviders(trx, 'paid', (t) => t.paid, order, user, lines, at);
  }

  /** A rental recorded (nothing paid online): the traveller is told it awaits the renter; the renter gets its answer links. */
  requested(trx: Transaction<Database>, order: Order, user: User, lines: Line[], at: string) {
    return this.awaitingProviders(trx, 'requested', (t) => t.rental, order, user, lines, at);
  }

  /** The traveller's « it now awaits the provider » (by the earliest deadline), then each provider's request. */
  private async awaitingProviders(
    trx: Transaction<Database>,
    move: 'paid' | 'requested',
    textsOf: (t: TravellerMailTexts) => {
      subject: (ref: string) => string;
      body: string;
      answerBy: (when: string) => string;
    },
    order: Order,
    user: User,
    lines: Line[],
    at: string,
  ) {
    const locale = localeOf(order);
    const texts = textsOf(TRAVELLER_MAILS[locale]);
    const answerBy = lines
      .map((l) => l.answer_by)
      .filter((a): a is string => a !== null)
      .sort()[0];
    await queueMail(
      trx,
      `${move}:${order.reference}`,
      {
        to: user.email,
        subject: texts.subject(order.reference),
        text: this.travellerText(order, user, lines, [
          texts.body,
          ...(answerBy ? [texts.answerBy(tunisTime(new Date(answerBy), locale))] : []),
        ]),
      },
      at,
    );
    for (const line of lines) await this.providerRequest(trx, order, user, line, at);
  }

  /** The hotel confirmed or refused, or did not answer in time. */
  async answered(
    trx: Transaction<Database>,
    order: Order,
    user: User,
    line: Line,
    answer: 'confirmed' | 'refused' | 'unanswered',
    refundMillimes: number,
    at: string,
  ) {
    const locale = localeOf(order);
    const t = TRAVELLER_MAILS[locale];
    const place = localized(snapshotOf(line).name, locale);
    const paragraphs =
      answer === 'confirmed'
        ? [t.confirmed.body(place)]
        : [
            answer === 'refused' ? t.refused.body(place) : t.refused.unanswered(place),
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
          `La réservation ${order.reference} (${span(line)}) est annulée par le voyageur. ${isRentalKind(line.kind) ? 'Le véhicule est de nouveau disponible.' : 'Les chambres sont de nouveau disponibles.'}`,
          '',
          `Reservation ${order.reference} (${span(line)}) was cancelled by the traveller. ${isRentalKind(line.kind) ? 'The vehicle is available again.' : 'The rooms are available again.'}`,
          '',
          this.lineDetails(order, line, 'fr'),
        ].join('\n'),
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
const snapshotOf = (line: Line) => JSON.parse(line.snapshot) as LineSnapshot | RentalSnapshot;
/** A line's days as the provider reads them: a stay's arrival and departure, a rental's first and last day. */
const span = (line: Line) =>
  isRentalKind(line.kind)
    ? `${(JSON.parse(line.snapshot) as RentalSnapshot).rental.from} → ${(JSON.parse(line.snapshot) as RentalSnapshot).rental.to}`
    : `${line.arrival} → ${line.departure}`;
