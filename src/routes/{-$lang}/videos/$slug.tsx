import { createFileRoute, notFound } from '@tanstack/react-router';
import { VideoPage } from '../../../features/videos/video-page.tsx';

export const Route = createFileRoute('/{-$lang}/videos/$slug')({
  params: {
    parse: ({ slug }) => {
      if (!/^[a-z0-9-]{1,120}$/.test(slug)) throw notFound();
      return { slug };
    },
    stringify: ({ slug }) => ({ slug }),
  },
  component: VideoPage,
});
