import { useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { BookingBox } from '../../components/detail/booking-box.tsx';
import { ItemDetail } from '../../components/detail/item-detail.tsx';
import { OffersSection } from '../../components/detail/offers-section.tsx';
import { apiQuery } from '../../lib/api-query.ts';
import { formatNumber, formatPrice } from '../../lib/format.ts';
import { localized } from '../../lib/localized.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { FacilitiesSection, RoomsSection } from '../hotels/components/stay-sections.tsx';
import { cityAndState } from './places.tsx';
import { CUISINE_LABELS, contactOf } from './stay-and-eat-pages-shared.tsx';

export function RestaurantDetailPage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { id } = useParams({ from: '/{-$lang}/restaurants/$id' });
  return (
    <ItemDetail
      query={apiQuery(`/utilisateur/restaurants/${id}`, 'restaurantDetailResponseSchema')}
      section={{ label: t`Restaurants`, to: '/{-$lang}/restaurants' }}
      loadingLabel={t`Chargement du restaurant`}
      content={({ restaurant: r }) => ({
        title: localized(r, 'name', locale),
        cover: r.cover,
        images: r.images,
        place: cityAndState(r),
        address: localized(r, 'address', locale),
        descriptionHtml: localized(r, 'description', locale),
        video: r.video_link,
        facts: [
          { label: t`Cuisine`, value: i18n._(CUISINE_LABELS[r.cuisine]) },
          ...(r.starting_price != null
            ? [{ label: t`Prix moyen par personne`, value: formatPrice(r.starting_price, locale) }]
            : []),
          { label: t`Couverts par service`, value: formatNumber(r.seats_per_service, locale) },
        ],
        contact: contactOf(r),
        lat: r.lat,
        lng: r.lng,
        sections: <OffersSection kind="restaurant" listingId={r.id} />,
        booking: r.bookable ? (
          <BookingBox
            signInText={t`Connectez-vous pour réserver une table.`}
            item={{ kind: 'restaurant', id: String(r.id), title: localized(r, 'name', locale), image: r.cover }}
          />
        ) : undefined,
      })}
    />
  );
}

export function MaisonDetailPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { id } = useParams({ from: '/{-$lang}/maison/$id' });
  return (
    <ItemDetail
      query={apiQuery(`/utilisateur/maison/${id}`, 'maisonDetailResponseSchema')}
      section={{ label: t`Maisons d’hôtes`, to: '/{-$lang}/maison' }}
      loadingLabel={t`Chargement de la maison d’hôtes`}
      content={({ maison: m }) => ({
        title: localized(m, 'name', locale),
        cover: m.cover,
        images: m.images,
        place: cityAndState(m),
        address: localized(m, 'address', locale),
        descriptionHtml: localized(m, 'description', locale),
        video: m.video_link,
        facts:
          m.starting_price != null
            ? [{ label: t`À partir de`, value: t`${formatPrice(m.starting_price, locale)} / nuit` }]
            : [],
        contact: contactOf(m),
        lat: m.lat,
        lng: m.lng,
        sections: (
          <>
            <OffersSection kind="maison" listingId={m.id} />
            <FacilitiesSection facilities={m.facilities} />
            <RoomsSection rooms={m.rooms} />
          </>
        ),
        booking: m.bookable ? (
          <BookingBox
            signInText={t`Connectez-vous pour réserver cette maison d’hôtes.`}
            item={{ kind: 'maison', id: String(m.id), title: localized(m, 'name', locale), image: m.cover }}
          />
        ) : undefined,
      })}
    />
  );
}
