import { createFileRoute } from '@tanstack/react-router';
import { redirectFind } from '../../../app/find-redirect.ts';

export const Route = createFileRoute('/{-$lang}/maison/findMaison/state/$state')({
  beforeLoad: ({ context, params }) =>
    redirectFind(context.queryClient, params.lang, ['maison', 'findMaison', 'state', params.state]),
});
