import { redirect } from '@tanstack/react-router';
import { storedToken } from './auth.ts';

/**
 * Pages that need an account send a visitor without a stored token home (spec §2), with the home's
 * data in hand (lib/home-data.ts, a chunk of its own: most visits never need it).
 */
export async function requireToken(lang: string | undefined): Promise<void> {
  if (storedToken()) return;
  await import('./home-data.ts').then((m) => m.seedHomeData(lang)).catch(() => undefined);
  throw redirect({ to: '/{-$lang}', params: { lang }, replace: true });
}

/**
 * Pages of the traveller's own (an order's payment) send a visitor to sign in, then back to
 * `here`, in the page's language.
 */
export function requireSignIn(here: string, locale: string): void {
  if (storedToken()) return;
  throw redirect({
    to: '/{-$lang}/connexion',
    params: { lang: locale === 'fr' ? undefined : locale },
    search: { redirect: here },
    replace: true,
  });
}
