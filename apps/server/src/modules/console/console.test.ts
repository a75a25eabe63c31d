import { ROUTES, type ArticleSummary, type ConsoleArticle, type ConsoleAuditEntry, type ConsoleCategory, type ConsoleFeedbackItem, type ConsoleOperator, type NotificationItem } from '@repwise/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ARTICLE_LIBRARY, seedArticles } from '../../seed/articles.ts';
import { EXERCISE_CATALOGUE } from '../../seed/content.ts';
import { seedExercises } from '../../seed/exercises.ts';
import {
  EXERCISE_INPUT, call, makeCoach, makeExercise, makeTemplate, makeTrainee, makeUser, officialActionsOf, officialTemplateId, sampleTemplate, uniqueMobile, type Made,
} from '../../test/factories.ts';
import { ENGINES, useTestApp, type TestApp } from '../../test/harness.ts';
import { TINY_GIF } from '../../test/server-process.ts';

const CONSOLE = '/api-training/mp/console';
const ENV_OPERATOR = uniqueMobile();
const NOT_FOUND = { httpStatus: 404, status: 404, msg: 'data not found', data: null };

type Page<T> = { list: T[]; next: string | null; total: number | null };

async function uploadGif(t: TestApp, token: string): Promise<string> {
  const boundary = 'consoleboundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cover.gif"\r\nContent-Type: image/gif\r\n\r\n`),
    TINY_GIF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST', url: '/api-training/mp/training/action/upload?kind=image', payload, headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return (res.json() as { data: { path: string } }).data.path;
}

/** The audit rows of an entity, oldest first. */
async function auditOf(t: TestApp, entity: string, entityId: number | string) {
  const rows = await t.app.ctx.db.selectFrom('audit_log').selectAll().where('entity', '=', entity).where('entity_id', '=', String(entityId)).orderBy('id').execute();
  return rows.map((r) => ({ action: r.action, operatorId: r.operator_id, before: r.before_json === null ? null : JSON.parse(r.before_json) as unknown, after: r.after_json === null ? null : JSON.parse(r.after_json) as unknown }));
}

/** A valid input of every console route, for the refusals. */
const SOME_INPUT: Record<string, { query?: Record<string, string>; body?: unknown }> = {
  'console.operatorGrant': { body: { mobile: '13900000000' } },
  'console.operatorRevoke': { body: { userId: 1 } },
  'console.categorySave': { body: { nameEn: 'Refused', nameZh: '拒绝' } },
  'console.articleGet': { query: { id: '1' } },
  'console.articleSave': { body: { categoryId: 1, texts: [{ language: 'en', title: 'T', summary: 'S', bodyMd: 'B' }] } },
  'console.articlePublish': { body: { id: 1, published: false } },
  'console.articlePreview': { body: { bodyMd: '# Hi' } },
  'console.exerciseSave': { body: EXERCISE_INPUT },
  'console.templatePromote': { body: { templateId: 1 } },
  'console.feedbackHandle': { body: { id: 1, handled: true } },
  'console.activity': { query: { from: '2026-01-01', to: '2026-01-02' } },
};

