import { createFileRoute } from '@tanstack/react-router';
import { redirectFind } from '../../../app/find-redirect.ts';

export const Route = createFileRoute('/{-$lang}/activity/findActivity/state/$state')({
  beforeLoad: ({ context, params }) =>
    redirectFind(context.queryClient, params.lang, ['activity', 'findActivity', 'state', params.state]),
});
