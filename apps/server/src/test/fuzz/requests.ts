import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import type { Json, JsonSchema } from './arbitraries.ts';

/** The parts of an OpenAPI 3 document the fuzzer reads. */
export interface OpenApiParameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  summary?: string;
  description?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
  security?: Record<string, string[]>[];
  /** Swagger 2 spelling; fastify-swagger keeps it only when a body schema exists, hence the fallbacks in `isMultipart`. */
  consumes?: string[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  security?: Record<string, string[]>[];
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';
const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

export interface Route {
  /** `GET /api-training/...`, as test names and failure reports show it. */
  key: string;
  method: HttpMethod;
  path: string;
  operation: OpenApiOperation;
  /** `security: []` (or an empty requirement): no token needed. */
  isPublic: boolean;
  /** The query parameters as one object schema, so one generator covers them all. */
  querySchema: JsonSchema;
  pathSchema: JsonSchema;
  bodySchema: JsonSchema | undefined;
  multipart: boolean;
  /** Whether the documented success answer is JSON (the envelope); otherwise only "no 5xx" is checked. */
  answersJson: boolean;
}

function parametersAsObject(parameters: OpenApiParameter[], where: OpenApiParameter['in']): JsonSchema {
  const chosen = parameters.filter((p) => p.in === where);
  return {
    type: 'object',
    properties: Object.fromEntries(chosen.map((p) => [p.name, p.schema ?? { type: 'string' }])),
    required: chosen.filter((p) => p.required || where === 'path').map((p) => p.name),
  };
}

/**
 * The upload route declares `consumes: multipart/form-data`, but fastify-swagger only writes
 * consumes into the document for routes that also have a body schema (and the upload has
 * none), so its summary naming multipart is the only trace left in the document.
 */
function isMultipart(operation: OpenApiOperation): boolean {
  const declared = [...Object.keys(operation.requestBody?.content ?? {}), ...(operation.consumes ?? [])];
  if (declared.some((type) => type.startsWith('multipart/'))) return true;
  return /multipart/i.test(`${operation.summary ?? ''} ${operation.description ?? ''}`);
}

function answersJson(operation: OpenApiOperation): boolean {
  const success = operation.responses?.['200'] ?? operation.responses?.['201'] ?? operation.responses?.['2XX'];
  return Object.keys(success?.content ?? {}).some((type) => type.includes('json'));
}

/** Every documented operation, minus the paths `skip` names (the docs themselves, test-only routes). */
export function documentedRoutes(doc: OpenApiDocument, skip: (path: string) => boolean): Route[] {
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (skip(path)) continue;
    for (const [name, operation] of Object.entries(operations)) {
      const method = name.toUpperCase() as HttpMethod;
      if (!METHODS.includes(method)) continue;
      const security = operation.security ?? doc.security ?? [];
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const jsonType = Object.keys(content).find((type) => type.includes('json'));
      routes.push({
        key: `${method} ${path}`,
        method,
        path,
        operation,
        isPublic: security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0),
        querySchema: parametersAsObject(parameters, 'query'),
        pathSchema: parametersAsObject(parameters, 'path'),
        bodySchema: jsonType ? content[jsonType]?.schema ?? {} : undefined,
        multipart: isMultipart(operation),
        answersJson: answersJson(operation),
      });
    }
  }
  return routes;
}

// ---------------------------------------------------------------------------------------
// Query strings, written by hand so they can be broken on purpose.

/** Escapes a URL parser may choke on: truncated, non-hex, invalid UTF-8, NUL. */
export const MALFORMED_ESCAPES = ['%', '%ff', '%zz', '%E0%A4%A', '%00'] as const;

export interface QueryMalformation {
  escape: (typeof MALFORMED_ESCAPES)[number];
  target: 'value' | 'name';
  /** Which parameter (modulo how many there are); a new one `x` when there are none. */
  param: number;
  placement: 'replace' | 'append';
}

