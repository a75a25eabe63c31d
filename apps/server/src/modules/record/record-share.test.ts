import type { SharedYear, YearShareLink } from '@repwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeCoach, makeTrainee, phoneId, sessionOp, setOp, type Made } from '../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness.ts';

/**
 * The shareable year in review (issue 25 §2) on both engines: the owner makes a link, anyone
 * with it reads the year's figures without an account (and nothing private), a new link or
 * stopping sharing ends the old one, and nobody shares someone else's year.
 */

const MP = '/api-training/mp/record/share';
const SHARED = '/api-training/open/record/shared/year';
const ZH = 'zh-CN';

interface Fixture {
  trainee: Made;
  coach: Made;
  stranger: Made;
}

async function push(t: TestApp, who: Made, ops: unknown[]): Promise<void> {
  const res = await call<{ results: { status: string }[] }>(t, 'POST', '/api-training/mp/training/sync/push', { token: who.token, body: { deviceId: 'phone', ops } });
  if (res.status !== 200 || res.data.results.some((r) => r.status !== 'applied')) throw new Error(`push failed: ${res.msg}`);
}

/**
 * 2026: one training on 2 March (Shanghai), 100 kg × 5 and 80 kg × 8 of exercise 1 = 2 working sets, 1140 kg, 45 minutes,
 * and a warm-up set that counts nowhere. 2025: 60 kg × 8 = 480 kg. A coach's reply and body data exist but are private.
 */
async function makeFixture(t: TestApp): Promise<Fixture> {
  const coach = await makeCoach(t, { nickName: 'Coach Wang' });
  const trainee = await makeTrainee(t, { coachId: coach.id, nickName: 'Share Star' });
  const stranger = await makeTrainee(t);
  const march = phoneId();
  await push(t, trainee, [
    sessionOp(march, 1, { localDate: '2026-03-02', startedAt: '2026-03-02T01:00:00.000Z', finishedAt: '2026-03-02T01:45:00.000Z', comment: 'My private note' }),
    setOp(phoneId(), march, 1, { localDate: '2026-03-02', weightKg: 100, reps: 5 }),
    setOp(phoneId(), march, 1, { localDate: '2026-03-02', weightKg: 80, reps: 8 }),
    setOp(phoneId(), march, 1, { localDate: '2026-03-02', weightKg: 40, reps: 10, setType: 'warmup' }),
  ]);
  const before = phoneId();
  await push(t, trainee, [
    sessionOp(before, 1, { localDate: '2025-06-01', startedAt: '2025-06-01T01:00:00.000Z', finishedAt: '2025-06-01T01:30:00.000Z' }),
    setOp(phoneId(), before, 1, { localDate: '2025-06-01', weightKg: 60, reps: 8 }),
  ]);
  const comment = await call(t, 'POST', '/api-training/mp/training/comment', { token: coach.token, body: { id: march, comment: 'Secret coach reply' } });
  if (comment.status !== 200) throw new Error(`comment failed: ${comment.msg}`);
  await t.app.ctx.db.insertInto('body_measurements').values({ user_id: trainee.id, measured_on: '2026-03-05', weight: 88.8, waist: 77.7, updated_at: new Date().toISOString() }).execute();
  return { trainee, coach, stranger };
}

const share = (t: TestApp, who: Made | undefined, body: unknown, lang?: string) =>
  call<YearShareLink>(t, 'POST', `${MP}/year`, { ...(who ? { token: who.token } : {}), body, ...(lang ? { lang } : {}) });
const revoke = (t: TestApp, who: Made, body: unknown) => call<{ year: number; revoked: boolean }>(t, 'POST', `${MP}/revoke`, { token: who.token, body });
const read = (t: TestApp, token: string, lang?: string) => call<SharedYear>(t, 'GET', SHARED, { query: { token }, ...(lang ? { lang } : {}) });
const tokenOf = (link: YearShareLink) => new URL(link.url).pathname.split('/s/year/')[1] ?? '';

