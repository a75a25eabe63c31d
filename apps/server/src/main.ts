import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { prepareDatabase } from './seed/index.ts';
import { stdoutSink } from './platform/log-sink.ts';
import { stopOnSignals } from './platform/shutdown.ts';
import { LocalStorage } from './platform/storage/index.ts';

const SHUTDOWN_GRACE_MS = 10_000;

const config = loadConfig();
const sink = stdoutSink();
const app = await buildApp(config, { logStream: sink });
const { storage } = app.ctx;
stopOnSignals(app, {
  sink, graceMs: SHUTDOWN_GRACE_MS, readiness: app.ctx.readiness, drainMs: config.shutdownDrainMs,
  onForcedExit: () => storage instanceof LocalStorage && storage.discardPartialFiles(),
});
await prepareDatabase(app.ctx.db);
await app.listen({ port: config.port, host: config.host });
// The port it got: PORT=0 asks the system for a free one (the process tests do).
const { port } = app.server.address() as AddressInfo;
app.log.info(`Repwise is serving on http://localhost:${port} (database: ${app.ctx.engine})`);
if (config.production && !config.publicUrl) {
  app.log.warn(`PUBLIC_URL is not set: share links and QR codes use the address each request came to, for the hosts in ALLOWED_HOSTS only (${[...config.allowedHosts].join(', ')})`);
}
