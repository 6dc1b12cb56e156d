import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import type { Application } from '../../../domain/contract/partners.ts';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import type { PartnerKind } from '../../../domain/partners.ts';
import { GUIDE_TEXT } from '../../../domain/seo.ts';
import { BlockSkeleton } from '../../components/skeleton.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { applicationsQuery } from './api/partner-space.queries.ts';
import { portraitOf } from './portrait.ts';

// Loaded when shown: a visitor sent home by the guard, which still fetches this route's code, does
// not download the forms and the trip editor with it.
const GuideApplicationForm = lazy(() =>
  import('./guide-application-form.tsx').then((m) => ({ default: m.GuideApplicationForm })),
);
const AgencyApplicationForm = lazy(() =>
  import('./agency-application-form.tsx').then((m) => ({ default: m.AgencyApplicationForm })),
);
const MyTrips = lazy(() => import('./my-trips.tsx').then((m) => ({ default: m.MyTrips })));
const TripBookings = lazy(() => import('./trip-bookings.tsx').then((m) => ({ default: m.TripBookings })));

/** Under the account's key: never kept in the device's persisted cache (app/query-client.ts). */
const MINE_KEY = applicationsQuery().queryKey;

/**
 * `guide` (sign-in required): a traveller applies as a certified tour guide or a partner agency,
 * follows the application, and once approved finds their public page. Their own data: fetched with
 * the token, held in memory only.
 */
export function PartnerSpacePage() {
  const locale = useLocale();
  usePageTitle(GUIDE_TEXT.title[locale]);
  const queryClient = useQueryClient();
  const mine = useQuery(applicationsQuery());
  const [applying, setApplying] = useState<PartnerKind | null>(null);
  const sent = (application: Application) => {
    setApplying(null);
    queryClient.setQueryData(MINE_KEY, (old: { applications: Application[] } | undefined) => ({
      applications: [...(old?.applications ?? []).filter((a) => a.id !== application.id), application],
    }));
    document.getElementById('partner-status')?.focus();
  };

  return (
    <section className="page-section account partner-space">
      <h1>{GUIDE_TEXT.title[locale]}</h1>
      {mine.isPending ? (
        <BlockSkeleton height={240} />
      ) : mine.isError ? (
        <LoadFailure error={mine.error} retry={() => void mine.refetch()} />
      ) : (
        <>
          <div id="partner-status" tabIndex={-1} aria-live="polite">
            {mine.data.applications.map((a) => (
              <ApplicationCard
                key={a.id}
                application={a}
                onApplyAgain={() => setApplying(a.kind)}
                applyingAgain={applying === a.kind}
              />
            ))}
          </div>
          {mine.data.applications.some((a) => a.status === 'approved') && (
            <Suspense fallback={<BlockSkeleton height={120} />}>
              <TripBookings />
              <MyTrips />
            </Suspense>
          )}
          <Offers applications={mine.data.applications} applying={applying} choose={setApplying} />
          {applying === 'guide' && (
            <section className="partner-apply" aria-labelledby="apply-guide-title">
              <h2 id="apply-guide-title">
                <Trans>Devenir guide certifié</Trans>
              </h2>
              <GuideApplicationForm previous={previousOf(mine.data.applications, 'guide')} onSent={sent} />
            </section>
          )}
          {applying === 'agency' && (
            <section className="partner-apply" aria-labelledby="apply-agency-title">
              <h2 id="apply-agency-title">
                <Trans>Inscrire mon agence</Trans>
              </h2>
              <Suspense fallback={<BlockSkeleton height={480} />}>
                <AgencyApplicationForm previous={previousOf(mine.data.applications, 'agency')} onSent={sent} />
              </Suspense>
            </section>
          )}
        </>
      )}
    </section>
  );
}

/** A rejected application's answers, offered again to correct. */
function previousOf<K extends PartnerKind>(applications: Application[], kind: K) {
  const found = applications.find((a) => a.kind === kind && a.status === 'rejected')?.details;
  return found?.kind === kind ? (found as Extract<Application['details'], { kind: K }>) : undefined;
}

