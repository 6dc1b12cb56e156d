import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useNavigate, useParams } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import { ApiRequestError, apiSend } from '../../lib/api.ts';
import { storedToken } from '../../lib/auth.ts';
import { addToCart, removeFromCart } from '../../lib/cart.ts';
import { formatMillimes } from '../../lib/format.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { type Bookable, checkoutLineOf, repricedItem } from './checkout.ts';

/** The title of the item a refusal's line index points to. */
const nameIn = (items: Bookable[], index: unknown) => (typeof index === 'number' ? (items[index]?.title ?? '') : '');

/**
 * Checkout: stays and seats become one order whose rooms and seats are held for payment, then the
 * payment page; an order with nothing to pay (a free event) is recorded at once, and its
 * confirmation shown. The server prices everything again; a changed price is written back to the
 * cart for the traveller to accept by sending again. One Idempotency-Key per content: a retry
 * after a lost answer gets the same order, not a second one.
 */
export function useCheckout() {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const { lang } = useParams({ strict: false });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = useRef<{ content: string; key: string } | null>(null);

  const explain = (error: unknown, stays: Bookable[]): string => {
    if (!(error instanceof ApiRequestError)) return t`Un problème technique est survenu. Réessayez.`;
    const nameOf = (index: unknown) => nameIn(stays, index);
    const first = reason(error, stays);
    // Checkout tries every line: the others that failed too are named after the first.
    const others = ((error.details.failed ?? []) as unknown[])
      .filter((line) => line !== error.details.line)
      .map(nameOf)
      .filter(Boolean);
    if (others.length === 0) return first;
    const list = others.join(', ');
    return `${first} ${t`Également indisponible : ${list}.`}`;
  };

  const reason = (error: ApiRequestError, stays: Bookable[]): string => {
    const nameOf = (index: unknown) => nameIn(stays, index);
    switch (error.code) {
      case 'network_error':
        return t`La connexion a été perdue. Réessayez : votre réservation ne sera pas faite deux fois.`;
      case 'price_changed': {
        const changed = (error.details.lines ?? []) as { line: number; total_millimes: number }[];
        for (const { line, total_millimes } of changed) {
          // What the cart keeps waits there at its new price (a flight is priced again by its page).
          const again = stays[line] && repricedItem(stays[line], total_millimes);
          if (again) addToCart(again);
        }
        const total = formatMillimes(Number(error.details.total_millimes ?? 0), locale);
        return t`Le prix a changé depuis votre choix. Nouveau total : ${total}. Continuez pour réserver à ce prix.`;
      }
      case 'rooms_unavailable': {
        const name = nameOf(error.details.line);
        return t`Les chambres choisies à ${name} ne sont plus libres à ces dates. Retirez-les ou choisissez-en d’autres.`;
      }
      case 'seats_unavailable': {
        const name = nameOf(error.details.line);
        const left = Number(error.details.available ?? 0);
        return left > 0
          ? t`${plural(left, { one: `Il ne reste qu’une place ce jour-là pour ${name} : le nombre demandé dépasse les places disponibles.`, other: `Il ne reste que # places ce jour-là pour ${name} : le nombre demandé dépasse les places disponibles.` })}`
          : t`Toutes les places sont réservées ce jour-là pour ${name}. Choisissez un autre jour.`;
      }
      case 'offer_passed': {
        const name = nameOf(error.details.line);
        return t`La date de ${name} est passée : elle ne peut plus être réservée. Retirez-la du panier.`;
      }
      case 'table_unavailable': {
        const name = nameOf(error.details.line);
        return t`Il n’y a plus de table pour ce nombre de personnes à cette heure chez ${name}. Choisissez une autre heure.`;
      }
      case 'invalid_table':
        return t`Le restaurant ne reçoit pas à cette heure ou pas autant de personnes. Vérifiez votre choix.`;
      case 'invalid_party':
        return t`Les chambres ne conviennent pas au groupe (trois personnes au plus par chambre). Vérifiez votre choix.`;
      case 'invalid_seats':
        return t`Ce jour ou ce nombre de places ne peut pas être réservé. Vérifiez votre choix.`;
      case 'not_bookable': {
        const name = nameOf(error.details.line);
        return t`${name} ne prend plus de réservation en ligne. Retirez-le du panier pour continuer.`;
      }
      case 'invalid_stay':
      case 'invalid_choice':
        return t`Un séjour du panier n’est plus valable (dates passées ou chambres inadaptées). Vérifiez-le sur la page de l’hébergement.`;
      case 'invalid_fields':
        return t`Vérifiez le nom et le téléphone du voyageur.`;
      case 'unauthorized':
        return t`Votre session a expiré. Reconnectez-vous, votre panier vous attend.`;
      case 'too_many_requests':
        return t`Trop de tentatives. Patientez une minute puis réessayez.`;
      default:
        return t`Un problème technique est survenu. Réessayez.`;
    }
  };

  /** Books the items together; true once on the way to the payment page (or the confirmation). */
  const checkout = async (stays: Bookable[]): Promise<boolean> => {
    const lines = stays.map(checkoutLineOf);
    const content = JSON.stringify(lines);
    if (attempt.current?.content !== content) attempt.current = { content, key: newIdempotencyKey() };
    setSending(true);
    setFailure(null);
    try {
      const answer = await apiSend('POST', '/utilisateur/orders', {
        token: storedToken(),
        body: { lines, locale },
        headers: { 'idempotency-key': attempt.current.key },
        schema: 'orderResponseSchema',
      });
      const { reference: order, status, lines: booked } = answer!.order;
      if (status === 'requested') {
        // Nothing to pay: recorded already, out of the cart.
        for (const item of stays) removeFromCart(item);
        const confirmed = booked.every((l) => l.status === 'confirmed');
        await navigate({
          to: '/{-$lang}/confirmation',
          params: { lang },
          search: { status: confirmed ? 'confirmed' : 'pending', ref: order },
        });
        return true;
      }
      // What was recorded at once (a table asked of its restaurant) is booked whatever the payment
      // does: it leaves the cart now, and the cart keeps only what the payment is for.
      booked.forEach((line, index) => {
        const item = stays[index];
        if (line.status !== 'held' && item) removeFromCart(item);
      });
      await navigate({ to: '/{-$lang}/payment', params: { lang: undefined }, search: { order, lang: locale } });
      return true;
    } catch (error) {
      setSending(false);
      setFailure(explain(error, stays));
      return false;
    }
  };

  return { checkout, sending, failure };
}

/**
 * A reservation page's two ways on: book now (checkout, then the payment) or keep it in the cart
 * for later. `chosen` checks the form and answers what to book, or null (it has said why).
 */
export function useBookOrKeep(chosen: () => Bookable | null) {
  const navigate = useNavigate();
  const { lang } = useParams({ strict: false });
  const { checkout, sending, failure } = useCheckout();
  const book = async (event: FormEvent) => {
    event.preventDefault();
    const line = chosen();
    if (line) await checkout([line]);
  };
  const toCart = () => {
    const line = chosen();
    if (!line) return;
    addToCart(line);
    void navigate({ to: '/{-$lang}/panier', params: { lang } });
  };
  return { book, toCart, sending, failure };
}
