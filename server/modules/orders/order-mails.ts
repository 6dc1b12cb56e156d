import type { Selectable, Transaction } from 'kysely';
import type { LineSnapshot } from '../../../domain/booking/snapshots.ts';
import { isLocale, type Locale } from '../../../domain/locales.ts';
import type { Database, OrderLinesTable, OrdersTable, UsersTable } from '../../db/schema.ts';
import { queueMail } from '../../lib/mail-outbox.ts';
import { adapterOf, type BookingAdapters, type Freed, snapshotOf } from '../bookings/booking-adapter.ts';
import { dinars, localized, tunisTime } from '../bookings/mail-format.ts';
import { TRAVELLER_MAILS } from '../bookings/mail-texts.ts';
import type { ProviderLinks } from './provider-links.ts';

type Order = Selectable<OrdersTable>;
type Line = Selectable<OrderLinesTable>;
type User = Pick<Selectable<UsersTable>, 'email' | 'first_name' | 'last_name' | 'phone'>;

/**
 * Every e-mail an order sends, queued in the transaction of the move that causes it (the outbox
 * sends it after commit), under a key naming that move: one move, one e-mail, however often a
 * callback or job repeats it. Travellers read their order's language; hotels read French and
 * English; the operator reads French.
 */
export class OrderMails {
  constructor(
    private readonly options: {
      publicUrl: string;
      operatorEmail: string;
      links: ProviderLinks;
      adapters: BookingAdapters;
    },
  ) {}

  private mailOf(line: Line) {
    return adapterOf(this.options.adapters, line.kind).mail;
  }

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
    const waits = awaiting.every((l) => this.mailOf(l).paidAtPickup) ? t.rental : move === 'paid' ? t.paid : null;
    const subject =
      awaiting.length === 0
        ? t.booked.subject(order.reference)
        : (waits?.subject ?? t.booked.requestSubject)(order.reference);
    const paragraphs =
      awaiting.length === 0
        ? [
            move === 'paid' ? t.booked.paidBody : t.booked.freeBody,
            ...(lines.some((l) => this.mailOf(l).showReference) ? [t.booked.showReference] : []),
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
    const place = this.mailOf(line).answerer(line, locale);
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
          `La réservation ${order.reference} (${this.mailOf(line).span(line)}) est annulée par le voyageur. ${FREED[this.mailOf(line).freed].fr}`,
          '',
          `Reservation ${order.reference} (${this.mailOf(line).span(line)}) was cancelled by the traveller. ${FREED[this.mailOf(line).freed].en}`,
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
            t.cancelledByProvider.body(this.mailOf(line).answerer(line, locale)),
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
    const snapshot = snapshotOf<LineSnapshot>(line);
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
          ...(this.mailOf(line).paidAtPickup
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
          snapshot.guest
            ? `Client / guest: ${snapshot.guest.name}, ${snapshot.guest.phone} (${user.email})`
            : `Client / guest: ${user.first_name} ${user.last_name}, ${user.phone}, ${user.email}`,
          ...(snapshot.guest?.requests ? [`Demandes / requests: ${snapshot.guest.requests}`] : []),
          '',
          `Confirmer / Confirm: ${link('confirm')}`,
          `Refuser / Refuse: ${link('refuse')}`,
          ...(this.mailOf(line).answersInSpace
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
    return [`${t.reference}: ${order.reference}`, ...this.mailOf(line).details(line, t, locale), ''].join('\n');
  }
}

const localeOf = (order: Order): Locale => (isLocale(order.locale) ? order.locale : 'fr');
/** What a cancellation frees, as the provider reads it. */
const FREED: Record<Freed, { fr: string; en: string }> = {
  rooms: { fr: 'Les chambres sont de nouveau disponibles.', en: 'The rooms are available again.' },
  vehicle: { fr: 'Le véhicule est de nouveau disponible.', en: 'The vehicle is available again.' },
  seats: { fr: 'Les places sont de nouveau disponibles.', en: 'The seats are available again.' },
  table: { fr: 'La table est de nouveau libre.', en: 'The table is free again.' },
};
