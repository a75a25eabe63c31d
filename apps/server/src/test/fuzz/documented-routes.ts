import type { TestApp } from '../harness.ts';
import type { JsonSchema } from './conforming.ts';

/** The parts of an OpenAPI 3 document the fuzzer reads. */
interface OpenApiParameter {
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

interface OpenApiDocument {
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

/** Every documented operation, minus the paths `skip` names. */
function documentedRoutes(doc: OpenApiDocument, skip: (path: string) => boolean): Route[] {
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

/** The docs themselves and the test-only routes are not the app's API. */
const skipPath = (path: string) => path.startsWith('/api-docs') || path.startsWith('/__test__');

/** The routes the fuzzer covers, as the app's own OpenAPI document (GET /api-docs/json) lists them. */
export async function fuzzedRoutes(t: TestApp): Promise<Route[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api-docs/json' });
  if (res.statusCode !== 200) throw new Error(`GET /api-docs/json answered ${res.statusCode}`);
  return documentedRoutes(res.json<OpenApiDocument>(), skipPath);
}
