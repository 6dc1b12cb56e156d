import type { CompiledQuery, Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import type { CitiesTable, Database, DestinationsTable, StatesTable } from './schema.ts';
import { matchesSearch, type SearchableTable } from './search.ts';
import { inJsonIds, readThen } from './sqlite-reads.ts';

/** Tables listed with paging and filters: each row sits in a city and a destination, with a folded `search_text`. */
export type ListedTable =
  | 'hotels'
  | 'restaurants'
  | 'maisons'
  | 'events'
  | 'activities'
  | 'museums'
  | 'monuments'
  | 'festivals'
  | 'agencies';
export type Row<T extends keyof Database> = Selectable<Database[T]>;

export interface ListingFilter {
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

// biome-ignore lint/suspicious/noExplicitAny: the one untyped view, see ListingQuery.
type Loose = SelectQueryBuilder<any, any, any>;
/**
 * What a listing reads of each row: every column of the table unless a repository names its own
 * (joined names, computed columns). Written over the typed table; the listing hands it its query.
 */
// biome-ignore lint/suspicious/noExplicitAny: see Loose.
export type Columns<R> = (q: never) => SelectQueryBuilder<any, any, R>;

/** States, destinations and cities by id: a few dozen rows every mapper needs, read together. */
export interface Places {
  states: Map<number, Selectable<StatesTable>>;
  destinations: Map<number, Selectable<DestinationsTable>>;
  cities: Map<number, Selectable<CitiesTable>>;
}

/**
 * The one listing query every repository uses: filters (search, destination, city, governorate,
 * other columns), count, paging, and a search page read in one narrow query then its rows by id.
 * Kysely cannot type a query over a union of tables, so this one module works on an untyped view
 * and hands back rows of the named table (or of the repository's `Columns`).
 */
export class ListingQuery {
  // biome-ignore lint/suspicious/noExplicitAny: the one untyped view, see the class comment.
  private readonly loose: Kysely<any>;
  /** A page's rows by id, per table, columns and order, compiled once (see page). */
  private readonly byIds = new Map<string, CompiledQuery>();
  private readonly columnNames = new Map<Columns<unknown>, number>();

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

  private filtered(table: ListedTable, filter: ListingFilter): Loose {
    const column = (name: string) => `${table}.${name}`;
    let q = this.loose.selectFrom(table);
    if (filter.search) q = q.where(matchesSearch(this.db, table, filter.search));
    if (filter.destinationId !== undefined) q = q.where(column('destination_id'), '=', filter.destinationId);
    if (filter.cityId !== undefined) q = q.where(column('city_id'), '=', filter.cityId);
    if (filter.stateId !== undefined) {
      const destinations = this.loose.selectFrom('destinations').select('id').where('state_id', '=', filter.stateId);
      q = q.where(column('destination_id'), 'in', destinations);
    }
    for (const [name, value] of Object.entries(filter.equals ?? {})) q = q.where(column(name), '=', value);
    for (const [name, op, value] of filter.compare ?? []) q = q.where(column(name), op, value);
    return q;
  }

  private ordered<Q extends Loose>(q: Q, table: ListedTable, order: string[]): Q {
    for (const name of [...order, 'id']) q = q.orderBy(`${table}.${name}`) as Q;
    return q;
  }

  private rows<R>(q: Loose, columns: Columns<R> | undefined): Loose {
    return columns ? (columns(q as never) as Loose) : q.selectAll();
  }

  async count(table: ListedTable, filter: ListingFilter): Promise<number> {
    const row = await this.filtered(table, filter)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  list<T extends ListedTable, R = Row<T>>(
    table: T,
    filter: ListingFilter,
    order: string[],
    window?: Window,
    columns?: Columns<R>,
  ): Promise<R[]> {
    let q = this.ordered(this.rows(this.filtered(table, filter), columns), table, order);
    if (window) q = q.limit(window.limit).offset(window.offset);
    return q.execute() as Promise<R[]>;
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

  /**
   * One page and the number of matches. A search reads both in one narrow query: `count(*) over ()`
   * lets the database find the matches once (a separate count ran the search twice), and selecting
   * only ids keeps it from building the wide rows of every match; when it finds any, the page's wide
   * rows are read by id right after it (`readThen`). Without a search, a plain count is cheaper than
   * a window over every row.
   */
  async page<T extends ListedTable, R = Row<T>>(
    table: T,
    filter: ListingFilter,
    order: string[],
    window: Window,
    columns?: Columns<R>,
  ): Promise<{ rows: R[]; total: number }> {
    if (!filter.search) {
      const [rows, total] = await Promise.all([
        this.list(table, filter, order, window, columns),
        this.count(table, filter),
      ]);
      return { rows, total };
    }
    const matching = this.ordered(
      this.filtered(table, filter).select((eb) => [`${table}.id`, eb.fn.countAll().over().as('total_count')]),
      table,
      order,
    );
    const { rows: found, thenRows: rows } = await readThen<Database, { id: number; total_count: number }, R>(
      this.db,
      matching.limit(window.limit).offset(window.offset),
      this.rowsByIds(table, order, columns) as CompiledQuery<R>,
    );
    if (!found[0]) return { rows: [], total: window.offset === 0 ? 0 : await this.count(table, filter) };
    return { rows, total: Number(found[0].total_count) };
  }

  private rowsByIds<R>(table: ListedTable, order: string[], columns: Columns<R> | undefined): CompiledQuery {
    let columnsName = 0;
    if (columns) {
      columnsName = this.columnNames.get(columns) ?? this.columnNames.size + 1;
      this.columnNames.set(columns, columnsName);
    }
    const key = `${table}|${columnsName}|${order.join(',')}`;
    let query = this.byIds.get(key);
    if (!query) {
      const q = this.rows(this.loose.selectFrom(table), columns).where(inJsonIds(this.db, `${table}.id`));
      query = this.ordered(q, table, order).compile();
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
