import type { Selectable } from 'kysely';
import type { UsersTable } from '../../db/schema/users.ts';

/**
 * Who is calling, made once per request by authenticate(): every policy and every scope
 * of a list reads this, nothing else. Teams and organisations add the ids the person
 * belongs to or coaches here, loaded with the session in the same query.
 */
export interface Actor {
  id: number;
  /** 1 coach, 2 trainee (spec §1); null until the role is chosen at first login. */
  position: number | null;
  /** Operators (OPERATOR_MOBILES) may edit the official content. */
  isOperator: boolean;
  /** The person's row as stored when the request arrived. */
  user: Selectable<UsersTable>;
  /** When the session's SMS login happened (a fresh login may set a password without a code). */
  sessionCreatedAt: string;
}
