import type { ScheduledSession } from '@repwise/contracts';

type Status = ScheduledSession['status'];

/** How many sessions have each status; today's, still to do, count as upcoming. */
export function countByStatus(sessions: readonly { status: Status }[]): Record<Exclude<Status, 'today'>, number> {
  const counts = { done: 0, missed: 0, upcoming: 0, cancelled: 0 };
  for (const s of sessions) counts[s.status === 'today' ? 'upcoming' : s.status] += 1;
  return counts;
}

/** Sessions per trainee, in the order each first appears. */
export function byTrainee<S extends { traineeId: number }>(sessions: readonly S[]): { traineeId: number; sessions: S[] }[] {
  const groups = new Map<number, S[]>();
  for (const s of sessions) groups.set(s.traineeId, [...(groups.get(s.traineeId) ?? []), s]);
  return [...groups].map(([traineeId, list]) => ({ traineeId, sessions: list }));
}
