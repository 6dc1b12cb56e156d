import { Plural, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { listingHref } from '../../../domain/listing-search.ts';
import { VIDEOS_TEXT } from '../../../domain/seo.ts';
import { videoPageNumbers } from '../../../domain/video.ts';
import { stagedCards } from '../../app/staged-render.tsx';
import { CoverBanner } from '../../components/cover-banner.tsx';
import { NoResults } from '../../components/empty-state.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { CardSkeleton } from '../../components/skeleton.tsx';
import { apiQuery } from '../../lib/api-query.ts';
import { formatNumber } from '../../lib/format.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { VideoCard } from './video-card.tsx';

/** First, previous, five numbers, next, last (spec §2 and §9). */
function VideoPagination({ current, last, onGo }: { current: number; last: number; onGo: (page: number) => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { pathname } = useLocation();
  if (last <= 1) return null;
  const item = (page: number, label: string, key: string, isCurrent = false) => {
    const enabled = page >= 1 && page <= last && (isCurrent || page !== current);
    return (
      <li key={key}>
        {enabled ? (
          <a
            href={listingHref(pathname, page > 1 ? { page } : {})}
            className="pagination-link"
            aria-current={isCurrent ? 'page' : undefined}
            onClick={(event) => {
              event.preventDefault();
              onGo(page);
            }}
          >
            {label}
          </a>
        ) : (
          <span className="pagination-link disabled" aria-disabled="true">
            {label}
          </span>
        )}
      </li>
    );
  };
  return (
    <nav className="pagination" aria-label={t`Pagination`}>
      <ul className="pagination-wide pagination-always">
        {item(1, t`Première`, 'first')}
        {item(current - 1, t`Précédent`, 'prev')}
        {videoPageNumbers(current, last).map((n) => item(n, formatNumber(n, locale), `n${n}`, n === current))}
        {item(current + 1, t`Suivant`, 'next')}
        {item(last, t`Dernière`, 'last')}
      </ul>
    </nav>
  );
}

export function VideosPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { page = 1 } = useSearch({ from: '/{-$lang}/videos/' });
  const navigate = useNavigate({ from: '/{-$lang}/videos/' });
  usePageTitle(VIDEOS_TEXT.title[locale]);
  const query = useQuery({
    ...apiQuery(`/utilisateur/videos?page=${page}`, 'videosPageResponseSchema'),
    placeholderData: keepPreviousData,
  });
  const videos = query.data?.videos;

  return (
    <>
      <CoverBanner
        title={t`Vidéos`}
        image="/media/seed/videos/banner-videos-cover.webp"
        crumbs={[{ label: t`Accueil`, to: '/{-$lang}' }, { label: t`Vidéos` }]}
      />
      <section className="listing">
        {videos && videos.total > 0 && (
          <p className="listing-count">
            <Plural value={videos.total} one="# vidéo" other="# vidéos" />
          </p>
        )}
        {query.isPending ? (
          <div className="card-grid" role="status" aria-busy="true">
            <span className="visually-hidden">{t`Chargement des vidéos`}</span>
            {Array.from({ length: 8 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <CardSkeleton key={i} />
            ))}
          </div>
        ) : query.isError && !videos ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : !videos || videos.data.length === 0 ? (
          <NoResults />
        ) : (
          <div className={`card-grid video-grid${query.isPlaceholderData ? ' is-refreshing' : ''}`}>
            {stagedCards(videos.data.map((video, i) => <VideoCard key={video.id} video={video} eager={i < 4} />))}
          </div>
        )}
        {videos && (
          <VideoPagination
            current={videos.current_page}
            last={videos.last_page}
            onGo={(next) => void navigate({ search: next > 1 ? { page: next } : {} })}
          />
        )}
      </section>
    </>
  );
}
