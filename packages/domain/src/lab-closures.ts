import { z } from 'zod';

/**
 * Days a lab is closed outside its weekly hours (holidays, stock-taking), set by administrators.
 * Dates are the lab's own calendar days ('YYYY-MM-DD' in its time zone), first and last included.
 */
export const CLOSURE_MESSAGES = {
  startsOn: 'Enter the first closed day.',
  endsOn: 'Enter the last closed day.',
  order: 'The last closed day cannot be before the first.',
  tooLong: 'A closure lasts at most 366 days.',
  reason: 'Say why the lab is closed (for example “Thanksgiving”).',
  closedOn: (lab: string, reason: string) => `${lab} is closed that day (${reason}). Choose another day.`,
} as const;

const isoDate = (message: string) =>
  z.iso.date({ error: message });

export const labClosureInput = z
  .strictObject({
    startsOn: isoDate(CLOSURE_MESSAGES.startsOn),
    /** The last closed day; a one-day closure when left out. */
    endsOn: isoDate(CLOSURE_MESSAGES.endsOn).optional(),
    reason: z.string({ error: CLOSURE_MESSAGES.reason }).trim().min(1, CLOSURE_MESSAGES.reason).max(120, 'Keep the reason under 120 characters.'),
  })
  .superRefine((value, ctx) => {
    const end = value.endsOn ?? value.startsOn;
    if (end < value.startsOn) ctx.addIssue({ code: 'custom', path: ['endsOn'], message: CLOSURE_MESSAGES.order });
    else if (Date.parse(end) - Date.parse(value.startsOn) > 365 * 86_400_000) ctx.addIssue({ code: 'custom', path: ['endsOn'], message: CLOSURE_MESSAGES.tooLong });
  });
export type LabClosureInput = z.infer<typeof labClosureInput>;

export const labClosureSchema = z.object({
  id: z.uuid(),
  labId: z.uuid(),
  startsOn: z.string(),
  endsOn: z.string(),
  reason: z.string(),
});
export type LabClosure = z.infer<typeof labClosureSchema>;

/** The closure covering a calendar day of the lab, if any. */
export function closureOn(date: string, closures: readonly Pick<LabClosure, 'startsOn' | 'endsOn' | 'reason'>[]) {
  return closures.find((c) => c.startsOn <= date && date <= c.endsOn);
}
