import { hash, randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.ts';
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

/** Runs on every signed-in request: built once, only the token's hash bound anew. */
const sessionRows = compiledOnce((db, tokenHash: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select('sessions.created_at as session_created_at')
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null));

/** The live session of a token together with its user, in one query. */
export async function findSession(db: Kysely<Database>, token: string): Promise<SessionRecord | undefined> {
  const [row] = await sessionRows(db, hashToken(token));
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
