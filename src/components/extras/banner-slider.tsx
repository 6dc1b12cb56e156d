import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { lazy, useEffect, useState } from 'react';
import { BANNER_MOBILE_MAX_PX } from '../../../domain/constants.ts';
import type { Banner } from '../../../domain/contract/catalogue.ts';
import { apiQuery } from '../../lib/api-query.ts';
import { localized } from '../../lib/localized.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { Optional } from '../optional.tsx';
import { useLiveWhenNear } from './use-live-when-near.ts';

const LiveBanner = lazy(() => import('./swiper-live.tsx').then((m) => ({ default: m.LiveBanner })));

const MOBILE = `(max-width: ${BANNER_MOBILE_MAX_PX}px)`;

/** One banner, a link to its page; its picture or video from the mobile source up to 768 px wide (spec §9). */
function BannerSlide({ banner, first }: { banner: Banner; first: boolean }) {
  const locale = useLocale();
  const { lang } = useParams({ strict: false });
  const alt = localized(banner, 'alt', locale);
  const href = banner.link.startsWith('/') ? `${lang ? `/${lang}` : ''}${banner.link}` : banner.link;
  const mobile = banner.source_mobile && <source media={MOBILE} srcSet={banner.source_mobile} />;
  return (
    <a className="banner-link" href={href}>
      {banner.type === 'video' ? (
        // Plays while it is the banner shown and the banners play (swiper-live.tsx).
        <video className="banner-media" muted loop playsInline preload="metadata" aria-label={alt}>
          {banner.source_mobile && <source media={MOBILE} src={banner.source_mobile} />}
          <source src={banner.source} />
        </video>
      ) : (
        <picture>
          {mobile}
          <img
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
            decoding="async"
            className="banner-media"
            src={banner.source}
            alt={alt}
            width={1600}
            height={600}
          />
        </picture>
      )}
    </a>
  );
}

/**
 * One group of banners (spec §2), fading from one to the next every second, with a pause button
 * (motion that cannot be stopped fails WCAG 2.2.2); nothing at all when the group is empty. The
 * first banner is plain markup (the server's, in the space the slider keeps) until swiper runs
 * (use-live-when-near.ts): the home page's, at its top, waits for the page's first load to end.
 * `priority`: the slider is at the top of the page, so its first picture loads at once.
 */
export function BannerSlider({ group, priority = false }: { group: 0 | 1 | 2; priority?: boolean }) {
  const { t } = useLingui();
  const query = useQuery(apiQuery('/utilisateur/a_d_s_f_ront', 'bannersResponseSchema'));
  const { ref, element, live } = useLiveWhenNear<HTMLElement>();
  const [playing, setPlaying] = useState(true);
  // A traveller who asked for less motion starts with the banners still; the button plays them.
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setPlaying(false);
  }, []);

  // Every banner must have a source to be shown (spec §2).
  const banners = (query.data?.states[group] ?? []).filter((b) => b.source);
  if (banners.length === 0) return null;
  const slides = banners.map((banner, i) => ({
    key: banner.id,
    node: <BannerSlide banner={banner} first={priority && i === 0} />,
  }));
  const still = <div className="banner-still">{slides[0]?.node}</div>;
  return (
    <section ref={ref} className="banner-slider" aria-roledescription={t`carrousel`} aria-label={t`À la une`}>
      <Optional fallback={still}>
        {live && element && banners.length > 1 ? (
          <LiveBanner slides={slides} root={element} playing={playing} />
        ) : (
          still
        )}
      </Optional>
      {banners.length > 1 && (
        <button type="button" className="banner-pause" onClick={() => setPlaying((p) => !p)}>
          {playing ? t`Mettre en pause` : t`Reprendre le défilement`}
        </button>
      )}
    </section>
  );
}
