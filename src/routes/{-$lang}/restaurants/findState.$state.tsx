import { createFileRoute } from '@tanstack/react-router';
import { redirectFind } from '../../../app/find-redirect.ts';

export const Route = createFileRoute('/{-$lang}/restaurants/findState/$state')({
  beforeLoad: ({ context, params }) =>
    redirectFind(context.queryClient, params.lang, ['restaurants', 'findState', params.state]),
});
