import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { READ_TIMEOUT_MS, SEND_TIMEOUT_MS } from '../../../domain/constants.ts';
import type { AnswerView } from '../../../domain/contract/orders.ts';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import { PROVIDER_ANSWER_TEXT } from '../../../domain/provider-answer-text.ts';
import { ACCOUNT_KEY } from '../../../domain/query-keys.ts';
import { FormFailure } from '../../components/form/form-failure.tsx';
import { useAction } from '../../components/form/use-action.ts';
import { BlockSkeleton } from '../../components/skeleton.tsx';
import { ApiRequestError, call } from '../../lib/api.ts';
import { formatDate, formatMillimes } from '../../lib/format.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { KIND_TEXTS } from './kind-texts.ts';
import { LineFacts, named } from './line-facts.tsx';
import type { ProviderLinkSearch } from './provider-answer-search.ts';

/**
 * The answer page's calls, without the answers' schemas (src/lib/response-schemas.ts, which every
 * other page loads with its first call): a page only providers open checks that the answer holds
 * its reservation; the contract (domain/contract/orders.ts `answerResponseSchema`) describes it.
 */
async function answerCall(method: 'GET' | 'POST', path: string, body?: ProviderLinkSearch): Promise<AnswerView> {
  const answer = await call(path, {
    method,
    headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : null,
    timeoutMs: method === 'GET' ? READ_TIMEOUT_MS : SEND_TIMEOUT_MS,
  });
  const view = (answer as { answer?: unknown } | null)?.answer;
  if (typeof view !== 'object' || view === null || typeof (view as { kind?: unknown }).kind !== 'string')
    throw new ApiRequestError(0, 'server_error', 'The answer is not what was asked for.');
  return view as AnswerView;
}

/**
 * `/prestataire/reponse?line=&action=&expires=&sig=`: the page a hotel's e-mail opens to confirm
 * or refuse a paid reservation. Opening it answers nothing (mail scanners follow links); only its
 * button, a POST, does.
 */
export function ProviderAnswerPage() {
  const locale = useLocale();
  usePageTitle(PROVIDER_ANSWER_TEXT.title[locale]);
  const link = useSearch({ strict: false }) as ProviderLinkSearch;
  const complete = link.line !== undefined && link.action !== undefined && link.expires !== undefined && !!link.sig;
  const query = new URLSearchParams(Object.entries(link).map(([k, v]) => [k, String(v)])).toString();
  const view = useQuery({
    // Never kept on the device: a traveller's reservation (app/query-client.ts).
    queryKey: [ACCOUNT_KEY, 'provider-answer', query],
    queryFn: () => answerCall('GET', `/utilisateur/provider/answers?${query}`),
    enabled: complete,
    gcTime: 0,
    retry: false,
  });
  return (
    <section className="page-section account provider-answer">
      <h1>{PROVIDER_ANSWER_TEXT.title[locale]}</h1>
      {!complete || (view.error instanceof ApiRequestError && view.error.status === 403) ? (
        <p className="field-error" role="alert">
          <Trans>Ce lien n’est pas valide. Utilisez le lien reçu par e-mail, en entier.</Trans>
        </p>
      ) : view.isPending ? (
        <BlockSkeleton height={200} />
      ) : view.isError ? (
        <p className="field-error" role="alert">
          <Trans>La réservation n’a pas pu être chargée. Réessayez dans un instant.</Trans>
        </p>
      ) : (
        <Answer view={view.data} link={link} />
      )}
    </section>
  );
}

function Answer({ view, link }: { view: AnswerView; link: ProviderLinkSearch }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [state, setState] = useState<AnswerView>(view);
  const total = formatMillimes(state.total_millimes, locale);
  const { settled } = KIND_TEXTS[state.kind];
  // A rental or a table: nothing was paid online, so nothing is refunded.
  const unpaid = settled !== 'online';
  const due = state.answer_by ? formatDate(tunisiaDateTime(new Date(state.answer_by)), locale) : '';

  const {
    run: send,
    busy: sending,
    failure,
  } = useAction({
    send: () => answerCall('POST', '/utilisateur/provider/answers', link),
    onSent: (answered) => setState(answered),
    onFailed: (error) => {
      if (error instanceof ApiRequestError && error.code === 'already_answered')
        setState({ ...state, status: error.details.status as AnswerView['status'] });
    },
    describeFailure: (error) => {
      const code = error instanceof ApiRequestError ? error.code : 'server_error';
      return code === 'already_answered'
        ? t`Cette réservation a déjà reçu une réponse ou a été annulée.`
        : code === 'answer_link_expired'
          ? unpaid
            ? t`Le délai de réponse est passé : la demande a été refusée et le voyageur prévenu.`
            : t`Le délai de réponse est passé : la réservation a été refusée et le voyageur remboursé.`
          : code === 'network_error'
            ? t`La connexion a été perdue. Réessayez : votre réponse ne sera pas comptée deux fois.`
            : t`Un problème technique est survenu. Réessayez.`;
    },
  });

  return (
    <>
      <div className="order-summary">
        <p>
          <Trans>Référence :</Trans> <bdi dir="ltr">{state.reference}</bdi>
        </p>
        <p>
          <strong>{named(state.name, locale)}</strong>
        </p>
        <div className="line-facts">
          <LineFacts line={state} />
        </div>
        {settled === 'at_table' ? (
          <p className="order-total">
            <Trans>Rien à payer en ligne : l’addition se règle au restaurant.</Trans>
          </p>
        ) : (
          <p className="order-total">
            {settled === 'at_pickup' ? <Trans>Total, payé à la prise en charge :</Trans> : <Trans>Total payé :</Trans>}{' '}
            <strong>{total}</strong>
          </p>
        )}
      </div>
      {state.status === 'pending_provider' ? (
        <>
          {due && (
            <p className="booking-note">
              <Trans>Répondez avant le {due} (heure de Tunis) ; sans réponse, la réservation sera refusée.</Trans>
            </p>
          )}
          <button
            type="button"
            className={state.action === 'confirm' ? 'button button-primary' : 'button'}
            disabled={sending}
            aria-busy={sending}
            onClick={() => send()}
          >
            {sending ? (
              <Trans>Envoi…</Trans>
            ) : state.action === 'confirm' ? (
              <Trans>Confirmer la réservation</Trans>
            ) : (
              <Trans>Refuser la réservation</Trans>
            )}
          </button>
        </>
      ) : (
        <p className={`outcome ${state.status === 'confirmed' ? 'outcome-ok' : 'outcome-problem'}`} role="status">
          {state.status === 'confirmed' ? (
            <Trans>Réservation confirmée. Le voyageur en est informé par e-mail.</Trans>
          ) : state.status === 'refused' ? (
            <Trans>Réservation refusée. Le voyageur en est informé par e-mail et remboursé.</Trans>
          ) : (
            <Trans>Cette réservation a été annulée par le voyageur.</Trans>
          )}
        </p>
      )}
      <FormFailure text={failure} />
    </>
  );
}
