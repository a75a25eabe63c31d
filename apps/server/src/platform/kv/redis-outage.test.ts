import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { RedisStore } from './redis-store.ts';

/**
 * Redis going away and coming back, on a private redis-server (the shared one other tests use
 * is never stopped): a command on the lost connection answers 503 at once, not after
 * ioredis's reconnection attempts (every API request counts its limit in Redis, so a slow
 * failure slowed every request while Redis was down: the cluster test saw 4 s), and the same
 * store works again once Redis is back, with no restart.
 */

const haveRedisServer = spawnSync('sh', ['-c', 'command -v redis-server']).status === 0;
if (process.env.CI === 'true' && !haveRedisServer) throw new Error('CI=true but redis-server is not installed: the Redis outage must be tested');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function startRedis(port: number): ChildProcess {
  return spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
}

async function failureOf(command: Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = performance.now();
  const error = await command.then(() => undefined, (e: unknown) => e);
  return { error, ms: performance.now() - started };
}

describe.runIf(haveRedisServer)('RedisStore while Redis is down and after', () => {
  let redis: ChildProcess | undefined;
  let store: RedisStore | undefined;
  afterAll(async () => {
    await store?.close();
    redis?.kill('SIGKILL');
  });

  it('answers 503 at once while Redis is gone, and works again when it is back', async () => {
    const port = await freePort();
    redis = startRedis(port);
    store = new RedisStore(`redis://127.0.0.1:${port}`, 'outage-test:', () => {});
    await expect.poll(() => store!.ping().then(() => true, () => false), { timeout: 5000, interval: 50 }).toBe(true);
    expect(await store.increment('count', 60_000)).toBe(1);

    const gone = new Promise((resolve) => redis!.once('exit', resolve));
    redis.kill('SIGKILL');
    await gone;
    // ioredis notices the closed connection; from then on commands fail without waiting.
    await sleep(200);
    for (const command of [store.increment('count', 60_000), store.get('code'), store.ping()]) {
      const { error, ms } = await failureOf(command);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ status: 503, messageKey: 'keyValueStoreUnavailable' });
      expect(ms).toBeLessThan(100);
    }

    redis = startRedis(port);
    await expect.poll(() => store!.ping().then(() => true, () => false), { timeout: 10_000, interval: 100 }).toBe(true);
    // The restarted Redis kept nothing (no persistence): counting starts again.
    expect(await store.increment('count', 60_000)).toBe(1);
  });
});
