import { hash, randomBytes } from 'node:crypto';
import type { CompiledQuery, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import type { UsersTable } from '../../db/schema/users.ts';

export interface SessionRecord {
  userId: number;
  createdAt: string;
  /** The signed-in person as stored when the request arrived. */
  user: Selectable<UsersTable>;
}

/** One-shot hash: this runs on every signed-in request. */
const hashToken = (token: string) => hash('sha256', token);

export async function createSession(db: Kysely<Database>, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), user_id: userId, created_at: now.toISOString(), revoked_at: null })
    .execute();
  return token;
}

function sessionQuery(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select('sessions.created_at as session_created_at')
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null);
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionQuery>['executeTakeFirst']>>;

/**
 * This query runs on every signed-in request, and building its SQL costs more than
 * running it; it is compiled once per database and only its one parameter is bound anew.
 */
const compiledSessionQueries = new WeakMap<Kysely<Database>, CompiledQuery<NonNullable<SessionRow>>>();

function compiledSessionQuery(db: Kysely<Database>) {
  let compiled = compiledSessionQueries.get(db);
  if (!compiled) {
    compiled = sessionQuery(db, '').compile();
    if (compiled.parameters.length !== 1) throw new Error('the session query must take exactly the token hash');
    compiledSessionQueries.set(db, compiled);
  }
  return compiled;
}

/** The live session of a token together with its user, in one query. */
export async function findSession(db: Kysely<Database>, token: string): Promise<SessionRecord | undefined> {
  const compiled = compiledSessionQuery(db);
  const { rows } = await db.executeQuery<NonNullable<SessionRow>>({ ...compiled, parameters: [hashToken(token)] });
  const row = rows[0];
  if (!row) return undefined;
  const { session_created_at: createdAt, ...user } = row;
  return { userId: user.id, createdAt, user };
}

export async function revokeSession(db: Kysely<Database>, token: string, now = new Date()): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .execute();
}
