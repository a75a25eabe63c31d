/**
 * Route fuzzer: every operation of the app's own OpenAPI document (GET /api-docs/json) is
 * fuzzed with fast-check, so a route added later is covered without anyone listing it here.
 * Each case sends conforming or hostile input (test/fuzz/arbitraries.ts) the way a client
 * would, or wouldn't (test/fuzz/requests.ts: broken JSON, wrong content types, malformed
 * percent-escapes, multipart shapes), with the coach's, the trainee's, a revoked, a garbage or
 * no token, and checks: no 5xx (nor an error escaping the app), the envelope { status, msg, data }
 * with status = HTTP status, a Chinese message for zh-Hans 4xx, no database write on a 4xx, the
 * document's security (a signed-in route answers 401 without a live token, an open one never does),
 * and GET /healthz still answering after each route.
 *
 *   npx vitest run apps/server/src/route-fuzz.test.ts                       # default: 200 cases a route
 *   FUZZ_RUNS=5000 npx vitest run apps/server/src/route-fuzz.test.ts        # a longer run
 *   FUZZ_SEED=123 ...                                                       # another (still reproducible) run
 *   FUZZ_COLLECT=1 ...       # record every distinct failure instead of stopping at the first (no shrinking)
 *   FUZZ_REPORT=/tmp/fuzz.jsonl ...   # also append failures, statuses per route and distinct 4xx answers (JSON lines)
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test ...          # PostgreSQL too
 *
 * A failure prints the route, the request (tokens shown by role) and the answer; fast-check
 * prints the seed to replay it: FUZZ_SEED=<seed> npx vitest run apps/server/src/route-fuzz.test.ts -t '<route>'.
 */
import fs from 'node:fs';
import { SERVER_DICTIONARY_KEYS, addActions, newTemplate, sequentialIdGen, type NewAction } from '@repwise/domain';
import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { currentSchema, type Engine } from './db/dialect.ts';
import { findSession } from './platform/auth/sessions.ts';
import { acceptsNumber, conforming, applyMutation, mutations, type Hints, type Json, type JsonSchema, type Mutation, type SchemaOptions } from './test/fuzz/arbitraries.ts';
import {
  MALFORMED_ESCAPES, MULTIPART_BODIES, abbreviate, bodyVariant, buildRequest, describeRequest, documentedRoutes, queryMalformation, send,
  type Answer, type BodyVariant, type FuzzRequest, type OpenApiDocument, type QueryMalformation, type RequestInput, type Route,
} from './test/fuzz/requests.ts';
import { BASE_INFO, call, onboarded, sessionStartedAgo, type Person } from './test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from './test/harness.ts';

function intFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

const SEED = intFromEnv('FUZZ_SEED', 20_250_917);
/**
 * Cases per route, conforming and hostile together. 200 took 12 s on SQLite and 29 s on
 * PostgreSQL (about 26 s of CPU for both) on two cores that other suites kept busy: room
 * left under a minute per engine, for shrinking a failure too.
 */
const RUNS = intFromEnv('FUZZ_RUNS', 200);
const COLLECT = process.env.FUZZ_COLLECT === '1';
const REPORT_FILE = process.env.FUZZ_REPORT;
/** Far above any honest answer of the in-memory app; a request still open then has hung the server. */
const REQUEST_TIMEOUT_MS = 5_000;
const ROUTE_TIMEOUT_MS = 30_000 + RUNS * 150;

const skipPath = (path: string) => path.startsWith('/api-docs') || path.startsWith('/__test__');

async function fetchDocument(t: TestApp): Promise<OpenApiDocument> {
  const res = await t.app.inject({ method: 'GET', url: '/api-docs/json' });
  if (res.statusCode !== 200) throw new Error(`GET /api-docs/json answered ${res.statusCode}`);
  return res.json<OpenApiDocument>();
}

/**
 * The routes as documented when the file is collected, so each gets a test of its own (a
 * failing route does not hide the others). Each engine's app is asked again and must document
 * the same set; the schemas used are that app's.
 */
const ROUTE_KEYS: string[] = await (async () => {
  const t = await startTestApp('sqlite');
  try {
    return documentedRoutes(await fetchDocument(t), skipPath).map((route) => route.key);
  } finally {
    await t.close();
  }
})();

// ---------------------------------------------------------------------------------------
// What the server logged: the error behind a 500 names the defect better than its answer.

