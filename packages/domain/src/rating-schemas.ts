import { z } from 'zod';
import { ROLES } from './roles';

/**
 * Ratings of a lab by the people an order served: the patient who owns it and the doctor who
 * ordered it, once each, after the results are released. A lab's and a test's rating are means of
 * these; nothing is typed in.
 */

/** Figures from real activity (popularity, average turnaround) look back this many days. */
export const FIGURES_WINDOW_DAYS = 90;

export const RATING_COMMENT_MAX = 500;

export const RATING_MESSAGES = {
  stars: 'Choose a rating from 1 to 5 stars.',
  commentTooLong: `Keep the comment to ${RATING_COMMENT_MAX} characters or fewer.`,
  notReleased: 'You can rate the lab once the results of this order have been released.',
  alreadyRated: 'You have already rated the lab for this order; each person rates an order once.',
  notRater: 'Only the patient and the doctor who ordered the tests can rate the lab for this order.',
  noLab: 'This order was not performed by a partner lab, so there is no lab to rate.',
  saved: 'Thank you — your rating was saved',
  noRatings: 'No ratings yet',
  noTurnaround: 'Not enough orders yet',
} as const;

const stars = z
  .number({ error: RATING_MESSAGES.stars })
  .int(RATING_MESSAGES.stars)
  .min(1, RATING_MESSAGES.stars)
  .max(5, RATING_MESSAGES.stars);

export const labRatingInput = z.strictObject({
  stars,
  comment: z.string({ error: 'The comment must be text.' }).trim().max(RATING_COMMENT_MAX, RATING_MESSAGES.commentTooLong).optional(),
});
export type LabRatingInput = z.input<typeof labRatingInput>;

export const labRatingSchema = z.object({
  orderId: z.uuid(),
  labId: z.uuid(),
  labName: z.string(),
  raterRole: z.enum(ROLES),
  stars: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type LabRating = z.infer<typeof labRatingSchema>;

/**
 * The caller's rating of an order's lab: the rating when given; otherwise whether they may rate now
 * (`open`) and, when not, why (`reason`, a sentence to show).
 */
export const labRatingReplySchema = z.object({
  rating: labRatingSchema.nullable(),
  labName: z.string().nullable(),
  open: z.boolean(),
  reason: z.string().nullable(),
});
export type LabRatingReply = z.infer<typeof labRatingReplySchema>;

/** Mean of 1–5 star ratings rounded to one decimal, or null when there are none. */
export function roundedRating(mean: number | null | undefined): number | null {
  return mean === null || mean === undefined || Number.isNaN(mean) ? null : Math.round(mean * 10) / 10;
}
