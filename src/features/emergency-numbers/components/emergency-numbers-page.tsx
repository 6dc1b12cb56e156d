import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { EMERGENCY_GROUPS } from '../../../../domain/constants.ts';
import type { EmergencyNumber } from '../../../../domain/contract/catalogue.ts';
import { telHref } from '../../../../domain/phone.ts';
import { EMERGENCY_NUMBERS_TEXT } from '../../../../domain/seo.ts';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { BlockSkeleton } from '../../../components/skeleton.tsx';
import { localized } from '../../../lib/localized.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { emergencyNumbersQuery } from '../api/emergency-numbers.queries.ts';

const GROUP_LABELS: Record<EmergencyNumber['group'], MessageDescriptor> = {
  emergency: msg`Urgences`,
  health: msg`Santé`,
  tourism: msg`Tourisme`,
  information: msg`Renseignements`,
  transport: msg`Transports`,
  consumer: msg`Consommation`,
};

/**
 * Emergency numbers grouped, each a `tel:` link big enough to hit in a hurry, dialable from a
 * foreign SIM too (domain/phone.ts).
 */
export function EmergencyNumbersPage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  usePageTitle(EMERGENCY_NUMBERS_TEXT.title[locale]);
  const query = useQuery(emergencyNumbersQuery());
  const numbers = query.data?.numbers ?? [];

  return (
    <>
      <CoverBanner
        title={t`Numéros d’urgence`}
        crumbs={[{ label: t`Accueil`, to: '/{-$lang}' }, { label: t`Numéros d’urgence` }]}
      >
        <p className="cover-meta">
          <Trans>Touchez un numéro pour l’appeler.</Trans>
        </p>
      </CoverBanner>
      <section className="page-section emergency">
        {query.isPending ? (
          <div role="status" aria-busy="true">
            <span className="visually-hidden">{t`Chargement des numéros d’urgence`}</span>
            <BlockSkeleton height={320} />
          </div>
        ) : query.isError && !query.data ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          EMERGENCY_GROUPS.filter((group) => numbers.some((n) => n.group === group)).map((group) => (
            <section key={group} aria-labelledby={`group-${group}`} className="emergency-group">
              <h2 id={`group-${group}`}>{i18n._(GROUP_LABELS[group])}</h2>
              <ul className="emergency-list">
                {numbers
                  .filter((n) => n.group === group)
                  .map((n) => (
                    <li key={n.id}>
                      <a className="emergency-call" href={telHref(n.number)}>
                        <span className="emergency-number" dir="ltr">
                          {n.number}
                        </span>
                        <span className="emergency-label">{localized(n, 'label', locale)}</span>
                      </a>
                      <p className="emergency-description">{localized(n, 'description', locale)}</p>
                    </li>
                  ))}
              </ul>
            </section>
          ))
        )}
      </section>
    </>
  );
}
