import { Worker } from 'node:worker_threads';
import {
  type Compilable,
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type Expression,
  type Kysely,
  type QueryResult,
  RawNode,
  SelectQueryNode,
  type SqlBool,
  SqliteDialect,
  sql,
  type TransactionSettings,
} from 'kysely';
import { isPostgres } from './dialect.ts';

interface Question {
  id: number;
  sql: string;
  parameters: readonly unknown[];
  /** SQL run right after when the first query found rows; its one parameter: their ids, in JSON. */
  then?: string;
}

interface Answer {
  id: number;
  rows?: unknown[];
  thenRows?: unknown[];
  error?: { message: string; code?: string };
}

/** The rows of a read, and those of the read that followed it when it found any. */
interface ReadAnswer {
  rows: unknown[];
  thenRows: unknown[];
}

/**
 * A second SQLite connection, on a worker thread, for queries that only read. better-sqlite3
 * runs each query on the calling thread: on the main thread, searches at 100,000 hotels held the
 * event loop for about 40 % of its time while the second core sat idle. With reads on the worker
 * the same load ran 65 % faster. The database is in WAL mode, so the worker reads the last commit
 * while the main connection writes.
 *
 * Reads go to the worker in batches, one message per turn of the event loop, and come back the same
 * way. Waking a sleeping thread is dear on these machines: one read at a time cost ~60 µs of CPU in
 * messaging against ~7 µs in batches, and under `npm run bench`'s distinct searches the per-read
 * messages took 35–45 % of the worker's CPU.
 */
export class SqliteReads {
  #worker!: Worker;
  readonly #pending = new Map<number, { resolve: (answer: ReadAnswer) => void; reject: (error: Error) => void }>();
  #nextId = 0;
  #closing = false;
  /** Reads asked for in this turn of the event loop, sent together when it ends. */
  #batch: Question[] = [];

  constructor(private readonly file: string) {
    this.#start();
  }

  #start() {
    const worker = new Worker(new URL('./sqlite-read-worker.mjs', import.meta.url), {
      workerData: { file: this.file },
    });
    // Held only while an answer is awaited, so an idle worker never keeps the process alive.
    worker.unref();
    worker.on('message', (answers: Answer[]) => {
      for (const answer of answers) this.#settle(answer);
    });
    worker.on('error', (error) => this.#failAll(error));
    worker.on('exit', () => {
      this.#failAll(new Error('the SQLite read worker stopped'));
      if (!this.#closing) this.#start(); // the reads after this one get a new worker
    });
    this.#worker = worker;
  }

  async read(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    return (await this.#ask({ sql, parameters })).rows;
  }

  /** Reads `first` and, when it found rows, `then` with their ids, in the same trip to the worker. */
  readThen(first: { sql: string; parameters: readonly unknown[] }, then: string): Promise<ReadAnswer> {
    return this.#ask({ sql: first.sql, parameters: first.parameters, then });
  }

  #ask(question: Omit<Question, 'id'>): Promise<ReadAnswer> {
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject });
      if (this.#batch.length === 0) setImmediate(() => this.#send());
      this.#batch.push({ id, ...question });
    });
  }

  #send() {
    const batch = this.#batch;
    this.#batch = [];
    this.#worker.postMessage(batch);
  }

  async close(): Promise<void> {
    this.#closing = true;
    await this.#worker.terminate();
  }

  #settle({ id, rows, thenRows, error }: Answer) {
    const waiting = this.#pending.get(id);
    if (!waiting) return;
    this.#pending.delete(id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (error) waiting.reject(Object.assign(new Error(error.message), { code: error.code }));
    else waiting.resolve({ rows: rows ?? [], thenRows: thenRows ?? [] });
  }

  #failAll(error: Error) {
    for (const { reject } of this.#pending.values()) reject(error);
    this.#pending.clear();
  }
}

/** The read worker of each Kysely instance that has one (SQLite's, made by openDatabase). */
const readsOf = new WeakMap<object, SqliteReads>();

/** Lets `readThen` on `db` send its pairs of reads to `reads`. */
export function attachReads<DB>(db: Kysely<DB>, reads: SqliteReads) {
  readsOf.set(db, reads);
}

/**
 * `column in (…)` the ids of a JSON array, the query's parameter: for a query compiled once and
 * given to `readThen`, with `'[]'` standing for the ids until then.
 */
