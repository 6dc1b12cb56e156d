import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import {
  type MaisonListItem,
  maisonDetailResponseSchema,
  maisonsPageResponseSchema,
} from '../../../domain/contract/catalogue.ts';
import {
  type Cuisine,
  type RestaurantListItem,
  restaurantDetailResponseSchema,
  restaurantsPageResponseSchema,
} from '../../../domain/contract/restaurants.ts';
import { MAISONS_TEXT, RESTAURANTS_TEXT } from '../../../domain/seo.ts';
import { BookingBox } from '../../components/detail/booking-box.tsx';
import { ItemDetail } from '../../components/detail/item-detail.tsx';
import { OffersSection } from '../../components/detail/offers-section.tsx';
import { PlaceCard } from '../../components/listing/place-card.tsx';
import { SectionListing } from '../../components/listing/section-listing.tsx';
import { apiQuery } from '../../lib/api-query.ts';
import { formatNumber, formatPrice } from '../../lib/format.ts';
import { pageHref } from '../../lib/item-href.ts';
import { listingApiPath } from '../../lib/listing-search.ts';
import { localized } from '../../lib/localized.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { FacilitiesSection, RoomsSection } from '../hotels/components/stay-sections.tsx';
import { cityAndState, destinationOf } from './places.tsx';
import { useListingRoute } from './use-listing-route.ts';

const CUISINE_LABELS: Record<Cuisine, MessageDescriptor> = {
  tunisian: msg`Cuisine tunisienne`,
  seafood: msg`Poissons et fruits de mer`,
  mediterranean: msg`Méditerranéenne`,
  international: msg`Internationale`,
  cafe: msg`Café`,
  street_food: msg`Sur le pouce`,
};

const contactOf = (r: RestaurantListItem | MaisonListItem) => ({
  phone: r.phone,
  fax: r.fax,
  email: r.email,
  website: r.website,
});

// ------------------------------------------------------------------------------------ restaurants

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
      query={apiQuery(listingApiPath('/utilisateur/restaurants', search), restaurantsPageResponseSchema)}
      select={(r) => ({ items: r.restaurants.data, paging: r.restaurants })}
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
      card={(r: RestaurantListItem, i) => (
        <PlaceCard
          key={r.id}
          to="/{-$lang}/restaurants/$id"
          id={r.id}
          image={r.cover}
          title={localized(r, 'name', locale)}
          place={destinationOf(r, locale)}
          eager={i < 2}
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

export function RestaurantDetailPage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { id } = useParams({ from: '/{-$lang}/restaurants/$id' });
  return (
    <ItemDetail
      query={apiQuery(`/utilisateur/restaurants/${id}`, restaurantDetailResponseSchema)}
      section={{ label: t`Restaurants`, to: '/{-$lang}/restaurants' }}
      loadingLabel={t`Chargement du restaurant`}
      content={({ restaurant: r }) => ({
        title: localized(r, 'name', locale),
        cover: r.cover,
        images: r.images,
        place: cityAndState(r),
        address: localized(r, 'address', locale),
        descriptionHtml: localized(r, 'description', locale),
        video: r.video_link,
        facts: [
          { label: t`Cuisine`, value: i18n._(CUISINE_LABELS[r.cuisine]) },
          ...(r.starting_price != null
            ? [{ label: t`Prix moyen par personne`, value: formatPrice(r.starting_price, locale) }]
            : []),
          { label: t`Couverts par service`, value: formatNumber(r.seats_per_service, locale) },
        ],
        contact: contactOf(r),
        lat: r.lat,
        lng: r.lng,
        sections: <OffersSection kind="restaurant" listingId={r.id} />,
        booking: r.bookable ? (
          <BookingBox
            signInText={t`Connectez-vous pour réserver une table.`}
            item={{ kind: 'restaurant', id: String(r.id), title: localized(r, 'name', locale), image: r.cover }}
          />
        ) : undefined,
      })}
    />
  );
}

// ------------------------------------------------------------------------------------ guest houses

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
      query={apiQuery(listingApiPath('/utilisateur/maison', search), maisonsPageResponseSchema)}
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
      card={(m: MaisonListItem, i) => (
        <PlaceCard
          key={m.id}
          to="/{-$lang}/maison/$id"
          id={m.id}
          image={m.cover}
          title={localized(m, 'name', locale)}
          place={destinationOf(m, locale)}
          eager={i < 2}
        >
          {m.starting_price != null && (
            <p className="card-price">
              <Trans>
                à partir de <strong>{formatPrice(m.starting_price, locale)}</strong> / nuit
              </Trans>
            </p>
          )}
        </PlaceCard>
      )}
    />
  );
}

export function MaisonDetailPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { id } = useParams({ from: '/{-$lang}/maison/$id' });
  return (
    <ItemDetail
      query={apiQuery(`/utilisateur/maison/${id}`, maisonDetailResponseSchema)}
      section={{ label: t`Maisons d’hôtes`, to: '/{-$lang}/maison' }}
      loadingLabel={t`Chargement de la maison d’hôtes`}
      content={({ maison: m }) => ({
        title: localized(m, 'name', locale),
        cover: m.cover,
        images: m.images,
        place: cityAndState(m),
        address: localized(m, 'address', locale),
        descriptionHtml: localized(m, 'description', locale),
        video: m.video_link,
        facts:
          m.starting_price != null
            ? [{ label: t`À partir de`, value: t`${formatPrice(m.starting_price, locale)} / nuit` }]
            : [],
        contact: contactOf(m),
        lat: m.lat,
        lng: m.lng,
        sections: (
          <>
            <OffersSection kind="maison" listingId={m.id} />
            <FacilitiesSection facilities={m.facilities} />
            <RoomsSection rooms={m.rooms} />
          </>
        ),
        booking: m.bookable ? (
          <BookingBox
            signInText={t`Connectez-vous pour réserver cette maison d’hôtes.`}
            item={{ kind: 'maison', id: String(m.id), title: localized(m, 'name', locale), image: m.cover }}
          />
        ) : undefined,
      })}
    />
  );
}