class ServerLog {
  private readonly errors = new Map<string, string[]>();

  /**
   * Reads the app's log lines as they are written. The harness's logs() keeps the whole run
   * in one string, too big to search after every request of a long run; pino.symbols.streamSym
   * is pino's public handle on a logger's destination, shared by the per-request child loggers.
   * Without it the fuzzer still runs, only without the server's error next to a 500.
   */
  listen(logger: unknown): void {
    const destination = typeof logger === 'object' && logger !== null ? (logger as Record<symbol, unknown>)[pino.symbols.streamSym] : undefined;
    if (typeof destination !== 'object' || destination === null || typeof (destination as { write?: unknown }).write !== 'function') return;
    (destination as { write: (chunk: string) => boolean }).write = (chunk) => {
      this.take(String(chunk));
      return true;
    };
  }

  private take(text: string): void {
    for (const line of text.split('\n')) {
      // Only error and fatal lines (pino levels 50, 60); the rest is the ordinary request log.
      if (!/"level":[56]0/.test(line)) continue;
      try {
        const entry = JSON.parse(line) as { reqId?: string; msg?: string; err?: { message?: string } };
        const id = entry.reqId ?? '';
        this.errors.set(id, [...(this.errors.get(id) ?? []), entry.err?.message ?? entry.msg ?? line]);
      } catch {
        this.errors.set('', [...(this.errors.get('') ?? []), line]);
      }
    }
  }

  /** Errors logged for the request, plus any logged outside a request. */
  errorsFor(requestId: unknown): string[] {
    return [...(this.errors.get(String(requestId)) ?? []), ...(this.errors.get('') ?? [])];
  }

  clear(): void {
    this.errors.clear();
  }
}

// ---------------------------------------------------------------------------------------
// A cheap picture of the database: row counts and the newest updated_at of every table.

type Snapshot = Map<string, string>;

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (name: string) => `'${name.replaceAll("'", "''")}'`;

async function snapshotQuery(t: TestApp, engine: Engine): Promise<() => Promise<Snapshot>> {
  const { db } = t.app.ctx;
  let tables: string[];
  let stamped: Set<string>;
  if (engine === 'postgres') {
    // currentSchema takes any database (Kysely<unknown>); ours is typed with the app's tables.
    const schema = await currentSchema(db as unknown as Kysely<unknown>);
    tables = (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = ${schema} and table_type = 'BASE TABLE' order by 1`.execute(db)).rows.map((r) => r.name);
    stamped = new Set((await sql<{ name: string }>`select table_name as name from information_schema.columns where table_schema = ${schema} and column_name = 'updated_at'`.execute(db)).rows.map((r) => r.name));
  } else {
    tables = (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by 1`.execute(db)).rows.map((r) => r.name);
    stamped = new Set((await sql<{ name: string }>`select m.name as name from sqlite_master m join pragma_table_info(m.name) p where m.type = 'table' and p.name = 'updated_at'`.execute(db)).rows.map((r) => r.name));
  }
  if (tables.length === 0) throw new Error('no tables found in the catalogue');
  const query = sql.raw<{ name: string; n: number | string; u: string | null }>(tables
    .map((name) => `select ${literal(name)} as name, count(*) as n, ${stamped.has(name) ? 'cast(max("updated_at") as text)' : 'cast(null as text)'} as u from ${ident(name)}`)
    .join(' union all '));
  return async () => new Map((await query.execute(db)).rows.map((row) => [row.name, `${String(row.n)} rows, newest ${row.u ?? '-'}`]));
}

function snapshotChanges(before: Snapshot, after: Snapshot): string[] {
  return [...after].filter(([name, state]) => before.get(name) !== state).map(([name, state]) => `${name}: ${before.get(name) ?? '?'} → ${state}`);
}

// ---------------------------------------------------------------------------------------
// The world the fuzzer works in: two signed-in people and a little data with real ids.

type TokenRole = 'coach' | 'trainee';
type TokenChoice = { label: TokenRole | 'revoked' | 'none' } | { label: 'garbage'; value: string };
type LanguageChoice = { label: 'en' | 'zh-Hans' | 'none' } | { label: 'garbage'; value: string };

