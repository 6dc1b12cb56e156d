import { Trans, useLingui } from '@lingui/react/macro';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { lazy, type ReactNode, useState } from 'react';
import { Later } from '../../app/staged-render.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ContactList } from '../contact-list.tsx';
import { CoverBanner, type Crumb } from '../cover-banner.tsx';
import { DetailExtras } from '../extras/lazy-extras.tsx';
import { Gallery } from '../gallery.tsx';
import { Optional } from '../optional.tsx';
import { PhotoTiles } from '../photo-tiles.tsx';
import { QueryFallback } from '../query-fallback.tsx';
import { SafeHtml } from '../safe-html.tsx';

// Saving for offline is a click away, not part of the first paint.
const SaveOffline = lazy(() => import('./save-offline.tsx').then((m) => ({ default: m.SaveOffline })));

/** What an item page shows, in the page's language. */
export interface ItemContent {
  title: string;
  cover: string;
  images: string[];
  /** City and governorate. */
  place: ReactNode;
  address?: string;
  /** Sanitized before display. */
  descriptionHtml: string;
  video?: string | null;
  /** Short facts in the side panel: dates, hours, price, seats. */
  facts: { label: string; value: ReactNode }[];
  contact?: { phone: string | null; fax: string | null; email: string | null; website: string | null };
  /** Coordinates as the API gives them (numeric strings, spec §3), for directions; none for people. */
  lat?: number | string;
  lng?: number | string;
  /** A badge in the cover (status, UNESCO). */
  badge?: ReactNode;
  /** Under the description and video (a link to the video in full screen). */
  aboutFooter?: ReactNode;
  /** Further sections in the main column (editions, rooms); a list hydrates in one pass per part. */
  sections?: ReactNode | ReactNode[];
  /** The booking entry, for items that can be booked. */
  booking?: ReactNode;
}

interface Props<R, K extends QueryKey> {
  query: UseQueryOptions<R, Error, R, K>;
  section: Crumb;
  loadingLabel: string;
  content: (response: R) => ItemContent;
  /** The API path a save for offline keeps; by default the query's own (apiKey). */
  apiPath?: string;
}

/**
 * The detail pattern of every catalogue item: cover with breadcrumb, photo tiles opening the
 * gallery, description, optional video and extra sections; a side panel with facts, contacts,
 * directions and booking. Unknown items get the not-found page.
 */
export function ItemDetail<R, K extends QueryKey>({
  query: options,
  section,
  loadingLabel,
  content,
  apiPath: savedPath,
}: Props<R, K>) {
  const { t } = useLingui();
  const { lang } = useParams({ strict: false });
  const query = useQuery(options);
  const [galleryAt, setGalleryAt] = useState<number | null>(null);
  const item = query.data ? content(query.data) : undefined;
  usePageTitle(item?.title);
  // Catalogue answers are held under their API path (apiKey): that path is what a save keeps.
  const apiPath = savedPath ?? (options.queryKey[0] === 'api' ? String(options.queryKey[1]) : undefined);

  if (!item) return <QueryFallback query={query} loadingLabel={loadingLabel} />;

  const images = item.images.length ? item.images : [item.cover];
  const directions =
    item.lat !== undefined && item.lng !== undefined ? { lat1: String(item.lat), lng1: String(item.lng) } : null;
  return (
    <>
      <CoverBanner
        title={item.title}
        image={item.cover}
        crumbs={[{ label: t`Accueil`, to: '/{-$lang}' }, section, { label: item.title }]}
      >
        <p className="cover-meta">
          <span>{item.place}</span>
          {item.badge}
        </p>
      </CoverBanner>

      <div className="detail">
        <PhotoTiles images={images} name={item.title} onOpen={setGalleryAt} />
        {galleryAt !== null && (
          <Gallery images={images} alt={item.title} startIndex={galleryAt} onClose={() => setGalleryAt(null)} />
        )}

        <div className="detail-columns">
          <div className="detail-main">
            <section aria-labelledby="about">
              <h2 id="about">
                <Trans>À propos</Trans>
              </h2>
              <SafeHtml className="rich-text" html={item.descriptionHtml} />
              {item.video && (
                // biome-ignore lint/a11y/useMediaCaption: the catalogue's clips have no dialogue to caption
                <video className="detail-video" src={item.video} controls preload="none" poster={item.cover} />
              )}
              {item.aboutFooter}
            </section>
            {Array.isArray(item.sections) ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: a page's parts are fixed
              item.sections.map((part, i) => <Later key={i}>{part}</Later>)
            ) : (
              <Later>{item.sections}</Later>
            )}
          </div>

          <Later>
            <aside className="detail-aside" aria-label={t`Informations pratiques`}>
              {item.address && <p className="detail-address">{item.address}</p>}
              {item.facts.length > 0 && (
                <dl className="facts">
                  {item.facts.map((fact) => (
                    <div key={fact.label} className="fact">
                      <dt>{fact.label}</dt>
                      <dd>{fact.value}</dd>
                    </div>
                  ))}
                </dl>
              )}
              {item.contact && <ContactList contact={item.contact} />}
              {directions && (
                <Link
                  to="/{-$lang}/iteneraire/$lat1/$lng1"
                  params={{ lang, ...directions }}
                  search={{ name: item.title }}
                  className="button"
                >
                  <Trans>Itinéraire</Trans>
                </Link>
              )}
              {item.booking}
              {apiPath && (
                <Optional>
                  <SaveOffline title={item.title} image={item.cover} urls={[apiPath, item.cover, ...item.images]} />
                </Optional>
              )}
            </aside>
          </Later>
        </div>
      </div>
      <DetailExtras />
    </>
  );
}
