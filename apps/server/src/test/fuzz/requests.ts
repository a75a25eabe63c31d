import type { FastifyInstance } from 'fastify';
import type { BodyVariant } from './bodies.ts';
import type { HttpMethod, Route } from './documented-routes.ts';
import type { Json } from './json.ts';
import { pathWith, queryString, type QueryMalformation } from './url.ts';

// Requests and answers.

export interface RequestInput {
  query: Json;
  path: Json;
  body: Json | undefined;
}

export interface FuzzRequest {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  payload: string | Buffer | undefined;
  bodyLabel: string;
  /** Who the token belongs to, printed instead of the token. */
  tokenLabel: string;
}

export interface RequestExtras {
  token?: { label: string; value: string | undefined };
  language?: string;
  idempotencyKey?: string;
  malformation?: QueryMalformation;
}

export function buildRequest(route: Route, input: RequestInput, body: BodyVariant, extras: RequestExtras = {}): FuzzRequest {
  const query = queryString(input.query, extras.malformation);
  const payload = body.payload(input.body);
  const headers: Record<string, string> = {};
  if (body.contentType !== undefined && payload !== undefined) headers['content-type'] = body.contentType;
  if (extras.token?.value !== undefined) headers.token = extras.token.value;
  if (extras.language !== undefined) headers['accept-language'] = extras.language;
  if (extras.idempotencyKey !== undefined) headers['idempotency-key'] = extras.idempotencyKey;
  return {
    method: route.method,
    url: pathWith(route.path, input.path) + (query ? `?${query}` : ''),
    headers,
    payload,
    bodyLabel: payload === undefined ? 'no body' : body.label,
    tokenLabel: extras.token?.label ?? 'none',
  };
}

export type Answer =
  | { answered: true; status: number; body: string; headers: Record<string, unknown> }
  | { answered: false; error: string };

/** Sends through app.inject; a request that throws or hangs is an answer too (the server would have died or stalled). */
export async function send(app: FastifyInstance, request: FuzzRequest, timeoutMs: number): Promise<Answer> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Answer>((resolve) => {
    timer = setTimeout(() => resolve({ answered: false, error: `no answer within ${timeoutMs} ms` }), timeoutMs);
  });
  const answer = app
    .inject({
      method: request.method,
      url: request.url,
      headers: request.headers,
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
      remoteAddress: '127.0.0.1',
    })
    .then((res): Answer => ({ answered: true, status: res.statusCode, body: res.body, headers: res.headers }))
    .catch((err: unknown): Answer => ({ answered: false, error: `inject failed: ${err instanceof Error ? err.message : String(err)}` }));
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs of one character longer than 16 shown as `a{×10000}`, then cut: a failure report stays readable. */
export function abbreviate(text: string, max = 600): string {
  const collapsed = text.replace(/(.)\1{16,}/gsu, (run: string, char: string) => `${char}{×${[...run].length}}`);
  return collapsed.length > max ? `${collapsed.slice(0, max)}…(${collapsed.length - max} more chars)` : collapsed;
}

function payloadText(payload: string | Buffer | undefined): string {
  if (payload === undefined) return '(none)';
  if (Buffer.isBuffer(payload)) return JSON.stringify(payload.toString('latin1'));
  return JSON.stringify(payload);
}

export function describeRequest(request: FuzzRequest): string {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => `${name}: ${name === 'token' ? `<${request.tokenLabel}>` : JSON.stringify(value)}`)
    .join(', ');
  return [
    `${request.method} ${abbreviate(request.url, 400)}`,
    `  headers: ${abbreviate(headers, 300) || '(none)'}${request.headers.token === undefined ? ` (token: ${request.tokenLabel})` : ''}`,
    `  body (${request.bodyLabel}): ${abbreviate(payloadText(request.payload))}`,
  ].join('\n');
}
