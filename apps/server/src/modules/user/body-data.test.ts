import { describe, expect, it } from 'vitest';
import { call, getInfo, makeUser, updateInfo } from '../../test/factories.ts';
import { ENGINES, useTestApp } from '../../test/harness.ts';
import type { BodyDataEntry } from '@repwise/contracts';

const RECORD = '/api-training/mp/training/user/bodyData/record';
const HISTORY = '/api-training/mp/training/user/bodyData/history';
type History = { list: BodyDataEntry[]; next: string | null; total: number | null };

describe.each(ENGINES)('body data on %s', (engine) => {
  const t = useTestApp(engine);
  const record = (token: string, body: Record<string, unknown>, lang?: string) => call<BodyDataEntry | null>(t, 'POST', RECORD, { token, body, ...(lang ? { lang } : {}) });
  const history = (token: string, query: Record<string, string> = {}) => call<History>(t, 'GET', HISTORY, { token, query });

  it('keeps a dated history, newest first, and the latest day is the profile', async () => {
    const me = await makeUser(t);
    expect(await record(me.token, { measuredOn: '2026-01-10', chest: 98, waist: 84, weight: 80 })).toMatchObject({ status: 200, data: { measuredOn: '2026-01-10', chest: 98, hip: null } });
    await record(me.token, { measuredOn: '2026-03-01', waist: 81.5, weight: '77.5' });
    await record(me.token, { measuredOn: '2026-02-01', waist: 83, weight: 79 });
    const res = await history(me.token, { withTotal: 'true' });
    expect(res.data.total).toBe(3);
    expect(res.data.list.map((e) => [e.measuredOn, e.waist, e.weight])).toEqual([['2026-03-01', 81.5, 77.5], ['2026-02-01', 83, 79], ['2026-01-10', 84, 80]]);
    // The profile holds each value of the latest day it was recorded on: 02-01, older than 03-01, changed nothing.
    expect((await getInfo(t, me.token)).data).toMatchObject({ waist: 81.5, weight: 77.5, chest: 98 });
  });

  it('records again on the same day by replacing only the values given', async () => {
    const me = await makeUser(t);
    await record(me.token, { measuredOn: '2026-05-05', chest: 100, hip: 99 });
    await record(me.token, { measuredOn: '2026-05-05', hip: 97 });
    expect((await history(me.token)).data.list).toEqual([{ measuredOn: '2026-05-05', chest: 100, waist: null, hip: 97, height: null, weight: null }]);
  });

  it('pages by cursor', async () => {
    const me = await makeUser(t);
    for (const day of ['2026-01-01', '2026-01-02', '2026-01-03']) await record(me.token, { measuredOn: day, weight: 70 });
    const first = await history(me.token, { size: '2' });
    expect(first.data.list.map((e) => e.measuredOn)).toEqual(['2026-01-03', '2026-01-02']);
    const second = await history(me.token, { size: '2', cursor: first.data.next! });
    expect(second.data).toMatchObject({ list: [{ measuredOn: '2026-01-01' }], next: null });
  });

  it('shows each person only their own history', async () => {
    const [me, other] = [await makeUser(t), await makeUser(t)];
    await record(me.token, { measuredOn: '2026-01-01', weight: 70 });
    expect((await history(other.token)).data.list).toEqual([]);
    expect((await call(t, 'GET', HISTORY, {})).httpStatus).toBe(401);
  });

  it.each([
    [{}, 'Please enter at least one measurement'],
    [{ measuredOn: '2026-01-01' }, 'Please enter at least one measurement'],
    [{ chest: 10 }, 'Invalid value for chest'],
    [{ weight: 999 }, 'Invalid value for weight'],
    [{ weight: 70, measuredOn: '2026-02-30' }, 'Invalid value for measuredOn'],
    [{ weight: 70, measuredOn: 'yesterday' }, 'Invalid value for measuredOn'],
    [{ weight: 70, measuredOn: '2999-01-01' }, 'The date cannot be in the future'],
  ])('refuses %j in both languages and records nothing', async (body, msg) => {
    const me = await makeUser(t);
    expect(await record(me.token, body)).toMatchObject({ httpStatus: 400, msg, data: null });
    const zh = await record(me.token, body, 'zh-Hans');
    expect(zh.httpStatus).toBe(400);
    expect(zh.msg).not.toBe(msg);
    expect((await history(me.token)).data.list).toEqual([]);
  });

  it('stores the choice of kg or lbs on the user', async () => {
    const me = await makeUser(t);
    expect((await getInfo(t, me.token)).data?.units).toBe('kg');
    expect((await updateInfo(t, me.token, { units: 'lbs' })).data?.units).toBe('lbs');
    expect((await getInfo(t, me.token)).data?.units).toBe('lbs');
    expect(await updateInfo(t, me.token, { units: 'stone' })).toMatchObject({ httpStatus: 400, msg: 'Invalid value for units' });
  });
});
