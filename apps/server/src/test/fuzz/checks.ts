import type { LanguageChoice } from './cases.ts';
import { snapshotChanges } from './db-snapshot.ts';
import { normalized, observe } from './report.ts';
import { abbreviate, describeRequest, send, type Answer, type FuzzRequest } from './requests.ts';
import { REQUEST_TIMEOUT_MS } from './settings.ts';
import { keepSessionsAlive, type World } from './world.ts';

// Checking an answer, and what the request did to the database.

interface Problem {
  /** What went wrong, without the case's particulars: the key failures are deduplicated by. */
  kind: string;
  detail?: string;
}


const HAN = /\p{Script=Han}/u;

export interface Target {
  key: string;
  answersJson: boolean;
  /** Undefined for paths the document does not list. */
  isPublic?: boolean;
}

/** What the request claimed about who sends it, for the check against the documented security. */
export type Credential = 'valid' | 'invalid';

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

export interface Checked {
  problems: Problem[];
  report: string;
}

/** Sends one request and checks its answer and what it did to the database. */
export async function sendAndCheck(world: World, target: Target, request: FuzzRequest, language: LanguageChoice['label'], credential: Credential, note: string): Promise<Checked> {
  world.log.clear();
  const writesBefore = world.t.watch.writes;
  const answer = await send(world.t.app, request, REQUEST_TIMEOUT_MS);
  const serverErrors = answer.answered ? world.log.errorsFor(answer.headers['x-request-id']) : world.log.errorsFor('');
  const problems = answerProblems(target, language, credential, answer, serverErrors);
  // No statement that could write ran, so the database is the baseline: the snapshot (34 counts) is taken only after one did.
  const after = world.t.watch.writes === writesBefore ? world.baseline : await world.snapshot();
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
