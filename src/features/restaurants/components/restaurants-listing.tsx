import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import type { RestaurantListItem } from '../../../../domain/contract/restaurants.ts';
import { tunisiaDateTime } from '../../../../domain/dates.ts';
import { sortByStartingPrice } from '../../../../domain/pagination.ts';
import { RESTAURANTS_TEXT } from '../../../../domain/seo.ts';
import { LazyCardDetails } from '../../../components/listing/card-expander.tsx';
import { PlaceCard } from '../../../components/listing/place-card.tsx';
import { SectionListing } from '../../../components/listing/section-listing.tsx';
import { useListingRoute } from '../../../components/listing/use-listing-route.ts';
import { placePoint } from '../../../components/map/map-point.ts';
import { destinationOf } from '../../../components/place-links.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { pageHref } from '../../../lib/item-href.ts';
import { localized } from '../../../lib/localized.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { restaurantsPageQuery } from '../api/restaurants.queries.ts';
import { CUISINE_LABELS } from '../cuisine-labels.ts';
import { OpenNow } from './opening-hours.tsx';
export function RestaurantsPage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { lang } = useParams({ strict: false });
  const { search, onSearch } = useListingRoute('/{-$lang}/restaurants/');
  usePageTitle(RESTAURANTS_TEXT.title[locale]);
  return (
    <SectionListing
      title={t`Restaurants`}
      emptyLabel={t`Aucun restaurant trouvé.`}
      cover="/media/seed/restaurants/banner-restaurants-cover.webp"
      crumbs={[{ label: t`Accueil`, to: '/{-$lang}' }, { label: t`Restaurants` }]}
      search={search}
      onSearch={onSearch}
      query={restaurantsPageQuery(search)}
      select={(r) => ({ items: r.restaurants.data, paging: r.restaurants })}
      firstLoadOrder={sortByStartingPrice}
      byDestination
      filters={
        <p>
          <Link to="/{-$lang}/restaurants/annuaire" params={{ lang }} className="button">
            <Trans>Annuaire des restaurants</Trans>
          </Link>
          {search.destination_id !== undefined && (
            <>
              {' '}
              <Link
                to="/{-$lang}/restaurants/find/$destination/$date/$number"
                params={{
                  lang,
                  destination: String(search.destination_id),
                  date: tunisiaDateTime(new Date()).slice(0, 10),
                  number: '2',
                }}
                className="button"
              >
                <Trans>Trouver une table libre</Trans>
              </Link>
            </>
          )}
        </p>
      }
      searchLabel={t`Rechercher un restaurant par nom`}
      searchPlaceholder={t`Nom du restaurant`}
      loadingLabel={t`Chargement des restaurants`}
      countLabel={(n) => <Plural value={n} one="# restaurant" other="# restaurants" />}
      mapPoint={(m: RestaurantListItem) =>
        placePoint(m, localized(m, 'name', locale), pageHref(lang, `/restaurants/${m.id}`), {
          image: m.cover,
          price:
            m.starting_price == null ? undefined : t`environ ${formatPrice(m.starting_price, locale)} par personne`,
        })
      }
      card={(r: RestaurantListItem, i, expansion) => (
        <PlaceCard
          key={r.id}
          to="/{-$lang}/restaurants/$id"
          id={r.id}
          image={r.cover}
          title={localized(r, 'name', locale)}
          place={destinationOf(r, locale)}
          eager={i < 2}
          expansion={expansion}
          details={() => (
            <LazyCardDetails
              address={localized(r, 'address', locale)}
              descriptionHtml={localized(r, 'description', locale)}
              contact={r}
              to="/{-$lang}/restaurants/$id"
              params={{ id: r.id }}
              linkLabel={t`Voir le restaurant`}
            />
          )}
        >
          <p className="card-fact">{i18n._(CUISINE_LABELS[r.cuisine])}</p>
          <OpenNow services={r.opening_hours} />
          {r.starting_price != null && (
            <p className="card-price">
              <Trans>
                environ <strong>{formatPrice(r.starting_price, locale)}</strong> par personne
              </Trans>
            </p>
          )}
        </PlaceCard>
      )}
    />
  );
}