export function inJsonIds<DB>(db: Kysely<DB>, column: string): Expression<SqlBool> {
  return isPostgres(db as Kysely<unknown>)
    ? sql<SqlBool>`${sql.ref(column)} in (select value::int from json_array_elements_text(${'[]'}::json))`
    : sql<SqlBool>`${sql.ref(column)} in (select value from json_each(${'[]'}))`;
}

/**
 * Reads `first` and, when it found rows, `byIds` (compiled once with `inJsonIds`) for their ids:
 * say the page of a search, after the narrow query that found and counted the matches. On SQLite
 * both run in one trip to the read worker, so the second does not queue behind other reads again
 * (a search with results waited ~10 ms more than one without under load); elsewhere, or inside a
 * transaction, one after the other.
 */
export async function readThen<DB, A extends { id: number }, B>(
  db: Kysely<DB>,
  first: Compilable<A>,
  byIds: CompiledQuery<B>,
): Promise<{ rows: A[]; thenRows: B[] }> {
  const compiled = first.compile();
  const reads = readsOf.get(db);
  if (reads) return (await reads.readThen(compiled, byIds.sql)) as { rows: A[]; thenRows: B[] };
  const { rows } = await db.executeQuery(compiled);
  if (rows.length === 0) return { rows, thenRows: [] };
  const ids = JSON.stringify(rows.map((row) => row.id));
  return { rows, thenRows: (await db.executeQuery<B>({ ...byIds, parameters: [ids] })).rows };
}

/** Kysely's SQLite dialect, with the reads made outside a transaction sent to `reads`. */
export class SqliteDialectWithReads extends SqliteDialect {
  constructor(
    config: ConstructorParameters<typeof SqliteDialect>[0],
    private readonly reads: SqliteReads,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    return new DriverWithReads(super.createDriver(), this.reads);
  }
}

class DriverWithReads implements Driver {
  constructor(
    private readonly main: Driver,
    private readonly reads: SqliteReads,
  ) {}

  init() {
    return this.main.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this.main, this.reads);
  }

  // Transactions begin, commit and roll back by running SQL on the connection they are given:
  // those statements are not reads, so they take the main connection, and everything after them on
  // this connection stays there.
  // `begin immediate`, not Kysely's `begin`: every transaction here writes, and a deferred one that
  // reads first cannot take the write lock if another process (a second server on the same file)
  // wrote meanwhile — SQLite fails it at once instead of waiting the busy timeout. Immediate ones
  // queue for the lock at their start and then see the latest commit.
  async beginTransaction(connection: DatabaseConnection, _settings: TransactionSettings) {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  commitTransaction(connection: DatabaseConnection) {
    return this.main.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection) {
    return this.main.rollbackTransaction(connection);
  }

  savepoint: Driver['savepoint'] = (connection, name, compile) => this.main.savepoint!(connection, name, compile);
  rollbackToSavepoint: Driver['rollbackToSavepoint'] = (connection, name, compile) =>
    this.main.rollbackToSavepoint!(connection, name, compile);
  releaseSavepoint: Driver['releaseSavepoint'] = (connection, name, compile) =>
    this.main.releaseSavepoint!(connection, name, compile);

  async releaseConnection(connection: DatabaseConnection) {
    await (connection as RoutedConnection).release();
  }

  async destroy() {
    await this.reads.close();
    await this.main.destroy();
  }
}

/**
 * One Kysely connection: a read goes to the worker until anything else runs on it; from then on
 * (a write, a transaction) every query takes the main connection, held until release.
 */
class RoutedConnection implements DatabaseConnection {
  #main: DatabaseConnection | undefined;

  constructor(
    private readonly driver: Driver,
    private readonly reads: SqliteReads,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.#main && isRead(query)) return { rows: (await this.reads.read(query.sql, query.parameters)) as R[] };
    this.#main ??= await this.driver.acquireConnection();
    return this.#main.executeQuery<R>(query);
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    this.#main ??= await this.driver.acquireConnection();
    yield* this.#main.streamQuery<R>(query, chunkSize);
  }

  async release() {
    if (this.#main) await this.driver.releaseConnection(this.#main);
    this.#main = undefined;
  }
}

function isRead(query: CompiledQuery): boolean {
  if (SelectQueryNode.is(query.query)) return true;
  return RawNode.is(query.query) && /^\s*select\b/i.test(query.sql);
}