interface World {
  engine: Engine;
  t: TestApp;
  log: ServerLog;
  people: Record<TokenRole, Person>;
  tokens: Record<TokenRole | 'revoked', string>;
  /** A file the coach uploaded: media paths must name one's own uploads. */
  gifPath: string | null;
  hints: Hints;
  /** Valid bodies by route key (those setup sent, and a few more): hostile mutations of them go deepest. */
  examples: Map<string, Json[]>;
  snapshot: () => Promise<Snapshot>;
  baseline: Snapshot;
}

/** The fields of the API's answers that setup reads; declared here so moving the app's schemas around does not break the fuzzer. */
interface Unit {
  key: string;
  name: string;
}
interface ActionDetail {
  id: number;
  name: string;
  gifPath: string;
  iconPath: string;
  intensityUnit: Unit;
  quantityUnit: Unit;
  shareCode: string;
}
interface TemplateOutput {
  id: number;
  shareCode: string | null;
}

const ACTION = '/api-training/mp/training/action';
const SERIES = '/api-training/mp/training/actions/series';

async function setUp(engine: Engine): Promise<World> {
  const log = new ServerLog();
  // Production logs every request (info); its serializers see the raw URL, so they are fuzzed too.
  const t = await startTestApp(engine, { captureLogs: true, config: { logLevel: 'info' } });
  log.listen(t.app.log);
  const coach = await onboarded(t, 1);
  const trainee = await onboarded(t, 2, { inviteCode: coach.myInviteCode });
  const revoked = await sessionStartedAgo(t, trainee.id, 0);
  await call(t, 'POST', '/api-training/mp/training/user/logout', { token: revoked });

  const gifForm = MULTIPART_BODIES[0];
  const uploaded = await t.app.inject({
    method: 'POST', url: `${ACTION}/upload?kind=gif`, headers: { token: coach.token, 'content-type': gifForm?.contentType ?? '' }, payload: gifForm?.payload(undefined),
  });
  let gifPath: string | null = null;
  try {
    gifPath = uploaded.json<{ data: { path?: string } | null }>().data?.path ?? null;
  } catch {
    // Reported below; the upload route's own property will say what is wrong with it.
  }
  if (!gifPath) setupTrouble(`uploading a GIF answered HTTP ${uploaded.statusCode} ${abbreviate(uploaded.body, 200)}`);

  const snapshot = await snapshotQuery(t, engine);
  return {
    engine, t, log, people: { coach, trainee }, tokens: { coach: coach.token, trainee: trainee.token, revoked }, gifPath,
    hints: () => undefined, examples: new Map(), snapshot, baseline: await snapshot(),
  };
}

/**
 * Setup goes on without what it could not make: a broken create route is the fuzzer's to
 * report (its own property fails), not a reason to fuzz nothing else.
 */
function setupTrouble(what: string): void {
  console.warn(`route fuzzer setup: ${what}; fuzzing with fewer real ids`);
}

/**
 * Data with real ids, made through the API before each route: the routes fuzzed before may
 * have deleted the last batch (delete, multiDelete), and ids of deleted rows only reach "not found".
 */
