import { spawn, spawnSync, type ChildProcessByStdio } from 'node:child_process';
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { NewAction } from '@repwise/domain';
import pg from 'pg';

/**
 * The real server as a child process, for what app.inject cannot show: start-up, signals,
 * a killed process, stdout pipes. Tests talk to it over HTTP like a phone would.
 */

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

/**
 * Builds the server from the current sources (about 0.2 s) into a private folder under the
 * repository (so its packages resolve), safe from a parallel `npm start` rebuilding dist/.
 */
export function buildServer(): { entry: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(REPO_ROOT, 'apps/server/.tmp-build-'));
  const entry = path.join(dir, 'main.js');
  const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'apps/server/scripts/build.mjs'), '--outfile', entry], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`building the server failed:\n${result.stderr}`);
  return { entry, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export interface ServerProcess {
  base: string;
  child: ChildProcessByStdio<null, Readable, Readable>;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) once the process is gone. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface StartOptions {
  /**
   * `npm run serve` as a process manager runs it (what `npm start` runs once it has built:
   * npm, a shell, then node in its place) on a file of buildServer(), or node on that file.
   */
  via: { npmServe: string } | { node: string };
  env: Record<string, string>;
}

/** Starts the server in its own process group on a free port and waits until /healthz answers. */
export async function startServer({ via, env }: StartOptions): Promise<ServerProcess> {
  const [command, args] = 'npmServe' in via ? ['npm', ['run', '--silent', 'serve']] : [process.execPath, ['--enable-source-maps', via.node]];
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.homedir(), PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info',
      ...('npmServe' in via ? { SERVER_ENTRY: via.npmServe } : {}), ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const state = await Promise.race([exited, sleep(100).then(() => 'running' as const)]);
    if (state !== 'running') throw new Error(`the server exited during start-up (${JSON.stringify(state)}):\n${output}`);
    // The port the system gave it, from its start-up line.
    const port = /serving on http:\/\/localhost:(\d+)/.exec(output)?.[1];
    if (port && (await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false))) {
      return { base: `http://127.0.0.1:${port}`, child, output: () => output, exited };
    }
    if (Date.now() > deadline) throw new Error(`the server did not answer within 60 s:\n${output}`);
  }
}

/** The processes of a process group that are still alive (zombies excluded). */
export function aliveInGroup(pgid: number): string[] {
  const ps = spawnSync('ps', ['-eo', 'pid=,pgid=,stat=,args='], { encoding: 'utf8' }).stdout;
  return ps.split('\n').map((line) => line.trim()).filter((line) => {
    const [, group, stat] = line.split(/\s+/);
    return group === String(pgid) && stat !== undefined && !stat.startsWith('Z');
  });
}

/** Kills whatever is left of a process group; for the cleanup of a failed test. */
export function killGroup(pgid: number): void {
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/** A PostgreSQL database of its own for a server process, dropped afterwards. */
export async function scratchDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `repwise_proc_${randomInt(0, 1e9)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export function scratchDir(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repwise-proc-'));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A phone talking to a server process over HTTP. */
export class Client {
  token = '';
  readonly base: string;

  constructor(private readonly server: Pick<ServerProcess, 'base' | 'output'>) {
    this.base = server.base;
  }

  async request<T = unknown>(method: 'GET' | 'POST', url: string, options: { body?: unknown; form?: FormData; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...(this.token ? { token: this.token } : {}), ...options.headers };
    let body: string | FormData | undefined;
    if (options.form) body = options.form;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const res = await fetch(this.base + url, { method, headers, body });
    const envelope = (await res.json()) as { status: number; msg: string; data: T };
    return { httpStatus: res.status, ...envelope };
  }

  /** Logs in by SMS code (read where a person reads it: the console provider's line in the server's output) and onboards as the given role. */
  async onboard(position: 1 | 2): Promise<this> {
    const mobile = `139${String(randomInt(0, 1e8)).padStart(8, '0')}`;
    await this.request('GET', `/api-training/login/sendSms?mobile=${mobile}`);
    const login = await this.request<{ token: string }>('POST', '/api-training/login/sms', { body: { mobile, code: await smsCodeFromOutput(this.server, mobile) } });
    if (login.status !== 200) throw new Error(`login failed: ${login.msg}`);
    this.token = login.data.token;
    const info = await this.request('POST', '/api-training/mp/training/user/updateInfo', { body: { position, nickName: 'Proc', age: 30, sex: 1, height: 175, weight: 70 } });
    if (info.status !== 200) throw new Error(`onboarding failed: ${info.msg}`);
    return this;
  }
}

/** The console SMS provider's line for the number, as a person at the terminal finds it. */
async function smsCodeFromOutput(server: Pick<ServerProcess, 'output'>, mobile: string): Promise<string> {
  for (const deadline = Date.now() + 5_000; Date.now() < deadline; await sleep(20)) {
    const code = new RegExp(`^ *SMS code for ${mobile}: (\\d{6})$`, 'm').exec(server.output())?.[1];
    if (code) return code;
  }
  throw new Error(`no SMS code for ${mobile} in the server's output`);
}

/** The smallest valid GIF: a real upload. */
export const TINY_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export function fileForm(content: Buffer | string, name: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
  return form;
}

interface LibraryAction { id: number; name: string; gifPath: string; iconPath: string; intensityUnit: { key: string; name: string }; quantityUnit: { key: string; name: string } }

/** Official exercises to build templates from, through the API of a server process. */
export async function officialActions(client: Client, count: number): Promise<NewAction[]> {
  const res = await client.request<{ list: LibraryAction[] }>('GET', `/api-training/mp/training/action/list?size=${count}`);
  return res.data.list.map(({ id, name, gifPath, iconPath, intensityUnit, quantityUnit }) => ({ id, name, gifPath, iconPath, intensityUnit, quantityUnit }));
}
