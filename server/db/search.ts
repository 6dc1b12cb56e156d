import { type Expression, type SqlBool, sql } from 'kysely';
import { normalizeSearch } from '../../domain/text.ts';

/**
 * Accent- and case-insensitive search, identical on SQLite and PostgreSQL: rows keep a folded
 * `search_text` (domain/text.ts), and the term is folded the same way before a LIKE.
 */
export function matchesSearch(column: Expression<string>, term: string): Expression<SqlBool> {
  const folded = normalizeSearch(term).replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<SqlBool>`${column} like ${`%${folded}%`} escape '\\'`;
}
