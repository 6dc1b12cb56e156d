import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { BANNER_DELAY_MS, BANNER_MOBILE_MAX_PX } from '../../../domain/constants.ts';
import type { Banner } from '../../../domain/contract/catalogue.ts';
import { apiQuery } from '../../lib/api-query.ts';
import { localized } from '../../lib/localized.ts';
import { useLocale } from '../../lib/use-locale.ts';

const MOBILE = `(max-width: ${BANNER_MOBILE_MAX_PX}px)`;

function BannerMedia({ banner, active, first }: { banner: Banner; active: boolean; first: boolean }) {
  const locale = useLocale();
  const alt = localized(banner, 'alt', locale);
  if (banner.type === 'video') {
    const small = typeof window !== 'undefined' && window.matchMedia(MOBILE).matches;
    return (
      <video
        className="banner-media"
        src={small ? banner.source_mobile : banner.source}
        muted
        loop
        playsInline
        autoPlay={active}
        preload="metadata"
        aria-label={alt}
      />
    );
  }
  return (
    <picture>
      <source media={MOBILE} srcSet={banner.source_mobile} />
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
  );
}

/**
 * One group of banners (spec §2): fading from one to the next every second, with a pause button
 * (motion that cannot be stopped fails WCAG 2.2.2); nothing at all when the group is empty.
 */
/** `priority`: the slider is at the top of the page, so its first picture loads at once. */
export function BannerSlider({ group, priority = false }: { group: 0 | 1 | 2; priority?: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { lang } = useParams({ strict: false });
  const query = useQuery(apiQuery('/utilisateur/a_d_s_f_ront', 'bannersResponseSchema'));
  // Every banner must have a source to be shown (spec §2).
  const banners = (query.data?.states[group] ?? []).filter((b) => b.source);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    if (!playing || banners.length < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % banners.length), BANNER_DELAY_MS);
    return () => window.clearInterval(timer);
  }, [playing, banners.length]);

  if (banners.length === 0) return null;
  const active = banners[index % banners.length] as Banner;
  const href = active.link.startsWith('/') ? `${lang ? `/${lang}` : ''}${active.link}` : active.link;
  return (
    <section className="banner-slider" aria-roledescription={t`carrousel`} aria-label={t`À la une`}>
      {banners.map((banner, i) => (
        <div
          key={banner.id}
          className={`banner-slide${banner === active ? ' active' : ''}`}
          aria-hidden={banner === active ? undefined : true}
        >
          <BannerMedia banner={banner} active={banner === active} first={priority && i === 0} />
        </div>
      ))}
      <a className="banner-link" href={href}>
        <span className="visually-hidden">{localized(active, 'alt', locale)}</span>
      </a>
      {banners.length > 1 && (
        <button type="button" className="banner-pause" onClick={() => setPlaying((p) => !p)}>
          {playing ? t`Mettre en pause` : t`Reprendre le défilement`}
        </button>
      )}
    </section>
  );
}
