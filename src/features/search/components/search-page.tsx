import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, type LinkProps, useParams, useSearch } from '@tanstack/react-router';
import type { SearchKind } from '../../../../domain/contract/catalogue.ts';
import { SEARCH_TEXT } from '../../../../domain/seo.ts';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { NoResults } from '../../../components/empty-state.tsx';
import { GuideSearchForm } from '../../../components/guide-search-form.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { CardSkeleton } from '../../../components/skeleton.tsx';
import { localized } from '../../../lib/localized.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { catalogueSearchQuery } from '../api/search.queries.ts';

/** Where each kind of result leads: its item page and its listing (searched with the same words). */
const KINDS: { kind: SearchKind; label: MessageDescriptor; item: string; list: string }[] = [
  { kind: 'hotels', label: msg`Hôtels`, item: '/{-$lang}/hotels/$id', list: '/{-$lang}/hotels' },
  { kind: 'restaurants', label: msg`Restaurants`, item: '/{-$lang}/restaurants/$id', list: '/{-$lang}/restaurants' },
  { kind: 'maisons', label: msg`Maisons d’hôtes`, item: '/{-$lang}/maison/$id', list: '/{-$lang}/maison' },
  { kind: 'events', label: msg`Événements`, item: '/{-$lang}/events/$id', list: '/{-$lang}/events' },
  { kind: 'activities', label: msg`Activités`, item: '/{-$lang}/activity/$id', list: '/{-$lang}/activity' },
  { kind: 'museums', label: msg`Musées`, item: '/{-$lang}/musses/$id', list: '/{-$lang}/musses' },
  { kind: 'monuments', label: msg`Monuments et sites`, item: '/{-$lang}/monument/$id', list: '/{-$lang}/monument' },
  { kind: 'festivals', label: msg`Festivals`, item: '/{-$lang}/festival/$id', list: '/{-$lang}/festival' },
];

/** One search over the whole catalogue, results grouped by kind, each group leading to its listing. */
export function SearchPage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { lang } = useParams({ strict: false });
  const { q } = useSearch({ from: '/{-$lang}/search' });
  usePageTitle(SEARCH_TEXT.title[locale]);
  const query = useQuery({
    ...catalogueSearchQuery(q ?? ''),
    enabled: Boolean(q),
    placeholderData: keepPreviousData,
  });
  const groups = KINDS.map((k) => ({ ...k, found: query.data?.results[k.kind] })).filter(
    (g) => g.found && g.found.total > 0,
  );

  return (
    <>
      <CoverBanner title={t`Rechercher`} crumbs={[{ label: t`Accueil`, to: '/{-$lang}' }, { label: t`Rechercher` }]} />
      <section className="listing">
        <GuideSearchForm inputId="catalogue-search" className="search-form search-page-form" value={q} />

        {!q ? (
          <p className="search-hint">
            <Trans>Un lieu, un nom, un mot : cherchez dans les hôtels, restaurants, sites et événements.</Trans>
          </p>
        ) : query.isPending ? (
          <div className="card-grid" role="status" aria-busy="true">
            <span className="visually-hidden">{t`Recherche en cours`}</span>
            {Array.from({ length: 3 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <CardSkeleton key={i} />
            ))}
          </div>
        ) : query.isError && !query.data ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : groups.length === 0 ? (
          <NoResults />
        ) : (
          <div className={query.isPlaceholderData ? 'is-refreshing' : undefined}>
            {groups.map(({ kind, label, item, list, found }) => (
              <section key={kind} className="search-group" aria-labelledby={`group-${kind}`}>
                <div className="search-group-head">
                  <h2 id={`group-${kind}`}>{i18n._(label)}</h2>
                  <Link
                    to={list as LinkProps['to']}
                    params={{ lang } as LinkProps['params']}
                    search={{ search: q } as LinkProps['search']}
                    className="button"
                  >
                    <Plural value={found?.total ?? 0} one="Voir le résultat" other="Voir les # résultats" />
                  </Link>
                </div>
                <ul className="search-hits">
                  {found?.data.map((hit) => (
                    <li key={hit.id}>
                      <Link
                        to={item as LinkProps['to']}
                        params={{ lang, id: hit.id } as LinkProps['params']}
                        className="search-hit"
                      >
                        <img loading="lazy" decoding="async" src={hit.cover} alt="" width={96} height={60} />
                        <span>{localized(hit, 'name', locale)}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </section>
    </>
  );
}
