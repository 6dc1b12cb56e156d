import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useRef } from 'react';

/**
 * A row of slides that scrolls by swipe, wheel or the previous / next buttons, snapping to each
 * slide. Slides per view come from CSS (`--per-view`, by breakpoint): no carousel library to load.
 */
export function ScrollCarousel({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const track = useRef<HTMLUListElement>(null);
  const move = (step: 1 | -1) => {
    const element = track.current;
    const slide = element?.firstElementChild as HTMLElement | null;
    if (!element || !slide) return;
    // In a right-to-left page "next" lies to the left.
    const rtl = getComputedStyle(element).direction === 'rtl';
    element.scrollBy({ left: step * (rtl ? -1 : 1) * slide.offsetWidth, behavior: 'smooth' });
  };
  return (
    <div className={`carousel ${className}`} role="group" aria-roledescription={t`carrousel`} aria-label={label}>
      <ul className="carousel-track" ref={track}>
        {children}
      </ul>
      <div className="carousel-controls">
        <button type="button" className="carousel-button" onClick={() => move(-1)}>
          <span aria-hidden="true" className="mirror">
            ‹
          </span>
          <span className="visually-hidden">{t`Précédent`}</span>
        </button>
        <button type="button" className="carousel-button" onClick={() => move(1)}>
          <span aria-hidden="true" className="mirror">
            ›
          </span>
          <span className="visually-hidden">{t`Suivant`}</span>
        </button>
      </div>
    </div>
  );
}
