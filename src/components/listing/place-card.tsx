import { Link, type LinkProps, useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CardExpander, type CardExpansion } from './card-expander.tsx';

/** The item pages a card can lead to (each takes `$id`, or `$slug` when `slug` is given). */
export type ItemRoute =
  | '/{-$lang}/restaurants/$id'
  | '/{-$lang}/maison/$id'
  | '/{-$lang}/events/$id'
  | '/{-$lang}/activity/$id'
  | '/{-$lang}/musses/$id'
  | '/{-$lang}/monument/$id'
  | '/{-$lang}/festival/$id'
  | '/{-$lang}/allguides/$id'
  | '/{-$lang}/circuits/$slug'
  | '/{-$lang}/agences/$slug';

interface Props {
  to: ItemRoute;
  id: number;
  /** For the pages named by slug. */
  slug?: string;
  image: string;
  title: string;
  /** Where it is (destination, city). */
  place: string;
  /** A status or label over the picture (`En cours`, `UNESCO`…). */
  badge?: ReactNode;
  /** Facts under the title: dates, price, hours. */
  children?: ReactNode;
  /** The picture is a person's portrait: its crop keeps the face. */
  portrait?: boolean;
  /** The first cards are above the fold: their image loads eagerly for a fast LCP. */
  eager: boolean;
  /** More about the item (address, description, contacts), shown when the card is expanded. */
  details?: () => ReactNode;
  /** Whether this card is the listing's expanded one, and how to toggle it (spec §4). */
  expansion?: CardExpansion;
}

/** A catalogue card: picture, name linking to the item's page, place and a few facts. */
export function PlaceCard({
  to,
  id,
  slug,
  image,
  title,
  place,
  badge,
  children,
  eager,
  details,
  expansion,
  portrait,
}: Props) {
  const { lang } = useParams({ strict: false });
  const params = (slug ? { lang, slug } : { lang, id }) as LinkProps['params'];
  return (
    <article className={`card place-card${expansion?.expanded ? ' expanded' : ''}`}>
      <div className="card-picture">
        <img
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          className={portrait ? 'card-image card-portrait' : 'card-image'}
          src={image}
          alt=""
          width={800}
          height={500}
        />
        {badge}
      </div>
      <div className="card-body">
        <h2 className="card-title">
          <Link to={to} params={params} className="card-link">
            {title}
          </Link>
        </h2>
        <p className="card-meta">{place}</p>
        {children}
        {details && expansion && <CardExpander id={id} expansion={expansion} details={details} />}
      </div>
    </article>
  );
}
