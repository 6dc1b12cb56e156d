import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { lazy } from 'react';
import { useInstallHelpWanted } from '../../lib/install-offer.ts';
import { Optional } from '../optional.tsx';

const InstallApp = lazy(() => import('./install-app.tsx').then((m) => ({ default: m.InstallApp })));

export function SiteFooter() {
  const { t } = useLingui();
  const { lang } = useParams({ strict: false });
  const installHelp = useInstallHelpWanted();
  return (
    <footer className="site-footer">
      <nav aria-label={t`Informations`}>
        <ul className="footer-links">
          <li>
            <Link to="/{-$lang}/mission" params={{ lang }}>
              <Trans>Notre mission</Trans>
            </Link>
          </li>
          <li>
            <Link to="/{-$lang}/apropos" params={{ lang }}>
              <Trans>À propos de Rihla</Trans>
            </Link>
          </li>
          <li>
            <Link to="/{-$lang}/contact" params={{ lang }}>
              <Trans>Nous contacter</Trans>
            </Link>
          </li>
          <li>
            <Link to="/{-$lang}/cgv" params={{ lang }}>
              <Trans>Conditions générales de vente</Trans>
            </Link>
          </li>
          <li>
            <Link to="/{-$lang}/agil" params={{ lang }}>
              <Trans>Carburant (Agil)</Trans>
            </Link>
          </li>
          <li>
            <Link to="/{-$lang}/tt" params={{ lang }}>
              <Trans>Téléphone et internet (Tunisie Telecom)</Trans>
            </Link>
          </li>
          <li>
            <Link to="/{-$lang}/gat" params={{ lang }}>
              <Trans>Assurance voyage (GAT)</Trans>
            </Link>
          </li>
          <li>
            <Link to="/{-$lang}/termes" params={{ lang }}>
              <Trans>Conditions d’utilisation et confidentialité</Trans>
            </Link>
          </li>
          <li>
            <Link to="/{-$lang}/hors-connexion" params={{ lang }}>
              <Trans>Pages enregistrées</Trans>
            </Link>
          </li>
          <li>
            <Link to="/{-$lang}/confidentialite" params={{ lang }}>
              <Trans>Politique de confidentialité</Trans>
            </Link>
          </li>
          <li>
            <Link to="/{-$lang}/localisation" params={{ lang }}>
              <Trans>Données de localisation</Trans>
            </Link>
          </li>
        </ul>
      </nav>
      {installHelp && (
        <Optional>
          <InstallApp />
        </Optional>
      )}
      <p>
        <Trans>
          Urgences : police{' '}
          <a href="tel:197">
            <bdi>197</bdi>
          </a>
          , protection civile{' '}
          <a href="tel:198">
            <bdi>198</bdi>
          </a>
        </Trans>
      </p>
      <p>
        <Trans>Rihla est un guide, pas un voyagiste. Ses services de guide sont gratuits.</Trans>
      </p>
      <p className="credits">
        <Trans>Illustrations des hôtels de démonstration dessinées par Rihla.</Trans>
      </p>
    </footer>
  );
}
