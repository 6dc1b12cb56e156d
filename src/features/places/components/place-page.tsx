import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, type LinkProps, useParams } from '@tanstack/react-router';
import { lazy } from 'react';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { Carousel } from '../../../components/extras/carousel.tsx';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { Optional } from '../../../components/optional.tsx';
import { QueryFallback } from '../../../components/query-fallback.tsx';
import { BlockSkeleton } from '../../../components/skeleton.tsx';
import type { SchemaName } from '../../../lib/api.ts';
import { apiQuery } from '../../../lib/api-query.ts';
import { localized } from '../../../lib/localized.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { type PlaceFilter, SECTIONS, type Section } from '../place-sections.ts';

// Saving for offline is a click away, not part of the first paint.
const SavePlace = lazy(() => import('./save-place.tsx').then((m) => ({ default: m.SavePlace })));

const PLACE_SECTION_SIZE = 6;

function PlaceSection({ section, filter }: { section: Section; filter: PlaceFilter }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const { lang } = useParams({ strict: false });
  const path = section.path(filter);
  // Each section reads a different list; only the fields every item has (id, cover, name) are used.
  const query = useQuery({ ...apiQuery(path ?? '', 'unknownResponseSchema'), enabled: path !== null });
  const items = query.data ? section.pick(query.data).slice(0, PLACE_SECTION_SIZE) : [];
  if (path === null || (query.isSuccess && items.length === 0)) return null;
  const label = i18n._(section.label);
  return (
    <section className="extras-section" aria-labelledby={`place-${section.key}`}>
      <div className="extras-head">
        <h2 id={`place-${section.key}`}>{label}</h2>
        {filter.kind === 'destination' && (
          <Link
            to={section.list as LinkProps['to']}
            params={{ lang } as LinkProps['params']}
            search={{ destination_id: filter.id } as LinkProps['search']}
            className="button"
          >
            <Trans>Tout voir</Trans>
          </Link>
        )}
      </div>
      {query.isPending ? (
        <BlockSkeleton height={200} />
      ) : (
        <Carousel
          label={label}
          kind="activities"
          slides={items.map((item) => ({
            key: item.id,
            node: (
              <Link
                to={section.item as LinkProps['to']}
                params={{ lang, id: item.id } as LinkProps['params']}
                className="slide-card"
              >
                <img loading="lazy" decoding="async" src={item.cover} alt="" width={800} height={500} />
                <span className="slide-title">{localized(item, section.nameField, locale)}</span>
              </Link>
            ),
          }))}
        />
      )}
    </section>
  );
}

type PlaceKind = 'destination' | 'state' | 'city';
const LIST: Record<PlaceKind, { path: string; schema: SchemaName; field: string }> = {
  destination: { path: '/utilisateur/alldestinations', schema: 'destinationsResponseSchema', field: 'destinations' },
  state: { path: '/utilisateur/states', schema: 'statesResponseSchema', field: 'states' },
  city: { path: '/utilisateur/city', schema: 'citiesResponseSchema', field: 'cities' },
};
const KIND_LABEL: Record<PlaceKind, MessageDescriptor> = {
  destination: msg`Destination`,
  state: msg`Gouvernorat`,
  city: msg`Ville`,
};

/**
 * A destination, governorate or city: what there is to stay, eat, do and see there, six of each,
 * and a way to the whole list. The place is found by its slug in the (small) list of places.
 */
export function PlacePage({ kind }: { kind: PlaceKind }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { slug } = useParams({ strict: false }) as { slug: string };
  const list = LIST[kind];
  const query = useQuery(apiQuery(list.path, list.schema));
  const places = ((query.data as Record<string, unknown> | undefined)?.[list.field] ?? []) as Array<
    { id: number; slug: string; lat: string | number; lng: string | number } & Record<string, unknown>
  >;
  const place = places.find((p) => p.slug === slug);
  const name = place ? localized(place, 'name', locale) : undefined;
  usePageTitle(name);

  if (query.isSuccess && !place) return <NotFoundPage />;
  if (!place) return <QueryFallback query={query} loadingLabel={t`Chargement`} height={300} />;
  const filter: PlaceFilter = kind === 'state' ? { kind, slug: place.slug } : { kind, id: place.id };
  return (
    <>
      <CoverBanner
        title={name ?? ''}
        crumbs={[{ label: t`Accueil`, to: '/{-$lang}' }, { label: i18n._(KIND_LABEL[kind]) }, { label: name ?? '' }]}
      >
        <p className="cover-meta">
          <a
            className="cover-link"
            href={`https://www.google.com/maps/search/?api=1&query=${place.lat},${place.lng}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Trans>Voir sur la carte</Trans>
          </a>
        </p>
      </CoverBanner>
      <div className="page-extras">
        <Optional>
          <SavePlace title={name ?? ''} placesPath={list.path} filter={filter} />
        </Optional>
        {SECTIONS.map((section) => (
          <PlaceSection key={section.key} section={section} filter={filter} />
        ))}
      </div>
    </>
  );
}
