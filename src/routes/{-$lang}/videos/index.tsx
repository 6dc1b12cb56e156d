import { createFileRoute } from '@tanstack/react-router';
import { VideosPage } from '../../../features/videos/videos-page.tsx';
import { parsePageOnly } from '../../../lib/listing-search.ts';

export const Route = createFileRoute('/{-$lang}/videos/')({
  validateSearch: parsePageOnly,
  component: VideosPage,
});
