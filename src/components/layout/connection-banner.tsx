import { lazy } from 'react';
import { useOnline } from '../../lib/use-online.ts';
import { Optional } from '../optional.tsx';

// Only an offline device needs the banner's code (precached by the service worker).
const OfflineBanner = lazy(() => import('./offline-banner.tsx').then((m) => ({ default: m.OfflineBanner })));

export function ConnectionBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Optional>
      <OfflineBanner />
    </Optional>
  );
}
