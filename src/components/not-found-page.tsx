import { Trans } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import { NOT_FOUND_TEXT } from '../../domain/seo.ts';
import { useLocale } from '../lib/use-locale.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

export function NotFoundPage() {
  const router = useRouter();
  const locale = useLocale();
  usePageTitle(NOT_FOUND_TEXT.title[locale]);
  return (
    <section className="not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>
        <Trans>Page introuvable</Trans>
      </h1>
      <p>
        <Trans>Cette page n’existe pas ou a été déplacée.</Trans>
      </p>
      <div className="actions">
        <button type="button" className="button" onClick={() => router.history.back()}>
          <Trans>Retour</Trans>
        </button>
        <Link to="/{-$lang}" params={{ lang: locale === 'fr' ? undefined : locale }} className="button button-primary">
          <Trans>Accueil</Trans>
        </Link>
      </div>
    </section>
  );
}
