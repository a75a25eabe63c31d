import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';

/** Who joined or left a team (or gained or lost one of its tags), in the transaction that changed it. */
export interface MembershipChange {
  teamId: number;
  traineeIds: readonly number[];
}

export type MembershipFollower = (trx: Kysely<Database>, change: MembershipChange, now: Date) => Promise<void>;

/**
 * Areas that follow team membership (standing team plans) subscribe here, at the composition
 * root: teams never import them, so the dependency points one way (plan → squad). Followers
 * run inside the changing transaction, so a membership and what follows from it commit together.
 */
const followers = new Set<MembershipFollower>();

export function onMembershipChange(follower: MembershipFollower): void {
  followers.add(follower);
}

export async function membershipChanged(trx: Kysely<Database>, change: MembershipChange, now: Date): Promise<void> {
  if (change.traineeIds.length === 0) return;
  for (const follower of followers) await follower(trx, change, now);
}