function LoadFailure({ error, retry }: { error: unknown; retry: () => void }) {
  const { lang } = useParams({ strict: false });
  if (error instanceof ApiRequestError && error.status === 401)
    return (
      <p className="field-error" role="alert">
        <Trans>
          Votre session a expiré.{' '}
          <Link to="/{-$lang}/connexion" params={{ lang }} search={{ redirect: '/guide' }}>
            Connectez-vous
          </Link>{' '}
          pour retrouver votre espace.
        </Trans>
      </p>
    );
  return (
    <div className="field-error" role="alert">
      <p>
        {error instanceof ApiRequestError && error.code === 'network_error' ? (
          <Trans>Pas de connexion internet : votre espace partenaire s’affichera une fois en ligne.</Trans>
        ) : (
          <Trans>Votre espace n’a pas pu être chargé.</Trans>
        )}
      </p>
      <button type="button" className="button" onClick={retry}>
        <Trans>Réessayer</Trans>
      </button>
    </div>
  );
}

/** What the traveller may still apply as: each kind once, again after a rejection. */
function Offers({
  applications,
  applying,
  choose,
}: {
  applications: Application[];
  applying: PartnerKind | null;
  choose: (kind: PartnerKind) => void;
}) {
  const open = (kind: PartnerKind) => !applications.some((a) => a.kind === kind);
  if (applying || (!open('guide') && !open('agency'))) return null;
  return (
    <div className="partner-offers">
      {applications.length === 0 && (
        <p>
          <Trans>
            Guides et agences de voyage publient leurs voyages sur Rihla et répondent aux réservations des voyageurs.
            Présentez-vous : l’équipe Rihla examine chaque candidature avant de la rendre publique.
          </Trans>
        </p>
      )}
      <div className="partner-offer-buttons">
        {open('guide') && (
          <button type="button" className="button button-primary" onClick={() => choose('guide')}>
            <Trans>Devenir guide certifié</Trans>
          </button>
        )}
        {open('agency') && (
          <button type="button" className="button" onClick={() => choose('agency')}>
            <Trans>Inscrire mon agence</Trans>
          </button>
        )}
      </div>
    </div>
  );
}

function ApplicationCard({
  application: a,
  onApplyAgain,
  applyingAgain,
}: {
  application: Application;
  onApplyAgain: () => void;
  applyingAgain: boolean;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const { lang } = useParams({ strict: false });
  const when = (iso: string) => formatDate(tunisiaDateTime(new Date(iso)).slice(0, 10), locale);
  const what = a.kind === 'guide' ? t`Guide certifié` : t`Agence partenaire`;
  return (
    <article className={`partner-card partner-card-${a.status}`}>
      {a.details.kind === 'guide' && a.details.photo && (
        <img src={portraitOf(a.details.photo)} alt="" width={106} height={128} />
      )}
      <div>
        <h2>{a.details.kind === 'agency' ? a.details.name : what}</h2>
        {a.status === 'pending' && (
          <p>
            <strong className="partner-status">
              <Trans>Candidature en cours d’examen</Trans>
            </strong>{' '}
            <Trans>
              Envoyée le {when(a.created_at)}. Vous recevrez un e-mail dès que l’équipe Rihla l’aura examinée.
            </Trans>
          </p>
        )}
        {a.status === 'approved' && (
          <>
            <p>
              <strong className="partner-status">
                {a.kind === 'guide' ? (
                  <Trans>Vous êtes guide certifié</Trans>
                ) : (
                  <Trans>Votre agence est partenaire</Trans>
                )}
              </strong>{' '}
              {a.decided_at && <Trans>depuis le {when(a.decided_at)}.</Trans>}
            </p>
            {a.public_id !== null && (
              <Link className="button" to="/{-$lang}/allguides/$id" params={{ lang, id: a.public_id }}>
                <Trans>Voir mon profil public</Trans>
              </Link>
            )}
            {a.public_slug !== null && (
              <Link className="button" to="/{-$lang}/agences/$slug" params={{ lang, slug: a.public_slug }}>
                <Trans>Voir la page de l’agence</Trans>
              </Link>
            )}
          </>
        )}
        {a.status === 'rejected' && (
          <>
            <p>
              <strong className="partner-status">
                <Trans>Candidature non retenue</Trans>
              </strong>
              {a.reason && (
                <>
                  {' '}
                  <Trans>Motif :</Trans> <q dir="auto">{a.reason}</q>
                </>
              )}
            </p>
            {!applyingAgain && (
              <button type="button" className="button" onClick={onApplyAgain}>
                <Trans>Corriger et présenter à nouveau</Trans>
              </button>
            )}
          </>
        )}
      </div>
    </article>
  );
}
