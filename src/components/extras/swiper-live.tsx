import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/effect-fade';
import './swiper-live.css';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, EffectFade, Keyboard, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import {
  BANNER_DELAY_MS,
  CAROUSEL_GAP_PX,
  CAROUSEL_MOBILE_MAX_PX,
  CAROUSEL_PER_VIEW,
  CAROUSEL_TABLET_MAX_PX,
  type CarouselKind,
} from '../../../domain/constants.ts';
import { directionOf } from '../../../domain/locales.ts';
import { useLocale } from '../../lib/use-locale.ts';
import type { Slide } from './carousel.tsx';

// The carousels and banners once swiper runs (carousel.tsx, banner-slider.tsx load this module
// when they come near the screen after the page's first load): this module, swiper and their CSS
// make one chunk of their own, out of every page's first load.

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** swiper's accessibility module, in the page's language (the slides' labels follow WAI's carousel pattern). */
function useA11yMessages() {
  const { t } = useLingui();
  const index = '{{index}}';
  const total = '{{slidesLength}}';
  return {
    prevSlideMessage: t`Précédent`,
    nextSlideMessage: t`Suivant`,
    firstSlideMessage: t`Première diapositive`,
    lastSlideMessage: t`Dernière diapositive`,
    slideLabelMessage: t`${index} sur ${total}`,
    itemRoleDescriptionMessage: t`diapositive`,
  };
}

/**
 * The arrow keys move the carousel that holds the focus, not every carousel on the screen
 * (swiper's keyboard module listens to the whole document).
 */
function useKeysWhileFocused(swiper: SwiperInstance | null, root: HTMLElement) {
  useEffect(() => {
    if (!swiper) return;
    const enable = () => swiper.keyboard.enable();
    const disable = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) swiper.keyboard.disable();
    };
    root.addEventListener('focusin', enable);
    root.addEventListener('focusout', disable);
    if (root.contains(document.activeElement)) enable();
    return () => {
      root.removeEventListener('focusin', enable);
      root.removeEventListener('focusout', disable);
    };
  }, [swiper, root]);
}

export function LiveCarousel({
  kind,
  slides,
  prev,
  next,
  root,
  startAt,
}: {
  kind: CarouselKind;
  slides: Slide[];
  prev: HTMLButtonElement;
  next: HTMLButtonElement;
  root: HTMLElement;
  startAt: number;
}) {
  const locale = useLocale();
  const a11y = useA11yMessages();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  useKeysWhileFocused(swiper, root);
  const perView = CAROUSEL_PER_VIEW[kind];
  return (
    <Swiper
      modules={[A11y, Keyboard, Navigation]}
      dir={directionOf(locale)}
      slidesPerView={perView.mobile}
      spaceBetween={CAROUSEL_GAP_PX}
      breakpoints={{
        [CAROUSEL_MOBILE_MAX_PX + 1]: { slidesPerView: perView.tablet },
        [CAROUSEL_TABLET_MAX_PX + 1]: { slidesPerView: perView.desktop },
      }}
      navigation={{ prevEl: prev, nextEl: next, addIcons: false }}
      keyboard={{ enabled: false }}
      a11y={a11y}
      watchSlidesProgress
      speed={reducedMotion() ? 0 : 300}
      initialSlide={startAt}
      onSwiper={setSwiper}
    >
      {slides.map((slide) => (
        <SwiperSlide key={slide.key} aria-hidden={slide.hidden}>
          {slide.node}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

/** Plays the shown slide's video, if it is one and the banner plays; pauses the others. */
function playShownVideo(swiper: SwiperInstance, playing: boolean) {
  swiper.slides.forEach((slide, i) => {
    const video = slide.querySelector('video');
    if (!video) return;
    if (playing && i === swiper.activeIndex) void video.play().catch(() => {});
    else video.pause();
  });
}

/** A banner group fading from one to the next every second (spec §9) while `playing`. */
export function LiveBanner({ slides, root, playing }: { slides: Slide[]; root: HTMLElement; playing: boolean }) {
  const locale = useLocale();
  const a11y = useA11yMessages();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  useKeysWhileFocused(swiper, root);
  useEffect(() => {
    if (!swiper) return;
    if (playing) swiper.autoplay.start();
    else swiper.autoplay.stop();
    playShownVideo(swiper, playing);
  }, [swiper, playing]);
  return (
    <Swiper
      modules={[A11y, Autoplay, EffectFade, Keyboard]}
      className="banner-swiper"
      dir={directionOf(locale)}
      effect="fade"
      fadeEffect={{ crossFade: true }}
      rewind
      autoplay={{ delay: BANNER_DELAY_MS, disableOnInteraction: false }}
      keyboard={{ enabled: false }}
      a11y={a11y}
      speed={reducedMotion() ? 0 : 600}
      onSwiper={setSwiper}
      onSlideChange={(s) => playShownVideo(s, playing)}
    >
      {slides.map((slide) => (
        <SwiperSlide key={slide.key}>{slide.node}</SwiperSlide>
      ))}
    </Swiper>
  );
}
