import type { CompiledQuery, Kysely, Selectable } from 'kysely';
import type { CitiesTable, Database, DestinationsTable, StatesTable } from '../../db/schema.ts';
import { matchesSearch, type SearchableTable } from '../../db/search.ts';
import { inJsonIds, readThen } from '../../db/sqlite-reads.ts';

/** Tables whose rows sit in a city and a destination, with a folded `search_text`. */
export type PlacedTable = 'maisons' | 'events' | 'activities' | 'museums' | 'monuments' | 'festivals' | 'agencies';
export type Row<T extends keyof Database> = Selectable<Database[T]>;

export interface PlacedFilter {
  search?: string | undefined;
  destinationId?: number | undefined;
  cityId?: number | undefined;
  /** Governorate: matched through the destinations it holds. */
  stateId?: number | undefined;
  /** Equality on other columns of the table (kind, status, is_special…). */
  equals?: Record<string, string | number> | undefined;
  /** Comparisons on other columns (dates against now…). */
  compare?: [column: string, op: '<' | '<=' | '>' | '>=', value: string | number][] | undefined;
}

export interface Window {
  limit: number;
  offset: number;
}

/** States, destinations and cities by id: a few dozen rows every mapper needs, read together. */
export interface Places {
  states: Map<number, Selectable<StatesTable>>;
  destinations: Map<number, Selectable<DestinationsTable>>;
  cities: Map<number, Selectable<CitiesTable>>;
}

/**
 * The queries the catalogue shares across tables. Kysely cannot type a query over a union of
 * tables, so this one module works on an untyped view and hands back rows of the named table.
 */
export class CatalogueQueries {
  // biome-ignore lint/suspicious/noExplicitAny: the one untyped view, see the class comment.
  private readonly loose: Kysely<any>;
  /** A page's rows by id, per table and order, compiled once (see page). */
  private readonly byIds = new Map<string, CompiledQuery>();

  constructor(readonly db: Kysely<Database>) {
    this.loose = db as unknown as typeof this.loose;
  }

  async places(): Promise<Places> {
    const [states, destinations, cities] = await Promise.all([
      this.db.selectFrom('states').selectAll().execute(),
      this.db.selectFrom('destinations').selectAll().execute(),
      this.db.selectFrom('cities').selectAll().execute(),
    ]);
    const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
    return { states: byId(states), destinations: byId(destinations), cities: byId(cities) };
  }

  private filtered(table: PlacedTable, filter: PlacedFilter, places?: Places) {
    let q = this.loose.selectFrom(table);
    if (filter.search) q = q.where(matchesSearch(this.db, table, filter.search));
    if (filter.destinationId !== undefined) q = q.where('destination_id', '=', filter.destinationId);
    if (filter.cityId !== undefined) q = q.where('city_id', '=', filter.cityId);
    if (filter.stateId !== undefined) {
      const ids = [...(places?.destinations.values() ?? [])]
        .filter((d) => d.state_id === filter.stateId)
        .map((d) => d.id);
      q = q.where('destination_id', 'in', ids.length ? ids : [-1]);
    }
    for (const [column, value] of Object.entries(filter.equals ?? {})) q = q.where(column, '=', value);
    for (const [column, op, value] of filter.compare ?? []) q = q.where(column, op, value);
    return q;
  }

  async count(table: PlacedTable, filter: PlacedFilter, places?: Places): Promise<number> {
    const row = await this.filtered(table, filter, places)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  list<T extends PlacedTable>(
    table: T,
    filter: PlacedFilter,
    order: string[],
    window?: Window,
    places?: Places,
  ): Promise<Row<T>[]> {
    let q = this.filtered(table, filter, places).selectAll();
    for (const column of [...order, 'id']) q = q.orderBy(column);
    if (window) q = q.limit(window.limit).offset(window.offset);
    return q.execute() as Promise<Row<T>[]>;
  }

  /** How many rows of a searchable table match `term`, and the first `limit` (id, slug, name, cover). */
  async firstMatches(table: SearchableTable, nameColumn: 'name' | 'title', term: string, limit: number) {
    // One query for rows and total, as in page(): the search runs once.
    const rows = (await this.loose
      .selectFrom(table)
      .where(matchesSearch(this.db, table, term))
      .select(['id', 'slug', 'cover', `${nameColumn} as name`, (eb) => eb.fn.countAll().over().as('total_count')])
      .orderBy('id')
      .limit(limit)
      .execute()) as { id: number; slug: string; cover: string; name: string; total_count: number }[];
    return { total: Number(rows[0]?.total_count ?? 0), rows };
  }

  /** One page and the number of matches (one narrow query when searching, see HotelsRepository.page). */
  async page<T extends PlacedTable>(table: T, filter: PlacedFilter, order: string[], window: Window, places?: Places) {
    if (!filter.search) {
      const [rows, total] = await Promise.all([
        this.list(table, filter, order, window, places),
        this.count(table, filter, places),
      ]);
      return { rows, total };
    }
    let matching = this.filtered(table, filter, places).select((eb) => [
      'id',
      eb.fn.countAll().over().as('total_count'),
    ]);
    for (const column of [...order, 'id']) matching = matching.orderBy(column);
    const { rows: found, thenRows: rows } = await readThen<Database, { id: number; total_count: number }, Row<T>>(
      this.db,
      matching.limit(window.limit).offset(window.offset),
      this.rowsByIds(table, order),
    );
    if (!found[0]) return { rows: [], total: window.offset === 0 ? 0 : await this.count(table, filter, places) };
    return { rows, total: Number(found[0].total_count) };
  }

  private rowsByIds(table: PlacedTable, order: string[]): CompiledQuery {
    const key = `${table}|${order.join(',')}`;
    let query = this.byIds.get(key);
    if (!query) {
      let q = this.loose.selectFrom(table).selectAll().where(inJsonIds(this.db, 'id'));
      for (const column of [...order, 'id']) q = q.orderBy(column);
      query = q.compile();
      this.byIds.set(key, query);
    }
    return query;
  }

  byId<T extends keyof Database>(table: T, id: number): Promise<Row<T> | undefined> {
    return this.loose.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst() as Promise<
      Row<T> | undefined
    >;
  }

  bySlug<T extends keyof Database>(table: T, slug: string): Promise<Row<T> | undefined> {
    return this.loose.selectFrom(table).selectAll().where('slug', '=', slug).executeTakeFirst() as Promise<
      Row<T> | undefined
    >;
  }
}
