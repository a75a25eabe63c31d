import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { login } from '../test/factories.ts';
import { ENGINES, useTestApp } from '../test/harness.ts';
import { migrateTo, migrateToLatest } from './migrate.ts';

/** A set as the 006 tables hold it: its group, label, action and values. */
interface OldSet { key: string; name: string; exerciseId: number; left?: number; right?: number }
interface OldGroup { key: string; type: number; name: string; sets: OldSet[] }

describe.each(ENGINES)('migration 007 (template numbering, weights in kg) on %s', (engine) => {
  const t = useTestApp(engine, { ownDatabase: true });

  /** Inserts a template the way 006 stored it: one block, its actions, its groups and sets in position order. */
  async function insertOldTemplate(db: Kysely<unknown>, ownerId: number, units: 'kg' | 'lbs', groups: OldGroup[]): Promise<number> {
    const at = new Date().toISOString();
    const { rows } = await sql<{ id: number }>`insert into templates (owner_id, official_key, group_id, name, type, description, units, set_interval_seconds,
      exercise_interval_seconds, overload_sets, deload_sets, unilateral, copy_name_suffix, finished, share_code, copied_from_id, search_text, sort, last_used_at,
      created_at, updated_at)
      values (${ownerId}, null, '1', 'Old template', '1', 'From 006', ${units}, 60, 60, 0, 0, 0, '', 0, ${`old-${units}-${groups.length}-${Math.random()}`}, null,
      'old template', 0, null, ${at}, ${at}) returning id`.execute(db);
    const templateId = rows[0]!.id;
    await sql`insert into template_blocks (template_id, block_key, position, name, type, rest_seconds, finished) values (${templateId}, 'b1', 0, 'Block', 20, 60, 0)`.execute(db);
    const exerciseIds = [...new Set(groups.flatMap((g) => g.sets.map((s) => s.exerciseId)))];
    for (const [position, exerciseId] of exerciseIds.entries()) {
      const cases = JSON.stringify([{ id: `c${exerciseId}`, type: 0, side: 0, intervalSeconds: 60 }]);
      await sql`insert into template_block_actions (template_id, block_key, position, exercise_id, repeat_cases) values (${templateId}, 'b1', ${position}, ${exerciseId}, ${cases})`.execute(db);
    }
    for (const [position, group] of groups.entries()) {
      await sql`insert into template_set_groups (template_id, group_key, block_key, position, type, name, rest_seconds, finished)
        values (${templateId}, ${group.key}, 'b1', ${position}, ${group.type}, ${group.name}, 60, 0)`.execute(db);
      for (const [setPosition, set] of group.sets.entries()) {
        await sql`insert into template_sets (template_id, set_key, group_key, position, name, side, interval_seconds, exercise_id, repeat_case_key, intensity_left,
          intensity_right, quantity)
          values (${templateId}, ${set.key}, ${group.key}, ${setPosition}, ${set.name}, 0, 60, ${set.exerciseId}, ${`c${set.exerciseId}`}, ${set.left ?? 0},
          ${set.right ?? set.left ?? 0}, 5)`.execute(db);
      }
    }
    return templateId;
  }

  async function setsOf(db: Kysely<unknown>, templateId: number) {
    const { rows } = await sql<{ set_key: string; name: string; intensity_left: number; intensity_right: number }>`
      select s.set_key, s.name, s.intensity_left, s.intensity_right from template_sets s
      join template_set_groups g on g.template_id = s.template_id and g.group_key = s.group_key
      where s.template_id = ${templateId} order by g.position, s.position`.execute(db);
    return rows.map((r) => ({ ...r, intensity_left: Number(r.intensity_left), intensity_right: Number(r.intensity_right) }));
  }

  async function exerciseWithUnit(db: Kysely<unknown>, unit: string): Promise<number> {
    const { rows } = await sql<{ id: number }>`select id from exercises where intensity_unit = ${unit} order by id limit 1`.execute(db);
    return Number(rows[0]!.id);
  }

  it('numbers a 006 template’s normal sets through the block and stores its lbs weights as kg', async () => {
    const db = t.app.ctx.db as Kysely<unknown>;
    const me = await login(t);
    await migrateTo(db, '006-indexed-search');
    const { rows: users } = await sql<{ id: number }>`select id from users where mobile = ${me.mobile}`.execute(db);
    const ownerId = users[0]!.id;
    const squat = await exerciseWithUnit(db, 'kg');
    const bike = await exerciseWithUnit(db, 'level');
    const plank = await exerciseWithUnit(db, 'bodyweight');

    // Three one-set normal groups, labelled 1, 1, 1 by the old rule, after a warm-up.
    const english = await insertOldTemplate(db, ownerId, 'kg', [
      { key: 'w', type: 2, name: 'Warm-up group', sets: [{ key: 's0', name: 'warm', exerciseId: squat, left: 40 }] },
      { key: 'g1', type: 1, name: 'Group 1', sets: [{ key: 's1', name: '1', exerciseId: squat, left: 100 }] },
      { key: 'g2', type: 1, name: 'Group 2', sets: [{ key: 's2', name: '1', exerciseId: squat, left: 100 }] },
      { key: 'g3', type: 1, name: 'Group 3', sets: [{ key: 's3', name: '1', exerciseId: squat, left: 100 }] },
    ]);
    // A Chinese superset: each action counts its own sets on into the next group; decrease sets within their group.
    const chinese = await insertOldTemplate(db, ownerId, 'kg', [
      { key: 'g1', type: 1, name: '第1组', sets: [
        { key: 'a1', name: '1', exerciseId: squat }, { key: 'b1', name: '1', exerciseId: bike },
        { key: 'a2', name: '2', exerciseId: squat }, { key: 'b2', name: '2', exerciseId: bike },
      ] },
      { key: 'g2', type: 1, name: '第2组', sets: [{ key: 'a3', name: '1', exerciseId: squat }, { key: 'b3', name: '1', exerciseId: bike }] },
      { key: 'd', type: 4, name: '递减组', sets: [{ key: 'a4', name: '递减 1', exerciseId: squat }, { key: 'a5', name: '递减 2', exerciseId: squat }] },
    ]);
    // Typed in lbs before weights were stored in kg: only the weight action converts.
    const pounds = await insertOldTemplate(db, ownerId, 'lbs', [
      { key: 'g1', type: 1, name: 'Group 1', sets: [
        { key: 'p1', name: '1', exerciseId: squat, left: 135 }, { key: 'p2', name: '1', exerciseId: bike, left: 8 },
        { key: 'p3', name: '1', exerciseId: plank, left: 25 },
      ] },
      { key: 'g2', type: 1, name: 'Group 2', sets: [{ key: 'p4', name: '1', exerciseId: squat, left: 2200 }] },
    ]);

    await migrateTo(db, '007-template-numbering');

    expect((await setsOf(db, english)).map((s) => [s.set_key, s.name, s.intensity_left])).toEqual([
      ['s0', 'warm', 40], ['s1', '1', 100], ['s2', '2', 100], ['s3', '3', 100],
    ]);
    expect((await setsOf(db, chinese)).map((s) => [s.set_key, s.name])).toEqual([
      ['a1', '1'], ['b1', '1'], ['a2', '2'], ['b2', '2'], ['a3', '3'], ['b3', '3'], ['a4', '递减 1'], ['a5', '递减 2'],
    ]);
    const { rows: groupNames } = await sql<{ name: string }>`select name from template_set_groups where template_id = ${chinese} order by position`.execute(db);
    expect(groupNames.map((g) => g.name)).toEqual(['第1组', '第2组', '递减组']);
    // 023 (set groups are 段 in Chinese) renames what 007 wrote.
    await migrateToLatest(db);
    const { rows: renamed } = await sql<{ name: string }>`select name from template_set_groups where template_id = ${chinese} order by position`.execute(db);
    expect(renamed.map((g) => g.name)).toEqual(['第1段', '第2段', '递减段']);
    expect((await setsOf(db, pounds)).map((s) => [s.set_key, s.name, s.intensity_left, s.intensity_right])).toEqual([
      ['p1', '1', 61.23, 61.23], ['p2', '1', 8, 8], ['p3', '1', 25, 25], ['p4', '2', 997.9, 997.9],
    ]);

    // Down to 006: pounds are pounds again, exactly as typed; the labels stay the new ones.
    await migrateTo(db, '006-indexed-search');
    expect((await setsOf(db, pounds)).map((s) => [s.set_key, s.name, s.intensity_left])).toEqual([
      ['p1', '1', 135], ['p2', '1', 8], ['p3', '1', 25], ['p4', '2', 2200],
    ]);
    expect((await setsOf(db, english)).map((s) => [s.name, s.intensity_left])).toEqual([['warm', 40], ['1', 100], ['2', 100], ['3', 100]]);
  });

  it('reads a migrated lbs template back through the API in kg, numbered through', async () => {
    const db = t.app.ctx.db as Kysely<unknown>;
    const me = await login(t);
    await migrateTo(db, '006-indexed-search');
    const { rows: users } = await sql<{ id: number }>`select id from users where mobile = ${me.mobile}`.execute(db);
    const squat = await exerciseWithUnit(db, 'kg');
    const id = await insertOldTemplate(db, users[0]!.id, 'lbs', [
      { key: 'g1', type: 1, name: 'Group 1', sets: [{ key: 'x1', name: '1', exerciseId: squat, left: 135 }] },
      { key: 'g2', type: 1, name: 'Group 2', sets: [{ key: 'x2', name: '1', exerciseId: squat, left: 135 }] },
    ]);
    await migrateToLatest(db);
    const { rows } = await sql<{ intensity_left: number }>`select intensity_left from template_sets where template_id = ${id} order by set_key`.execute(db);
    expect(rows.map((r) => Number(r.intensity_left))).toEqual([61.23, 61.23]);
    const res = await t.app.inject({ method: 'GET', url: `/api-training/mp/training/actions/series/get?id=${id}`, headers: { token: me.token } });
    expect(res.statusCode).toBe(200);
    const template = res.json().data as { units: string; actionsCons: { exerciseCons: { exercises: { name: string; intensityCountLeft: number }[] }[] }[] };
    expect(template.units).toBe('lbs');
    expect(template.actionsCons[0]!.exerciseCons.flatMap((g) => g.exercises.map((s) => [s.name, s.intensityCountLeft]))).toEqual([['1', 61.23], ['2', 61.23]]);
  });
});
