import { z } from 'zod';

/** The response envelope of spec §7: success when status is 200 or 201. */
export interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ status: z.number().int(), msg: z.string(), data });
}

export function ok<T>(data: T, status: 200 | 201 = 200): Envelope<T> {
  return { status, msg: 'success', data };
}
