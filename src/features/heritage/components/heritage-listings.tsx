import { Plural, useLingui } from '@lingui/react/macro';
import type { Festival, Monument, Museum } from '../../../../domain/contract/catalogue.ts';
import { FESTIVALS_TEXT, MONUMENTS_TEXT, MUSEUMS_TEXT } from '../../../../domain/seo.ts';
import { PlaceCard } from '../../../components/listing/place-card.tsx';
import { SectionListing } from '../../../components/listing/section-listing.tsx';
import { useListingRoute } from '../../../components/listing/use-listing-route.ts';
import { placePoint } from '../../../components/map/map-point.ts';
import { destinationOf } from '../../../components/place-links.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { formatDateRange } from '../../../lib/format.ts';
import { pageHref } from '../../../lib/item-href.ts';
import { localized } from '../../../lib/localized.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { festivalsQuery, monumentsQuery, museumsPageQuery } from '../api/heritage.queries.ts';
import { currentEdition, UnescoBadge } from './heritage-facts.tsx';

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
      query={monumentsQuery(search)}
      select={(r) => ({ items: r.monuments })}
      byDestination
      searchLabel={t`Rechercher un monument`}
      searchPlaceholder={t`Carthage, El Jem, Dougga…`}
      loadingLabel={t`Chargement des monuments`}
      countLabel={(n) => <Plural value={n} one="# monument ou site" other="# monuments et sites" />}
      mapPoint={(m: Monument) =>
        placePoint(m, localized(m, 'name', locale), pageHref(lang, `/monument/${m.id}`), { image: m.cover })
      }
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
      query={museumsPageQuery(search)}
      select={(r) => ({ items: r.musees.data, paging: r.musees })}
      byDestination
      searchLabel={t`Rechercher un musée`}
      searchPlaceholder={t`Bardo, Carthage, mosaïques…`}
      loadingLabel={t`Chargement des musées`}
      countLabel={(n) => <Plural value={n} one="# musée" other="# musées" />}
      mapPoint={(m: Museum) =>
        placePoint(m, localized(m, 'name', locale), pageHref(lang, `/musses/${m.id}`), { image: m.cover })
      }
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
      query={festivalsQuery(search)}
      select={(r) => ({ items: r.festivals })}
      byDestination
      searchLabel={t`Rechercher un festival`}
      searchPlaceholder={t`Carthage, Douz, jazz…`}
      loadingLabel={t`Chargement des festivals`}
      countLabel={(n) => <Plural value={n} one="# festival" other="# festivals" />}
      mapPoint={(m: Festival) =>
        placePoint(m, localized(m, 'name', locale), pageHref(lang, `/festival/${m.id}`), { image: m.cover })
      }
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
