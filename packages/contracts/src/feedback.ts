import { FEEDBACK_MAX_IMAGES, INPUT_MAX_LENGTH } from '@repwise/domain';
import { z } from 'zod';
import { pageOf, pageQuery } from './schema-kit.ts';

export const feedbackSubmitBody = z.object({
  content: z.string().trim().min(1).max(INPUT_MAX_LENGTH),
  contact: z.string().trim().max(100).optional(),
  /** Pictures the sender uploaded (`action/upload?kind=image`): their `path` or `url`. */
  images: z.array(z.string().max(1000)).max(FEEDBACK_MAX_IMAGES).optional(),
});

export const feedbackSubmitResult = z.object({ id: z.number().int(), createdAt: z.string() });

export const feedbackItem = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  content: z.string(),
  contact: z.string().nullable(),
  /** Addresses of the pictures. */
  images: z.array(z.string()),
  createdAt: z.string(),
});
export type FeedbackItem = z.infer<typeof feedbackItem>;

export const feedbackListQuery = pageQuery;
export const feedbackPage = pageOf(feedbackItem);
