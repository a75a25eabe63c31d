import type { GlobalSearchResult, SearchItem } from '@repwise/contracts';
import { describe, expect, it } from 'vitest';
import { call, joinTeam, makeCoach, makeExercise, makeTeam, makeTemplate, makeTrainee, officialTemplateId, updateInfo, type Made } from '../../test/factories.ts';
import { ENGINES, useTestApp, type TestApp } from '../../test/harness.ts';

const SEARCH = '/api-training/mp/global/search';
const ZH = 'zh-CN';

async function search(t: TestApp, who: Made, query: Record<string, string>, lang?: string) {
  return call<GlobalSearchResult>(t, 'GET', SEARCH, { token: who.token, query, ...(lang ? { lang } : {}) });
}

/** The titles of each group, by type. */
async function titles(t: TestApp, who: Made, keyword: string, extra: Record<string, string> = {}, lang?: string): Promise<Record<string, string[]>> {
  const res = await search(t, who, { keyword, size: '30', ...extra }, lang);
  expect(res.status, res.msg).toBe(200);
  return Object.fromEntries(res.data.groups.map((g) => [g.type, g.list.map((i) => i.title)]));
}

const today = new Date().toISOString().slice(0, 10);

async function publishPlan(t: TestApp, coach: Made, name: string, targets: Record<string, unknown>): Promise<void> {
  const body = { templateId: await officialTemplateId(t), name, type: '1', taskType: '1', startDate: today, timePeriod: '1', repeatWeeks: 1, weekdays: [1, 3, 5], ...targets };
  const res = await call(t, 'POST', '/api-training/mp/plan/publish', { token: coach.token, body });
  if (res.status !== 200) throw new Error(`publishing a plan failed: ${res.msg}`);
}

