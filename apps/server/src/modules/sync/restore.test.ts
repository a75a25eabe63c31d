import { afterEach, describe, expect, it } from 'vitest';
import { call, makeTrainee, phoneId, sessionOp, setOp, type Made } from '../../test/factories.ts';
import { ENGINES, startTestApp, useTestApp, type TestApp } from '../../test/harness.ts';
import { startNewEpoch } from './epoch.ts';

/**
 * Sync survives a restore (issue 23, acceptance 7). The database is copied mid-way through a
 * training (a picture: every table and sequence as it was), more sets are recorded, and the
 * database is brought back to the copy. The phone here follows the web sync engine's rules
 * (apps/web/src/offline/sync-engine.ts): it keeps every row it recorded or pulled, pulls from
 * its cursor, and on a new epoch queues every row again and pulls from 0.
 */

type Op = ReturnType<typeof sessionOp> | ReturnType<typeof setOp>;
type Change = { entity: string; id: string; rev: number; op: string; serverSeq: number };
type Pulled = { changes: Change[]; next: number; more: boolean; epoch: string };

class Phone {
  readonly rows = new Map<string, Op>();
  private outbox = new Map<string, Op>();
  cursor = 0;
  epoch: string | null = null;

  constructor(private readonly who: Made, private readonly deviceId: string) {}

  record(op: Op): void {
    this.rows.set(op.id, op);
    this.outbox.set(op.id, op);
  }

  async sync(server: TestApp): Promise<void> {
    await this.push(server);
    for (;;) {
      const { data } = await call<Pulled>(server, 'GET', '/api-training/mp/training/sync/pull', { token: this.who.token, query: { since: String(this.cursor) } });
      if (this.epoch !== null && data.epoch !== this.epoch) {
        // A restored (or re-created) database: everything this phone holds goes again.
        for (const row of this.rows.values()) this.outbox.set(row.id, row);
        this.epoch = data.epoch;
        this.cursor = 0;
        await this.push(server);
        continue;
      }
      this.epoch = data.epoch;
      this.cursor = data.next;
      if (!data.more) return;
    }
  }

  private async push(server: TestApp): Promise<void> {
    if (this.outbox.size === 0) return;
    const ops = [...this.outbox.values()].sort((a, b) => (a.entity === b.entity ? 0 : a.entity === 'session' ? -1 : 1));
    const { status, data } = await call<{ results: { id: string; status: string }[] }>(server, 'POST', '/api-training/mp/training/sync/push', { token: this.who.token, body: { deviceId: this.deviceId, ops } });
    expect(status).toBe(200);
    expect(data.results.filter((r) => r.status === 'rejected')).toEqual([]);
    this.outbox.clear();
  }
}

/** The owner's rows on a server: id → [rev, deleted]. */
async function stored(server: TestApp, ownerId: number) {
  const db = server.app.ctx.db;
  const rows = [
    ...(await db.selectFrom('trainings').select(['id', 'rev', 'deleted', 'received_at']).where('owner_id', '=', ownerId).execute()),
    ...(await db.selectFrom('training_sets').select(['id', 'rev', 'deleted', 'received_at']).where('owner_id', '=', ownerId).execute()),
  ];
  return { revs: new Map(rows.map((r) => [r.id, r.rev])), receivedAt: rows.map((r) => r.received_at) };
}

describe.each(ENGINES)('sync across a restore on %s', (engine) => {
  const t = useTestApp(engine);
  const apps: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  /** A training of one session and three sets synced, the database copied, then three more sets and the finish synced. */
  async function trainingAcrossACopy() {
    const original = await startTestApp(engine);
    const me = await makeTrainee(original);
    const phone = new Phone(me, 'phone-a');
    const session = phoneId();
    phone.record(sessionOp(session, 1));
    for (let i = 0; i < 3; i += 1) phone.record(setOp(phoneId(), session, 1, { reps: 5 + i }));
    await phone.sync(original);
    const copy = await original.picture();
    for (let i = 0; i < 3; i += 1) phone.record(setOp(phoneId(), session, 1, { reps: 8 + i }));
    phone.record(sessionOp(session, 2, { finishedAt: '2026-11-20T09:00:00.000Z' }));
    const before = new Date().toISOString();
    await phone.sync(original);
    expect((await stored(original, me.id)).revs.size).toBe(7);
    // The restore: the server stops, its database is brought back to the copy, it starts again.
    await original.close();
    const restored = await startTestApp(engine, { from: copy });
    apps.push(restored);
    // The copy holds the first half only, under the same epoch as before.
    expect((await stored(restored, me.id)).revs.size).toBe(4);
    return { me, phone, restored, before };
  }

  it('a restore nobody announced: the phone cursor past every row starts a new epoch, and every set recorded after the copy comes back', async () => {
    const { me, phone, restored, before } = await trainingAcrossACopy();
    const epochBefore = phone.epoch;
    await phone.sync(restored);
    expect(phone.epoch).not.toBe(epochBefore);
    const after = await stored(restored, me.id);
    expect(after.revs).toEqual(new Map([...phone.rows.values()].map((op) => [op.id, op.rev])));
    // Rows carry the server's receipt time of their last change: the re-sent ones, now.
    expect(after.receivedAt.filter((at) => at >= before)).toHaveLength(4);
    // The phone's cursor now counts in the restored database: a second sync brings nothing new and keeps the epoch.
    const epoch = phone.epoch;
    await phone.sync(restored);
    expect(phone.epoch).toBe(epoch);
  });

  it('a restore announced by `npm run db:restored`: the phone re-sends although another device has written past its cursor since', async () => {
    const { me, phone, restored } = await trainingAcrossACopy();
    await startNewEpoch(restored.app.ctx.db, new Date());
    // Another phone of the same person records a whole session before this one is back: the
    // restored sequence climbs past this phone's cursor, so only the epoch tells it.
    const other = new Phone(me, 'phone-b');
    const otherSession = phoneId();
    other.record(sessionOp(otherSession, 1, { name: 'Legs' }));
    for (let i = 0; i < 8; i += 1) other.record(setOp(phoneId(), otherSession, 1));
    await other.sync(restored);
    expect(Number((await restored.app.ctx.db.selectFrom('training_sets').select((eb) => eb.fn.max('server_seq').as('m')).executeTakeFirstOrThrow()).m)).toBeGreaterThan(phone.cursor);

    await phone.sync(restored);
    const expected = new Map([...phone.rows.values(), ...other.rows.values()].map((op) => [op.id, op.rev]));
    expect((await stored(restored, me.id)).revs).toEqual(expected);
    // And this phone pulled the other's rows from 0 in the new epoch.
    await other.sync(restored);
    expect(other.epoch).toBe(phone.epoch);
  });

  it('a re-created database has an epoch of its own', async () => {
    const fresh = await startTestApp(engine, { ownDatabase: true });
    apps.push(fresh);
    const me = await makeTrainee(t);
    const pulled = await call<Pulled>(t, 'GET', '/api-training/mp/training/sync/pull', { token: me.token, query: { since: '0' } });
    const other = await fresh.app.ctx.db.selectFrom('sync_epoch').select('epoch').executeTakeFirstOrThrow();
    expect(pulled.data.epoch).toMatch(/^[0-9a-f-]{36}$/);
    expect(other.epoch).not.toBe(pulled.data.epoch);
  });
});
