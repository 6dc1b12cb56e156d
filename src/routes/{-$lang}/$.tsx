import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../components/not-found-page.tsx';

export const Route = createFileRoute('/{-$lang}/$')({
  component: NotFoundPage,
});
