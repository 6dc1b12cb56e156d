import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { AgenciesTable, Database, GuidesTable, PartnerApplicationsTable } from '../../db/schema.ts';

export type ApplicationRow = Selectable<PartnerApplicationsTable>;

/** Partners' applications, and the public guide or agency an approved one became. */
export class PartnersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>) {
    return this.db.transaction().execute(work);
  }

  ofUser(userId: number) {
    return this.db.selectFrom('partner_applications').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  }

  byId(id: number, trx: Kysely<Database> = this.db) {
    return trx.selectFrom('partner_applications').selectAll().where('id', '=', id).executeTakeFirst();
  }

  all() {
    return this.db
      .selectFrom('partner_applications')
      .innerJoin('users', 'users.id', 'partner_applications.user_id')
      .select([
        'partner_applications.id',
        'partner_applications.kind',
        'partner_applications.status',
        'partner_applications.created_at',
        'partner_applications.decided_at',
        'users.first_name',
        'users.last_name',
        'users.email',
      ])
      .orderBy('partner_applications.id')
      .execute();
  }

  ofUserAndKind(userId: number, kind: ApplicationRow['kind'], trx: Kysely<Database> = this.db) {
    return trx
      .selectFrom('partner_applications')
      .selectAll()
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .executeTakeFirst();
  }

  insert(trx: Transaction<Database>, values: Insertable<PartnerApplicationsTable>) {
    return trx.insertInto('partner_applications').values(values).returning('id').executeTakeFirstOrThrow();
  }

  /** A rejected application sent again (only a rejected one may be). */
  reapply(trx: Transaction<Database>, id: number, values: Updateable<PartnerApplicationsTable>) {
    return trx
      .updateTable('partner_applications')
      .set(values)
      .where('id', '=', id)
      .where('status', '=', 'rejected')
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  /** Decides a pending application, once: undefined when it was no longer pending. */
  decide(trx: Transaction<Database>, id: number, decision: Updateable<PartnerApplicationsTable>) {
    return trx
      .updateTable('partner_applications')
      .set(decision)
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returning('id')
      .executeTakeFirst();
  }

  applicant(userId: number, trx: Kysely<Database> = this.db) {
    return trx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  }

  insertGuide(trx: Transaction<Database>, guide: Insertable<GuidesTable>) {
    return trx.insertInto('guides').values(guide).execute();
  }

  insertAgency(trx: Transaction<Database>, agency: Insertable<AgenciesTable>) {
    return trx.insertInto('agencies').values(agency).execute();
  }

  /** The governorates with these slugs, named in every language. */
  states(slugs: string[], trx: Kysely<Database> = this.db) {
    if (slugs.length === 0) return Promise.resolve([]);
    return trx.selectFrom('states').select(['slug', 'name']).where('slug', 'in', slugs).execute();
  }

  /** Where the approved applications are public: guide ids, agency slugs. */
  async published(applicationIds: number[]) {
    if (applicationIds.length === 0) return { guides: new Map<number, number>(), agencies: new Map<number, string>() };
    const [guides, agencies] = await Promise.all([
      this.db
        .selectFrom('guides')
        .select(['id', 'application_id'])
        .where('application_id', 'in', applicationIds)
        .execute(),
      this.db
        .selectFrom('agencies')
        .select(['slug', 'application_id'])
        .where('application_id', 'in', applicationIds)
        .execute(),
    ]);
    return {
      guides: new Map(guides.map((g) => [g.application_id!, g.id])),
      agencies: new Map(agencies.map((a) => [a.application_id!, a.slug])),
    };
  }

  /** The catalogue's cities by slug, with their governorate and destination. */
  city(slug: string, trx: Kysely<Database> = this.db) {
    return trx
      .selectFrom('cities')
      .innerJoin('states', 'states.id', 'cities.state_id')
      .select([
        'cities.id',
        'cities.slug',
        'cities.name',
        'cities.lat',
        'cities.lng',
        'cities.state_id',
        'cities.destination_id',
        'states.name as state_name',
      ])
      .where('cities.slug', '=', slug)
      .executeTakeFirst();
  }

  async placeSlugs() {
    const [cities, states] = await Promise.all([
      this.db.selectFrom('cities').select('slug').execute(),
      this.db.selectFrom('states').select('slug').execute(),
    ]);
    return { cities: new Set(cities.map((c) => c.slug)), states: new Set(states.map((s) => s.slug)) };
  }
}
