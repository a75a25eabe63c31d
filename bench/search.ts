/**
 * The global search (global/search) of a coach at a realistic size: 10,000 exercises (half of
 * the custom ones the coach's own), 20 teams of 100 members, 200 plans of the coach's among
 * 20,000 of other coaches, and the seeded articles; every group at a glance by English,
 * one- and two-character Chinese keywords, one group alone and its next page, beside a bare
 * Fastify JSON route measured in the same run, on SQLite and PostgreSQL.
 * Plans, teams and articles have no search index: their names are compared as text, bounded by
 * the coach's own rows (plans, teams) or by a library of a few dozen (articles).
 * Run: npm run bench:search
 */
import { sql } from 'kysely';
import type { Engine } from '../apps/server/src/db/dialect.ts';
import { insertExercises } from '../apps/server/src/modules/action/repo.ts';
import { exerciseRecord } from '../apps/server/src/modules/action/service.ts';
import { newShareCode } from '../apps/server/src/platform/share-code.ts';
import { EXERCISE_CATALOGUE } from '../apps/server/src/seed/content.ts';
import { compareOnBothEngines, type BenchApp } from './engines.ts';
import { EXERCISES_TOTAL, seedTeams } from './fixtures.ts';
import { fixedAnswerTarget, urlOf, type Target } from './lib.ts';

const OWN_PLANS = 200;
const OTHER_PLANS = 20_000;
const PLAN_WORDS = ['Squat block', 'Bench block', '深蹲周期', '卧推强化', 'Deload week', 'Peaking'];

/**
 * Custom exercises up to 10,000 beside the official catalogue, half of them the coach's own and
 * half the members' (fixtures.ts seedExercises logs its own people in, and a second SMS login
 * of the coach within a minute is refused).
 */
async function seedExercises(bench: BenchApp): Promise<void> {
  const { db } = bench.app.ctx;
  const coach = await db.selectFrom('users').select('id').where('mobile', '=', '13800000000').executeTakeFirstOrThrow();
  const other = await db.selectFrom('users').select('id').where('position', '=', 2).executeTakeFirstOrThrow();
  const owners = [coach.id, other.id];
  const now = new Date();
  const custom = Array.from({ length: EXERCISES_TOTAL - EXERCISE_CATALOGUE.length }, (_, i) => {
    const model = EXERCISE_CATALOGUE[i % EXERCISE_CATALOGUE.length]!;
    const { columns, facets } = exerciseRecord({ ...model, nameEn: `${model.nameEn} v${i}`, nameZh: `${model.nameZh} ${i}`, videoPath: null, gifPath: null, iconPath: null }, now, owners[i % 2]!);
    return { row: { ...columns, owner_id: owners[i % 2]!, official_key: null, share_code: newShareCode(), sort: 0, created_at: now.toISOString() }, facets };
  });
  await db.transaction().execute((trx) => insertExercises(trx, custom));
}

/** The coach's plans in their teams' organisation, and other coaches' plans (members stand in for those coaches). */
async function seedPlans(engine: Engine, bench: BenchApp): Promise<void> {
  const { db } = bench.app.ctx;
  const coach = await db.selectFrom('users').select('id').where('mobile', '=', '13800000000').executeTakeFirstOrThrow();
  const { organisation_id } = await db.selectFrom('teams').select('organisation_id').where('manager_id', '=', coach.id).executeTakeFirstOrThrow();
  const others = (await db.selectFrom('users').select('id').where('position', '=', 2).limit(500).execute()).map((u) => u.id);
  const at = new Date().toISOString();
  const plan = (n: number, coachId: number) => ({
    organisation_id, coach_id: coachId, template_id: null, name: `${PLAN_WORDS[n % PLAN_WORDS.length]} ${n}`, type: '1', task_type: '1', time_period: '1',
    start_date: '2026-01-05', end_date: '2026-03-01', repeat_weeks: 8, weekdays: '1,3,5', created_at: at, updated_at: at, cancelled_at: null,
  });
  const rows = [
    ...Array.from({ length: OWN_PLANS }, (_, n) => plan(n, coach.id)),
    ...Array.from({ length: OTHER_PLANS }, (_, n) => plan(n, others[n % others.length]!)),
  ];
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 500) await trx.insertInto('plans').values(rows.slice(i, i + 500)).execute();
  });
  await sql.raw(engine === 'postgres' ? 'vacuum analyze' : 'analyze').execute(db);
}

async function targetsOf(engine: Engine, bench: BenchApp): Promise<Target[]> {
  const { token } = await seedTeams(engine, bench);
  await seedExercises(bench);
  await seedPlans(engine, bench);
  const search = `${urlOf(bench.app)}/api-training/mp/global/search`;
  const headers = { token };
  const q = (query: Record<string, string>) => `${search}?${new URLSearchParams(query).toString()}`;
  const first = await bench.app.inject({ method: 'GET', url: q({ keyword: 'squat', types: 'exercise', size: '20' }).replace(urlOf(bench.app), ''), headers });
  const next = (first.json() as { data: { groups: { next: string | null }[] } }).data.groups[0]?.next;
  if (!next) throw new Error('the exercise group of "squat" has no second page');
  const targets: Target[] = [
    { name: `every group, English "squat" (${engine})`, options: { url: q({ keyword: 'squat' }), headers } },
    { name: `every group, one Chinese character "蹲" (${engine})`, options: { url: q({ keyword: '蹲' }), headers } },
    { name: `every group, two characters "深蹲" (${engine})`, options: { url: q({ keyword: '深蹲' }), headers } },
    { name: `members only, "张伟" (${engine})`, options: { url: q({ keyword: '张伟', types: 'member', size: '20' }), headers } },
    { name: `plans only, "block" (${engine})`, options: { url: q({ keyword: 'block', types: 'plan', size: '20' }), headers } },
    { name: `exercises, second page of 20 (${engine})`, options: { url: q({ keyword: 'squat', types: 'exercise', size: '20', cursor: next }), headers } },
  ];
  for (const target of targets) {
    const res = await bench.app.inject({ method: 'GET', url: String(target.options.url).replace(urlOf(bench.app), ''), headers });
    const groups = (res.json() as { data: { groups: unknown[] } }).data?.groups ?? [];
    if (res.statusCode !== 200 || groups.length === 0) throw new Error(`${target.name} answered ${res.statusCode} with ${groups.length} groups`);
  }
  if (engine === 'sqlite') {
    // The ceiling of this harness for an answer that size: every group of "squat", served by a bare route.
    const page = await bench.app.inject({ method: 'GET', url: q({ keyword: 'squat' }).replace(urlOf(bench.app), ''), headers });
    targets.unshift(await fixedAnswerTarget(`bare route answering a copy of the "squat" answer (${(page.body.length / 1024).toFixed(1)} KB)`, page.body));
  }
  return targets;
}

await compareOnBothEngines({
  section: 'search',
  title: `Global search of a coach: 10,000 exercises, 20 teams of 100 members, ${OWN_PLANS} own plans among ${OWN_PLANS + OTHER_PLANS}, the seeded articles (5 per group at a glance)`,
  command: 'npm run bench:search',
  targets: targetsOf,
});
