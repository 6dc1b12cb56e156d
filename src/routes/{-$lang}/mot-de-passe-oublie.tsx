import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../../features/account/auth-pages.tsx';

export const Route = createFileRoute('/{-$lang}/mot-de-passe-oublie')({
  component: ForgotPasswordPage,
});
