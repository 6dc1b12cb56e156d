import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { onUpdateAvailable } from '../../app/update-bus.ts';

/** Offers a new version; accepting reloads once the new worker controls the page. */
export function UpdatePrompt() {
  const [apply, setApply] = useState<(() => void) | null>(null);
  useEffect(() => onUpdateAvailable((fn) => setApply(() => fn)), []);
  if (!apply) return null;
  return (
    <div className="update-prompt" role="alert">
      <span>
        <Trans>Une nouvelle version de Rihla est disponible.</Trans>
      </span>
      <button type="button" className="button button-primary" onClick={apply}>
        <Trans>Mettre à jour</Trans>
      </button>
      <button type="button" className="button" onClick={() => setApply(null)}>
        <Trans>Plus tard</Trans>
      </button>
    </div>
  );
}
