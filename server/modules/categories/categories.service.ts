import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { toCategory } from './categories.mappers.ts';
import { CategoriesRepository } from './categories.repository.ts';

export type CategoryFamily = 'craft' | 'wellness';

/** Crafts and wellness: categories with their places (categories.routes.ts declares the calls). */
export class CategoriesService {
  private readonly repository: CategoriesRepository;

  constructor(db: Kysely<Database>) {
    this.repository = new CategoriesRepository(db);
  }

  async categories(family: CategoryFamily) {
    const rows = await this.repository.ofFamily(family);
    const ids = rows.map((r) => r.id);
    const authorities = ids.length ? await this.repository.authorities(ids) : [];
    return rows.map((r) => toCategory(r, authorities));
  }

  async category(family: CategoryFamily, slug: string) {
    const row = await this.repository.bySlug(family, slug);
    if (!row) throw notFound('category_not_found', 'No category with this slug.');
    return { category: toCategory(row, await this.repository.authoritiesOf(row.id)) };
  }
}
