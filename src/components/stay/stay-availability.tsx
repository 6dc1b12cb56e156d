import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { quoteStay, type RoomChoice, type RoomOffer } from '../../../domain/booking/hotel-quote.ts';
import type { StayRequest } from '../../../domain/booking/stay.ts';
import type { AvailableRoom } from '../../../domain/contract/stays.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { useSessionUser } from '../../lib/auth.ts';
import { formatDate, formatMillimes } from '../../lib/format.ts';
import { localized } from '../../lib/localized.ts';
import { chooseStay } from '../../lib/stay-selection.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { useOnline } from '../../lib/use-online.ts';
import { FewRoomsLeft } from '../detail/stay-sections.tsx';
import { QueryError } from '../query-error.tsx';
import { availabilityQuery, type StayKind } from './availability-query.ts';
import { BOARD_LABELS } from './board-labels.ts';
import { StayForm } from './stay-form.tsx';
import { lastStay, openedForStay, rememberPending, rememberStay, takePending } from './stay-memory.ts';
import { StayQuoteLines } from './stay-quote.tsx';

const choiceKey = (room: string, board: string) => `${room}|${board}`;
const toOffer = (room: AvailableRoom): RoomOffer => ({
  key: room.key,
  capacity: room.max_capacity,
  minNights: room.min_nights,
  rates: room.rates,
  free: room.free,
});

export interface StayAvailabilityProps {
  kind: StayKind;
  listingId: number;
  title: string;
  image?: string | undefined;
  /** The page it is on, to come back to it from the cart. */
  href: string;
}

/**
 * Availability on a hotel's or guest house's page: the stay asked, the room types free on every
 * night with their rates by board basis, the rooms chosen and the stay's price line by line.
 */
export function StayAvailability({ kind, listingId, title, image, href }: StayAvailabilityProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const online = useOnline();
  const user = useSessionUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { lang } = useParams({ strict: false });
  // A visitor who signed in midway comes back to the rooms they had chosen.
  const [pending] = useState(() => (user ? takePending(kind, listingId) : null));
  // Opened at its availability (`#availability`, from the hotels free for a stay): that stay, asked at once.
  const [opened] = useState(() => (pending ? null : openedForStay()));
  const [asked, setAsked] = useState<StayRequest | null>(pending?.stay ?? opened);
  const [quantities, setQuantities] = useState<Record<string, number>>(pending?.quantities ?? {});
  useEffect(() => {
    if (pending || opened) document.getElementById('availability')?.scrollIntoView({ block: 'start' });
  }, [pending, opened]);
  const query = useQuery({ ...availabilityQuery(kind, listingId, asked ?? lastStay()), enabled: asked !== null });

  const ask = (stay: StayRequest) => {
    rememberStay(stay);
    setQuantities({});
    setAsked(stay);
    // Asked again for the same stay (after "no longer free"): the rooms are counted afresh.
    void queryClient.invalidateQueries({ queryKey: ['availability'] });
  };

  const availability = asked && query.data?.availability;
  const choices: RoomChoice[] = Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([key, quantity]) => {
      const [room, board] = key.split('|') as [string, RoomChoice['board']];
      return { room, board, quantity };
    });
  const chosen = choices.reduce((sum, c) => sum + c.quantity, 0);
  const quote =
    asked && availability && chosen > 0
      ? quoteStay(asked, availability.rooms.map(toOffer), availability.policy, choices)
      : null;
  const roomName = (key: string) => {
    const room = availability?.rooms.find((r) => r.key === key);
    return room ? localized(room, 'name', locale) : key;
  };

  /** The page, without the section's anchor (sign-in accepts only a plain path to come back to). */
  const page = href.split('#')[0] ?? href;
  const book = () => {
    if (!asked || !quote?.ok || !availability) return;
    if (!user) {
      rememberPending({ kind, listingId, stay: asked, quantities });
      void navigate({ to: '/{-$lang}/connexion', params: { lang }, search: { redirect: page } });
      return;
    }
    chooseStay({
      item: {
        kind,
        id: String(listingId),
        title,
        image,
        href: page,
        stay: { ...asked, choices, totalMillimes: quote.quote.total },
      },
      quote: quote.quote,
      policy: availability.policy,
      roomNames: Object.fromEntries(choices.map((c) => [c.room, roomName(c.room)])),
    });
    void navigate({ to: '/{-$lang}/hotels/reservation', params: { lang } });
  };

  return (
    <section aria-labelledby="availability" className="stay-availability">
      <h2 id="availability">
        <Trans>Disponibilités et prix</Trans>
      </h2>
      <StayForm initial={asked ?? lastStay()} onAsk={ask} />
      {asked && query.isFetching && (
        <p className="stay-status" role="status">
          <Trans>Vérification en cours…</Trans>
        </p>
      )}
      {asked && query.isError && !query.isFetching && (
        <AvailabilityError error={query.error} onRetry={() => void query.refetch()} />
      )}
      {availability && !query.isFetching && (
        <div className="stay-results" aria-live="polite">
          <p className="stay-summary">
            <Trans>
              Du {formatDate(availability.arrival, locale)} au {formatDate(availability.departure, locale)}
            </Trans>
          </p>
          {!availability.bookable ? (
            <p className="empty-state">
              <Trans>Cet établissement ne prend pas de réservation en ligne. Contactez-le directement.</Trans>
            </p>
          ) : availability.rooms.length === 0 ? (
            <p className="empty-state">
              <Trans>Aucune chambre n’est disponible entre ces dates. Essayez d’autres dates.</Trans>
            </p>
          ) : (
            <>
              <ul className="stay-rooms">
                {availability.rooms.map((room) => (
                  <RoomRates
                    key={room.key}
                    room={room}
                    nights={availability.nights}
                    rooms={asked.rooms}
                    quantities={quantities}
                    onQuantity={(key, n) => setQuantities((q) => ({ ...q, [key]: n }))}
                  />
                ))}
              </ul>
              <div className="stay-choice" aria-live="polite">
                {chosen === 0 ? (
                  <p>
                    <Plural value={asked.rooms} one="Choisissez # chambre." other="Choisissez # chambres." />
                  </p>
                ) : quote && !quote.ok ? (
                  <p className="field-error">
                    {quote.problem === 'room_count_mismatch'
                      ? t`${plural(asked.rooms, { one: `Choisissez exactement # chambre : vous en avez choisi ${chosen}.`, other: `Choisissez exactement # chambres : vous en avez choisi ${chosen}.` })}`
                      : quote.problem === 'over_capacity'
                        ? t`Ces chambres ne peuvent pas accueillir tout le monde : choisissez-en de plus grandes.`
                        : quote.problem === 'min_nights'
                          ? t`Une des chambres choisies demande un séjour plus long.`
                          : t`Une des chambres choisies n’est plus disponible. Vérifiez à nouveau.`}
                  </p>
                ) : quote?.ok ? (
                  <>
                    <StayQuoteLines quote={quote.quote} roomName={roomName} policy={availability.policy} />
                    <button type="button" className="button button-primary" disabled={!online} onClick={book}>
                      {user ? <Trans>Réserver ce séjour</Trans> : <Trans>Se connecter pour réserver</Trans>}
                    </button>
                    {!online && (
                      <p className="booking-note">
                        <Trans>La réservation demande une connexion internet.</Trans>
                      </p>
                    )}
                  </>
                ) : null}
              </div>
            </>
          )}
        </div>
      )}
    </section>
  );
}

