import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { QueryFallback } from '../../../components/query-fallback.tsx';
import { localized } from '../../../lib/localized.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { hotelQuery } from '../api/hotels.queries.ts';

/** A hotel's video on its own page (spec §2 `hotels/video/{id}`), with the way back to the hotel. */
export function HotelVideoPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { id, lang } = useParams({ from: '/{-$lang}/hotels/video/$id' });
  const query = useQuery({ ...hotelQuery(id), select: (r) => r.hotel });
  const hotel = query.data;
  const name = hotel ? localized(hotel, 'name', locale) : undefined;
  usePageTitle(name ? t`Vidéo : ${name}` : undefined);

  if (!hotel) return <QueryFallback query={query} loadingLabel={t`Chargement de la vidéo`} height={360} />;
  return (
    <>
      <CoverBanner
        title={name ?? ''}
        crumbs={[
          { label: t`Accueil`, to: '/{-$lang}' },
          { label: t`Hôtels`, to: '/{-$lang}/hotels' },
          { label: name ?? '' },
        ]}
      />
      <section className="page-section">
        {hotel.video_link ? (
          <div className="player">
            {/* biome-ignore lint/a11y/useMediaCaption: hotel tours have no dialogue to caption */}
            <video src={hotel.video_link} poster={hotel.cover} controls playsInline preload="metadata" />
          </div>
        ) : (
          <p className="empty-state" role="status">
            <Trans>Cet hôtel n’a pas encore de vidéo.</Trans>
          </p>
        )}
        <p>
          <Link to="/{-$lang}/hotels/$id" params={{ lang, id: hotel.id }} className="button button-primary">
            <Trans>Voir l’hôtel</Trans>
          </Link>
        </p>
      </section>
    </>
  );
}
