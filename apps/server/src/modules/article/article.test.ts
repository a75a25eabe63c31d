import type { ArticleDetail, ArticleSummary } from '@repwise/contracts';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARTICLE_LIBRARY, seedArticles, type ArticleLibrary } from '../../seed/articles.ts';
import { call, makeTrainee, type Made } from '../../test/factories.ts';
import { ENGINES, useTestApp, type TestApp } from '../../test/harness.ts';
import { readingMinutes } from './text.ts';

const BASE = '/api-training/mp/article';
const SHARE = '/api-training/open/article/share';

type Page = { list: ArticleSummary[]; next: string | null; total: number | null };
type Category = { id: number; key: string; name: string; articles: number };

interface Made1 {
  id: number;
  shareCode: string;
}

let made = 0;

/** A category of the test's own, so the seeded library does not change what it counts. */
async function makeCategory(t: TestApp, sort = 100): Promise<number> {
  const now = new Date().toISOString();
  const row = await t.app.ctx.db.insertInto('article_categories')
    .values({ key: `test-${++made}-${Date.now()}`, name_en: 'Test shelf', name_zh: '测试书架', sort, created_at: now, updated_at: now })
    .returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** An article written straight into the database (operators' screens come later), in the given languages. */
async function makeArticle(t: TestApp, categoryId: number, options: {
  status?: 'draft' | 'published'; publishedAt?: string; texts?: Partial<Record<'en' | 'zh-Hans', string>>; coverPath?: string | null;
} = {}): Promise<Made1> {
  const db = t.app.ctx.db;
  const now = new Date().toISOString();
  const shareCode = `share-code-${++made}-${Date.now()}`;
  const status = options.status ?? 'published';
  const row = await db.insertInto('articles').values({
    category_id: categoryId, key: null, cover_path: options.coverPath ?? null, status, share_code: shareCode,
    published_at: status === 'published' ? (options.publishedAt ?? now) : null, created_at: now, updated_at: now,
  }).returning('id').executeTakeFirstOrThrow();
  const texts = options.texts ?? { en: '# Hello\n\nSome **bold** words.', 'zh-Hans': '# 你好\n\n一些**重要**的话。' };
  for (const [language, body] of Object.entries(texts) as ['en' | 'zh-Hans', string][]) {
    await db.insertInto('article_texts').values({
      article_id: row.id, language, title: `${language} title ${row.id}`, summary: `${language} summary`, body_md: body, reading_minutes: readingMinutes(body),
    }).execute();
  }
  return { id: row.id, shareCode };
}

const get = <T>(t: TestApp, who: Made | undefined, path: string, query: Record<string, string> = {}, lang?: string) =>
  call<T>(t, 'GET', path.startsWith('/') ? path : `${BASE}/${path}`, { token: who?.token, query, ...(lang ? { lang } : {}) });

describe.each(ENGINES)('the knowledge library on %s', (engine) => {
  const t = useTestApp(engine);

  it('lists categories in the reader\'s language with their published articles counted (drafts not)', async () => {
    const reader = await makeTrainee(t);
    const shelf = await makeCategory(t);
    await makeArticle(t, shelf);
    await makeArticle(t, shelf);
    await makeArticle(t, shelf, { status: 'draft' });
    const en = await get<{ list: Category[] }>(t, reader, 'categories');
    expect(en.httpStatus).toBe(200);
    expect(en.data.list.find((c) => c.id === shelf)).toMatchObject({ name: 'Test shelf', articles: 2 });
    const zh = await get<{ list: Category[] }>(t, reader, 'categories', {}, 'zh-Hans');
    expect(zh.data.list.find((c) => c.id === shelf)).toMatchObject({ name: '测试书架', articles: 2 });
  });

  it('pages a category newest published first, then by id, and never shows a draft', async () => {
    const reader = await makeTrainee(t);
    const shelf = await makeCategory(t);
    const other = await makeCategory(t);
    const old = await makeArticle(t, shelf, { publishedAt: '2026-01-01T00:00:00.000Z' });
    const tiedA = await makeArticle(t, shelf, { publishedAt: '2026-03-01T00:00:00.000Z' });
    const tiedB = await makeArticle(t, shelf, { publishedAt: '2026-03-01T00:00:00.000Z' });
    const newest = await makeArticle(t, shelf, { publishedAt: '2026-05-01T00:00:00.000Z' });
    await makeArticle(t, shelf, { status: 'draft' });
    const elsewhere = await makeArticle(t, other);

    const first = await get<Page>(t, reader, 'list', { categoryId: String(shelf), size: '3', withTotal: 'true' });
    expect(first.httpStatus).toBe(200);
    expect(first.data.total).toBe(4);
    expect(first.data.list.map((a) => a.id)).toEqual([newest.id, tiedB.id, tiedA.id]);
    const second = await get<Page>(t, reader, 'list', { categoryId: String(shelf), size: '3', cursor: first.data.next! });
    expect(second.data.list.map((a) => a.id)).toEqual([old.id]);
    expect(second.data.next).toBeNull();

    const all = await get<Page>(t, reader, 'list', { size: '50' });
    expect(all.data.list.map((a) => a.id)).toContain(elsewhere.id);
    expect(all.data.list.every((a) => a.publishedAt !== null)).toBe(true);
    const bad = await get(t, reader, 'list', { cursor: 'nonsense' }, 'zh-Hans');
    expect(bad.httpStatus).toBe(400);
    expect(bad.msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it("shows the reader's language, else the other one, and says which languages exist", async () => {
    const reader = await makeTrainee(t);
    const shelf = await makeCategory(t);
    const both = await makeArticle(t, shelf);
    const onlyEn = await makeArticle(t, shelf, { texts: { en: 'Only in English.' } });
    const onlyZh = await makeArticle(t, shelf, { texts: { 'zh-Hans': '只有中文。' } });

    const zh = await get<Page>(t, reader, 'list', { categoryId: String(shelf) }, 'zh-Hans');
    const byId = new Map(zh.data.list.map((a) => [a.id, a]));
    expect(byId.get(both.id)).toMatchObject({ language: 'zh-Hans', languages: ['en', 'zh-Hans'], title: `zh-Hans title ${both.id}`, categoryName: '测试书架' });
    expect(byId.get(onlyEn.id)).toMatchObject({ language: 'en', languages: ['en'] });
    expect(byId.get(onlyZh.id)).toMatchObject({ language: 'zh-Hans', languages: ['zh-Hans'] });

    const en = await get<ArticleDetail>(t, reader, 'get', { id: String(onlyZh.id) });
    expect(en.data).toMatchObject({ language: 'zh-Hans', languages: ['zh-Hans'], categoryName: 'Test shelf' });
    expect(en.data.bodyHtml).toContain('只有中文');
    const detail = await get<ArticleDetail>(t, reader, 'get', { id: String(both.id) });
    expect(detail.data).toMatchObject({ language: 'en', sharePath: `/s/article/${both.shareCode}` });
    expect(detail.data.bodyHtml).toContain('<h1>Hello</h1>');
    expect(detail.data.bodyHtml).toContain('<strong>bold</strong>');
  });

  it('keeps drafts out of get and share, answering data not found', async () => {
    const reader = await makeTrainee(t);
    const draft = await makeArticle(t, await makeCategory(t), { status: 'draft' });
    const byId = await get(t, reader, 'get', { id: String(draft.id) });
    expect([byId.httpStatus, byId.msg]).toEqual([404, 'data not found']);
    const shared = await get(t, undefined, SHARE, { code: draft.shareCode });
    expect([shared.httpStatus, shared.msg]).toEqual([404, 'data not found']);
    const unknown = await get(t, undefined, SHARE, { code: 'no-such-code-at-all' }, 'zh-Hans');
    expect([unknown.httpStatus, unknown.msg]).toEqual([404, '数据不存在']);
    expect((await get(t, reader, 'get', { id: '99999999' })).httpStatus).toBe(404);
  });

  it('opens a share link without a token, and needs one everywhere else', async () => {
    const article = await makeArticle(t, await makeCategory(t));
    const shared = await get<ArticleDetail>(t, undefined, SHARE, { code: article.shareCode }, 'zh-Hans');
    expect(shared.httpStatus).toBe(200);
    expect(shared.data).toMatchObject({ id: article.id, language: 'zh-Hans' });
    for (const path of ['categories', 'list', 'get?id=1', 'link?url=https://www.who.int/']) {
      const [route, query] = path.split('?');
      expect((await get(t, undefined, route!, query ? Object.fromEntries(new URLSearchParams(query)) : {})).httpStatus, path).toBe(401);
    }
  });

  it('renders Markdown with nothing that runs: raw HTML escaped, script links dropped, links open in a new tab', async () => {
    const reader = await makeTrainee(t);
    const body = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(2)">',
      '[click](javascript:alert(3)) [data](data:text/html;base64,PHNjcmlwdD4=) [vb](vbscript:msgbox(4))',
      '[NSCA](https://www.nsca.com/) and www.acsm.org',
    ].join('\n\n');
    const article = await makeArticle(t, await makeCategory(t), { texts: { en: body } });
    const html = (await get<ArticleDetail>(t, reader, 'get', { id: String(article.id) })).data.bodyHtml;
    // Escaped text may still read "onerror=" or "javascript:"; what matters is that no tag, handler or such link exists.
    expect(html).not.toMatch(/<(script|img)\b|\son\w+="|href="(?!https?:)/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(2)&quot;&gt;');
    expect(html).toContain('<a href="https://www.nsca.com/" target="_blank" rel="noopener noreferrer">NSCA</a>');
    expect(html).toContain('<a href="http://www.acsm.org" target="_blank" rel="noopener noreferrer">www.acsm.org</a>');
  });

  it('approves outside addresses of the allow-list over https only, refusing the rest in both languages', async () => {
    const reader = await makeTrainee(t);
    const allowed = await get<{ url: string; allowed: true }>(t, reader, 'link', { url: 'https://WWW.NSCA.com/education/articles' });
    expect(allowed.httpStatus).toBe(200);
    expect(allowed.data).toEqual({ url: 'https://www.nsca.com/education/articles', allowed: true });
    for (const url of ['https://evil.example/', 'http://www.nsca.com/', 'javascript:alert(1)', 'https://user:pw@www.nsca.com/', 'not a url', 'https://www.nsca.com.evil.example/']) {
      const en = await get(t, reader, 'link', { url });
      expect([en.httpStatus, en.msg], url).toEqual([400, expect.stringContaining('cannot be opened in the app')]);
      const zh = await get(t, reader, 'link', { url }, 'zh-Hans');
      expect(zh.msg).toContain('无法在应用内打开');
    }
  });
});

describe.each(ENGINES)('the seeded library on %s', (engine) => {
  const t = useTestApp(engine);

  it('holds at least 12 published articles in 3–4 categories, each in both languages with a title, a summary, a body and a cover', async () => {
    const reader = await makeTrainee(t);
    const categories = (await get<{ list: Category[] }>(t, reader, 'categories')).data.list;
    expect(categories.length).toBeGreaterThanOrEqual(3);
    expect(categories.length).toBeLessThanOrEqual(4);
    const page = await get<Page>(t, reader, 'list', { size: '50', withTotal: 'true' });
    expect(page.data.total).toBeGreaterThanOrEqual(12);
    expect(categories.reduce((n, c) => n + c.articles, 0)).toBe(page.data.total);
    for (const summary of page.data.list) {
      expect(summary.languages).toEqual(['en', 'zh-Hans']);
      expect(summary.coverUrl).toMatch(/^\/articles\/[a-z0-9-]+\.svg$/);
      expect(fs.existsSync(path.resolve(import.meta.dirname, '../../../../web/public', summary.coverUrl!.slice(1))), summary.coverUrl!).toBe(true);
      for (const lang of ['en', 'zh-Hans']) {
        const { data } = await get<ArticleDetail>(t, reader, 'get', { id: String(summary.id) }, lang);
        expect(data.language).toBe(lang);
        expect(data.title.trim()).not.toBe('');
        expect(data.summary.trim()).not.toBe('');
        expect(data.bodyHtml).toMatch(/<p>.{40,}/);
        if (lang === 'zh-Hans') expect(data.title).toMatch(/[\u4e00-\u9fff]/);
      }
    }
  });

  it('refreshes seeded texts when the content changes, keeps their status, and never touches an article an operator made', async () => {
    const db = t.app.ctx.db;
    const [first] = ARTICLE_LIBRARY.articles;
    const seeded = await db.selectFrom('articles').select(['id', 'share_code']).where('key', '=', first!.key).executeTakeFirstOrThrow();
    await db.updateTable('articles').set({ status: 'draft' }).where('id', '=', seeded.id).execute();
    const own = await makeArticle(t, await makeCategory(t), { texts: { en: 'Written by an operator.' } });

    const changed: ArticleLibrary = {
      ...ARTICLE_LIBRARY,
      articles: ARTICLE_LIBRARY.articles.map((a) => (a.key === first!.key ? { ...a, texts: a.texts.map((x) => ({ ...x, title: `${x.title} (2nd edition)` })) } : a)),
    };
    await seedArticles(db, changed);
    await seedArticles(db, changed);
    const texts = await db.selectFrom('article_texts').select(['language', 'title']).where('article_id', '=', seeded.id).orderBy('language').execute();
    expect(texts.map((x) => x.title)).toEqual(first!.texts.map((x) => `${x.title} (2nd edition)`));
    const after = await db.selectFrom('articles').select(['status', 'share_code']).where('id', '=', seeded.id).executeTakeFirstOrThrow();
    expect(after).toEqual({ status: 'draft', share_code: seeded.share_code });
    const count = await db.selectFrom('articles').select((eb) => eb.fn.countAll<number | string>().as('n')).where('key', 'is not', null).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(ARTICLE_LIBRARY.articles.length);
    const ownTexts = await db.selectFrom('article_texts').select(['language', 'body_md']).where('article_id', '=', own.id).execute();
    expect(ownTexts).toEqual([{ language: 'en', body_md: 'Written by an operator.' }]);
  });
});

describe('the library\'s content', () => {
  it('is 400–900 words in English, with a Chinese version that uses the glossary\'s words and full-width punctuation', () => {
    for (const article of ARTICLE_LIBRARY.articles) {
      const en = article.texts.find((x) => x.language === 'en')!.bodyMd;
      const zh = article.texts.find((x) => x.language === 'zh-Hans')!.bodyMd;
      const words = en.match(/[A-Za-z0-9]+(?:['’-][A-Za-z0-9]+)*/g)?.length ?? 0;
      expect(words, article.key).toBeGreaterThanOrEqual(400);
      expect(words, article.key).toBeLessThanOrEqual(900);
      expect(zh.match(/[\u4e00-\u9fff]/g)?.length ?? 0, article.key).toBeGreaterThanOrEqual(600);
      // docs/GLOSSARY.md: 组 is a set and 段 a set group; these words say it otherwise.
      for (const avoid of ['千克', '个人记录', '个人最佳', '估计1RM', '预估1RM', '训练组', '热身组', '递减组', '强度感受', '容量', '模版', '非常轻松']) {
        expect(zh.includes(avoid), `${article.key}: ${avoid}`).toBe(false);
      }
      expect(zh, article.key).not.toMatch(/[\u4e00-\u9fff][,;:?!()]|[,;:?!()][\u4e00-\u9fff]/);
    }
  });
});

describe.each(ENGINES)('the library\'s local addresses on %s', (engine) => {
  const t = useTestApp(engine, { config: { articleLinkHosts: new Set(['localhost', 'www.who.int']) } });

  it('allows plain http for a local address of the list only', async () => {
    const reader = await makeTrainee(t);
    expect((await get(t, reader, 'link', { url: 'http://localhost:5173/guide' })).httpStatus).toBe(200);
    expect((await get(t, reader, 'link', { url: 'http://www.who.int/' })).httpStatus).toBe(400);
    expect((await get(t, reader, 'link', { url: 'https://www.nsca.com/' })).httpStatus).toBe(400);
  });
});

describe('reading time', () => {
  it('counts Latin words at 200 a minute and Chinese characters at 400, at least one minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(600))).toBe(3);
    expect(readingMinutes('练'.repeat(1200))).toBe(3);
    expect(readingMinutes(`${'word '.repeat(200)}${'练'.repeat(400)}`)).toBe(2);
  });
});
