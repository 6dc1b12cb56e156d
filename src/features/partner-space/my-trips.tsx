import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import type { OwnTrip } from '../../../domain/contract/partners.ts';
import { BlockSkeleton } from '../../components/skeleton.tsx';
import { useLocale } from '../../lib/use-locale.ts';
import { tripsQuery } from './api/partner-space.queries.ts';
import { DepartureCancel } from './departure-cancel.tsx';
import { TripEditor } from './trip-editor.tsx';

/** Under the account's key: never kept in the device's persisted cache. */

/** Written in the reader's language if the guide did, else in French, else in English. */
const titleOf = (trip: OwnTrip, locale: string) =>
  trip.draft.name[locale as 'fr'] || trip.draft.name.fr || trip.draft.name.en || '';

/** An approved guide's trips: each drafted, completed and published here. */
export function MyTrips() {
  const { t } = useLingui();
  const locale = useLocale();
  const { lang } = useParams({ strict: false });
  const queryClient = useQueryClient();
  const trips = useQuery(tripsQuery());
  const [editing, setEditing] = useState<OwnTrip | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const saved = (trip: OwnTrip) => {
    setEditing(null);
    setNotice(trip.status === 'published' ? t`« ${titleOf(trip, locale)} » est publié.` : t`Brouillon enregistré.`);
    // The guide's page and the trips lists kept from earlier visits are out of date.
    void queryClient.invalidateQueries({
      predicate: (q) => q.queryKey[0] === 'api' && /^\/utilisateur\/(guide|voyages)\b/.test(String(q.queryKey[1])),
    });
    queryClient.setQueryData(tripsQuery().queryKey, (old: { trips: OwnTrip[] } | undefined) => ({
      trips: [...(old?.trips ?? []).filter((x) => x.id !== trip.id), trip].sort((a, b) => a.id - b.id),
    }));
    requestAnimationFrame(() => document.getElementById('my-trips-title')?.focus());
  };

  return (
    <section className="my-trips" aria-labelledby="my-trips-title">
      <h2 id="my-trips-title" tabIndex={-1}>
        <Trans>Mes voyages</Trans>
      </h2>
      {/* Present before it speaks, so that screen readers announce it. */}
      <p role="status" className={notice ? 'form-notice' : 'visually-hidden'}>
        {notice}
      </p>
      {trips.isPending ? (
        <BlockSkeleton height={120} />
      ) : trips.isError ? (
        <p className="field-error" role="alert">
          <Trans>Vos voyages n’ont pas pu être chargés.</Trans>{' '}
          <button type="button" className="button" onClick={() => void trips.refetch()}>
            <Trans>Réessayer</Trans>
          </button>
        </p>
      ) : editing ? (
        <>
          <h3>{editing === 'new' ? <Trans>Nouveau voyage</Trans> : titleOf(editing, locale)}</h3>
          <TripEditor
            key={editing === 'new' ? 'new' : editing.id}
            trip={editing === 'new' ? null : editing}
            onSaved={saved}
          />
          <button type="button" className="button trip-cancel" onClick={() => setEditing(null)}>
            <Trans>Fermer sans enregistrer</Trans>
          </button>
        </>
      ) : (
        <>
          {trips.data.trips.length === 0 ? (
            <p>
              <Trans>
                Vous n’avez pas encore de voyage. Créez le premier : il reste un brouillon jusqu’à ce que vous le
                publiiez.
              </Trans>
            </p>
          ) : (
            <ul className="my-trip-list">
              {trips.data.trips.map((trip) => (
                <li key={trip.id} className="partner-card">
                  {trip.draft.images[0] && (
                    <img
                      src={trip.draft.images[0].replace(/\.webp$/, '-318x160.webp')}
                      alt=""
                      width={159}
                      height={80}
                    />
                  )}
                  <div>
                    <h3>{titleOf(trip, locale) || t`Voyage sans nom`}</h3>
                    <p className={`trip-status trip-status-${trip.status}`}>
                      {trip.status === 'published' ? <Trans>Publié</Trans> : <Trans>Brouillon</Trans>}
                    </p>
                    <button type="button" className="button" onClick={() => setEditing(trip)}>
                      <Trans>Modifier</Trans>
                    </button>
                    {trip.status === 'published' &&
                      (trip.leader.kind === 'agency' ? (
                        <Link
                          className="button"
                          to="/{-$lang}/agences/$slug/voyages/$voyage"
                          params={{ lang, slug: trip.leader.slug, voyage: trip.id }}
                        >
                          <Trans>Voir la page publique</Trans>
                        </Link>
                      ) : (
                        <Link
                          className="button"
                          to="/{-$lang}/allguides/$id/voyages/$voyage"
                          params={{ lang, id: trip.leader.id, voyage: trip.id }}
                        >
                          <Trans>Voir la page publique</Trans>
                        </Link>
                      ))}
                    <DepartureCancel trip={trip} onCancelled={setNotice} />
                  </div>
                </li>
              ))}
            </ul>
          )}
          <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
            <Trans>Nouveau voyage</Trans>
          </button>
        </>
      )}
    </section>
  );
}
