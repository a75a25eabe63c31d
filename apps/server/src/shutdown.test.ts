import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { startTestApp } from './test/harness.ts';

describe('graceful shutdown', () => {
  it('finishes a request in flight, then closes the database', async () => {
    // A database of the app's own: closing the app must close it.
    const t = await startTestApp('sqlite', { ownDatabase: true });
    let release!: () => void;
    const slowStarted = new Promise<void>((started) => {
      t.app.get('/slow', async () => {
        started();
        await new Promise<void>((r) => (release = r));
        return { status: 200, msg: 'success', data: 'finished' };
      });
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;

    const inFlight = fetch(`http://127.0.0.1:${port}/slow`).then((r) => r.json() as Promise<{ data: string }>);
    await slowStarted;
    const closing = t.close();
    // Closing waits for the request; new connections are refused meanwhile.
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    release();
    await expect(inFlight).resolves.toMatchObject({ data: 'finished' });
    await closing;
    await expect(sql`select 1`.execute(t.app.ctx.db)).rejects.toThrow();
  });
});
