import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import type { HotelListItem } from '../../../../domain/contract/hotels.ts';
import { ContactList } from '../../../components/contact-list.tsx';
import { NightlyPrice } from '../../../components/listing/nightly-price.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { localized } from '../../../lib/localized.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { Stars } from './stars.tsx';

interface Props {
  hotel: HotelListItem;
  expanded: boolean;
  onToggle: () => void;
  /** The first cards are above the fold: load their image eagerly for a fast LCP. */
  eager: boolean;
}

export function HotelCard({ hotel, expanded, onToggle, eager }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const { lang } = useParams({ strict: false });
  const name = localized(hotel, 'name', locale);
  const detailsId = `hotel-${hotel.id}-details`;

  return (
    <article className={`card hotel-card${expanded ? ' expanded' : ''}`}>
      {/* The picture opens the hotel too; the keyboard and screen readers take the name's link. */}
      <Link to="/{-$lang}/hotels/$id" params={{ lang, id: hotel.id }} tabIndex={-1} aria-hidden="true">
        <img
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          className="card-image"
          src={hotel.cover}
          alt=""
          width={800}
          height={500}
        />
      </Link>
      <div className="card-body">
        <h2 className="card-title">
          <Link to="/{-$lang}/hotels/$id" params={{ lang, id: hotel.id }}>
            {name}
          </Link>
        </h2>
        <p className="card-meta">
          <span>{localized(hotel.destination, 'name', locale)}</span>
          <Stars count={hotel.stars} />
        </p>
        <NightlyPrice amount={hotel.starting_price} />
        <button
          type="button"
          className="button card-toggle"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={onToggle}
        >
          {expanded ? t`Moins de détails` : t`Plus de détails`}
        </button>
        <div id={detailsId} className="card-details" hidden={!expanded}>
          {expanded && (
            <>
              <p className="card-address">{localized(hotel, 'address', locale)}</p>
              <SafeHtml className="card-description" html={localized(hotel, 'description', locale)} />
              <ContactList contact={hotel} />
              <Link to="/{-$lang}/hotels/$id" params={{ lang, id: hotel.id }} className="button button-primary">
                <Trans>Voir l’hôtel</Trans>
              </Link>
            </>
          )}
        </div>
      </div>
    </article>
  );
}
