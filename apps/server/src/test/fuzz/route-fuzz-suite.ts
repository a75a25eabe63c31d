/**
 * Route fuzzer (the route-fuzz.<engine>.half-<n>.test.ts files run it, each on half the routes): every operation of the app's own OpenAPI document (GET /api-docs/json) is
 * fuzzed with fast-check, so a route added later is covered without anyone listing it here.
 * Each case (test/fuzz/cases.ts) sends conforming or hostile input (conforming.ts, hostile.ts)
 * the way a client would, or wouldn't (bodies.ts, url.ts: broken JSON, wrong content types,
 * malformed percent-escapes, multipart shapes), with the coach's, the trainee's, an operator's, a revoked, a
 * garbage or no token (world.ts), and checks (checks.ts): no 5xx (nor an error escaping the app),
 * the envelope { status, msg, data } with status = HTTP status, a Chinese message for zh-Hans 4xx,
 * no database write on a 4xx, the document's security (a signed-in route answers 401 without a
 * live token, an open one never does), and GET /healthz still answering after each route.
 *
 *   npx vitest run apps/server/src/route-fuzz                       # default: 200 cases a route
 *   FUZZ_RUNS=5000 npx vitest run apps/server/src/route-fuzz        # a longer run
 *   FUZZ_SEED=123 ...                                                       # another (still reproducible) run
 *   FUZZ_COLLECT=1 ...       # record every distinct failure instead of stopping at the first (no shrinking)
 *   FUZZ_REPORT=/tmp/fuzz.jsonl ...   # also append failures, statuses per route and distinct 4xx answers (JSON lines)
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test ...          # PostgreSQL too
 *
 * A failure prints the route, the request (tokens shown by role) and the answer; fast-check
 * prints the seed to replay it: FUZZ_SEED=<seed> npx vitest run apps/server/src/route-fuzz -t '<route>'.
 */
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '../../db/dialect.ts';
import { cases, noteOf, requestOf } from './cases.ts';
import { sendAndCheck, type Target } from './checks.ts';
import { fuzzedRoutes, type Route } from './documented-routes.ts';
import { failOrCollect, failWithCollected, writeReport } from './report.ts';
import type { FuzzRequest } from './requests.ts';
import { ROUTE_TIMEOUT_MS, RUNS, SEED } from './settings.ts';
import { escapedQueries } from './url.ts';
import { freshData, setUp, type World } from './world.ts';
import { startTestApp, type TestApp } from '../harness.ts';

/**
 * The routes as documented when the file is collected, so each gets a test of its own (a
 * failing route does not hide the others). Each engine's app is asked again and must document
 * the same set; the schemas used are that app's.
 */
const ROUTE_KEYS: string[] = await (async () => {
  const t = await startTestApp('sqlite');
  try {
    return (await fuzzedRoutes(t)).map((route) => route.key);
  } finally {
    await t.close();
  }
})();

/** A request that broke the server must not pass for the next one: the app must still answer. */
async function expectAnswering(t: TestApp, after: string): Promise<void> {
  const res = await t.app.inject({ method: 'GET', url: '/healthz' });
  expect(res.statusCode, `GET /healthz after ${after}`).toBe(200);
}

/**
 * The fuzzer's tests on one engine, or on one half of the routes of it
 * (route-fuzz.<engine>.half-<n>.test.ts): the halves run in parallel workers. The first half
 * also checks the document's routes and the malformed escapes of every GET route.
 */
export function fuzzRoutesOn(engine: Engine, half: 1 | 2): void {
  const keys = ROUTE_KEYS.filter((_, i) => i % 2 === half - 1);
  describe(`route fuzzer on ${engine}, half ${half}`, () => {
    let world: World;
    let routes: Map<string, Route>;

    beforeAll(async () => {
      world = await setUp(engine);
      routes = new Map((await fuzzedRoutes(world.t)).map((route) => [route.key, route]));
    });
    afterAll(async () => {
      writeReport(engine);
      await world?.t.close();
      await world?.s3.close();
    });

    beforeEach(() => freshData(world));
    afterEach(() => expectAnswering(world.t, 'the route was fuzzed'));

    if (half === 1) it('fuzzes the same routes this app documents', () => {
      expect([...routes.keys()].sort()).toEqual([...ROUTE_KEYS].sort());
      expect(ROUTE_KEYS.length).toBeGreaterThan(0);
    });

    it.each(keys)('%s survives conforming and hostile requests', async (key) => {
      const route = routes.get(key);
      if (!route) throw new Error(`${key} is no longer documented`);
      const property = fc.asyncProperty(cases(route, world), async (c) => {
        const request = requestOf(world, route, c);
        const credential = c.token.label === 'coach' || c.token.label === 'trainee' || c.token.label === 'operator' ? 'valid' : 'invalid';
        failOrCollect(world, 'fuzz', route, await sendAndCheck(world, route, request, c.language.label, credential, noteOf(c)));
      });
      await fc.assert(property, { seed: SEED, numRuns: RUNS });
      failWithCollected(engine, 'fuzz', key);
    }, ROUTE_TIMEOUT_MS);

    if (half === 1) it('survives malformed percent-escapes in every query name and value of every GET route', async () => {
      const targets: (Target & { names: string[] })[] = [
        ...[...routes.values()].filter((r) => r.method === 'GET').map((r) => ({ key: r.key, answersJson: r.answersJson, isPublic: r.isPublic, names: Object.keys(r.querySchema.properties ?? {}) })),
        ...['/api-training/mp/no/such/route', '/api-user-acl/open/nope', '/no-such-page'].map((path) => ({ key: `GET ${path}`, answersJson: true, names: [] })),
        // The share pages and images (modules/share-page) are outside the contract and the document: an HTML page or a PNG, never a 5xx.
        ...['/s/action/abcdefgh12345678', '/s/year/abcdefghijklmnopqrstuv/image.png', '/s/nokind/x'].map((path) => ({ key: `GET ${path}`, answersJson: false, names: ['lang'] })),
      ];
      for (const target of targets) {
        const path = target.key.slice('GET '.length);
        for (const { escape, query } of escapedQueries(target.names.length > 0 ? target.names : ['x'])) {
          for (const language of ['en', 'zh-Hans'] as const) {
            const request: FuzzRequest = {
              method: 'GET', url: `${path}?${query}`, headers: { token: world.tokens.coach, 'accept-language': language }, payload: undefined, bodyLabel: 'no body', tokenLabel: 'coach',
            };
            failOrCollect(world, 'escapes', target, await sendAndCheck(world, target, request, language, 'valid', `malformed escape ${escape}, Accept-Language ${language}`));
          }
        }
        await expectAnswering(world.t, `the escapes on ${target.key}`);
      }
      failWithCollected(engine, 'escapes');
    }, 120_000);
  });
}
