import { createFileRoute } from '@tanstack/react-router';
import { SignUpPage } from '../../features/account/auth-pages.tsx';

export const Route = createFileRoute('/{-$lang}/inscription')({
  component: SignUpPage,
});
