import { Trans } from '@lingui/react/macro';
import { FormFailure } from '../../components/form/form-failure.tsx';
import type { CartItem } from '../../lib/cart.ts';
import { useOnline } from '../../lib/use-online.ts';
import { bookableItems } from './checkout.ts';
import { useCheckout } from './use-checkout.ts';

/** « Continuer la réservation »: the cart's stays and seats booked together, then paid. */
export function CheckoutButton({ items }: { items: CartItem[] }) {
  const online = useOnline();
  const stays = bookableItems(items);
  const { checkout, sending, failure } = useCheckout();

  if (stays.length === 0)
    return (
      <p className="booking-note">
        <Trans>
          Choisissez les dates et les chambres d’un hôtel, le jour et les places d’un événement, ou l’heure d’une table,
          pour réserver en ligne.
        </Trans>
      </p>
    );
  return (
    <div className="checkout">
      {stays.length < items.length && (
        <p className="booking-note">
          <Trans>
            Seuls les hôtels et maisons d’hôtes avec des chambres choisies, les événements et activités avec un jour
            choisi et les tables avec une heure choisie se réservent en ligne pour l’instant.
          </Trans>
        </p>
      )}
      <button
        type="button"
        className="button button-primary"
        disabled={sending || !online}
        aria-busy={sending}
        onClick={() => void checkout(stays)}
      >
        {sending ? <Trans>Réservation en cours…</Trans> : <Trans>Continuer la réservation</Trans>}
      </button>
      {!online && (
        <p className="booking-note">
          <Trans>La réservation demande une connexion internet.</Trans>
        </p>
      )}
      <FormFailure text={failure} />
    </div>
  );
}
