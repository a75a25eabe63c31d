import { SERVER_DICTIONARIES, SERVER_DICTIONARY_KEYS } from '@repwise/domain';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/factories.ts';
import { ENGINES, useTestApp } from '../../test/harness.ts';

const GET_ALL_CHILDREN = '/api-user-acl/open/dictionary/getAllChildren';
const ALL_KEYS = Object.values(SERVER_DICTIONARY_KEYS);
/** Unit symbols read the same in both languages. */
const LANGUAGE_NEUTRAL_NAMES = new Set(['%1RM']);

interface Dictionary {
  key: string;
  list: { name: string; value: string; aliasName: string }[];
}

describe.each(ENGINES)('dictionaries on %s', (engine) => {
  const t = useTestApp(engine);

  const getAll = (body: unknown) => call<Dictionary[] | null>(t, 'POST', GET_ALL_CHILDREN, { body });

  it('answers the five parent keys of the spec, without a token, in the order asked', async () => {
    const asked = [...ALL_KEYS].reverse();
    const res = await getAll(asked.map((parentId) => ({ parentId, recursiveTimes: 1 })));
    expect(res).toMatchObject({ httpStatus: 200, status: 200 });
    expect(res.data!.map((d) => d.key)).toEqual(asked);
    for (const { list } of res.data!) {
      expect(list.length).toBeGreaterThan(0);
      for (const entry of list) {
        expect(Object.keys(entry).sort()).toEqual(['aliasName', 'name', 'value']);
        if (!LANGUAGE_NEUTRAL_NAMES.has(entry.name)) expect(entry.name).toMatch(/[\u4e00-\u9fff]/);
        expect(entry.aliasName).toMatch(/^[\x20-\x7e]+$/);
        expect(entry.value).not.toBe('');
      }
    }
  });

  it('lists the entries of a key in their seeded order', async () => {
    const res = await getAll([{ parentId: SERVER_DICTIONARY_KEYS.trainingTaskTime }]);
    expect(res.data![0]!.list.map((e) => e.aliasName)).toEqual(['Early morning', 'Morning', 'Noon', 'Afternoon', 'Evening']);
    expect(res.data![0]!.list[0]).toEqual({ value: '1', name: '早晨', aliasName: 'Early morning' });
  });

  it('answers an unknown key with an empty list, next to a known one', async () => {
    const res = await getAll([{ parentId: 'no.such.key' }, { parentId: SERVER_DICTIONARY_KEYS.trainingType }]);
    expect(res.data![0]).toEqual({ key: 'no.such.key', list: [] });
    expect(res.data![1]!.list.length).toBe(SERVER_DICTIONARIES[SERVER_DICTIONARY_KEYS.trainingType]!.length);
  });

  it("answers Object.prototype's names as unknown keys, not with a 500", async () => {
    const names = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];
    const res = await getAll(names.map((parentId) => ({ parentId })));
    expect(res.httpStatus).toBe(200);
    expect(res.data).toEqual(names.map((key) => ({ key, list: [] })));
  });

  it('answers an empty request with an empty list', async () => {
    expect((await getAll([])).data).toEqual([]);
  });

  it.each([
    ['body', { parentId: SERVER_DICTIONARY_KEYS.trainingType }],
    ['body', { 0: { parentId: SERVER_DICTIONARY_KEYS.trainingType } }],
    ['0.parentId', [{ parentId: '' }]],
    ['1.parentId', [{ parentId: 'training.type' }, {}]],
    ['0.recursiveTimes', [{ parentId: 'training.type', recursiveTimes: 'deep' }]],
  ])('refuses a bad body, naming %s', async (field, body) => {
    expect(await getAll(body)).toMatchObject({ httpStatus: 400, status: 400, msg: `Invalid value for ${field}`, data: null });
  });
});
