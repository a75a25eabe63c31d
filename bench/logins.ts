/**
 * Logins per second: the password login (image code, then the scrypt check) beside the SMS
 * login, each a whole flow of two requests as the app makes it (ask for the image code or the
 * SMS, then log in), and the same two requests to a bare Fastify route as the baseline; plus
 * scrypt alone. Every login is a fresh one (a code works once), so autocannon's fixed request
 * cannot do it: LOGIN_WORKERS clients loop for BENCH_DURATION seconds over real HTTP.
 * Run: npm run bench:logins (SQLite; the hash dominates, not the engine).
 */
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { md5 } from '@repwise/domain';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { BENCH_API_LIMITS } from './engines.ts';
import { openDatabase } from '../apps/server/src/db/dialect.ts';
import { CaptchaOutbox } from '../apps/server/src/platform/captcha/index.ts';
import { MemoryStore } from '../apps/server/src/platform/kv/index.ts';
import { hashPassword, verifyPassword } from '../apps/server/src/platform/passwords.ts';
import { ConsoleSmsSender } from '../apps/server/src/platform/sms/index.ts';
import { prepareDatabase } from '../apps/server/src/seed/index.ts';
import { DURATION_S, startBareBaseline, urlOf, writeSection } from './lib.ts';

const WORKERS = Number(process.env.LOGIN_WORKERS ?? 8);
const PASSWORD = md5('bench password');

interface Envelope<T> { status: number; data: T }
async function post<T>(url: string, body: unknown): Promise<Envelope<T>> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await res.json()) as Envelope<T>;
}
async function get<T>(url: string): Promise<Envelope<T>> {
  return (await (await fetch(url)).json()) as Envelope<T>;
}

/** Runs `flow` in WORKERS parallel loops for the duration: flows per second, median ms, failures. */
async function run(name: string, flow: (worker: number) => Promise<boolean>): Promise<{ name: string; perSecond: number; p50: number; failures: number }> {
  const end = Date.now() + DURATION_S * 1000;
  const times: number[] = [];
  let failures = 0;
  await Promise.all(Array.from({ length: WORKERS }, async (_, worker) => {
    while (Date.now() < end) {
      const start = performance.now();
      if (await flow(worker)) times.push(performance.now() - start);
      else failures++;
    }
  }));
  times.sort((a, b) => a - b);
  return { name, perSecond: Math.round(times.length / DURATION_S), p50: Math.round(times[Math.floor(times.length / 2)] ?? 0), failures };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repwise-bench-logins-'));
const database = openDatabase({ sqliteFile: path.join(dir, 'bench.db') });
await prepareDatabase(database.db);
const sms = new ConsoleSmsSender(() => {});
const captchas = new CaptchaOutbox();
const config = {
  ...loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: path.join(dir, 'no-web'), DATA_DIR: dir, ...BENCH_API_LIMITS }),
  smsDailyLimitPerIp: 1e9, smsDailyLimitPerMobile: 1e9, captchaPerIpPerMinute: 1e9,
};
const app = await buildApp(config, { database, smsSender: sms, kv: new MemoryStore(), secret: 'bench', captchaOutbox: captchas });
await app.listen({ port: 0, host: '127.0.0.1' });
const bare = await startBareBaseline();
const base = urlOf(app);

// An account with a password per client: every try counts toward one number's lock-out until it
// succeeds, so one number logged into by 8 clients at once would lock itself, as a guesser would.
const mobiles = Array.from({ length: WORKERS }, (_, i) => `1380000${String(i).padStart(4, '0')}`);
for (const mobile of mobiles) {
  await app.inject({ method: 'GET', url: `/api-training/login/sendSms?mobile=${mobile}` });
  const first = await app.inject({ method: 'POST', url: '/api-training/login/sms', payload: { mobile, code: sms.lastCodeFor(mobile) } });
  const token = (first.json() as Envelope<{ token: string }>).data.token;
  await app.inject({ method: 'POST', url: '/api-training/mp/training/user/addPassword', headers: { token }, payload: { mobile, password: PASSWORD } });
}

try {
  const bareUrl = bare.target.options.url as string;
  const results = [
    await run('bare Fastify JSON route, 2 requests', async () => (await get(bareUrl)).status === 200 && (await get(bareUrl)).status === 200),
    await run('SMS login (sendSms + login/sms, a new number each)', async () => {
      const number = `137${String(randomInt(0, 1e8)).padStart(8, '0')}`;
      if ((await get(`${base}/api-training/login/sendSms?mobile=${number}`)).status !== 200) return false;
      return (await post(`${base}/api-training/login/sms`, { mobile: number, code: sms.lastCodeFor(number) })).status === 200;
    }),
    await run('password login (captcha + login/password), one number per client', async (worker) => {
      const mobile = mobiles[worker]!;
      const captcha = await get<{ key: string }>(`${base}/api-training/login/captcha`);
      const answer = captchas.answerOf(captcha.data.key);
      return (await post(`${base}/api-training/login/password`, { mobile, password: PASSWORD, code: `${captcha.data.key}@${answer}` })).status === 200;
    }),
  ];
  const stored = await hashPassword(PASSWORD);
  const scryptRuns = 40;
  const started = performance.now();
  for (let i = 0; i < scryptRuns; i++) await verifyPassword(PASSWORD, stored);
  const scryptMs = (performance.now() - started) / scryptRuns;

  const baseline = results[0]!;
  const rows = results.map((r) => `| ${r.name} | ${r.perSecond} | ${r.p50} | ${(r.perSecond / baseline.perSecond).toFixed(2)} | ${r.failures} |`);
  const report = [
    '## Logins: password beside SMS',
    '',
    `Command: \`npm run bench:logins\` (${WORKERS} clients looping for ${DURATION_S} s each over HTTP, every login a fresh one; SQLite; ${os.cpus().length} CPU, load average ${os.loadavg()[0]!.toFixed(1)} at the end (a shared machine: other work ran beside it), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}).`,
    '',
    '| flow | flows/s | p50 ms | ratio to bare | failures |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    `One scrypt check alone: **${scryptMs.toFixed(1)} ms** (${Math.round(1000 / scryptMs)} a second on one core); drawing an image code takes a few ms. The password login is bounded by scrypt, by design: Node runs it on its 4 libuv threads, so a 2-core machine does at most about 2 × (1000 / that) password logins a second, while SMS logins cost only database writes.`,
    '',
    'The hash: `scrypt` from `node:crypto` with its defaults N = 2^14, r = 8, p = 1 (16 MiB of memory per',
    'check), a 16-byte random salt per password and a 32-byte key, over the MD5 the client sends',
    '(the MD5 is itself a password equivalent, so it is never stored). Chosen over argon2 because it',
    'ships with Node (no native module to build on every machine) and is memory-hard like argon2id;',
    'N = 2^14 is the cost OWASP lists as the scrypt minimum. The cost is what limits password logins a',
    'second on a core, by design: it is also what an attacker with a stolen table pays per guess. The',
    'image code and the lock-out (5 wrong passwords in 15 minutes) come before the hash, so guessing',
    'online never reaches it more than a few times per number.',
  ].join('\n');
  console.log(report);
  writeSection('logins', report);
} finally {
  await app.close();
  await bare.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
