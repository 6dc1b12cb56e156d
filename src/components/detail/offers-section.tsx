import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { SpecialOffer } from '../../../domain/contract/catalogue.ts';
import { offersApiPath } from '../../../domain/query-keys.ts';
import { apiQuery } from '../../lib/api-query.ts';
import { formatDateRange, formatNumber } from '../../lib/format.ts';
import { localized } from '../../lib/localized.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { StatusBadge } from '../status-badge.tsx';

/** The special offers of a hotel, guest house or restaurant: valid now, then coming; or none (spec §8). */
export function OffersSection({ kind, listingId }: { kind: SpecialOffer['kind']; listingId: number }) {
  const locale = useLocale();
  const query = useQuery(apiQuery(offersApiPath(kind, listingId), 'offersResponseSchema'));
  if (query.isPending || query.isError) return null;
  const offers = query.data.offers;
  return (
    <section aria-labelledby="offers">
      <h2 id="offers">
        <Trans>Offres spéciales</Trans>
      </h2>
      {offers.length === 0 ? (
        <p className="card-fact">
          <Trans>Aucune offre disponible pour le moment.</Trans>
        </p>
      ) : (
        <ul className="offers">
          {offers.map((offer) => (
            <li key={offer.id} className="offer">
              <p className="offer-head">
                <span className="offer-discount" dir="ltr">
                  −{formatNumber(offer.discount_percent, locale)} %
                </span>
                <strong>{localized(offer, 'title', locale)}</strong>
                <StatusBadge status={offer.status} />
              </p>
              <p className="card-meta">{formatDateRange(offer.start_date, offer.end_date, locale)}</p>
              <p>{localized(offer, 'description', locale)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
