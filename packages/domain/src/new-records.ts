import { personalRecords, type PersonalRecord, type ProgressSet } from './progress.ts';

/** A record a session set: its kind, the value and the best before it (null: the first of its kind). */
export type NewRecord = PersonalRecord & { previous: number | null };

/**
 * The personal records a session set (the training summary, issue 25 point 6): each exercise ×
 * kind whose best working set of the session beats every earlier set strictly, by the records'
 * own rule (personalRecords). The first time an exercise is done, each kind it holds is new.
 */
export function newRecords(session: readonly ProgressSet[], earlier: readonly ProgressSet[]): NewRecord[] {
  const key = (r: Pick<PersonalRecord, 'actionId' | 'kind'>) => `${r.actionId}|${r.kind}`;
  const before = new Map(personalRecords(earlier).map((r) => [key(r), r.value]));
  return personalRecords(session)
    .filter((r) => r.value > (before.get(key(r)) ?? 0))
    .map((r) => ({ ...r, previous: before.get(key(r)) ?? null }));
}
