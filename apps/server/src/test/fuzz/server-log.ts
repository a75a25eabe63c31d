import pino from 'pino';

// What the server logged: the error behind a 500 names the defect better than its answer.

export class ServerLog {
  private readonly errors = new Map<string, string[]>();

  /**
   * Reads the app's log lines as they are written. The harness's logs() keeps the whole run
   * in one string, too big to search after every request of a long run; pino.symbols.streamSym
   * is pino's public handle on a logger's destination, shared by the per-request child loggers.
   * Without it the fuzzer still runs, only without the server's error next to a 500.
   */
  listen(logger: unknown): void {
    const destination = typeof logger === 'object' && logger !== null ? (logger as Record<symbol, unknown>)[pino.symbols.streamSym] : undefined;
    if (typeof destination !== 'object' || destination === null || typeof (destination as { write?: unknown }).write !== 'function') return;
    (destination as { write: (chunk: string) => boolean }).write = (chunk) => {
      this.take(String(chunk));
      return true;
    };
  }

  private take(text: string): void {
    for (const line of text.split('\n')) {
      // Only error and fatal lines (pino levels 50, 60); the rest is the ordinary request log.
      if (!/"level":[56]0/.test(line)) continue;
      try {
        const entry = JSON.parse(line) as { reqId?: string; msg?: string; err?: { message?: string } };
        const id = entry.reqId ?? '';
        this.errors.set(id, [...(this.errors.get(id) ?? []), entry.err?.message ?? entry.msg ?? line]);
      } catch {
        this.errors.set('', [...(this.errors.get('') ?? []), line]);
      }
    }
  }

  /** Errors logged for the request, plus any logged outside a request. */
  errorsFor(requestId: unknown): string[] {
    return [...(this.errors.get(String(requestId)) ?? []), ...(this.errors.get('') ?? [])];
  }

  clear(): void {
    this.errors.clear();
  }
}
