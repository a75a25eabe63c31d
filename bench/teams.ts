/**
 * A coach's member lists: 2,000 members across the coach's 20 teams (100 each, tagged, with
 * English and Chinese nicknames), a team's first page bare, filtered by tag and searched by
 * keyword, beside a bare Fastify JSON route measured in the same run, on SQLite and PostgreSQL.
 * Run: npm run bench:teams
 */
import { sql } from 'kysely';
import type { Engine } from '../apps/server/src/db/dialect.ts';
import { insertMember, memberSearchColumns, updateMemberRow, findMember } from '../apps/server/src/modules/squad/repo.ts';
import { createSquad } from '../apps/server/src/modules/squad/service.ts';
import { makeActor } from '../apps/server/src/platform/access/authenticate.ts';
import { compareOnBothEngines, type BenchApp } from './engines.ts';
import { fixedAnswerTarget, urlOf, type Target } from './lib.ts';

const TEAMS = 20;
const MEMBERS_PER_TEAM = 100;
const TAGS = ['strength', 'hypertrophy', 'beginners', 'competition', '康复'];
const SURNAMES = ['Zhang', 'Wang', 'Li', 'Zhao', 'Chen', 'Liu', 'Yang', 'Huang'];
const HAN = ['张伟', '王芳', '李娜', '赵磊', '陈静', '刘洋', '杨帆', '黄敏'];

async function targetsOf(engine: Engine, bench: BenchApp): Promise<Target[]> {
  const token = await bench.login('13800000000');
  const { db } = bench.app.ctx;
  const coach = await db.updateTable('users').set({ position: 1, nick_name: 'Coach Bench', my_invite_code: 'BENCH2' }).where('mobile', '=', '13800000000').returningAll().executeTakeFirstOrThrow();
  const actor = makeActor(db, coach, false, new Date().toISOString());
  const view = { language: 'en', storageBase: '/files/', publicUrl: 'http://localhost' } as const;
  const at = new Date().toISOString();
  const teamIds: number[] = [];
  for (let team = 0; team < TEAMS; team++) {
    teamIds.push((await createSquad(db, actor, view, { name: `Bench team ${team + 1}`, type: '1', tags: TAGS })).id);
  }
  await db.transaction().execute(async (trx) => {
    for (const [team, teamId] of teamIds.entries()) {
      for (let i = 0; i < MEMBERS_PER_TEAM; i++) {
        const n = team * MEMBERS_PER_TEAM + i;
        const nickName = n % 2 === 0 ? `${SURNAMES[(n >> 1) % SURNAMES.length]} ${n}` : `${HAN[(n >> 1) % HAN.length]}${n}`;
        const user = await trx.insertInto('users').values({ mobile: `139${String(n).padStart(8, '0')}`, position: 2, nick_name: nickName, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
        await insertMember(trx, { team_id: teamId, user_id: user.id, member_type: '1', remark: '', joined_at: at, ...memberSearchColumns(teamId, nickName, '', []) });
        const member = (await findMember(trx, teamId, user.id))!;
        await updateMemberRow(trx, member, { remark: i % 10 === 0 ? `Captain ${n}` : '', memberType: '1', tags: [TAGS[i % TAGS.length]!] });
      }
    }
  });
  await sql.raw(engine === 'postgres' ? 'vacuum analyze' : 'analyze').execute(db);

  const list = `${urlOf(bench.app)}/api-training/mp/squad/members?size=20&id=${teamIds[7]}`;
  const headers = { token };
  const targets: Target[] = [
    { name: `a team's members, first page (${engine})`, options: { url: list, headers } },
    { name: `filtered by tag (${engine})`, options: { url: `${list}&tag=beginners`, headers } },
    { name: `by English keyword (${engine})`, options: { url: `${list}&keyword=zhang`, headers } },
    { name: `by 2-character Chinese keyword (${engine})`, options: { url: `${list}&keyword=${encodeURIComponent('张伟')}`, headers } },
    { name: `tag and keyword, with the count (${engine})`, options: { url: `${list}&tag=strength&keyword=li&withTotal=true`, headers } },
  ];
  for (const target of targets) {
    const res = await bench.app.inject({ method: 'GET', url: String(target.options.url).replace(urlOf(bench.app), ''), headers });
    const { list: rows } = (res.json() as { data: { list: unknown[] } }).data;
    if (res.statusCode !== 200 || rows.length === 0) throw new Error(`${target.name} answered ${res.statusCode} with ${rows.length} rows`);
  }
  if (engine === 'sqlite') {
    // The ceiling of this harness for an answer that size: the first page, served by a bare route.
    const page = await bench.app.inject({ method: 'GET', url: `/api-training/mp/squad/members?size=20&id=${teamIds[7]}`, headers });
    targets.unshift(await fixedAnswerTarget(`bare route answering a copy of that page (${(page.body.length / 1024).toFixed(1)} KB)`, page.body));
  }
  return targets;
}

await compareOnBothEngines({
  section: 'teams',
  title: `Team member lists: ${TEAMS * MEMBERS_PER_TEAM} members across a coach's ${TEAMS} teams (first pages of 20 of one team)`,
  command: 'npm run bench:teams',
  targets: targetsOf,
});
