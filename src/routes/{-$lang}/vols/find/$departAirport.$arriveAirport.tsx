import { createFileRoute, notFound } from '@tanstack/react-router';
import { parseFlightSearch } from '../../../../features/flights/flight-search.ts';
import { FlightsPage } from '../../../../features/flights/flights-page.tsx';

export const Route = createFileRoute('/{-$lang}/vols/find/$departAirport/$arriveAirport')({
  params: {
    parse: ({ departAirport, arriveAirport }) => {
      if (!/^[A-Z]{3}$/.test(departAirport) || !/^[A-Z]{3}$/.test(arriveAirport)) throw notFound();
      return { departAirport, arriveAirport };
    },
    stringify: (params) => params,
  },
  validateSearch: parseFlightSearch,
  component: FlightsPage,
});
