import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CategoryFamily } from './categories.service.ts';

/** The categories' SQL: categories of a family and the places (authorities) each lists. */
export class CategoriesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  ofFamily(family: CategoryFamily) {
    return this.db.selectFrom('categories').selectAll().where('family', '=', family).orderBy('id').execute();
  }

  bySlug(family: CategoryFamily, slug: string) {
    return this.db
      .selectFrom('categories')
      .selectAll()
      .where('family', '=', family)
      .where('slug', '=', slug)
      .executeTakeFirst();
  }

  /** The places of these categories, in order. */
  authorities(categoryIds: number[]) {
    return this.db
      .selectFrom('authorities')
      .selectAll()
      .where('category_id', 'in', categoryIds)
      .orderBy('id')
      .execute();
  }

  authoritiesOf(categoryId: number) {
    return this.db.selectFrom('authorities').selectAll().where('category_id', '=', categoryId).orderBy('id').execute();
  }
}