async function freshData(world: World): Promise<void> {
  const { t, people: { coach, trainee }, tokens, gifPath } = world;
  const made = async <T>(what: string, token: string, method: 'GET' | 'POST', url: string, options: { body?: Json; query?: Record<string, string> }): Promise<T | undefined> => {
    const res = await call<T>(t, method, url, { token, ...options });
    if (res.httpStatus === 200) return res.data;
    setupTrouble(`${what} answered HTTP ${res.httpStatus} "${res.msg}"`);
    return undefined;
  };
  const exerciseBody: Json = { nameEn: 'Fuzz press', nameZh: '模糊推举', type: 'strength', equipment: 'barbell', primaryMuscles: ['chest'], gifPath };
  const exercise = await made<ActionDetail>('creating an exercise', tokens.coach, 'POST', `${ACTION}/create`, { body: exerciseBody });
  // The trainee's own exercise: the coach must not be able to touch it, and vice versa.
  const theirs = await made<ActionDetail>('creating a trainee exercise', tokens.trainee, 'POST', `${ACTION}/create`, { body: { ...exerciseBody, gifPath: null, nameEn: 'Trainee squat' } });
  const official = (await made<{ list: ActionDetail[] }>('listing exercises', tokens.coach, 'GET', `${ACTION}/list`, { query: { size: '2' } }))?.list ?? [];
  const library = [...(exercise ? [exercise] : []), ...official].map((a): NewAction => ({
    id: a.id, name: a.name, gifPath: a.gifPath, iconPath: a.iconPath, intensityUnit: a.intensityUnit, quantityUnit: a.quantityUnit,
  }));
  const built = addActions(newTemplate({ groupId: '1', name: 'Fuzz day', type: '1', description: 'Made by the route fuzzer' }), library, { mode: 'superset', sets: 2 }, sequentialIdGen('f'), 'en');
  if (!built.ok) setupTrouble(`building a template: ${built.error}`);
  const templateBody = built.ok ? (JSON.parse(JSON.stringify(built.value)) as Json) : undefined;
  const template = templateBody === undefined ? undefined : await made<TemplateOutput>('saving a template', tokens.coach, 'POST', `${SERIES}/modify`, { body: templateBody });
  const officialTemplates = (await made<{ list: { id: number }[] }>('listing templates', tokens.coach, 'GET', `${SERIES}/listZt`, { query: { size: '1' } }))?.list ?? [];

  const ids = [...new Set([
    coach.id, trainee.id, ...[exercise, theirs, template, ...official, ...officialTemplates].flatMap((row) => (row ? [row.id] : [])),
  ])];
  const codes = [exercise?.shareCode, theirs?.shareCode, template?.shareCode, coach.myInviteCode].filter((c): c is string => typeof c === 'string' && c.length > 0);
  world.hints = (name, schema) => {
    if (/^(id|\w+Id)$/.test(name) && acceptsNumber(schema)) return fc.oneof(fc.constantFrom(...ids), fc.constantFrom(...ids).map(String));
    if (name === 'ids') return fc.subarray(ids, { minLength: 1 }).map((list) => list.join(','));
    if (name === 'parentId') return fc.constantFrom(...Object.values(SERVER_DICTIONARY_KEYS));
    if ((name === 'code' || name === 'inviteCode') && codes.length > 0) return fc.constantFrom(...codes);
    if (name === 'mobile') return fc.constantFrom(coach.mobile, trainee.mobile);
    if (/Path$/.test(name) && !acceptsNumber(schema) && gifPath) return fc.constantFrom(gifPath);
    return undefined;
  };
  const USER = '/api-training/mp/training/user';
  world.examples = new Map<string, Json[]>([
    [`POST ${USER}/updateInfo`, [{ ...BASE_INFO }, { nickName: 'Fuzz 模糊', chest: 95.5, waist: null, email: 'fuzz@example.com' }]],
    [`POST ${USER}/addPassword`, [{ mobile: coach.mobile, password: 'e10adc3949ba59abbe56e057f20f883e' }]],
    [`POST ${ACTION}/create`, [exerciseBody]],
    [`POST ${ACTION}/modify`, exercise ? [{ ...exerciseBody, id: exercise.id }] : []],
    [`POST ${SERIES}/modify`, templateBody !== undefined ? [templateBody, ...(template ? [{ ...(templateBody as Record<string, Json>), id: template.id }] : [])] : []],
  ]);
  world.baseline = await world.snapshot();
}

/** A 2xx may have ended a session (logout): sign the person in again so later cases still reach the handlers. */
async function keepSessionsAlive(world: World): Promise<boolean> {
  let renewed = false;
  for (const role of ['coach', 'trainee'] as const) {
    if (await findSession(world.t.app.ctx.db, world.tokens[role])) continue;
    world.tokens[role] = await sessionStartedAgo(world.t, world.people[role].id, 0);
    renewed = true;
  }
  return renewed;
}

function tokenValue(world: World, choice: TokenChoice): string | undefined {
  if (choice.label === 'garbage') return choice.value;
  return choice.label === 'none' ? undefined : world.tokens[choice.label];
}

// ---------------------------------------------------------------------------------------
// Checking an answer.

interface Problem {
  /** What went wrong, without the case's particulars: the key failures are deduplicated by. */
  kind: string;
  detail?: string;
}

/** Digits and long runs removed, so "the same failure" with other numbers is one failure. */
const normalized = (text: string) => abbreviate(text.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim(), 140);

const HAN = /\p{Script=Han}/u;

interface Target {
  key: string;
  answersJson: boolean;
  /** Undefined for paths the document does not list. */
  isPublic?: boolean;
}

/** What the request claimed about who sends it, for the check against the documented security. */
type Credential = 'valid' | 'invalid';

