import { Trans } from '@lingui/react/macro';
import { useOnline } from '../../lib/use-online.ts';

export function ConnectionBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="connection-banner" role="status">
      <Trans>Vous êtes hors ligne : Rihla affiche les données enregistrées sur cet appareil.</Trans>
    </div>
  );
}
