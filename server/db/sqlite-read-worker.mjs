// The thread behind SqliteReads (sqlite-reads.ts): its own read-only connection to the database
// file. A message is a batch of questions `{ id, sql, parameters, then? }`, answered by one message
// of `{ id, rows, thenRows? }` or `{ id, error }`. `then` is SQL whose one parameter is the JSON
// array of the `id`s the first query found, run right after when it found any. Plain JavaScript
// because a worker thread does not inherit tsx's loader.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const db = new SQLite(workerData.file);
db.pragma('query_only = true');
db.pragma('busy_timeout = 5000');

/** Prepared statements by SQL text, as on the main connection (database.ts). */
const statements = new Map();
const STATEMENT_CACHE_SIZE = 500;

function statementFor(sql) {
  const cached = statements.get(sql);
  if (cached) return cached;
  const statement = db.prepare(sql);
  if (statements.size < STATEMENT_CACHE_SIZE) statements.set(sql, statement);
  return statement;
}

parentPort.on('message', (questions) => {
  parentPort.postMessage(questions.map(answer));
});

function answer({ id, sql, parameters, then }) {
  try {
    const rows = statementFor(sql).all(parameters);
    if (!then || rows.length === 0) return { id, rows };
    return { id, rows, thenRows: statementFor(then).all(JSON.stringify(rows.map((row) => row.id))) };
  } catch (error) {
    return { id, error: { message: error.message, code: error.code } };
  }
}
