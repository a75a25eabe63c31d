import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';

export interface Figure {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

export function urlOf(app: FastifyInstance): string {
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export interface Target {
  name: string;
  options: autocannon.Options;
  /** Stops what serves this target, when the target brought its own server. */
  close?: () => Promise<void>;
  /** Waits after each load of this target (until the server has worked off what the load left in flight). */
  after?: () => Promise<void>;
}

/** Load with autocannon; non-2xx answers count as errors so a broken route cannot look fast. */
async function load(target: Target): Promise<Figure> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...target.options });
  return {
    name: target.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Measures every target in turn, ROUNDS times over, and keeps each one's median: a burst of
 * load from elsewhere on the machine then skews one round, not the comparison.
 */
export async function measure(targets: Target[]): Promise<Figure[]> {
  const rounds: Figure[][] = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, target] of targets.entries()) {
      rounds[i]!.push(await load(target));
      await target.after?.();
    }
  }
  return rounds.map((figures, i) => ({
    name: targets[i]!.name,
    requestsPerSecond: median(figures.map((f) => f.requestsPerSecond)),
    p50Ms: median(figures.map((f) => f.p50Ms)),
    p99Ms: median(figures.map((f) => f.p99Ms)),
    errors: figures.reduce((sum, f) => sum + f.errors, 0),
  }));
}

/** The baseline: a bare Fastify route answering a small JSON object. */
export async function startBareBaseline(): Promise<{ target: Target; close: () => Promise<void> }> {
  const bare = Fastify();
  bare.get('/bare', async () => ({ status: 200, msg: 'success', data: { ok: true } }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  return { target: { name: 'bare Fastify JSON route', options: { url: `${urlOf(bare)}/bare` } }, close: () => bare.close() };
}

export function table(baseline: Figure, figures: Figure[]): string {
  const rows = [baseline, ...figures].map((f) => {
    const ratio = (f.requestsPerSecond / baseline.requestsPerSecond).toFixed(2);
    return `| ${f.name} | ${f.requestsPerSecond} | ${f.p50Ms} | ${f.p99Ms} | ${ratio} | ${f.errors} |`;
  });
  return ['| route | req/s | p50 ms | p99 ms | ratio to bare | errors |', '|---|---|---|---|---|---|', ...rows].join('\n');
}

/** The command as run, with the settings that change what it measures. */
export function commandAsRun(command: string): string {
  const prepared = process.env.DATABASE_PREPARED_STATEMENTS === 'true' ? 'DATABASE_PREPARED_STATEMENTS=true ' : '';
  return `${prepared}${command}`;
}

export function describeRun(command: string, cpus: number): string {
  return `Command: \`${commandAsRun(command)}\` (${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${DURATION_S} s per route, medians; autocannon in the same process as the servers; ${cpus} CPU, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}).`;
}

/** Replaces one marked section of docs/BENCHMARKS.md, keeping the others. */
export function writeSection(section: string, body: string): void {
  const file = new URL('../docs/BENCHMARKS.md', import.meta.url);
  const start = `<!-- bench:${section}:start -->`;
  const end = `<!-- bench:${section}:end -->`;
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  const block = `${start}\n${body}\n${end}`;
  const next = current.includes(start)
    ? current.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
    : `${current.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, next);
}

/**
 * A bare Fastify route answering a fixed copy of a real answer: how fast this harness can
 * send a page of that size at all, without authentication, database or validation.
 */
export async function fixedAnswerTarget(name: string, answer: string): Promise<Target> {
  const fixed = Fastify();
  fixed.get('/fixed', async (_req, reply) => reply.type('application/json').send(answer));
  await fixed.listen({ port: 0, host: '127.0.0.1' });
  return { name, options: { url: `${urlOf(fixed)}/fixed` }, close: () => fixed.close() };
}
