import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { formatDate } from '../../lib/format.ts';
import { removeSaved, SaveError, savePage, useSavedPages } from '../../lib/offline-saves.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { useOnline } from '../../lib/use-online.ts';

/** The page's path without its language prefix: a saved page serves every language. */
const withoutLanguage = (pathname: string) => pathname.replace(/^\/(fr|en|ar|ru|zh|ja|ko)(?=\/|$)/, '') || '/';

/**
 * "Save for offline" on an item page: its API answer and its pictures are kept on the device
 * until removed, with when they were saved; refresh and remove from here or from the saved list.
 */
export function SaveOffline({ apiPath, title, images }: { apiPath: string; title: string; images: string[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const online = useOnline();
  const { lang } = useParams({ strict: false });
  const path = withoutLanguage(useLocation().pathname);
  const saved = useSavedPages().find((p) => p.path === path);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const save = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await savePage({ path, title, image: images[0], urls: [apiPath, ...images] });
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
      setBusy(false);
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
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
