import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Circuit, Guide } from '../../../../domain/contract/catalogue.ts';
import { CIRCUITS_TEXT, GUIDES_TEXT } from '../../../../domain/seo.ts';
import { PlaceCard } from '../../../components/listing/place-card.tsx';
import { SectionListing } from '../../../components/listing/section-listing.tsx';
import { useListingRoute } from '../../../components/listing/use-listing-route.ts';
import { formatPrice } from '../../../lib/format.ts';
import { localized } from '../../../lib/localized.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { circuitsQuery, guidesQuery } from '../api/guides-and-tours.queries.ts';
import { GUIDES_BANNER, languageNames, route } from './guide-and-tour-facts.ts';

export function GuidesPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { search, onSearch } = useListingRoute('/{-$lang}/allguides/');
  usePageTitle(GUIDES_TEXT.title[locale]);
  return (
    <SectionListing
      title={t`Guides touristiques`}
      emptyLabel={t`Aucun guide trouvé.`}
      cover={GUIDES_BANNER}
      crumbs={[{ label: t`Accueil`, to: '/{-$lang}' }, { label: t`Guides touristiques` }]}
      search={search}
      onSearch={onSearch}
      query={guidesQuery(search)}
      select={(r) => ({ items: r.guides })}
      byDestination
      searchLabel={t`Rechercher un guide`}
      searchPlaceholder={t`Nom, langue, spécialité…`}
      loadingLabel={t`Chargement des guides`}
      countLabel={(n) => <Plural value={n} one="# guide" other="# guides" />}
      card={(g: Guide, i) => (
        <PlaceCard
          key={g.id}
          to="/{-$lang}/allguides/$id"
          id={g.id}
          image={g.photo}
          portrait
          title={localized(g, 'name', locale)}
          place={localized(g.city, 'name', locale)}
          eager={i < 2}
        >
          <p className="card-fact card-badge">
            <Trans>Guide certifié</Trans>
          </p>
          <p className="card-fact">{languageNames(g.languages, locale)}</p>
          <p className="card-fact">{localized(g, 'specialties', locale)}</p>
          {g.trips_from !== null && (
            <p className="card-fact">
              {t`Voyages à partir de`} <strong>{t`${formatPrice(g.trips_from, locale)} par personne`}</strong>
            </p>
          )}
        </PlaceCard>
      )}
    />
  );
}

export function CircuitsPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { search, onSearch } = useListingRoute('/{-$lang}/circuits/');
  usePageTitle(CIRCUITS_TEXT.title[locale]);
  return (
    <SectionListing
      title={t`Circuits`}
      emptyLabel={t`Aucun circuit trouvé.`}
      cover="/media/seed/circuits/banner-circuits-cover.webp"
      crumbs={[{ label: t`Accueil`, to: '/{-$lang}' }, { label: t`Circuits` }]}
      search={search}
      onSearch={onSearch}
      query={circuitsQuery(search)}
      select={(r) => ({ items: r.circuits })}
      byDestination
      searchLabel={t`Rechercher un circuit`}
      searchPlaceholder={t`Sahara, Cap Bon, Carthage…`}
      loadingLabel={t`Chargement des circuits`}
      countLabel={(n) => <Plural value={n} one="# circuit" other="# circuits" />}
      card={(c: Circuit, i) => (
        <PlaceCard
          key={c.id}
          to="/{-$lang}/circuits/$slug"
          id={c.id}
          slug={c.slug}
          image={c.cover}
          title={localized(c, 'name', locale)}
          place={route(c, locale)}
          eager={i < 2}
        >
          <p className="card-fact">
            <Plural value={c.days} one="# jour" other="# jours" />
          </p>
          <p className="card-price">
            <Trans>
              à partir de <strong>{formatPrice(c.starting_price, locale)}</strong> par personne
            </Trans>
          </p>
        </PlaceCard>
      )}
    />
  );
}
