import { createFileRoute } from '@tanstack/react-router';
import { parsePageOnly } from '../../../../domain/listing-search.ts';
import { VideosPage } from '../../../features/videos/videos-page.tsx';

export const Route = createFileRoute('/{-$lang}/videos/')({
  validateSearch: parsePageOnly,
  component: VideosPage,
});
