import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import type { Agency } from '../../../../domain/contract/catalogue.ts';
import { AGENCIES_TEXT } from '../../../../domain/seo.ts';
import { LazyCardDetails } from '../../../components/listing/card-expander.tsx';
import { PlaceCard } from '../../../components/listing/place-card.tsx';
import { SectionListing } from '../../../components/listing/section-listing.tsx';
import { SegmentedFilter } from '../../../components/listing/segmented-filter.tsx';
import { useListingRoute } from '../../../components/listing/use-listing-route.ts';
import { pageHref } from '../../../lib/item-href.ts';
import { cityAndStateName, localized, sortedByName } from '../../../lib/localized.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { agenciesQuery, citiesQuery } from '../api/agencies.queries.ts';
import { AgencyStatus } from './agency-status.tsx';

/** The agencies' city filter: a city chosen in the list applies at once. */
function CityFilter({ value, onChange }: { value: number | undefined; onChange: (city: number | undefined) => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { data } = useQuery(citiesQuery());
  const cities = sortedByName(data?.cities ?? [], locale);
  return (
    <label className="field">
      <span className="field-label">
        <Trans>Ville</Trans>
      </span>
      <select
        className="select"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
      >
        <option value="">{t`Toutes les villes`}</option>
        {cities.map((c) => (
          <option key={c.id} value={c.id}>
            {localized(c, 'name', locale)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function AgenciesPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { lang } = useParams({ strict: false });
  const { search, onSearch } = useListingRoute('/{-$lang}/agences/');
  usePageTitle(AGENCIES_TEXT.title[locale]);
  return (
    <SectionListing
      title={t`Agences de voyage`}
      emptyLabel={t`Aucune agence trouvée.`}
      cover="/media/seed/agencies/banner-agencies-cover.webp"
      crumbs={[{ label: t`Accueil`, to: '/{-$lang}' }, { label: t`Agences de voyage` }]}
      search={search}
      onSearch={onSearch}
      query={agenciesQuery(search)}
      select={(agencies) => ({ items: agencies })}
      byDestination
      filters={
        <>
          <SegmentedFilter
            label={t`Filtrer par statut`}
            options={[
              { value: undefined, label: t`Toutes` },
              { value: 'active', label: t`Active` },
              { value: 'inactive', label: t`Inactive` },
              { value: 'pending', label: t`En attente` },
            ]}
            search={search}
            onSearch={onSearch}
          />
          <div className="listing-toolbar">
            <CityFilter
              value={search.city_id}
              onChange={(city) => {
                const { page: _first, city_id: _old, ...kept } = search;
                onSearch(city ? { ...kept, city_id: city } : kept);
              }}
            />
            <Link to="/{-$lang}/agences/annuaire" params={{ lang }} className="button">
              <Trans>Annuaire par gouvernorat</Trans>
            </Link>
          </div>
        </>
      }
      searchLabel={t`Rechercher une agence`}
      searchPlaceholder={t`Nom de l’agence ou ville`}
      loadingLabel={t`Chargement des agences`}
      countLabel={(n) => <Plural value={n} one="# agence" other="# agences" />}
      mapPoint={(a: Agency) => [
        {
          id: a.id,
          lat: Number(a.lat),
          lng: Number(a.lng),
          title: localized(a, 'name', locale),
          detail: a.hotels.length > 0 ? t`Hôtels partenaires : ${a.hotels.length}` : undefined,
          href: pageHref(lang, `/agences/${a.slug}`),
          image: a.cover,
        },
        ...a.hotels.map((h) => ({
          id: h.id,
          kind: 'partner' as const,
          lat: Number(h.lat),
          lng: Number(h.lng),
          title: localized(h, 'name', locale),
          detail: t`Hôtel partenaire`,
          href: pageHref(lang, `/hotels/${h.id}`),
        })),
      ]}
      mapLegend={{ place: t`Agence de voyage`, partner: t`Hôtel partenaire` }}
      card={(a: Agency, i, expansion) => (
        <PlaceCard
          key={a.id}
          to="/{-$lang}/agences/$slug"
          id={a.id}
          slug={a.slug}
          image={a.cover}
          title={localized(a, 'name', locale)}
          place={cityAndStateName(a.city, a.state, locale)}
          badge={<AgencyStatus status={a.status} />}
          eager={i < 2}
          expansion={expansion}
          details={() => (
            <LazyCardDetails
              address={localized(a, 'address', locale)}
              descriptionHtml={localized(a, 'description', locale)}
              contact={a}
              to="/{-$lang}/agences/$slug"
              params={{ slug: a.slug }}
              linkLabel={t`Voir l’agence`}
            />
          )}
        >
          {a.hotel_ids.length > 0 && (
            <p className="card-fact">
              <Plural value={a.hotel_ids.length} one="# hôtel partenaire" other="# hôtels partenaires" />
            </p>
          )}
        </PlaceCard>
      )}
    />
  );
}
