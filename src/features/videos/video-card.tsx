import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { VIDEO_PREVIEW_DELAY_MS } from '../../../domain/constants.ts';
import type { Video } from '../../../domain/contract/catalogue.ts';
import { formatDuration } from '../../../domain/video.ts';
import { localized } from '../../lib/localized.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { VIDEO_TYPE_LABELS } from './video-type.ts';

/**
 * A video card: thumbnail with its duration and type, name and watch link. Hovering 500 ms loads a
 * muted preview (spinner while it loads) that plays from the start; leaving pauses and rewinds it.
 */
export function VideoCard({ video, eager }: { video: Video; eager: boolean }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { lang } = useParams({ strict: false });
  const [preview, setPreview] = useState<'off' | 'loading' | 'playing'>('off');
  const timer = useRef<number | undefined>(undefined);
  const player = useRef<HTMLVideoElement>(null);
  const name = localized(video, 'name', locale);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const start = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setPreview('loading'), VIDEO_PREVIEW_DELAY_MS);
  };
  const stop = () => {
    window.clearTimeout(timer.current);
    const element = player.current;
    if (element) {
      element.pause();
      element.currentTime = 0;
    }
    setPreview('off');
  };
  useEffect(() => {
    const element = player.current;
    if (preview !== 'loading' || !element) return;
    element.currentTime = 0;
    element.play().catch((error: unknown) => {
      console.warn('Video preview could not start', error);
      setPreview('off');
    });
  }, [preview]);

  return (
    <article className="card video-card" onPointerEnter={start} onPointerLeave={stop}>
      <div className="card-picture video-thumb">
        <img
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="card-image"
          src={video.vignette}
          alt=""
          width={318}
          height={160}
        />
        {preview !== 'off' && (
          <video
            ref={player}
            className="video-preview"
            src={video.videoLink}
            muted
            playsInline
            loop
            preload="auto"
            tabIndex={-1}
            onPlaying={() => setPreview('playing')}
          />
        )}
        {preview === 'loading' && (
          <span className="spinner" role="status">
            <span className="visually-hidden">{t`Chargement de l’aperçu`}</span>
          </span>
        )}
        <span className="badge video-type">{i18n._(VIDEO_TYPE_LABELS[video.type])}</span>
        <span className="video-duration" dir="ltr">
          {formatDuration(video.duration)}
        </span>
      </div>
      <div className="card-body">
        <h2 className="card-title">{name}</h2>
        <Link to="/{-$lang}/videos/$slug" params={{ lang, slug: video.slug }} className="button button-primary">
          <Trans>Regarder</Trans>
          <span className="visually-hidden"> {name}</span>
        </Link>
      </div>
    </article>
  );
}
