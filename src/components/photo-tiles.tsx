import { Plural, useLingui } from '@lingui/react/macro';
import { GALLERY_TILES } from '../../domain/constants.ts';

/** Up to four tiles; the fourth says "+N other photos" when there are more (spec §2). */
export function PhotoTiles({
  images,
  name,
  onOpen,
}: {
  images: string[];
  name: string;
  onOpen: (index: number) => void;
}) {
  const { t } = useLingui();
  const tiles = images.slice(0, GALLERY_TILES);
  const hidden = images.length - GALLERY_TILES;
  return (
    <ul className="photo-tiles">
      {tiles.map((src, i) => {
        const isLast = i === GALLERY_TILES - 1 && hidden > 0;
        return (
          <li key={src}>
            {/* The "+N" tile is named by its visible text; the others by what they open. */}
            <button
              type="button"
              onClick={() => onOpen(i)}
              aria-label={isLast ? undefined : t`Ouvrir la photo ${i + 1} de ${name}`}
            >
              <img loading={i === 0 ? 'eager' : 'lazy'} src={src} alt="" width={400} height={250} />
              {isLast && (
                <span className="photo-tiles-more">
                  <Plural value={hidden} one="+# autre photo" other="+# autres photos" />
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
