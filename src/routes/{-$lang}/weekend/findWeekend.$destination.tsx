import { createFileRoute } from '@tanstack/react-router';
import { redirectFind } from '../../../app/find-redirect.ts';

export const Route = createFileRoute('/{-$lang}/weekend/findWeekend/$destination')({
  beforeLoad: ({ context, params }) =>
    redirectFind(context.queryClient, params.lang, ['weekend', 'findWeekend', params.destination]),
});
