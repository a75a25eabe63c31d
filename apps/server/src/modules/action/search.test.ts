import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeExercise, makeTemplate, makeUser, type Made } from '../../test/factories.ts';
import { ENGINES, startTestApp, useTestApp, type TestApp } from '../../test/harness.ts';

/**
 * The one search mechanism (ARCHITECTURE.md §12) as the lists use it: English words and
 * prefixes, Chinese characters and pairs, every candidate re-checked for the substring;
 * pages by keyset that a concurrent insert cannot shift.
 */

const LIST = '/api-training/mp/training/action/list';
interface Row { id: number; name: string; nameEn: string; nameZh: string; pinned: boolean }
interface Page { list: Row[]; next: string | null; total: number | null }

async function search(t: TestApp, who: Made, query: Record<string, string>, lang = 'en') {
  return (await call<Page>(t, 'GET', LIST, { token: who.token, query: { size: '50', withTotal: 'true', ...query }, lang })).data;
}

async function everyPage(t: TestApp, who: Made, query: Record<string, string>, between?: () => Promise<void>): Promise<Row[]> {
  const rows: Row[] = [];
  let cursor: string | null | undefined;
  do {
    const page = (await call<Page>(t, 'GET', LIST, { token: who.token, query: { size: '3', ...query, ...(cursor ? { cursor } : {}) } })).data;
    rows.push(...page.list);
    cursor = page.next;
    await between?.();
  } while (cursor);
  return rows;
}

function searchBehaviour(name: string, options: () => { pgUrl?: string; engine: 'sqlite' | 'postgres' }) {
  describe(name, () => {
    const t = useTestApp(options().engine, () => ({ ...(options().pgUrl ? { ownDatabase: { pgUrl: options().pgUrl! } } : {}) }));

    it('finds own exercises by an English word prefix and by a two-character Chinese word, nothing else', async () => {
      const me = await makeUser(t);
      await makeExercise(t, me, { nameEn: 'Paused Back Squat', nameZh: '暂停颈后深蹲' });
      await makeExercise(t, me, { nameEn: 'Bench Press Pause', nameZh: '暂停卧推' });
      await makeExercise(t, me, { nameEn: 'Squat Jump', nameZh: '深跳' });
      const byPrefix = await search(t, me, { scope: 'mine', keyword: 'squa' });
      expect(byPrefix.list.map((r) => r.nameEn).sort()).toEqual(['Paused Back Squat', 'Squat Jump']);
      expect(byPrefix.total).toBe(2);
      const byWord = await search(t, me, { scope: 'mine', keyword: '深蹲' }, 'zh-Hans');
      expect(byWord.list.map((r) => r.name)).toEqual(['暂停颈后深蹲']);
      const bySingle = await search(t, me, { scope: 'mine', keyword: '深' });
      expect(bySingle.total).toBe(2);
      // 暂停 is in two names, 停卧 in one: only that one is a candidate, and it holds the substring.
      expect((await search(t, me, { scope: 'mine', keyword: '暂停卧' })).list.map((r) => r.nameEn)).toEqual(['Bench Press Pause']);
      expect((await search(t, me, { scope: 'mine', keyword: 'press squat' })).total).toBe(0);
    });

    it('finds official exercises and templates in both languages', async () => {
      const me = await makeUser(t);
      expect((await search(t, me, { keyword: '硬拉' }, 'zh-Hans')).list.every((r) => r.name.includes('硬拉'))).toBe(true);
      expect((await search(t, me, { keyword: 'deadl' })).total).toBeGreaterThan(0);
      await makeTemplate(t, me, '胸背超级组 Chest Back Superset');
      const templates = async (keyword: string, path: string) =>
        (await call<{ list: { name: string }[] }>(t, 'GET', `/api-training/mp/training/actions/series/${path}`, { token: me.token, query: { keyword } })).data.list.map((r) => r.name);
      expect(await templates('超级', 'listSelf')).toEqual(['胸背超级组 Chest Back Superset']);
      expect(await templates('supers', 'listSelf')).toEqual(['胸背超级组 Chest Back Superset']);
      expect((await templates('全身', 'listZt')).length).toBeGreaterThan(0);
      expect((await templates('full body', 'listZt')).length).toBeGreaterThan(0);
    });

    it('pages pinned exercises first, then the rest, each once, although rows are added meanwhile', async () => {
      const me = await makeUser(t);
      const made = [];
      for (let i = 0; i < 7; i++) made.push(await makeExercise(t, me, { nameEn: `Row ${i}`, nameZh: `划船 ${i}` }));
      for (const pinned of [made[5]!, made[2]!]) expect((await call(t, 'POST', `${LIST.replace('/list', '/pin')}`, { token: me.token, query: { id: String(pinned.id) } })).status).toBe(200);
      const rows = await everyPage(t, me, { scope: 'mine' }, async () => {
        await makeExercise(t, me, { nameEn: 'Added later' });
      });
      const original = rows.filter((r) => r.nameEn.startsWith('Row '));
      expect(original.map((r) => r.nameEn).slice(0, 2).sort()).toEqual(['Row 2', 'Row 5']);
      expect(original.slice(0, 2).every((r) => r.pinned)).toBe(true);
      expect(new Set(original.map((r) => r.id)).size).toBe(7);
      expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    });
  });
}

for (const engine of ENGINES) searchBehaviour(`search on ${engine}`, () => ({ engine }));

/** PostgreSQL in a database whose LC_CTYPE is C: tokens are plain ASCII, so nothing changes. */
const pgUrl = process.env.TEST_DATABASE_URL;
describe.runIf(ENGINES.includes('postgres'))('search on postgres with LC_CTYPE=C', () => {
  const name = `repwise_ctype_c_${process.pid}`;
  let url: string;
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name} template template0 encoding 'UTF8' lc_ctype 'C' lc_collate 'C'`);
    await admin.end();
    const u = new URL(pgUrl!);
    u.pathname = `/${name}`;
    url = u.toString();
  });
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('the database really is LC_CTYPE=C', async () => {
    const t = await startTestApp('postgres', { ownDatabase: { pgUrl: url } });
    try {
      const { rows } = await sql<{ ctype: string }>`select datctype as ctype from pg_database where datname = current_database()`.execute(t.app.ctx.db);
      expect(rows[0]!.ctype).toBe('C');
    } finally {
      await t.close();
    }
  });

  searchBehaviour('and behaves the same', () => ({ engine: 'postgres', pgUrl: url }));
});
