import { VIDEO_MAX_BYTES } from './constants.ts';

/**
 * Spec §9: a relative media path gets the storage base prefix, with an optional
 * cache-busting timestamp; paths containing 'blob' or 'http' are already usable and stay
 * unchanged. Empty paths stay empty (the caller shows its generated illustration).
 */
export function mediaUrl(path: string | null | undefined, storageBase: string, timestamp?: number): string {
  if (!path) return '';
  if (path.includes('blob') || path.includes('http')) return path;
  const base = storageBase.endsWith('/') ? storageBase : `${storageBase}/`;
  const url = base + path.replace(/^\/+/, '');
  if (timestamp === undefined) return url;
  return `${url}${url.includes('?') ? '&' : '?'}t=${timestamp}`;
}

export type MediaKind = 'video' | 'gif' | 'image';

/** Which files each kind accepts (spec §5: video MP4 only, at most 10 MB; picture GIF only). */
export const MEDIA_RULES: Record<MediaKind, { mimeTypes: readonly string[]; extensions: readonly string[]; maxBytes: number }> = {
  video: { mimeTypes: ['video/mp4'], extensions: ['.mp4'], maxBytes: VIDEO_MAX_BYTES },
  gif: { mimeTypes: ['image/gif'], extensions: ['.gif'], maxBytes: VIDEO_MAX_BYTES },
  image: { mimeTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'], extensions: ['.png', '.jpg', '.jpeg', '.gif', '.webp'], maxBytes: 2 * 1024 * 1024 },
};

export type MediaCheck = 'ok' | 'wrongType' | 'tooLarge' | 'empty';

/** The client-side check of a chosen file by name, type and size; the server re-checks the content. */
export function checkMediaFile(kind: MediaKind, file: { name: string; type: string; size: number }): MediaCheck {
  const rule = MEDIA_RULES[kind];
  if (file.size === 0) return 'empty';
  const name = file.name.toLowerCase();
  const typeOk = rule.mimeTypes.includes(file.type) || (file.type === '' && rule.extensions.some((e) => name.endsWith(e)));
  if (!typeOk || !rule.extensions.some((e) => name.endsWith(e))) return 'wrongType';
  return file.size > rule.maxBytes ? 'tooLarge' : 'ok';
}

/**
 * Identifies a file by its first bytes, whatever its name says: MP4 (an ISO-BMFF 'ftyp'
 * box), GIF, PNG, JPEG or WebP. Returns null for anything else.
 */
export function sniffMediaType(head: Uint8Array): string | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 12 && ascii(4, 8) === 'ftyp') return 'video/mp4';
  if (head.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'image/gif';
  if (head.length >= 8 && head[0] === 0x89 && ascii(1, 4) === 'PNG') return 'image/png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}
