import { createFileRoute } from '@tanstack/react-router';
import { SavedPagesPage } from '../../features/account/saved-pages.tsx';

export const Route = createFileRoute('/{-$lang}/hors-connexion')({
  component: SavedPagesPage,
});
