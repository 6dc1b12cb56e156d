import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import {
  type Festival,
  festivalDetailResponseSchema,
  festivalsResponseSchema,
  type Monument,
  type Museum,
  monumentDetailResponseSchema,
  monumentsResponseSchema,
  museumDetailResponseSchema,
  museumsPageResponseSchema,
} from '../../../domain/contract/catalogue.ts';
import type { Locale } from '../../../domain/locales.ts';
import { FESTIVALS_TEXT, MONUMENTS_TEXT, MUSEUMS_TEXT } from '../../../domain/seo.ts';
import { type ItemContent, ItemDetail } from '../../components/detail/item-detail.tsx';
import { PlaceCard } from '../../components/listing/place-card.tsx';
import { SectionListing } from '../../components/listing/section-listing.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { apiQuery } from '../../lib/api-query.ts';
import { formatDateRange, formatPrice } from '../../lib/format.ts';
import { pageHref } from '../../lib/item-href.ts';
import { listingApiPath } from '../../lib/listing-search.ts';
import { localized } from '../../lib/localized.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { cityAndState, destinationOf } from './places.tsx';
import { useListingRoute } from './use-listing-route.ts';

function UnescoBadge() {
  return (
    <span className="badge badge-unesco">
      <Trans>Patrimoine mondial de l’UNESCO</Trans>
    </span>
  );
}

/** Fee, or nothing when the catalogue does not know it. */
function useFee() {
  const { t } = useLingui();
  const locale = useLocale();
  return (price: number | null) =>
    price === null ? [] : [{ label: t`Entrée`, value: price === 0 ? t`Gratuite` : formatPrice(price, locale) }];
}

/** What monuments and museums share on their pages: hours, fee, contacts. */
function heritageContent(
  item: (Museum | Monument) & Parameters<typeof cityAndState>[0],
  locale: Locale,
  facts: ItemContent['facts'],
): ItemContent {
  return {
    title: localized(item, 'name', locale),
    cover: item.cover,
    images: item.images,
    place: cityAndState(item),
    address: localized(item, 'address', locale),
    descriptionHtml: localized(item, 'description', locale),
    facts,
    contact: { phone: item.phone, fax: null, email: null, website: item.website },
    lat: item.lat,
    lng: item.lng,
    badge: item.unesco ? <UnescoBadge /> : undefined,
  };
}

// ------------------------------------------------------------------------------------ monuments

export function MonumentsPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { search, onSearch, lang } = useListingRoute('/{-$lang}/monument/');
  usePageTitle(MONUMENTS_TEXT.title[locale]);
  return (
    <SectionListing
      title={t`Monuments et sites`}
      emptyLabel={t`Aucun monument trouvé.`}
      cover="/media/seed/monuments/amphitheatre-d-el-jem-cover.webp"
      crumbs={[{ label: t`Accueil`, to: '/{-$lang}' }, { label: t`Monuments et sites` }]}
      search={search}
      onSearch={onSearch}
      query={apiQuery(listingApiPath('/utilisateur/monument', search, false), monumentsResponseSchema)}
      select={(r) => ({ items: r.monuments })}
      byDestination
      searchLabel={t`Rechercher un monument`}
      searchPlaceholder={t`Carthage, El Jem, Dougga…`}
      loadingLabel={t`Chargement des monuments`}
      countLabel={(n) => <Plural value={n} one="# monument ou site" other="# monuments et sites" />}
      mapPoint={(m: Monument) => ({
        id: m.id,
        lat: Number(m.lat),
        lng: Number(m.lng),
        title: localized(m, 'name', locale),
        href: pageHref(lang, `/monument/${m.id}`),
      })}
      card={(m: Monument, i) => (
        <PlaceCard
          key={m.id}
          to="/{-$lang}/monument/$id"
          id={m.id}
          image={m.cover}
          title={localized(m, 'name', locale)}
          place={destinationOf(m, locale)}
          badge={m.unesco ? <UnescoBadge /> : undefined}
          eager={i < 2}
        >
          <p className="card-fact">{localized(m, 'period', locale)}</p>
        </PlaceCard>
      )}
    />
  );
}

export function MonumentDetailPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const fee = useFee();
  const { id } = useParams({ from: '/{-$lang}/monument/$id' });
  return (
    <ItemDetail
      query={apiQuery(`/utilisateur/monument/${id}`, monumentDetailResponseSchema)}
      section={{ label: t`Monuments et sites`, to: '/{-$lang}/monument' }}
      loadingLabel={t`Chargement du monument`}
      content={({ monument: m }) =>
        heritageContent(m, locale, [
          { label: t`Époque`, value: localized(m, 'period', locale) },
          ...(m.opening_hours ? [{ label: t`Horaires`, value: localized(m, 'opening_hours', locale) }] : []),
          ...fee(m.price),
        ])
      }
    />
  );
}

// ------------------------------------------------------------------------------------ museums

