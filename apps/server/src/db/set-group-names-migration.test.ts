import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { makeCoach, makeTemplate } from '../test/factories.ts';
import { ENGINES, useTestApp } from '../test/harness.ts';
import { migrateTo, migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';

const MIGRATION = '023-chinese-set-groups';
const BEFORE = Object.keys(migrations)[Object.keys(migrations).indexOf(MIGRATION) - 1]!;

describe.each(ENGINES)('migration 023 (Chinese set groups are 段) on %s', (engine) => {
  const t = useTestApp(engine, { ownDatabase: true });

  it('renames stored 第n组 / 热身组 / 递减组 group names to 段, leaves English and set labels alone; down gives them back', async () => {
    const { db } = t.app.ctx;
    const raw = db as unknown as Kysely<unknown>;
    const coach = await makeCoach(t);
    const chinese = await makeTemplate(t, coach, '上肢');
    const english = await makeTemplate(t, coach, 'Upper');
    await migrateTo(raw, BEFORE);

    const groupsOf = (templateId: number) =>
      db.selectFrom('template_set_groups').select(['group_key', 'type', 'name']).where('template_id', '=', templateId).orderBy('block_key').orderBy('position').execute();
    // What a Chinese template saved before 023 held: one name of each kind the old labels wrote.
    const old = ['热身组', '第1组', '第12组', '递减组', '递增组', '拉伸组'];
    const types = [2, 1, 1, 4, 5, 3];
    const groups = await groupsOf(chinese.id);
    expect(groups.length).toBeGreaterThanOrEqual(2);
    for (const [i, group] of groups.entries()) {
      await db.updateTable('template_set_groups').set({ name: old[i % old.length]!, type: types[i % types.length]! })
        .where('template_id', '=', chinese.id).where('group_key', '=', group.group_key).execute();
    }
    const englishBefore = await groupsOf(english.id);
    const setsBefore = await db.selectFrom('template_sets').select(['set_key', 'name']).where('template_id', '=', chinese.id).orderBy('set_key').execute();

    await migrateToLatest(raw);
    const renamed = (await groupsOf(chinese.id)).map((g) => g.name);
    const expected = ['热身段', '第1段', '第12段', '递减段', '递增段', '拉伸段'];
    expect(renamed).toEqual(groups.map((_, i) => expected[i % expected.length]));
    expect(await groupsOf(english.id)).toEqual(englishBefore);
    expect(await db.selectFrom('template_sets').select(['set_key', 'name']).where('template_id', '=', chinese.id).orderBy('set_key').execute()).toEqual(setsBefore);

    await migrateTo(raw, BEFORE);
    expect((await groupsOf(chinese.id)).map((g) => g.name)).toEqual(groups.map((_, i) => old[i % old.length]));
    await migrateToLatest(raw);
  });
});
