import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses JSON answers for clients that accept it (brotli first, then gzip). The web
 * app's files are compressed once at build time and served as they are (see web-app.ts);
 * uploaded pictures and videos are compressed already, so only JSON is compressed here.
 * Brotli runs at quality 4: per request, close to gzip's cost, where the default 11 would
 * spend tens of milliseconds on a large template. Request bodies are never inflated: a
 * compressed upload could otherwise grow past the body limit after it was checked.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    globalCompression: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: /^application\/json\b/,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