export function MuseumsPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { search, onSearch, lang } = useListingRoute('/{-$lang}/musses/');
  usePageTitle(MUSEUMS_TEXT.title[locale]);
  return (
    <SectionListing
      title={t`Musées`}
      emptyLabel={t`Aucun musée trouvé.`}
      cover="/media/seed/museums/musee-national-du-bardo-cover.webp"
      crumbs={[{ label: t`Accueil`, to: '/{-$lang}' }, { label: t`Musées` }]}
      search={search}
      onSearch={onSearch}
      query={apiQuery(listingApiPath('/utilisateur/musees', search), museumsPageResponseSchema)}
      select={(r) => ({ items: r.musees.data, paging: r.musees })}
      byDestination
      searchLabel={t`Rechercher un musée`}
      searchPlaceholder={t`Bardo, Carthage, mosaïques…`}
      loadingLabel={t`Chargement des musées`}
      countLabel={(n) => <Plural value={n} one="# musée" other="# musées" />}
      mapPoint={(m: Museum) => ({
        id: m.id,
        lat: Number(m.lat),
        lng: Number(m.lng),
        title: localized(m, 'name', locale),
        href: pageHref(lang, `/musses/${m.id}`),
      })}
      card={(m: Museum, i) => (
        <PlaceCard
          key={m.id}
          to="/{-$lang}/musses/$id"
          id={m.id}
          image={m.cover}
          title={localized(m, 'name', locale)}
          place={destinationOf(m, locale)}
          badge={m.unesco ? <UnescoBadge /> : undefined}
          eager={i < 2}
        />
      )}
    />
  );
}

export function MuseumDetailPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const fee = useFee();
  const { id } = useParams({ from: '/{-$lang}/musses/$id' });
  return (
    <ItemDetail
      query={apiQuery(`/utilisateur/musees/${id}`, museumDetailResponseSchema)}
      section={{ label: t`Musées`, to: '/{-$lang}/musses' }}
      loadingLabel={t`Chargement du musée`}
      content={({ musee: m }) =>
        heritageContent(m, locale, [
          ...(m.opening_hours ? [{ label: t`Horaires`, value: localized(m, 'opening_hours', locale) }] : []),
          ...fee(m.price),
        ])
      }
    />
  );
}

// ------------------------------------------------------------------------------------ festivals

/** The edition a traveller cares about: the one on now, else the next, else the latest. */
function currentEdition(festival: Festival) {
  const { editions } = festival;
  return (
    editions.find((e) => e.status === 'in_progress') ??
    [...editions].reverse().find((e) => e.status === 'upcoming') ??
    editions[0]
  );
}

export function FestivalsPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { search, onSearch, lang } = useListingRoute('/{-$lang}/festival/');
  usePageTitle(FESTIVALS_TEXT.title[locale]);
  return (
    <SectionListing
      title={t`Festivals`}
      emptyLabel={t`Aucun festival trouvé.`}
      cover="/media/seed/festivals/festival-international-de-carthage-cover.webp"
      crumbs={[{ label: t`Accueil`, to: '/{-$lang}' }, { label: t`Festivals` }]}
      search={search}
      onSearch={onSearch}
      query={apiQuery(listingApiPath('/utilisateur/festival', search, false), festivalsResponseSchema)}
      select={(r) => ({ items: r.festivals })}
      byDestination
      searchLabel={t`Rechercher un festival`}
      searchPlaceholder={t`Carthage, Douz, jazz…`}
      loadingLabel={t`Chargement des festivals`}
      countLabel={(n) => <Plural value={n} one="# festival" other="# festivals" />}
      mapPoint={(m: Festival) => ({
        id: m.id,
        lat: Number(m.lat),
        lng: Number(m.lng),
        title: localized(m, 'name', locale),
        href: pageHref(lang, `/festival/${m.id}`),
      })}
      card={(f: Festival, i) => {
        const edition = currentEdition(f);
        return (
          <PlaceCard
            key={f.id}
            to="/{-$lang}/festival/$id"
            id={f.id}
            image={f.cover}
            title={localized(f, 'name', locale)}
            place={destinationOf(f, locale)}
            badge={edition && <StatusBadge status={edition.status} />}
            eager={i < 2}
          >
            {edition && <p className="card-fact">{formatDateRange(edition.start_date, edition.end_date, locale)}</p>}
          </PlaceCard>
        );
      }}
    />
  );
}

export function FestivalDetailPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { id } = useParams({ from: '/{-$lang}/festival/$id' });
  return (
    <ItemDetail
      query={apiQuery(`/utilisateur/festival/${id}`, festivalDetailResponseSchema)}
      section={{ label: t`Festivals`, to: '/{-$lang}/festival' }}
      loadingLabel={t`Chargement du festival`}
      content={({ festival: f }) => {
        const edition = currentEdition(f);
        return {
          title: localized(f, 'name', locale),
          cover: f.cover,
          images: f.images,
          place: cityAndState(f),
          descriptionHtml: localized(f, 'description', locale),
          facts: edition
            ? [
                {
                  label: t`Édition ${edition.year}`,
                  value: formatDateRange(edition.start_date, edition.end_date, locale),
                },
              ]
            : [],
          contact: { phone: null, fax: null, email: null, website: f.website },
          lat: f.lat,
          lng: f.lng,
          badge: edition && <StatusBadge status={edition.status} />,
          sections: (
            <section aria-labelledby="editions">
              <h2 id="editions">
                <Trans>Éditions</Trans>
              </h2>
              <ol className="editions">
                {f.editions.map((e) => (
                  <li key={e.year} className="edition">
                    <p className="edition-head">
                      <strong>{e.year}</strong>
                      <span>{formatDateRange(e.start_date, e.end_date, locale)}</span>
                      <StatusBadge status={e.status} />
                    </p>
                    <p>{localized(e, 'highlights', locale)}</p>
                  </li>
                ))}
              </ol>
            </section>
          ),
        };
      }}
    />
  );
}
