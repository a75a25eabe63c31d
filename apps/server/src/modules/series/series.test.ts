import type { TemplateOutput } from '@repwise/contracts';
import { EQUIPMENT, addActions, addSetGroup, moveBlock, moveSet, newTemplate, removeBlock, removeSet, sequentialIdGen, setIntensity, type NewAction, type Template } from '@repwise/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../seed/index.ts';
import { call, login, makeTemplate, makeUser, officialActionsOf, officialTemplateId, sampleTemplate, type Made } from '../../test/factories.ts';
import { ENGINES, useTestApp, type TestApp } from '../../test/harness.ts';

const BASE = '/api-training/mp/training/actions/series';

interface Out extends Template { id: number; official: boolean; mine: boolean; shareCode: string | null; actionsCons: (Template['actionsCons'][number] & { cover: string })[] }
interface Page { list: { id: number; name: string; blockCount: number; exerciseCount: number; setCount: number; official: boolean; mine: boolean }[]; total: number | null; next: string | null }

async function libraryActions(t: TestApp, token: string, count: number): Promise<NewAction[]> {
  const res = await call<{ list: { id: number; name: string; gifPath: string; iconPath: string; intensityUnit: { key: string; name: string }; quantityUnit: { key: string; name: string } }[] }>(
    t, 'GET', '/api-training/mp/training/action/list', { token, query: { equipment: 'barbell', size: String(count) } });
  return res.data.list.map(({ id, name, gifPath, iconPath, intensityUnit, quantityUnit }) => ({ id, name, gifPath, iconPath, intensityUnit, quantityUnit }));
}

/** A template built with the editor's own rules: a superset, a single action and a warm-up group. */
async function buildTemplate(t: TestApp, token: string): Promise<Template> {
  const [a, b, c] = await libraryActions(t, token, 3);
  const ids = sequentialIdGen('k');
  let tpl = newTemplate({ groupId: '1', name: 'Upper A', type: '1', description: 'Heavy upper day' });
  const step = (r: { ok: true; value: Template } | { ok: false; error: string }) => {
    if (!r.ok) throw new Error(r.error);
    return r.value;
  };
  tpl = step(addActions(tpl, [a!, b!], { mode: 'superset', sets: 3 }, ids, 'en'));
  tpl = step(addActions(tpl, [c!], { mode: 'separate', sets: 4 }, ids, 'en'));
  tpl = step(addSetGroup(tpl, tpl.actionsCons[1]!.actionsConId, 'warmup', ids, 'en'));
  const firstSet = tpl.actionsCons[0]!.exerciseCons[0]!.exercises[0]!;
  return step(setIntensity(tpl, firstSet.id, 'left', 62.5, 'en'));
}

