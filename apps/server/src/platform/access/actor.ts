import type { Selectable } from 'kysely';
import type { UsersTable } from '../../db/schema/users.ts';
import type { Groups } from './organisations.ts';
import type { TeamRoles } from './team-roles.ts';

/**
 * Who is calling, made once per request by authenticate(): every policy and every scope
 * of a list reads this, nothing else. The teams the person coaches or belongs to are read
 * when a request first asks for them, once per request.
 */
export interface Actor {
  id: number;
  /** 1 coach, 2 trainee (spec §1); null until the role is chosen at first login. */
  position: number | null;
  /** Operators (users.operator_since; OPERATOR_MOBILES are made operators at sign-in) run the console and edit the official content. */
  isOperator: boolean;
  /** The person's row as stored when the request arrived. */
  user: Selectable<UsersTable>;
  /** When the session's SMS login happened (a fresh login may set a password without a code). */
  sessionCreatedAt: string;
  /** The teams the person coaches, manages and belongs to, read from the database at the first call. */
  teams(): Promise<TeamRoles>;
  /** The group the phone sent (header `groupId`), whether or not the person is in it; groups().current is the one honoured. */
  requestedGroupId: number | null;
  /** The organisations the person is in and the current one (the group their phone sent in `groupId`, when they are in it), read at the first call. */
  groups(): Promise<Groups>;
}
