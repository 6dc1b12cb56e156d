import { createFileRoute } from '@tanstack/react-router';
import { PlacePage } from '../../../features/places/components/place-page.tsx';
import { slugParams } from '../../../lib/item-id-params.ts';

export const Route = createFileRoute('/{-$lang}/city/$slug')({
  params: slugParams,
  component: () => <PlacePage kind="city" />,
});
