import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, joinTeam, makeTeam, makeUser, phoneId, sessionOp, setOp, type Made } from './test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from './test/harness.ts';

/**
 * What the hot routes cost in SQL statements (issue 29 §5), counted through the app's own
 * database handle on both engines: a later change cannot add a round trip to them unnoticed.
 * Each budget is what the route costs today; raise one only with a reason in the commit.
 * Authentication is one statement (the session and its person, joined) on every route.
 */

const BUDGET = {
  authentication: 1,
  /** Authentication, then the organisations with the person's VIP rows in one statement. */
  getInfo: 2,
  exerciseList: 2,
  memberList: 5,
  /** A first push of a training with one set (idempotency, sync stamps, rollups and records included); 21 on SQLite. */
  pushOneSet: 22,
  pull: 3,
  today: 2,
} as const;

describe.each(ENGINES)('statements of the hot routes on %s', (engine) => {
  let t: TestApp;
  let coach: Made;
  let trainee: Made;
  let team: { id: number; code: string };
  beforeAll(async () => {
    t = await startTestApp(engine);
    coach = await makeUser(t, { position: 1 });
    trainee = await makeUser(t, { position: 2 });
    team = await makeTeam(t, coach);
    await joinTeam(t, team, trainee);
    for (let i = 0; i < 3; i++) await joinTeam(t, team, await makeUser(t, { position: 2 }));
  });
  afterAll(async () => t.close());

  /** Statements the request sent, and its answer's status. */
  async function cost(method: 'GET' | 'POST', url: string, options: Parameters<typeof call>[3]): Promise<{ statements: number; status: number }> {
    const before = t.watch.statements;
    const answer = await call(t, method, url, options);
    return { statements: t.watch.statements - before, status: answer.status };
  }

  it('authenticates in one statement: a request refused by its query after the token costs only that', async () => {
    expect(await cost('GET', '/api-training/mp/training/action/get', { token: trainee.token, query: { id: 'not-a-number' } })).toEqual({ statements: BUDGET.authentication, status: 400 });
  });

  it('keeps each hot route within its statements', async () => {
    const session = phoneId();
    const measured = {
      getInfo: await cost('GET', '/api-training/mp/training/user/getInfo', { token: trainee.token }),
      exerciseList: await cost('GET', '/api-training/mp/training/action/list', { token: coach.token, query: { keyword: 'press' } }),
      memberList: await cost('GET', '/api-training/mp/squad/members', { token: coach.token, query: { id: String(team.id) } }),
      pushOneSet: await cost('POST', '/api-training/mp/training/sync/push', {
        token: trainee.token, body: { deviceId: 'phone-hot-0001', ops: [sessionOp(session, 1), setOp(phoneId(), session, 1)] },
      }),
      pull: await cost('GET', '/api-training/mp/training/sync/pull', { token: trainee.token, query: { since: '0' } }),
      today: await cost('GET', '/api-training/mp/training/today', { token: trainee.token }),
    };
    for (const [route, { status }] of Object.entries(measured)) expect(status, route).toBe(200);
    const statements = Object.fromEntries(Object.entries(measured).map(([route, m]) => [route, m.statements]));
    const over = Object.entries(statements).filter(([route, n]) => n > BUDGET[route as keyof typeof BUDGET]);
    expect(over, `statements per route: ${JSON.stringify(statements)}`).toEqual([]);
  });
});
