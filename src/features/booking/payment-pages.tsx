import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearch } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import {
  CIRCUIT_CONFIRMATION_TEXT,
  PAYMENT_FAILURE_TEXT,
  PAYMENT_SUCCESS_TEXT,
  PAYMENT_TEXT,
} from '../../../domain/booking-page-text.ts';
import type { Order } from '../../../domain/contract/orders.ts';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import type { Locale } from '../../../domain/locales.ts';
import type { PageText } from '../../../domain/seo.ts';
import { FormFailure } from '../../components/form/form-failure.tsx';
import { useAction } from '../../components/form/use-action.ts';
import { BlockSkeleton } from '../../components/skeleton.tsx';
import { ApiRequestError, apiSend } from '../../lib/api.ts';
import { storedToken } from '../../lib/auth.ts';
import { removeFromCart, useCart } from '../../lib/cart.ts';
import { formatDate, formatMillimes } from '../../lib/format.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { useOnline } from '../../lib/use-online.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { paymentOpen, useOrder } from './api/order.queries.ts';
import { heldUnits, KIND_TEXTS } from './kind-texts.ts';
import { named } from './line-facts.tsx';
import { OrderSummary } from './order-summary.tsx';

/** The app's own links from a page outside the language prefix: into the traveller's language. */
const langParam = (locale: Locale) => (locale === 'fr' ? undefined : locale);
/** An instant, on Tunisia's clock, in the page's language. */
const tunisTime = (iso: string, locale: Locale) => formatDate(tunisiaDateTime(new Date(iso)), locale);

function useOrderReference(): string | undefined {
  const { order } = useSearch({ strict: false }) as { order?: unknown };
  return typeof order === 'string' ? order : undefined;
}

/** Loading, then the order, or why it cannot be shown. */
function OrderState({ reference, children }: { reference: string | undefined; children: (order: Order) => ReactNode }) {
  const online = useOnline();
  const order = useOrder(reference, paymentOpen);
  if (!reference || (order.error instanceof ApiRequestError && order.error.status === 404))
    return (
      <p className="field-error" role="alert">
        <Trans>Aucune commande à votre nom ne porte cette référence.</Trans>
      </p>
    );
  if (order.isPending) return <BlockSkeleton height={220} />;
  if (order.isError)
    return (
      <div className="field-error" role="alert">
        {online ? (
          <Trans>Votre commande n’a pas pu être chargée.</Trans>
        ) : (
          <Trans>Vous êtes hors ligne : votre commande s’affichera une fois la connexion revenue.</Trans>
        )}{' '}
        <button type="button" className="button" onClick={() => void order.refetch()}>
          <Trans>Réessayer</Trans>
        </button>
      </div>
    );
  return <>{children(order.data)}</>;
}

/** A page about one order (`?order=`): its title, then the order as the server has it now. */
function OrderPage({ text, children }: { text: PageText; children: (order: Order) => ReactNode }) {
  const locale = useLocale();
  usePageTitle(text.title[locale]);
  const reference = useOrderReference();
  return (
    <section className="page-section account payment-page">
      <h1>{text.title[locale]}</h1>
      <OrderState reference={reference}>{children}</OrderState>
    </section>
  );
}

/** `/payment?order=`: the order's stays and total, then the gateway (spec §2). */
export function PaymentPage() {
  return <OrderPage text={PAYMENT_TEXT}>{(order) => <PayOrder order={order} />}</OrderPage>;
}