export const queryMalformation: fc.Arbitrary<QueryMalformation> = fc.record({
  escape: fc.constantFrom(...MALFORMED_ESCAPES),
  target: fc.constantFrom('value' as const, 'name' as const),
  param: fc.nat(),
  placement: fc.constantFrom('replace' as const, 'append' as const),
});

/**
 * Percent-encodes like encodeURIComponent, except that a lone surrogate (which makes
 * encodeURIComponent throw) is written as the three bytes a sloppy client sends for it
 * (WTF-8), so the server sees it too.
 */
export function encodeComponent(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

type Pair = [name: string, value: string | null];

function scalarText(value: Json): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Query pairs of a value: arrays repeat the name, objects use `name[key]`, null is a bare name. */
function pairsOf(name: string, value: Json, out: Pair[]): void {
  if (value === null) out.push([encodeComponent(name), null]);
  else if (Array.isArray(value)) {
    for (const item of value) out.push([encodeComponent(name), encodeComponent(scalarText(item))]);
    if (value.length === 0) out.push([encodeComponent(name), '']);
  } else if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) out.push([`${encodeComponent(name)}[${encodeComponent(key)}]`, encodeComponent(scalarText(item))]);
  } else out.push([encodeComponent(name), encodeComponent(String(value))]);
}

export function queryString(query: Json, malformation?: QueryMalformation): string {
  const pairs: Pair[] = [];
  if (typeof query === 'object' && query !== null && !Array.isArray(query)) {
    for (const [name, value] of Object.entries(query)) pairsOf(name, value, pairs);
  } else if (query !== null) {
    // A hostile generator replaced the whole query: send it as the raw query text.
    pairs.push([encodeComponent(scalarText(query)), null]);
  }
  if (malformation) {
    if (pairs.length === 0) pairs.push(['x', '1']);
    const index = malformation.param % pairs.length;
    const pair = pairs[index] ?? ['x', '1'];
    const broken = (text: string | null) => (malformation.placement === 'replace' ? malformation.escape : `${text ?? ''}${malformation.escape}`);
    pairs[index] = malformation.target === 'name' ? [broken(pair[0]), pair[1]] : [pair[0], broken(pair[1])];
  }
  return pairs.map(([name, value]) => (value === null ? name : `${name}=${value}`)).join('&');
}

function pathWith(path: string, params: Json): string {
  const values = typeof params === 'object' && params !== null && !Array.isArray(params) ? params : {};
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeComponent(scalarText(values[name] ?? '')));
}

// ---------------------------------------------------------------------------------------
// Bodies: valid JSON, broken JSON, wrong content types, multipart shapes.

/** The smallest valid GIF: 1×1, one colour. */
export const TINY_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export interface BodyVariant {
  /** What the failure report calls it. */
  label: string;
  contentType: string | undefined;
  /** The payload for the generated body (undefined: the route's body is left out). */
  payload: (body: Json | undefined) => string | Buffer | undefined;
}

const asJson = (body: Json | undefined) => JSON.stringify(body ?? {});

const JSON_BODY: BodyVariant = { label: 'JSON', contentType: 'application/json', payload: (body) => (body === undefined ? undefined : asJson(body)) };
const NO_BODY: BodyVariant = { label: 'no body', contentType: undefined, payload: () => undefined };

const fixed = (label: string, contentType: string | undefined, payload: string | Buffer): BodyVariant => ({ label, contentType, payload: () => payload });

