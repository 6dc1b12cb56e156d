import { useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { contactOf } from '../../../components/contact-of.ts';
import { BookingBox } from '../../../components/detail/booking-box.tsx';
import { ItemDetail } from '../../../components/detail/item-detail.tsx';
import { OffersSection } from '../../../components/detail/offers-section.tsx';
import { FacilitiesSection, RoomsSection } from '../../../components/detail/stay-sections.tsx';
import { cityAndState } from '../../../components/place-links.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { localized } from '../../../lib/localized.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { maisonQuery } from '../api/maisons.queries.ts';

export function MaisonDetailPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { id } = useParams({ from: '/{-$lang}/maison/$id' });
  return (
    <ItemDetail
      query={maisonQuery(id)}
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
