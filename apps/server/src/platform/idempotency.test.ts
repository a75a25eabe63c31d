import pg from 'pg';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentSchema } from '../db/dialect.ts';
import { login, makeUser, type Made } from '../test/factories.ts';
import { ENGINES, useTestApp } from '../test/harness.ts';
import { deleteExpiredKeys, IDEMPOTENCY_KEY_TTL_MS } from './idempotency.ts';

const CREATE = '/api-training/mp/training/action/create';
const BODY = { nameEn: 'Retry row', type: 'strength', equipment: 'barbell', primaryMuscles: ['lats'] };

describe.each(ENGINES)('idempotency keys on %s', (engine) => {
  const t = useTestApp(engine);
  let me: Made;
  beforeEach(async () => {
    me = await makeUser(t, { position: null });
  });

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

  it('gives two copies of a request arriving together the same answer, and records once', async () => {
    const answers = await Promise.all([create('burst-key-0001'), create('burst-key-0001'), create('burst-key-0001')]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    expect(await mine()).toBe(1);
  });

  it('leaves no trace of a failed first attempt: the retry runs afresh', async () => {
    expect((await create('fail-key-0001', { ...BODY, primaryMuscles: ['wings'] })).statusCode).toBe(400);
    expect(await t.app.ctx.db.selectFrom('idempotency_keys').selectAll().execute()).toEqual([]);
    expect((await create('fail-key-0001')).statusCode).toBe(200);
    const other = await login(t);
    expect((await create('fail-key-0001', BODY, other.token)).statusCode).toBe(200);
    expect(await mine()).toBe(2);
  });

  it('refuses a malformed key, a key reused on another route, and a key reused with another input', async () => {
    expect((await create('bad key!')).statusCode).toBe(400);
    await create('shared-key-001');
    const copy = await t.app.inject({ method: 'POST', url: '/api-training/mp/training/actions/series/copy?id=1', headers: { token: me.token, 'idempotency-key': 'shared-key-001' } });
    expect(copy.json()).toEqual({ status: 400, msg: 'This request key was already used for another action', data: null });
    const changed = await create('shared-key-001', { ...BODY, nameEn: 'Another row' });
    expect(changed.json().msg).toBe('This request key was already used for another action');
    expect(await mine()).toBe(1);
  });

  it('forgets a key after 24 hours: the same key then creates anew, and expired keys are removed', async () => {
    const first = await create('old-key-00001');
    const expired = new Date(Date.now() - 1000).toISOString();
    await t.app.ctx.db.updateTable('idempotency_keys').set({ expires_at: expired }).execute();
    const later = await create('old-key-00001');
    expect(later.json().data.id).not.toBe(first.json().data.id);
    const row = await t.app.ctx.db.selectFrom('idempotency_keys').selectAll().executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(IDEMPOTENCY_KEY_TTL_MS);
    await t.app.ctx.db.updateTable('idempotency_keys').set({ expires_at: expired }).execute();
    expect(await deleteExpiredKeys(t.app.ctx.db)).toBe(1);
    expect(await t.app.ctx.db.selectFrom('idempotency_keys').selectAll().execute()).toEqual([]);
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

/** Only PostgreSQL lets a second connection hold a claim open, as a running first request does. */
describe.runIf(ENGINES.includes('postgres'))('idempotency keys behind a first request that is still running, on postgres', () => {
  const t = useTestApp('postgres');
  let me: Made;
  beforeEach(async () => {
    me = await makeUser(t, { position: null });
  });

  const create = (key: string) => t.app.inject({ method: 'POST', url: CREATE, payload: BODY, headers: { token: me.token, 'idempotency-key': key } });
  const mine = async () => (await t.app.ctx.db.selectFrom('exercises').select('id').where('owner_id', 'is not', null).execute()).length;
  const userId = async () => (await t.app.ctx.db.selectFrom('users').select('id').where('mobile', '=', me.mobile).executeTakeFirstOrThrow()).id;

  /** Another connection holding a claim of the key in an open transaction, as a running first request does. */
  async function holdClaim(key: string) {
    // The fingerprint of BODY, as a finished request with another key stored it.
    await create('fingerprint-probe');
    const probe = await t.app.ctx.db.selectFrom('idempotency_keys').select(['fingerprint', 'response']).where('key', '=', 'fingerprint-probe').executeTakeFirstOrThrow();
    // The app's schema when it is not the database's own (an own test schema); through PgBouncer
    // (npm run test:cluster) it always is, and PgBouncer refuses the options parameter.
    const schema = await currentSchema(t.app.ctx.db);
    const client = new pg.Client({ connectionString: t.databaseUrl, ...(schema && schema !== 'public' ? { options: `-c search_path=${schema}` } : {}) });
    await client.connect();
    await client.query('begin');
    const now = new Date();
    await client.query(
      'insert into idempotency_keys (user_id, key, route, fingerprint, response, created_at, expires_at) values ($1, $2, $3, $4, $5, $6, $7)',
      [await userId(), key, 'action/create', probe.fingerprint, probe.response, now.toISOString(), new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS).toISOString()],
    );
    return { client, answer: JSON.parse(probe.response) as { id: number } };
  }

  it('waits for it and answers what it committed', async () => {
    const first = await holdClaim('running-key-01');
    const repeat = create('running-key-01');
    await new Promise((r) => setTimeout(r, 300));
    await first.client.query('commit');
    await first.client.end();
    expect((await repeat).json().data).toEqual(first.answer);
    expect(await mine()).toBe(1);
  });

  it('runs afresh when it died (its transaction rolled back)', async () => {
    const first = await holdClaim('running-key-02');
    const repeat = create('running-key-02');
    await new Promise((r) => setTimeout(r, 300));
    await first.client.end(); // the connection drops: PostgreSQL rolls the claim back
    expect((await repeat).statusCode).toBe(200);
    expect(await mine()).toBe(2);
  });

  it('answers 409 "try again" after waiting 5 s, never for good', async () => {
    const first = await holdClaim('running-key-03');
    const repeat = await create('running-key-03');
    expect(repeat.json()).toEqual({ status: 409, msg: 'The same request is still being processed, please try again in a moment', data: null });
    await first.client.query('rollback');
    await first.client.end();
    expect((await create('running-key-03')).statusCode).toBe(200);
  }, 15_000);
});
