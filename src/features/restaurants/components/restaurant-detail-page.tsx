import { useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { contactOf } from '../../../components/contact-of.ts';
import { BookingBox } from '../../../components/detail/booking-box.tsx';
import { ItemDetail } from '../../../components/detail/item-detail.tsx';
import { OffersSection } from '../../../components/detail/offers-section.tsx';
import { cityAndState } from '../../../components/place-links.tsx';
import { formatNumber, formatPrice } from '../../../lib/format.ts';
import { localized } from '../../../lib/localized.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { restaurantQuery } from '../api/restaurants.queries.ts';
import { CUISINE_LABELS } from '../cuisine-labels.ts';
import { OpeningHours } from './opening-hours.tsx';
export function RestaurantDetailPage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { id } = useParams({ from: '/{-$lang}/restaurants/$id' });
  return (
    <ItemDetail
      query={restaurantQuery(id)}
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
          { label: t`Horaires`, value: <OpeningHours services={r.opening_hours} /> },
        ],
        contact: contactOf(r),
        lat: r.lat,
        lng: r.lng,
        sections: <OffersSection kind="restaurant" listingId={r.id} />,
        booking: r.bookable ? (
          <BookingBox
            signInText={t`Connectez-vous pour réserver une table.`}
            item={{ kind: 'restaurant', id: String(r.id), title: localized(r, 'name', locale), image: r.cover }}
            chooseOn={{ page: 'table', id: r.id }}
          />
        ) : undefined,
      })}
    />
  );
}
