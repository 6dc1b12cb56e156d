import { Trans } from '@lingui/react/macro';
import { GUIDE_TEXT, USER_TEXT } from '../../domain/seo.ts';
import { useLocale } from '../lib/use-locale.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

/** Reached only with a stored token; the accounts work fills these pages. */
export function AccountPlaceholder({ area }: { area: 'user' | 'guide' }) {
  const locale = useLocale();
  const title = (area === 'user' ? USER_TEXT : GUIDE_TEXT).title[locale];
  usePageTitle(title);
  return (
    <section className="page-section">
      <h1>{title}</h1>
      <p>
        <Trans>Votre espace arrive bientôt : profil et réservations seront affichés ici.</Trans>
      </p>
    </section>
  );
}
