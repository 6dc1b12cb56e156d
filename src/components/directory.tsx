import { Trans, useLingui } from '@lingui/react/macro';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { Link, type LinkProps, useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { compareText } from '../lib/format.ts';
import { useLocale } from '../lib/use-locale.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { CoverBanner, type Crumb } from './cover-banner.tsx';
import { QueryError } from './query-error.tsx';
import { BlockSkeleton } from './skeleton.tsx';

/** One line of a directory. */
export interface DirectoryRow {
  id: number;
  group: string;
  name: string;
  /** The item's page: a route and its params. */
  to: string;
  params: Record<string, string | number>;
  place: string;
  phone: string | null;
  lat: string | number;
  lng: string | number;
  extra?: ReactNode;
}

interface Props<R, K extends QueryKey> {
  title: string;
  pageTitle: string;
  crumbs: Crumb[];
  query: UseQueryOptions<R, Error, R, K>;
  rows: (answer: R) => DirectoryRow[];
  loadingLabel: string;
}

/**
 * A directory (annuaire): every item of a kind grouped by place and sorted by name, each with its
 * phone and a link to it on a map. Meant to be scanned, so no pictures.
 */
export function DirectoryPage<R, K extends QueryKey>({
  title,
  pageTitle,
  crumbs,
  query: options,
  rows,
  loadingLabel,
}: Props<R, K>) {
  const locale = useLocale();
  const { t } = useLingui();
  const { lang } = useParams({ strict: false });
  usePageTitle(pageTitle);
  const query = useQuery(options);
  const groups = new Map<string, DirectoryRow[]>();
  for (const row of query.data ? rows(query.data) : []) groups.set(row.group, [...(groups.get(row.group) ?? []), row]);
  const compare = compareText(locale);
  const names = [...groups.keys()].sort(compare);

  return (
    <>
      <CoverBanner title={title} crumbs={crumbs} />
      <section className="page-section directory">
        {query.isPending ? (
          <div role="status" aria-busy="true">
            <span className="visually-hidden">{loadingLabel}</span>
            <BlockSkeleton height={400} />
          </div>
        ) : query.isError && !query.data ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          names.map((group, g) => (
            <section key={group} aria-labelledby={`group-${g}`}>
              <h2 id={`group-${g}`}>{group}</h2>
              <ul className="directory-list">
                {(groups.get(group) ?? [])
                  .sort((a, b) => compare(a.name, b.name))
                  .map((row) => (
                    <li key={row.id} className="directory-row">
                      <Link
                        to={row.to as LinkProps['to']}
                        params={{ lang, ...row.params } as LinkProps['params']}
                        className="directory-name"
                      >
                        {row.name}
                      </Link>
                      <span>{row.place}</span>
                      <span>{row.extra}</span>
                      {row.phone ? (
                        <a href={`tel:${row.phone.replace(/\s+/g, '')}`}>
                          <bdi>{row.phone}</bdi>
                        </a>
                      ) : (
                        <span />
                      )}
                      <a
                        className="map-link"
                        href={`https://www.google.com/maps/search/?api=1&query=${row.lat},${row.lng}`}
                        target="_blank"
                        rel="noopener noreferrer"
                        title={t`Voir sur la carte`}
                      >
                        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                          <path
                            d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
                            fill="currentColor"
                          />
                        </svg>
                        <span className="visually-hidden">
                          <Trans>{row.name} sur la carte</Trans>
                        </span>
                      </a>
                    </li>
                  ))}
              </ul>
            </section>
          ))
        )}
      </section>
    </>
  );
}
