import { CONTRACT, type AuthOf, type ExportFile, type BodyOutput, type Data, type QueryOutput, type RouteContract, type RouteName } from '@repwise/contracts';
import type { Language } from '@repwise/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Actor } from './access/actor.ts';
import { envelopeOf, ok } from './envelope.ts';
import { languageOf } from './messages.ts';
import type { View } from './view.ts';

/** What a route's handler gets: its input as the contract parsed it, and who is calling. */
export interface Call<N extends RouteName> {
  query: QueryOutput<N>;
  body: BodyOutput<N>;
  /** The caller of a route that needs the token; null on public routes. */
  actor: AuthOf<N> extends 'token' ? Actor : null;
  language: Language;
  /** The caller's language and the storage base, for presenting the answer. */
  view: View;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<N extends RouteName> = (call: Call<N>) => Promise<Data<N>>;

/** Registers the handler of one route of the contract. */
export type Serve = <N extends RouteName>(name: N, handler: Handler<N>) => void;

/**
 * The one way a route is registered: its path, method, schemas (and so the OpenAPI
 * document) and its token requirement all come from packages/contracts, so the server cannot
 * drift from what the web app is typed against. `ready()` fails the start when a route of
 * the contract has no handler.
 */
export function contractRoutes(app: FastifyInstance, authenticate: onRequestAsyncHookHandler, storageBase: string): { serve: Serve; ready(): void } {
  const served = new Set<RouteName>();
  const serve: Serve = (name, handler) => {
    if (served.has(name)) throw new Error(`route ${name} is served twice`);
    served.add(name);
    register(app, authenticate, storageBase, name, handler);
  };
  return {
    serve,
    ready() {
      const missing = (Object.keys(CONTRACT) as RouteName[]).filter((name) => !served.has(name));
      if (missing.length > 0) throw new Error(`routes of the contract without a handler: ${missing.join(', ')}`);
    },
  };
}

function register<N extends RouteName>(app: FastifyInstance, authenticate: onRequestAsyncHookHandler, storageBase: string, name: N, handler: Handler<N>): void {
  const route: RouteContract = CONTRACT[name];
  app.withTypeProvider<ZodTypeProvider>().route({
    method: route.method,
    url: route.path,
    schema: {
      tags: [...route.tags],
      summary: route.summary,
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      ...(route.consumes ? { consumes: [...route.consumes] } : {}),
      // A file answer has no envelope to check; its errors still answer one.
      ...(route.file ? {} : { response: { 200: envelopeOf(route.data) } }),
      security: route.auth === 'token' ? [{ token: [] }] : [],
    },
    ...(route.auth === 'token' ? { onRequest: authenticate } : {}),
    handler: async (request, reply) => {
      const language = languageOf(request.headers['accept-language']);
      const answer = await handler({
        query: request.query as QueryOutput<N>,
        body: request.body as BodyOutput<N>,
        actor: request.actor as Call<N>['actor'],
        language,
        view: { language, storageBase },
        request,
        reply,
      });
      if (route.file) return sendFile(reply, answer as ExportFile);
      return ok(answer);
    },
  });
}

/** A file answer: its bytes as the body, saved under its name (RFC 6266: an ASCII name and the UTF-8 one). */
function sendFile(reply: FastifyReply, file: ExportFile): FastifyReply {
  const ascii = file.filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
    .header('cache-control', 'no-store')
    .send(file.content);
}

