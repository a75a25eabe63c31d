import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { call, makeCoachWithTrainee, makeExercise, makeTemplate, makeTrainee, officialTemplateId, type Made } from '../../test/factories.ts';
import { ENGINES, useTestApp, type TestApp } from '../../test/harness.ts';

const PUBLIC_URL = 'https://repwise.example';
/** A name that would break out of a tag or an attribute if it were not escaped. */
const EVIL = `Bench <script>alert("x")</script> & 'co'`;
const EVIL_ESCAPED = 'Bench &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;';

/** The web app's own index.html as the build leaves it (the pages are it with their tags). */
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'repwise-share-web-'));
fs.copyFileSync(path.join(import.meta.dirname, '../../../../web/index.html'), path.join(webDist, 'index.html'));
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

type Kind = 'action' | 'template' | 'plan' | 'article' | 'year';

const today = new Date().toISOString().slice(0, 10);

/** A published plan named `name`, shared by its coach: its share code. */
async function sharedPlanCode(t: TestApp, coach: Made, trainee: Made, name: string): Promise<string> {
  const body = { templateId: await officialTemplateId(t), name, type: '1', taskType: '1', startDate: today, timePeriod: '1', repeatWeeks: 2, weekdays: [1, 3, 5], traineeIds: [trainee.id] };
  const published = await call<{ id: number }>(t, 'POST', '/api-training/mp/plan/publish', { token: coach.token, body });
  expect(published.httpStatus).toBe(200);
  const qr = await call<{ url: string }>(t, 'GET', '/api-training/mp/plan/getQrcode', { token: coach.token, query: { id: String(published.data.id) } });
  expect(qr.httpStatus).toBe(200);
  return qr.data.url.split('/s/plan/')[1]!;
}

