import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { BlockSkeleton } from '../../../components/skeleton.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { localized } from '../../../lib/localized.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { hotelQuery } from '../api/hotels.queries.ts';

/** A hotel's video on its own page (spec §2 `hotels/video/{id}`), with the way back to the hotel. */
export function HotelVideoPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { id, lang } = useParams({ from: '/{-$lang}/hotels/video/$id' });
  const query = useQuery(hotelQuery(id));
  const hotel = query.data;
  const name = hotel ? localized(hotel, 'name', locale) : undefined;
  usePageTitle(name ? t`Vidéo : ${name}` : undefined);

  if (query.error instanceof ApiRequestError && query.error.status === 404) return <NotFoundPage />;
  if (!hotel) {
    return query.isError ? (
      <section className="page-section">
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      </section>
    ) : (
      <div className="page-section" role="status" aria-busy="true">
        <span className="visually-hidden">{t`Chargement de la vidéo`}</span>
        <BlockSkeleton height={360} />
      </div>
    );
  }
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
