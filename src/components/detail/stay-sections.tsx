import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { FEW_ROOMS_LEFT } from '../../../domain/constants.ts';
import type { HotelFacility, Room } from '../../../domain/contract/hotels.ts';
import { formatPrice } from '../../lib/format.ts';
import { localized } from '../../lib/localized.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { FACILITY_LABELS } from './facility-labels.ts';

/** The facilities of a hotel or guest house, when it lists any. */
export function FacilitiesSection({ facilities }: { facilities: HotelFacility[] }) {
  const { i18n } = useLingui();
  if (facilities.length === 0) return null;
  return (
    <section aria-labelledby="facilities">
      <h2 id="facilities">
        <Trans>Équipements</Trans>
      </h2>
      <ul className="facilities">
        {facilities.map((f) => (
          <li key={f}>{i18n._(FACILITY_LABELS[f])}</li>
        ))}
      </ul>
    </section>
  );
}

/** Rooms with their capacity, minimum stay and price a night. */
export function RoomsSection({ rooms }: { rooms: Room[] }) {
  const locale = useLocale();
  return (
    <section aria-labelledby="rooms">
      <h2 id="rooms">
        <Trans>Chambres</Trans>
      </h2>
      <ul className="rooms">
        {rooms.map((room) => (
          <li key={room.id} className="room">
            <span className="room-name">{localized(room, 'name', locale)}</span>
            <span className="room-facts">
              <Plural value={room.max_capacity} one="Jusqu’à # personne" other="Jusqu’à # personnes" />
              {' · '}
              <Plural value={room.min_nights} one="minimum # nuit" other="minimum # nuits" />
            </span>
            <span className="room-price">
              <Trans>{formatPrice(room.price, locale)} / nuit</Trans>
            </span>
            <FewRoomsLeft count={room.count} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "Plus que N chambres" when few rooms of a type are left (spec §8), nothing otherwise. */
export function FewRoomsLeft({ count }: { count: number }) {
  if (count <= 0 || count > FEW_ROOMS_LEFT) return null;
  return (
    <span className="room-warning">
      <Plural value={count} one="Plus qu’une chambre de ce type" other="Plus que # chambres de ce type" />
    </span>
  );
}
