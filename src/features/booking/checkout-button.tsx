import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { FormFailure } from '../../components/form/form-failure.tsx';
import { ApiRequestError, apiSend } from '../../lib/api.ts';
import { storedToken } from '../../lib/auth.ts';
import { addToCart, type CartItem } from '../../lib/cart.ts';
import { formatMillimes } from '../../lib/format.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { useOnline } from '../../lib/use-online.ts';
import { bookableItems, checkoutLineOf, newIdempotencyKey } from './checkout.ts';

/**
 * « Continuer la réservation »: the cart's stays become one order whose rooms are held for
 * payment, then the payment page. The server prices everything again; a changed price is shown
 * and kept in the cart for the traveller to accept by continuing again.
 */
export function CheckoutButton({ items }: { items: CartItem[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const online = useOnline();
  const navigate = useNavigate();
  const stays = bookableItems(items);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // One key per cart content: a retry after a lost answer gets the same order, not a second one.
  const attempt = useRef<{ content: string; key: string } | null>(null);

  const send = async () => {
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
      const reference = answer!.order.reference;
      await navigate({
        to: '/{-$lang}/payment',
        params: { lang: undefined },
        search: { order: reference, lang: locale },
      });
    } catch (error) {
      setSending(false);
      setFailure(explain(error));
    }
  };

  const explain = (error: unknown): string => {
    if (!(error instanceof ApiRequestError)) return t`Un problème technique est survenu. Réessayez.`;
    const names = (index: unknown) => (typeof index === 'number' ? (stays[index]?.title ?? '') : '');
    switch (error.code) {
      case 'network_error':
        return t`La connexion a été perdue. Réessayez : votre réservation ne sera pas faite deux fois.`;
      case 'price_changed': {
        const changed = (error.details.lines ?? []) as { line: number; total_millimes: number }[];
        for (const { line, total_millimes } of changed) {
          const item = stays[line];
          if (item) addToCart({ ...item, stay: { ...item.stay, totalMillimes: total_millimes } });
        }
        const total = formatMillimes(Number(error.details.total_millimes ?? 0), locale);
        return t`Le prix a changé depuis votre choix. Nouveau total : ${total}. Continuez pour réserver à ce prix.`;
      }
      case 'rooms_unavailable': {
        const name = names(error.details.line);
        return t`Les chambres choisies à ${name} ne sont plus libres à ces dates. Retirez-les ou choisissez-en d’autres.`;
      }
      case 'not_bookable': {
        const name = names(error.details.line);
        return t`${name} ne prend plus de réservation en ligne. Retirez-le du panier pour continuer.`;
      }
      case 'invalid_stay':
      case 'invalid_choice':
        return t`Un séjour du panier n’est plus valable (dates passées ou chambres inadaptées). Vérifiez-le sur la page de l’hébergement.`;
      case 'unauthorized':
        return t`Votre session a expiré. Reconnectez-vous, votre panier vous attend.`;
      case 'too_many_requests':
        return t`Trop de tentatives. Patientez une minute puis réessayez.`;
      default:
        return t`Un problème technique est survenu. Réessayez.`;
    }
  };

  if (stays.length === 0)
    return (
      <p className="booking-note">
        <Trans>Choisissez les dates et les chambres d’un hôtel ou d’une maison d’hôtes pour réserver en ligne.</Trans>
      </p>
    );
  return (
    <div className="checkout">
      {stays.length < items.length && (
        <p className="booking-note">
          <Trans>
            Seuls les hôtels et maisons d’hôtes avec des chambres choisies se réservent en ligne pour l’instant.
          </Trans>
        </p>
      )}
      <button
        type="button"
        className="button button-primary"
        disabled={sending || !online}
        aria-busy={sending}
        onClick={() => void send()}
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
