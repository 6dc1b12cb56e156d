import { Trans } from '@lingui/react/macro';

export function SiteFooter() {
  return (
    <footer className="site-footer">
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
