import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/{-$lang}/weekend/findWeekend/$destination')({
  // The redirect's code loads only when such an address is opened: no link of the app leads there.
  beforeLoad: async ({ context, params }) =>
    (await import('../../../lib/find-redirect.ts')).redirectFind(context.queryClient, params.lang, [
      'weekend',
      'findWeekend',
      params.destination,
    ]),
});
