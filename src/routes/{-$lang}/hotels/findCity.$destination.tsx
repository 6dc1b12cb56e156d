import { createFileRoute } from '@tanstack/react-router';
import { redirectFind } from '../../../app/find-redirect.ts';

export const Route = createFileRoute('/{-$lang}/hotels/findCity/$destination')({
  beforeLoad: ({ context, params }) =>
    redirectFind(context.queryClient, params.lang, ['hotels', 'findCity', params.destination]),
});