/** An article straight into the database (as the library's tests make them), published or a draft. */
async function articleCode(t: TestApp, title: string, status: 'published' | 'draft' = 'published'): Promise<string> {
  const db = t.app.ctx.db;
  const at = new Date().toISOString();
  const category = await db.selectFrom('article_categories').select('id').orderBy('id').executeTakeFirstOrThrow();
  const code = `share-page-${status}-${Date.now()}`;
  const row = await db.insertInto('articles').values({
    category_id: category.id, key: null, cover_path: null, status, share_code: code, published_at: status === 'published' ? at : null, created_at: at, updated_at: at,
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('article_texts').values({ article_id: row.id, language: 'en', title, summary: `About ${title}`, body_md: 'Lift.', reading_minutes: 3 }).execute();
  return code;
}

/** The trainee's year shared: the token of its link. */
async function yearToken(t: TestApp, owner: Made): Promise<string> {
  const res = await call<{ url: string }>(t, 'POST', '/api-training/mp/record/share/year', { token: owner.token, body: { year: 2026 } });
  expect(res.httpStatus).toBe(200);
  return res.data.url.split('/s/year/')[1]!;
}

/** One object of each kind, every name the hostile one: the code of each. */
async function sharedObjects(t: TestApp): Promise<Record<Kind, string>> {
  const { coach } = await makeCoachWithTrainee(t);
  const trainee = await makeTrainee(t, { coachId: coach.id, nickName: EVIL });
  return {
    action: (await makeExercise(t, trainee, { nameEn: EVIL })).shareCode,
    template: (await makeTemplate(t, trainee, EVIL)).shareCode,
    plan: await sharedPlanCode(t, coach, trainee, EVIL),
    article: await articleCode(t, EVIL),
    year: await yearToken(t, trainee),
  };
}

const metaOf = (html: string, key: string): string | undefined =>
  new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];

/** The PNG's signature and the size its IHDR chunk gives. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const KINDS: Kind[] = ['action', 'template', 'plan', 'article', 'year'];
// Each image loads the system's fonts (about 150 ms, more when the suite's workers share the CPU).

describe.each(ENGINES)('share pages and images on %s', (engine) => {
  const t = useTestApp(engine, () => ({ config: { webDist, publicUrl: PUBLIC_URL } }));

  it('answers each kind with its preview tags, escaped, and an og:image that is a 1200×630 PNG', async () => {
    const codes = await sharedObjects(t);
    for (const kind of KINDS) {
      const res = await t.app.inject({ method: 'GET', url: `/s/${kind}/${codes[kind]}` });
      expect(res.statusCode, kind).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
      const html = res.body;
      // Nothing of the name opens a tag: the only <script> is share-open.js (and the app's own).
      expect(html, kind).not.toContain('<script>alert');
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(metaOf(html, 'og:title'), kind).toContain(EVIL_ESCAPED);
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], kind).toContain(EVIL_ESCAPED);
      expect(metaOf(html, 'description'), kind).toBeTruthy();
      expect(metaOf(html, 'og:description')).toBe(metaOf(html, 'description'));
      expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
      expect(metaOf(html, 'og:type')).toBe(kind === 'article' ? 'article' : 'website');
      expect(metaOf(html, 'og:url')).toBe(`${PUBLIC_URL}/s/${kind}/${codes[kind]}`);
      const image = metaOf(html, 'og:image')!;
      expect(image).toBe(`${PUBLIC_URL}/s/${kind}/${codes[kind]}/image.png?lang=en`);
      // The app's own page around the tags: its root, and the script that opens the object's screen.
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<base href="../../" />');
      expect(html).toContain('<script src="share-open.js"></script>');
      expect(metaOf(html, 'repwise-app-route')).toMatch(new RegExp(`^/pages/.+\\?(code|token)=${codes[kind]}$`));
      expect(html).not.toContain('strength-training coaching for coaches and trainees.');

      const png = await t.app.inject({ method: 'GET', url: image.slice(PUBLIC_URL.length) });
      expect(png.statusCode, kind).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      expect(pngSize(png.rawPayload)).toEqual({ width: 1200, height: 630 });
    }
  }, 60_000);

  it('says only what the public share route says: no body data, no ids', async () => {
    const codes = await sharedObjects(t);
    const html = (await t.app.inject({ method: 'GET', url: `/s/year/${codes.year}` })).body;
    expect(metaOf(html, 'description')).toMatch(/trainings, \d+ sets, [\d,]+ kg lifted in 2026/);
    const owner = await t.app.ctx.db.selectFrom('users').select(['id', 'mobile']).where('nick_name', '=', EVIL).executeTakeFirstOrThrow();
    const tags = html.slice(html.indexOf('<base'), html.indexOf('share-open.js'));
    expect(tags).not.toMatch(/weight|waist|chest|mobile/i);
    expect(html).not.toContain(owner.mobile);
    expect(tags).not.toMatch(new RegExp(`[?&=/]${owner.id}\\b`));
  });

  it('writes the texts in the language of ?lang= or Accept-Language', async () => {
    const codes = await sharedObjects(t);
    const byQuery = (await t.app.inject({ method: 'GET', url: `/s/template/${codes.template}?lang=zh-Hans` })).body;
    expect(byQuery).toContain('<html lang="zh-Hans">');
    expect(metaOf(byQuery, 'og:locale')).toBe('zh_CN');
    expect(metaOf(byQuery, 'og:image')).toMatch(/image\.png\?lang=zh-Hans$/);
    expect(metaOf(byQuery, 'og:image:alt')).toMatch(/^训练模板：/);
    const byHeader = (await t.app.inject({ method: 'GET', url: `/s/plan/${codes.plan}`, headers: { 'accept-language': 'zh-CN,zh;q=0.9' } })).body;
    expect(metaOf(byHeader, 'description')).toMatch(/每周 3 天/);
    const english = (await t.app.inject({ method: 'GET', url: `/s/plan/${codes.plan}`, headers: { 'accept-language': 'en' } })).body;
    expect(metaOf(english, 'description')).toMatch(/3 days a week, by Coach Wang/);
  });

  it('answers a picture asked for many times at once with the same bytes and ETag each time', async () => {
    const codes = await sharedObjects(t);
    const url = `/s/template/${codes.template}/image.png?lang=zh-Hans`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => t.app.inject({ method: 'GET', url })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    expect(answers.every((a) => a.rawPayload.equals(answers[0]!.rawPayload))).toBe(true);
  });

  it('answers an image again with 304 for its ETag, and a changed object with another ETag', async () => {
    const codes = await sharedObjects(t);
    const url = `/s/action/${codes.action}/image.png`;
    const first = await t.app.inject({ method: 'GET', url });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await t.app.ctx.db.updateTable('exercises').set({ name_en: 'Renamed' }).where('share_code', '=', codes.action).execute();
    const changed = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('answers 404 with nothing of the object for unknown kinds and codes, a stopped year, an unpublished article', async () => {
    const codes = await sharedObjects(t);
    const owner = await t.app.ctx.db.selectFrom('users').select('id').where('nick_name', '=', EVIL).executeTakeFirstOrThrow();
    const draft = await articleCode(t, 'Draft <b>secret</b>', 'draft');
    const revokedYear = codes.year;
    await t.app.ctx.db.updateTable('year_shares').set({ revoked_at: new Date().toISOString() }).where('owner_id', '=', owner.id).execute();
    const missing = [
      `/s/action/${'x'.repeat(16)}`, `/s/template/nope-nope-nope`, `/s/plan/${codes.action}`, `/s/article/${draft}`, `/s/year/${revokedYear}`,
      `/s/unknown/${codes.action}`, `/s/action/${'a'.repeat(65)}`, `/s/action/%3Cscript%3E`,
    ];
    for (const url of missing) {
      for (const lang of ['en', 'zh-Hans']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.body).toContain(lang === 'en' ? 'This link does not work' : '链接无效');
        expect(res.body).not.toMatch(/secret|Bench|og:/);
        const image = await t.app.inject({ method: 'GET', url: `${url}/image.png` });
        expect(image.statusCode, `${url}/image.png`).toBe(404);
        expect(image.headers['content-type']).not.toBe('image/png');
      }
    }
  });

  it('refuses an address asking for more images than the limit a minute', async () => {
    const codes = await sharedObjects(t);
    const url = `/s/article/${codes.article}/image.png`;
    for (let i = 0; i < t.app.ctx.config.shareImagesPerIpPerMinute; i++) {
      const res = await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' });
      expect(res.statusCode).toBe(200);
    }
    const refused = await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9', headers: { 'accept-language': 'zh-Hans' } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 429, msg: '请求过于频繁，请稍后再试' });
    expect((await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.10' })).statusCode).toBe(200);
  });
});

describe('share pages without a built web app', () => {
  const t = useTestApp('sqlite');

  it('answer a page of their own with the same tags and a link to the screen', async () => {
    const codes = await sharedObjects(t);
    const res = await t.app.inject({ method: 'GET', url: `/s/action/${codes.action}` });
    expect(res.statusCode).toBe(200);
    expect(metaOf(res.body, 'og:title')).toBe(EVIL_ESCAPED);
    expect(metaOf(res.body, 'og:image')).toMatch(new RegExp(`^http://localhost:\\d+/s/action/${codes.action}/image\\.png\\?lang=en$`));
    expect(res.body).toContain(`<a href="#/pages/Action/actionInfo/shareAction?code=${codes.action}">Open in Repwise</a>`);
    expect(res.body).not.toContain('<script>alert');
    // A forged Host never gets into the addresses a chat app fetches (PUBLIC_URL, else a host this server answers for).
    const forged = await t.app.inject({ method: 'GET', url: `/s/action/${codes.action}`, headers: { host: 'evil.example' } });
    expect(forged.body).not.toContain('evil.example');
  });
});
