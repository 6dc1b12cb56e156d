import { createFileRoute, redirect } from '@tanstack/react-router';

/** The home carousel's "see all" address (spec §2): the activities listing lives at /activity. */
export const Route = createFileRoute('/{-$lang}/activities')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/{-$lang}/activity', params, replace: true });
  },
});
