import { describe, expect, it } from 'vitest';
import { makeExercise, makeUser } from './factories.ts';
import { ENGINES, startTestApp, useTestApp, type TestApp } from './harness.ts';

/**
 * Tests share databases made once per run (test-databases.ts), so this proves the sharing
 * invisible: a test never sees an earlier test's rows, ids start where a new database's
 * would, the seeded content is whole, two apps alive at once are apart, and a picture
 * brings back exactly what it recorded.
 */

const SEEDED_EXERCISES = 208;

async function counts(t: TestApp) {
  const { db } = t.app.ctx;
  const users = await db.selectFrom('users').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const exercises = await db.selectFrom('exercises').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { users: Number(users.n), exercises: Number(exercises.n) };
}

describe.each(ENGINES)('test databases on %s', (engine) => {
  const t = useTestApp(engine);
  /** What the first test made, for the second to look for. */
  let first: { userId: number; exerciseId: number } | undefined;

  it('a test writes users and an exercise, and deletes seeded rows', async () => {
    const user = await makeUser(t);
    const exercise = await makeExercise(t, user, { nameEn: 'Left behind' });
    await t.app.ctx.db.deleteFrom('exercise_patterns').execute();
    first = { userId: user.id, exerciseId: exercise.id };
    expect(await counts(t)).toEqual({ users: 1, exercises: SEEDED_EXERCISES + 1 });
  });

  it('the next test sees none of it, and its ids start where the first test’s did', async () => {
    expect(first).toBeDefined();
    expect(await counts(t)).toEqual({ users: 0, exercises: SEEDED_EXERCISES });
    expect(await t.app.ctx.db.selectFrom('exercise_patterns').select('exercise_id').limit(1).execute()).toHaveLength(1);
    const user = await makeUser(t);
    const exercise = await makeExercise(t, user, { nameEn: 'Same ids' });
    expect({ userId: user.id, exerciseId: exercise.id }).toEqual(first);
  });

  it('two apps alive at once have databases apart', async () => {
    const other = await startTestApp(engine);
    try {
      await makeUser(t);
      expect((await counts(t)).users).toBe(1);
      expect((await counts(other)).users).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('a picture starts later apps from what it recorded, whatever an app from it wrote', async () => {
    const author = await startTestApp(engine);
    await makeUser(author, { nickName: 'In the picture' });
    const picture = await author.picture();
    await author.close();
    for (const round of [1, 2]) {
      const copy = await startTestApp(engine, { from: picture });
      try {
        const names = await copy.app.ctx.db.selectFrom('users').select('nick_name').execute();
        expect(names.map((u) => u.nick_name), `round ${round}`).toEqual(['In the picture']);
        await makeUser(copy, { nickName: `Written in round ${round}` });
      } finally {
        await copy.close();
      }
    }
  });
});