function PayOrder({ order }: { order: Order }) {
  const { t } = useLingui();
  const { retry } = useSearch({ strict: false }) as { retry?: 1 };
  const locale = useLocale();
  const online = useOnline();
  // One key per payment the traveller asks for: a retry after a lost answer reuses the attempt.
  const key = useRef(newIdempotencyKey());
  const {
    run: pay,
    busy: sending,
    failure,
  } = useAction({
    send: async () => {
      const answer = await apiSend('POST', `/utilisateur/orders/${order.reference}/payments`, {
        token: storedToken(),
        headers: { 'idempotency-key': key.current },
        schema: 'paymentResponseSchema',
      });
      const target = answer?.payment.redirect_url;
      if (!target) throw new ApiRequestError(502, 'gateway_unavailable', 'No payment page');
      return target;
    },
    onSent: (target) => window.location.assign(target),
    // On its way to the gateway's page: nothing more to press here.
    busyAfterSuccess: true,
    onFailed: (error) => {
      // A refused attempt is over: the next try is a new one. A lost answer is tried again as is.
      if (!(error instanceof ApiRequestError && error.code === 'network_error')) key.current = newIdempotencyKey();
    },
    describeFailure: (error) => {
      const code = error instanceof ApiRequestError ? error.code : 'server_error';
      return code === 'network_error'
        ? t`La connexion a été perdue. Réessayez : vous ne paierez pas deux fois.`
        : code === 'order_not_payable'
          ? t`Cette commande ne peut plus être payée : le délai est passé.`
          : code === 'gateway_unavailable'
            ? t`Le service de paiement ne répond pas. Rien n’a été débité ; réessayez dans un instant.`
            : t`Un problème technique est survenu. Réessayez.`;
    },
  });
  const lang = langParam(locale);

  if (order.status === 'paid')
    return (
      <p className="outcome outcome-ok" role="status">
        <Trans>Cette commande est déjà payée.</Trans>{' '}
        <Link
          to="/{-$lang}/payment/success"
          params={{ lang: undefined }}
          search={{ order: order.reference, lang: locale }}
        >
          <Trans>Voir la confirmation</Trans>
        </Link>
      </p>
    );
  const expired = order.status !== 'held' || Date.parse(order.hold_expires_at) <= Date.now();
  // What the hold keeps, or kept: the lines to pay (a table recorded beside them is not held).
  const held = heldUnits(order.lines.filter((l) => l.status === 'held' || l.status === 'released').map((l) => l.kind));
  if (order.status === 'unsettled' || (order.status === 'released' && paymentOpen(order)))
    return (
      <p className="outcome outcome-problem" role="alert">
        <Link
          to="/{-$lang}/payment/echec"
          params={{ lang: undefined }}
          search={{ order: order.reference, lang: locale }}
        >
          <Trans>Voir où en est cette commande</Trans>
        </Link>
      </p>
    );
  if (expired)
    return (
      <div className="outcome outcome-problem" role="alert">
        <h2>
          <Trans>Le délai de paiement est passé</Trans>
        </h2>
        <p>
          {held === 'rooms' ? (
            <Trans>
              Les chambres ne sont plus réservées pour vous et rien n’a été débité. Vos choix restent dans votre panier.
            </Trans>
          ) : held === 'places' ? (
            <Trans>
              Les places ne sont plus réservées pour vous et rien n’a été débité. Vos choix restent dans votre panier.
            </Trans>
          ) : (
            <Trans>
              Les chambres et les places ne sont plus réservées pour vous et rien n’a été débité. Vos choix restent dans
              votre panier.
            </Trans>
          )}
        </p>
        <Link to="/{-$lang}/panier" params={{ lang }} className="button button-primary">
          <Trans>Retour au panier</Trans>
        </Link>
      </div>
    );

  const until = tunisTime(order.hold_expires_at, locale);
  const total = formatMillimes(order.total_millimes, locale);
  return (
    <>
      {retry && (
        <p className="outcome outcome-problem" role="alert">
          <Trans>
            Le paiement n’a pas abouti. Vous pouvez réessayer, avec la même carte ou une autre, tant que votre
            réservation temporaire court.
          </Trans>
        </p>
      )}
      <OrderSummary order={order} />
      <p className="booking-note">
        {held === 'rooms' ? (
          <Trans>Vos chambres sont réservées pour vous jusqu’au {until} (heure de Tunis), le temps de payer.</Trans>
        ) : held === 'places' ? (
          <Trans>Vos places sont réservées pour vous jusqu’au {until} (heure de Tunis), le temps de payer.</Trans>
        ) : (
          <Trans>
            Vos chambres et vos places sont réservées pour vous jusqu’au {until} (heure de Tunis), le temps de payer.
          </Trans>
        )}
      </p>
      <button
        type="button"
        className="button button-primary"
        disabled={sending || !online}
        aria-busy={sending}
        onClick={() => pay()}
      >
        {sending ? <Trans>Redirection vers le paiement sécurisé…</Trans> : <Trans>Payer {total}</Trans>}
      </button>
      {!online && (
        <p className="booking-note">
          <Trans>Le paiement demande une connexion internet.</Trans>
        </p>
      )}
      <FormFailure text={failure} />
    </>
  );
}

/** `/payment/success?order=`: recorded and paid; the provider confirms next. */
export function PaymentSuccessPage() {
  return <OrderPage text={PAYMENT_SUCCESS_TEXT}>{(order) => <PaidOrder order={order} />}</OrderPage>;
}