describe.each(ENGINES)('templates (series) on %s', (engine) => {
  const t = useTestApp(engine);
  let me: Made;
  beforeEach(async () => {
    me = await makeUser(t, { position: null });
  });

  const save = (token: string, body: unknown, lang?: string) => call<Out>(t, 'POST', `${BASE}/modify`, { token, body, ...(lang ? { lang } : {}) });

  it('creates a template, reads back every value, and lists it', async () => {
    const built = await buildTemplate(t, me.token);
    const created = await save(me.token, built);
    expect(created.status).toBe(200);
    const got = await call<Out>(t, 'GET', `${BASE}/get`, { token: me.token, query: { id: String(created.data.id) } });
    expect(got.data.name).toBe('Upper A');
    expect(got.data.actionsCons).toHaveLength(2);
    expect(got.data.actionsCons[0]!.actions).toHaveLength(2);
    expect(got.data.actionsCons[0]!.cover).toBe('cover-2');
    const sets = got.data.actionsCons[0]!.exerciseCons[0]!.exercises;
    expect(sets).toHaveLength(6);
    expect(sets[0]).toMatchObject({ intensityCountLeft: 62.5, intensityCountRight: 62.5, name: '1' });
    expect(got.data.actionsCons[1]!.exerciseCons.map((g) => g.name)).toEqual(['Warm-up group', 'Group 1']);
    const zh = await call<Out>(t, 'GET', `${BASE}/get`, { token: me.token, query: { id: String(created.data.id) }, lang: 'zh-Hans' });
    expect(zh.data.actionsCons[1]!.exerciseCons.map((g) => g.name)).toEqual(['热身段', '第1段']);
    const mine = await call<Page>(t, 'GET', `${BASE}/listSelf`, { token: me.token });
    expect(mine.data.list).toMatchObject([{ id: created.data.id, blockCount: 2, exerciseCount: 3, setCount: 6 + 4 + 1, mine: true, cover: 'cover-2', coverUrl: '' }]);
  });

  it('recomputes labels whatever the client sent', async () => {
    const built = await buildTemplate(t, me.token);
    const tampered = { ...built, actionsCons: built.actionsCons.map((b) => ({ ...b, exerciseCons: b.exerciseCons.map((g) => ({ ...g, name: 'x', exercises: g.exercises.map((e) => ({ ...e, name: '99' })) })) })) };
    const created = await save(me.token, tampered);
    expect(created.data.actionsCons[0]!.exerciseCons[0]!.name).toBe('Group 1');
    expect(created.data.actionsCons[0]!.exerciseCons[0]!.exercises.map((e) => e.name)).toEqual(['1', '1', '2', '2', '3', '3']);
  });

  it('refuses incomplete templates with the spec messages and writes nothing', async () => {
    const built = await buildTemplate(t, me.token);
    expect((await save(me.token, { ...built, name: ' ' })).msg).toBe('A template needs a name, a type and a description');
    expect((await save(me.token, { ...built, actionsCons: [] })).msg).toBe('A template needs at least one exercise');
    const emptyBlock = { ...built, actionsCons: [{ ...built.actionsCons[0]!, actions: [] }, built.actionsCons[1]] };
    const res = await save(me.token, emptyBlock, 'zh-Hans');
    expect(res).toMatchObject({ httpStatus: 400, msg: '训练块至少要保留一个动作' });
    expect((await call<Page>(t, 'GET', `${BASE}/listSelf`, { token: me.token, query: { withTotal: 'true' } })).data.total).toBe(0);
  });

  it('refuses exercises that are not official or the person\'s own', async () => {
    const stranger = await login(t);
    const theirs = await call<{ id: number }>(t, 'POST', '/api-training/mp/training/action/create', {
      token: stranger.token, body: { nameEn: 'Secret move', type: 'strength', equipment: 'barbell', primaryMuscles: ['chest'] },
    });
    const built = await buildTemplate(t, me.token);
    const block = built.actionsCons[1]!;
    const stolen = {
      ...built,
      actionsCons: [built.actionsCons[0], { ...block, actions: block.actions.map((a) => ({ ...a, id: theirs.data.id })), exerciseCons: block.exerciseCons.map((g) => ({ ...g, exercises: g.exercises.map((e) => ({ ...e, actionId: theirs.data.id })) })) }],
    };
    expect(await save(me.token, stolen)).toMatchObject({ httpStatus: 400, msg: 'The template uses an exercise that does not exist or is not yours' });
  });

  it('never lets anyone else read, change or delete a template', async () => {
    const created = await save(me.token, await buildTemplate(t, me.token));
    const id = String(created.data.id);
    const other = await login(t);
    expect((await call(t, 'GET', `${BASE}/get`, { token: other.token, query: { id } })).httpStatus).toBe(404);
    expect((await call(t, 'GET', `${BASE}/getQrcode`, { token: other.token, query: { id } })).httpStatus).toBe(404);
    const hijack = await save(other.token, { ...(await buildTemplate(t, other.token)), id: created.data.id, name: 'Mine now' });
    expect(hijack.httpStatus).toBe(404);
    expect((await call(t, 'POST', `${BASE}/delete`, { token: other.token, query: { id } })).httpStatus).toBe(404);
    expect((await call<Out>(t, 'GET', `${BASE}/get`, { token: me.token, query: { id } })).data.name).toBe('Upper A');
  });

  it('multiDelete removes only the caller\'s own templates', async () => {
    const mineA = await save(me.token, await buildTemplate(t, me.token));
    const mineB = await save(me.token, await buildTemplate(t, me.token));
    const other = await login(t);
    const theirs = await save(other.token, await buildTemplate(t, other.token));
    const res = await call<{ deleted: number[] }>(t, 'POST', `${BASE}/multiDelete`, { token: me.token, query: { ids: `${mineA.data.id},${theirs.data.id},${mineB.data.id},999999` } });
    expect(res.data.deleted.sort()).toEqual([mineA.data.id, mineB.data.id].sort());
    const got = await call<Out>(t, 'GET', `${BASE}/get`, { token: other.token, query: { id: String(theirs.data.id) } });
    expect(got.data.actionsCons).toHaveLength(2);
    expect((await call(t, 'POST', `${BASE}/multiDelete`, { token: me.token, query: { ids: '1,abc' } })).httpStatus).toBe(400);
  });

  it('updates in place and keeps ids, and an unknown id answers 404', async () => {
    const created = await save(me.token, await buildTemplate(t, me.token));
    const renamed = await save(me.token, { ...created.data, name: 'Upper B' });
    expect(renamed.data.id).toBe(created.data.id);
    expect(renamed.data.name).toBe('Upper B');
    expect((await save(me.token, { ...created.data, id: 987654 })).httpStatus).toBe(404);
    expect((await call(t, 'GET', `${BASE}/get`, { token: me.token, query: { id: '987654' } })).httpStatus).toBe(404);
  });

  it('refuses a 2 MB body', async () => {
    const built = await buildTemplate(t, me.token);
    const res = await save(me.token, { ...built, description: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.httpStatus).toBe(413);
  });

  it('offers official templates read-only in the viewer\'s language and copies them with a suffix', async () => {
    const official = await call<Page>(t, 'GET', `${BASE}/listZt`, { token: me.token, lang: 'zh-Hans', query: { withTotal: 'true' } });
    expect(official.data.total).toBeGreaterThanOrEqual(5);
    expect(official.data.list[0]!.name).toMatch(/[\u4e00-\u9fff]/);
    const first = official.data.list[0]!;
    const got = await call<Out>(t, 'GET', `${BASE}/get`, { token: me.token, query: { id: String(first.id) } });
    expect(got.data.official).toBe(true);
    expect((await save(me.token, { ...got.data, name: 'Hacked' })).httpStatus).toBe(404);
    const copy = await call<Out>(t, 'POST', `${BASE}/copy`, { token: me.token, query: { id: String(first.id) } });
    expect(copy.data).toMatchObject({ name: `${got.data.name} (copy)`, mine: true, official: false });
    expect(copy.data.id).not.toBe(first.id);
    const history = await call<Page>(t, 'GET', `${BASE}/listSelfHistory`, { token: me.token });
    expect(history.data.list[0]!.id).toBe(copy.data.id);
  });

  it('shares a template by link and QR code: readable without an account, copyable by others', async () => {
    const created = await save(me.token, await buildTemplate(t, me.token));
    const qr = await call<{ url: string; svg: string }>(t, 'GET', `${BASE}/getQrcode`, { token: me.token, query: { id: String(created.data.id) } });
    expect(qr.data.svg).toContain('<svg');
    const code = new URL(qr.data.url).pathname.split('/s/template/')[1]!;
    expect(code).toBe(created.data.shareCode);
    const open = await call<Out>(t, 'GET', '/api-training/open/series/share', { query: { code } });
    expect(open.data).toMatchObject({ name: 'Upper A', mine: false });
    const other = await login(t);
    const copied = await call<Out>(t, 'POST', `${BASE}/copy`, { token: other.token, query: { code } });
    expect(copied.data.mine).toBe(true);
    expect((await save(other.token, copied.data)).status).toBe(200);
    expect((await call(t, 'GET', '/api-training/open/series/share', { query: { code: 'nope-nope-nope' } })).httpStatus).toBe(404);
  });

  it('keeps a sharer\'s own exercise usable in a copy, through later saves, and nowhere else', async () => {
    const custom = await call<NewAction>(t, 'POST', '/api-training/mp/training/action/create', {
      token: me.token, body: { nameEn: 'Coach special', type: 'strength', equipment: 'barbell', primaryMuscles: ['chest'] },
    });
    let tpl = newTemplate({ groupId: '1', name: 'With my move', type: '1', description: 'Uses a custom exercise' });
    const added = addActions(tpl, [custom.data], { mode: 'separate', sets: 2 }, sequentialIdGen('c'), 'en');
    if (!added.ok) throw new Error(added.error);
    tpl = added.value;
    const created = await save(me.token, tpl);
    expect(created.status).toBe(200);
    const other = await login(t);
    const copied = await call<Out>(t, 'POST', `${BASE}/copy`, { token: other.token, query: { code: created.data.shareCode! } });
    expect(copied.status).toBe(200);
    expect((await save(other.token, { ...copied.data, name: 'Renamed copy' })).status).toBe(200);
    expect((await save(other.token, { ...tpl, name: 'Fresh one' })).httpStatus).toBe(400);
  });
});

describe.each(ENGINES)('official templates edited by an operator on %s', (engine) => {
  const OPERATOR = '13912340000';
  const t = useTestApp(engine, { config: { operatorMobiles: new Set([OPERATOR]) } });

  it('keep the edit in the language it was made in, through a restart that seeds again', async () => {
    const operator = await makeUser(t, { position: 1, mobile: OPERATOR });
    const id = await officialTemplateId(t);
    const original = await call<Out>(t, 'GET', `${BASE}/get`, { token: operator.token, query: { id: String(id) }, lang: 'zh-Hans' });
    const edited = await save(operator.token, { ...original.data, name: '新手全身训练（修订）', description: '运营修改过的说明' }, 'zh-Hans');
    expect(edited.status).toBe(200);
    await prepareDatabase(t.app.ctx.db);
    const zh = await call<Out>(t, 'GET', `${BASE}/get`, { token: operator.token, query: { id: String(id) }, lang: 'zh-Hans' });
    expect({ name: zh.data.name, description: zh.data.description }).toEqual({ name: '新手全身训练（修订）', description: '运营修改过的说明' });
    const en = await call<Out>(t, 'GET', `${BASE}/get`, { token: operator.token, query: { id: String(id) } });
    expect(en.data.name).not.toContain('修订');
    const searched = await call<{ list: { id: number }[] }>(t, 'GET', `${BASE}/listZt`, { token: operator.token, query: { keyword: '修订' } });
    expect(searched.data.list.map((r) => r.id)).toEqual([id]);
    const stranger = await makeUser(t, { position: 1 });
    expect((await save(stranger.token, { ...original.data, name: 'Hijacked' })).httpStatus).toBe(404);
  });

  async function save(token: string, body: unknown, lang?: string) {
    return call<Out>(t, 'POST', `${BASE}/modify`, { token, body, ...(lang ? { lang } : {}) });
  }
});

describe.each(ENGINES)('template answers on %s', (engine) => {
  const t = useTestApp(engine);

  it('answer a save with exactly what a later read returns, each action with its muscles and media', async () => {
    const me = await makeUser(t);
    const built = sampleTemplate('Answered as written', await officialActionsOf(t, 3), 2);
    const saved = await call<TemplateOutput>(t, 'POST', `${BASE}/modify`, { token: me.token, body: built, lang: 'zh-Hans' });
    expect(saved.status).toBe(200);
    const read = await call<TemplateOutput>(t, 'GET', `${BASE}/get`, { token: me.token, query: { id: String(saved.data.id) }, lang: 'zh-Hans' });
    expect(read.data).toEqual(saved.data);
    for (const action of saved.data.actionsCons.flatMap((b) => b.actions)) {
      expect(action.primaryMuscles.length).toBeGreaterThan(0);
      expect(typeof action.gifUrl).toBe('string');
      expect(EQUIPMENT.map((e) => e.value as string)).toContain(action.equipment);
    }
    expect(saved.data.actionsCons[0]!.actions[0]!.name).toMatch(/[\u4e00-\u9fff]/);
  });

  it('writes only what a save changed, and reads back every edit as a new template would', async () => {
    const me = await makeUser(t);
    const ok = (r: { ok: true; value: Template } | { ok: false; error: string }) => {
      if (!r.ok) throw new Error(r.error);
      return r.value;
    };
    const first = await call<Out>(t, 'POST', `${BASE}/modify`, { token: me.token, body: sampleTemplate('Diffed', await officialActionsOf(t, 4), 3) });
    expect(first.status).toBe(200);
    const writesOf = async (body: Template) => {
      const before = t.watch.writes;
      const res = await call<Out>(t, 'POST', `${BASE}/modify`, { token: me.token, body });
      expect(res.status).toBe(200);
      return { writes: t.watch.writes - before, saved: res.data };
    };
    const unchanged = await writesOf(first.data);
    const [block0, block1] = first.data.actionsCons;
    const oneSet = await writesOf(ok(setIntensity(first.data, block0!.exerciseCons[0]!.exercises[1]!.id, 'left', 77.5, 'en')));
    // Every save writes the template's own row (and, on SQLite, its search index); rewriting
    // the content would add eight statements, one set more adds one.
    expect(unchanged.writes).toBeLessThanOrEqual(3);
    expect(oneSet.writes).toBe(unchanged.writes + 1);

    // Many edits at once: a block gone, blocks reordered, a set gone, sets reordered, a weight changed.
    let edited = ok(removeBlock(oneSet.saved, block1!.actionsConId, 'en'));
    edited = ok(moveBlock(edited, 0, 1, 'en'));
    const group = edited.actionsCons[1]!.exerciseCons[0]!;
    edited = ok(removeSet(edited, group.exercises[0]!.id, 'en'));
    edited = ok(moveSet(edited, group.exerciseConId, 0, 1, 'en'));
    edited = ok(setIntensity(edited, edited.actionsCons[0]!.exerciseCons[0]!.exercises[0]!.id, 'left', 42.5, 'en'));
    const saved = (await writesOf(edited)).saved;
    const read = await call<Out>(t, 'GET', `${BASE}/get`, { token: me.token, query: { id: String(first.data.id) } });
    expect(read.data).toEqual(saved);
    // The same content saved as a new template reads the same, apart from the template's own fields.
    const fresh = await call<Out>(t, 'POST', `${BASE}/modify`, { token: me.token, body: { ...edited, id: null } });
    const content = (o: Out) => o.actionsCons;
    expect(content(fresh.data)).toEqual(content(read.data));
  });

  it('name a block named after its exercises in the reader’s language, and keep a name the author chose', async () => {
    const me = await makeUser(t);
    const built = sampleTemplate('Named blocks', await officialActionsOf(t, 2), 2);
    const renamed = { ...built, actionsCons: built.actionsCons.map((b, i) => (i === 1 ? { ...b, name: 'Finisher' } : b)) };
    const saved = await call<TemplateOutput>(t, 'POST', `${BASE}/modify`, { token: me.token, body: renamed, lang: 'en' });
    expect(saved.status).toBe(200);
    const read = await call<TemplateOutput>(t, 'GET', `${BASE}/get`, { token: me.token, query: { id: String(saved.data.id) }, lang: 'zh-Hans' });
    const [first, second] = read.data.actionsCons;
    expect(first!.name).toBe(first!.actions[0]!.name);
    expect(first!.name).toMatch(/[\u4e00-\u9fff]/);
    expect(second!.name).toBe('Finisher');
  });

  it('change nothing when read; markUsed puts one’s own template first in the recent history', async () => {
    const me = await makeUser(t);
    const first = await makeTemplate(t, me, 'First');
    const second = await makeTemplate(t, me, 'Second');
    const recent = async () => (await call<{ list: { id: number }[] }>(t, 'GET', `${BASE}/listSelfHistory`, { token: me.token })).data.list.map((r) => r.id);
    expect(await recent()).toEqual([second.id, first.id]);
    await call(t, 'GET', `${BASE}/get`, { token: me.token, query: { id: String(first.id) } });
    expect(await recent()).toEqual([second.id, first.id]);
    expect((await call(t, 'POST', `${BASE}/markUsed`, { token: me.token, query: { id: String(first.id) } })).status).toBe(200);
    expect(await recent()).toEqual([first.id, second.id]);
    expect((await call(t, 'POST', `${BASE}/markUsed`, { token: me.token, query: { id: String(await officialTemplateId(t)) } })).httpStatus).toBe(404);
  });
});
