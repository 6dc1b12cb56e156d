import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../../features/account/auth-pages.tsx';

export const Route = createFileRoute('/{-$lang}/connexion')({
  validateSearch: (raw: Record<string, unknown>): { redirect?: string; reset?: number } => ({
    ...(typeof raw.redirect === 'string' ? { redirect: raw.redirect } : {}),
    ...(raw.reset === 1 || raw.reset === '1' ? { reset: 1 } : {}),
  }),
  component: SignInPage,
});
