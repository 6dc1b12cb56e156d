import { Link, useParams } from '@tanstack/react-router';

type Props = {
  hotel: { id: number; cover: string };
  eager?: boolean | undefined;
  /** Where on the hotel's page the picture leads (the stay card's availability). */
  hash?: string;
  onOpen?: () => void;
};

/**
 * A hotel card's picture, opening the hotel as travellers expect; the keyboard and screen readers
 * take the name's link, so the picture's is left out of their way.
 */
export function HotelCardPicture({ hotel, eager, hash, onOpen }: Props) {
  const { lang } = useParams({ strict: false });
  return (
    <Link
      to="/{-$lang}/hotels/$id"
      params={{ lang, id: hotel.id }}
      {...(hash ? { hash } : {})}
      onClick={onOpen}
      onAuxClick={onOpen}
      tabIndex={-1}
      aria-hidden="true"
    >
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
  );
}
