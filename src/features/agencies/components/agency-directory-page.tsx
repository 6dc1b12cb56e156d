import { useLingui } from '@lingui/react/macro';
import { AGENCY_DIRECTORY_TEXT } from '../../../../domain/seo.ts';
import { DirectoryPage } from '../../../components/directory.tsx';
import { localized } from '../../../lib/localized.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { agencyDirectoryQuery } from '../api/agencies.queries.ts';
import { AgencyStatus } from './agency-status.tsx';

/**
 * Every agency, grouped by governorate: a directory to scan, with a map link for each (a module of
 * its own, so that the agencies listing does not download the directory's code).
 */
export function AgencyDirectoryPage() {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <DirectoryPage
      title={t`Annuaire des agences`}
      pageTitle={AGENCY_DIRECTORY_TEXT.title[locale]}
      crumbs={[
        { label: t`Accueil`, to: '/{-$lang}' },
        { label: t`Agences de voyage`, to: '/{-$lang}/agences' },
        { label: t`Annuaire` },
      ]}
      query={agencyDirectoryQuery()}
      rows={(agencies) =>
        agencies.map((a) => ({
          id: a.id,
          group: localized(a.state, 'name', locale),
          name: localized(a, 'name', locale),
          to: '/{-$lang}/agences/$slug',
          params: { slug: a.slug },
          place: localized(a, 'locality', locale),
          phone: a.phone,
          lat: a.lat,
          lng: a.lng,
          extra: <AgencyStatus status={a.status} />,
        }))
      }
      loadingLabel={t`Chargement des agences`}
    />
  );
}
