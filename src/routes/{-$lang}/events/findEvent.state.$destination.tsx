import { createFileRoute } from '@tanstack/react-router';
import { redirectFind } from '../../../app/find-redirect.ts';

export const Route = createFileRoute('/{-$lang}/events/findEvent/state/$destination')({
  beforeLoad: ({ context, params }) =>
    redirectFind(context.queryClient, params.lang, ['events', 'findEvent', 'state', params.destination]),
});
