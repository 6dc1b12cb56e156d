import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

interface Props {
  images: string[];
  alt: string;
  startIndex: number;
  onClose: () => void;
}

/**
 * Photo popup: large image with previous / next and a grid to pick from. ArrowLeft and
 * ArrowRight move with wrap-around, and are ignored while the grid shows (spec §2).
 */
export function Gallery({ images, alt, startIndex, onClose }: Props) {
  const { t } = useLingui();
  const [index, setIndex] = useState(startIndex);
  const [grid, setGrid] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const count = images.length;
  const step = useCallback((delta: number) => setIndex((i) => (i + delta + count) % count), [count]);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    dialog.current?.focus();
    return () => opener?.focus();
  }, []);

  // A layout effect: the listener must follow `grid` before the next key press, and passive
  // effects may run a frame later (Preact schedules them after paint).
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (grid) return;
      else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        // The arrows follow the buttons, which mirror in right-to-left languages.
        const forward = (event.key === 'ArrowRight') !== (document.documentElement.dir === 'rtl');
        step(forward ? 1 : -1);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [grid, onClose, step]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: clicking the backdrop is a mouse shortcut; Escape and the close button cover keyboards
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled on window above
    <div className="gallery-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div
        className="gallery"
        role="dialog"
        aria-modal="true"
        aria-label={t`Photos de ${alt}`}
        tabIndex={-1}
        ref={dialog}
      >
        <div className="gallery-toolbar">
          <span className="gallery-counter" aria-live="polite">
            <bdi>
              {index + 1} / {count}
            </bdi>
          </span>
          <button type="button" className="button" onClick={() => setGrid((g) => !g)} aria-pressed={grid}>
            {grid ? <Trans>Voir la photo</Trans> : <Trans>Toutes les photos</Trans>}
          </button>
          <button type="button" className="button icon-button" onClick={onClose} aria-label={t`Fermer`}>
            ×
          </button>
        </div>
        {grid ? (
          <ul className="gallery-grid">
            {images.map((src, i) => (
              <li key={src}>
                <button
                  type="button"
                  onClick={() => {
                    setIndex(i);
                    setGrid(false);
                  }}
                  aria-label={t`Photo ${i + 1}`}
                  aria-current={i === index ? 'true' : undefined}
                >
                  <img loading="lazy" src={src} alt="" />
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <div className="gallery-stage">
            <button
              type="button"
              className="gallery-nav gallery-prev"
              onClick={() => step(-1)}
              aria-label={t`Photo précédente`}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <img src={images[index]} alt={t`${alt} (${index + 1} sur ${count})`} className="gallery-image" />
            <button
              type="button"
              className="gallery-nav gallery-next"
              onClick={() => step(1)}
              aria-label={t`Photo suivante`}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
