import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { placeDetail } from '../geography/geography.mappers.ts';
import { GeographyRepository } from '../geography/geography.repository.ts';
import { stateIdOf } from '../geography/geography.service.ts';
import { type PagedQuery, placedPage } from '../listings/placed-page.ts';
import { toActivity } from './activities.mappers.ts';
import { ActivitiesRepository } from './activities.repository.ts';

/** Activities (activities.routes.ts declares the calls). */
export class ActivitiesService {
  private readonly activities: ActivitiesRepository;
  private readonly geography: GeographyRepository;

  constructor(db: Kysely<Database>) {
    this.activities = new ActivitiesRepository(db);
    this.geography = new GeographyRepository(db);
  }

  async activityPage(query: PagedQuery, origin: string) {
    return {
      activety: await placedPage(
        this.activities.listing,
        'activities',
        'allactivity',
        query,
        origin,
        { order: [] },
        (rows, p) => rows.map((r) => toActivity(r, p)),
      ),
    };
  }

  async activitiesByState(state: string) {
    const places = await this.activities.places();
    const rows = await this.activities.list({ stateId: await stateIdOf(this.geography, state) });
    return { activety: { data: rows.map((r) => toActivity(r, places)) } };
  }

  async activity(id: number) {
    const row = await this.activities.byId(id);
    if (!row) throw notFound('activity_not_found', 'No activity with this id.');
    const places = await this.activities.places();
    return { activety: { ...toActivity(row, places), ...placeDetail(row.city_id, places) } };
  }
}
