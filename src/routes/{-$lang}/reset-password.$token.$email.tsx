import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../features/account/auth-pages.tsx';

export const Route = createFileRoute('/{-$lang}/reset-password/$token/$email')({
  component: ResetPasswordPage,
});
