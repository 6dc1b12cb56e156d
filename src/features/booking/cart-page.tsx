import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { CART_TEXT } from '../../../domain/booking-page-text.ts';
import {
  type CartCircuit,
  type CartItem,
  type CartSeats,
  type CartStay,
  type CartTable,
  removeFromCart,
  useCart,
} from '../../lib/cart.ts';
import { formatDate, formatDateRange, formatMillimes } from '../../lib/format.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CheckoutButton } from './checkout-button.tsx';

/**
 * The reservation cart (spec §2): what the traveller chose to book, kept on this device, to go
 * back to or remove; its stays are booked together from here, then paid.
 */
export function CartPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { lang } = useParams({ strict: false });
  const items = useCart();
  usePageTitle(CART_TEXT.title[locale]);
  const kinds: Record<CartItem['kind'], string> = {
    hotel: t`Hôtel`,
    restaurant: t`Restaurant`,
    maison: t`Maison d’hôtes`,
    event: t`Événement`,
    activity: t`Activité`,
    voyage: t`Voyage`,
    circuit: t`Circuit`,
    flight: t`Vol`,
  };
  return (
    <section className="page-section account">
      <h1>{CART_TEXT.title[locale]}</h1>
      {items.length === 0 ? (
        <div className="empty-state">
          <p>
            <Trans>
              Votre panier est vide. Choisissez un hôtel, une table, un événement ou un circuit, puis « Réserver ».
            </Trans>
          </p>
          <Link to="/{-$lang}/hotels" params={{ lang }} className="button button-primary">
            <Trans>Voir les hôtels</Trans>
          </Link>
        </div>
      ) : (
        <>
          <p aria-live="polite">
            <Plural value={items.length} one="# choix dans votre panier" other="# choix dans votre panier" />
          </p>
          <ul className="cart-list">
            {items.map((item) => (
              <li key={`${item.kind}:${item.id}`} className="cart-item">
                {item.image && <img loading="lazy" decoding="async" src={item.image} alt="" width={96} height={64} />}
                <div>
                  <span className="card-meta">{kinds[item.kind]}</span>
                  <a href={item.href} className="cart-title">
                    {item.title}
                  </a>
                  {item.stay ? (
                    <CartStayFacts stay={item.stay} />
                  ) : item.seats ? (
                    <CartSeatsFacts seats={item.seats} />
                  ) : item.table ? (
                    <CartTableFacts table={item.table} />
                  ) : item.circuit ? (
                    <CartCircuitFacts circuit={item.circuit} />
                  ) : (
                    <span className="card-meta">
                      <Trans>Ajouté le {formatDate(item.addedAt.slice(0, 10), locale)}</Trans>
                    </span>
                  )}
                </div>
                <button type="button" className="button" onClick={() => removeFromCart(item)}>
                  <Trans>Retirer</Trans>
                  <span className="visually-hidden"> {item.title}</span>
                </button>
              </li>
            ))}
          </ul>
          <CheckoutButton items={items} />
        </>
      )}
    </section>
  );
}

/** A chosen stay's dates, party, rooms and the total seen. */
function CartStayFacts({ stay }: { stay: CartStay }) {
  const locale = useLocale();
  const arrival = formatDate(stay.arrival, locale);
  const departure = formatDate(stay.departure, locale);
  const children = stay.childAges.length;
  const total = formatMillimes(stay.totalMillimes, locale);
  return (
    <span className="card-meta">
      <Trans>
        Du {arrival} au {departure} · <Plural value={stay.adults} one="# adulte" other="# adultes" />,{' '}
        <Plural value={children} _0="aucun enfant" one="# enfant" other="# enfants" /> ·{' '}
        <Plural value={stay.rooms} one="# chambre" other="# chambres" /> · {total}
      </Trans>
    </span>
  );
}

/** Chosen seats: the day (and time), how many, and the total seen. */
function CartSeatsFacts({ seats }: { seats: CartSeats }) {
  const locale = useLocale();
  const day = [formatDate(seats.date, locale), seats.startTime].filter(Boolean).join(' · ');
  const count = seats.seats;
  const total = formatMillimes(seats.totalMillimes, locale);
  return (
    <span className="card-meta">
      {seats.totalMillimes === 0 ? (
        <Trans>
          Le {day} · <Plural value={count} one="# place" other="# places" /> · entrée libre
        </Trans>
      ) : (
        <Trans>
          Le {day} · <Plural value={count} one="# place" other="# places" /> · {total}
        </Trans>
      )}
    </span>
  );
}

/** A chosen table: the day, the arrival time and the party; nothing to pay online. */
function CartTableFacts({ table }: { table: CartTable }) {
  const locale = useLocale();
  const day = formatDate(table.date, locale);
  const { time, people } = table;
  return (
    <span className="card-meta">
      <Trans>
        Le {day} à {time} · <Plural value={people} one="# personne" other="# personnes" /> · sans paiement en ligne
      </Trans>
    </span>
  );
}

/** A chosen departure: its days, the party and its rooms, and the total seen. */
function CartCircuitFacts({ circuit }: { circuit: CartCircuit }) {
  const locale = useLocale();
  const dates = formatDateRange(circuit.date, circuit.end, locale);
  const { people, rooms } = circuit;
  const total = formatMillimes(circuit.totalMillimes, locale);
  return (
    <span className="card-meta">
      <Trans>
        {dates} · <Plural value={people} one="# personne" other="# personnes" />,{' '}
        <Plural value={rooms} one="# chambre" other="# chambres" /> · {total}
      </Trans>
    </span>
  );
}
