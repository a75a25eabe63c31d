import { createHash } from 'node:crypto';

/**
 * The id an imported training or set gets: a UUIDv7 whose time is the training's start and
 * whose other bits are a hash of (owner, source, the row's key in the file). The same file
 * imported again makes the same ids, so its rows meet themselves in the sync module's upserts
 * and nothing is added twice; the phone takes them like any UUIDv7 it made.
 */
export function importedRowId(startedAt: Date, ...key: readonly (string | number)[]): string {
  const hash = createHash('sha256').update(key.join('\u0000')).digest();
  const bytes = Buffer.alloc(16);
  bytes.writeUIntBE(Math.max(0, startedAt.getTime()), 0, 6);
  hash.copy(bytes, 6, 0, 10);
  bytes[6] = 0x70 | (bytes[6]! & 0x0f);
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
