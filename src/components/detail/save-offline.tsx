import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useParams } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { formatDate } from '../../lib/format.ts';
import { removeSaved, SaveError, type SaveOptions, savePage, useSavedPages } from '../../lib/offline-saves.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { useOnline } from '../../lib/use-online.ts';

/** The page's path without its language prefix: a saved page serves every language. */
const withoutLanguage = (pathname: string) => pathname.replace(/^\/(fr|en|ar|ru|zh|ja|ko)(?=\/|$)/, '') || '/';

/**
 * "Save for offline" on an item or place page: its API answers and pictures (`urls`, and what
 * `follow` finds in the answers) are kept on the device until removed, with when they were saved;
 * refresh and remove from here or from the saved list. A long save shows its progress.
 */
export function SaveOffline({
  title,
  image,
  urls,
  follow,
  hint,
}: {
  title: string;
  image?: string | undefined;
  urls: string[];
  follow?: SaveOptions['follow'];
  /** What a save holds, when it is more than the page itself. */
  hint?: ReactNode;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const online = useOnline();
  const { lang } = useParams({ strict: false });
  const path = withoutLanguage(useLocation().pathname);
  const saved = useSavedPages().find((p) => p.path === path);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = progress !== null;

  const save = async () => {
    setProgress({ done: 0, total: urls.length });
    setProblem(null);
    try {
      await savePage(
        { path, title, image, urls },
        { follow, onProgress: (done, total) => setProgress({ done, total }) },
      );
    } catch (error) {
      const reason = error instanceof SaveError ? error.reason : 'network';
      setProblem(
        reason === 'quota'
          ? t`Plus assez de place sur cet appareil : retirez des pages enregistrées, puis réessayez. Rien n’a été perdu.`
          : reason === 'unsupported'
            ? t`Ce navigateur ne permet pas d’enregistrer des pages.`
            : t`L’enregistrement a échoué. Réessayez une fois bien connecté.`,
      );
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="save-offline">
      {saved ? (
        <>
          <p role="status">
            <Trans>Enregistré pour hors connexion le {formatDate(saved.savedAt.slice(0, 10), locale)}.</Trans>
          </p>
          <p className="save-offline-actions">
            <button type="button" className="button" onClick={() => void save()} disabled={busy || !online}>
              <Trans>Mettre à jour</Trans>
            </button>
            <button type="button" className="button" onClick={() => void removeSaved(path)}>
              <Trans>Retirer</Trans>
            </button>
            <Link to="/{-$lang}/hors-connexion" params={{ lang }}>
              <Trans>Pages enregistrées</Trans>
            </Link>
          </p>
        </>
      ) : (
        <button
          type="button"
          className="button"
          onClick={() => void save()}
          disabled={busy || !online}
          aria-busy={busy}
        >
          {busy ? t`Enregistrement…` : t`Enregistrer pour hors connexion`}
        </button>
      )}
      {hint && !saved && !busy && <p className="save-offline-hint">{hint}</p>}
      {progress && progress.total > 1 && (
        <p className="save-offline-progress">
          <progress max={progress.total} value={progress.done} aria-label={t`Enregistrement…`} />
          <span dir="ltr">
            {progress.done} / {progress.total}
          </span>
        </p>
      )}
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
