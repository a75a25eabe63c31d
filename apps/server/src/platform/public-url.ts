import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/**
 * The address share links and QR codes point at. PUBLIC_URL when set; otherwise the address
 * the request came to, but only when its host is one this server answers for: a forged
 * `Host: evil.example` must not put the attacker's site into a code people scan.
 */
export function publicBaseUrl(config: Pick<Config, 'publicUrl' | 'allowedHosts' | 'port'>, request: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl;
  if (config.allowedHosts.has(request.hostname.toLowerCase())) return `${request.protocol}://${request.host}`;
  return `http://localhost:${config.port}`;
}
