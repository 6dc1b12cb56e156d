import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { COPY_TOAST_MS, EMBED_SIZE, SHARE_WINDOW } from '../../../domain/constants.ts';
import type { Video } from '../../../domain/contract/catalogue.ts';
import { plainText } from '../../../domain/text.ts';
import { abbreviateViews, cutDescription, formatDuration } from '../../../domain/video.ts';
import { CoverBanner } from '../../components/cover-banner.tsx';
import { QueryFallback } from '../../components/query-fallback.tsx';
import { SafeHtml } from '../../components/safe-html.tsx';
import { apiQuery } from '../../lib/api-query.ts';
import { localized } from '../../lib/localized.ts';
import { showToast } from '../../lib/toast.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { upNext, useAutoplayNext, useInteractionGuard } from './autoplay.ts';
import { VIDEO_TYPE_LABELS } from './video-type.ts';

/** The other videos: those of the same type first, then the rest of the first page. */
function useRelated(video: Video | undefined) {
  const sameType = useQuery({
    ...apiQuery(`/utilisateur/videos?page=1&type=${encodeURIComponent(video?.type ?? '')}`, 'videosPageResponseSchema'),
    enabled: Boolean(video),
  });
  const firstPage = useQuery({
    ...apiQuery('/utilisateur/videos?page=1', 'videosPageResponseSchema'),
    enabled: Boolean(video),
  });
  return useMemo(() => {
    const others = [...(sameType.data?.videos.data ?? []), ...(firstPage.data?.videos.data ?? [])];
    const byId = new Map(others.filter((v) => v.id !== video?.id).map((v) => [v.id, v]));
    return [...byId.values()];
  }, [video, sameType.data, firstPage.data]);
}

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Share buttons (spec §2 and §8): networks open a 600×400 window; Instagram, link and embed copy. */
function SharePanel({ video, pageUrl }: { video: Video; pageUrl: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const title = localized(video, 'name', locale);
  const text = cutDescription(plainText(localized(video, 'description', locale)));
  const url = encodeURIComponent(pageUrl);
  const networks = [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { name: 'Twitter', href: `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(text)}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} — ${pageUrl}`)}` },
    { name: 'Reddit', href: `https://www.reddit.com/submit?url=${url}&title=${encodeURIComponent(title)}` },
  ];
  const open = (href: string) =>
    window.open(href, 'rihla-share', `width=${SHARE_WINDOW.width},height=${SHARE_WINDOW.height},noopener`);
  const copyFailed = () =>
    void showToast(t`Impossible de copier : copiez l’adresse depuis la barre du navigateur.`, 'error');
  // The embed page (server/modules/pages/video-embed.ts): just the player, allowed inside other sites' frames.
  const embedUrl = new URL(`/${locale}/videos/${encodeURIComponent(video.slug)}/embed`, pageUrl);
  const embed = `<iframe width="${EMBED_SIZE.width}" height="${EMBED_SIZE.height}" src="${embedUrl}" title="${title.replace(/"/g, '&quot;')}" allowfullscreen></iframe>`;

  const copy = async (text: string, done: string) =>
    (await copyText(text)) ? void showToast(done, 'success', COPY_TOAST_MS) : copyFailed();
  const buttons = [
    ...networks.slice(0, 2).map((n) => ({ key: n.name, label: n.name, act: () => open(n.href) })),
    {
      key: 'Instagram',
      label: 'Instagram',
      act: async () => {
        if (!(await copyText(pageUrl))) return copyFailed();
        window.alert(t`Lien copié ! Ouvrez Instagram et collez le lien dans votre story ou votre publication.`);
      },
    },
    ...networks.slice(2).map((n) => ({ key: n.name, label: n.name, act: () => open(n.href) })),
    { key: 'link', label: t`Copier le lien`, act: () => copy(pageUrl, t`Lien copié dans le presse-papiers !`) },
    { key: 'embed', label: t`Intégrer`, act: () => copy(embed, t`Code d’intégration copié !`) },
  ];
  return (
    <section className="share-panel" aria-labelledby="share">
      <h2 id="share">
        <Trans>Partager</Trans>
      </h2>
      <ul className="share-buttons">
        {buttons.map((button) => (
          <li key={button.key}>
            <button type="button" className="button" onClick={button.act}>
              {button.label}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The videos that play next, in the loop's order, with a way to shuffle them. */
function RelatedVideos({ shown, onShuffle }: { shown: Video[]; onShuffle: () => void }) {
  const locale = useLocale();
  const { lang } = useParams({ from: '/{-$lang}/videos/$slug' });
  return (
    <aside className="detail-aside related-videos" aria-labelledby="related">
      <div className="related-head">
        <h2 id="related">
          <Trans>À suivre</Trans>
        </h2>
        <button type="button" className="button" onClick={onShuffle}>
          <Trans>Mélanger</Trans>
        </button>
      </div>
      <ol className="related-list">
        {shown.map((v) => (
          <li key={v.id}>
            <Link to="/{-$lang}/videos/$slug" params={{ lang, slug: v.slug }} className="related-item">
              <img loading="lazy" decoding="async" src={v.vignette} alt="" width={128} height={64} />
              <span>
                <span className="related-name">{localized(v, 'name', locale)}</span>
                <span className="related-duration" dir="ltr">
                  {formatDuration(v.duration)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </aside>
  );
}

/**
 * A video's page: player with poster, an overlay play button when autoplay is refused or the
 * video changes, a progress bar, download, share, and related videos that play next, in a loop.
 * The loop's order is kept while it plays on, so it goes round instead of back and forth; it
 * never moves while the traveller is using the page, and can be switched off.
 */
export function VideoPage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { slug, lang } = useParams({ from: '/{-$lang}/videos/$slug' });
  const navigate = useNavigate();
  const query = useQuery(apiQuery(`/utilisateur/videos/${slug}`, 'videoDetailResponseSchema'));
  const hydrated = useHydrated();
  const video = query.data?.video;
  const related = useRelated(video);
  // The loop being played (this video and the others), kept when moving along it or shuffled.
  const [kept, setKept] = useState<Video[] | null>(null);
  const sequence = video && kept?.some((v) => v.id === video.id) ? kept : video ? [video, ...related] : [];
  const shown = video ? upNext(sequence, video.id) : [];
  const [autoplay, setAutoplay] = useAutoplayNext();
  const [held, setHeld] = useState(false);
  const autoplaySwitch = useRef<HTMLInputElement>(null);
  const player = useRef<HTMLVideoElement>(null);
  const isInteracting = useInteractionGuard(() => [player.current, autoplaySwitch.current]);
  const [paused, setPaused] = useState(true);
  const [progress, setProgress] = useState(0);
  const name = video ? localized(video, 'name', locale) : undefined;
  const views = video ? abbreviateViews(video.views, locale) : '';
  usePageTitle(name);

  // Each new video starts from the beginning, by itself when the browser allows it.
  useEffect(() => {
    const element = player.current;
    if (!video || !element) return;
    setProgress(0);
    setHeld(false);
    element.currentTime = 0;
    element.play().catch(() => setPaused(true));
  }, [video]);

  if (!video) return <QueryFallback query={query} loadingLabel={t`Chargement de la vidéo`} height={360} />;

  // The page's address without its query, once the page runs in the browser; until then (server
  // rendering, hydration) the share panel only needs a base.
  const pageUrl = hydrated ? (window.location.href.split('?')[0] ?? '') : `http://localhost/videos/${video.slug}`;
  const next = shown[0];
  const nextName = next ? localized(next, 'name', locale) : '';
  const playNext = () => {
    if (!autoplay || !next) return;
    if (isInteracting()) return setHeld(true);
    setKept(sequence);
    void navigate({ to: '/{-$lang}/videos/$slug', params: { lang, slug: next.slug } });
  };
  const download = () => {
    if (!video.videoLink) return void showToast(t`Échec du téléchargement : aucune vidéo à télécharger`, 'error');
    const link = document.createElement('a');
    link.href = video.videoLink;
    link.download = `${video.slug}${video.videoLink.slice(video.videoLink.lastIndexOf('.'))}`;
    document.body.append(link);
    link.click();
    link.remove();
    void showToast(t`Téléchargement lancé !`);
  };

  return (
    <>
      <CoverBanner
        title={name ?? ''}
        crumbs={[
          { label: t`Accueil`, to: '/{-$lang}' },
          { label: t`Vidéos`, to: '/{-$lang}/videos' },
          { label: name ?? '' },
        ]}
      >
        <p className="cover-meta">
          <span className="badge">{i18n._(VIDEO_TYPE_LABELS[video.type])}</span>
          <span dir="ltr">{formatDuration(video.duration)}</span>
          <span>
            <Plural value={video.views} one={`${views} vue`} other={`${views} vues`} />
          </span>
        </p>
      </CoverBanner>
      <div className="detail video-detail">
        <div className="detail-columns">
          <div className="detail-main">
            <div className="player">
              {/* biome-ignore lint/a11y/useMediaCaption: the catalogue's clips have no dialogue to caption */}
              <video
                key={video.slug}
                ref={player}
                src={video.videoLink}
                poster={video.cover}
                controls
                playsInline
                preload="metadata"
                onPlay={() => setPaused(false)}
                onPause={() => setPaused(true)}
                onTimeUpdate={(e) => {
                  const { currentTime, duration } = e.currentTarget;
                  setProgress(duration ? currentTime / duration : 0);
                }}
                onEnded={playNext}
              />
              {paused && progress === 0 && (
                <button type="button" className="player-play" onClick={() => void player.current?.play()}>
                  <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
                    <path d="M8 5v14l11-7z" fill="currentColor" />
                  </svg>
                  <span className="visually-hidden">{t`Lire la vidéo`}</span>
                </button>
              )}
              <progress
                className="player-progress"
                max={1}
                value={progress}
                aria-label={t`Progression de la lecture`}
              />
            </div>
            {held && autoplay && next && (
              <p className="autoplay-held" role="status">
                <Trans>La vidéo suivante attend que vous ayez fini.</Trans>{' '}
                <Link to="/{-$lang}/videos/$slug" params={{ lang, slug: next.slug }}>
                  <Trans>Vidéo suivante : {nextName}</Trans>
                </Link>
              </p>
            )}
            <div className="video-actions">
              <button type="button" className="button button-primary" onClick={download}>
                <Trans>Télécharger</Trans>
              </button>
              <label className="autoplay-switch">
                <input
                  ref={autoplaySwitch}
                  type="checkbox"
                  role="switch"
                  aria-checked={autoplay}
                  checked={autoplay}
                  onChange={(e) => setAutoplay(e.currentTarget.checked)}
                />
                <Trans>Lire la vidéo suivante automatiquement</Trans>
              </label>
            </div>
            <section aria-labelledby="about">
              <h2 id="about">
                <Trans>À propos</Trans>
              </h2>
              <SafeHtml className="rich-text" html={localized(video, 'description', locale)} />
            </section>
            <SharePanel video={video} pageUrl={pageUrl} />
          </div>
          <RelatedVideos shown={shown} onShuffle={() => setKept([video, ...shuffled(shown)])} />
        </div>
      </div>
    </>
  );
}
