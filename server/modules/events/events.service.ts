import type { Kysely } from 'kysely';
import type { EventListStatus } from '../../../domain/contract/catalogue.ts';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import type { ListingFilter } from '../../db/listing-query.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { placeDetail } from '../geography/geography.mappers.ts';
import { GeographyRepository } from '../geography/geography.repository.ts';
import { stateIdOf } from '../geography/geography.service.ts';
import { type PagedQuery, placedPage } from '../listings/placed-page.ts';
import { toEvent } from './events.mappers.ts';
import { EventsRepository } from './events.repository.ts';

/** Events of one status at `now`, as `datedStatus` derives it (domain/dates.ts). */
function statusComparisons(status: EventListStatus | undefined, now: string): ListingFilter['compare'] {
  if (status === 'past') return [['end_at', '<', now]];
  if (status === 'current') return [['end_at', '>=', now]];
  if (status === 'in_progress')
    return [
      ['start_at', '<=', now],
      ['end_at', '>=', now],
    ];
  if (status === 'upcoming') return [['start_at', '>', now]];
  return undefined;
}

/** Events and weekend ideas, each with its status (events.routes.ts declares the calls). */
export class EventsService {
  private readonly events: EventsRepository;
  private readonly geography: GeographyRepository;

  constructor(
    db: Kysely<Database>,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.events = new EventsRepository(db);
    this.geography = new GeographyRepository(db);
  }

  private now() {
    return tunisiaDateTime(this.clock());
  }

  async eventPage(
    kind: 'event' | 'weekend',
    query: PagedQuery & { status?: EventListStatus | undefined },
    origin: string,
  ) {
    const now = this.now();
    const path = kind === 'event' ? 'allevent' : 'weekend';
    return {
      events: await placedPage(
        this.events.listing,
        'events',
        path,
        query,
        origin,
        { equals: { kind }, compare: statusComparisons(query.status, now), order: ['start_at'] },
        (rows, p) => rows.map((r) => toEvent(r, p, now)),
      ),
    };
  }

  async eventsByState(state: string) {
    const places = await this.events.places();
    const rows = await this.events.list({ stateId: await stateIdOf(this.geography, state) });
    const now = this.now();
    return { events: { data: rows.map((r) => toEvent(r, places, now)) } };
  }

  async event(id: number) {
    const row = await this.events.byId(id);
    if (!row) throw notFound('event_not_found', 'No event with this id.');
    const places = await this.events.places();
    return { event: { ...toEvent(row, places, this.now()), ...placeDetail(row.city_id, places) } };
  }
}