function answerProblems(target: Target, language: LanguageChoice['label'], credential: Credential, answer: Answer, serverErrors: string[]): Problem[] {
  // inject rejects only when an error escaped Fastify altogether: on a live server, an uncaught exception that ends the process.
  if (!answer.answered) return [{ kind: `no answer (a live server would have crashed or hung): ${normalized(answer.error)}` }];
  const problems: Problem[] = [];
  const { status } = answer;
  if (status >= 500) problems.push({ kind: `HTTP ${status}${serverErrors[0] ? ` (server log: ${normalized(serverErrors[0])})` : ''}` });
  // The document's security is the contract clients are built from: a route it calls signed-in
  // refuses every request without a live token (before looking at anything else), an open one never asks for one.
  if (target.isPublic === false && credential === 'invalid' && status !== 401) problems.push({ kind: `documented as needing a token, but answered HTTP ${status} without a valid one` });
  if (target.isPublic === true && status === 401) problems.push({ kind: 'documented as open (no token), but answered HTTP 401' });
  if (!target.answersJson) return problems;

  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    problems.push({ kind: `HTTP ${status} answer is not JSON`, detail: abbreviate(answer.body, 200) });
    return problems;
  }
  const envelope = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  const keys = envelope ? Object.keys(envelope).sort().join(',') : typeof body;
  if (!envelope || keys !== 'data,msg,status') {
    problems.push({ kind: `HTTP ${status} answer is not exactly { status, msg, data } (has ${keys})` });
    return problems;
  }
  const { status: enveloped, msg } = envelope;
  if (status >= 200 && status < 300) {
    if (status !== 200 || (enveloped !== 200 && enveloped !== 201)) problems.push({ kind: `success as HTTP ${status} with envelope status ${String(enveloped)}` });
  } else if (enveloped !== status) {
    problems.push({ kind: `HTTP ${status} with envelope status ${JSON.stringify(enveloped)}` });
  }
  if (typeof msg !== 'string' || msg.trim() === '') {
    problems.push({ kind: `HTTP ${status} msg is empty or not a string (${JSON.stringify(msg)})` });
    return problems;
  }
  // A template the catalogue forgot to fill in is a wrong message whatever the language. (Not
  // "undefined" or "NaN": the server names the offending field, and field names are the sender's.)
  if (/\{\w+\}|\[object \w+\]/.test(msg)) problems.push({ kind: `HTTP ${status} msg not filled in: "${normalized(msg)}"` });
  // Every message is in the catalogue in both languages; no allow-list has been needed.
  if (language === 'zh-Hans' && status >= 400 && status < 500 && !HAN.test(msg)) {
    problems.push({ kind: `zh-Hans HTTP ${status} answered without Chinese: "${normalized(msg)}"` });
  }
  return problems;
}

interface Checked {
  problems: Problem[];
  report: string;
}

/** Sends one request and checks its answer and what it did to the database. */
async function sendAndCheck(world: World, target: Target, request: FuzzRequest, language: LanguageChoice['label'], credential: Credential, note: string): Promise<Checked> {
  world.log.clear();
  const answer = await send(world.t.app, request, REQUEST_TIMEOUT_MS);
  const serverErrors = answer.answered ? world.log.errorsFor(answer.headers['x-request-id']) : world.log.errorsFor('');
  const problems = answerProblems(target, language, credential, answer, serverErrors);
  const after = await world.snapshot();
  if (answer.answered && answer.status >= 400 && answer.status < 500) {
    const changes = snapshotChanges(world.baseline, after);
    if (changes.length > 0) problems.push({ kind: `HTTP ${answer.status} but the database changed (${changes.map((c) => c.split(':')[0]).join(', ')})`, detail: changes.join('; ') });
  }
  world.baseline = after;
  if (answer.answered && answer.status < 300 && (await keepSessionsAlive(world))) world.baseline = await world.snapshot();
  observe(world, target, request, answer);
  const answerText = answer.answered ? `HTTP ${answer.status} ${abbreviate(answer.body, 400)}` : answer.error;
  const report = [
    `request (${note}):`,
    describeRequest(request).replace(/^/gm, '  '),
    `answer: ${answerText}`,
    ...(serverErrors.length > 0 ? [`server log: ${abbreviate(serverErrors.join(' | '), 400)}`] : []),
    ...problems.filter((p) => p.detail).map((p) => `detail: ${p.detail ?? ''}`),
  ].join('\n');
  return { problems, report };
}

// ---------------------------------------------------------------------------------------
// FUZZ_COLLECT and FUZZ_REPORT bookkeeping.

