import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import type { ApplicationBody, DecisionView } from '../../../domain/contract/partners.ts';
import { NATIVE_NAME } from '../../../domain/locales.ts';
import { PARTNER_DECISION_TEXT } from '../../../domain/partner-page-text.ts';
import { PARTNER_LIMITS } from '../../../domain/partners.ts';
import { ACCOUNT_KEY } from '../../../domain/query-keys.ts';
import { FormFailure } from '../../components/form/form-failure.tsx';
import { useAction } from '../../components/form/use-action.ts';
import { BlockSkeleton } from '../../components/skeleton.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { partnerCall } from './api/partner-api.ts';
import { type DecisionSearch, decisionSearch } from './partner-decision-search.ts';
import { portraitOf } from './portrait.ts';

/**
 * `/partenaires/decision?application=&action=&expires=&sig=`: the page the operator's e-mail opens
 * to approve or reject a partner's application. Opening it decides nothing (mail scanners follow
 * links); only its button, a POST, does.
 */
export function PartnerDecisionPage() {
  const locale = useLocale();
  usePageTitle(PARTNER_DECISION_TEXT.title[locale]);
  // Read here rather than by the route: the parser stays out of every page's first load.
  const link = decisionSearch(useSearch({ strict: false }));
  const complete = !!link.application && !!link.action && !!link.expires && !!link.sig;
  const query = new URLSearchParams(Object.entries(link).map(([k, v]) => [k, String(v)])).toString();
  const view = useQuery({
    // Never kept on the device: an applicant's details (app/query-client.ts).
    queryKey: [ACCOUNT_KEY, 'partner-decision', query],
    queryFn: () => partnerCall('decision', 'GET', `/utilisateur/partners/decisions?${query}`, { signedIn: false }),
    enabled: complete,
    gcTime: 0,
    retry: false,
  });
  return (
    <section className="page-section account partner-decision">
      <h1>{PARTNER_DECISION_TEXT.title[locale]}</h1>
      {!complete || (view.error instanceof ApiRequestError && view.error.status === 403) ? (
        <p className="field-error" role="alert">
          <Trans>Ce lien n’est pas valide. Utilisez le lien reçu par e-mail, en entier.</Trans>
        </p>
      ) : view.isPending ? (
        <BlockSkeleton height={240} />
      ) : view.isError ? (
        <p className="field-error" role="alert">
          <Trans>La candidature n’a pas pu être chargée. Réessayez dans un instant.</Trans>
        </p>
      ) : (
        <DecisionForm view={view.data} link={link} />
      )}
    </section>
  );
}

function DecisionForm({ view, link }: { view: DecisionView; link: DecisionSearch }) {
  const { t } = useLingui();
  const [state, setState] = useState(view);
  const [reason, setReason] = useState('');
  const approving = state.action === 'approve';

  const decision = useAction({
    send: () =>
      partnerCall('decision', 'POST', '/utilisateur/partners/decisions', {
        body: { ...link, ...(approving || !reason.trim() ? {} : { reason: reason.trim() }) },
        signedIn: false,
      }),
    onSent: (decided) => setState(decided),
    // Decided meanwhile (the command line, another tab): the page shows how it stands now.
    onFailed: (error) => {
      if (error instanceof ApiRequestError && error.code === 'already_decided')
        setState((now) => ({ ...now, status: error.details.status as DecisionView['status'] }));
    },
    describeFailure: (error) => {
      const code = error instanceof ApiRequestError ? error.code : 'server_error';
      return code === 'already_decided'
        ? t`Cette candidature a déjà été décidée.`
        : code === 'decision_link_expired'
          ? t`Ce lien a expiré. Décidez en ligne de commande : npm run partners.`
          : code === 'network_error'
            ? t`La connexion a été perdue. Réessayez : la décision ne sera pas comptée deux fois.`
            : t`Un problème technique est survenu. Réessayez.`;
    },
  });
  const sending = decision.busy;

  return (
    <>
      <div className="order-summary partner-card">
        {state.details.kind === 'guide' && (
          <img src={portraitOf(state.details.photo)} alt={state.applicant.name} width={106} height={128} />
        )}
        <div>
          <p>
            {state.kind === 'guide' ? (
              <Trans>Candidature de guide certifié</Trans>
            ) : (
              <Trans>Candidature d’agence partenaire</Trans>
            )}{' '}
            <bdi dir="ltr">n° {state.application}</bdi>
          </p>
          <p>
            <strong>{state.applicant.name}</strong> · <bdi dir="ltr">{state.applicant.email}</bdi> ·{' '}
            <bdi dir="ltr">{state.applicant.phone}</bdi>
          </p>
          <Details details={state.details} />
        </div>
      </div>
      {state.status === 'pending' ? (
        <>
          {!approving && (
            <label className="field">
              <span className="field-label">
                <Trans>Motif, envoyé au candidat (facultatif)</Trans>
              </span>
              <textarea
                rows={3}
                dir="auto"
                maxLength={PARTNER_LIMITS.reason}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            </label>
          )}
          <button
            type="button"
            className={approving ? 'button button-primary' : 'button'}
            disabled={sending}
            aria-busy={sending}
            onClick={() => decision.run()}
          >
            {sending ? (
              <Trans>Envoi…</Trans>
            ) : approving ? (
              <Trans>Accepter la candidature</Trans>
            ) : (
              <Trans>Refuser la candidature</Trans>
            )}
          </button>
        </>
      ) : (
        <p className="booking-note" role="status">
          {state.status === 'approved' ? (
            <Trans>Candidature acceptée : le partenaire est public et le candidat a été prévenu par e-mail.</Trans>
          ) : (
            <Trans>Candidature refusée : le candidat a été prévenu par e-mail.</Trans>
          )}
        </p>
      )}
      <FormFailure text={decision.failure} />
    </>
  );
}

function Details({ details: d }: { details: ApplicationBody }) {
  const { t } = useLingui();
  const rows: [string, string][] =
    d.kind === 'agency'
      ? [
          [t`Nom de l’agence`, d.name],
          [t`Ville`, d.city],
          [t`Localité`, d.locality],
          [t`Région`, d.region || '—'],
          [t`Téléphone fixe`, d.landline],
          [t`Fax`, d.fax || '—'],
          [t`Site web`, d.website || '—'],
        ]
      : [
          [t`Numéro de licence ou de carte de guide`, d.licence],
          [t`Années d’expérience`, String(d.yearsExperience)],
          [t`Téléphone`, d.phone],
          [t`Ville où vous êtes basé`, d.city],
          [t`Langues dans lesquelles vous guidez`, d.languages.join(', ')],
          [t`Régions où vous guidez`, d.regions.join(', ')],
        ];
  return (
    <dl className="partner-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd dir="auto">{value}</dd>
        </div>
      ))}
      {d.kind === 'guide' &&
        Object.entries(d.presentation)
          .filter(([, text]) => text?.trim())
          .map(([l, text]) => (
            <div key={l}>
              <dt>{NATIVE_NAME[l as keyof typeof NATIVE_NAME]}</dt>
              <dd lang={l} dir="auto">
                {text}
              </dd>
            </div>
          ))}
    </dl>
  );
}
