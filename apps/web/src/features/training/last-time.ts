import { lastTimeSet, type LastTime } from '@repwise/domain';
import { useEffect, useState } from 'react';
import { onTrainingChange, trainingDb, type LocalSession, type LocalSet } from '../../offline/local-db.ts';
import type { PlannedBlock } from '../../offline/planned.ts';

/** A past set as the training screen copies it; `fields` as recorded. */
type PastSet = LocalSet['fields'] & { id: string; deleted: boolean };

interface Past {
  sessions: { id: string; startedAt: string; deleted: boolean }[];
  sets: PastSet[];
}

/** Every session and set of the person this phone holds (its own and those pulled from the server): works offline. */
async function readPast(ownerId: number): Promise<Past> {
  const db = await trainingDb();
  const [sessions, sets] = await Promise.all([db.getAllFromIndex('sessions', 'ownerId', ownerId), db.getAllFromIndex('sets', 'ownerId', ownerId)]);
  return {
    sessions: sessions.map((s) => ({ id: s.id, startedAt: s.fields.startedAt, deleted: s.deleted })),
    sets: sets.map((s) => ({ ...s.fields, id: s.id, deleted: s.deleted })),
  };
}

export type LastTimeOf = (actionId: number, position: number) => LastTime<PastSet> | null;

/**
 * "Last time" for the sets of `session` (issue 24 point 4; the rule is lastTimeSet), from what
 * this phone holds, read again when its training rows change (a pull brings an earlier session).
 */
export function useLastTime(session: Pick<LocalSession, 'id' | 'ownerId' | 'fields'>): LastTimeOf {
  const [past, setPast] = useState<Past>({ sessions: [], sets: [] });
  const { id, ownerId } = session;
  const startedAt = session.fields.startedAt;
  useEffect(() => {
    let live = true;
    const load = () => void readPast(ownerId).then((read) => live && setPast(read));
    load();
    const off = onTrainingChange(load);
    return () => {
      live = false;
      off();
    };
  }, [ownerId]);
  return (actionId, position) => lastTimeSet(actionId, position, { id, startedAt }, past.sessions, past.sets);
}

/**
 * Each planned set's number among the sets of its exercise in the whole session, in the plan's
 * order (1-based), keyed by group key and index: the position "last time" looks up.
 */
export function setNumbers(plan: readonly PlannedBlock[]): Map<string, number> {
  const counts = new Map<number, number>();
  const numbers = new Map<string, number>();
  for (const block of plan) {
    for (const group of block.groups) {
      group.sets.forEach((set, index) => {
        const n = (counts.get(set.actionId) ?? 0) + 1;
        counts.set(set.actionId, n);
        numbers.set(setKey(group.key, index), n);
      });
    }
  }
  return numbers;
}

export const setKey = (groupKey: string, index: number) => `${groupKey}#${index}`;
