import { redirect } from '@tanstack/react-router';
import { storedToken } from './auth.ts';

/** Pages that need an account send a visitor without a stored token home (spec §2). */
export function requireToken(lang: string | undefined): void {
  if (!storedToken()) throw redirect({ to: '/{-$lang}', params: { lang }, replace: true });
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
