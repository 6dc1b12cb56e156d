import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { BLOG_PAGE_SIZE_MAX } from '../../../domain/constants.ts';
import { BLOG_TEXT } from '../../../domain/seo.ts';
import { plainText } from '../../../domain/text.ts';
import { CoverBanner } from '../../components/cover-banner.tsx';
import { NoResults } from '../../components/empty-state.tsx';
import { DetailExtras } from '../../components/extras/lazy-extras.tsx';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { QueryFallback } from '../../components/query-fallback.tsx';
import { SafeHtml } from '../../components/safe-html.tsx';
import { CardSkeleton } from '../../components/skeleton.tsx';
import { apiQuery } from '../../lib/api-query.ts';
import { formatDate } from '../../lib/format.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** Every article, newest first, in the page's language (the blog has a few dozen at most). */
export function BlogPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { lang } = useParams({ strict: false });
  usePageTitle(BLOG_TEXT.title[locale]);
  const query = useQuery(
    apiQuery(`/utilisateur/wp/v2/posts?lang=${locale}&per_page=${BLOG_PAGE_SIZE_MAX}`, 'postsResponseSchema'),
  );
  return (
    <>
      <CoverBanner title={t`Blog`} crumbs={[{ label: t`Accueil`, to: '/{-$lang}' }, { label: t`Blog` }]} />
      <section className="listing">
        {query.isPending ? (
          <div className="card-grid" role="status" aria-busy="true">
            <span className="visually-hidden">{t`Chargement des articles`}</span>
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <CardSkeleton key={i} />
            ))}
          </div>
        ) : query.isError && !query.data ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data.length === 0 ? (
          <NoResults />
        ) : (
          <div className="card-grid">
            {query.data.map((article, i) => (
              <article key={article.id} className="card">
                <img
                  loading={i < 2 ? 'eager' : 'lazy'}
                  decoding="async"
                  className="card-image"
                  src={article.featured_image_src}
                  alt=""
                  width={768}
                  height={768}
                />
                <div className="card-body">
                  <h2 className="card-title">
                    <Link to="/{-$lang}/blog/$slug" params={{ lang, slug: article.slug }} className="card-link">
                      {plainText(article.title.rendered)}
                    </Link>
                  </h2>
                  <p className="card-meta">{formatDate(article.date.slice(0, 10), locale)}</p>
                  <p className="card-fact">{plainText(article.excerpt.rendered)}</p>
                </div>
              </article>
            ))}
          </div>
        )}
      </section>
    </>
  );
}

/** One article: its picture, date and sanitized content. */
export function ArticlePage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { slug } = useParams({ from: '/{-$lang}/blog/$slug' });
  const query = useQuery(apiQuery(`/utilisateur/wp/v2/posts?lang=${locale}&slug=${slug}`, 'postsResponseSchema'));
  const article = query.data?.[0];
  const title = article ? plainText(article.title.rendered) : undefined;
  usePageTitle(title);

  if (query.isSuccess && !article) return <NotFoundPage />;
  if (!article) return <QueryFallback query={query} loadingLabel={t`Chargement de l’article`} height={320} />;
  return (
    <>
      <CoverBanner
        title={title ?? ''}
        image={article.featured_image_src}
        crumbs={[
          { label: t`Accueil`, to: '/{-$lang}' },
          { label: t`Blog`, to: '/{-$lang}/blog' },
          { label: title ?? '' },
        ]}
      >
        <p className="cover-meta">
          <Trans>Publié le {formatDate(article.date.slice(0, 10), locale)}</Trans>
        </p>
      </CoverBanner>
      <article className="page-section static-page">
        <SafeHtml className="rich-text" html={article.content.rendered} />
      </article>
      <DetailExtras />
    </>
  );
}
