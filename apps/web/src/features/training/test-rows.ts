import type { SessionFields, SetFields } from '@repwise/contracts';
import { trainingDb } from '../../offline/local-db.ts';

/** For tests of the phone's store: a session's fields as the phone makes them, with `patch` on top. */
export function testSessionFields(patch: Partial<SessionFields> = {}): SessionFields {
  return {
    planSessionId: null, templateId: null, name: 'Upper A', startedAt: '2026-11-20T08:00:00.000Z', finishedAt: null, timezone: 'Asia/Shanghai', localDate: '2026-11-20',
    rating: null, comment: null, ...patch,
  };
}

/** A set of `sessionId` done as the phone records it, with `patch` on top. */
export function testSetFields(sessionId: string, patch: Partial<SetFields> = {}): SetFields {
  return {
    sessionId, actionId: 1, blockId: 'b1', groupId: 'b1-g1', setType: 'normal', side: 'both', plannedWeightKg: 60, plannedReps: 8, weightKg: 60, unit: 'kg',
    reps: 8, repsRight: null, effort: null, completedAt: '2026-11-20T08:05:00.000Z', localDate: '2026-11-20', ...patch,
  };
}

/** The phone's store emptied: every test starts as a phone that has recorded nothing. */
export async function emptyTrainingDb(): Promise<void> {
  const db = await trainingDb();
  await Promise.all((['sessions', 'sets', 'outbox', 'meta'] as const).map((store) => db.clear(store)));
}
