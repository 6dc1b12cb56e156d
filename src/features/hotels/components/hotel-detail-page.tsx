import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { lazy, useState } from 'react';
import { Later } from '../../../app/staged-render.tsx';
import { ContactList } from '../../../components/contact-list.tsx';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { BookingBox } from '../../../components/detail/booking-box.tsx';
import { OffersSection } from '../../../components/detail/offers-section.tsx';
import { DetailExtras } from '../../../components/extras/lazy-extras.tsx';
import { Gallery } from '../../../components/gallery.tsx';
import { NightlyPrice } from '../../../components/listing/nightly-price.tsx';
import { Optional } from '../../../components/optional.tsx';
import { PhotoTiles } from '../../../components/photo-tiles.tsx';
import { QueryFallback } from '../../../components/query-fallback.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { localized } from '../../../lib/localized.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { hotelQuery } from '../api/hotels.queries.ts';
import { Stars } from './stars.tsx';
import { FacilitiesSection, RoomsSection } from './stay-sections.tsx';

const SaveOffline = lazy(() =>
  import('../../../components/detail/save-offline.tsx').then((m) => ({ default: m.SaveOffline })),
);

export function HotelDetailPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { id, lang } = useParams({ from: '/{-$lang}/hotels/$id' });
  const query = useQuery(hotelQuery(id));
  const [galleryAt, setGalleryAt] = useState<number | null>(null);
  const hotel = query.data;
  const name = hotel ? localized(hotel, 'name', locale) : undefined;
  usePageTitle(name);

  if (!hotel) return <QueryFallback query={query} loadingLabel={t`Chargement de l’hôtel`} />;

  const images = hotel.images.length ? hotel.images : [hotel.cover];
  return (
    <>
      <CoverBanner
        title={name ?? ''}
        image={hotel.cover}
        crumbs={[
          { label: t`Accueil`, to: '/{-$lang}' },
          { label: t`Hôtels`, to: '/{-$lang}/hotels' },
          { label: name ?? '' },
        ]}
      >
        <p className="cover-meta">
          <span>
            {localized(hotel.city, 'name', locale)}, {localized(hotel.state, 'name', locale)}
          </span>
          <Stars count={hotel.stars} />
        </p>
      </CoverBanner>

      <div className="detail">
        <PhotoTiles images={images} name={name ?? ''} onOpen={setGalleryAt} />
        {galleryAt !== null && (
          <Gallery images={images} alt={name ?? ''} startIndex={galleryAt} onClose={() => setGalleryAt(null)} />
        )}

        <div className="detail-columns">
          <div className="detail-main">
            <section aria-labelledby="about">
              <h2 id="about">
                <Trans>À propos</Trans>
              </h2>
              <SafeHtml className="rich-text" html={localized(hotel, 'description', locale)} />
              {hotel.video_link && (
                // biome-ignore lint/a11y/useMediaCaption: hotel tours have no dialogue to caption
                <video className="detail-video" src={hotel.video_link} controls preload="none" poster={hotel.cover} />
              )}
              {hotel.video_link && (
                <Link to="/{-$lang}/hotels/video/$id" params={{ lang, id: hotel.id }} className="button">
                  <Trans>Regarder la vidéo en grand</Trans>
                </Link>
              )}
            </section>

            <Later>
              <OffersSection kind="hotel" listingId={hotel.id} />
              <FacilitiesSection facilities={hotel.facilities} />
            </Later>
            <Later>
              <RoomsSection rooms={hotel.rooms} />
            </Later>
          </div>

          <Later>
            <aside className="detail-aside">
              <p className="detail-address">{localized(hotel, 'address', locale)}</p>
              <ContactList contact={hotel} />
              <NightlyPrice amount={hotel.starting_price} />
              {hotel.bookable && (
                <BookingBox
                  signInText={t`Connectez-vous pour réserver cet hôtel.`}
                  item={{
                    kind: 'hotel',
                    id: String(hotel.id),
                    title: localized(hotel, 'name', locale),
                    image: hotel.cover,
                  }}
                />
              )}
              <Optional>
                <SaveOffline
                  title={localized(hotel, 'name', locale)}
                  image={hotel.cover}
                  urls={[`/utilisateur/hotels/${hotel.id}`, hotel.cover, ...hotel.images]}
                />
              </Optional>
            </aside>
          </Later>
        </div>
      </div>
      <DetailExtras />
    </>
  );
}
