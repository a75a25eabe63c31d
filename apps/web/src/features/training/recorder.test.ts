import 'fake-indexeddb/auto';
import { plannedTrainingId } from '@repwise/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LocalSet } from '../../offline/local-db.ts';
import { blockForActions } from './plan.ts';
import { createSession, deleteSession, deleteSet, editSet, moveBlock, readSession, recordSet } from './recorder.ts';
import { emptyTrainingDb, testSessionFields, testSetFields } from './test-rows.ts';

const OWNER = 7;

async function sessionWithSets(count: number, planSessionId: number | null = null) {
  const session = await createSession({ ownerId: OWNER, fields: testSessionFields({ planSessionId }), plan: [] });
  const sets: LocalSet[] = [];
  for (let i = 0; i < count; i += 1) sets.push(await recordSet(OWNER, testSetFields(session.id, { reps: 8 + i })));
  return { session, sets };
}

describe('the recorder (every change reads the stored row and raises its rev in one transaction)', () => {
  beforeEach(emptyTrainingDb);

  it('gives two edits made from one screen copy two revs, each applied to the stored row, and queues the last state', async () => {
    const { session, sets: [screen] } = await sessionWithSets(1);
    await editSet(screen!.id, { effort: 3 });
    await editSet(screen!.id, { reps: 10 });
    const { sets: [set], pending } = await readSession(session.id);
    expect(set).toMatchObject({ rev: 3, syncedRev: 0, deleted: false, fields: { effort: 3, reps: 10 } });
    expect(pending.find((e) => e.op.id === screen!.id)).toMatchObject({ rejected: null, op: { entity: 'set', op: 'upsert', rev: 3, fields: { effort: 3, reps: 10 } } });
  });

  it('lands both of two edits started together (the second reads the row the first wrote)', async () => {
    const { session, sets: [screen] } = await sessionWithSets(1);
    await Promise.all([editSet(screen!.id, { effort: 2 }), editSet(screen!.id, { weightKg: 62.5 })]);
    expect((await readSession(session.id)).sets[0]).toMatchObject({ rev: 3, fields: { effort: 2, weightKg: 62.5 } });
  });

  it('deletes a session with every set of it, each with a raised rev and a delete op; a set deleted before is left as it was', async () => {
    const { session, sets } = await sessionWithSets(3);
    const other = await sessionWithSets(1);
    await deleteSet(sets[2]!.id);
    await deleteSession(session.id);
    const after = await readSession(session.id);
    expect(after.session).toMatchObject({ deleted: true, rev: 2 });
    expect(Object.fromEntries(after.sets.map((s) => [s.id, [s.deleted, s.rev]]))).toEqual({ [sets[0]!.id]: [true, 2], [sets[1]!.id]: [true, 2], [sets[2]!.id]: [true, 2] });
    expect(Object.fromEntries(after.pending.map((e) => [e.op.id, [e.op.op, e.op.rev]]))).toEqual({
      [session.id]: ['delete', 2], [sets[0]!.id]: ['delete', 2], [sets[1]!.id]: ['delete', 2], [sets[2]!.id]: ['delete', 2],
    });
    expect((await readSession(other.session.id)).sets[0]).toMatchObject({ deleted: false, rev: 1 });
  });

  it('leaves a deleted set deleted when an edit of it comes after the delete', async () => {
    const { session, sets: [set] } = await sessionWithSets(1);
    await deleteSet(set!.id);
    await editSet(set!.id, { reps: 12 });
    expect((await readSession(session.id)).sets[0]).toMatchObject({ deleted: true, rev: 2, fields: { reps: 8 } });
  });

  it('opens a scheduled session held here again, and starts a deleted one above its tombstone', async () => {
    const { session } = await sessionWithSets(0, 41);
    expect(session.id).toBe(plannedTrainingId(41));
    expect(await createSession({ ownerId: OWNER, fields: testSessionFields({ planSessionId: 41, name: 'again' }), plan: [] })).toMatchObject({ rev: 1, fields: { name: 'Upper A' } });
    await deleteSession(session.id);
    expect(await createSession({ ownerId: OWNER, fields: testSessionFields({ planSessionId: 41 }), plan: [] })).toMatchObject({ id: session.id, rev: 3, deleted: false });
  });

  it('moves blocks from the stored plan: two moves made from one screen copy both happen', async () => {
    const plan = ['A', 'B', 'C'].map((name, i) => blockForActions(name, [{ id: i + 1, name }], 1));
    const session = await createSession({ ownerId: OWNER, fields: testSessionFields(), plan });
    await moveBlock(session.id, 0, 1);
    await moveBlock(session.id, 1, 1);
    expect((await readSession(session.id)).session?.plan?.map((b) => b.key)).toEqual(['B', 'C', 'A']);
  });
});
