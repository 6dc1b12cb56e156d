import { redirect } from '@tanstack/react-router';
import { storedToken } from './auth.ts';

/** Pages that need an account send a visitor without a stored token home (spec §2). */
export function requireToken(lang: string | undefined): void {
  if (!storedToken()) throw redirect({ to: '/{-$lang}', params: { lang }, replace: true });
}
