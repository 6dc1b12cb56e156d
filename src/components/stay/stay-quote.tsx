import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { QuoteLine, StayPolicy, StayQuote } from '../../../domain/booking/hotel-quote.ts';
import { formatMillimes } from '../../lib/format.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { BOARD_LABELS } from './board-labels.ts';

/** Every line of a stay's price, then its total: nothing is added later. */
export function StayQuoteLines({
  quote,
  roomName,
  policy,
}: {
  quote: StayQuote;
  roomName: (key: string) => string;
  policy: StayPolicy;
}) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const price = (millimes: number) => formatMillimes(millimes, locale);
  const label = (line: QuoteLine) => {
    switch (line.kind) {
      case 'room': {
        const name = roomName(line.room);
        const board = i18n._(BOARD_LABELS[line.board]);
        const unit = price(line.unit);
        return (
          <Trans>
            {line.quantity} × {name}, {board} : <Plural value={line.nights} one="# nuit" other="# nuits" /> × {unit}
          </Trans>
        );
      }
      case 'child': {
        const unit = price(line.unit);
        return line.unit === 0 ? (
          <Trans>Enfant de {line.age} ans : gratuit</Trans>
        ) : (
          <Trans>
            Enfant de {line.age} ans : <Plural value={line.nights} one="# nuit" other="# nuits" /> × {unit}
          </Trans>
        );
      }
      case 'baby':
        return <Trans>Bébé (lit bébé) : gratuit</Trans>;
      case 'tourist_tax': {
        const unit = price(line.unit);
        return (
          <Trans>
            Taxe de séjour : <Plural value={line.adults} one="# adulte" other="# adultes" /> ×{' '}
            <Plural value={line.nights} one="# nuit" other="# nuits" /> × {unit}
          </Trans>
        );
      }
    }
  };
  return (
    <div className="stay-quote">
      <dl className="stay-quote-lines">
        {quote.lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines are computed anew together, in one order
          <div key={i} className="stay-quote-line">
            <dt>{label(line)}</dt>
            <dd>{price(line.total)}</dd>
          </div>
        ))}
        <div className="stay-quote-line stay-quote-total">
          <dt>
            <Plural value={quote.nights} one="Total pour # nuit" other="Total pour # nuits" />
          </dt>
          <dd>{price(quote.total)}</dd>
        </div>
      </dl>
      <p className="stay-quote-terms">
        {policy.freeCancellationDays > 0 ? (
          <Trans>
            Annulation gratuite jusqu’à {policy.freeCancellationDays} jours avant l’arrivée, puis{' '}
            {policy.cancellationFeePercent} % du séjour. Gratuite tant que l’hôtel n’a pas confirmé.
          </Trans>
        ) : (
          <Trans>
            Annulation gratuite tant que l’hôtel n’a pas confirmé, puis {policy.cancellationFeePercent} % du séjour.
          </Trans>
        )}
      </p>
    </div>
  );
}