/**
 * `circuits/confirmation?order=` (spec §2): where a circuit's payment ends, success or error — the
 * paid order awaiting its agency, or what went wrong and what to do.
 */
export function CircuitConfirmationPage() {
  return (
    <OrderPage text={CIRCUIT_CONFIRMATION_TEXT}>
      {(order) =>
        order.status === 'paid' || paymentOpen(order) ? <PaidOrder order={order} /> : <FailedOrder order={order} />
      }
    </OrderPage>
  );
}

function PaidOrder({ order }: { order: Order }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const lang = langParam(locale);
  const cart = useCart();
  const paid = order.status === 'paid';
  // What was booked leaves the cart.
  useEffect(() => {
    if (!paid) return;
    for (const line of order.lines)
      for (const item of cart) if (item.kind === line.kind && item.id === String(line.listing_id)) removeFromCart(item);
  }, [paid, order.lines, cart]);

  if (!paid && paymentOpen(order))
    return (
      <p className="outcome outcome-wait" role="status" aria-busy="true">
        <Trans>Vérification du paiement auprès de la banque…</Trans>
      </p>
    );
  if (!paid)
    return (
      <p className="outcome outcome-problem" role="alert">
        <Trans>Cette commande n’est pas payée.</Trans>{' '}
        <Link
          to="/{-$lang}/payment/echec"
          params={{ lang: undefined }}
          search={{ order: order.reference, lang: locale }}
        >
          <Trans>Voir pourquoi</Trans>
        </Link>
      </p>
    );
  // Seats Rihla sells are confirmed by the payment (as is what a provider already confirmed); the rest awaits its provider.
  const pending = order.lines.filter((l) => l.status === 'pending_provider');
  const awaiting = pending.length > 0;
  const confirmed = order.lines.some((l) => l.status === 'confirmed');
  const answerBy = pending
    .map((l) => l.answer_by)
    .filter((a): a is string => a !== null)
    .sort()[0];
  const when = answerBy ? tunisTime(answerBy, locale) : '';
  const answerers = new Set(pending.map((l) => KIND_TEXTS[l.kind].awaiting).filter((a) => a !== null));
  const [answerer] = answerers;
  return (
    <>
      <div className="outcome outcome-ok" role="status">
        <h2>
          <Trans>Réservation enregistrée et payée</Trans>
        </h2>
        {awaiting ? (
          <p>
            <Trans>Votre paiement est vérifié.</Trans>{' '}
            {answerers.size === 1 && answerer ? (
              i18n._(answerer)
            ) : (
              <Trans>Chaque prestataire doit maintenant confirmer sa réservation.</Trans>
            )}
            {confirmed && (
              <>
                {' '}
                <Trans>Vos places sont déjà confirmées.</Trans>
              </>
            )}
          </p>
        ) : (
          <p>
            <Trans>
              Votre paiement est vérifié : votre réservation est confirmée. Présentez la référence à l’entrée.
            </Trans>
          </p>
        )}
        {when && (
          <p>
            <Trans>Vous recevrez un e-mail dès sa réponse, au plus tard le {when} (heure de Tunis).</Trans>
          </p>
        )}
      </div>
      <OrderSummary order={order} />
      <p className="outcome-actions">
        <Link to="/{-$lang}/user" params={{ lang }} className="button button-primary">
          <Trans>Voir mes réservations</Trans>
        </Link>
      </p>
    </>
  );
}

/**
 * `/payment/echec?order=`: variant 1, the payment failed or was abandoned — nothing recorded, the
 * rooms free again; variant 2, recorded but not settled — the reference, what happened, and how
 * to reach customer service (spec §4).
 */
export function PaymentFailurePage() {
  return <OrderPage text={PAYMENT_FAILURE_TEXT}>{(order) => <FailedOrder order={order} />}</OrderPage>;
}

