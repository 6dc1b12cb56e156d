import { useLingui } from '@lingui/react/macro';
import { RESTAURANT_DIRECTORY_TEXT } from '../../../../domain/seo.ts';
import { DirectoryPage } from '../../../components/directory.tsx';
import { localized } from '../../../lib/localized.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { restaurantDirectoryQuery } from '../api/restaurants.queries.ts';
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
      query={restaurantDirectoryQuery()}
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
