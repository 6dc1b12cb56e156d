import { createFileRoute } from '@tanstack/react-router';
import { redirectFind } from '../../../app/find-redirect.ts';

export const Route = createFileRoute('/{-$lang}/events/find/$destination')({
  beforeLoad: ({ context, params }) =>
    redirectFind(context.queryClient, params.lang, ['events', 'find', params.destination]),
});
