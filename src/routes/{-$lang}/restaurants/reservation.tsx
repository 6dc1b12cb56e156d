import { createFileRoute } from '@tanstack/react-router';
import { loadReserveMessages } from '../../../app/i18n.ts';
import { TableReservationPage } from '../../../features/booking/table-reservation-page.tsx';

interface TableSearch {
  id?: number | undefined;
  date?: string | undefined;
  time?: string | undefined;
  people?: number | undefined;
}

/** `?id=&date=&time=&people=`: the restaurant, and what a find page already chose; the form checks the rest. */
function parseTableSearch(raw: Record<string, unknown>): TableSearch {
  const out: TableSearch = {};
  const id = Number(raw.id);
  if (Number.isInteger(id) && id > 0) out.id = id;
  if (typeof raw.date === 'string' && /^\d{4}-\d\d-\d\d$/.test(raw.date)) out.date = raw.date;
  if (typeof raw.time === 'string' && /^\d\d:\d\d$/.test(raw.time)) out.time = raw.time;
  const people = Number(raw.people);
  if (Number.isInteger(people) && people > 0) out.people = people;
  return out;
}

export const Route = createFileRoute('/{-$lang}/restaurants/reservation')({
  validateSearch: parseTableSearch,
  beforeLoad: () => loadReserveMessages(),
  component: TableReservationPage,
});
