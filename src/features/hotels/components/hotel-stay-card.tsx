import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import type { StayRequest } from '../../../../domain/booking/stay.ts';
import type { HotelStay } from '../../../../domain/contract/stays.ts';
import { BOARD_LABELS } from '../../../components/stay/board-labels.ts';
import { rememberStay } from '../../../components/stay/stay-memory.ts';
import { formatMillimes } from '../../../lib/format.ts';
import { localized } from '../../../lib/localized.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { Stars } from './stars.tsx';

interface Props {
  hotel: HotelStay;
  /** The stay asked: the hotel's page opens at its availability with it (components/stay/stay-memory.ts). */
  stay: StayRequest;
  nights: number;
  /** The first cards are above the fold: their pictures load at once. */
  eager: boolean;
}

/** A hotel free for the stay: its picture, name, stars and city, and the whole stay's price. */
export function HotelStayCard({ hotel, stay, nights, eager }: Props) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const { lang } = useParams({ strict: false });
  const name = localized(hotel, 'name', locale);
  const total = formatMillimes(hotel.stay.total_millimes, locale);
  const room = localized(hotel.stay.room, 'name', locale);
  const board = i18n._(BOARD_LABELS[hotel.stay.board]);
  // Remembered again as the page is left: another tab may have asked another stay since.
  const remember = () => rememberStay(stay);
  // The picture, the name and the button all open the hotel's availability with the stay.
  const toAvailability = {
    to: '/{-$lang}/hotels/$id',
    params: { lang, id: hotel.id },
    hash: 'availability',
    onClick: remember,
    onAuxClick: remember,
  } as const;
  return (
    <article className="card hotel-stay-card">
      {/* The picture opens the hotel too; the keyboard and screen readers take the name's link. */}
      <Link {...toAvailability} tabIndex={-1} aria-hidden="true">
        <img
          loading={eager ? 'eager' : 'lazy'}
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
          <Link {...toAvailability}>{name}</Link>
        </h2>
        <p className="card-meta">
          <span>{localized(hotel.city, 'name', locale)}</span>
          <Stars count={hotel.stars} />
        </p>
        <p className="hotel-stay-room">
          {room} · {board}
        </p>
        <p className="hotel-stay-total">
          <Trans>
            <strong>{total}</strong> <Plural value={nights} one="pour # nuit" other="pour # nuits" />
          </Trans>
        </p>
        <Link {...toAvailability} className="button button-primary">
          <Trans>Voir les disponibilités</Trans>
        </Link>
      </div>
    </article>
  );
}
