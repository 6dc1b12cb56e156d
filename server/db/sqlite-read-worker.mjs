// The thread behind SqliteReads (sqlite-reads.ts): its own read-only connection to the database
// file, answering `{ id, sql, parameters }` with `{ id, rows }` or `{ id, error }`. Plain
// JavaScript because a worker thread does not inherit tsx's loader.
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

function answer({ id, sql, parameters }) {
  try {
    return { id, rows: statementFor(sql).all(parameters) };
  } catch (error) {
    return { id, error: { message: error.message, code: error.code } };
  }
}
