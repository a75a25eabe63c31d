import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { login, type LoggedIn } from '../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../test/harness.ts';

const CREATE = '/api-training/mp/training/action/create';
const BODY = { nameEn: 'Retry row', type: 'strength', equipment: 'barbell', primaryMuscles: ['lats'] };

describe.each(ENGINES)('idempotency keys on %s', (engine) => {
  let t: TestApp;
  let me: LoggedIn;
  beforeEach(async () => {
    t = await startTestApp(engine);
    me = await login(t);
  });
  afterEach(async () => t.close());

  const create = (key: string | undefined, body: object = BODY, token = me.token) =>
    t.app.inject({ method: 'POST', url: CREATE, payload: body, headers: { token, ...(key ? { 'idempotency-key': key } : {}) } });
  const mine = async () => (await t.app.ctx.db.selectFrom('exercises').select('id').where('owner_id', 'is not', null).execute()).length;

  it('answers a retried create with the first answer and records once', async () => {
    const first = await create('retry-key-0001');
    const again = await create('retry-key-0001');
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await mine()).toBe(1);
  });

  it('records once when the same request arrives twice at the same time', async () => {
    const answers = await Promise.all([create('burst-key-0001'), create('burst-key-0001')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual(expect.arrayContaining([200]));
    expect(answers.every((a) => [200, 409].includes(a.statusCode))).toBe(true);
    expect(await mine()).toBe(1);
  });

  it('frees the key when the first attempt fails, and keeps keys per person', async () => {
    expect((await create('fail-key-0001', { ...BODY, primaryMuscles: ['wings'] })).statusCode).toBe(400);
    expect((await create('fail-key-0001')).statusCode).toBe(200);
    const other = await login(t);
    expect((await create('fail-key-0001', BODY, other.token)).statusCode).toBe(200);
    expect(await mine()).toBe(2);
  });

  it('refuses a malformed key, and a key reused on another route', async () => {
    expect((await create('bad key!')).statusCode).toBe(400);
    await create('shared-key-001');
    const copy = await t.app.inject({ method: 'POST', url: '/api-training/mp/training/actions/series/copy?id=1', headers: { token: me.token, 'idempotency-key': 'shared-key-001' } });
    expect(copy.statusCode).toBe(400);
    expect(copy.json().msg).toBe('This request key was already used for another action');
  });

  it('creates one template when a template save is retried', async () => {
    const official = await t.app.inject({ method: 'GET', url: '/api-training/mp/training/actions/series/listZt', headers: { token: me.token } });
    const id = (official.json() as { data: { list: { id: number }[] } }).data.list[0]!.id;
    const template = (await t.app.inject({ method: 'GET', url: `/api-training/mp/training/actions/series/get?id=${id}`, headers: { token: me.token } })).json().data;
    const save = () => t.app.inject({ method: 'POST', url: '/api-training/mp/training/actions/series/modify', payload: { ...template, id: null }, headers: { token: me.token, 'idempotency-key': 'template-save-01' } });
    const [first, second] = [await save(), await save()];
    expect(second.json().data.id).toBe(first.json().data.id);
    const own = await t.app.ctx.db.selectFrom('templates').select('id').where('owner_id', 'is not', null).execute();
    expect(own).toHaveLength(1);
  });
});
