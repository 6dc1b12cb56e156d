import { createFileRoute } from '@tanstack/react-router';
import { redirectFind } from '../../../app/find-redirect.ts';

export const Route = createFileRoute('/{-$lang}/hotels/findHotel/state/$state')({
  beforeLoad: ({ context, params }) =>
    redirectFind(context.queryClient, params.lang, ['hotels', 'findHotel', 'state', params.state]),
});
