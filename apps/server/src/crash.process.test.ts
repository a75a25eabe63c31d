import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Template } from '@repwise/domain';
import { sampleTemplate } from './test/factories.ts';
import { buildServer, Client, killGroup, officialActions, scratchDatabase, scratchDir, startServer, type ServerProcess } from './test/server-process.ts';

/**
 * A server killed with SIGKILL in the middle of a write load loses nothing it answered, and
 * every create retried with its Idempotency-Key after the restart gets the stored answer or
 * runs afresh — never a 409 that lasts, never a second copy.
 */

const pgUrl = process.env.TEST_DATABASE_URL;
const ENGINES = pgUrl ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);
const WORKERS = 8;
const PLANNED = 600;
/** The kill comes once this many creates were answered, so it lands under load. */
const KILL_AFTER_ANSWERS = 40;

interface PlannedCreate {
  key: string;
  kind: 'template' | 'exercise';
  name: string;
  body: unknown;
  /** Blocks and sets the template was sent with. */
  shape?: { blocks: number; sets: number };
}

type Outcome = { sent: false } | { sent: true; answeredId?: number };

const setCount = (t: Pick<Template, 'actionsCons'>) => t.actionsCons.reduce((n, b) => n + b.exerciseCons.reduce((m, g) => m + g.exercises.length, 0), 0);

const URL_OF = { template: '/api-training/mp/training/actions/series/modify', exercise: '/api-training/mp/training/action/create' } as const;

async function send(client: Client, create: PlannedCreate) {
  return client.request<{ id: number }>('POST', URL_OF[create.kind], { body: create.body, headers: { 'idempotency-key': create.key } });
}

describe.each(ENGINES)('a server killed with SIGKILL under a write load, on %s', (engine) => {
  const data = scratchDir();
  let database: { url: string; drop(): Promise<void> } | undefined;
  let env: Record<string, string>;
  let built: ReturnType<typeof buildServer>;
  beforeAll(async () => {
    built = buildServer();
    database = engine === 'postgres' ? await scratchDatabase(pgUrl!) : undefined;
    env = { DATA_DIR: data.dir, ...(database ? { DATABASE_URL: database.url } : {}) };
  });
  afterAll(async () => {
    await database?.drop();
    data.remove();
    built.remove();
  });

  it('keeps every answered create whole, and retries find the stored answer or run afresh', async () => {
    let server: ServerProcess = await startServer({ via: { node: built.entry }, env });
    const coach = await new Client(server).onboard(1);
    const actions = await officialActions(coach, 6);
    const plan: PlannedCreate[] = Array.from({ length: PLANNED }, (_, i) => {
      const name = `Crash ${engine} ${i}`;
      if (i % 2 === 1) return { key: `crash-key-${i}`, kind: 'exercise', name, body: { nameEn: name, type: 'strength', equipment: 'barbell', primaryMuscles: ['lats'] } };
      const template = sampleTemplate(name, actions.slice(i % 3, (i % 3) + 3), 4);
      return { key: `crash-key-${i}`, kind: 'template', name, body: template, shape: { blocks: template.actionsCons.length, sets: setCount(template) } };
    });
    const outcomes: Outcome[] = plan.map(() => ({ sent: false }));

    let answered = 0;
    let next = 0;
    let killed = false;
    // Counted at the kill itself: an answer already on its way may still arrive after it.
    let inFlightAtKill = 0;
    const worker = async () => {
      while (!killed && next < plan.length) {
        const index = next++;
        outcomes[index] = { sent: true };
        try {
          const res = await send(coach, plan[index]!);
          if (res.status === 200) {
            outcomes[index] = { sent: true, answeredId: res.data.id };
            if (++answered >= KILL_AFTER_ANSWERS && !killed) {
              killed = true;
              inFlightAtKill = outcomes.filter((o) => o.sent && o.answeredId === undefined).length;
              process.kill(-server.child.pid!, 'SIGKILL');
            }
          }
        } catch {
          // The connection died with the server: the answer is lost, the create may or may not have committed.
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
    expect(killed, 'the load ended before the kill').toBe(true);
    expect(inFlightAtKill, 'requests in flight at the kill').toBeGreaterThan(0);
    await server.exited;
    killGroup(server.child.pid!);

    if (engine === 'sqlite') {
      const file = new SQLite(path.join(data.dir, 'repwise.db'));
      expect(file.pragma('integrity_check', { simple: true })).toBe('ok');
      file.close();
    }

    server = await startServer({ via: { node: built.entry }, env });
    try {
      const phone = new Client(server);
      phone.token = coach.token;

      // Every create that was answered is there, whole.
      const answeredCreates = plan.flatMap((create, i) => {
        const outcome = outcomes[i]!;
        return outcome.sent && outcome.answeredId !== undefined ? [{ create, id: outcome.answeredId }] : [];
      });
      expect(answeredCreates.length).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS);
      for (const { create, id } of answeredCreates) {
        if (create.kind === 'template') {
          const got = await phone.request<Template>('GET', `/api-training/mp/training/actions/series/get?id=${id}`);
          expect(got.status, create.name).toBe(200);
          expect({ name: got.data.name, blocks: got.data.actionsCons.length, sets: setCount(got.data) }).toEqual({ name: create.name, ...create.shape });
        } else {
          const got = await phone.request<{ nameEn: string }>('GET', `/api-training/mp/training/action/get?id=${id}`);
          expect(got.data.nameEn, create.name).toBe(create.name);
        }
      }

      // Every create that was sent, retried with its key: the stored answer, or a fresh run.
      for (const [i, create] of plan.entries()) {
        const outcome = outcomes[i]!;
        if (!outcome.sent) continue;
        const retry = await send(phone, create);
        expect(retry.httpStatus, `${create.name}: ${retry.msg}`).toBe(200);
        if (outcome.answeredId !== undefined) expect(retry.data.id, create.name).toBe(outcome.answeredId);
      }

      // And nothing exists twice.
      const sentNames = new Set(plan.filter((_, i) => outcomes[i]!.sent).map((c) => c.name));
      const counts = await countByName(phone);
      for (const name of sentNames) expect(counts.get(name), name).toBe(1);
    } finally {
      process.kill(-server.child.pid!, 'SIGTERM');
      await server.exited;
    }
  }, 180_000);
});

/** How many of the coach's templates and exercises carry each name, over every page. */
async function countByName(phone: Client): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const add = (name: string) => counts.set(name, (counts.get(name) ?? 0) + 1);
  for (const [url, nameOf] of [
    ['/api-training/mp/training/actions/series/listSelf', (row: { name: string }) => row.name],
    ['/api-training/mp/training/action/list?scope=mine', (row: { name: string }) => row.name],
  ] as const) {
    for (let page = 1; ; page++) {
      const res = await phone.request<{ list: { name: string }[]; hasMore: boolean }>('GET', `${url}${url.includes('?') ? '&' : '?'}size=50&page=${page}`);
      for (const row of res.data.list) add(nameOf(row));
      if (!res.data.hasMore) break;
    }
  }
  return counts;
}
