import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { StayPolicy } from '../../../domain/booking/hotel-quote.ts';
import { FEW_ROOMS_LEFT } from '../../../domain/constants.ts';
import type { HotelFacility, Room } from '../../../domain/contract/hotels.ts';
import { formatMillimes, formatPrice, formatTime } from '../../lib/format.ts';
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

/** A hotel's terms before booking: arrival and departure hours, cancellation, children, tourist tax. */
export function StayTermsSection({ policy }: { policy: StayPolicy & { checkIn: string; checkOut: string } }) {
  const locale = useLocale();
  const price = (millimes: number) => formatMillimes(millimes, locale);
  const checkIn = formatTime(policy.checkIn, locale);
  const checkOut = formatTime(policy.checkOut, locale);
  const { freeCancellationDays: days, cancellationFeePercent: fee } = policy;
  return (
    <section aria-labelledby="terms">
      <h2 id="terms">
        <Trans>Bon à savoir</Trans>
      </h2>
      <dl className="facts stay-terms">
        <div className="fact">
          <dt>
            <Trans>Arrivée</Trans>
          </dt>
          <dd>
            <Trans>à partir de {checkIn}</Trans>
          </dd>
        </div>
        <div className="fact">
          <dt>
            <Trans>Départ</Trans>
          </dt>
          <dd>
            <Trans>jusqu’à {checkOut}</Trans>
          </dd>
        </div>
        <div className="fact">
          <dt>
            <Trans>Annulation</Trans>
          </dt>
          <dd>
            {days > 0 ? (
              <Plural
                value={days}
                one={`Gratuite jusqu’à # jour avant l’arrivée, puis ${fee} % du séjour`}
                other={`Gratuite jusqu’à # jours avant l’arrivée, puis ${fee} % du séjour`}
              />
            ) : (
              <Trans>Gratuite tant que l’hôtel n’a pas confirmé, puis {fee} % du séjour</Trans>
            )}
          </dd>
        </div>
        {policy.childBands.length > 0 && (
          <div className="fact">
            <dt>
              <Trans>Enfants</Trans>
            </dt>
            <dd>
              <ul className="plain-list">
                {policy.childBands.map((band) => {
                  const { minAge, maxAge } = band;
                  const nightly = price(band.millimes);
                  return (
                    <li key={minAge}>
                      {band.millimes === 0 ? (
                        <Trans>
                          de {minAge} à {maxAge} ans : gratuit
                        </Trans>
                      ) : (
                        <Trans>
                          de {minAge} à {maxAge} ans : {nightly} / nuit
                        </Trans>
                      )}
                    </li>
                  );
                })}
              </ul>
            </dd>
          </div>
        )}
        <div className="fact">
          <dt>
            <Trans>Taxe de séjour</Trans>
          </dt>
          <dd>
            {policy.touristTaxMillimes > 0 ? (
              <Trans>{price(policy.touristTaxMillimes)} par adulte et par nuit</Trans>
            ) : (
              <Trans>aucune</Trans>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
