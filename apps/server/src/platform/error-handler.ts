import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';
import { languageOf, message, type MessageKey } from './messages.ts';

function send(request: FastifyRequest, reply: FastifyReply, status: number, key: MessageKey, params?: Record<string, string>, data: unknown = null) {
  const msg = message(key, languageOf(request.headers['accept-language']), params);
  return reply.code(status).send({ status, msg, data });
}

/** The field a validation failure is about: `mobile`, `0.parentId`, or the part of the request. */
function fieldOf(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context || 'request';
}

/**
 * Fastify's and its plugins' own refusals, by code: each says what is wrong with the
 * request. A 4xx without a known code is "could not be understood", never a guess.
 */
const FRAMEWORK_ERRORS: Record<string, { status: number; key: MessageKey }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'invalidBody' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'bodyEmpty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'bodyTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'unsupportedContentType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'badRequest' },
  FST_PROTO_VIOLATION: { status: 400, key: 'badRequest' },
};

/** A JSON body that did not parse: secure-json-parse's SyntaxError, given a 400 by Fastify. */
const isJsonSyntaxError = (error: FastifyError) => error instanceof SyntaxError && error.statusCode === 400;

/**
 * Every failure leaves as the spec's envelope with a message in the caller's language;
 * the HTTP status matches the envelope's status. Unexpected errors are logged, not shown.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.messageKey);
      return send(request, reply, error.status, error.messageKey, error.params, error.data);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return send(request, reply, 400, 'invalidField', { field: fieldOf(first?.instancePath ?? '', error.validationContext) });
    }
    const known = FRAMEWORK_ERRORS[error.code];
    if (known) return send(request, reply, known.status, known.key);
    if (isJsonSyntaxError(error)) return send(request, reply, 400, 'invalidBody');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.warn({ err: error }, 'refused with an unmapped client error');
      return send(request, reply, error.statusCode, 'badRequest');
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, 500, 'serverError');
  });

  app.setNotFoundHandler((request, reply) => send(request, reply, 404, 'pageNotFound'));
}

/**
 * Requests that Node's HTTP parser refuses before Fastify sees them (headers or URL too
 * long, a malformed request line, Content-Length with Transfer-Encoding, a timeout) are
 * answered with the same envelope, so the client's error handling always works.
 */
export function answerClientError(error: { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const key: MessageKey = status === 431 ? 'headersTooLarge' : status === 408 ? 'requestTimeout' : 'badRequest';
  const acceptLanguage = /\r\naccept-language:\s*([^\r\n]*)/i.exec(Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : '')?.[1];
  const body = JSON.stringify({ status, msg: message(key, languageOf(acceptLanguage)), data: null });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'content-type: application/json; charset=utf-8\r\n' +
      `content-length: ${Buffer.byteLength(body)}\r\n` +
      'x-content-type-options: nosniff\r\n' +
      'connection: close\r\n\r\n' +
      body,
  );
}
