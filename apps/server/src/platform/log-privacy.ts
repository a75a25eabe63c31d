import { maskMobile } from '@repwise/domain';
import type { FastifyRequest } from 'fastify';

/** Phone numbers in a query string (sendSms?mobile=...) are masked before a URL is logged. */
export function maskMobilesInUrl(url: string): string {
  return url.replace(/([?&]mobile=)([^&#]*)/gi, (_, key: string, value: string) => key + maskMobile(decodeURIComponent(value)));
}

/** What a request log line says of a request: never headers (tokens), never bodies (codes, passwords). */
export function requestLogFields(request: FastifyRequest) {
  return { method: request.method, url: maskMobilesInUrl(request.url), remoteAddress: request.ip };
}
