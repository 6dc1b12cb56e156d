import { useLingui } from '@lingui/react/macro';
import { useLocation, useParams } from '@tanstack/react-router';
import { contactOf } from '../../../components/contact-of.ts';
import { ItemDetail } from '../../../components/detail/item-detail.tsx';
import { OffersSection } from '../../../components/detail/offers-section.tsx';
import { FacilitiesSection, RoomsSection } from '../../../components/detail/stay-sections.tsx';
import { cityAndState } from '../../../components/place-links.tsx';
import { StayBookingLink, StaySection } from '../../../components/stay/stay-section.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { localized } from '../../../lib/localized.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { maisonQuery } from '../api/maisons.queries.ts';

export function MaisonDetailPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { id } = useParams({ from: '/{-$lang}/maison/$id' });
  const { href } = useLocation();
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
            <StaySection
              kind="maison"
              listingId={m.id}
              bookable={m.bookable}
              title={localized(m, 'name', locale)}
              image={m.cover}
              href={href}
            />
            <FacilitiesSection facilities={m.facilities} />
            <RoomsSection rooms={m.rooms} />
          </>
        ),
        booking: m.bookable ? <StayBookingLink /> : undefined,
      })}
    />
  );
}
