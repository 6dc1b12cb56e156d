import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ARTICLE_SKELETON_MS } from '../../../domain/constants.ts';
import { plainText } from '../../../domain/text.ts';
import { apiQuery } from '../../lib/api-query.ts';
import { formatDate } from '../../lib/format.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { Carousel } from './carousel.tsx';

const SKELETONS = Array.from({ length: 4 }, (_, i) => ({
  key: i,
  node: <div className="skeleton slide-skeleton" />,
  hidden: true,
}));

/**
 * The latest blog articles (WordPress shape) in a carousel: 1.5 per view on phones, 2.5 on tablets,
 * 3.5 on desktops; skeletons for the first 2 s after mount (spec §9); each opens in a new tab.
 */
export function ArticlesCarousel() {
  const { t } = useLingui();
  const locale = useLocale();
  const { lang } = useParams({ strict: false });
  const query = useQuery(apiQuery(`/utilisateur/wp/v2/posts?lang=${locale}&per_page=6`, 'postsResponseSchema'));
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(true), ARTICLE_SKELETON_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const articles = query.data ?? [];
  if (query.isSuccess && articles.length === 0) return null;
  const loading = !settled || query.isPending;
  return (
    <section className="extras-section" aria-labelledby="articles-title">
      <div className="extras-head">
        <h2 id="articles-title">
          <Trans>Derniers articles</Trans>
        </h2>
        <Link to="/{-$lang}/blog" params={{ lang }} className="button">
          <Trans>Tous les articles</Trans>
        </Link>
      </div>
      <Carousel
        label={t`Articles`}
        kind="articles"
        slides={
          loading
            ? SKELETONS
            : articles.map((a) => ({
                key: a.id,
                node: (
                  <a href={a.link} target="_blank" rel="noopener" className="slide-card">
                    <img loading="lazy" decoding="async" src={a.featured_image_src} alt="" width={768} height={768} />
                    <span className="slide-title">{plainText(a.title.rendered)}</span>
                    <span className="slide-meta">{formatDate(a.date.slice(0, 10), locale)}</span>
                    <span className="visually-hidden">{t`(s’ouvre dans un nouvel onglet)`}</span>
                  </a>
                ),
              }))
        }
      />
      {loading && <span className="visually-hidden" role="status">{t`Chargement des articles`}</span>}
    </section>
  );
}