describe.each(ENGINES)('the operators\' console on %s', (engine) => {
  const t = useTestApp(engine, { config: { operatorMobiles: new Set([ENV_OPERATOR]) } });
  const db = () => t.app.ctx.db;
  const operator = () => makeUser(t, { mobile: ENV_OPERATOR, nickName: 'Ops Lin' });
  const get = <T>(who: Made, path: string, query: Record<string, string> = {}, lang?: string) => call<T>(t, 'GET', `${CONSOLE}${path}`, { token: who.token, query, ...(lang ? { lang } : {}) });
  const post = <T>(who: Made, path: string, body: unknown, lang?: string) => call<T>(t, 'POST', `${CONSOLE}${path}`, { token: who.token, body, ...(lang ? { lang } : {}) });

  it('does not exist for a coach, a trainee or a person without a role, changes nothing for them, and needs a token', async () => {
    const people = [await makeCoach(t), await makeTrainee(t), await makeUser(t, { position: null })];
    await operator();
    const auditBefore = await db().selectFrom('audit_log').select('id').execute();
    const consoleRoutes = Object.entries(ROUTES).filter(([name]) => name.startsWith('console.'));
    expect(consoleRoutes).toHaveLength(18);
    for (const [name, route] of consoleRoutes) {
      const input = SOME_INPUT[name] ?? {};
      for (const person of people) {
        const res = await call(t, route.method, route.path, { token: person.token, ...input });
        expect(res, `${name} for a non-operator`).toMatchObject(NOT_FOUND);
      }
      expect((await call(t, route.method, route.path, input)).httpStatus, `${name} without a token`).toBe(401);
    }
    expect(await db().selectFrom('audit_log').select('id').execute()).toEqual(auditBefore);
    expect(await db().selectFrom('article_categories').select('id').where('name_en', '=', 'Refused').execute()).toEqual([]);
  });

  it('makes a person of OPERATOR_MOBILES an operator at their first request, audited once', async () => {
    const ops = await operator();
    const info = await call<{ isOperator: boolean }>(t, 'GET', '/api-training/mp/training/user/getInfo', { token: ops.token });
    expect(info.data.isOperator).toBe(true);
    await get(ops, '/capabilities');
    const row = await db().selectFrom('users').select(['operator_since', 'operator_granted_by']).where('id', '=', ops.id).executeTakeFirstOrThrow();
    expect(row.operator_since).not.toBeNull();
    expect(row.operator_granted_by).toBeNull();
    expect(await auditOf(t, 'operator', ops.id)).toEqual([{ action: 'operator.bootstrap', operatorId: null, before: null, after: { userId: ops.id, since: row.operator_since } }]);
    const list = await get<{ list: ConsoleOperator[] }>(ops, '/operators');
    expect(list.data.list).toContainEqual({ userId: ops.id, nickName: 'Ops Lin', mobile: `${ENV_OPERATOR.slice(0, 3)}****${ENV_OPERATOR.slice(-4)}`, since: row.operator_since, grantedBy: null, fromEnvironment: true });
    const someone = await makeCoach(t);
    expect((await call<{ isOperator: boolean }>(t, 'GET', '/api-training/mp/training/user/getInfo', { token: someone.token })).data.isOperator).toBe(false);
  });

  it('grants the role by mobile, refuses unknown numbers and revoking oneself or an OPERATOR_MOBILES one, and revokes a granted one', async () => {
    const ops = await operator();
    const coach = await makeCoach(t, { nickName: 'Coach Zhao' });
    const unknown = await post(ops, '/operators/grant', { mobile: uniqueMobile() });
    expect(unknown).toMatchObject({ httpStatus: 404, msg: 'No account uses this mobile number (or it was deactivated): the person must sign in once first' });
    expect((await post(ops, '/operators/grant', { mobile: uniqueMobile() }, 'zh-Hans')).msg).toBe('没有使用该手机号的账号（或已注销）：对方需要先登录一次');
    const gone = await makeCoach(t);
    await db().updateTable('users').set({ deactivated_at: new Date().toISOString() }).where('id', '=', gone.id).execute();
    expect(await post(ops, '/operators/grant', { mobile: gone.mobile })).toMatchObject({ httpStatus: 404, msg: 'No account uses this mobile number (or it was deactivated): the person must sign in once first' });

    const granted = await post<ConsoleOperator>(ops, '/operators/grant', { mobile: coach.mobile });
    expect(granted.data).toMatchObject({ userId: coach.id, nickName: 'Coach Zhao', grantedBy: { id: ops.id, nickName: 'Ops Lin' }, fromEnvironment: false });
    expect((await post(ops, '/operators/grant', { mobile: coach.mobile })).httpStatus).toBe(200);
    expect((await auditOf(t, 'operator', coach.id)).map((a) => a.action)).toEqual(['operator.grant']);
    expect((await get(coach, '/capabilities')).httpStatus).toBe(200);

    expect(await post(ops, '/operators/revoke', { userId: ops.id })).toMatchObject({ httpStatus: 400, msg: 'You cannot end your own operator role: ask another operator' });
    const fromEnv = await post(coach, '/operators/revoke', { userId: ops.id }, 'zh-Hans');
    expect(fromEnv).toMatchObject({ httpStatus: 400, msg: '该运营者在 OPERATOR_MOBILES 配置中，下次登录会再次成为运营者：请先从配置中移除该号码' });
    expect(await post(ops, '/operators/revoke', { userId: coach.id })).toMatchObject({ httpStatus: 200, data: { userId: coach.id } });
    expect(await post(ops, '/operators/revoke', { userId: coach.id })).toMatchObject({ httpStatus: 200, data: { userId: coach.id } });
    expect(await get(coach, '/capabilities')).toMatchObject(NOT_FOUND);
    const audit = await auditOf(t, 'operator', coach.id);
    expect(audit.map((a) => a.action)).toEqual(['operator.grant', 'operator.revoke']);
    expect(audit[1]).toMatchObject({ operatorId: ops.id, before: { userId: coach.id, grantedBy: ops.id }, after: null });
  });

  it('creates categories keyed by their English name, refuses a taken or letterless one, and renames one', async () => {
    const ops = await operator();
    const made = await post<ConsoleCategory>(ops, '/article/category/save', { nameEn: '  Mobility & Recovery ', nameZh: '灵活性与恢复', sort: 7 });
    expect(made.data).toMatchObject({ key: 'mobility-recovery', nameEn: 'Mobility & Recovery', nameZh: '灵活性与恢复', sort: 7, articles: 0 });
    expect(await post(ops, '/article/category/save', { nameEn: 'mobility recovery', nameZh: '重复' })).toMatchObject({ httpStatus: 409, msg: 'A category with this English name already exists' });
    expect((await post(ops, '/article/category/save', { nameEn: '恢复', nameZh: '恢复' }, 'zh-Hans'))).toMatchObject({ httpStatus: 400, msg: '英文名称至少需要一个字母或数字' });
    const renamed = await post<ConsoleCategory>(ops, '/article/category/save', { id: made.data.id, nameEn: 'Recovery', nameZh: '恢复', sort: 2 });
    expect(renamed.data).toMatchObject({ id: made.data.id, key: 'mobility-recovery', nameEn: 'Recovery', sort: 2 });
    await post(ops, '/article/category/save', { id: made.data.id, nameEn: 'Recovery', nameZh: '恢复', sort: 2 });
    expect(await auditOf(t, 'category', made.data.id)).toEqual([
      { action: 'category.create', operatorId: ops.id, before: null, after: { key: 'mobility-recovery', name_en: 'Mobility & Recovery', name_zh: '灵活性与恢复', sort: 7 } },
      { action: 'category.update', operatorId: ops.id, before: { key: 'mobility-recovery', name_en: 'Mobility & Recovery', name_zh: '灵活性与恢复', sort: 7 }, after: { key: 'mobility-recovery', name_en: 'Recovery', name_zh: '恢复', sort: 2 } },
    ]);
    expect((await get<{ list: ConsoleCategory[] }>(ops, '/article/categories')).data.list.map((c) => c.key)).toContain('mobility-recovery');
    expect(await post(ops, '/article/category/save', { id: 999_999, nameEn: 'Gone', nameZh: '无' })).toMatchObject(NOT_FOUND);
  });

  it('writes an article as a draft readers cannot reach, publishes and unpublishes it, and audits each change', async () => {
    const ops = await operator();
    const reader = await makeTrainee(t);
    const category = (await post<ConsoleCategory>(ops, '/article/category/save', { nameEn: 'Console shelf', nameZh: '控制台书架' })).data;
    const body = { categoryId: category.id, coverPath: '/articles/sleep.svg', texts: [{ language: 'en', title: 'Zebra squats', summary: 'Stripes.', bodyMd: 'Squat **deep**.\n\n<script>x</script>' }] };
    const draft = await post<ConsoleArticle>(ops, '/article/save', body);
    expect(draft.data).toMatchObject({ status: 'draft', key: null, coverPath: '/articles/sleep.svg', coverUrl: '/articles/sleep.svg', publishedAt: null });
    expect(draft.data.texts).toEqual([{ language: 'en', title: 'Zebra squats', summary: 'Stripes.', bodyMd: body.texts[0]!.bodyMd, readingMinutes: 1 }]);
    const id = draft.data.id;
    const code = draft.data.sharePath.split('/').pop()!.replace(/^.*code=/, '');
    const readable = async () => {
      const [got, listed, shared, found] = await Promise.all([
        call(t, 'GET', '/api-training/mp/article/get', { token: reader.token, query: { id: String(id) } }),
        call<Page<ArticleSummary>>(t, 'GET', '/api-training/mp/article/list', { token: reader.token, query: { categoryId: String(category.id) } }),
        call(t, 'GET', '/api-training/open/article/share', { query: { code } }),
        call<{ groups: { type: string; list: { id: number }[] }[] }>(t, 'GET', '/api-training/mp/global/search', { token: reader.token, query: { keyword: 'zebra' } }),
      ]);
      return [got.httpStatus, listed.data.list.map((a) => a.id), shared.httpStatus, found.data.groups.flatMap((g) => (g.type === 'article' ? g.list.map((i) => i.id) : []))];
    };
    expect(await readable()).toEqual([404, [], 404, []]);

    const gif = await uploadGif(t, ops.token);
    const foreign = await uploadGif(t, reader.token);
    expect(await post(ops, '/article/save', { ...body, id, coverPath: foreign })).toMatchObject({ httpStatus: 400, msg: "The cover must be a picture you uploaded or one of the app's pictures (/articles/….svg)" });
    expect((await post(ops, '/article/save', { ...body, id, coverPath: 'javascript:alert(1)' }, 'zh-Hans')).msg).toBe('封面必须是你上传的图片或应用自带的图片（/articles/….svg）');
    expect(await post(ops, '/article/save', { ...body, categoryId: 999_999 })).toMatchObject({ httpStatus: 400, msg: 'This category does not exist' });
    const zh = { language: 'zh-Hans', title: '斑马深蹲', summary: '条纹。', bodyMd: '蹲'.repeat(900) };
    const saved = await post<ConsoleArticle>(ops, '/article/save', { ...body, id, coverPath: gif, texts: [zh] });
    expect(saved.data).toMatchObject({ id, coverPath: gif, status: 'draft' });
    expect(saved.data.texts).toEqual([{ ...zh, readingMinutes: 2 }]);
    expect((await get<ConsoleArticle>(ops, '/article/get', { id: String(id) })).data.texts.map((x) => x.language)).toEqual(['zh-Hans']);
    // The cover uploaded by one operator stays when another saves the article.
    const other = await makeCoach(t);
    await post(ops, '/operators/grant', { mobile: other.mobile });
    const byOther = await post<ConsoleArticle>(other, '/article/save', { ...body, id, coverPath: saved.data.coverUrl, texts: [zh, body.texts[0]] });
    expect(byOther.data).toMatchObject({ coverPath: gif });

    const published = await post<ConsoleArticle>(ops, '/article/publish', { id, published: true });
    expect(published.data.status).toBe('published');
    const firstPublished = published.data.publishedAt;
    expect(firstPublished).not.toBeNull();
    expect(await readable()).toEqual([200, [id], 200, [id]]);
    await post(ops, '/article/publish', { id, published: true });
    await post(ops, '/article/publish', { id, published: false });
    expect(await readable()).toEqual([404, [], 404, []]);
    const again = await post<ConsoleArticle>(ops, '/article/publish', { id, published: true });
    expect(again.data.publishedAt).toBe(firstPublished);

    const audit = await auditOf(t, 'article', id);
    expect(audit.map((a) => a.action)).toEqual(['article.create', 'article.update', 'article.update', 'article.publish', 'article.unpublish', 'article.publish']);
    expect(audit[0]).toMatchObject({ before: null, after: { categoryId: category.id, coverPath: '/articles/sleep.svg', status: 'draft', texts: [{ language: 'en', title: 'Zebra squats' }] } });
    expect(audit[1]).toMatchObject({ before: { coverPath: '/articles/sleep.svg', texts: [{ language: 'en' }] }, after: { coverPath: gif, texts: [{ language: 'zh-Hans', title: '斑马深蹲' }] } });
    expect(audit[2]!.operatorId).toBe(other.id);
    expect(audit[4]).toMatchObject({ before: { status: 'published', publishedAt: firstPublished }, after: { status: 'draft', publishedAt: firstPublished } });

    const drafts = await get<Page<{ id: number; status: string; title: string; languages: string[] }>>(ops, '/article/list', { categoryId: String(category.id), withTotal: 'true' });
    expect(drafts.data).toMatchObject({ total: 1, list: [{ id, status: 'published', title: 'Zebra squats', languages: ['en', 'zh-Hans'] }] });
    expect((await get<Page<unknown>>(ops, '/article/list', { categoryId: String(category.id), status: 'draft' })).data.list).toEqual([]);
  });

  it('pages the article list newest change first, drafts included', async () => {
    const ops = await operator();
    const category = (await post<ConsoleCategory>(ops, '/article/category/save', { nameEn: 'Paging shelf', nameZh: '分页' })).data;
    const ids = [];
    for (const title of ['One', 'Two', 'Three']) {
      ids.push((await post<ConsoleArticle>(ops, '/article/save', { categoryId: category.id, texts: [{ language: 'en', title, summary: 's', bodyMd: 'b' }] })).data.id);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const first = await get<Page<{ id: number }>>(ops, '/article/list', { categoryId: String(category.id), size: '2' });
    const second = await get<Page<{ id: number }>>(ops, '/article/list', { categoryId: String(category.id), size: '2', cursor: first.data.next! });
    expect([...first.data.list, ...second.data.list].map((a) => a.id)).toEqual(ids.reverse());
    expect(second.data.next).toBeNull();
  });

  it('previews Markdown with the readers\' renderer, raw HTML escaped, writing nothing', async () => {
    const ops = await operator();
    await get(ops, '/capabilities');
    const before = await db().selectFrom('audit_log').select('id').execute();
    const res = await post<{ bodyHtml: string; readingMinutes: number }>(ops, '/article/preview', { bodyMd: '# Title\n\n<img src=x onerror=alert(1)> [x](javascript:alert(1))' });
    expect(res.data.bodyHtml).toContain('<h1>Title</h1>');
    expect(res.data.bodyHtml).toContain('&lt;img');
    expect(res.data.bodyHtml).not.toContain('href="javascript');
    expect(res.data.readingMinutes).toBe(1);
    expect(await db().selectFrom('audit_log').select('id').execute()).toEqual(before);
  });

  it('leaves a seeded article an operator edited as they left it when the seed runs again', async () => {
    const ops = await operator();
    const [first, second] = ARTICLE_LIBRARY.articles;
    const edited = await db().selectFrom('articles').select(['id', 'category_id']).where('key', '=', first!.key).executeTakeFirstOrThrow();
    const untouched = await db().selectFrom('articles').select('id').where('key', '=', second!.key).executeTakeFirstOrThrow();
    const texts = [{ language: 'en', title: 'Edited by an operator', summary: 'Ours now.', bodyMd: 'Our words.' }];
    expect((await post(ops, '/article/save', { id: edited.id, categoryId: edited.category_id, coverPath: null, texts })).httpStatus).toBe(200);
    const changed = { ...ARTICLE_LIBRARY, articles: ARTICLE_LIBRARY.articles.map((a) => ({ ...a, texts: a.texts.map((x) => ({ ...x, title: `${x.title} (v2)` })) })) };
    await seedArticles(db(), changed);
    const after = await db().selectFrom('article_texts').select(['article_id', 'language', 'title']).where('article_id', 'in', [edited.id, untouched.id]).orderBy('article_id').orderBy('language').execute();
    expect(after.filter((x) => x.article_id === edited.id)).toEqual([{ article_id: edited.id, language: 'en', title: 'Edited by an operator' }]);
    expect(after.filter((x) => x.article_id === untouched.id).map((x) => x.title)).toEqual(second!.texts.map((x) => `${x.title} (v2)`));
    expect((await db().selectFrom('articles').select('cover_path').where('id', '=', edited.id).executeTakeFirstOrThrow()).cover_path).toBeNull();
  });

  it('leaves a seeded category an operator renamed as they left it when the seed runs again', async () => {
    const ops = await operator();
    const [first, second] = ARTICLE_LIBRARY.categories;
    const renamed = await db().selectFrom('article_categories').select('id').where('key', '=', first!.key).executeTakeFirstOrThrow();
    expect((await post(ops, '/article/category/save', { id: renamed.id, nameEn: 'Our basics', nameZh: '我们的基础', sort: 7 })).httpStatus).toBe(200);
    const changed = { ...ARTICLE_LIBRARY, categories: ARTICLE_LIBRARY.categories.map((c) => ({ ...c, nameEn: `${c.nameEn} (v2)` })) };
    await seedArticles(db(), changed);
    const rows = await db().selectFrom('article_categories').select(['key', 'name_en', 'name_zh', 'sort']).where('key', 'in', [first!.key, second!.key]).execute();
    expect(rows.find((c) => c.key === first!.key)).toEqual({ key: first!.key, name_en: 'Our basics', name_zh: '我们的基础', sort: 7 });
    expect(rows.find((c) => c.key === second!.key)?.name_en).toBe(`${second!.nameEn} (v2)`);
  });

  it('creates and changes official exercises everyone sees, audited, and the seed leaves an edited one alone', async () => {
    const ops = await operator();
    const coach = await makeCoach(t);
    const created = await post<{ id: number }>(ops, '/exercise/save', { ...EXERCISE_INPUT, nameEn: 'Console Carry', nameZh: '控制台搬运' });
    const row = await db().selectFrom('exercises').selectAll().where('id', '=', created.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ owner_id: null, official_key: null, name_en: 'Console Carry' });
    expect(row.operator_edited_at).not.toBeNull();
    const listed = await call<Page<{ id: number }>>(t, 'GET', '/api-training/mp/training/action/list', { token: coach.token, query: { keyword: 'console carry' } });
    expect(listed.data.list.map((a) => a.id)).toEqual([created.data.id]);

    const [seededSpec, otherSpec] = EXERCISE_CATALOGUE;
    const seeded = await db().selectFrom('exercises').select(['id', 'name_en']).where('official_key', '=', seededSpec!.key).executeTakeFirstOrThrow();
    const other = await db().selectFrom('exercises').select('id').where('official_key', '=', otherSpec!.key).executeTakeFirstOrThrow();
    expect((await post(ops, '/exercise/save', { ...EXERCISE_INPUT, id: seeded.id, nameEn: 'Renamed by ops', nameZh: '运营改名' })).httpStatus).toBe(200);
    const custom = await makeExercise(t, coach);
    expect(await post(ops, '/exercise/save', { ...EXERCISE_INPUT, id: custom.id })).toMatchObject(NOT_FOUND);
    const foreign = await uploadGif(t, coach.token);
    expect(await post(ops, '/exercise/save', { ...EXERCISE_INPUT, gifPath: foreign })).toMatchObject({ httpStatus: 400 });

    await seedExercises(db(), new Date(), EXERCISE_CATALOGUE.map((e) => ({ ...e, nameEn: `${e.nameEn} v2` })));
    const names = await db().selectFrom('exercises').select(['id', 'name_en']).where('id', 'in', [seeded.id, other.id]).execute();
    expect(names.find((n) => n.id === seeded.id)!.name_en).toBe('Renamed by ops');
    expect(names.find((n) => n.id === other.id)!.name_en).toBe(`${otherSpec!.nameEn} v2`);

    const audit = await auditOf(t, 'exercise', seeded.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'exercise.update', operatorId: ops.id, before: { name_en: seeded.name_en, official_key: seededSpec!.key }, after: { name_en: 'Renamed by ops' } });
    expect(audit[0]!.after).not.toHaveProperty('search_tokens');
    expect(audit[0]!.after).not.toHaveProperty('pinned');
    expect((await auditOf(t, 'exercise', created.data.id))[0]).toMatchObject({ action: 'exercise.create', before: null, after: { name_en: 'Console Carry', owner_id: null } });
  });

  it('promotes an operator\'s own template of official exercises to the official shelf, and audits edits of official templates', async () => {
    const ops = await operator();
    const coach = await makeCoach(t);
    const own = await makeTemplate(t, ops, 'Ops Signature Day');
    const promoted = await post<{ id: number }>(ops, '/template/promote', { templateId: own.id });
    expect(promoted.httpStatus).toBe(200);
    const shelf = await call<Page<{ id: number; name: string }>>(t, 'GET', '/api-training/mp/training/actions/series/listZt', { token: coach.token, query: { size: '50' } });
    expect(shelf.data.list).toContainEqual(expect.objectContaining({ id: promoted.data.id, name: 'Ops Signature Day' }));
    expect((await auditOf(t, 'template', promoted.data.id))[0]).toMatchObject({ action: 'template.promote', operatorId: ops.id, before: null, after: { copiedFrom: own.id, name: 'Ops Signature Day', blocks: 2 } });

    expect(await post(ops, '/template/promote', { templateId: (await makeTemplate(t, coach)).id })).toMatchObject(NOT_FOUND);
    const mine = await makeExercise(t, ops, { nameEn: 'Ops own move' });
    const actions = [...await officialActionsOf(t, 1), { ...(await officialActionsOf(t, 1))[0]!, id: mine.id, name: 'Ops own move' }];
    const withOwn = await call<{ id: number }>(t, 'POST', '/api-training/mp/training/actions/series/modify', { token: ops.token, body: sampleTemplate('With my move', actions, 1) });
    expect(await post(ops, '/template/promote', { templateId: withOwn.data.id }, 'zh-Hans')).toMatchObject({ httpStatus: 400, msg: '官方模板只能包含官方动作：请先替换你的自定义动作' });

    const officialId = await officialTemplateId(t);
    const official = await call<Record<string, unknown>>(t, 'GET', '/api-training/mp/training/actions/series/get', { token: ops.token, query: { id: String(officialId) } });
    const edited = await call(t, 'POST', '/api-training/mp/training/actions/series/modify', { token: ops.token, body: { ...official.data, name: 'Official, tuned' } });
    expect(edited.httpStatus).toBe(200);
    const audit = await auditOf(t, 'template', officialId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'template.update', operatorId: ops.id, before: { language: 'en', name: official.data.name }, after: { language: 'en', name: 'Official, tuned' } });
  });

  it('lists VIP memberships, active or lapsed, and audits grants and ends', async () => {
    const ops = await operator();
    const trainee = await makeTrainee(t, { nickName: 'Vip Wu' });
    const grant = (expiresOn: string | null) => call(t, 'POST', '/api-training/mp/operator/vip/grant', { token: ops.token, body: { mobile: trainee.mobile, groupId: 1, expiresOn } });
    expect((await grant('2099-01-01')).httpStatus).toBe(200);
    await grant('2099-01-01');
    const active = await get<Page<{ userId: number; active: boolean; expiresOn: string; grantedBy: { id: number } | null; mobile: string }>>(ops, '/vip/list', { active: 'true', size: '50' });
    expect(active.data.list).toContainEqual(expect.objectContaining({ userId: trainee.id, nickName: 'Vip Wu', active: true, expiresOn: '2099-01-01', grantedBy: { id: ops.id, nickName: 'Ops Lin' } }));
    expect(active.data.list.find((v) => v.userId === trainee.id)!.mobile).not.toContain(trainee.mobile.slice(3, 7));
    await grant('2020-01-01');
    const lapsed = await get<Page<{ userId: number; active: boolean }>>(ops, '/vip/list', { active: 'false', size: '50' });
    expect(lapsed.data.list).toContainEqual(expect.objectContaining({ userId: trainee.id, active: false }));
    await grant(null);
    const audit = await auditOf(t, 'vip', `1:${trainee.id}`);
    expect(audit.map((a) => a.action)).toEqual(['vip.grant', 'vip.grant', 'vip.end']);
    expect(audit[1]).toMatchObject({ before: { expiresOn: '2099-01-01' }, after: { expiresOn: '2020-01-01', grantedBy: ops.id } });
    expect(audit[2]).toMatchObject({ before: { expiresOn: '2020-01-01' }, after: null });
  });

  it('answers feedback once as a notification to its sender, marks it handled or not, and audits it', async () => {
    const ops = await operator();
    const sender = await makeTrainee(t, { nickName: 'Sender Qian' });
    const { data: { id } } = await call<{ id: number }>(t, 'POST', '/api-training/mp/feedback/submit', { token: sender.token, body: { content: 'The timer is too quiet', contact: 'me@example.com' } });
    const inbox = await get<Page<ConsoleFeedbackItem>>(ops, '/feedback/list', { size: '50' });
    const item = inbox.data.list.find((f) => f.id === id)!;
    expect(item).toMatchObject({ user: { id: sender.id, nickName: 'Sender Qian' }, content: 'The timer is too quiet', handledAt: null, handledBy: null, reply: null });
    expect(item.user.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);

    const answer = { id, handled: true, reply: 'Thanks! Louder beeps come in the next version.' };
    const handled = await post<ConsoleFeedbackItem>(ops, '/feedback/handle', answer);
    expect(handled.data).toMatchObject({ handledBy: { id: ops.id, nickName: 'Ops Lin' }, reply: answer.reply });
    expect(handled.data.handledAt).not.toBeNull();
    expect((await post(ops, '/feedback/handle', answer)).httpStatus).toBe(200);
    expect(await post(ops, '/feedback/handle', { ...answer, reply: 'Something else' })).toMatchObject({ httpStatus: 409, msg: 'This feedback was already answered: a reply is sent once' });

    const told = await call<Page<NotificationItem> & { unread: number }>(t, 'GET', '/api-training/mp/notification/list', { token: sender.token });
    expect(told.data.list).toEqual([expect.objectContaining({ kind: 'feedback_replied', subjectName: answer.reply, actor: null, open: null, unread: true })]);
    const stranger = await makeTrainee(t);
    expect((await call<Page<NotificationItem>>(t, 'GET', '/api-training/mp/notification/list', { token: stranger.token })).data.list).toEqual([]);

    expect((await get<Page<ConsoleFeedbackItem>>(ops, '/feedback/list', { size: '50' })).data.list.map((f) => f.id)).not.toContain(id);
    expect((await get<Page<ConsoleFeedbackItem>>(ops, '/feedback/list', { state: 'handled', size: '50' })).data.list.map((f) => f.id)).toContain(id);
    const reopened = await post<ConsoleFeedbackItem>(ops, '/feedback/handle', { id, handled: false });
    expect(reopened.data).toMatchObject({ handledAt: null, handledBy: null, reply: answer.reply });
    expect(await post(ops, '/feedback/handle', { id: 999_999, handled: true })).toMatchObject(NOT_FOUND);

    const audit = await auditOf(t, 'feedback', id);
    expect(audit.map((a) => a.action)).toEqual(['feedback.handle', 'feedback.reply', 'feedback.reopen']);
    expect(audit[1]).toMatchObject({ operatorId: ops.id, before: { reply: null }, after: { reply: answer.reply } });
    expect(audit[2]).toMatchObject({ before: { handledBy: ops.id }, after: { handledAt: null, handledBy: null } });
  });

  it('counts distinct active people per day by role, every day of the range, at most 92 days', async () => {
    const ops = await operator();
    const [coach, trainee, unchosen] = [await makeCoach(t), await makeTrainee(t), await makeUser(t, { position: null })];
    const at = new Date().toISOString();
    const active = (user_id: number, day: string, position: number, group_id = '1') => ({ user_id, day, group_id, position, count: 3, last_seen_at: at });
    await db().insertInto('user_activity').values([
      active(coach.id, '2031-03-01', 1), active(coach.id, '2031-03-01', 1, '2'), active(trainee.id, '2031-03-01', 2), active(unchosen.id, '2031-03-01', 0),
      active(trainee.id, '2031-03-03', 2),
    ]).execute();
    const res = await get<{ days: unknown[] }>(ops, '/activity', { from: '2031-03-01', to: '2031-03-03' });
    expect(res.data.days).toEqual([
      { day: '2031-03-01', coaches: 1, trainees: 1, unchosen: 1 },
      { day: '2031-03-02', coaches: 0, trainees: 0, unchosen: 0 },
      { day: '2031-03-03', coaches: 0, trainees: 1, unchosen: 0 },
    ]);
    expect((await get<{ days: unknown[] }>(ops, '/activity', { from: '2031-01-01', to: '2031-04-02' })).data.days).toHaveLength(92);
    expect(await get(ops, '/activity', { from: '2031-01-01', to: '2031-04-03' })).toMatchObject({ httpStatus: 400, msg: 'Choose at most 92 days' });
    expect(await get(ops, '/activity', { from: '2031-01-01', to: '2031-04-03' }, 'zh-Hans')).toMatchObject({ httpStatus: 400, msg: '最多选择 92 天' });
    expect(await get(ops, '/activity', { from: '2031-03-03', to: '2031-03-01' })).toMatchObject({ httpStatus: 400, msg: 'The first day is after the last day' });
    expect(await get(ops, '/activity', { from: '2031-02-30', to: '2031-03-01' })).toMatchObject({ httpStatus: 400, msg: 'Invalid value for from' });
  });

  it('lists the audit log newest first by keyset, by operator and entity, and the log refuses updates and deletes', async () => {
    const ops = await operator();
    for (const name of ['Audit A', 'Audit B', 'Audit C']) await post(ops, '/article/category/save', { nameEn: name, nameZh: name });
    const first = await get<Page<ConsoleAuditEntry>>(ops, '/audit', { entity: 'category', operatorId: String(ops.id), size: '2', withTotal: 'true' });
    expect(first.data.total).toBe(3);
    const second = await get<Page<ConsoleAuditEntry>>(ops, '/audit', { entity: 'category', operatorId: String(ops.id), size: '2', cursor: first.data.next! });
    const entries = [...first.data.list, ...second.data.list];
    expect(entries.map((e) => (e.after as { name_en: string }).name_en)).toEqual(['Audit C', 'Audit B', 'Audit A']);
    expect(entries[0]).toMatchObject({ action: 'category.create', entity: 'category', operator: { id: ops.id, nickName: 'Ops Lin' }, before: null });
    expect((await get<Page<ConsoleAuditEntry>>(ops, '/audit', { entity: 'operator' })).data.list[0]).toMatchObject({ action: 'operator.bootstrap', operator: null });

    const rowsBefore = await db().selectFrom('audit_log').selectAll().orderBy('id').execute();
    await expect(db().updateTable('audit_log').set({ action: 'forged' }).execute()).rejects.toThrow(/append-only/);
    await expect(db().deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    await expect(sql`update audit_log set after_json = null`.execute(db())).rejects.toThrow(/append-only/);
    expect(await db().selectFrom('audit_log').selectAll().orderBy('id').execute()).toEqual(rowsBefore);
    // No route of the contract changes or removes a row: every write path is an insert (platform/audit.ts).
    expect(Object.keys(ROUTES).filter((name) => /audit/i.test(name))).toEqual(['console.audit']);
    expect(ROUTES['console.audit'].method).toBe('GET');
  });

  it('tells what the installation is configured with, never a secret', async () => {
    const ops = await operator();
    const res = await get<Record<string, unknown>>(ops, '/capabilities');
    expect(res.data).toMatchObject({ database: engine, keyValueStore: expect.stringMatching(/^(memory|redis)$/) as string, storage: 'local', sms: { provider: 'console', real: false } });
    expect((res.data.signIn as { provider: string }[]).map((s) => s.provider)).toEqual(['qq', 'apple', 'umeng']);
    const text = JSON.stringify(res.data);
    expect(text).not.toContain(t.app.ctx.config.appSecret);
    expect(text).not.toMatch(/postgres:\/\/|redis:\/\//);
  });
});
