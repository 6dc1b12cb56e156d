import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { useSessionUser } from '../../lib/auth.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { SiteMenu } from './site-menu.tsx';

export function SiteHeader() {
  const { t } = useLingui();
  const { lang } = useParams({ strict: false });
  const user = useSessionUser();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        <Trans>Aller au contenu</Trans>
      </a>
      <Link to="/{-$lang}" params={{ lang }} activeOptions={{ exact: true }} className="brand">
        <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
          <circle cx="16" cy="16" r="15" fill="#0d5c8c" />
          <path d="M6 21c4-6 8-9 10-9s6 3 10 9" stroke="#f5c16c" strokeWidth="3" fill="none" strokeLinecap="round" />
          <circle cx="16" cy="9" r="3" fill="#f5c16c" />
        </svg>
        <span>Rihla</span>
        <span className="visually-hidden">, {t`Accueil`}</span>
      </Link>
      <nav className="site-nav" aria-label={t`Navigation principale`}>
        {/* Wide screens only; on a phone the menu holds them. */}
        <Link to="/{-$lang}/hotels" params={{ lang }} activeProps={{ 'aria-current': 'page' }} className="nav-wide">
          <Trans>Hôtels</Trans>
        </Link>
        <Link
          to="/{-$lang}/restaurants"
          params={{ lang }}
          activeProps={{ 'aria-current': 'page' }}
          className="nav-wide"
        >
          <Trans>Restaurants</Trans>
        </Link>
        <Link to="/{-$lang}/events" params={{ lang }} activeProps={{ 'aria-current': 'page' }} className="nav-wide">
          <Trans>Événements</Trans>
        </Link>
        <Link to="/{-$lang}/secour" params={{ lang }} activeProps={{ 'aria-current': 'page' }} className="nav-sos">
          <Trans>Urgences</Trans>
        </Link>
        {user ? (
          <Link to="/{-$lang}/user" params={{ lang }} activeProps={{ 'aria-current': 'page' }} className="nav-account">
            <span className="visually-hidden">{t`Mon espace :`} </span>
            {user.firstName}
          </Link>
        ) : (
          <Link
            to="/{-$lang}/connexion"
            params={{ lang }}
            activeProps={{ 'aria-current': 'page' }}
            className="nav-account"
          >
            <Trans>Se connecter</Trans>
          </Link>
        )}
      </nav>
      <LanguageSwitcher />
      <SiteMenu />
    </header>
  );
}
