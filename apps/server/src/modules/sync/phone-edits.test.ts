import type { SetFields } from '@repwise/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { outboxKey, trainingDb, type LocalSet } from '../../../../web/src/offline/local-db.ts';
import { createSession, deleteSession, editSet, outboxOf, readSession, recordSet } from '../../../../web/src/features/training/recorder.ts';
import { getSyncState, requestSync } from '../../../../web/src/offline/sync-engine.ts';
import { testSessionFields, testSetFields } from '../../../../web/src/features/training/test-rows.ts';
import { makeTrainee } from '../../test/factories.ts';
import { ENGINES, useTestApp } from '../../test/harness.ts';
import { usePhone } from '../../test/phone.ts';

/**
 * The phone's recorder and sync engine (apps/web, on an in-memory IndexedDB) against the real
 * app on each engine: what the phone stores and what the server keeps must end the same
 * (issue 23: every edit raises rev from the stored row, inside its transaction).
 */

/** The writer before the fix: the rev from the screen's copy of the row, not from the stored row. */
async function editFromScreenCopy(screen: LocalSet, patch: Partial<SetFields>): Promise<void> {
  const row = { ...screen, rev: screen.rev + 1, fields: { ...screen.fields, ...patch } };
  const db = await trainingDb();
  const tx = db.transaction(['sets', 'outbox'], 'readwrite', { durability: 'strict' });
  const op = { entity: 'set' as const, id: row.id, rev: row.rev, op: 'upsert' as const, fields: row.fields };
  await Promise.all([tx.objectStore('sets').put(row), tx.objectStore('outbox').put({ key: outboxKey('set', row.id), ownerId: row.ownerId, op, queuedAt: Date.now(), rejected: null }), tx.done]);
}

describe.each(ENGINES)('a phone and the server on %s', (engine) => {
  const t = useTestApp(engine);
  const phone = usePhone(t);
  let ownerId: number;

  beforeEach(async () => {
    const trainee = await makeTrainee(t);
    ownerId = trainee.id;
    await phone.signIn(trainee);
  });

  /** A session with `count` sets, recorded on the phone and synced. */
  async function syncedSession(count: number) {
    const session = await createSession({ ownerId, fields: testSessionFields(), plan: [] });
    const sets: LocalSet[] = [];
    for (let i = 0; i < count; i += 1) sets.push(await recordSet(ownerId, testSetFields(session.id, { reps: 8 + i })));
    await phone.sync();
    return { session, sets };
  }

  const serverSets = (sessionId: string) =>
    t.app.ctx.db.selectFrom('training_sets').select(['id', 'rev', 'deleted', 'reps', 'effort']).where('session_id', '=', sessionId).orderBy('reps').execute();

  /**
   * Two edits of one set made from the screen's copy, never read again between them: the
   * first is sent and applied, and while its answer is on the way back the second is made.
   */
  async function twoQuickEdits(edit: (screen: LocalSet, patch: Partial<SetFields>) => Promise<unknown>) {
    const { session, sets: [screen] } = await syncedSession(1);
    const held = phone.holdNextPushAnswer();
    await edit(screen!, { effort: 3 });
    const syncing = requestSync();
    await held.applied;
    await edit(screen!, { reps: 10, effort: 4 });
    held.release();
    await syncing;
    expect(getSyncState()).toBe('idle');
    const [onPhone] = (await readSession(session.id)).sets;
    const [server] = await serverSets(session.id);
    return { phone: onPhone!, server: server!, outbox: await outboxOf(ownerId) };
  }

  it('ends with the second of two quick edits on both, at the same rev, the first one pushed while the second was made', async () => {
    const { phone, server, outbox } = await twoQuickEdits((screen, patch) => editSet(screen.id, patch));
    expect(phone).toMatchObject({ rev: 3, syncedRev: 3, fields: { reps: 10, effort: 4 } });
    expect(server).toMatchObject({ rev: 3, reps: 10, effort: 4, deleted: 0 });
    expect(outbox).toEqual([]);
  });

  it('(the old way, rev from the screen copy) loses the second edit: the server keeps the first, and the phone has nothing left to send', async () => {
    const { phone, server, outbox } = await twoQuickEdits(editFromScreenCopy);
    expect(server).toMatchObject({ rev: 2, reps: 8, effort: 3 });
    expect(phone.syncedRev).toBe(phone.rev);
    expect(outbox).toEqual([]);
  });

  it('deletes a session with its sets, on the phone and then on the server, at the same revs', async () => {
    const { session, sets } = await syncedSession(2);
    await deleteSession(session.id);
    await phone.sync();
    const held = await readSession(session.id);
    expect(held.session).toMatchObject({ deleted: true, rev: 2, syncedRev: 2 });
    expect(Object.fromEntries(held.sets.map((s) => [s.id, [s.deleted, s.rev, s.syncedRev]]))).toEqual(Object.fromEntries(sets.map((s) => [s.id, [true, 2, 2]])));
    expect(await t.app.ctx.db.selectFrom('trainings').select(['rev', 'deleted']).where('id', '=', session.id).execute()).toEqual([{ rev: 2, deleted: 1 }]);
    expect(await serverSets(session.id)).toEqual(sets.map((s) => ({ id: s.id, rev: 2, deleted: 1, reps: s.fields.reps, effort: null })));
    expect(await outboxOf(ownerId)).toEqual([]);
  });
});
