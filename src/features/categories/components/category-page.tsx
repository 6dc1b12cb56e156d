import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { CATEGORY_PAGE_SIZE, CATEGORY_PAGES, type CategorySlug } from '../../../../domain/constants.ts';
import type { Category } from '../../../../domain/contract/catalogue.ts';
import { listingHref, parsePageOnly } from '../../../../domain/listing-search.ts';
import { slicePage } from '../../../../domain/pagination.ts';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { DetailExtras } from '../../../components/extras/lazy-extras.tsx';
import { MapPanel } from '../../../components/map/map-panel.tsx';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { NumberedPagination } from '../../../components/numbered-pagination.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { BlockSkeleton, CardSkeleton } from '../../../components/skeleton.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { localized } from '../../../lib/localized.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { categoryQuery } from '../api/categories.queries.ts';

type Place = Category['medical_authorities'][number];

function PlaceCard({ place, eager }: { place: Place; eager: boolean }) {
  const locale = useLocale();
  const name = localized(place, 'name', locale);
  return (
    <article className="card authority-card">
      <img
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="card-image"
        src={place.vignette}
        alt=""
        width={318}
        height={160}
      />
      <div className="card-body">
        <h3 className="card-title">{name}</h3>
        <p className="card-meta">{localized(place, 'address', locale)}</p>
        <p className="authority-actions">
          {place.phone && (
            <a className="button" href={`tel:${place.phone.replace(/\s+/g, '')}`}>
              <bdi>{place.phone}</bdi>
            </a>
          )}
          <a
            className="button"
            href={`https://www.google.com/maps/search/?api=1&query=${place.lat},${place.lng}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Trans>Sur la carte</Trans>
          </a>
        </p>
      </div>
    </article>
  );
}

/**
 * A craft or wellness category: its banner and description, then its places 16 a page with the
 * numbered pagination of spec §9 (the whole list comes in one answer, so paging is on the device).
 */
export function CategoryPage({ slug }: { slug: CategorySlug }) {
  const { t } = useLingui();
  const locale = useLocale();
  const family = CATEGORY_PAGES[slug];
  const { pathname } = useLocation();
  const { page: requested = 1 } = parsePageOnly(useSearch({ strict: false }));
  const navigate = useNavigate();
  const query = useQuery(categoryQuery(slug));
  const category = query.data?.category;
  const title = category ? localized(category, 'title', locale) : undefined;
  usePageTitle(title);

  if (query.error instanceof ApiRequestError && query.error.status === 404) return <NotFoundPage />;
  const familyLabel = family === 'craft' ? t`Artisanat` : t`Bien-être`;
  const places = category?.medical_authorities ?? [];
  const slice = slicePage(places.length, CATEGORY_PAGE_SIZE, requested);
  const page = Math.min(requested, slice.lastPage);
  const shown = places.slice((page - 1) * CATEGORY_PAGE_SIZE, page * CATEGORY_PAGE_SIZE);
  const go = (next: number) => {
    void navigate({ to: '.', search: next > 1 ? { page: next } : {} } as never);
    document.getElementById('places')?.scrollIntoView({ block: 'start' });
  };

  return (
    <>
      <CoverBanner
        title={title ?? familyLabel}
        image={category?.cover}
        crumbs={[{ label: t`Accueil`, to: '/{-$lang}' }, { label: familyLabel }, ...(title ? [{ label: title }] : [])]}
      />
      <section className="page-section category">
        {!category ? (
          query.isError ? (
            <QueryError error={query.error} onRetry={() => void query.refetch()} />
          ) : (
            <div role="status" aria-busy="true">
              <span className="visually-hidden">{t`Chargement`}</span>
              <BlockSkeleton height={120} />
              <div className="card-grid">
                {Array.from({ length: 4 }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
                  <CardSkeleton key={i} />
                ))}
              </div>
            </div>
          )
        ) : (
          <>
            <SafeHtml className="rich-text" html={localized(category, 'description', locale)} />
            <h2 id="places">
              <Plural value={places.length} one="# adresse" other="# adresses" />
            </h2>
            <MapPanel
              points={places.map((p) => ({
                id: p.id,
                lat: Number(p.lat),
                lng: Number(p.lng),
                title: localized(p, 'name', locale),
              }))}
              label={t`Carte : ${title ?? familyLabel}`}
            />
            {places.length === 0 ? (
              <p className="empty-state" role="status">
                {family === 'craft' ? t`Aucun artisanat trouvé.` : t`Aucun médical trouvé.`}
              </p>
            ) : (
              <div className="card-grid">
                {shown.map((place, i) => (
                  <PlaceCard key={place.id} place={place} eager={i < 2} />
                ))}
              </div>
            )}
            <NumberedPagination
              current={page}
              last={slice.lastPage}
              hrefFor={(n) => listingHref(pathname, n > 1 ? { page: n } : {})}
              onGo={go}
            />
          </>
        )}
      </section>
      <DetailExtras />
    </>
  );
}
