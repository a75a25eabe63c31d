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
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);

export function urlOf(app: FastifyInstance): string {
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Load with autocannon; non-2xx answers count as errors so a broken route cannot look fast. */
export async function load(name: string, options: autocannon.Options): Promise<Figure> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** The baseline: a bare Fastify route answering a small JSON object. */
export async function bareBaseline(): Promise<Figure> {
  const bare = Fastify();
  bare.get('/bare', async () => ({ status: 200, msg: 'success', data: { ok: true } }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await load('bare Fastify JSON route', { url: `${urlOf(bare)}/bare` });
  } finally {
    await bare.close();
  }
}

export function table(baseline: Figure, figures: Figure[]): string {
  const rows = [baseline, ...figures].map((f) => {
    const ratio = (f.requestsPerSecond / baseline.requestsPerSecond).toFixed(2);
    return `| ${f.name} | ${f.requestsPerSecond} | ${f.p50Ms} | ${f.p99Ms} | ${ratio} | ${f.errors} |`;
  });
  return ['| route | req/s | p50 ms | p99 ms | ratio to bare | errors |', '|---|---|---|---|---|---|', ...rows].join('\n');
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
