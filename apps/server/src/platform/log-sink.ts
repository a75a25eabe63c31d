import fs from 'node:fs';
import net from 'node:net';

/** Where the server's log lines go. Writing never blocks; flushing waits a bounded time. */
export interface LogSink {
  write(line: string): void;
  /** Resolves when everything written has left the process, or after `timeoutMs`. */
  flush(timeoutMs: number): Promise<void>;
}

/** Lines waiting for a slow reader; past this, new lines are dropped (and counted) instead. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/**
 * Standard output that cannot stall the process. pino's default destination flushes
 * synchronously in an exit hook and, on a closed pipe (EPIPE), retries forever
 * (sonic-boom 4's flushSync only gives up on EAGAIN): a process manager that closed its end
 * of the pipe got a server that never exited. Here a pipe or socket is written through a
 * non-blocking libuv handle: a full pipe buffers (bounded) in memory, a closed one stops
 * the logging, and nothing runs at exit. A file or terminal is written synchronously: it
 * cannot fill up the way a pipe does.
 */
export function stdoutSink(fd = 1): LogSink {
  let stat: fs.Stats;
  try {
    stat = fs.fstatSync(fd);
  } catch {
    return { write() {}, flush: async () => {} };
  }
  return stat.isFIFO() || stat.isSocket() ? pipeSink(fd) : fileSink(fd);
}

function pipeSink(fd: number): LogSink {
  const socket = new net.Socket({ fd, readable: false, writable: true });
  // Pending log lines must not keep a stopping process alive.
  socket.unref();
  let closed = false;
  let dropped = 0;
  socket.on('error', () => {
    closed = true;
    socket.destroy();
  });
  socket.on('drain', () => {
    if (dropped === 0 || closed) return;
    socket.write(`${JSON.stringify({ level: 40, time: Date.now(), msg: `${dropped} log lines dropped: the reader of stdout was too slow` })}\n`);
    dropped = 0;
  });
  return {
    write(line) {
      if (closed) return;
      if (socket.writableLength > MAX_BUFFERED_BYTES) {
        dropped++;
        return;
      }
      socket.write(line);
    },
    flush(timeoutMs) {
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          clearInterval(poll);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        const poll = setInterval(() => (closed || socket.writableLength === 0) && done(), 10);
        if (closed || socket.writableLength === 0) done();
      });
    },
  };
}

function fileSink(fd: number): LogSink {
  let closed = false;
  return {
    write(line) {
      if (closed) return;
      try {
        fs.writeSync(fd, line);
      } catch {
        closed = true;
      }
    },
    flush: async () => {},
  };
}
