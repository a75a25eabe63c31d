/** The storage key of an upload: `uploads/<owner id>/<uuid>.<ext>`, as action/upload returns it. */
const UPLOAD_KEY = /^uploads\/(\d+)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(mp4|gif|png|jpg|jpeg|webp)$/;
const IMAGE_EXTENSIONS = new Set(['gif', 'png', 'jpg', 'jpeg', 'webp']);

/** Whether `key` is a file `ownerId` uploaded: nobody attaches someone else's file. */
export function isOwnUpload(key: string, ownerId: number): boolean {
  const match = UPLOAD_KEY.exec(key);
  return match !== null && Number(match[1]) === ownerId;
}

/**
 * The key of a picture the person uploaded, given as the key itself or as its public URL
 * (the storage base, the key, perhaps a `?t=` cache-buster); undefined for anything else:
 * another person's file, a video, a foreign site, a `javascript:` URL.
 */
export function ownImageKey(value: string, ownerId: number, publicBase: string): string | undefined {
  const key = value.startsWith(publicBase) ? value.slice(publicBase.length).replace(/\?.*$/, '') : value;
  if (!isOwnUpload(key, ownerId)) return undefined;
  return IMAGE_EXTENSIONS.has(key.slice(key.lastIndexOf('.') + 1)) ? key : undefined;
}