/** A room type free on every night: what it holds, its rates by board basis and how many are chosen of each. */
function RoomRates({
  room,
  nights,
  rooms,
  quantities,
  onQuantity,
}: {
  room: AvailableRoom;
  nights: number;
  rooms: number;
  quantities: Record<string, number>;
  onQuantity: (key: string, quantity: number) => void;
}) {
  const { i18n } = useLingui();
  const locale = useLocale();
  return (
    <li className="stay-room">
      <h3>{localized(room, 'name', locale)}</h3>
      <p className="room-facts">
        <Plural value={room.max_capacity} one="Jusqu’à # personne" other="Jusqu’à # personnes" />
        {' · '}
        <Plural value={room.min_nights} one="minimum # nuit" other="minimum # nuits" />
      </p>
      <FewRoomsLeft count={room.free} />
      {room.min_nights > nights ? (
        <p className="room-note">
          <Trans>Pour un séjour d’au moins {room.min_nights} nuits.</Trans>
        </p>
      ) : room.stay ? (
        <StayTotalNote rooms={rooms} totalMillimes={room.stay.total_millimes} />
      ) : null}
      <ul className="stay-rates">
        {room.rates.map((rate) => {
          const key = choiceKey(room.key, rate.board);
          const board = i18n._(BOARD_LABELS[rate.board]);
          const max = Math.min(room.free, rooms);
          return (
            <li key={rate.board} className="stay-rate">
              <span className="stay-rate-board">{board}</span>
              <span className="stay-rate-price">
                <Trans>{formatMillimes(rate.millimes, locale)} / nuit</Trans>
              </span>
              <label className="stay-rate-count">
                <span className="visually-hidden">
                  <Trans>
                    Chambres « {localized(room, 'name', locale)} », {board}
                  </Trans>
                </span>
                <select
                  className="stay-select"
                  value={quantities[key] ?? 0}
                  disabled={room.min_nights > nights}
                  onChange={(e) => onQuantity(key, Number(e.target.value))}
                >
                  {Array.from({ length: max + 1 }, (_, i) => i).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

/** The whole party's stay in rooms of one type, at its cheapest board. */
function StayTotalNote({ rooms, totalMillimes }: { rooms: number; totalMillimes: number }) {
  const locale = useLocale();
  const total = formatMillimes(totalMillimes, locale);
  return (
    <p className="room-note">
      <Plural
        value={rooms}
        one={`Votre séjour dans cette chambre : ${total}`}
        other={`Votre séjour dans # chambres de ce type : ${total}`}
      />
    </p>
  );
}

/** A refused stay (the server's rules, should the device's clock differ) or a failure to retry. */
function AvailabilityError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof ApiRequestError && error.code === 'invalid_stay')
    return (
      <p className="field-error" role="alert">
        <Trans>Ces dates ne peuvent pas être réservées. Vérifiez l’arrivée et le départ.</Trans>
      </p>
    );
  return <QueryError error={error} onRetry={onRetry} />;
}
