import { lazy, Suspense } from 'react';
import { useOnline } from '../../lib/use-online.ts';

// Only an offline device needs the banner's code (precached by the service worker).
const OfflineBanner = lazy(() => import('./offline-banner.tsx').then((m) => ({ default: m.OfflineBanner })));

export function ConnectionBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Suspense fallback={null}>
      <OfflineBanner />
    </Suspense>
  );
}