describe.each(ENGINES)('global search on %s', (engine) => {
  const t = useTestApp(engine);

  it('finds official exercises by one and two Chinese characters and by an English prefix, in the reader\'s language', async () => {
    const trainee = await makeTrainee(t);
    const one = await titles(t, trainee, '卧', { types: 'exercise' }, ZH);
    expect(one.exercise).toContain('杠铃卧推');
    expect(one.exercise).toContain('俯卧撑');
    expect(one.exercise!.every((title) => title.includes('卧'))).toBe(true);
    const two = await titles(t, trainee, '卧推', { types: 'exercise' }, ZH);
    expect(two.exercise).toContain('杠铃卧推');
    expect(two.exercise).not.toContain('俯卧撑');
    expect((await titles(t, trainee, '深蹲', { types: 'exercise' }, ZH)).exercise).toContain('杠铃颈后深蹲');
    const english = await titles(t, trainee, 'ben', { types: 'exercise' });
    expect(english.exercise).toContain('Barbell Bench Press');
    expect(english.exercise!.every((title) => /\bben/i.test(title))).toBe(true);
    // The other language's name is the second line.
    const res = await search(t, trainee, { keyword: '杠铃卧推', types: 'exercise' }, ZH);
    expect(res.data.groups[0]!.list.find((i) => i.title === '杠铃卧推')).toMatchObject({ type: 'exercise', subtitle: 'Barbell Bench Press', teamId: null });
  });

  it('finds one\'s own exercises and templates beside the official ones, never someone else\'s', async () => {
    const me = await makeTrainee(t);
    const other = await makeTrainee(t);
    await makeExercise(t, me, { nameEn: 'Zebra Curl Mine', nameZh: '斑马弯举' });
    await makeExercise(t, other, { nameEn: 'Zebra Curl Theirs', nameZh: '斑马弯举二' });
    await makeTemplate(t, me, 'Zebra Day');
    await makeTemplate(t, other, 'Zebra Night');
    expect(await titles(t, me, 'zebra')).toEqual({ exercise: ['Zebra Curl Mine'], template: ['Zebra Day'] });
    expect((await titles(t, me, '斑马', {}, ZH)).exercise).toEqual(['斑马弯举']);
    // Groups are limited to `types`; a search without results has no groups.
    expect(await titles(t, me, 'zebra', { types: 'template' })).toEqual({ template: ['Zebra Day'] });
    expect(await titles(t, me, 'nothing-is-called-this')).toEqual({});
  });

  it('gives a coach their own plans, teams and members, and never another coach\'s', async () => {
    const coach = await makeCoach(t);
    const rival = await makeCoach(t);
    const mine = await makeTeam(t, coach, { name: 'Orca Lifters' });
    const theirs = await makeTeam(t, rival, { name: 'Orca Rivals' });
    const member = await makeTrainee(t, { nickName: 'Orca Wang' });
    const rivalMember = await makeTrainee(t, { nickName: 'Orca Li' });
    await joinTeam(t, mine, member);
    await joinTeam(t, theirs, rivalMember);
    await publishPlan(t, coach, 'Orca block', { squadIds: [mine.id] });
    await publishPlan(t, rival, 'Orca rival block', { squadIds: [theirs.id] });

    const found = await search(t, coach, { keyword: 'orca' });
    expect(found.data.groups.map((g) => g.type)).toEqual(['plan', 'team', 'member']);
    const byType = Object.fromEntries(found.data.groups.map((g) => [g.type, g.list])) as Record<string, SearchItem[]>;
    expect(byType.plan!.map((i) => i.title)).toEqual(['Orca block']);
    expect(byType.team).toEqual([expect.objectContaining({ id: mine.id, title: 'Orca Lifters', subtitle: '1 member' })]);
    expect(byType.member).toEqual([expect.objectContaining({ id: member.id, teamId: mine.id, title: 'Orca Wang', subtitle: 'Orca Lifters' })]);
    expect(await titles(t, rival, 'orca')).toEqual({ plan: ['Orca rival block'], team: ['Orca Rivals'], member: ['Orca Li'] });

    // A trainee has no plan, team or member groups, even when asking for them by name.
    expect(await titles(t, member, 'orca')).toEqual({});
    expect(await titles(t, member, 'orca', { types: 'plan,team,member' })).toEqual({});

    // A member who left is no longer found; a changed nickname is.
    await call(t, 'POST', '/api-training/mp/squad/removeMembers', { token: coach.token, body: { id: mine.id, userIds: [member.id] } });
    expect((await titles(t, coach, 'orca')).member).toBeUndefined();
    await joinTeam(t, mine, member);
    await updateInfo(t, member.token, { nickName: '王虎鲸' });
    expect((await titles(t, coach, '虎鲸', {}, ZH)).member).toEqual(['王虎鲸']);
    expect((await titles(t, rival, '虎鲸', {}, ZH)).member).toBeUndefined();
  });

  it('finds published articles by title or summary in either language, in the reader\'s language when it has it', async () => {
    const db = t.app.ctx.db;
    const at = new Date().toISOString();
    const { id: categoryId } = await db.insertInto('article_categories').values({ key: 'search-test', name_en: 'Search', name_zh: '搜索', sort: 99, created_at: at, updated_at: at })
      .returning('id').executeTakeFirstOrThrow();
    const article = async (status: 'draft' | 'published', texts: { language: 'en' | 'zh-Hans'; title: string; summary: string }[]) => {
      const { id } = await db.insertInto('articles').values({
        category_id: categoryId, key: null, cover_path: '/articles/test.svg', status, published_at: status === 'published' ? at : null,
        share_code: `search${status}${texts[0]!.title.length}${Math.random().toString(36).slice(2, 10)}`, created_at: at, updated_at: at,
      }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('article_texts').values(texts.map((text) => ({ ...text, article_id: id, body_md: 'Body.', reading_minutes: 1 }))).execute();
      return id;
    };
    const both = await article('published', [
      { language: 'en', title: 'Quokka rest days', summary: 'Why a rest day helps' },
      { language: 'zh-Hans', title: '短尾矮袋鼠休息日', summary: '休息日为什么有用' },
    ]);
    const englishOnly = await article('published', [{ language: 'en', title: 'Taking it easy', summary: 'What a quokka knows about deloads' }]);
    await article('draft', [{ language: 'en', title: 'Quokka draft', summary: 'Not yet' }]);
    const reader = await makeTrainee(t);

    const res = await search(t, reader, { keyword: 'quokka', types: 'article' });
    expect(res.data.groups).toEqual([{ type: 'article', next: null, list: [
      { type: 'article', id: both, title: 'Quokka rest days', subtitle: 'Why a rest day helps', coverUrl: '/articles/test.svg', teamId: null },
      { type: 'article', id: englishOnly, title: 'Taking it easy', subtitle: 'What a quokka knows about deloads', coverUrl: '/articles/test.svg', teamId: null },
    ] }]);
    // A Chinese query finds the article by its Chinese title and shows the Chinese version; one in English only stays in English.
    expect((await titles(t, reader, '袋鼠', { types: 'article' }, ZH)).article).toEqual(['短尾矮袋鼠休息日']);
    expect((await titles(t, reader, 'quokka', { types: 'article' }, ZH)).article).toEqual(['短尾矮袋鼠休息日', 'Taking it easy']);
    // One character finds it too (beside the seeded library's articles about rest).
    expect((await titles(t, reader, '休', { types: 'article' }, ZH)).article).toContain('短尾矮袋鼠休息日');
  });

  it('pages one group with its cursor, and refuses a cursor without exactly one type', async () => {
    const trainee = await makeTrainee(t);
    const first = await search(t, trainee, { keyword: '卧', types: 'exercise', size: '3' }, ZH);
    const group = first.data.groups[0]!;
    expect(group.list).toHaveLength(3);
    expect(group.next).not.toBeNull();
    const seen = group.list.map((i) => i.id);
    let next = group.next;
    while (next !== null) {
      const page = await search(t, trainee, { keyword: '卧', types: 'exercise', size: '3', cursor: next }, ZH);
      const [more] = page.data.groups;
      seen.push(...(more?.list ?? []).map((i) => i.id));
      next = more?.next ?? null;
    }
    const all = await search(t, trainee, { keyword: '卧', types: 'exercise', size: '30' }, ZH);
    expect(seen).toEqual(all.data.groups[0]!.list.map((i) => i.id));
    expect(new Set(seen).size).toBe(seen.length);

    expect((await search(t, trainee, { keyword: '卧', cursor: group.next! })).httpStatus).toBe(400);
    expect((await search(t, trainee, { keyword: '卧', types: 'exercise,template', cursor: group.next! })).httpStatus).toBe(400);
    expect((await search(t, trainee, { keyword: '卧', types: 'recipes' })).httpStatus).toBe(400);
    expect((await search(t, trainee, { keyword: '' })).httpStatus).toBe(400);
  });
});
