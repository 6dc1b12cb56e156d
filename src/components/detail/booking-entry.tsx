import { Trans } from '@lingui/react/macro';
import { Link, useLocation, useParams } from '@tanstack/react-router';
import { useSessionUser } from '../../lib/auth.ts';
import { addToCart, type CartItem, inCart, useCart } from '../../lib/cart.ts';
import { useOnline } from '../../lib/use-online.ts';

export interface BookingProps {
  /** Why it cannot be booked at all (ended, full), or nothing when it can. */
  closedReason?: string | undefined;
  /** What a visitor is told: signing in is needed to book this. */
  signInText: string;
  /** What goes into the cart for a signed-in traveller. */
  item: Omit<CartItem, 'addedAt' | 'href'> & { href?: string };
  /**
   * Seats and tables are chosen on their reservation page (a day, a number, a time): « Réserver »
   * leads there instead of filling the cart.
   */
  chooseOn?:
    | { page: 'seats'; id: number; search: { kind?: 'activity' } }
    | { page: 'table'; id: number }
    | { page: 'circuit'; slug: string }
    | undefined;
}

/**
 * The booking entry of an item page: disabled with its reason when the item is closed or the
 * device is offline; for a visitor, a link to sign in that comes back here; for a traveller, the
 * item goes into the cart, where booking will continue (the booking flows come next).
 */
export function BookingEntry({ closedReason, signInText, item, chooseOn }: BookingProps) {
  const online = useOnline();
  const { lang } = useParams({ strict: false });
  const { href } = useLocation();
  const user = useSessionUser();
  const cart = useCart();
  if (closedReason || !online) {
    return (
      <p className="booking-note">
        <button type="button" className="button button-primary" disabled>
          <Trans>Réserver</Trans>
        </button>
        <span>{closedReason ?? <Trans>La réservation demande une connexion internet.</Trans>}</span>
      </p>
    );
  }
  if (chooseOn) {
    return (
      <p className="booking-note">
        {chooseOn.page === 'seats' ? (
          <Link
            to="/{-$lang}/events/reservation/$id"
            params={{ lang, id: chooseOn.id }}
            search={chooseOn.search}
            className="button button-primary"
          >
            <Trans>Réserver</Trans>
          </Link>
        ) : chooseOn.page === 'table' ? (
          <Link
            to="/{-$lang}/restaurants/reservation"
            params={{ lang }}
            search={{ id: chooseOn.id }}
            className="button button-primary"
          >
            <Trans>Réserver</Trans>
          </Link>
        ) : (
          <Link
            to="/{-$lang}/circuits/reservation"
            params={{ lang }}
            search={{ circuit: chooseOn.slug }}
            className="button button-primary"
          >
            <Trans>Réserver</Trans>
          </Link>
        )}
        <span>
          {!user ? (
            signInText
          ) : chooseOn.page === 'seats' ? (
            <Trans>Choisissez le jour et le nombre de places.</Trans>
          ) : chooseOn.page === 'table' ? (
            <Trans>Choisissez le jour, l’heure et le nombre de personnes.</Trans>
          ) : (
            <Trans>Choisissez le départ, le nombre de personnes et de chambres.</Trans>
          )}
        </span>
      </p>
    );
  }
  if (!user) {
    return (
      <p className="booking-note">
        <Link to="/{-$lang}/connexion" params={{ lang }} search={{ redirect: href }} className="button button-primary">
          <Trans>Réserver</Trans>
        </Link>
        <span>{signInText}</span>
      </p>
    );
  }
  if (inCart(cart, item)) {
    return (
      <p className="booking-note" role="status">
        <Link to="/{-$lang}/panier" params={{ lang }} className="button">
          <Trans>Voir mon panier</Trans>
        </Link>
        <span>
          <Trans>Dans votre panier.</Trans>
        </span>
      </p>
    );
  }
  return (
    <p className="booking-note">
      <button
        type="button"
        className="button button-primary"
        onClick={() => addToCart({ ...item, href: item.href ?? href })}
      >
        <Trans>Réserver</Trans>
      </button>
      <span>
        <Trans>Ajoutez-le à votre panier : la réservation continue depuis le panier.</Trans>
      </span>
    </p>
  );
}
