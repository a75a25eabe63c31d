import { afterEach, describe, expect, it } from 'vitest';
import { createSession, deleteSet, editSession, editSet, outboxOf, recordSet } from '../../../../web/src/features/training/recorder.ts';
import { testSessionFields, testSetFields } from '../../../../web/src/features/training/test-rows.ts';
import { trainingDb } from '../../../../web/src/offline/local-db.ts';
import { call, makeTrainee, phoneId, sessionOp, setOp, type Made } from '../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness.ts';
import { usePhone } from '../../test/phone.ts';
import { currentEpoch, startNewEpoch } from './epoch.ts';
import { highestSeqOf } from './repo.ts';

/**
 * Sync survives a restore (issue 23, acceptance 7). The phone is the web app's own code (the
 * recorder, the offline store on an in-memory IndexedDB, the sync engine; test/phone.ts). It
 * records a free session and three sets and syncs; the database is copied (a picture: every
 * table and sequence as it was); the phone records three more sets, corrects one set, takes one
 * back, finishes the session and syncs; the server stops and starts again from the copy. The
 * phone's next sync must leave the restored server holding every row the phone holds, at the
 * phone's revs.
 */

type Held = Map<string, [rev: number, deleted: boolean]>;

const SYNC_PATH = '/api-training/mp/training/sync';

/** The owner's rows as the phone holds them (id → [rev, deleted]), and those the server has not confirmed. */
async function onPhone(ownerId: number) {
  const db = await trainingDb();
  const rows = [...(await db.getAllFromIndex('sessions', 'ownerId', ownerId)), ...(await db.getAllFromIndex('sets', 'ownerId', ownerId))];
  return {
    rows: new Map(rows.map((r) => [r.id, [r.rev, r.deleted]])) as Held,
    unconfirmed: rows.filter((r) => r.syncedRev !== r.rev).map((r) => r.id),
    outbox: await outboxOf(ownerId),
  };
}

/** The owner's rows on a server (id → [rev, deleted]), and when it received each one's last change. */
async function onServer(server: TestApp, ownerId: number) {
  const db = server.app.ctx.db;
  const rows = [
    ...(await db.selectFrom('trainings').select(['id', 'rev', 'deleted', 'received_at']).where('owner_id', '=', ownerId).execute()),
    ...(await db.selectFrom('training_sets').select(['id', 'rev', 'deleted', 'received_at']).where('owner_id', '=', ownerId).execute()),
  ];
  return {
    rows: new Map(rows.map((r) => [r.id, [r.rev, r.deleted === 1]])) as Held,
    receivedAt: new Map(rows.map((r) => [r.id, new Date(r.received_at).getTime()])),
  };
}