interface Collected {
  engine: Engine;
  /** Which test found it: the property of a route or the fixed percent-escape sweep. */
  scope: Scope;
  route: string;
  kind: string;
  count: number;
  example: string;
}

type Scope = 'fuzz' | 'escapes';
const collected = new Map<string, Collected>();
const observed = new Map<string, number>();

function record(world: World, scope: Scope, target: Target, checked: Checked): void {
  for (const problem of checked.problems) {
    const key = `${world.engine} ${scope} ${target.key} ${problem.kind}`;
    const known = collected.get(key);
    if (known) known.count += 1;
    else collected.set(key, { engine: world.engine, scope, route: target.key, kind: problem.kind, count: 1, example: checked.report });
  }
}

/**
 * With FUZZ_REPORT, how often each route answered each status (is the fuzzer reaching the
 * handlers?) and every distinct 4xx answer (route, body kind, status, message): a wrong
 * message stands out there, though no generic rule can call it wrong.
 */
function observe(world: World, target: Target, request: FuzzRequest, answer: Answer): void {
  if (!REPORT_FILE) return;
  const status = answer.answered ? answer.status : 0;
  const statusKey = JSON.stringify(['status', world.engine, target.key, status]);
  observed.set(statusKey, (observed.get(statusKey) ?? 0) + 1);
  if (!answer.answered || status < 400 || status >= 500) return;
  let msg = '';
  try {
    msg = String((JSON.parse(answer.body) as { msg?: unknown }).msg);
  } catch {
    msg = '(not JSON)';
  }
  const key = JSON.stringify(['4xx', world.engine, target.key, request.bodyLabel, status, normalized(msg)]);
  observed.set(key, (observed.get(key) ?? 0) + 1);
}

function failuresOf(engine: Engine, scope: Scope, routeKey?: string): Collected[] {
  return [...collected.values()].filter((c) => c.engine === engine && c.scope === scope && (routeKey === undefined || c.route === routeKey));
}

function formatCollected(list: Collected[]): string {
  return list.map((c) => `✗ ${c.route} — ${c.kind}  (${c.count}×)\n${c.example.replace(/^/gm, '    ')}`).join('\n\n');
}

// ---------------------------------------------------------------------------------------
// Cases.

interface FuzzCase {
  token: TokenChoice;
  language: LanguageChoice;
  conforming: boolean;
  input: RequestInput;
  body: BodyVariant;
  malformation: QueryMalformation | null;
  idempotencyKey: string | null;
}

const GARBAGE_TOKENS = ['garbage', 'null', 'undefined', 'Bearer x', ' ', '%00', 'é', 'a'.repeat(5000), "' OR '1'='1"];
// Header values are Latin-1 on the wire: '中文' sent by a careless client arrives as its UTF-8 bytes read as Latin-1.
const GARBAGE_LANGUAGES = ['*', 'xx-YY', 'en-US,en;q=0.9', ';;q=abc,', 'a'.repeat(2000), Buffer.from('中文').toString('latin1'), 'de'];
const IDEMPOTENCY_KEYS = ['fuzz-key-00000001', 'fuzz-key-00000002', 'bad key!', 'short', 'k'.repeat(200)];

function tokenChoices(route: Route): fc.Arbitrary<TokenChoice> {
  const fixed = (label: 'coach' | 'trainee' | 'revoked' | 'none') => fc.constant<TokenChoice>({ label });
  const garbage = fc.constantFrom(...GARBAGE_TOKENS).map((value): TokenChoice => ({ label: 'garbage', value }));
  // Signed-in routes mostly get a live token so the handler is reached; open ones mostly none.
  const live = route.isPublic ? 1 : 4;
  return fc.oneof(
    { weight: live, arbitrary: fixed('coach') },
    { weight: live, arbitrary: fixed('trainee') },
    { weight: route.isPublic ? 3 : 1, arbitrary: fixed('none') },
    { weight: 1, arbitrary: garbage },
    { weight: 1, arbitrary: fixed('revoked') },
  );
}

const languageChoices: fc.Arbitrary<LanguageChoice> = fc.oneof(
  fc.constant<LanguageChoice>({ label: 'en' }),
  fc.constant<LanguageChoice>({ label: 'zh-Hans' }),
  fc.constant<LanguageChoice>({ label: 'none' }),
  fc.constantFrom(...GARBAGE_LANGUAGES).map((value): LanguageChoice => ({ label: 'garbage', value })),
);

