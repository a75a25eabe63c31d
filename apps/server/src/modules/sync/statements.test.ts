import type { SyncPushInput } from '@repwise/contracts';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTrainee, phoneId, sessionOp, setOp, type Made } from '../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { pushOps } from './service.ts';

/**
 * What a push costs in statements (issue 26 made a batch's rows go together): the rows a
 * batch names are read at once and written a few hundred per upsert, so a push of many sets
 * costs about what a push of a few does. Counted through Kysely, on both engines, so a later
 * change cannot add a statement per set unnoticed.
 */

class Counter implements KyselyPlugin {
  statements = 0;
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    this.statements += 1;
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

async function actorOf(t: TestApp, who: Made): Promise<Actor> {
  const user = await t.app.ctx.db.selectFrom('users').selectAll().where('id', '=', who.id).executeTakeFirstOrThrow();
  return { id: who.id, position: 2, isOperator: false, user, sessionCreatedAt: new Date().toISOString(), teams: async () => ({ coached: [], managed: [], member: [] }) as never, requestedGroupId: null, groups: async () => ({ all: [], current: null }) as never };
}

/** A finished training with `sets` sets of two exercises, as the phone sends it. */
function training(sets: number): SyncPushInput {
  const id = phoneId();
  return {
    deviceId: 'phone',
    ops: [
      sessionOp(id, 1, { finishedAt: '2026-11-20T09:00:00.000Z' }),
      ...Array.from({ length: sets }, (_, i) => setOp(phoneId(), id, 1, { actionId: 1 + (i % 2), weightKg: 40 + i, reps: 5 + (i % 3) })),
    ],
  } as SyncPushInput;
}

async function statementsOf(t: TestApp, who: Made, input: SyncPushInput): Promise<number> {
  const counter = new Counter();
  const result = await pushOps(t.app.ctx.db.withPlugin(counter), await actorOf(t, who), 'en', input);
  expect(result.results.every((r) => r.status === 'applied')).toBe(true);
  return counter.statements;
}

describe.each(ENGINES)('the statements of a push on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => t.close());

  it('costs the same for 150 sets as for 2: the sets are read and written together (23–24 statements here)', async () => {
    const small = await statementsOf(t, await makeTrainee(t), training(2));
    const large = await statementsOf(t, await makeTrainee(t), training(150));
    // 148 more sets: no reads or writes of their own (before: four statements per set, about 600 more).
    expect(large - small).toBeLessThanOrEqual(1);
    expect(small).toBeLessThanOrEqual(26);
  });

  it('answers a repeat of the same push without writing a set again', async () => {
    const who = await makeTrainee(t);
    const input = training(20);
    await statementsOf(t, who, input);
    const counter = new Counter();
    const again = await pushOps(t.app.ctx.db.withPlugin(counter), await actorOf(t, who), 'en', input);
    expect(again.results.every((r) => r.status === 'stale')).toBe(true);
  });
});