describe.each(ENGINES)('the shared year in review on %s', (engine) => {
  let t: TestApp;
  let f: Fixture;
  beforeAll(async () => {
    t = await startTestApp(engine);
    f = await makeFixture(t);
  });
  afterAll(async () => t.close());

  it('gives the owner a link that anyone reads without a token: the year in figures, in the reader\'s language', async () => {
    const made = await share(t, f.trainee, { year: 2026 });
    expect(made.httpStatus).toBe(200);
    const token = tokenOf(made.data);
    expect(token).toMatch(/^[\w-]{22}$/);
    expect(made.data).toMatchObject({ year: 2026, path: `/s/year/${token}` });
    expect(made.data.url.endsWith(made.data.path)).toBe(true);

    const res = await read(t, token);
    expect(res.httpStatus).toBe(200);
    expect(res.data).toMatchObject({ year: 2026, nickName: 'Share Star', avatarUrl: '', sessions: 1, sets: 2, volumeKg: 1140, durationSeconds: 2700, trainingDays: 1 });
    expect(res.data.previous).toEqual({ sessions: 1, sets: 1, volumeKg: 480, durationSeconds: 1800 });
    expect(res.data.months.map((m) => m.sessions)).toEqual([0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(res.data.topExercises).toHaveLength(1);
    expect(res.data.topExercises[0]).toMatchObject({ sets: 2, volumeKg: 1140 });
    // 100 × 5 beats 2025's 60 kg: heaviest weight, e1RM and set volume; 8 reps does not beat 8.
    expect(res.data.prs.map((p) => [p.kind, p.value, p.previous])).toEqual(expect.arrayContaining([['heaviest_weight', 100, 60]]));
    const zh = await read(t, token, ZH);
    expect(zh.data.topExercises[0]!.name).toMatch(/[\u4e00-\u9fff]/);
    expect(zh.data.topExercises[0]!.name).not.toBe(res.data.topExercises[0]!.name);
  });

  it('shows nothing private: no body data, comments, compliance, days, or ids of people or trainings', async () => {
    const token = tokenOf((await share(t, f.trainee, { year: 2026 })).data);
    const res = await read(t, token);
    expect(Object.keys(res.data).sort()).toEqual(
      ['avatarUrl', 'durationSeconds', 'months', 'muscles', 'nickName', 'previous', 'prs', 'sessions', 'sets', 'topExercises', 'trainingDays', 'volumeKg', 'year'],
    );
    const text = JSON.stringify(res.data);
    for (const secret of ['Secret coach reply', 'My private note', '88.8', '77.7', 'ownerId', 'userId', 'trainingId', 'sessionId', 'compliance', 'body', String(f.trainee.mobile)]) {
      expect(text, secret).not.toContain(secret);
    }
  });

  it('keeps only the hash of the token; a new link replaces the old one, stopping sharing ends it: not found in either language', async () => {
    const first = tokenOf((await share(t, f.trainee, { year: 2026 })).data);
    const second = tokenOf((await share(t, f.trainee, { year: 2026 })).data);
    expect(second).not.toBe(first);
    const rows = await t.app.ctx.db.selectFrom('year_shares').selectAll().where('owner_id', '=', f.trainee.id).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(second);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect([(await read(t, first)).httpStatus, (await read(t, first)).msg]).toEqual([404, 'data not found']);
    expect((await read(t, second)).httpStatus).toBe(200);

    expect((await revoke(t, f.trainee, { year: 2026 })).data).toEqual({ year: 2026, revoked: true });
    const gone = await read(t, second);
    expect([gone.httpStatus, gone.msg]).toEqual([404, 'data not found']);
    const goneZh = await read(t, second, ZH);
    expect([goneZh.httpStatus, goneZh.msg]).toEqual([404, '数据不存在']);
    // Stopping again changes nothing; a malformed or unknown token is not found too.
    expect((await revoke(t, f.trainee, { year: 2026 })).data).toEqual({ year: 2026, revoked: false });
    for (const bad of ['abc', 'x'.repeat(22), `${second}x`, '../../etc', '']) expect((await read(t, bad)).httpStatus, bad).toBe(404);
    // A new link after stopping works again.
    expect((await read(t, tokenOf((await share(t, f.trainee, { year: 2026 })).data))).httpStatus).toBe(200);
  });

  it('answers a retry with the same Idempotency-Key with the same link, and stores the token nowhere', async () => {
    const post = (key: string) => t.app.inject({ method: 'POST', url: `${MP}/year`, headers: { token: f.trainee.token, 'idempotency-key': key }, payload: { year: 2025 } });
    const a = (await post('share-key-0001')).json<{ data: YearShareLink }>().data;
    const b = (await post('share-key-0001')).json<{ data: YearShareLink }>().data;
    expect(b).toEqual(a);
    expect((await read(t, tokenOf(a))).data).toMatchObject({ year: 2025, sessions: 1, volumeKg: 480 });
    const stored = await t.app.ctx.db.selectFrom('idempotency_keys').select('response').where('user_id', '=', f.trainee.id).where('key', '=', 'share-key-0001').executeTakeFirstOrThrow();
    expect(stored.response).not.toContain(tokenOf(a));
    const c = (await post('share-key-0002')).json<{ data: YearShareLink }>().data;
    expect(tokenOf(c)).not.toBe(tokenOf(a));
    expect((await read(t, tokenOf(a))).httpStatus).toBe(404);
  });

  it("shares nobody else's year: another person's userId is not found, and one's own link shows one's own figures", async () => {
    for (const who of [f.coach, f.stranger]) {
      const res = await share(t, who, { year: 2026, userId: f.trainee.id });
      expect([res.httpStatus, res.msg]).toEqual([404, 'data not found']);
      expect((await revoke(t, who, { year: 2026, userId: f.trainee.id })).httpStatus).toBe(404);
    }
    const own = await share(t, f.coach, { year: 2026 });
    expect((await read(t, tokenOf(own.data))).data).toMatchObject({ nickName: 'Coach Wang', sessions: 0, volumeKg: 0 });
    expect((await share(t, undefined, { year: 2026 })).httpStatus).toBe(401);
    // The owner's userId is the owner.
    expect((await share(t, f.trainee, { year: 2026, userId: f.trainee.id })).httpStatus).toBe(200);
  });

  it('refuses a bad year in the caller\'s language, never a 5xx', async () => {
    for (const body of [{ year: 1969 }, { year: '20x6' }, { year: 10000 }, {}, { year: 2026.5 }]) {
      const en = await share(t, f.trainee, body);
      expect(en.httpStatus, JSON.stringify(body)).toBe(400);
      expect(en.msg).toMatch(/year/);
      const zh = await share(t, f.trainee, body, ZH);
      expect(zh.httpStatus).toBe(400);
      expect(zh.msg).toMatch(/[\u4e00-\u9fff]/);
      expect((await revoke(t, f.trainee, body)).httpStatus).toBe(400);
    }
  });

  it("ends the link of a deactivated account", async () => {
    const leaver = await makeTrainee(t, { nickName: 'Leaver' });
    const token = tokenOf((await share(t, leaver, { year: 2026 })).data);
    expect((await read(t, token)).httpStatus).toBe(200);
    await t.app.ctx.db.updateTable('users').set({ deactivated_at: new Date().toISOString() }).where('id', '=', leaver.id).execute();
    expect((await read(t, token)).httpStatus).toBe(404);
  });
});
