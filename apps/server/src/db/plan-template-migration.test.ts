import type { PlanDetail, TemplateOutput } from '@repwise/contracts';
import type { Generated, Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, makeCoach, makeTemplate, makeTrainee, personToday, type Made } from '../test/factories.ts';
import { ENGINES, useTestApp, type TestApp } from '../test/harness.ts';
import { migrateTo, migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';
import { addDays } from '@repwise/domain';

const TEMPLATE = '/api-training/mp/training/actions/series/get';
const ZH = 'zh-CN';
const MIGRATION = '021-plan-template-versions';
/** The migration before 021, whatever its name. */
const BEFORE = Object.keys(migrations)[Object.keys(migrations).indexOf(MIGRATION) - 1]!;

/** The plan tables as 020 left them: every session with its own copy of the template as answered. */
interface At020 {
  plans: {
    id: Generated<number>; organisation_id: number; coach_id: number; template_id: number | null; name: string; type: string; task_type: string; time_period: string;
    start_date: string; end_date: string; repeat_weeks: number; weekdays: string; template_json: string; created_at: string; updated_at: string; cancelled_at: string | null;
  };
  plan_sessions: {
    id: Generated<number>; plan_id: number; organisation_id: number; trainee_id: number; date: string; name: string; template_id: number | null; template_json: string;
    cancelled_at: string | null; updated_at: string;
  };
  organisations: { id: number };
}

/** A presented copy without its media addresses (a migration cannot know the storage base they start with). */
const withoutMedia = (copy: TemplateOutput) => ({ ...copy, actionsCons: copy.actionsCons.map((b) => ({ ...b, actions: b.actions.map((a) => ({ ...a, gifUrl: '', iconUrl: '' })) })) });

describe.each(ENGINES)('migration 021 (plan template versions) on %s', (engine) => {
  const t = useTestApp(engine, { ownDatabase: true });

  const templateAs = async (who: Made, id: number, lang: string) => (await call<TemplateOutput>(t, 'GET', TEMPLATE, { token: who.token, query: { id: String(id) }, lang })).data;
  const sessionTemplate = async (t: TestApp, who: Made, date: string, lang: string) =>
    (await call<{ today: { template: TemplateOutput }[] }>(t, 'GET', '/api-training/mp/training/today', { token: who.token, query: { date }, lang })).data.today[0]!.template;

  it("turns a plan's copies into one version per distinct template, each session pointing at its own, nothing of them lost; down gives the copies back", async () => {
    const { db } = t.app.ctx;
    const coach = await makeCoach(t);
    const [trainee, other] = [await makeTrainee(t, { coachId: coach.id }), await makeTrainee(t, { coachId: coach.id })];
    const [a, b] = [await makeTemplate(t, coach, 'Upper A'), await makeTemplate(t, coach, 'Lower B')];
    // The copies as publish and modify kept them: the template as answered to its coach, in their language.
    const [copyA, copyAInChinese, copyB] = [await templateAs(coach, a.id, 'en'), await templateAs(coach, a.id, ZH), await templateAs(coach, b.id, 'en')];

    await migrateTo(db as Kysely<unknown>, BEFORE);
    const old = db as unknown as Kysely<At020>;
    const today = personToday();
    const days = [0, 1, 2, 3].map((n) => addDays(today, n));
    const at = new Date().toISOString();
    const { id: organisationId } = await old.selectFrom('organisations').select('id').executeTakeFirstOrThrow();
    const { id: planId } = await old.insertInto('plans').values({
      organisation_id: organisationId, coach_id: coach.id, template_id: b.id, name: 'Old plan', type: '1', task_type: '1', time_period: '1', start_date: days[0]!, end_date: days[3]!,
      repeat_weeks: 1, weekdays: '1,2,3,4,5,6,7', template_json: JSON.stringify(copyB), created_at: at, updated_at: at, cancelled_at: null,
    }).returning('id').executeTakeFirstOrThrow();
    const session = (traineeId: number, date: string, copy: TemplateOutput) => ({
      plan_id: planId, organisation_id: organisationId, trainee_id: traineeId, date, name: 'Old plan', template_id: copy.id, template_json: JSON.stringify(copy), cancelled_at: null, updated_at: at,
    });
    // A was modified in Chinese once (same template, presented otherwise), then the plan moved to B.
    await old.insertInto('plan_sessions').values([
      session(trainee.id, days[0]!, copyA), session(trainee.id, days[1]!, copyA), session(trainee.id, days[2]!, copyAInChinese), session(trainee.id, days[3]!, copyB),
      session(other.id, days[0]!, copyA), session(other.id, days[1]!, copyB),
    ]).execute();

    await migrateToLatest(db as Kysely<unknown>);
    const versions = await db.selectFrom('plan_templates').selectAll().where('plan_id', '=', planId).orderBy('id').execute();
    expect(versions.map((v) => v.template_id)).toEqual([a.id, b.id]);
    const [versionA, versionB] = versions;
    const sessions = await db.selectFrom('plan_sessions').select(['trainee_id', 'date', 'template_version_id']).where('plan_id', '=', planId).orderBy('trainee_id').orderBy('date').execute();
    expect(sessions.map((s) => [s.trainee_id, s.date, s.template_version_id])).toEqual([
      [trainee.id, days[0], versionA!.id], [trainee.id, days[1], versionA!.id], [trainee.id, days[2], versionA!.id], [trainee.id, days[3], versionB!.id],
      [other.id, days[0], versionA!.id], [other.id, days[1], versionB!.id],
    ]);
    for (const version of versions) expect(version.data).not.toMatch(/Url|gifPath|"name":"(Group|第)/);

    // Each reads the template the copy was, in their own language: the same as the template module answers it.
    expect(await sessionTemplate(t, trainee, days[0]!, 'en')).toEqual({ ...copyA, mine: false });
    expect(await sessionTemplate(t, trainee, days[2]!, ZH)).toEqual({ ...copyAInChinese, mine: false });
    expect(await sessionTemplate(t, other, days[1]!, 'en')).toEqual({ ...copyB, mine: false });
    const plan = await call<PlanDetail>(t, 'GET', '/api-training/mp/plan/get', { token: coach.token, query: { id: String(planId) }, lang: 'en' });
    expect(plan.data.template).toEqual(copyB);

    // Down: every session holds a copy again, in English, as the template module answers it (media addresses aside).
    await migrateTo(db as Kysely<unknown>, BEFORE);
    const copies = await old.selectFrom('plan_sessions').select(['trainee_id', 'date', 'template_json']).where('plan_id', '=', planId).orderBy('trainee_id').orderBy('date').execute();
    expect(copies.map((c) => JSON.parse(c.template_json) as TemplateOutput)).toEqual([copyA, copyA, copyA, copyB, copyA, copyB].map(withoutMedia));
    const { template_json } = await old.selectFrom('plans').select('template_json').where('id', '=', planId).executeTakeFirstOrThrow();
    expect(JSON.parse(template_json)).toEqual(withoutMedia(copyB));

    await migrateToLatest(db as Kysely<unknown>);
    expect((await db.selectFrom('plan_templates').select('template_id').where('plan_id', '=', planId).orderBy('id').execute()).map((v) => v.template_id)).toEqual([a.id, b.id]);
    expect(await sessionTemplate(t, trainee, days[0]!, 'en')).toEqual({ ...copyA, mine: false });
  });
});
