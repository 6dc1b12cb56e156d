import { Plural, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import type { SpecialOffer } from '../../../../domain/contract/catalogue.ts';
import { OFFERS_TEXT } from '../../../../domain/seo.ts';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { DestinationFilter } from '../../../components/destination-filter.tsx';
import { NoResults } from '../../../components/empty-state.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { CardSkeleton } from '../../../components/skeleton.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { formatDateRange, formatNumber } from '../../../lib/format.ts';
import { localized } from '../../../lib/localized.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { offersQuery } from '../api/offers.queries.ts';

const ITEM_ROUTES = {
  hotel: '/{-$lang}/hotels/$id',
  restaurant: '/{-$lang}/restaurants/$id',
  maison: '/{-$lang}/maison/$id',
} as const;

function OfferCard({ offer }: { offer: SpecialOffer }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { lang } = useParams({ strict: false });
  const kinds = { hotel: t`Hôtel`, restaurant: t`Restaurant`, maison: t`Maison d’hôtes` };
  const name = localized(offer.listing, 'name', locale);
  return (
    <article className="card offer-card">
      <img
        loading="lazy"
        decoding="async"
        className="card-image"
        src={offer.listing.cover}
        alt=""
        width={800}
        height={500}
      />
      <div className="card-body">
        <p className="offer-head">
          <span className="offer-discount" dir="ltr">
            −{formatNumber(offer.discount_percent, locale)} %
          </span>
          <StatusBadge status={offer.status} />
        </p>
        <h2 className="card-title">{localized(offer, 'title', locale)}</h2>
        <p className="card-meta">
          {kinds[offer.kind]} · {formatDateRange(offer.start_date, offer.end_date, locale)}
        </p>
        <p>{localized(offer, 'description', locale)}</p>
        <Link to={ITEM_ROUTES[offer.kind]} params={{ lang, id: offer.listing.id }} className="button button-primary">
          {name}
        </Link>
      </div>
    </article>
  );
}

/** The special offers of every hotel, restaurant and guest house, valid now or coming (spec §2). */
export function OffersPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const search = useSearch({ from: '/{-$lang}/offres' });
  const navigate = useNavigate({ from: '/{-$lang}/offres' });
  usePageTitle(OFFERS_TEXT.title[locale]);
  const query = useQuery({ ...offersQuery(search.destination_id), placeholderData: keepPreviousData });
  const offers = query.data?.offers;

  return (
    <>
      <CoverBanner
        title={t`Offres spéciales`}
        image="/media/seed/hotels/banner-9.webp"
        crumbs={[{ label: t`Accueil`, to: '/{-$lang}' }, { label: t`Offres spéciales` }]}
      />
      <section className="listing">
        <div className="listing-toolbar">
          <DestinationFilter
            value={search.destination_id}
            onApply={(id) => void navigate({ search: id ? { destination_id: id } : {} })}
          />
        </div>
        {offers && offers.length > 0 && (
          <p className="listing-count" aria-live="polite">
            <Plural value={offers.length} one="# offre" other="# offres" />
          </p>
        )}
        {query.isPending ? (
          <div className="card-grid" role="status" aria-busy="true">
            <span className="visually-hidden">{t`Chargement des offres`}</span>
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <CardSkeleton key={i} />
            ))}
          </div>
        ) : query.isError && !offers ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : !offers || offers.length === 0 ? (
          <NoResults title={t`Aucune offre disponible pour le moment.`} />
        ) : (
          <div className={`card-grid${query.isPlaceholderData ? ' is-refreshing' : ''}`}>
            {offers.map((offer) => (
              <OfferCard key={offer.id} offer={offer} />
            ))}
          </div>
        )}
      </section>
    </>
  );
}
