import { describe, expect, it } from 'vitest';
import { call, makeCoachWithTrainee, phoneId, sessionOp, setOp, type Made } from '../../test/factories.ts';
import { ENGINES, useTestApp, type TestApp } from '../../test/harness.ts';

/**
 * Issue 29 §2: a pull does not send back what the same device just had confirmed. After a
 * cursor, rows a phone pushed and the server stored as sent, unchanged since, are left out of
 * that phone's pulls (and its cursor moves past them); any other phone, a pull from 0, and
 * every later change on the server (a coach's comment) still bring them.
 */

const SYNC = '/api-training/mp/training/sync';
interface Change { entity: 'session' | 'set'; id: string; fields: { coachComment?: string | null } }
interface Pull { changes: Change[]; next: number; more: boolean }

const push = (t: TestApp, who: Made, deviceId: string, ops: unknown[]) =>
  call<{ results: { status: string; serverSeq: number }[] }>(t, 'POST', `${SYNC}/push`, { token: who.token, body: { deviceId, ops } });
const pull = async (t: TestApp, who: Made, since: number, deviceId?: string) =>
  (await call<Pull>(t, 'GET', `${SYNC}/pull`, { token: who.token, query: { since: String(since), ...(deviceId ? { deviceId } : {}) } })).data;
const ids = (p: Pull) => p.changes.map((c) => c.id);

describe.each(ENGINES)('a pull and the rows of the device that pulls, on %s', (engine) => {
  const t = useTestApp(engine);

  it('leaves out what the pulling phone pushed, moves its cursor past them, and sends them to everyone else', async () => {
    const { trainee } = await makeCoachWithTrainee(t);
    const session = phoneId();
    await push(t, trainee, 'phone-a', [sessionOp(session, 1), setOp(phoneId(), session, 1)]);
    // From 0 everything comes, its own rows too: a phone starting over takes them back.
    const first = await pull(t, trainee, 0, 'phone-a');
    expect(first.changes).toHaveLength(2);

    const [a, b] = [phoneId(), phoneId()];
    const pushed = await push(t, trainee, 'phone-a', [setOp(a, session, 1), setOp(b, session, 1)]);
    const highest = Math.max(...pushed.data.results.map((r) => r.serverSeq));
    const own = await pull(t, trainee, first.next, 'phone-a');
    expect(own).toEqual({ changes: [], next: highest, more: false, epoch: expect.any(String) });
    // The other phone of the same trainee, and a caller that names no device, get both.
    expect(ids(await pull(t, trainee, first.next, 'phone-b'))).toEqual([a, b]);
    expect(ids(await pull(t, trainee, first.next))).toEqual([a, b]);

    // A row another phone wrote since comes to phone-a; phone-a's own again does not.
    const c = phoneId();
    await push(t, trainee, 'phone-b', [setOp(c, session, 1)]);
    await push(t, trainee, 'phone-a', [setOp(a, session, 2, { reps: 9 })]);
    const mixed = await pull(t, trainee, own.next, 'phone-a');
    expect(ids(mixed)).toEqual([c]);
    // phone-b's row, edited on phone-a: phone-b learns of the edit.
    expect(ids(await pull(t, trainee, own.next, 'phone-b'))).toEqual([a]);
  });

  it('sends a phone its own training back once the server changed it: a coach\'s comment, and a later push that keeps it', async () => {
    const { coach, trainee } = await makeCoachWithTrainee(t);
    const session = phoneId();
    await push(t, trainee, 'phone-a', [sessionOp(session, 1, { comment: 'Heavy today' })]);
    const since = (await pull(t, trainee, 0, 'phone-a')).next;
    expect((await call(t, 'POST', '/api-training/mp/training/comment', { token: coach.token, body: { id: session, comment: 'Good work' } })).status).toBe(200);
    const commented = await pull(t, trainee, since, 'phone-a');
    expect(commented.changes.map((c) => [c.id, c.fields.coachComment])).toEqual([[session, 'Good work']]);

    // The phone edits the training before it pulled the comment: the stored row keeps the
    // comment the phone may not hold, so the phone's next pull brings the row again.
    await push(t, trainee, 'phone-a', [sessionOp(session, 2, { comment: 'Heavy today, knees fine' })]);
    const edited = await pull(t, trainee, commented.next, 'phone-a');
    expect(edited.changes.map((c) => [c.id, c.fields.coachComment])).toEqual([[session, 'Good work']]);
  });

  it('refuses a device name that is empty or too long, and changes nothing', async () => {
    const { trainee } = await makeCoachWithTrainee(t);
    for (const deviceId of ['', ' ', 'x'.repeat(65)]) {
      const res = await call(t, 'GET', `${SYNC}/pull`, { token: trainee.token, query: { since: '1', deviceId } });
      expect(res.httpStatus, JSON.stringify(deviceId)).toBe(400);
    }
  });
});
