import { Plural, Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { SAVED_TEXT } from '../../../domain/seo.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { removeSaved, useSavedPages } from '../../lib/offline-saves.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** The pages kept for offline reading, with the storage Rihla uses on this device. */
export function SavedPagesPage() {
  const locale = useLocale();
  const pages = useSavedPages();
  usePageTitle(SAVED_TEXT.title[locale]);
  const [usage, setUsage] = useState<{ used: number; quota: number } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the list changes
  useEffect(() => {
    void navigator.storage
      ?.estimate?.()
      .then((e) => setUsage({ used: e.usage ?? 0, quota: e.quota ?? 0 }))
      .catch(() => setUsage(null));
  }, [pages.length]);
  const prefix = locale === 'fr' ? '/fr' : `/${locale}`;
  const megabytes = (bytes: number) => formatNumber(Math.round((bytes / 1_048_576) * 10) / 10, locale);

  return (
    <section className="page-section account">
      <h1>{SAVED_TEXT.title[locale]}</h1>
      {usage && (
        <p className="field-hint">
          <Trans>
            Rihla utilise {megabytes(usage.used)} Mo sur cet appareil (sur {megabytes(usage.quota)} Mo disponibles).
          </Trans>
        </p>
      )}
      {pages.length === 0 ? (
        <p className="empty-state">
          <Trans>
            Aucune page enregistrée. Sur la page d’un hôtel, d’un monument, d’un événement ou d’une destination, touchez
            « Enregistrer pour hors connexion » : elle restera lisible sans réseau.
          </Trans>
        </p>
      ) : (
        <>
          <p>
            <Plural value={pages.length} one="# page enregistrée" other="# pages enregistrées" />
          </p>
          <ul className="cart-list">
            {pages.map((page) => (
              <li key={page.path} className="cart-item">
                {page.image && <img loading="lazy" decoding="async" src={page.image} alt="" width={96} height={64} />}
                <div>
                  <a href={`${prefix}${page.path}`} className="cart-title">
                    {page.title}
                  </a>
                  <span className="card-meta">
                    <Trans>Enregistrée le {formatDate(page.savedAt.slice(0, 10), locale)}</Trans>
                  </span>
                </div>
                <button type="button" className="button" onClick={() => void removeSaved(page.path)}>
                  <Trans>Retirer</Trans>
                  <span className="visually-hidden"> {page.title}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
