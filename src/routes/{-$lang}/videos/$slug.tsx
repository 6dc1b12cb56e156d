import { createFileRoute } from '@tanstack/react-router';
import { VideoPage } from '../../../features/videos/video-page.tsx';
import { slugParams } from '../../../lib/item-id-params.ts';

export const Route = createFileRoute('/{-$lang}/videos/$slug')({
  params: slugParams,
  component: VideoPage,
});
