import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { TripBooking } from '../../../domain/contract/partners.ts';
import { PARTNER_LIMITS, tripAnswerProblem } from '../../../domain/partners.ts';
import { telHref } from '../../../domain/phone.ts';
import { Fact } from '../../components/fact.tsx';
import { LabelledField, problemProps } from '../../components/form/labelled-field.tsx';
import { BlockSkeleton } from '../../components/skeleton.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { formatDateRange, formatMillimes } from '../../lib/format.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { useOnline } from '../../lib/use-online.ts';
import { partnerCall } from './api/partner-api.ts';
import { bookingsQuery } from './api/partner-space.queries.ts';

/** Under the account's key: never kept in the device's persisted cache. */
const BOOKINGS_KEY = bookingsQuery().queryKey;

/** Waits between tries of an answer on a weak connection: then the guide is asked to try again. */
const RETRY_DELAYS_MS = [1_000, 3_000, 8_000];

/** Whether a failed answer may be sent again as it is: nothing came back, or the server was unwell. */
const worthRetrying = (error: unknown) =>
  !(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500 || error.status === 429;

const named = (texts: Record<string, string>, locale: string) => texts[locale] ?? texts.fr ?? '';

/**
 * The bookings of the guide's trips (spec §4): each with its traveller, party, departure and paid
 * state, accepted or rejected (with a reason the traveller reads) from a phone.
 */
export function TripBookings() {
  const [notice, setNotice] = useState<string | null>(null);
  const bookings = useQuery(bookingsQuery());
  return (
    <section className="trip-bookings" aria-labelledby="trip-bookings-title">
      <h2 id="trip-bookings-title">
        <Trans>Réservations de mes voyages</Trans>
      </h2>
      {/* Present before it speaks, so that screen readers announce it; the answered card's form is gone by then. */}
      <p role="status" className={notice ? 'form-notice' : 'visually-hidden'}>
        {notice}
      </p>
      {bookings.isPending ? (
        <BlockSkeleton height={120} />
      ) : bookings.isError ? (
        <p className="field-error" role="alert">
          <Trans>Les réservations n’ont pas pu être chargées.</Trans>{' '}
          <button type="button" className="button" onClick={() => void bookings.refetch()}>
            <Trans>Réessayer</Trans>
          </button>
        </p>
      ) : bookings.data.bookings.length === 0 ? (
        <p>
          <Trans>Aucune réservation pour l’instant : elles s’afficheront ici dès qu’un voyageur aura payé.</Trans>
        </p>
      ) : (
        <ol className="reservation-cards">
          {bookings.data.bookings.map((b) => (
            <li key={b.line_id}>
              <BookingCard booking={b} onAnswered={setNotice} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function useBookingStatus(b: TripBooking): { label: string; tone: string } {
  const { t } = useLingui();
  switch (b.status) {
    case 'pending_provider':
      return { label: t`À accepter ou refuser`, tone: 'wait' };
    case 'confirmed':
      return { label: t`Acceptée`, tone: 'ok' };
    case 'refused':
      return { label: t`Refusée`, tone: 'problem' };
    default:
      return { label: t`Annulée`, tone: 'over' };
  }
}

function BookingCard({ booking: b, onAnswered }: { booking: TripBooking; onAnswered: (text: string) => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const status = useBookingStatus(b);
  const headingId = `trip-booking-${b.line_id}`;
  const deadline = b.answer_by
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Tunis' }).format(
        new Date(b.answer_by),
      )
    : null;
  const people = b.people;
  return (
    <article className="reservation-card" aria-labelledby={headingId}>
      <header className="reservation-card-head">
        <h3 id={headingId}>{named(b.trip.name, locale)}</h3>
        <span className={`badge reservation-status reservation-status-${status.tone}`}>{status.label}</span>
      </header>
      <p className="card-meta">
        <Trans>Référence :</Trans> <bdi dir="ltr">{b.reference}</bdi>
      </p>
      <dl className="reservation-facts">
        <Fact term={<Trans>Départ</Trans>}>{formatDateRange(b.date, b.end, locale)}</Fact>
        <Fact term={<Trans>Voyageurs</Trans>}>
          <Plural value={people} one="# personne" other="# personnes" />
        </Fact>
        <Fact term={<Trans>Réservé par</Trans>}>
          {b.traveller.name} · <a href={telHref(b.traveller.phone)}>{<bdi dir="ltr">{b.traveller.phone}</bdi>}</a> ·{' '}
          <a href={`mailto:${b.traveller.email}`}>
            <bdi dir="ltr">{b.traveller.email}</bdi>
          </a>
        </Fact>
        <Fact term={<Trans>Paiement</Trans>}>
          {formatMillimes(b.total_millimes, locale)} · {b.paid ? t`payé` : t`non payé`}
        </Fact>
      </dl>
      {b.status === 'pending_provider' && (
        <>
          {deadline && (
            <p className="booking-note">
              <Trans>
                Répondez avant le {deadline} (heure de Tunis) : sans réponse, la réservation est refusée et remboursée.
              </Trans>
            </p>
          )}
          <AnswerForm booking={b} onAnswered={onAnswered} />
        </>
      )}
    </article>
  );
}

/**
 * Accept, or reject with a reason. The answer goes with an Idempotency-Key kept for its retries:
 * on a weak connection it is sent again until the server acknowledges it, and shows « Envoi… »
 * meanwhile; the server applies it once however many copies arrive.
 */
function AnswerForm({ booking: b, onAnswered }: { booking: TripBooking; onAnswered: (text: string) => void }) {
  const { t } = useLingui();
  const online = useOnline();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonProblem, setReasonProblem] = useState<string | null>(null);
  const [sending, setSending] = useState<'accept' | 'reject' | null>(null);
  const [retrying, setRetrying] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const explain = useAnswerFailureText();
  // One key per answer meant: the same answer sent again (a retry, a second tap) reuses it.
  const attempt = useRef<{ content: string; key: string } | null>(null);

  const send = async (action: 'accept' | 'reject') => {
    if (action === 'reject') {
      const problem = tripAnswerProblem('reject', reason);
      setReasonProblem(
        problem === 'required'
          ? t`Dites au voyageur pourquoi vous refusez : il lira ce motif.`
          : problem === 'too_long'
            ? t`Le motif ne peut dépasser ${PARTNER_LIMITS.reason} caractères.`
            : null,
      );
      if (problem) {
        document.getElementById(`reason-${b.line_id}`)?.focus();
        return;
      }
    }
    const body = { action, reason: action === 'reject' ? reason.trim() : '' };
    const content = JSON.stringify(body);
    if (attempt.current?.content !== content) attempt.current = { content, key: newIdempotencyKey() };
    const { key } = attempt.current;
    setSending(action);
    setFailure(null);
    try {
      const booking = await withRetries(
        () =>
          partnerCall('booking', 'POST', `/utilisateur/partners/bookings/${b.line_id}/answer`, {
            body,
            idempotencyKey: key,
          }),
        setRetrying,
      );
      const reference = booking.reference;
      onAnswered(
        action === 'accept'
          ? t`Réservation ${reference} acceptée : le voyageur est prévenu.`
          : t`Réservation ${reference} refusée : le voyageur est remboursé et prévenu.`,
      );
      queryClient.setQueryData(BOOKINGS_KEY, (old: { bookings: TripBooking[] } | undefined) => ({
        bookings: (old?.bookings ?? []).map((x) => (x.line_id === booking.line_id ? booking : x)),
      }));
    } catch (error) {
      setFailure(explain(error));
      if (error instanceof ApiRequestError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY });
    } finally {
      setSending(null);
      setRetrying(0);
    }
  };

  return (
    <div className="trip-answer">
      {rejecting && (
        <LabelledField
          label={t`Motif du refus (envoyé au voyageur)`}
          problem={reasonProblem ?? undefined}
          problemId={`reason-${b.line_id}-error`}
        >
          <textarea
            id={`reason-${b.line_id}`}
            rows={3}
            maxLength={PARTNER_LIMITS.reason + 10}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setReasonProblem(null);
            }}
            {...problemProps(reasonProblem ?? undefined, `reason-${b.line_id}-error`)}
          />
        </LabelledField>
      )}
      <p className="reservation-actions">
        {!rejecting && (
          <button
            type="button"
            className="button button-primary"
            disabled={sending !== null || !online}
            aria-busy={sending === 'accept'}
            onClick={() => void send('accept')}
          >
            {sending === 'accept' ? <Trans>Envoi…</Trans> : <Trans>Accepter</Trans>}
          </button>
        )}
        <button
          type="button"
          className={rejecting ? 'button button-primary' : 'button'}
          disabled={sending !== null || !online}
          aria-busy={sending === 'reject'}
          onClick={() => (rejecting ? void send('reject') : setRejecting(true))}
        >
          {sending === 'reject' ? (
            <Trans>Envoi…</Trans>
          ) : rejecting ? (
            <Trans>Envoyer le refus</Trans>
          ) : (
            <Trans>Refuser</Trans>
          )}
        </button>
        {rejecting && (
          <button type="button" className="button" disabled={sending !== null} onClick={() => setRejecting(false)}>
            <Trans>Annuler</Trans>
          </button>
        )}
      </p>
      <p role="status" className={sending ? 'form-notice' : 'visually-hidden'}>
        {sending
          ? retrying > 0
            ? t`Connexion faible : nouvel essai (${retrying})…`
            : t`Envoi de votre réponse…`
          : null}
      </p>
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
      {!online && (
        <p className="booking-note">
          <Trans>Hors connexion : votre réponse pourra être envoyée dès le retour du réseau.</Trans>
        </p>
      )}
    </div>
  );
}

/** A call sent again after each of `RETRY_DELAYS_MS` while the connection fails, telling which try it is. */
async function withRetries<T>(call: () => Promise<T>, onRetry: (tries: number) => void): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await call();
    } catch (error) {
      const delay = RETRY_DELAYS_MS[tries];
      if (!worthRetrying(error) || delay === undefined) throw error;
      onRetry(tries + 1);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** What a partner's answer that did not go through says. */
function useAnswerFailureText() {
  const { t } = useLingui();
  return (error: unknown) => {
    if (!(error instanceof ApiRequestError) || worthRetrying(error))
      return t`La réponse n’a pas pu être envoyée : la connexion ne passe pas. Réessayez, elle ne sera pas appliquée deux fois.`;
    if (error.code === 'answer_too_late')
      return t`Trop tard : le délai de réponse est passé, la réservation a été refusée et le voyageur remboursé.`;
    if (error.code === 'already_answered') return t`Cette réservation a déjà reçu une réponse.`;
    return t`La réponse a été refusée par le serveur. Rechargez la page et réessayez.`;
  };
}
