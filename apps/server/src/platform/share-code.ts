import { randomBytes } from 'node:crypto';

/** The unguessable code of a public share link (96 random bits, URL-safe). */
export const newShareCode = (): string => randomBytes(12).toString('base64url');
