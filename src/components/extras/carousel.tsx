import { useLingui } from '@lingui/react/macro';
import { type Key, lazy, type ReactNode, useState } from 'react';
import type { CarouselKind } from '../../../domain/constants.ts';
import { Optional } from '../optional.tsx';
import { useLiveWhenNear } from './use-live-when-near.ts';

// swiper, its modules and its CSS: fetched when a carousel nears the screen, after the page's first load.
const LiveCarousel = lazy(() => import('./swiper-live.tsx').then((m) => ({ default: m.LiveCarousel })));

export type Slide = { key: Key; node: ReactNode; hidden?: boolean };

/**
 * A row of slides (spec §9: slides per view by breakpoint, `kind`), moved by swipe, the previous /
 * next buttons or the arrow keys once focus is in it. Until swiper runs (use-live-when-near.ts)
 * the same slides stand still in plain markup of the same size: nothing shifts when it starts.
 */
export function Carousel({ label, kind, slides }: { label: string; kind: CarouselKind; slides: Slide[] }) {
  const { t } = useLingui();
  const { ref, element, live, start } = useLiveWhenNear<HTMLDivElement>();
  const [prev, setPrev] = useState<HTMLButtonElement | null>(null);
  const [next, setNext] = useState<HTMLButtonElement | null>(null);
  // "Next" pressed before swiper ran: it starts on the second slide.
  const [startAt, setStartAt] = useState(0);
  const still = (
    <div className="carousel-viewport">
      <div className="carousel-row">
        {slides.map((slide) => (
          <div key={slide.key} className="carousel-cell" aria-hidden={slide.hidden}>
            {slide.node}
          </div>
        ))}
      </div>
    </div>
  );
  const running = live && element !== null && prev !== null && next !== null;
  return (
    <div
      ref={ref}
      className={`carousel carousel-${kind}`}
      role="group"
      aria-roledescription={t`carrousel`}
      aria-label={label}
    >
      <Optional fallback={still}>
        {running ? (
          <LiveCarousel kind={kind} slides={slides} prev={prev} next={next} root={element} startAt={startAt} />
        ) : (
          still
        )}
      </Optional>
      <div className="carousel-controls">
        <button ref={setPrev} type="button" className="carousel-button" onClick={running ? undefined : start}>
          <span aria-hidden="true" className="mirror">
            ‹
          </span>
          <span className="visually-hidden">{t`Précédent`}</span>
        </button>
        <button
          ref={setNext}
          type="button"
          className="carousel-button"
          onClick={
            running
              ? undefined
              : () => {
                  setStartAt(1);
                  start();
                }
          }
        >
          <span aria-hidden="true" className="mirror">
            ›
          </span>
          <span className="visually-hidden">{t`Suivant`}</span>
        </button>
      </div>
    </div>
  );
}
