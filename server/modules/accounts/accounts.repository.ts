import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type {
  ContactMessagesTable,
  Database,
  PasswordResetsTable,
  SessionsTable,
  UsersTable,
} from '../../db/schema.ts';

/** The accounts' SQL: users, sessions, reset links and contact messages. */
export class AccountsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  emailTaken(email: string) {
    return this.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  }

  userByEmail(email: string) {
    return this.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  }

  insertUser(values: Insertable<UsersTable>) {
    return this.db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
  }

  async insertSession(values: Insertable<SessionsTable>) {
    await this.db.insertInto('sessions').values(values).execute();
  }

  /** The session of a token's hash, with its user's row. */
  sessionByTokenHash(tokenHash: string) {
    return this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .select(['sessions.id as session_id', 'sessions.expires_at', 'sessions.revoked_at'])
      .where('sessions.token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  async revokeSession(sessionId: number, at: string) {
    await this.db.updateTable('sessions').set({ revoked_at: at }).where('id', '=', sessionId).execute();
  }

  /**
   * Writes a profile; with a new password, also signs out the user's other sessions and spends the
   * reset links still waiting, in the same transaction.
   */
  updateProfile(
    user: { id: number; sessionId: number },
    values: Updateable<UsersTable>,
    options: { newPassword: boolean; now: string },
  ): Promise<Selectable<UsersTable>> {
    return this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('users')
        .set(values)
        .where('id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (options.newPassword) {
        await trx
          .updateTable('sessions')
          .set({ revoked_at: options.now })
          .where('user_id', '=', user.id)
          .where('id', '!=', user.sessionId)
          .where('revoked_at', 'is', null)
          .execute();
        await trx
          .updateTable('password_resets')
          .set({ used_at: options.now })
          .where('user_id', '=', user.id)
          .where('used_at', 'is', null)
          .execute();
      }
      return updated;
    });
  }

  async insertPasswordReset(values: Insertable<PasswordResetsTable>) {
    await this.db.insertInto('password_resets').values(values).execute();
  }

  /** The reset link of a token's hash, if it was sent to `email`. */
  resetByTokenHash(tokenHash: string, email: string) {
    return this.db
      .selectFrom('password_resets')
      .innerJoin('users', 'users.id', 'password_resets.user_id')
      .select(['password_resets.id', 'password_resets.expires_at', 'password_resets.used_at', 'users.id as user_id'])
      .where('password_resets.token_hash', '=', tokenHash)
      .where('users.email', '=', email)
      .executeTakeFirst();
  }

  /**
   * Spends a reset link and sets the new password: the user's other links are spent and every
   * session revoked with it. False when the link was spent meanwhile (nothing then changes).
   */
  resetPassword(reset: { id: number; user_id: number }, passwordHash: string, now: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      // Spending the token is the guard: of two uses at once, only one updates the row.
      const spent = await trx
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('id', '=', reset.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(spent.numUpdatedRows) !== 1) return false;
      // The user's other links die with it: a reset mailed earlier is no way back in.
      await trx
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('user_id', '=', reset.user_id)
        .where('used_at', 'is', null)
        .execute();
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: now })
        .where('id', '=', reset.user_id)
        .execute();
      await trx
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', reset.user_id)
        .where('revoked_at', 'is', null)
        .execute();
      return true;
    });
  }

  async insertContactMessage(values: Insertable<ContactMessagesTable>): Promise<number> {
    const row = await this.db.insertInto('contact_messages').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async markContactSent(id: number, at: string) {
    await this.db.updateTable('contact_messages').set({ sent_at: at }).where('id', '=', id).execute();
  }
}