describe.each(ENGINES)('sync across a restore on %s', (engine) => {
  const phone = usePhone();
  const running = new Set<TestApp>();
  afterEach(async () => {
    const apps = [...running];
    running.clear();
    await Promise.all(apps.map((app) => app.close()));
  });

  async function start(options?: Parameters<typeof startTestApp>[1]): Promise<TestApp> {
    const app = await startTestApp(engine, options);
    running.add(app);
    return app;
  }

  const epochOnPhone = (me: Made) => phone.meta(`epoch:${me.id}`);

  /**
   * A training across a copy: a free session and three sets synced, the copy, three more sets,
   * a correction, a set taken back and the finish synced; then the restore (the original
   * stops, the restored app starts from the copy) and the phone pointed at the restored app.
   */
  async function trainingAcrossACopy() {
    const original = await start();
    const me = await makeTrainee(original);
    phone.reach(original);
    await phone.signIn(me);
    const session = await createSession({ ownerId: me.id, fields: testSessionFields({ planSessionId: null }), plan: [] });
    const firstHalf = [];
    for (let i = 0; i < 3; i += 1) firstHalf.push(await recordSet(me.id, testSetFields(session.id, { reps: 5 + i })));
    await phone.sync();
    const epoch = await epochOnPhone(me);
    expect(epoch).toBe(await currentEpoch(original.app.ctx.db));

    const copy = await original.picture();

    for (let i = 0; i < 3; i += 1) await recordSet(me.id, testSetFields(session.id, { reps: 8 + i }));
    await editSet(firstHalf[0]!.id, { reps: 6, effort: 2 });
    await deleteSet(firstHalf[1]!.id);
    await editSession(session.id, { finishedAt: '2026-11-20T09:00:00.000Z', rating: 4, comment: 'Heavy' });
    await phone.sync();
    const recorded = (await onPhone(me.id)).rows;
    expect(recorded.size).toBe(7);
    expect((await onServer(original, me.id)).rows).toEqual(recorded);

    // The restore: the server stops, its database is brought back to the copy, it starts again.
    running.delete(original);
    await original.close();
    const restored = await start({ from: copy });
    // The copy holds the first half only, each row at rev 1, under the epoch the phone knows.
    const inCopy = (await onServer(restored, me.id)).rows;
    expect(inCopy).toEqual(new Map([session.id, ...firstHalf.map((s) => s.id)].map((id) => [id, [1, false]])));
    expect(await currentEpoch(restored.app.ctx.db)).toBe(epoch);
    const restoredAt = Date.now();
    phone.reach(restored);
    return { me, restored, epoch, recorded, inCopy, restoredAt };
  }

  /**
   * After the phone's sync with the restored server: the server holds every row the phone
   * holds at the phone's rev (deleted only where the phone deleted it), the phone has nothing
   * left to send, its epoch is the restored server's new one, and exactly the rows the copy
   * lacked or held at a lower rev were received again after the restore.
   */
  async function expectEverythingBack({ me, restored, epoch, recorded, inCopy, restoredAt }: Awaited<ReturnType<typeof trainingAcrossACopy>>) {
    const held = await onPhone(me.id);
    const server = await onServer(restored, me.id);
    expect(server.rows).toEqual(held.rows);
    for (const [id, row] of recorded) expect(held.rows.get(id)).toEqual(row);
    expect(held.unconfirmed).toEqual([]);
    expect(held.outbox).toEqual([]);

    const epochNow = await epochOnPhone(me);
    expect(epochNow).not.toBe(epoch);
    expect(epochNow).toBe(await currentEpoch(restored.app.ctx.db));

    const lost = [...recorded].filter(([id, [rev]]) => (inCopy.get(id)?.[0] ?? 0) < rev).map(([id]) => id);
    // The session (finished), three new sets, the corrected one and the one taken back.
    expect(lost).toHaveLength(6);
    const receivedAgain = [...recorded.keys()].filter((id) => server.receivedAt.get(id)! >= restoredAt);
    expect(receivedAgain.sort()).toEqual(lost.sort());
  }

  it('a restore nobody announced: the phone cursor past every row starts a new epoch, and every set recorded after the copy comes back', async () => {
    const across = await trainingAcrossACopy();
    const { me, restored } = across;
    expect(Number(await phone.meta(`cursor:${me.id}`))).toBeGreaterThan(await highestSeqOf(restored.app.ctx.db, me.id));

    await phone.sync();
    await expectEverythingBack(across);

    // The phone's cursor now counts in the restored database: another sync brings nothing new and keeps the epoch.
    const epoch = await epochOnPhone(me);
    await phone.sync();
    expect(await epochOnPhone(me)).toBe(epoch);
    expect(await currentEpoch(restored.app.ctx.db)).toBe(epoch);
    expect((await onServer(restored, me.id)).rows).toEqual((await onPhone(me.id)).rows);
  });

  it('a restore announced by `npm run db:restored`: the phone re-sends although another device has written past its cursor since', async () => {
    const across = await trainingAcrossACopy();
    const { me, restored } = across;
    const announced = await startNewEpoch(restored.app.ctx.db, new Date());

    // Another phone of the same person records a whole session before this one is back (its
    // pushes as the API takes them): the restored sequence climbs past this phone's cursor, so
    // only the epoch tells it.
    const otherSession = phoneId();
    const otherOps = [sessionOp(otherSession, 1, { name: 'Legs' }), ...Array.from({ length: 8 }, () => setOp(phoneId(), otherSession, 1))];
    const pushed = await call<{ results: { status: string }[] }>(restored, 'POST', `${SYNC_PATH}/push`, { token: me.token, body: { deviceId: 'phone-b', ops: otherOps } });
    expect(pushed.data.results.map((r) => r.status)).toEqual(otherOps.map(() => 'applied'));
    expect(await highestSeqOf(restored.app.ctx.db, me.id)).toBeGreaterThan(Number(await phone.meta(`cursor:${me.id}`)));

    await phone.sync();
    await expectEverythingBack(across);
    expect(await epochOnPhone(me)).toBe(announced);
    // The phone pulled from 0 in the new epoch: it holds the other phone's session and sets too.
    const held = (await onPhone(me.id)).rows;
    expect(otherOps.map((op) => held.get(op.id))).toEqual(otherOps.map(() => [1, false]));
    // And the other phone finds the same epoch: this phone's return started no other.
    const pulled = await call<{ epoch: string }>(restored, 'GET', `${SYNC_PATH}/pull`, { token: me.token, query: { since: '0' } });
    expect(pulled.data.epoch).toBe(announced);
  });

  it('a re-created database has an epoch of its own', async () => {
    const server = await start();
    const fresh = await start({ ownDatabase: true });
    const me = await makeTrainee(server);
    phone.reach(server);
    await phone.signIn(me);
    await phone.sync();
    const epoch = await epochOnPhone(me);
    expect(epoch).toMatch(/^[0-9a-f-]{36}$/);
    expect(epoch).toBe(await currentEpoch(server.app.ctx.db));
    expect(await currentEpoch(fresh.app.ctx.db)).not.toBe(epoch);
  });
});
