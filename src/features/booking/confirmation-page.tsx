import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CONFIRMATION_TEXT } from '../../../domain/booking-page-text.ts';
import { CoverBanner } from '../../components/cover-banner.tsx';
import { useLocale } from '../../lib/use-locale.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { type BookingOutcome, parseConfirmationSearch } from './confirmation-search.ts';

/**
 * Where a booking stands once sent or paid (spec §4): a request waits for the provider, who
 * confirms or refuses it by e-mail; a payment succeeds, or fails with nothing recorded, or leaves
 * the booking recorded but unpaid, and then customer service must be contacted. Each outcome says
 * what happened and what to do next; the booking flows send travellers here.
 */
export function ConfirmationPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { lang } = useParams({ strict: false });
  // Not strict, the router hands over the raw query: it is checked again here.
  const { status = 'pending', ref } = parseConfirmationSearch(useSearch({ strict: false }));
  usePageTitle(CONFIRMATION_TEXT.title[locale]);

  const outcomes: Record<BookingOutcome, { tone: 'ok' | 'wait' | 'problem'; title: string; text: ReactNode }> = {
    pending: {
      tone: 'wait',
      title: t`Demande de réservation envoyée`,
      text: (
        <Trans>
          Le prestataire doit confirmer votre réservation. Vous recevrez un e-mail dès qu’elle est confirmée ou refusée.
        </Trans>
      ),
    },
    confirmed: {
      tone: 'ok',
      title: t`Réservation confirmée`,
      text: (
        <Trans>
          Votre réservation est confirmée, sans rien à payer. Un e-mail vous la confirme : présentez la référence à
          l’entrée.
        </Trans>
      ),
    },
    paid: {
      tone: 'ok',
      title: t`Réservation payée`,
      text: <Trans>Votre paiement a été accepté et votre réservation est enregistrée.</Trans>,
    },
    payment_failed: {
      tone: 'problem',
      title: t`Le paiement a échoué`,
      text: <Trans>Aucune réservation n’a été enregistrée et rien ne vous a été débité. Vous pouvez réessayer.</Trans>,
    },
    unpaid: {
      tone: 'problem',
      title: t`Paiement non abouti`,
      text: (
        <Trans>
          Votre réservation est enregistrée mais n’est pas payée. Contactez le service client pour la finaliser.
        </Trans>
      ),
    },
  };
  const outcome = outcomes[status];

  return (
    <>
      <CoverBanner
        title={t`Confirmation de réservation`}
        crumbs={[{ label: t`Accueil`, to: '/{-$lang}' }, { label: t`Confirmation` }]}
      />
      <section className="page-section">
        <div className={`outcome outcome-${outcome.tone}`} role={outcome.tone === 'problem' ? 'alert' : 'status'}>
          <h2>{outcome.title}</h2>
          <p>{outcome.text}</p>
          {ref && (
            <p>
              <Trans>Référence :</Trans> <bdi dir="ltr">{ref}</bdi>
            </p>
          )}
        </div>
        <p className="outcome-actions">
          {status === 'unpaid' ? (
            <Link to="/{-$lang}/contact" params={{ lang }} className="button button-primary">
              <Trans>Contacter le service client</Trans>
            </Link>
          ) : (
            <Link to="/{-$lang}/user" params={{ lang }} className="button button-primary">
              <Trans>Voir mes réservations</Trans>
            </Link>
          )}
          <Link to="/{-$lang}" params={{ lang }} className="button">
            <Trans>Retour à l’accueil</Trans>
          </Link>
        </p>
      </section>
    </>
  );
}
