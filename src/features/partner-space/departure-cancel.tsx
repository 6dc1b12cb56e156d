import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SEND_TIMEOUT_MS } from '../../../domain/constants.ts';
import type { OwnTrip } from '../../../domain/contract/partners.ts';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import { ACCOUNT_KEY } from '../../../domain/query-keys.ts';
import { FormFailure } from '../../components/form/form-failure.tsx';
import { useAction } from '../../components/form/use-action.ts';
import { call } from '../../lib/api.ts';
import { storedToken } from '../../lib/auth.ts';
import { formatDate } from '../../lib/format.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { useOnline } from '../../lib/use-online.ts';

/**
 * A published trip's coming departures, each of which the guide may cancel, asked twice: every
 * party on it is refunded in full and e-mailed (the server does both).
 */
export function DepartureCancel({ trip, onCancelled }: { trip: OwnTrip; onCancelled: (text: string) => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const online = useOnline();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<string | null>(null);
  const {
    run: cancel,
    busy: sending,
    failure,
  } = useAction({
    send: (date: string) =>
      call(`/utilisateur/partners/trips/${trip.id}/departures/${date}/cancel`, {
        method: 'POST',
        headers: { accept: 'application/json', authorization: `Bearer ${storedToken() ?? ''}` },
        timeoutMs: SEND_TIMEOUT_MS,
      }) as Promise<{ cancelled: number }>,
    onSent: async (answer, date) => {
      setAsking(null);
      const day = formatDate(date, locale);
      const n = answer.cancelled;
      onCancelled(
        t`Départ du ${day} annulé : ${plural(n, { one: '# réservation remboursée', other: '# réservations remboursées' })}, les voyageurs sont prévenus.`,
      );
      await queryClient.invalidateQueries({ queryKey: [ACCOUNT_KEY] });
    },
    describeFailure: () => t`Le départ n’a pas pu être annulé. Vérifiez votre connexion et réessayez.`,
  });
  const today = tunisiaDateTime(new Date()).slice(0, 10);
  const coming = trip.draft.departures.filter((d) => d.date > today);
  if (trip.status !== 'published' || coming.length === 0) return null;

  return (
    <details className="departure-cancel">
      <summary>
        <Trans>Annuler un départ</Trans>
      </summary>
      <ul className="departure-list">
        {coming.map((d) => (
          <li key={d.date}>
            <span>{formatDate(d.date, locale)}</span>
            {asking === d.date ? (
              <span className="reservation-actions">
                <button
                  type="button"
                  className="button button-primary"
                  disabled={sending || !online}
                  aria-busy={sending}
                  onClick={() => cancel(d.date)}
                >
                  {sending ? <Trans>Annulation…</Trans> : <Trans>Confirmer l’annulation du départ</Trans>}
                </button>
                <button type="button" className="button" disabled={sending} onClick={() => setAsking(null)}>
                  <Trans>Garder ce départ</Trans>
                </button>
              </span>
            ) : (
              <button type="button" className="button" disabled={!online} onClick={() => setAsking(d.date)}>
                <Trans>Annuler ce départ</Trans>
              </button>
            )}
          </li>
        ))}
      </ul>
      {asking && (
        <p className="booking-note">
          <Trans>Chaque voyageur inscrit à ce départ est remboursé en entier et prévenu par e-mail.</Trans>
        </p>
      )}
      <FormFailure text={failure} />
    </details>
  );
}