/** Broken JSON and bodies under the wrong content type: every route with or without a body gets these. */
export const WRONG_BODIES: readonly BodyVariant[] = [
  fixed('invalid JSON `{mobile:`', 'application/json', '{mobile:'),
  fixed('invalid JSON `[`', 'application/json', '['),
  fixed('empty body as JSON', 'application/json', ''),
  fixed('JSON with trailing garbage', 'application/json', '{"a":1}garbage'),
  fixed('JSON with a BOM', 'application/json', '\uFEFF{}'),
  fixed('JSON __proto__ key', 'application/json', '{"__proto__":{"polluted":"yes"}}'),
  fixed('JSON constructor.prototype key', 'application/json', '{"constructor":{"prototype":{"polluted":"yes"}}}'),
  { label: 'JSON labelled charset=utf-16', contentType: 'application/json; charset=utf-16', payload: asJson },
  { label: 'JSON as text/plain', contentType: 'text/plain', payload: asJson },
  { label: 'JSON without content type', contentType: undefined, payload: asJson },
  fixed('form-urlencoded', 'application/x-www-form-urlencoded', 'a=1&mobile=%zz&b'),
  fixed('multipart without boundary', 'multipart/form-data', '{}'),
  fixed('multipart boundary=x with body {}', 'multipart/form-data; boundary=x', '{}'),
  fixed('raw GIF bytes', 'image/gif', TINY_GIF),
];

const BOUNDARY = 'fuzzboundary7MA4YWxkTrZu0gW';
const CRLF = '\r\n';

interface Part {
  name: string;
  filename?: string;
  type?: string;
  content: string | Buffer;
}

function multipartBody(parts: Part[], close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const head = `--${BOUNDARY}${CRLF}Content-Disposition: ${disposition}${CRLF}${part.type ? `Content-Type: ${part.type}${CRLF}` : ''}${CRLF}`;
    chunks.push(Buffer.from(head), Buffer.from(part.content), Buffer.from(CRLF));
  }
  if (close) chunks.push(Buffer.from(`--${BOUNDARY}--${CRLF}`));
  return Buffer.concat(chunks);
}

const multipart = (label: string, parts: Part[], close = true): BodyVariant => fixed(label, `multipart/form-data; boundary=${BOUNDARY}`, multipartBody(parts, close));
const gifFile = (name = 'file'): Part => ({ name, filename: 'tiny.gif', type: 'image/gif', content: TINY_GIF });

/** The shapes an upload form arrives in, good and bad. */
export const MULTIPART_BODIES: readonly BodyVariant[] = [
  multipart('multipart: a real tiny GIF', [gifFile()]),
  multipart('multipart: no file part', []),
  multipart('multipart: a text field before the file', [{ name: 'note', content: 'hello' }, gifFile()]),
  multipart('multipart: two files', [gifFile(), gifFile()]),
  multipart('multipart: fake GIF (text renamed)', [{ name: 'file', filename: 'fake.gif', type: 'image/gif', content: 'this is not a gif' }]),
  multipart('multipart: empty file', [{ name: 'file', filename: 'empty.gif', type: 'image/gif', content: '' }]),
  multipart('multipart: file under another field name', [gifFile('other')]),
  multipart('multipart: no closing boundary', [gifFile()], false),
  fixed('multipart without boundary', 'multipart/form-data', '{}'),
  fixed('multipart boundary=x with body {}', 'multipart/form-data; boundary=x', '{}'),
  fixed('multipart: body does not match the boundary', `multipart/form-data; boundary=${BOUNDARY}`, '--other\r\n\r\nx\r\n--other--\r\n'),
];

/**
 * How a case sends its body. The first choice of each list is the ordinary one, so fast-check
 * shrinks toward it and a failure report names the simplest body that still fails.
 */
export function bodyVariant(route: Route): fc.Arbitrary<BodyVariant> {
  const wrong = fc.constantFrom(...WRONG_BODIES);
  if (route.multipart) return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...MULTIPART_BODIES) }, { weight: 1, arbitrary: wrong });
  if (route.bodySchema) return fc.oneof({ weight: 5, arbitrary: fc.constant(JSON_BODY) }, { weight: 2, arbitrary: wrong });
  return fc.oneof({ weight: 5, arbitrary: fc.constant(NO_BODY) }, { weight: 1, arbitrary: wrong });
}

// ---------------------------------------------------------------------------------------
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