function languageHeader(choice: LanguageChoice): string | undefined {
  if (choice.label === 'garbage') return choice.value;
  return choice.label === 'none' ? undefined : choice.label;
}

function hasProperties(schema: Route['pathSchema']): boolean {
  return Object.keys(schema.properties ?? {}).length > 0;
}

function inputs(route: Route, options: SchemaOptions, examples: Json[]): fc.Arbitrary<{ conforming: boolean; input: RequestInput }> {
  const query = conforming(route.querySchema, options);
  const path = conforming(route.pathSchema, options);
  const body: fc.Arbitrary<Json | undefined> = !route.bodySchema
    ? fc.constant(undefined)
    : examples.length > 0
      ? fc.oneof({ weight: 1, arbitrary: conforming(route.bodySchema, options) }, { weight: 1, arbitrary: fc.constantFrom(...examples) })
      : conforming(route.bodySchema, options);
  const parts = fc.record({ query, path, body });
  const good = parts.map((input) => ({ conforming: true, input }));
  type Part = 'query' | 'path' | 'body';
  const schemaOf: Record<Part, JsonSchema | undefined> = { query: route.querySchema, path: route.pathSchema, body: route.bodySchema };
  // A body is where most of a route's input is: it gets most of the hostile changes when there is one.
  const targets: fc.Arbitrary<Part[]> = fc.oneof(
    { weight: route.bodySchema ? 1 : 3, arbitrary: fc.constant<Part[]>(['query']) },
    ...(hasProperties(route.pathSchema) ? [{ weight: 1, arbitrary: fc.constant<Part[]>(['path']) }] : []),
    ...(route.bodySchema ? [{ weight: 3, arbitrary: fc.constant<Part[]>(['body']) }, { weight: 1, arbitrary: fc.constant<Part[]>(['query', 'body']) }] : []),
  );
  const bad = fc.tuple(parts, targets, mutations).map(([input, on, list]) => {
    const apply = (value: Json, part: Part) => (on.includes(part) ? list.reduce((v: Json, m: Mutation) => applyMutation(v, m, schemaOf[part]), value) : value);
    return {
      conforming: false,
      input: { query: apply(input.query, 'query'), path: apply(input.path, 'path'), body: input.body === undefined ? undefined : apply(input.body, 'body') },
    };
  });
  return fc.oneof(good, bad);
}

/** Null five times in six, shrinking toward null. */
function sometimes<T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | null> {
  return fc.oneof({ weight: 5, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });
}

function cases(route: Route, world: World): fc.Arbitrary<FuzzCase> {
  return fc
    .record({
      token: tokenChoices(route),
      language: languageChoices,
      generated: inputs(route, { hints: world.hints }, world.examples.get(route.key) ?? []),
      body: bodyVariant(route),
      // One case in six breaks a query escape or sends an Idempotency-Key (fc.option's freq is the other way round: 1/freq are nil).
      malformation: sometimes(queryMalformation),
      idempotencyKey: sometimes(fc.constantFrom(...IDEMPOTENCY_KEYS)),
    })
    .map(({ generated, ...rest }) => {
      const c: FuzzCase = { ...rest, ...generated };
      // fast-check prints a failing case through this instead of dumping 100k-character strings.
      return Object.assign(c, { [fc.toStringMethod]: () => `${noteOf(c)}\n${describeRequest(requestOf(world, route, c))}` });
    });
}

function requestOf(world: World, route: Route, c: FuzzCase): FuzzRequest {
  const language = languageHeader(c.language);
  return buildRequest(route, c.input, c.body, {
    token: { label: c.token.label, value: tokenValue(world, c.token) },
    ...(language !== undefined ? { language } : {}),
    ...(c.idempotencyKey !== null ? { idempotencyKey: c.idempotencyKey } : {}),
    ...(c.malformation ? { malformation: c.malformation } : {}),
  });
}

const noteOf = (c: FuzzCase) => [
  `${c.conforming ? 'conforming' : 'hostile'} input`,
  ...(c.malformation ? [`malformed escape ${c.malformation.escape} in a query ${c.malformation.target}`] : []),
  `token ${c.token.label}`,
  `Accept-Language ${c.language.label}`,
].join(', ');

// ---------------------------------------------------------------------------------------

