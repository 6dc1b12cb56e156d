import type { Kysely } from 'kysely';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { placeDetail } from '../geography/geography.mappers.ts';
import { filterOf, type PagedQuery, type PlacedQuery, placedPage } from '../listings/placed-page.ts';
import { toFestival, toMonument, toMuseum } from './heritage.mappers.ts';
import { HeritageRepository } from './heritage.repository.ts';

/** Museums, monuments and sites, festivals (heritage.routes.ts declares the calls). */
export class HeritageService {
  private readonly repository: HeritageRepository;

  constructor(
    db: Kysely<Database>,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.repository = new HeritageRepository(db);
  }

  private now() {
    return tunisiaDateTime(this.clock());
  }

  async museumPage(query: PagedQuery, origin: string) {
    return {
      musees: await placedPage(this.repository.listing, 'museums', 'musees', query, origin, { order: [] }, (rows, p) =>
        rows.map((r) => toMuseum(r, p)),
      ),
    };
  }

  async museum(id: number) {
    const row = await this.repository.byId('museums', id);
    if (!row) throw notFound('museum_not_found', 'No museum with this id.');
    const places = await this.repository.places();
    return { musee: { ...toMuseum(row, places), ...placeDetail(row.city_id, places) } };
  }

  async monuments(query: PlacedQuery) {
    const [places, rows] = await Promise.all([
      this.repository.places(),
      this.repository.list('monuments', filterOf(query)),
    ]);
    return { monuments: rows.map((r) => toMonument(r, places)) };
  }

  async monument(id: number) {
    const row = await this.repository.byId('monuments', id);
    if (!row) throw notFound('monument_not_found', 'No monument with this id.');
    const places = await this.repository.places();
    return { monument: { ...toMonument(row, places), ...placeDetail(row.city_id, places) } };
  }

  async festivals(query: PlacedQuery) {
    const [places, rows] = await Promise.all([
      this.repository.places(),
      this.repository.list('festivals', filterOf(query)),
    ]);
    const editions = await this.repository.editions(rows.map((r) => r.id));
    const now = this.now();
    return { festivals: rows.map((r) => toFestival(r, editions, places, now)) };
  }

  async festival(id: number) {
    const row = await this.repository.byId('festivals', id);
    if (!row) throw notFound('festival_not_found', 'No festival with this id.');
    const [places, editions] = await Promise.all([this.repository.places(), this.repository.editions([id])]);
    return { festival: { ...toFestival(row, editions, places, this.now()), ...placeDetail(row.city_id, places) } };
  }
}
