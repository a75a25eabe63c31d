/**
 * The data the list benchmarks load, shared by the benchmark of each list (actions.ts, teams.ts)
 * and by request-cost.ts, which takes one request of each apart.
 */
import { sql } from 'kysely';
import type { Engine } from '../apps/server/src/db/dialect.ts';
import { insertExercises } from '../apps/server/src/modules/action/repo.ts';
import { exerciseRecord } from '../apps/server/src/modules/action/service.ts';
import { insertMember, memberSearchColumns, updateMemberRow, findMember } from '../apps/server/src/modules/squad/repo.ts';
import { createSquad } from '../apps/server/src/modules/squad/service.ts';
import { makeActor } from '../apps/server/src/platform/access/authenticate.ts';
import { newShareCode } from '../apps/server/src/platform/share-code.ts';
import { EXERCISE_CATALOGUE } from '../apps/server/src/seed/content.ts';
import type { BenchApp } from './engines.ts';

export const EXERCISES_TOTAL = 10_000;

/**
 * The official catalogue plus custom exercises up to 10,000, half of them the searching
 * person's own; answers that person's token and the list's address (first pages of 20).
 */
export async function seedExercises(engine: Engine, bench: BenchApp): Promise<{ token: string; list: string }> {
  const token = await bench.login('13800000000');
  await bench.login('13800000001');
  const ids = (await bench.app.ctx.db.selectFrom('users').select('id').orderBy('id').execute()).map((u) => u.id);
  const now = new Date();
  const custom = Array.from({ length: EXERCISES_TOTAL - EXERCISE_CATALOGUE.length }, (_, i) => {
    const model = EXERCISE_CATALOGUE[i % EXERCISE_CATALOGUE.length]!;
    const { columns, facets } = exerciseRecord({ ...model, nameEn: `${model.nameEn} v${i}`, nameZh: `${model.nameZh} ${i}`, videoPath: null, gifPath: null, iconPath: null }, now, ids[i % 2]!);
    return { row: { ...columns, owner_id: ids[i % 2]!, official_key: null, share_code: newShareCode(), sort: 0, created_at: now.toISOString() }, facets };
  });
  await bench.app.ctx.db.transaction().execute((trx) => insertExercises(trx, custom));
  await analyze(engine, bench);
  return { token, list: '/api-training/mp/training/action/list?size=20&scope=mine' };
}

export const TEAMS = 20;
export const MEMBERS_PER_TEAM = 100;
const TAGS = ['strength', 'hypertrophy', 'beginners', 'competition', '康复'];
const SURNAMES = ['Zhang', 'Wang', 'Li', 'Zhao', 'Chen', 'Liu', 'Yang', 'Huang'];
const HAN = ['张伟', '王芳', '李娜', '赵磊', '陈静', '刘洋', '杨帆', '黄敏'];

/**
 * A coach's 20 teams of 100 tagged members each, with English and Chinese nicknames; answers
 * the coach's token and the address of one team's member list (first pages of 20).
 */
export async function seedTeams(engine: Engine, bench: BenchApp): Promise<{ token: string; list: string }> {
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
  await analyze(engine, bench);
  return { token, list: `/api-training/mp/squad/members?size=20&id=${teamIds[7]}` };
}

/**
 * Statistics and, on PostgreSQL, the visibility map that autovacuum keeps in a running
 * system: without them a bulk load is planned as if the tables were empty.
 */
async function analyze(engine: Engine, bench: BenchApp): Promise<void> {
  await sql.raw(engine === 'postgres' ? 'vacuum analyze' : 'analyze').execute(bench.app.ctx.db);
}
