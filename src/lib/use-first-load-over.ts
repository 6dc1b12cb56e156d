import { useEffect, useState } from 'react';
import { afterFirstLoad } from './after-first-load.ts';

/**
 * Whether the page's first load is over (lib/after-first-load.ts): at once after a navigation
 * inside the app; on a first visit, once the page has loaded and settled, or at the traveller's
 * first click or key. A page whose data is asked live from the browser (a reservation page's
 * seats, tables or departures) asks it then, so that its answers' schemas (zod) stay out of that
 * first load's budget (tests/e2e/budgets.spec.ts).
 */
export function useFirstLoadOver(): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterFirstLoad().then(() => {
      if (mounted) setOver(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return over;
}
