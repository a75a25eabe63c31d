import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { deleteExpiredKeys } from './idempotency.ts';
import { claimPeriod, runAlone } from './periodic.ts';
import { makeUser } from '../test/factories.ts';
import { ENGINES, useTestApp } from '../test/harness.ts';

describe.each(ENGINES)('periodic work on %s (issue 28 §2)', (engine) => {
  const t = useTestApp(engine);
  const HOUR = 60 * 60_000;

  it('gives each period to exactly one of many claimants, and the next period again to one', async () => {
    const db = t.app.ctx.db;
    const at = new Date('2026-11-26T10:00:00Z');
    const claims = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((instance) => claimPeriod(db, 'test-job', HOUR, instance, at)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    // Within the period: no one; once it has passed: one.
    expect(await claimPeriod(db, 'test-job', HOUR, 'a', new Date(at.getTime() + HOUR - 1))).toBe(false);
    const next = await Promise.all(['a', 'b', 'c'].map((instance) => claimPeriod(db, 'test-job', HOUR, instance, new Date(at.getTime() + HOUR))));
    expect(next.filter(Boolean)).toHaveLength(1);
    expect(await db.selectFrom('periodic_runs').select('runs').where('job', '=', 'test-job').executeTakeFirstOrThrow()).toEqual({ runs: 2 });
  });

  it('runs work alone: concurrent callers take turns, and a lease left by a dead holder runs out', async () => {
    const db = t.app.ctx.db;
    let inside = 0;
    let most = 0;
    const work = async () => {
      most = Math.max(most, ++inside);
      await sleep(60);
      inside--;
    };
    await Promise.all(['a', 'b', 'c'].map((instance) => runAlone(db, 'test-seed', work, { instance, pollMs: 20 })));
    expect(most).toBe(1);
    expect(await db.selectFrom('periodic_runs').select(['runs', 'lease_until']).where('job', '=', 'test-seed').executeTakeFirstOrThrow()).toEqual({ runs: 3, lease_until: null });
    // An instance died holding the lease: it runs out and the next start goes ahead.
    await db.updateTable('periodic_runs').set({ lease_until: new Date(Date.now() + 300).toISOString(), run_by: 'dead' }).where('job', '=', 'test-seed').execute();
    const started = Date.now();
    let ran = false;
    await runAlone(db, 'test-seed', async () => void (ran = true), { instance: 'next', pollMs: 20 });
    expect(ran).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('removes expired idempotency keys in batches and keeps live ones', async () => {
    const db = t.app.ctx.db;
    const me = await makeUser(t);
    const at = new Date().toISOString();
    const row = (key: string, expiresAt: string) => ({ user_id: me.id, key, route: 'test', fingerprint: 'f', response: '{}', created_at: at, expires_at: expiresAt });
    const expired = new Date(Date.now() - 1000).toISOString();
    const live = new Date(Date.now() + HOUR).toISOString();
    const rows = [...Array.from({ length: 25 }, (_, i) => row(`old-${i}`, expired)), row('live', live)];
    await db.insertInto('idempotency_keys').values(rows).execute();
    expect(await deleteExpiredKeys(db, new Date(), 10)).toBe(25);
    expect(await db.selectFrom('idempotency_keys').select('key').where('user_id', '=', me.id).execute()).toEqual([{ key: 'live' }]);
  });
});
