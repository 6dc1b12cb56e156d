import { useLingui } from '@lingui/react/macro';
import { AGENCY_DIRECTORY_TEXT, HOTEL_DIRECTORY_TEXT, RESTAURANT_DIRECTORY_TEXT } from '../../../domain/seo.ts';
import { DirectoryPage } from '../../components/directory.tsx';
import { apiQuery } from '../../lib/api-query.ts';
import { localized } from '../../lib/localized.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { Stars } from '../hotels/components/stars.tsx';
import { AgencyStatus } from './agency-pages-shared.tsx';

/** Every hotel by destination (spec §2 `hotels/annuaire`). */
export function HotelDirectoryPage() {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <DirectoryPage
      title={t`Annuaire des hôtels`}
      pageTitle={HOTEL_DIRECTORY_TEXT.title[locale]}
      crumbs={[
        { label: t`Accueil`, to: '/{-$lang}' },
        { label: t`Hôtels`, to: '/{-$lang}/hotels' },
        { label: t`Annuaire` },
      ]}
      query={apiQuery('/utilisateur/allhotels', 'hotelsListResponseSchema')}
      rows={(r) =>
        r.hotels.data.map((h) => ({
          id: h.id,
          group: localized(h.destination, 'name', locale),
          name: localized(h, 'name', locale),
          to: '/{-$lang}/hotels/$id',
          params: { id: h.id },
          place: localized(h, 'address', locale),
          phone: h.phone,
          lat: h.lat,
          lng: h.lng,
          extra: <Stars count={h.stars} />,
        }))
      }
      loadingLabel={t`Chargement des hôtels`}
    />
  );
}

/** Every restaurant by destination (spec §2 `restaurants/annuaire`). */
export function RestaurantDirectoryPage() {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <DirectoryPage
      title={t`Annuaire des restaurants`}
      pageTitle={RESTAURANT_DIRECTORY_TEXT.title[locale]}
      crumbs={[
        { label: t`Accueil`, to: '/{-$lang}' },
        { label: t`Restaurants`, to: '/{-$lang}/restaurants' },
        { label: t`Annuaire` },
      ]}
      query={apiQuery('/utilisateur/allrestaurants', 'restaurantsListResponseSchema')}
      rows={(r) =>
        r.restaurants.data.map((x) => ({
          id: x.id,
          group: localized(x.destination, 'name', locale),
          name: localized(x, 'name', locale),
          to: '/{-$lang}/restaurants/$id',
          params: { id: x.id },
          place: localized(x, 'address', locale),
          phone: x.phone,
          lat: x.lat,
          lng: x.lng,
        }))
      }
      loadingLabel={t`Chargement des restaurants`}
    />
  );
}

/**
 * Every agency, grouped by governorate: a directory to scan, with a map link for each (here with
 * the other directories, so that the agencies listing does not download the directory's code).
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
      query={apiQuery('/utilisateur/allagencies', 'agenciesResponseSchema')}
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
