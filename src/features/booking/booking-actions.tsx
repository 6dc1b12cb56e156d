import { Trans } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';
import { FormFailure } from '../../components/form/form-failure.tsx';
import { useOnline } from '../../lib/use-online.ts';

/**
 * The end of a reservation form: its submit button (« Réservation en cours… » while sending,
 * disabled offline), « Ajouter au panier » when the item can wait in the cart, why nothing can be
 * booked offline, and checkout's refusal.
 */
function BookingActions({
  sending,
  submitLabel,
  onCart,
  failure,
}: {
  sending: boolean;
  submitLabel: ReactNode;
  onCart?: (() => void) | undefined;
  failure: string | null;
}) {
  const online = useOnline();
  return (
    <>
      <p className="outcome-actions">
        <button type="submit" className="button button-primary" disabled={sending || !online} aria-busy={sending}>
          {sending ? <Trans>Réservation en cours…</Trans> : submitLabel}
        </button>
        {onCart && (
          <button type="button" className="button" disabled={sending} onClick={onCart}>
            <Trans>Ajouter au panier</Trans>
          </button>
        )}
      </p>
      {!online && (
        <p className="booking-note">
          <Trans>La réservation demande une connexion internet.</Trans>
        </p>
      )}
      <FormFailure text={failure} />
    </>
  );
}

/**
 * A reservation form, one shape for every kind: its fields, then `BookingActions`; booked (or kept
 * in the cart) through `useBookOrKeep` or `useCheckout`, whose answer it takes as it is.
 */
export function BookingForm({
  book,
  toCart,
  sending,
  failure,
  submitLabel,
  children,
}: {
  book: (event: FormEvent) => Promise<void>;
  toCart?: (() => void) | undefined;
  sending: boolean;
  failure: string | null;
  submitLabel: ReactNode;
  children: ReactNode;
}) {
  return (
    <form className="auth-form" noValidate onSubmit={(e) => void book(e)}>
      {children}
      <BookingActions sending={sending} submitLabel={submitLabel} onCart={toCart} failure={failure} />
    </form>
  );
}

/** What is being booked, as its page shows it: its picture, its name (a link back to its page) and a line under it. */
export function OfferSummary({
  cover,
  href,
  title,
  children,
}: {
  cover: string | undefined;
  href: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="order-summary seat-offer">
      {cover && <img src={cover} alt="" width={96} height={64} decoding="async" />}
      <p>
        <a href={href}>
          <strong>{title}</strong>
        </a>
        <br />
        {children}
      </p>
    </div>
  );
}
