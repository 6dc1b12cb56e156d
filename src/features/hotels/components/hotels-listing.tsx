import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { HotelListItem } from '../../../../domain/contract/hotels.ts';
import { type HotelsSearch, hotelsApiPath } from '../../../../domain/hotels-search.ts';
import { sortByStartingPrice } from '../../../../domain/pagination.ts';
import { HOTELS_TEXT } from '../../../../domain/seo.ts';
import { SectionListing } from '../../../components/listing/section-listing.tsx';
import { useListingRoute } from '../../../components/listing/use-listing-route.ts';
import { placePoint } from '../../../components/map/map-point.ts';
import { HotelFindBox } from '../../../components/stay/hotel-find-box.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { pageHref } from '../../../lib/item-href.ts';
import { localized } from '../../../lib/localized.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { hotelsPageQuery } from '../api/hotels.queries.ts';
import { HotelCard } from './hotel-card.tsx';
import { HotelRefine } from './hotel-refine.tsx';

export function HotelsListing() {
  const { t } = useLingui();
  const locale = useLocale();
  const { search: listed, onSearch, lang } = useListingRoute('/{-$lang}/hotels/');
  const search = listed as HotelsSearch;
  usePageTitle(HOTELS_TEXT.title[locale]);
  return (
    <SectionListing
      title={t`Hôtels`}
      emptyLabel={t`Aucun hôtel trouvé.`}
      cover="/media/seed/hotels/banner-9.webp"
      crumbs={[{ label: t`Accueil`, to: '/{-$lang}' }, { label: t`Hôtels` }]}
      search={search}
      onSearch={onSearch}
      query={hotelsPageQuery(search)}
      select={(r) => ({ items: r.hotels.data, paging: r.hotels })}
      // Spec §5's first-load order, unless the traveller chose a sort (then the server's, across pages).
      firstLoadOrder={search.sort ? undefined : sortByStartingPrice}
      byDestination
      filters={
        <>
          <p>
            <Link to="/{-$lang}/hotels/annuaire" params={{ lang }} className="button">
              <Trans>Annuaire des hôtels</Trans>
            </Link>
          </p>
          <HotelRefine key={hotelsApiPath({ ...search, page: 1 })} search={search} onSearch={onSearch} />
          <details className="hotel-find-details">
            <summary className="button">
              <Trans>Trouver un hôtel libre à vos dates</Trans>
            </summary>
            <HotelFindBox
              key={search.destination_id}
              id="hotel-find"
              heading={<Trans>Trouver un hôtel libre à vos dates</Trans>}
              hideHeading
              initial={{ destination: search.destination_id ? String(search.destination_id) : undefined }}
            />
          </details>
        </>
      }
      searchLabel={t`Rechercher un hôtel par nom`}
      searchPlaceholder={t`Nom de l’hôtel`}
      loadingLabel={t`Chargement des hôtels`}
      countLabel={(n) => <Plural value={n} one="# hôtel" other="# hôtels" />}
      mapPoint={(h: HotelListItem) =>
        placePoint(h, localized(h, 'name', locale), pageHref(lang, `/hotels/${h.id}`), {
          image: h.cover,
          price: h.starting_price == null ? undefined : t`à partir de ${formatPrice(h.starting_price, locale)} / nuit`,
        })
      }
      card={(hotel: HotelListItem, i, expansion) => (
        <HotelCard
          key={hotel.id}
          hotel={hotel}
          eager={i < 2}
          expanded={expansion.expanded}
          onToggle={expansion.onToggle}
        />
      )}
    />
  );
}
