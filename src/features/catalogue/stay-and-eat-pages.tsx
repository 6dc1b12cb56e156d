import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import type { MaisonListItem } from '../../../domain/contract/catalogue.ts';
import type { RestaurantListItem } from '../../../domain/contract/restaurants.ts';
import { listingApiPath } from '../../../domain/listing-search.ts';
import { sortByStartingPrice } from '../../../domain/pagination.ts';
import { MAISONS_TEXT, RESTAURANTS_TEXT } from '../../../domain/seo.ts';
import { LazyCardDetails } from '../../components/listing/card-expander.tsx';
import { NightlyPrice } from '../../components/listing/nightly-price.tsx';
import { PlaceCard } from '../../components/listing/place-card.tsx';
import { SectionListing } from '../../components/listing/section-listing.tsx';
import { useListingRoute } from '../../components/listing/use-listing-route.ts';
import { apiQuery } from '../../lib/api-query.ts';
import { formatPrice } from '../../lib/format.ts';
import { pageHref } from '../../lib/item-href.ts';
import { localized } from '../../lib/localized.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { destinationOf } from './places.tsx';
import { CUISINE_LABELS } from './stay-and-eat-pages-shared.tsx';

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
      query={apiQuery(listingApiPath('/utilisateur/restaurants', search), 'restaurantsPageResponseSchema')}
      select={(r) => ({ items: r.restaurants.data, paging: r.restaurants })}
      firstLoadOrder={sortByStartingPrice}
      byDestination
      filters={
        <p>
          <Link to="/{-$lang}/restaurants/annuaire" params={{ lang }} className="button">
            <Trans>Annuaire des restaurants</Trans>
          </Link>
        </p>
      }
      searchLabel={t`Rechercher un restaurant par nom`}
      searchPlaceholder={t`Nom du restaurant`}
      loadingLabel={t`Chargement des restaurants`}
      countLabel={(n) => <Plural value={n} one="# restaurant" other="# restaurants" />}
      mapPoint={(m: RestaurantListItem) => ({
        id: m.id,
        lat: Number(m.lat),
        lng: Number(m.lng),
        title: localized(m, 'name', locale),
        href: pageHref(lang, `/restaurants/${m.id}`),
      })}
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

export function MaisonsPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { search, onSearch, lang } = useListingRoute('/{-$lang}/maison/');
  usePageTitle(MAISONS_TEXT.title[locale]);
  return (
    <SectionListing
      title={t`Maisons d’hôtes`}
      emptyLabel={t`Aucune maison d’hôtes trouvée.`}
      cover="/media/seed/maisons/banner-maisons-cover.webp"
      crumbs={[{ label: t`Accueil`, to: '/{-$lang}' }, { label: t`Maisons d’hôtes` }]}
      search={search}
      onSearch={onSearch}
      query={apiQuery(listingApiPath('/utilisateur/maison', search), 'maisonsPageResponseSchema')}
      select={(r) => ({ items: r.maisons.data, paging: r.maisons })}
      byDestination
      searchLabel={t`Rechercher une maison d’hôtes par nom`}
      searchPlaceholder={t`Dar, houch, oasis…`}
      loadingLabel={t`Chargement des maisons d’hôtes`}
      countLabel={(n) => <Plural value={n} one="# maison d’hôtes" other="# maisons d’hôtes" />}
      mapPoint={(m: MaisonListItem) => ({
        id: m.id,
        lat: Number(m.lat),
        lng: Number(m.lng),
        title: localized(m, 'name', locale),
        href: pageHref(lang, `/maison/${m.id}`),
      })}
      card={(m: MaisonListItem, i, expansion) => (
        <PlaceCard
          key={m.id}
          to="/{-$lang}/maison/$id"
          id={m.id}
          image={m.cover}
          title={localized(m, 'name', locale)}
          place={destinationOf(m, locale)}
          eager={i < 2}
          expansion={expansion}
          details={() => (
            <LazyCardDetails
              address={localized(m, 'address', locale)}
              descriptionHtml={localized(m, 'description', locale)}
              contact={m}
              to="/{-$lang}/maison/$id"
              params={{ id: m.id }}
              linkLabel={t`Voir la maison d’hôtes`}
            />
          )}
        >
          <NightlyPrice amount={m.starting_price} />
        </PlaceCard>
      )}
    />
  );
}
