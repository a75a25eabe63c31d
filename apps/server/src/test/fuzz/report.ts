import fs from 'node:fs';
import type { Engine } from '../../db/dialect.ts';
import type { Checked, Target } from './checks.ts';
import { abbreviate, type Answer, type FuzzRequest } from './requests.ts';
import { COLLECT, REPORT_FILE } from './settings.ts';
import type { World } from './world.ts';

// FUZZ_COLLECT and FUZZ_REPORT bookkeeping.

/** Digits and long runs removed, so "the same failure" with other numbers is one failure. */
export const normalized = (text: string) => abbreviate(text.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim(), 140);

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
export function observe(world: World, target: Target, request: FuzzRequest, answer: Answer): void {
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

/** A failed check stops the test, or with FUZZ_COLLECT is kept for its end. */
export function failOrCollect(world: World, scope: Scope, target: Target, checked: Checked): void {
  if (checked.problems.length === 0) return;
  if (COLLECT) return record(world, scope, target, checked);
  throw new Error(`${target.key} — ${checked.problems.map((p) => p.kind).join('; ')}\n${checked.report}`);
}

/** The end of a test under FUZZ_COLLECT: every distinct failure it kept, at once. */
export function failWithCollected(engine: Engine, scope: Scope, routeKey?: string): void {
  const found = failuresOf(engine, scope, routeKey);
  if (found.length > 0) throw new Error(`${found.length} distinct failure(s):\n\n${formatCollected(found)}`);
}

/** Appends what the engine's run found and saw to the FUZZ_REPORT file, as JSON lines. */
export function writeReport(engine: Engine): void {
  if (!REPORT_FILE) return;
  const lines = [
    ...[...collected.values()].filter((c) => c.engine === engine).map((c) => JSON.stringify({ type: 'failure', ...c })),
    ...[...observed].map(([key, count]) => [JSON.parse(key) as [string, Engine, ...unknown[]], count] as const)
      .filter(([[, of]]) => of === engine)
      .map(([[type, , ...answer], count]) => JSON.stringify({ type, engine, answer, count })),
  ];
  fs.appendFileSync(REPORT_FILE, lines.map((line) => `${line}\n`).join(''));
}
