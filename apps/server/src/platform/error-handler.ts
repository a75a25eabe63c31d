import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';
import { languageOf, message, type MessageKey } from './messages.ts';

function send(request: FastifyRequest, reply: FastifyReply, status: number, key: MessageKey, params?: Record<string, string>) {
  const msg = message(key, languageOf(request.headers['accept-language']), params);
  return reply.code(status).send({ status, msg, data: null });
}

/** The field a validation failure is about: `mobile`, `0.parentId`, or the part of the request. */
function fieldOf(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context || 'request';
}

/**
 * Every failure leaves as the spec's envelope with a message in the caller's language;
 * the HTTP status matches the envelope's status. Unexpected errors are logged, not shown.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.messageKey);
      return send(request, reply, error.status, error.messageKey, error.params);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return send(request, reply, 400, 'invalidField', { field: fieldOf(first?.instancePath ?? '', error.validationContext) });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return send(request, reply, 413, 'bodyTooLarge');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(request, reply, error.statusCode, 'invalidBody');
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, 500, 'serverError');
  });

  app.setNotFoundHandler((request, reply) => send(request, reply, 404, 'pageNotFound'));
}
