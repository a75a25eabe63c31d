import type { FastifyInstance } from 'fastify';
import type { LogSink } from './log-sink.ts';
import type { Readiness } from './readiness.ts';

export interface ShutdownOptions {
  sink: LogSink;
  /** After this the process exits even if closing has not finished. */
  graceMs: number;
  /** Runs synchronously when the grace period is over (e.g. removing half-written files). */
  onForcedExit?: () => void;
  /** Turned off first on SIGTERM, so /readyz answers 503 and a load balancer stops sending requests. */
  readiness?: Readiness;
  /**
   * How long after SIGTERM the server keeps serving with readiness off before it stops taking
   * connections: long enough for the load balancer's checks to notice (SHUTDOWN_DRAIN_MS).
   */
  drainMs?: number;
}

/** Log lines get this long to leave the process before it exits. */
const LOG_FLUSH_MS = 500;

/**
 * SIGTERM first turns readiness off and keeps serving for `drainMs` while the load balancer
 * notices; then SIGTERM and SIGINT alike stop taking connections, let in-flight requests
 * finish, close the database and the cache, and exit 0. Nothing on this path loads code or waits without a
 * bound: the forced exit is a ref'd timer, so it fires even if a close hook never settles.
 * An exception no request owns is logged and stops the server the same way (exit 1); a
 * stray rejected promise is logged and the server goes on.
 */
export function stopOnSignals(app: FastifyInstance, options: ShutdownOptions): void {
  let stopping = false;
  const exit = (code: number) => {
    // Bounded twice: the flush has its own timeout and this timer does not wait for it.
    setTimeout(() => process.exit(code), LOG_FLUSH_MS + 100);
    void options.sink.flush(LOG_FLUSH_MS).then(() => process.exit(code));
  };
  const stop = (reason: string, code: number, drainMs = 0) => {
    if (stopping) return;
    stopping = true;
    if (options.readiness) options.readiness.draining = true;
    app.log.info(drainMs > 0 ? `${reason}: not ready; shutting down in ${drainMs} ms` : `${reason}: shutting down`);
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      options.onForcedExit?.();
      exit(1);
    }, drainMs + options.graceMs);
    const draining = new Promise<void>((resolve) => setTimeout(resolve, drainMs));
    draining.then(() => app.close()).then(
      () => exit(code),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM', 0, options.drainMs ?? 0));
  process.on('SIGINT', () => stop('SIGINT', 0));
  process.on('uncaughtException', (err) => {
    app.log.fatal({ err }, 'uncaught exception');
    stop('uncaught exception', 1);
  });
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled promise rejection'));
}
