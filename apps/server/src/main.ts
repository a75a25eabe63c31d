import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { prepareDatabase } from './db/prepare.ts';

const SHUTDOWN_GRACE_MS = 10_000;

const config = loadConfig();
const app = await buildApp(config);
await prepareDatabase(app.ctx.db);
await app.listen({ port: config.port, host: config.host });
app.log.info(`Repwise is serving on http://localhost:${config.port} (database: ${app.ctx.engine})`);

/** Stops taking connections, lets in-flight requests finish, then closes the database. */
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
