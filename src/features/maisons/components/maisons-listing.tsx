import { Plural, useLingui } from '@lingui/react/macro';
import type { MaisonListItem } from '../../../../domain/contract/catalogue.ts';
import { MAISONS_TEXT } from '../../../../domain/seo.ts';
import { LazyCardDetails } from '../../../components/listing/card-expander.tsx';
import { NightlyPrice } from '../../../components/listing/nightly-price.tsx';
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
import { maisonsPageQuery } from '../api/maisons.queries.ts';

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
      query={maisonsPageQuery(search)}
      select={(r) => ({ items: r.maisons.data, paging: r.maisons })}
      byDestination
      searchLabel={t`Rechercher une maison d’hôtes par nom`}
      searchPlaceholder={t`Dar, houch, oasis…`}
      loadingLabel={t`Chargement des maisons d’hôtes`}
      countLabel={(n) => <Plural value={n} one="# maison d’hôtes" other="# maisons d’hôtes" />}
      mapPoint={(m: MaisonListItem) =>
        placePoint(m, localized(m, 'name', locale), pageHref(lang, `/maison/${m.id}`), {
          image: m.cover,
          price: m.starting_price == null ? undefined : t`à partir de ${formatPrice(m.starting_price, locale)} / nuit`,
        })
      }
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
