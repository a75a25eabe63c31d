import { describe, expect, it } from 'vitest';
import { call, makeTrainee, phoneId, sessionOp, setOp } from '../test/factories.ts';
import { figures } from '../test/figures.ts';
import { ENGINES, useTestApp } from '../test/harness.ts';
import { prepareDatabase } from './index.ts';

describe.each(ENGINES)('report figures at start on %s', (engine) => {
  const t = useTestApp(engine, { ownDatabase: true });

  it('a database whose trainings have no figures yet (the upgrade that adds them) gets them at the next start, once', async () => {
    const { db } = t.app.ctx;
    const me = await makeTrainee(t);
    const session = phoneId();
    const res = await call(t, 'POST', '/api-training/mp/training/sync/push', {
      token: me.token,
      body: { deviceId: 'phone', ops: [
        sessionOp(session, 1, { localDate: '2026-03-10', timezone: 'Asia/Shanghai', startedAt: '2026-03-10T01:00:00.000Z' }),
        setOp(phoneId(), session, 1, { actionId: 11, weightKg: 100, reps: 5, completedAt: '2026-03-10T01:10:00.000Z', localDate: '2026-03-10' }),
      ] },
    });
    expect(res.status).toBe(200);
    const kept = await figures(t, me.id);
    expect(kept.days).toHaveLength(1);

    // As before the upgrade: the sets are there, the figures are not, and no start has built them.
    await db.deleteFrom('training_day_rollups').execute();
    await db.deleteFrom('personal_records').execute();
    await db.deleteFrom('seed_state').where('part', '=', 'figures').execute();
    await prepareDatabase(db);
    expect(await figures(t, me.id)).toEqual(kept);

    // Once: a later start does not rebuild (writes keep them up to date), so what it finds stays.
    await db.deleteFrom('training_day_rollups').execute();
    await prepareDatabase(db);
    expect((await figures(t, me.id)).days).toHaveLength(0);
  });
});
