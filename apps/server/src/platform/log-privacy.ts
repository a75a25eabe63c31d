import { maskMobile } from '@repwise/domain';
import type { FastifyRequest } from 'fastify';

/** A query value as the person typed it; a malformed escape (`%ff`, `%`) is kept as sent. */
function decodeQueryValue(value: string): string {
  try {
    return decodeURIComponent(value.replaceAll('+', ' '));
  } catch {
    return value;
  }
}

/** Phone numbers in a query string (sendSms?mobile=...) are masked before a URL is logged. */
export function maskMobilesInUrl(url: string): string {
  return url.replace(/([?&]mobile=)([^&#]*)/gi, (_, key: string, value: string) => key + maskMobile(decodeQueryValue(value)));
}

/** What a request log line says of a request: never headers (tokens), never bodies (codes, passwords). */
export function requestLogFields(request: FastifyRequest) {
  return { method: request.method, url: maskMobilesInUrl(request.url), remoteAddress: request.ip };
}

/**
 * Logging runs outside every request's error handler (Fastify logs "incoming request"
 * before routing), so a serializer that throws would end the process. Each serializer is
 * wrapped: a value it cannot describe is logged as such instead.
 */
export function neverThrowing<T, R, F>(serialize: (value: T) => R, unloggable: F): (value: T) => R | F {
  return (value) => {
    try {
      return serialize(value);
    } catch {
      return unloggable;
    }
  };
}
