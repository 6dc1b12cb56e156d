import { useLingui } from '@lingui/react/macro';
import { HOTEL_DIRECTORY_TEXT } from '../../../../domain/seo.ts';
import { DirectoryPage } from '../../../components/directory.tsx';
import { localized } from '../../../lib/localized.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { hotelDirectoryQuery } from '../api/hotels.queries.ts';
import { Stars } from './stars.tsx';

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
      query={hotelDirectoryQuery()}
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
