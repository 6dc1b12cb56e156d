import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toBanner } from './banners.mappers.ts';
import { BannersRepository } from './banners.repository.ts';

/** The home page's banners (banners.routes.ts declares the call). */
export class BannersService {
  private readonly repository: BannersRepository;

  constructor(db: Kysely<Database>) {
    this.repository = new BannersRepository(db);
  }

  /** Three groups, in order, under `states`. */
  async banners() {
    const rows = await this.repository.all();
    return { states: [1, 2, 3].map((group) => rows.filter((r) => r.group_no === group).map(toBanner)) };
  }
}