function FailedOrder({ order }: { order: Order }) {
  const locale = useLocale();
  const lang = langParam(locale);
  if (order.status === 'paid')
    return (
      <p className="outcome outcome-ok" role="status">
        <Trans>Votre paiement a finalement été accepté.</Trans>{' '}
        <Link
          to="/{-$lang}/payment/success"
          params={{ lang: undefined }}
          search={{ order: order.reference, lang: locale }}
        >
          <Trans>Voir la confirmation</Trans>
        </Link>
      </p>
    );
  const recorded = order.status === 'unsettled' || paymentOpen(order);
  if (!recorded) return <UnpaidOrder order={order} />;
  const late = order.refunds.find((r) => r.reason === 'late_payment');
  const refund = late ? formatMillimes(late.amount_millimes, locale) : '';
  return (
    <div className="outcome outcome-problem" role="alert" data-variant="2">
      <h2>
        <Trans>Réservation enregistrée, paiement non réglé</Trans>
      </h2>
      <p>
        <Trans>Référence :</Trans> <bdi dir="ltr">{order.reference}</bdi>
      </p>
      <p>
        {late ? (
          <Trans>
            Votre paiement est arrivé après la fin de la réservation temporaire, et les chambres ont été prises
            entre-temps. Il vous est remboursé automatiquement ({refund}).
          </Trans>
        ) : order.payment?.status === 'mismatch' ? (
          <Trans>
            La banque a répondu avec un montant différent de celui de la commande : rien n’est considéré comme payé.
          </Trans>
        ) : (
          <Trans>
            Nous n’avons pas encore pu vérifier votre paiement auprès de la banque. Nous continuons de vérifier et vous
            écrirons dès que c’est réglé.
          </Trans>
        )}
      </p>
      <CustomerService />
      <p className="outcome-actions">
        <Link to="/{-$lang}/contact" params={{ lang }} className="button button-primary">
          <Trans>Contacter le service client</Trans>
        </Link>
      </p>
    </div>
  );
}

/**
 * Variant 1: the payment did not go through and nothing was taken. What was to be paid is not
 * booked and waits in the cart; what was recorded beside it with nothing to pay online (a table
 * asked of its restaurant) stays recorded, and the page says so, line by line.
 */
function UnpaidOrder({ order }: { order: Order }) {
  const locale = useLocale();
  const lang = langParam(locale);
  const recorded = order.lines.filter((l) => l.status !== 'released');
  const released = order.lines.filter((l) => l.status === 'released');
  const held = heldUnits(released.map((l) => l.kind));
  return (
    <div className="outcome outcome-problem" role="alert" data-variant="1">
      <h2>
        <Trans>Le paiement n’a pas abouti</Trans>
      </h2>
      {recorded.length === 0 ? (
        <p>
          {held === 'rooms' ? (
            <Trans>
              Aucune réservation n’a été enregistrée et rien ne vous a été débité. Les chambres sont de nouveau libres ;
              vos choix restent dans votre panier.
            </Trans>
          ) : (
            <Trans>
              Aucune réservation n’a été enregistrée et rien ne vous a été débité. Les places sont de nouveau libres ;
              vos choix restent dans votre panier.
            </Trans>
          )}
        </p>
      ) : (
        <>
          <p>
            <Trans>Rien ne vous a été débité. Voici ce qu’il en est de chaque réservation :</Trans>
          </p>
          <ul className="outcome-lines">
            {released.map((line) => (
              <li key={line.id} data-line-state="released">
                <strong>{named(line.name, locale)}</strong> —{' '}
                <Trans>non réservé : il reste dans votre panier, à payer pour le réserver.</Trans>
              </li>
            ))}
            {recorded.map((line) => (
              <li key={line.id} data-line-state="recorded">
                <strong>{named(line.name, locale)}</strong> —{' '}
                <Trans>enregistré, sans paiement en ligne : il est dans vos réservations.</Trans>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="outcome-actions">
        {released.length > 0 && (
          <Link to="/{-$lang}/panier" params={{ lang }} className="button button-primary">
            <Trans>Réessayer le paiement</Trans>
          </Link>
        )}
        {recorded.length > 0 && (
          <Link to="/{-$lang}/user" params={{ lang }} className="button">
            <Trans>Voir mes réservations</Trans>
          </Link>
        )}
      </p>
    </div>
  );
}

/** Customer service's hours, Tunisia time (spec §4, payment failure variant 2). */
function CustomerService() {
  return (
    <div className="customer-service">
      <p>
        <Trans>Notre service client a été prévenu et vous répond, en citant cette référence :</Trans>
      </p>
      <ul>
        <li>
          <Trans>du lundi au vendredi, de 9 h 00 à 20 h 00</Trans>
        </li>
        <li>
          <Trans>le samedi et le dimanche, de 10 h 30 à 22 h 00</Trans>
        </li>
      </ul>
      <p>
        <Trans>(heure de Tunis)</Trans>
      </p>
    </div>
  );
}
