import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useParams } from '@tanstack/react-router';
import { Fragment } from 'react';
import { ItemDetail } from '../../../components/detail/item-detail.tsx';
import { OffersSection } from '../../../components/detail/offers-section.tsx';
import { FacilitiesSection, RoomsSection, StayTermsSection } from '../../../components/detail/stay-sections.tsx';
import { NightlyPrice } from '../../../components/listing/nightly-price.tsx';
import { MapPanel } from '../../../components/map/map-panel.tsx';
import { StayBookingLink, StaySection } from '../../../components/stay/stay-section.tsx';
import { cityAndStateName, localized } from '../../../lib/localized.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { hotelQuery } from '../api/hotels.queries.ts';
import { Stars } from './stars.tsx';

export function HotelDetailPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { id, lang } = useParams({ from: '/{-$lang}/hotels/$id' });
  const { href } = useLocation();
  return (
    <ItemDetail
      query={hotelQuery(id)}
      section={{ label: t`Hôtels`, to: '/{-$lang}/hotels' }}
      loadingLabel={t`Chargement de l’hôtel`}
      content={({ hotel }) => ({
        title: localized(hotel, 'name', locale),
        cover: hotel.cover,
        images: hotel.images,
        place: cityAndStateName(hotel.city, hotel.state, locale),
        badge: <Stars count={hotel.stars} />,
        address: localized(hotel, 'address', locale),
        descriptionHtml: localized(hotel, 'description', locale),
        video: hotel.video_link,
        aboutFooter: hotel.video_link && (
          <Link to="/{-$lang}/hotels/video/$id" params={{ lang, id: hotel.id }} className="button">
            <Trans>Regarder la vidéo en grand</Trans>
          </Link>
        ),
        facts: [],
        contact: hotel,
        lat: hotel.lat,
        lng: hotel.lng,
        sections: [
          <section key="map" aria-labelledby="on-the-map">
            <h2 id="on-the-map">
              <Trans>Sur la carte</Trans>
            </h2>
            <MapPanel
              label={t`Carte : ${localized(hotel, 'name', locale)}`}
              points={[
                {
                  id: hotel.id,
                  lat: Number(hotel.lat),
                  lng: Number(hotel.lng),
                  title: localized(hotel, 'name', locale),
                },
              ]}
            />
          </section>,
          <Fragment key="offers-and-facilities">
            <OffersSection kind="hotel" listingId={hotel.id} />
            <FacilitiesSection facilities={hotel.facilities} />
          </Fragment>,
          <StaySection
            key="availability"
            kind="hotel"
            listingId={hotel.id}
            bookable={hotel.bookable}
            title={localized(hotel, 'name', locale)}
            image={hotel.cover}
            href={href}
          />,
          <RoomsSection key="rooms" rooms={hotel.rooms} />,
          <StayTermsSection key="terms" policy={hotel.policy} />,
        ],
        // On a phone, the price and the way to book stay on screen, below every room (styles.css).
        booking: (
          <div className={hotel.bookable ? 'book-bar' : undefined}>
            <NightlyPrice amount={hotel.starting_price} />
            {hotel.bookable && <StayBookingLink />}
          </div>
        ),
      })}
    />
  );
}
