import type { FastifyInstance } from 'fastify';
import type { LogSink } from './log-sink.ts';

export interface ShutdownOptions {
  sink: LogSink;
  /** After this the process exits even if closing has not finished. */
  graceMs: number;
  /** Runs synchronously when the grace period is over (e.g. removing half-written files). */
  onForcedExit?: () => void;
}

/** Log lines get this long to leave the process before it exits. */
const LOG_FLUSH_MS = 500;

/**
 * SIGTERM and SIGINT stop taking connections, let in-flight requests finish, close the
 * database and the cache, then exit 0. Nothing on this path loads code or waits without a
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
  const stop = (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${reason}: shutting down`);
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      options.onForcedExit?.();
      exit(1);
    }, options.graceMs);
    app.close().then(
      () => exit(code),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM', 0));
  process.on('SIGINT', () => stop('SIGINT', 0));
  process.on('uncaughtException', (err) => {
    app.log.fatal({ err }, 'uncaught exception');
    stop('uncaught exception', 1);
  });
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled promise rejection'));
}