describe.each(ENGINES)('route fuzzer on %s', (engine) => {
  let world: World;
  let routes: Map<string, Route>;

  beforeAll(async () => {
    world = await setUp(engine);
    routes = new Map(documentedRoutes(await fetchDocument(world.t), skipPath).map((route) => [route.key, route]));
  });
  afterAll(async () => {
    if (REPORT_FILE) {
      const lines = [
        ...[...collected.values()].filter((c) => c.engine === engine).map((c) => JSON.stringify({ type: 'failure', ...c })),
        ...[...observed].map(([key, count]) => [JSON.parse(key) as [string, Engine, ...unknown[]], count] as const)
          .filter(([[, of]]) => of === engine)
          .map(([[type, , ...answer], count]) => JSON.stringify({ type, engine, answer, count })),
      ];
      fs.appendFileSync(REPORT_FILE, lines.map((line) => `${line}\n`).join(''));
    }
    await world?.t.close();
  });

  beforeEach(() => freshData(world));

  // A property that broke the server must not pass for the next route: the app must still answer.
  afterEach(async () => {
    const res = await world.t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode, 'GET /healthz after the route was fuzzed').toBe(200);
  });

  it('fuzzes the same routes this app documents', () => {
    expect([...routes.keys()].sort()).toEqual([...ROUTE_KEYS].sort());
    expect(ROUTE_KEYS.length).toBeGreaterThan(0);
  });

  it.each(ROUTE_KEYS)('%s survives conforming and hostile requests', async (key) => {
    const route = routes.get(key);
    if (!route) throw new Error(`${key} is no longer documented`);
    const property = fc.asyncProperty(cases(route, world), async (c) => {
      const request = requestOf(world, route, c);
      const credential = c.token.label === 'coach' || c.token.label === 'trainee' ? 'valid' : 'invalid';
      const checked = await sendAndCheck(world, route, request, c.language.label, credential, noteOf(c));
      if (checked.problems.length === 0) return;
      if (COLLECT) return record(world, 'fuzz', route, checked);
      throw new Error(`${route.key} — ${checked.problems.map((p) => p.kind).join('; ')}\n${checked.report}`);
    });
    await fc.assert(property, { seed: SEED, numRuns: RUNS });
    const found = failuresOf(engine, 'fuzz', key);
    if (found.length > 0) throw new Error(`${found.length} distinct failure(s):\n\n${formatCollected(found)}`);
  }, ROUTE_TIMEOUT_MS);

  it('survives malformed percent-escapes in every query name and value of every GET route', async () => {
    const targets: (Target & { names: string[] })[] = [
      ...[...routes.values()].filter((r) => r.method === 'GET').map((r) => ({ key: r.key, answersJson: r.answersJson, isPublic: r.isPublic, names: Object.keys(r.querySchema.properties ?? {}) })),
      ...['/api-training/mp/no/such/route', '/api-user-acl/open/nope', '/no-such-page'].map((path) => ({ key: `GET ${path}`, answersJson: true, names: [] })),
    ];
    for (const target of targets) {
      const path = target.key.slice('GET '.length);
      const names = target.names.length > 0 ? target.names : ['x'];
      for (const escape of MALFORMED_ESCAPES) {
        const queries = [
          ...names.map((name) => `${encodeURIComponent(name)}=${escape}`),
          ...names.map((name) => `${encodeURIComponent(name)}=1${escape}`),
          `${escape}=1`,
          ...names.map((name) => `${encodeURIComponent(name)}${escape}=1`),
        ];
        for (const query of queries) {
          for (const language of ['en', 'zh-Hans'] as const) {
            const request: FuzzRequest = {
              method: 'GET', url: `${path}?${query}`, headers: { token: world.tokens.coach, 'accept-language': language }, payload: undefined, bodyLabel: 'no body', tokenLabel: 'coach',
            };
            const checked = await sendAndCheck(world, target, request, language, 'valid', `malformed escape ${escape}, Accept-Language ${language}`);
            if (checked.problems.length === 0) continue;
            if (COLLECT) record(world, 'escapes', target, checked);
            else throw new Error(`${target.key} — ${checked.problems.map((p) => p.kind).join('; ')}\n${checked.report}`);
          }
        }
      }
      const health = await world.t.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode, `GET /healthz after the escapes on ${target.key}`).toBe(200);
    }
    const found = failuresOf(engine, 'escapes');
    if (found.length > 0) throw new Error(`${found.length} distinct failure(s):\n\n${formatCollected(found)}`);
  }, 120_000);
});
