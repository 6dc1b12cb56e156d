import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatAge } from '../../lib/format.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { useOnline } from '../../lib/use-online.ts';

/**
 * Offline, the page shows what this device kept: the banner says so, and how old the oldest of
 * the data on screen is (stale while offline, never an error).
 */
export function OfflineBanner() {
  const online = useOnline();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (online) return;
    const refresh = () => setNow(Date.now());
    refresh();
    // Again each minute, and whenever the cache changes (the saved copy is restored after a start).
    const timer = window.setInterval(refresh, 60_000);
    const unsubscribe = queryClient.getQueryCache().subscribe(refresh);
    return () => {
      window.clearInterval(timer);
      unsubscribe();
    };
  }, [online, queryClient]);
  if (online) return null;
  const shown = queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.getObserversCount() > 0 && q.state.dataUpdatedAt > 0)
    .map((q) => q.state.dataUpdatedAt);
  const age = shown.length > 0 ? formatAge(now - Math.min(...shown), locale) : null;
  return (
    <div className="connection-banner" role="status">
      {age ? (
        <Trans>
          Vous êtes hors ligne : Rihla affiche les données enregistrées sur cet appareil, mises à jour {age}.
        </Trans>
      ) : (
        <Trans>Vous êtes hors ligne : Rihla affiche les données enregistrées sur cet appareil.</Trans>
      )}
    </div>
  );
}
